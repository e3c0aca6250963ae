// Request and response schemas of a product's availability calendar.
import Type, { type Static } from 'typebox';
import { Component, Nullable, PrefixedId } from '../../platform/http/schemas.js';

export const AVAILABILITY_STATUSES = ['AVAILABLE', 'LIMITED', 'SOLD_OUT', 'CLOSED'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

const Day = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: "A local date (YYYY-MM-DD) in the workspace's time zone",
});

export const AvailabilityQuery = Type.Object({
  from: Type.Optional(
    Type.String({ ...Day, description: "The first local date; today in the workspace's time zone by default" }),
  ),
  to: Type.Optional(
    Type.String({
      ...Day,
      description: 'The last local date (inclusive), at most 366 days after `from`; `from` + 30 days by default',
    }),
  ),
  units: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9_-]{1,40}:[0-9]{1,3}(,[A-Za-z0-9_-]{1,40}:[0-9]{1,3}){0,19}$',
      description:
        "A party to check and price, as `unitKey:quantity` pairs (`adult:2,child:1`): departures without seats for it are SOLD_OUT, and each answers the party's `total`.",
    }),
  ),
  ratePlanId: Type.Optional(PrefixedId('rate')),
});
export type AvailabilityQuery = Static<typeof AvailabilityQuery>;

export const Money = Type.Object({
  amount: Type.Number({ description: 'Decimal, major units' }),
  amountMinor: Type.Integer(),
  currency: Type.String(),
});
export type Money = Static<typeof Money>;

export const DepartureAvailability = Type.Object({
  id: Type.String({ description: 'The departure (dept_…)' }),
  startAt: Type.String(),
  endAt: Type.String(),
  localStartAt: Type.String({ description: "The start in the workspace's time zone, with its offset" }),
  localEndAt: Type.String(),
  status: Type.Enum([...AVAILABILITY_STATUSES]),
  vacancies: Type.Integer(),
  capacity: Type.Integer(),
  salesCloseAt: Nullable(Type.String()),
  prices: Type.Array(
    Type.Object({
      unitKey: Type.String(),
      amount: Type.Number(),
      amountMinor: Type.Integer(),
      currency: Type.String(),
    }),
    { description: 'Price per unit (products sold by units)' },
  ),
  fromPrice: Nullable(Money),
  total: Nullable(Money),
});
export type DepartureAvailability = Static<typeof DepartureAvailability>;

export const DayAvailability = Type.Object({
  date: Type.String(),
  status: Type.Enum([...AVAILABILITY_STATUSES]),
  vacancies: Type.Integer({ description: "Seats left on the day's departures that sell" }),
  capacity: Type.Integer({ description: "Seats of the day's departures that sell" }),
  lowestPrice: Nullable(
    Type.Object(
      { ...Money.properties },
      { description: "The lowest `fromPrice` (or `total` for `units`) of the day's departures that sell" },
    ),
  ),
  departures: Type.Array(DepartureAvailability),
});
export type DayAvailability = Static<typeof DayAvailability>;

export const Availability = Component(
  'ProductAvailability',
  Type.Object(
    {
      productId: Type.String(),
      timeZone: Type.String(),
      from: Type.String(),
      to: Type.String(),
      currency: Nullable(Type.String()),
      units: Type.Array(Type.Object({ unitKey: Type.String(), quantity: Type.Integer() })),
      days: Type.Array(DayAvailability),
    },
    {
      description: "A product's availability per local day and per departure: status, vacancies, capacity and prices.",
    },
  ),
);
export type Availability = Static<typeof Availability>;
