// The OCTO supplier API's request schemas (TypeBox: what a reseller may send) and the shapes it answers. The OCTO
// standard's own types (@octocloud/types, models/types.gen.d.ts) are the reference; the tests check every answer
// against the standard's zod schemas. Request bodies accept fields of capabilities we do not support (they are
// ignored), as the standard asks of a supplier.
import Type, { type Static } from 'typebox';
import { Nullable } from '../../platform/http/schemas.js';

/** Ids a reseller sends back (ours: `prod_…`, `rate_…`, `dept_…`, unit keys); anything longer is no id of ours. */
const Id = Type.String({ minLength: 1, maxLength: 200 });
/** A reseller's uuid (booking or unit item): its idempotency key, kept as sent. */
const Uuid = Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]*$' });
const Reference = Type.String({ maxLength: 200 });
const LocalDate = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: "YYYY-MM-DD in the supplier's time zone",
});
const Text = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

export const ContactBody = Type.Object({
  fullName: Text(400),
  firstName: Text(200),
  lastName: Text(200),
  emailAddress: Text(254),
  phoneNumber: Text(64),
  locales: Type.Optional(Type.Array(Type.String({ maxLength: 35 }), { maxItems: 20 })),
  postalCode: Text(32),
  country: Text(64),
  notes: Text(5000),
  allowMarketing: Type.Optional(Type.Boolean()),
});
export type ContactBody = Static<typeof ContactBody>;

export const UnitItemBody = Type.Object({
  uuid: Type.Optional(Uuid),
  unitId: Id,
  resellerReference: Type.Optional(Nullable(Reference)),
  contact: Type.Optional(ContactBody),
});
export type UnitItemBody = Static<typeof UnitItemBody>;

/** The most unit items (tickets) one booking holds: a unit type's quantity per booking is at most 500. */
export const MAX_UNIT_ITEMS = 500;
const UnitItems = Type.Array(UnitItemBody, { minItems: 1, maxItems: MAX_UNIT_ITEMS });

const Currency = Type.Optional(Nullable(Type.String({ maxLength: 3 })));
const ExpirationMinutes = Type.Optional(
  Type.Integer({ description: 'Minutes the hold lasts, within HOLD_MIN_MINUTES..HOLD_MAX_MINUTES' }),
);
const Notes = Type.Optional(Nullable(Type.String({ maxLength: 5000 })));

export const ReservationBody = Type.Object({
  uuid: Type.Optional(Uuid),
  productId: Id,
  optionId: Id,
  availabilityId: Type.Optional(Id),
  expirationMinutes: ExpirationMinutes,
  notes: Notes,
  unitItems: UnitItems,
  resellerReference: Type.Optional(Nullable(Reference)),
  contact: Type.Optional(ContactBody),
  currency: Currency,
  emailReceipt: Type.Optional(Type.Boolean()),
});
export type ReservationBody = Static<typeof ReservationBody>;

export const ConfirmBody = Type.Object({
  resellerReference: Type.Optional(Nullable(Reference)),
  contact: Type.Optional(ContactBody),
  unitItems: Type.Optional(UnitItems),
  emailReceipt: Type.Optional(Type.Boolean()),
});
export type ConfirmBody = Static<typeof ConfirmBody>;

export const UpdateBody = Type.Object({
  resellerReference: Type.Optional(Nullable(Reference)),
  productId: Type.Optional(Id),
  optionId: Type.Optional(Id),
  availabilityId: Type.Optional(Id),
  expirationMinutes: ExpirationMinutes,
  notes: Notes,
  unitItems: Type.Optional(UnitItems),
  contact: Type.Optional(ContactBody),
  emailReceipt: Type.Optional(Type.Boolean()),
});
export type UpdateBody = Static<typeof UpdateBody>;

export const ExtendBody = Type.Object({ expirationMinutes: ExpirationMinutes });
export type ExtendBody = Static<typeof ExtendBody>;

export const CancelBody = Type.Object({
  reason: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  force: Type.Optional(Type.Boolean()),
});
export type CancelBody = Static<typeof CancelBody>;

/** A party to check and price: `quantity` 0 is accepted (and left out), as resellers send every unit. */
const AvailabilityUnits = Type.Optional(
  Type.Array(Type.Object({ id: Id, quantity: Type.Integer({ minimum: 0, maximum: 500 }) }), { maxItems: 20 }),
);

export const CalendarBody = Type.Object({
  productId: Id,
  optionId: Id,
  localDateStart: LocalDate,
  localDateEnd: LocalDate,
  units: AvailabilityUnits,
  currency: Currency,
});
export type CalendarBody = Static<typeof CalendarBody>;

/** The most availability ids one check names. */
export const MAX_AVAILABILITY_IDS = 100;

export const AvailabilityBody = Type.Object({
  productId: Id,
  optionId: Id,
  localDate: Type.Optional(LocalDate),
  localDateStart: Type.Optional(LocalDate),
  localDateEnd: Type.Optional(LocalDate),
  availabilityIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: MAX_AVAILABILITY_IDS })),
  units: AvailabilityUnits,
  currency: Currency,
});
export type AvailabilityBody = Static<typeof AvailabilityBody>;

export const BookingsQuery = Type.Object({
  resellerReference: Type.Optional(Reference),
  supplierReference: Type.Optional(Reference),
  localDate: Type.Optional(LocalDate),
  localDateStart: Type.Optional(LocalDate),
  localDateEnd: Type.Optional(LocalDate),
  productId: Type.Optional(Id),
  optionId: Type.Optional(Id),
});
export type BookingsQuery = Static<typeof BookingsQuery>;

