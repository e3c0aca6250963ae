// Request and response schemas of bookings, the booking wizard, payment notifications and analytics.
import Type, { type Static } from 'typebox';
import { ErrorBody, Metadata, Nullable, PrefixedId } from '../../platform/http/schemas.js';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from './rules.js';

/** A well-formed booking or wizard request refused by the state of things: 409, 410 (an expired session), 422. */
export const refusedErrors = { 409: ErrorBody, 410: ErrorBody, 422: ErrorBody };

const ProductId = PrefixedId('prod');
const DepartureId = PrefixedId('dept', ['dep']);
const Currency = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code' });
const Pax = Type.Integer({ minimum: 0, maximum: 500 });
/** Free text stored in a text column: no NUL characters (PostgreSQL refuses them). */
const Notes = Type.String({ maxLength: 5000, pattern: '^[^\\u0000]*$' });
const Language = Type.String({ pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8}){0,3}$', maxLength: 16, description: 'BCP 47 tag, e.g. en, ro, en-GB' });

export const Room = Type.Object({
  categoryKey: Type.String({ minLength: 1, maxLength: 64 }),
  occupancy: Type.Integer({ minimum: 1, maximum: 20 }),
  quantity: Type.Integer({ minimum: 1, maximum: 100 }),
});
export type Room = Static<typeof Room>;

const Rooms = Type.Array(Room, { maxItems: 50 });

/** A passenger: free-form so the workspace's passenger form decides its fields (keys are the form's field ids). */
const Passenger = Type.Record(Type.String({ maxLength: 64 }), Type.Unknown());
const Passengers = Type.Array(Passenger, { maxItems: 500 });
/** The billing contact: the spec's three fields plus whatever the workspace's billing form asks for. */
const Billing = Type.Object(
  {
    firstName: Type.Optional(Type.String({ maxLength: 200 })),
    lastName: Type.Optional(Type.String({ maxLength: 200 })),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
  },
  { additionalProperties: true },
);

// ------------------------------------------------------------------------------------------------------ bookings

export const CreateBookingBody = Type.Object({
  productId: ProductId,
  departureId: DepartureId,
  paxAdults: Type.Optional(Pax),
  paxChildren: Type.Optional(Pax),
  paxInfants: Type.Optional(Pax),
  rooms: Type.Optional(Rooms),
  ratePlanId: Type.Optional(PrefixedId('rate')),
  billingPersonId: Type.Optional(PrefixedId('ppl', ['p'])),
  organizationId: Type.Optional(PrefixedId('org')),
  currency: Type.Optional(Currency),
  language: Type.Optional(Language),
  notes: Type.Optional(Notes),
  metadata: Type.Optional(Metadata),
});
export type CreateBookingBody = Static<typeof CreateBookingBody>;

export const UpdateBookingBody = Type.Object({
  status: Type.Optional(Type.Enum([...BOOKING_STATUSES])),
  notes: Type.Optional(Nullable(Notes)),
});
export type UpdateBookingBody = Static<typeof UpdateBookingBody>;

export const UpdateBookingResponse = Type.Object({ id: Type.String(), status: Type.String(), notes: Nullable(Type.String()) });

export const Booking = Type.Object({
  id: Type.String(),
  code: Type.String(),
  status: Type.Enum([...BOOKING_STATUSES]),
  payment_status: Type.Enum([...PAYMENT_STATUSES]),
  source: Type.String(),
  product: Type.Object({ id: Type.String(), title: Type.String(), type: Nullable(Type.String()), category: Type.String() }),
  departure: Type.Object({ id: Type.String(), start_at: Nullable(Type.String()), end_at: Nullable(Type.String()) }),
  pax: Type.Object({ adults: Type.Integer(), children: Type.Integer(), infants: Type.Integer() }),
  seats: Type.Integer(),
  seats_held: Type.Boolean(),
  rooms: Type.Array(Room),
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
  billing: Nullable(Type.Record(Type.String(), Type.Unknown())),
  passengers: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  notes: Nullable(Type.String()),
  metadata: Metadata,
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
});
export type Booking = Static<typeof Booking>;

const DateOrDateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2}))?$', description: 'YYYY-MM-DD or an ISO 8601 timestamp' });
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
});
export type BookingListQuery = Static<typeof BookingListQuery>;

// -------------------------------------------------------------------------------------------------------- wizard

