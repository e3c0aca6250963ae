// Request and response schemas of bookings, and the booking fields the wizard shares.
import Type, { type Static } from 'typebox';
import type { ErrorCode } from '../../platform/errors.js';
import {
  Ref,
  Component,
  CurrencyCode,
  JsonObject,
  Metadata,
  Nullable,
  PrefixedId,
} from '../../platform/http/schemas.js';
import { BOOKING_STATUSES, PAYMENT_STATUSES, SETTABLE_STATUSES } from './rules.js';

/**
 * What booking a departure (a new booking, a change of what was booked, a wizard submission) is refused with: the
 * product and departure (not bookable, sales closed, another's), the party and the price, the seats.
 */
export const BOOKING_ERRORS = [
  'UNKNOWN_REFERENCE',
  'NOT_BOOKABLE',
  'SALES_CLOSED',
  'NO_PRICES',
  'PRICING_MODEL_MISMATCH',
  'INVALID_PARTY',
  'PRICE_TOO_LARGE',
  'CURRENCY_MISMATCH',
  'CAPACITY_EXCEEDED',
] as const satisfies readonly ErrorCode[];

/**
 * What any command run on a booking is refused with (`BookingsService.run`): one its status does not allow, a
 * lapsed hold, a row changed meanwhile.
 */
export const COMMAND_ERRORS = [
  'INVALID_COMMAND',
  'INVALID_STATUS_TRANSITION',
  'HOLD_EXPIRED',
  'BOOKING_CHANGED',
] as const satisfies readonly ErrorCode[];

export const ProductId = PrefixedId('prod');
export const DepartureId = PrefixedId('dept', ['dep']);
const PersonId = PrefixedId('ppl', ['p']);
export const Currency = CurrencyCode({ description: 'ISO 4217 code' });
export const Pax = Type.Integer({ minimum: 0, maximum: 500 });
/** Free text stored in a text column: no NUL characters (PostgreSQL refuses them). */
export const Notes = Type.String({ maxLength: 5000, pattern: '^[^\\u0000]*$' });
export const Language = Type.String({
  pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8}){0,3}$',
  maxLength: 16,
  description: 'BCP 47 tag, e.g. en, ro, en-GB',
});

export const Room = Type.Object({
  categoryKey: Type.String({ minLength: 1, maxLength: 64 }),
  occupancy: Type.Integer({ minimum: 1, maximum: 20 }),
  quantity: Type.Integer({ minimum: 1, maximum: 100 }),
});
export type Room = Static<typeof Room>;

export const Rooms = Type.Array(Room, { maxItems: 50 });

export const Unit = Type.Object({
  unitKey: Type.String({
    minLength: 1,
    maxLength: 40,
    description:
      "A unit type of the product (its pricing's `unitTypes[].key`; `adult`, `child`, `infant` for products priced per person)",
  }),
  quantity: Type.Integer({ minimum: 1, maximum: 500 }),
});
const UNITS_DESCRIPTION =
  'For products priced `per_unit` (required) or `per_person`: how many of each unit type. The travellers (`pax`) and seats follow from the units; pax fields sent beside them must match.';
export const Units = Type.Array(Unit, { maxItems: 20, description: UNITS_DESCRIPTION });

/** A passenger: free-form so the workspace's passenger form decides its fields (keys are the form's field ids). */
const Passenger = Type.Record(Type.String({ maxLength: 64 }), Type.Unknown());
export const Passengers = Type.Array(Passenger, { maxItems: 500 });
/** The billing contact: the spec's three fields plus whatever the workspace's billing form asks for. */
export const Billing = Type.Object(
  {
    firstName: Type.Optional(Type.String({ maxLength: 200 })),
    lastName: Type.Optional(Type.String({ maxLength: 200 })),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
  },
  { additionalProperties: true },
);