export const ProductParams = Type.Object({ productId: Id });
export const BookingParams = Type.Object({ uuid: Uuid });

// ------------------------------------------------------------------------------------------------ answers

export type AvailabilityStatus = 'AVAILABLE' | 'FREESALE' | 'SOLD_OUT' | 'LIMITED' | 'CLOSED';
export type BookingStatus = 'ON_HOLD' | 'CONFIRMED' | 'EXPIRED' | 'CANCELLED' | 'REDEEMED' | 'PENDING' | 'REJECTED';
export type UnitType = 'ADULT' | 'YOUTH' | 'CHILD' | 'INFANT' | 'FAMILY' | 'SENIOR' | 'STUDENT' | 'MILITARY' | 'OTHER';

/** Money in integer minor units: `retail / 10 ** currencyPrecision` is the decimal amount. */
export interface Pricing {
  original: number;
  retail: number;
  net: number | null;
  currency: string;
  currencyPrecision: number;
  includedTaxes: Array<{ name: string; retail: number; original: number; net: number | null }>;
}
export type PricingUnit = Pricing & { unitId: string };

export interface Supplier {
  id: string;
  name: string;
  endpoint: string;
  contact: { website: string | null; email: string | null; telephone: string | null; address: string | null };
  shortDescription?: string | null;
  media?: unknown[];
}

export interface Unit {
  id: string;
  internalName: string;
  reference: string | null;
  type: UnitType;
  restrictions: {
    minAge: number;
    maxAge: number;
    idRequired: boolean;
    minQuantity: number | null;
    maxQuantity: number | null;
    paxCount: number;
    accompaniedBy: string[];
  };
  requiredContactFields: string[];
  pricingFrom?: Pricing[];
  title?: string | null;
  features?: unknown[];
}

export interface Option {
  id: string;
  default: boolean;
  internalName: string;
  reference: string | null;
  availabilityLocalStartTimes: string[];
  cancellationCutoff: string;
  cancellationCutoffAmount: number;
  cancellationCutoffUnit: 'minute' | 'hour' | 'day';
  requiredContactFields: string[];
  restrictions: { minUnits: number | null; maxUnits: number | null };
  units: Unit[];
  title?: string;
  shortDescription?: string | null;
  description?: string | null;
}

export interface Product {
  id: string;
  internalName: string;
  reference: string | null;
  locale: string;
  timeZone: string;
  allowFreesale: boolean;
  instantConfirmation: boolean;
  instantDelivery: boolean;
  availabilityRequired: boolean;
  availabilityType: 'START_TIME' | 'OPENING_HOURS';
  deliveryFormats: string[];
  deliveryMethods: Array<'VOUCHER' | 'TICKET'>;
  redemptionMethod: 'DIGITAL' | 'PRINT' | 'MANIFEST';
  options: Option[];
  defaultCurrency?: string;
  availableCurrencies?: string[];
  pricingPer?: 'UNIT' | 'BOOKING';
  title?: string;
  shortDescription?: string | null;
  description?: string | null;
  features?: unknown[];
  faqs?: unknown[];
  media?: unknown[];
  locations?: unknown[];
  categoryLabels?: string[];
  durationMinutesFrom?: number;
  durationMinutesTo?: number | null;
  commentary?: unknown[];
}

export interface Availability {
  id: string;
  localDateTimeStart: string;
  localDateTimeEnd: string;
  utcCutoffAt: string;
  allDay: boolean;
  available: boolean;
  status: AvailabilityStatus;
  vacancies: number | null;
  capacity: number | null;
  maxUnits: number | null;
  openingHours: Array<{ from: string; to: string }>;
  unitPricing?: PricingUnit[];
  pricing?: Pricing;
}

export interface AvailabilityCalendarDay {
  localDate: string;
  available: boolean;
  status: AvailabilityStatus;
  vacancies: number | null;
  capacity: number | null;
  openingHours: Array<{ from: string; to: string }>;
  unitPricingFrom?: PricingUnit[];
  pricingFrom?: Pricing;
}

export interface Contact {
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
  locales: string[];
  postalCode: string | null;
  country: string | null;
  notes: string | null;
}

export interface UnitItem {
  uuid: string;
  resellerReference: string | null;
  supplierReference: string | null;
  unitId: string;
  status: BookingStatus;
  utcRedeemedAt: string | null;
  contact: Contact;
  ticket: null;
  pricing?: Pricing;
}

export interface Booking {
  id: string;
  uuid: string;
  testMode: boolean;
  resellerReference: string | null;
  supplierReference: string | null;
  status: BookingStatus;
  utcCreatedAt: string;
  utcUpdatedAt: string;
  utcExpiresAt: string | null;
  utcRedeemedAt: string | null;
  utcConfirmedAt: string | null;
  productId: string;
  optionId: string;
  cancellable: boolean;
  cancellation: { refund: 'FULL' | 'PARTIAL' | 'NONE'; reason: string | null; utcCancelledAt: string } | null;
  freesale: boolean;
  availabilityId: string | null;
  availability: Availability | null;
  contact: Contact;
  notes: string | null;
  deliveryMethods: Array<'VOUCHER' | 'TICKET'>;
  voucher: {
    redemptionMethod: 'DIGITAL' | 'PRINT' | 'MANIFEST';
    utcRedeemedAt: string | null;
    deliveryOptions: Array<{ deliveryFormat: string; deliveryValue: string }>;
  };
  unitItems: UnitItem[];
  pricing?: Pricing;
}

export interface Capability {
  id: string;
  revision: number;
  required: boolean;
  dependencies: string[];
  docs: string | null;
}
