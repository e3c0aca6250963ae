// Request and response schemas of departures.
import Type, { type Static } from 'typebox';
import { Component, Nullable, PrefixedId, Ref } from '../../platform/http/schemas.js';

export const DEPARTURE_STATUSES = ['scheduled', 'closed', 'cancelled'] as const;

export const MeetingPoint = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  address: Type.Optional(Type.String({ maxLength: 300 })),
});
export type MeetingPoint = Static<typeof MeetingPoint>;

const Timestamp = Type.String({ format: 'date-time', maxLength: 40, description: 'ISO 8601 timestamp with an offset' });
const Capacity = Type.Integer({ minimum: 0, maximum: 10_000_000 });

const fields = {
  startAt: Timestamp,
  endAt: Timestamp,
  capacity: Capacity,
  status: Type.Enum([...DEPARTURE_STATUSES]),
  /** `{name, address?}`, or a plain string standing for the name. */
  meetingPoint: Nullable(Type.Union([Type.String({ minLength: 1, maxLength: 200 }), MeetingPoint])),
  /** Sales close this many minutes before the start; null: at the start. */
  salesCutoffMinutes: Nullable(
    Type.Integer({
      minimum: 0,
      maximum: 525_600,
      description:
        'Sales close this many minutes before `startAt` (bookings and holds are refused after, availability shows CLOSED); null: no cut-off, sales close when the departure starts.',
    }),
  ),
};

export const CreateDepartureBody = Type.Object(
  {
    productId: PrefixedId('prod'),
    startAt: fields.startAt,
    endAt: fields.endAt,
    capacity: fields.capacity,
    status: Type.Optional(fields.status),
    meetingPoint: Type.Optional(fields.meetingPoint),
    salesCutoffMinutes: Type.Optional(fields.salesCutoffMinutes),
  },
  {
    examples: [
      {
        productId: 'prod_0192f0c4-5a6b-7c3d-8e9f-0a1b2c3d4e5f',
        startAt: '2026-07-04T08:00:00+03:00',
        endAt: '2026-07-07T18:00:00+03:00',
        capacity: 16,
        salesCutoffMinutes: 1440,
        meetingPoint: { name: 'Brașov, Council Square', address: 'Piața Sfatului 1, Brașov' },
      },
    ],
  },
);
export type CreateDepartureBody = Static<typeof CreateDepartureBody>;

export const CreateDepartureScheduleBody = Type.Object(
  {
    from: Type.String({ format: 'date', description: 'YYYY-MM-DD: the first local date (in `timezone`)' }),
    to: Type.String({
      format: 'date',
      description: 'YYYY-MM-DD: the last local date, inclusive; at most two years after `from`',
    }),
    daysOfWeek: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), {
      minItems: 1,
      maxItems: 7,
      uniqueItems: true,
      description: 'ISO weekdays the departures run on: 1 is Monday, 7 Sunday',
    }),
    times: Type.Array(Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:MM, 24-hour' }), {
      minItems: 1,
      maxItems: 24,
      uniqueItems: true,
      description: 'Local start times (wall clock in `timezone`) of each day’s departures',
    }),
    durationMinutes: Type.Integer({
      minimum: 1,
      maximum: 525_600,
      description: 'Each departure ends this long after it starts',
    }),
    capacity: fields.capacity,
    salesCutoffMinutes: Type.Optional(fields.salesCutoffMinutes),
    meetingPoint: Type.Optional(fields.meetingPoint),
    status: Type.Optional(
      Type.Enum(['scheduled', 'closed'], { description: 'Of every departure made (default scheduled)' }),
    ),
    timezone: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description: "IANA time zone of `from`, `to` and `times` (default: the workspace's `timezone`)",
      }),
    ),
  },
  {
    examples: [
      {
        from: '2026-06-01',
        to: '2026-09-30',
        daysOfWeek: [1, 3, 5, 6],
        times: ['09:00', '14:00'],
        durationMinutes: 180,
        capacity: 16,
        salesCutoffMinutes: 120,
        meetingPoint: { name: 'Brașov, Council Square', address: 'Piața Sfatului 1, Brașov' },
        timezone: 'Europe/Bucharest',
      },
    ],
  },
);
export type CreateDepartureScheduleBody = Static<typeof CreateDepartureScheduleBody>;

