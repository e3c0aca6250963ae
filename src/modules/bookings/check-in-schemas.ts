// Request and response schemas of check-in and the departure's manifest.
import Type, { type Static } from 'typebox';
import { Component, Nullable, Ref } from '../../platform/http/schemas.js';
import { Booking } from './booking-schemas.js';
import { LIVE_STATUSES, PAYMENT_STATUSES } from './rules.js';

/** The most travellers a booking can have: 500 adults, children and infants each. */
const MAX_TRAVELLERS = 1500;

export const CheckInBody = Type.Object(
  {
    travellers: Type.Optional(
      Type.Array(Type.Integer({ minimum: 0, maximum: MAX_TRAVELLERS - 1 }), {
        minItems: 1,
        maxItems: MAX_TRAVELLERS,
        uniqueItems: true,
        description:
          "The travellers, by their `index` in the booking (the manifest's lines name it); the whole party when left out.",
      }),
    ),
  },
  { examples: [{ travellers: [0, 2] }, {}] },
);
export type CheckInBody = Static<typeof CheckInBody>;

const travellerFields = {
  index: Type.Integer({ description: "The traveller's place in the booking's party, from 0: what check-in names" }),
  name: Type.String({
    description:
      'From the passenger of the same index, else the billing contact for the first traveller, else `Traveller n`',
  }),
  unit: Nullable(
    Type.String({
      description:
        'The unit the traveller came with: a unit key, a room category, or `adult`/`child`/`infant`; null when the booking does not say',
    }),
  ),
  checked_in: Type.Boolean(),
  checked_in_at: Nullable(Type.String()),
  checked_in_by: Nullable(
    Type.String({ description: 'The API key (`key_…`) or person (`usr_…`) that checked them in' }),
  ),
};

export const TravellerCheckIn = Type.Object(travellerFields);
export type TravellerCheckIn = Static<typeof TravellerCheckIn>;

export const BookingCheckIn = Type.Object(
  { booking: Ref(Booking), travellers: Type.Array(TravellerCheckIn) },
  { description: 'A booking and the check-in of each of its travellers.' },
);
export type BookingCheckIn = Static<typeof BookingCheckIn>;

const ManifestLine = Type.Object({
  booking_id: Type.String(),
  booking_code: Type.String(),
  booking_status: Type.Enum([...LIVE_STATUSES]),
  ...travellerFields,
  contact: Type.Object(
    {
      name: Nullable(Type.String()),
      email: Nullable(Type.String()),
      phone: Nullable(Type.String()),
    },
    { description: "The booking's billing contact" },
  ),
  notes: Nullable(Type.String({ description: "The booking's internal notes" })),
  payment_status: Type.Enum([...PAYMENT_STATUSES]),
  paid: Type.Boolean({ description: '`payment_status` is `paid`' }),
});
export type ManifestLine = Static<typeof ManifestLine>;

const UnitTotal = Type.Object({
  unit: Nullable(Type.String()),
  travellers: Type.Integer(),
  checked_in: Type.Integer(),
});

export const Manifest = Component(
  'DepartureManifest',
  Type.Object(
    {
      departure: Type.Object({
        id: Type.String(),
        product_id: Type.String(),
        product_title: Type.String(),
        start_at: Type.String(),
        end_at: Type.String(),
        status: Type.String(),
        capacity: Type.Integer(),
        booked_pax: Type.Integer({ description: 'Seats taken by bookings' }),
      }),
      travellers: Type.Array(ManifestLine),
      totals: Type.Object(
        {
          bookings: Type.Integer(),
          bookings_paid: Type.Integer(),
          bookings_unpaid: Type.Integer({ description: 'Bookings whose `payment_status` is not `paid`' }),
          bookings_checked_in: Type.Integer({ description: 'Bookings whose travellers are all checked in' }),
          travellers: Type.Integer(),
          checked_in: Type.Integer(),
          not_checked_in: Type.Integer(),
          by_unit: Type.Array(UnitTotal, { description: 'Travellers and check-ins per unit, by unit' }),
        },
        { description: 'Of the travellers answered' },
      ),
    },
    {
      description:
        "A departure's travellers: one line per traveller of its live bookings (not cancelled or expired), and totals.",
    },
  ),
);
export type Manifest = Static<typeof Manifest>;

export const ManifestQuery = Type.Object({
  sort: Type.Optional(
    Type.String({
      maxLength: 64,
      description:
        '`name` (the default), `code`, `unit`, `checked_in`, `paid` or `status`, `-` in front for descending; ties by booking code, then traveller',
    }),
  ),
  status: Type.Optional(
    Type.Enum([...LIVE_STATUSES], { description: 'Only the travellers of bookings in this status' }),
  ),
});
export type ManifestQuery = Static<typeof ManifestQuery>;