/** The booking fields a wizard session or submission carries; all optional until commit or submission. */
const wizardFields = {
  productId: Type.Optional(ProductId),
  departureId: Type.Optional(DepartureId),
  ratePlanId: Type.Optional(PrefixedId('rate')),
  rooms: Type.Optional(Rooms),
  paxAdults: Type.Optional(Pax),
  paxChildren: Type.Optional(Pax),
  paxInfants: Type.Optional(Pax),
  billing: Type.Optional(Billing),
  passengers: Type.Optional(Passengers),
  notes: Type.Optional(Notes),
};

export const WizardSessionBody = Type.Object({
  id: Type.Optional(PrefixedId('wzd')),
  language: Type.Optional(Language),
  currency: Type.Optional(Currency),
  step: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
  /** Free-form wizard state (`step_1: {productId, departureId}`, `step_2: {departureId, rooms}`, …), merged per key. */
  data: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.Unknown())),
  ...wizardFields,
});
export type WizardSessionBody = Static<typeof WizardSessionBody>;

export const WizardSessionUpserted = Type.Object({
  id: Type.String(),
  created: Type.Optional(Type.Literal(true)),
  upserted: Type.Optional(Type.Literal(true)),
});

export const WizardSubmitBody = Type.Object({
  /** A session to submit (its data is the base; fields of this body win). */
  sessionId: Type.Optional(PrefixedId('wzd')),
  language: Type.Optional(Language),
  currency: Type.Optional(Currency),
  ...wizardFields,
});
export type WizardSubmitBody = Static<typeof WizardSubmitBody>;

export const WizardSubmitted = Type.Object({ accepted: Type.Boolean(), code: Type.String(), sessionId: Type.String() });

export const PaymentSessionView = Type.Object({
  id: Type.String(),
  order_id: Type.String(),
  status: Type.String(),
  amount: Type.Number(),
  amount_minor: Type.Integer(),
  currency: Type.String(),
  booking_id: Nullable(Type.String()),
  invoice_id: Nullable(Type.String()),
  contract_number: Nullable(Type.String()),
  workflow_status: Type.String(),
  /** What the provider reported: the amount it took, its payment id, its last status and message for the session. */
  paid_amount: Nullable(Type.Number()),
  paid_amount_minor: Nullable(Type.Integer()),
  paid_currency: Nullable(Type.String()),
  provider_payment_id: Nullable(Type.String()),
  provider_status: Nullable(Type.Integer()),
  provider_message: Nullable(Type.String()),
  /** Set when the status is `needs_attention`: why the booking could not be confirmed, and since when. */
  attention_reason: Nullable(Type.String()),
  attention_at: Nullable(Type.String()),
  created_at: Type.String(),
  confirmed_at: Nullable(Type.String()),
  failed_at: Nullable(Type.String()),
});
export type PaymentSessionView = Static<typeof PaymentSessionView>;

export const WizardSession = Type.Object({
  id: Type.String(),
  workspace_id: Type.String(),
  user_id: Nullable(Type.String()),
  visitor_id: Nullable(Type.String()),
  language: Nullable(Type.String()),
  currency: Nullable(Type.String()),
  step: Type.Integer(),
  version: Type.Integer(),
  data: Type.Record(Type.String(), Type.Unknown()),
  booking_id: Nullable(Type.String()),
  code: Nullable(Type.String()),
  status: Type.String(),
  expires_at: Type.String(),
  expired: Type.Boolean(),
  locked_at: Nullable(Type.String()),
  consumed_at: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
  payment: Nullable(PaymentSessionView),
});
export type WizardSession = Static<typeof WizardSession>;

export const WizardCommitted = Type.Object({ ok: Type.Literal(true), bookingId: Type.String(), reused: Type.Optional(Type.Literal(true)) });

/** A 400 of the wizard: `issues` when the session's data or the configured forms were judged, else the usual body. */
export const IssuesBody = Type.Object(
  {
    error: Type.String(),
    issues: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
    details: Type.Optional(Type.Object({ field: Type.String(), message: Type.String() })),
  },
  { additionalProperties: true },
);

// ------------------------------------------------------------------------------------------------------ analytics

export const CategoriesQuery = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  workspaceId: PrefixedId('ws'),
});
export type CategoriesQuery = Static<typeof CategoriesQuery>;

export const CategoryRow = Type.Object({
  day: Type.String(),
  product_category: Type.String(),
  amount_cents_sum: Type.Integer(),
  cnt: Type.Integer(),
});
export type CategoryRow = Static<typeof CategoryRow>;