export const CreateBookingBody = Type.Object(
  {
    productId: ProductId,
    departureId: DepartureId,
    paxAdults: Type.Optional(Pax),
    paxChildren: Type.Optional(Pax),
    paxInfants: Type.Optional(Pax),
    rooms: Type.Optional(Rooms),
    units: Type.Optional(Units),
    ratePlanId: Type.Optional(PrefixedId('rate')),
    billingPersonId: Type.Optional(PersonId),
    organizationId: Type.Optional(PrefixedId('org')),
    currency: Type.Optional(Currency),
    language: Type.Optional(Language),
    notes: Type.Optional(Notes),
    metadata: Type.Optional(Metadata),
    billing: Type.Optional(Billing),
    passengers: Type.Optional(Passengers),
    hold: Type.Optional(
      Type.Boolean({
        description:
          'Create the booking `on_hold`: its seats are taken now and given back when the hold lapses unless it is confirmed first (`POST /v1/bookings/{id}/confirm`).',
      }),
    ),
    holdMinutes: Type.Optional(
      Type.Integer({
        minimum: 1,
        description:
          "Length of the hold in minutes (only with `hold: true`), within the configured bounds (`HOLD_MIN_MINUTES`..`HOLD_MAX_MINUTES`); without it, the workspace's `holdMinutes` (`PATCH /v1/workspace`), else `HOLD_DEFAULT_MINUTES` (30).",
      }),
    ),
  },
  {
    examples: [
      {
        productId: 'prod_0192f0c4-5a6b-7c3d-8e9f-0a1b2c3d4e5f',
        departureId: 'dept_0192f0c4-6b7c-7d8e-9f0a-1b2c3d4e5f60',
        paxAdults: 2,
        paxChildren: 1,
        rooms: [{ categoryKey: 'family', occupancy: 3, quantity: 1 }],
        billingPersonId: 'ppl_0192f0c4-7c8d-7e9f-8a0b-1c2d3e4f5a6b',
        currency: 'EUR',
        language: 'en',
        notes: 'Vegetarian meals for the child',
        billing: { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana.popescu@example.com' },
        passengers: [
          { firstName: 'Ioana', lastName: 'Popescu' },
          { firstName: 'Andrei', lastName: 'Popescu' },
          { firstName: 'Mara', lastName: 'Popescu' },
        ],
      },
    ],
  },
);
export type CreateBookingBody = Static<typeof CreateBookingBody>;

export const ChangeBookingBody = Type.Object(
  {
    productId: Type.Optional({
      ...ProductId,
      description:
        "Move the booking to another product: with `departureId`, a departure of that product; the product's base rate plan unless `ratePlanId` names another",
    }),
    departureId: Type.Optional({
      ...DepartureId,
      description: "Move the booking to this departure (of the booking's product, or of `productId`)",
    }),
    ratePlanId: Type.Optional(PrefixedId('rate')),
    units: Type.Optional(Units),
    rooms: Type.Optional(Rooms),
    paxAdults: Type.Optional(Pax),
    paxChildren: Type.Optional(Pax),
    paxInfants: Type.Optional(Pax),
    preview: Type.Optional(
      Type.Boolean({
        description: 'Price the change and answer it without making it (nothing is written, nothing sent).',
      }),
    ),
  },
  {
    description:
      "The booking's new shape: what is sent replaces what the booking has (units, or rooms and travellers, as a whole), what is not sent stays.",
    examples: [
      { departureId: 'dept_0192f0c4-6b7c-7d8e-9f0a-1b2c3d4e5f60' },
      { units: [{ unitKey: 'adult', quantity: 3 }], preview: true },
    ],
  },
);
export type ChangeBookingBody = Static<typeof ChangeBookingBody>;

export const UpdateBookingBody = Type.Object(
  {
    status: Type.Optional(
      Type.Enum([...SETTABLE_STATUSES], {
        description:
          'The next status; `on_hold` is set only by POST /v1/bookings and `expired` only when a hold lapses.',
      }),
    ),
    notes: Type.Optional(Nullable(Notes)),
  },
  { examples: [{ status: 'confirmed', notes: 'Deposit received by bank transfer' }] },
);
export type UpdateBookingBody = Static<typeof UpdateBookingBody>;

export const UpdateBookingResponse = Type.Object({
  id: Type.String(),
  status: Type.String(),
  notes: Nullable(Type.String()),
});

export const Booking = Component(
  'Booking',
  Type.Object(
    {
      id: Type.String({ description: 'book_… id' }),
      code: Type.String(),
      status: Type.Enum([...BOOKING_STATUSES]),
      payment_status: Type.Enum([...PAYMENT_STATUSES], {
        description:
          'What the ledger (`GET /v1/bookings/{id}/payments`) adds up to: `unpaid` before any payment, `partially_paid` or `paid` (the payments cover `pricing.total`) while nothing was refunded, `partially_refunded` or `refunded` (everything paid was given back) after a refund.',
      }),
      source: Type.String(),
      product: Type.Object({
        id: Type.String(),
        title: Type.String(),
        type: Nullable(Type.String()),
        category: Type.String(),
      }),
      departure: Type.Object({ id: Type.String(), start_at: Nullable(Type.String()), end_at: Nullable(Type.String()) }),
      pax: Type.Object({ adults: Type.Integer(), children: Type.Integer(), infants: Type.Integer() }),
      seats: Type.Integer(),
      seats_held: Type.Boolean(),
      rooms: Type.Array(Room),
      units: Type.Array(Unit),
      rate_plan_id: Nullable(Type.String()),
      billing_person_id: Nullable(Type.String()),
      organization_id: Nullable(Type.String()),
      language: Nullable(Type.String()),
      pricing: Type.Object({
        currency: Type.String(),
        subtotal: Type.Number(),
        tax: Type.Number(),
        total: Type.Number(),
        subtotal_minor: Type.Integer(),
        tax_minor: Type.Integer(),
        total_minor: Type.Integer(),
        breakdown: Type.Unknown(),
        computed_at: Type.String(),
      }),
      money: Type.Object(
        {
          paid: Type.Number(),
          refunded: Type.Number(),
          balance: Type.Number(),
          paid_minor: Type.Integer(),
          refunded_minor: Type.Integer(),
          balance_minor: Type.Integer(),
        },
        {
          description:
            "The ledger's totals in `pricing.currency` (major and minor units): what was paid and refunded, and the `balance` the customer still owes: the total (nothing once cancelled or expired) less what the booking holds; negative when it holds more.",
        },
      ),
      billing: Nullable(Type.Record(Type.String(), Type.Unknown())),
      passengers: Type.Array(Type.Record(Type.String(), Type.Unknown())),
      notes: Nullable(Type.String()),
      metadata: JsonObject,
      attention_required: Type.Boolean(),
      attention_reason: Nullable(Type.String()),
      wizard_session_id: Nullable(Type.String()),
      payment_session_id: Nullable(Type.String()),
      invoice_id: Nullable(Type.String()),
      contract_number: Nullable(Type.String()),
      created_at: Type.String(),
      updated_at: Type.String(),
      confirmed_at: Nullable(Type.String()),
      cancelled_at: Nullable(Type.String()),
      completed_at: Nullable(Type.String()),
      hold_expires_at: Nullable(
        Type.String({
          description:
            'When the hold of an `on_hold` booking lapses (kept once it is confirmed, cancelled or expired); null for a booking never held.',
        }),
      ),
      external_uuid: Nullable(
        Type.String({
          description:
            'The booking `uuid` of the reseller that made it over the OCTO API (`source: octo`); null otherwise.',
        }),
      ),
      reseller_reference: Nullable(
        Type.String({ description: "The reseller's own reference of a booking made over the OCTO API." }),
      ),
      cancellation_reason: Nullable(
        Type.String({
          description: 'Why the booking was cancelled, when the canceller said (the OCTO cancel `reason`).',
        }),
      ),
      checked_in: Type.Object(
        {
          count: Type.Integer({ description: 'Travellers checked in' }),
          total: Type.Integer({ description: 'Travellers of the booking: its adults, children and infants' }),
          at: Nullable(Type.String({ description: 'The latest check-in of those checked in; null when none is' })),
        },
        {
          description:
            'Who has arrived (`POST /v1/bookings/{id}/check-in`): a confirmed booking whose `count` is its `total` was fully checked in (OCTO shows it REDEEMED) and is ready to be completed.',
        },
      ),
    },
    {
      description:
        'A booking of a departure: its travellers and rooms, its price (decimal major units and integer minor units), its status and payment state.',
    },
  ),
);
export type Booking = Static<typeof Booking>;

export const BookingChanged = Type.Object({
  booking: Ref(Booking),
  change: Type.Object({
    command: Type.Enum(['changeUnits', 'move'], {
      description: '`move` when the departure changes, else `changeUnits`',
    }),
    preview: Type.Boolean({ description: 'true: priced only, nothing changed' }),
    previous: Type.Object({
      departure_id: Type.String(),
      seats: Type.Integer(),
      total: Type.Number(),
      total_minor: Type.Integer(),
    }),
    difference: Type.Number({
      description: 'The new total less the previous one: positive is due from the guest, negative is to refund',
    }),
    difference_minor: Type.Integer(),
  }),
});

export const ExtendHoldBody = Type.Object(
  {
    minutes: Type.Integer({
      minimum: 1,
      description:
        'The hold lapses this many minutes from now, within the configured bounds (`HOLD_MIN_MINUTES`..`HOLD_MAX_MINUTES`).',
    }),
  },
  { examples: [{ minutes: 15 }] },
);
export type ExtendHoldBody = Static<typeof ExtendHoldBody>;

const DateOrDateTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2}))?$',
  description: 'YYYY-MM-DD or an ISO 8601 timestamp',
});
const QueryBool = Type.Boolean();