export const UpdateDepartureBody = Type.Object(
  {
    /** When sent, the departure must belong to this product (404 otherwise). */
    productId: Type.Optional(PrefixedId('prod')),
    ...Type.Partial(Type.Object(fields)).properties,
  },
  { examples: [{ capacity: 20, status: 'scheduled' }] },
);
export type UpdateDepartureBody = Static<typeof UpdateDepartureBody>;

export const Departure = Component(
  'Departure',
  Type.Object(
    {
      id: Type.String({ description: 'dept_… id' }),
      productId: Type.String(),
      startAt: Type.String(),
      endAt: Type.String(),
      capacity: Type.Integer(),
      bookedPax: Type.Integer({ description: 'Seats taken by bookings' }),
      remaining: Type.Integer({ description: 'Seats left: capacity - bookedPax' }),
      status: Type.String(),
      meetingPoint: Nullable(MeetingPoint),
      salesCutoffMinutes: Nullable(Type.Integer()),
      salesCloseAt: Nullable(
        Type.String({ description: 'When sales close: `startAt` − `salesCutoffMinutes`; null without a cut-off' }),
      ),
      createdAt: Type.String(),
      updatedAt: Type.String(),
    },
    { description: 'A dated departure of a product, with its seats.' },
  ),
);
export type Departure = Static<typeof Departure>;

export const DepartureSchedule = Type.Object({
  created: Type.Array(Ref(Departure), { description: 'The departures made, by start' }),
  skipped: Type.Array(
    Type.Object({
      startAt: Type.String({ description: 'The start the schedule asked for' }),
      departureId: Type.String({ description: 'The departure of the product that already starts then' }),
    }),
    { description: 'Starts the product already had a departure at, by start: nothing was made for them' },
  ),
  timezone: Type.String({ description: 'The time zone the local dates and times were read in' }),
});
export type DepartureSchedule = Static<typeof DepartureSchedule>;

const DateOrTimestamp = Type.String({ maxLength: 40, description: 'YYYY-MM-DD or an ISO 8601 timestamp' });

/** Date range over `startAt`: `from` inclusive, `to` inclusive (a date covers its whole UTC day). */
export const DepartureRangeQuery = Type.Object({
  from: Type.Optional(DateOrTimestamp),
  to: Type.Optional(DateOrTimestamp),
  status: Type.Optional(Type.Enum([...DEPARTURE_STATUSES])),
});

export const DepartureListQuery = Type.Object({
  productId: Type.Optional(PrefixedId('prod')),
  ...DepartureRangeQuery.properties,
});

export const DepartureIdParams = Type.Object({ id: PrefixedId('dept', ['dep']) });

export const CancelDepartureBody = Type.Object(
  {
    bookings: Type.Enum(['cancel', 'keep'], {
      description:
        'What happens to its bookings that are on hold, pending or confirmed: `cancel` cancels each (seats given back, `booking.cancelled`; needs `bookings:write` too), `keep` leaves them as they are, to move or cancel one by one.',
    }),
    reason: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 500,
        pattern: '^[^\\u0000]*$',
        description: "Kept as each cancelled booking's `cancellation_reason` (default `departure_cancelled`)",
      }),
    ),
  },
  { examples: [{ bookings: 'cancel', reason: 'Storm warning' }] },
);
export type CancelDepartureBody = Static<typeof CancelDepartureBody>;

/** What a departure's cancel did with its bookings: the ids cancelled and the ids left as they were. */
export interface DepartureBookingsOutcome {
  cancelled: string[];
  kept: string[];
}

/** `productId` is required on DELETE (checked after the departure is found, so a foreign id is a plain 404). */
export const DepartureProductQuery = Type.Object({ productId: Type.Optional(PrefixedId('prod')) });