export const BookingListQuery = Type.Object({
  status: Type.Optional(Type.Enum([...BOOKING_STATUSES])),
  productId: Type.Optional(ProductId),
  product_id: Type.Optional(ProductId),
  departureId: Type.Optional(DepartureId),
  departure_id: Type.Optional(DepartureId),
  paymentStatus: Type.Optional(Type.Enum([...PAYMENT_STATUSES])),
  payment_status: Type.Optional(Type.Enum([...PAYMENT_STATUSES])),
  createdFrom: Type.Optional(DateOrDateTime),
  created_from: Type.Optional(DateOrDateTime),
  createdTo: Type.Optional(DateOrDateTime),
  created_to: Type.Optional(DateOrDateTime),
  needsAttention: Type.Optional(QueryBool),
  needs_attention: Type.Optional(QueryBool),
  q: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description: "The beginning of a booking code, or a part of the customer's name or email (any case)",
    }),
  ),
  departureFrom: Type.Optional(DateOrDateTime),
  departure_from: Type.Optional(DateOrDateTime),
  departureTo: Type.Optional(DateOrDateTime),
  departure_to: Type.Optional(DateOrDateTime),
  billingPersonId: Type.Optional(PersonId),
  billing_person_id: Type.Optional(PersonId),
});
export type BookingListQuery = Static<typeof BookingListQuery>;
