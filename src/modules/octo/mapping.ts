// Our records in the OCTO standard's shapes (docs/octo.md, "Mapping"): products, options (rate plans), units (unit
// types), availability (departures), bookings and their unit items, and the contact both ways. Pure: the service
// reads, this shapes.
import { inZone } from '../../platform/dates.js';
import { currencyExponent } from '../../platform/money.js';
import type { Booking as OurBooking } from '../bookings/booking-schemas.js';
import type { DayAvailability, DepartureAvailability } from '../catalog/availability-schemas.js';
import type { UnitTypeOut } from '../catalog/pricing-schemas.js';
import type { Capabilities } from './capabilities.js';
import type { CatalogProduct, UnitPricing } from './ports.js';
import { MAX_UNIT_ITEMS } from './schemas.js';
import type {
  Availability,
  AvailabilityCalendarDay,
  Booking,
  BookingStatus,
  Contact,
  ContactBody,
  Option,
  Pricing,
  PricingUnit,
  Product,
  Unit,
  UnitItem,
  UnitType,
} from './schemas.js';

/** Pricing models whose products are sold over OCTO: those sold by units (per_unit, and per_person's synthetic adult/child/infant). */
export const OCTO_PRICING_MODELS: ReadonlySet<string> = new Set(['per_unit', 'per_person']);

/** The content language of our products (the catalog has no per-product language yet). */
export const CONTENT_LOCALE = 'en';

const UNIT_TYPES: Record<string, UnitType> = {
  adult: 'ADULT',
  child: 'CHILD',
  infant: 'INFANT',
  youth: 'YOUTH',
  senior: 'SENIOR',
  student: 'STUDENT',
  family: 'FAMILY',
  custom: 'OTHER',
};

const STATUSES: Record<OurBooking['status'], BookingStatus> = {
  on_hold: 'ON_HOLD',
  pending: 'CONFIRMED',
  confirmed: 'CONFIRMED',
  completed: 'REDEEMED',
  cancelled: 'CANCELLED',
  expired: 'EXPIRED',
};

/** A cancelled booking's `refund`, from our payment status (what the ledger gave back). */
const OCTO_REFUND: Record<OurBooking['payment_status'], 'FULL' | 'PARTIAL' | 'NONE'> = {
  unpaid: 'NONE',
  partially_paid: 'NONE',
  paid: 'NONE',
  partially_refunded: 'PARTIAL',
  refunded: 'FULL',
};

/** Whether a product may be an OCTO product (before reading its pricing): active, the workspace's own, sold by units. */
export function isOctoProduct(product: CatalogProduct): boolean {
  return product.status === 'active' && product.source === 'owned' && OCTO_PRICING_MODELS.has(product.pricingModel);
}

/** Whether the product is sold over OCTO: an OCTO product with prices, at least one option and one unit. */
export function isSellable(product: CatalogProduct, offer: UnitPricing): boolean {
  return isOctoProduct(product) && offer.currency !== null && offer.ratePlans.length > 0 && offer.unitTypes.length > 0;
}

/** An instant as the standard writes it: UTC to the second (`2026-05-01T09:00:00Z`); ours carry milliseconds. */
function utcSeconds(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 19)}Z`;
}

const utcOrNull = (iso: string | null): string | null => (iso === null ? null : utcSeconds(iso));

type Redeemable = Pick<OurBooking, 'status' | 'completed_at' | 'checked_in'>;

/** Whether every traveller of a confirmed or completed booking is checked in: the guests were taken. */
const checkedIn = (b: Redeemable) =>
  (b.status === 'confirmed' || b.status === 'completed') && b.checked_in.count === b.checked_in.total;

/** REDEEMED once completed or once every traveller is checked in; otherwise as its status says. */
export const octoStatusOf = (booking: Redeemable): BookingStatus =>
  checkedIn(booking) ? 'REDEEMED' : STATUSES[booking.status];

/** When a redeemed booking was redeemed: its last traveller's check-in, else its completion; null otherwise. */
function redeemedAtOf(b: Redeemable): string | null {
  if (checkedIn(b)) return utcOrNull(b.checked_in.at);
  return b.status === 'completed' ? utcOrNull(b.completed_at) : null;
}

export function pricingOf(amountMinor: number, currency: string): Pricing {
  return {
    original: amountMinor,
    retail: amountMinor,
    net: null,
    currency,
    currencyPrecision: currencyExponent(currency),
    includedTaxes: [],
  };
}

/** `HH:MM` local start times of departures, distinct and sorted. */
export function localStartTimes(starts: string[], timeZone: string): string[] {
  return [...new Set(starts.map((s) => inZone(s, timeZone).dateTime.slice(11, 16)))].sort();
}

export interface ProductContext {
  product: CatalogProduct;
  offer: UnitPricing;
  timeZone: string;
  startTimes: string[];
  capabilities: Capabilities;
}

function unitOf(u: UnitTypeOut, price: { amountMinor: number; currency: string } | undefined, c: Capabilities): Unit {
  const unit: Unit = {
    id: u.key,
    internalName: u.label,
    reference: null,
    type: UNIT_TYPES[u.type] ?? 'OTHER',
    restrictions: {
      minAge: u.minAge ?? 0,
      maxAge: u.maxAge ?? 100,
      idRequired: false,
      minQuantity: u.minQuantity,
      maxQuantity: u.maxQuantity,
      paxCount: u.pax,
      accompaniedBy: [],
    },
    requiredContactFields: [],
  };
  if (c.pricing) unit.pricingFrom = price ? [pricingOf(price.amountMinor, price.currency)] : [];
  if (c.content) Object.assign(unit, { title: u.label, features: [] });
  return unit;
}

/**
 * The most units one booking of the option may hold: the sum of its units' per-booking maximums when every unit has
 * one (within the unit items a request may carry), else null: then only an availability's seats bound a booking.
 */
function maxUnitsOf(units: UnitTypeOut[]): number | null {
  let sum = 0;
  for (const u of units) {
    if (u.maxQuantity === null) return null;
    sum += u.maxQuantity;
  }
  return Math.min(sum, MAX_UNIT_ITEMS);
}

function optionOf(plan: UnitPricing['ratePlans'][number], ctx: ProductContext): Option {
  // A unit's "from" price: the plan's own, before any departure's override.
  const prices = new Map(ctx.offer.at(null, plan.id).prices.map((p) => [p.unitKey, p]));
  const option: Option = {
    id: plan.id,
    default: plan.base,
    internalName: plan.name,
    reference: null,
    availabilityLocalStartTimes: ctx.startTimes,
    // Our bookings can be cancelled until they are completed: no cut-off.
    cancellationCutoff: '0 hours',
    cancellationCutoffAmount: 0,
    cancellationCutoffUnit: 'hour',
    requiredContactFields: [],
    restrictions: { minUnits: 1, maxUnits: maxUnitsOf(ctx.offer.unitTypes) },
    units: ctx.offer.unitTypes.map((u) => unitOf(u, prices.get(u.key), ctx.capabilities)),
  };
  if (ctx.capabilities.content) Object.assign(option, { title: plan.name, shortDescription: null, description: null });
  return option;
}

export function productOf(ctx: ProductContext): Product {
  const { product: p, offer, capabilities: c } = ctx;
  const out: Product = {
    id: p.id,
    internalName: p.title,
    reference: p.slug,
    locale: CONTENT_LOCALE,
    timeZone: ctx.timeZone,
    allowFreesale: false,
    instantConfirmation: true,
    instantDelivery: true,
    availabilityRequired: true,
    availabilityType: 'START_TIME',
    deliveryFormats: ['QRCODE', 'PDF_URL'],
    deliveryMethods: ['VOUCHER'],
    redemptionMethod: 'MANIFEST',
    options: offer.ratePlans.map((plan) => optionOf(plan, ctx)),
  };
  if (c.pricing && offer.currency)
    Object.assign(out, { defaultCurrency: offer.currency, availableCurrencies: [offer.currency], pricingPer: 'UNIT' });
  if (c.content) {
    Object.assign(out, {
      title: p.title,
      shortDescription: p.summary,
      description: p.description,
      features: [],
      faqs: [],
      media: [],
      locations: [],
      categoryLabels: [],
      commentary: [],
    });
    if (p.durationDays !== null)
      Object.assign(out, { durationMinutesFrom: p.durationDays * 1440, durationMinutesTo: null });
  }
  return out;
}

const selling = (status: string) => status === 'AVAILABLE' || status === 'LIMITED';

function unitPricingOf(prices: DepartureAvailability['prices']): PricingUnit[] {
  return prices.map((p) => ({ ...pricingOf(p.amountMinor, p.currency), unitId: p.unitKey }));
}

export function availabilityOf(d: DepartureAvailability, c: Capabilities): Availability {
  const out: Availability = {
    id: d.id,
    localDateTimeStart: d.localStartAt,
    localDateTimeEnd: d.localEndAt,
    utcCutoffAt: utcSeconds(d.salesCloseAt ?? d.startAt),
    allDay: false,
    available: selling(d.status),
    status: d.status,
    vacancies: d.vacancies,
    capacity: d.capacity,
    maxUnits: null,
    openingHours: [],
  };
  if (c.pricing) {
    out.unitPricing = unitPricingOf(d.prices);
    if (d.total) out.pricing = pricingOf(d.total.amountMinor, d.total.currency);
  }
  return out;
}

/**
 * A local day: its best departure's status; the vacancies and capacity of its selling departure with the most
 * seats left (the standard's "highest remaining vacancies of the day"); with pricing, each unit's lowest price and
 * the lowest price (of the party asked for, or "from") among its selling departures.
 */
export function calendarDayOf(day: DayAvailability, c: Capabilities): AvailabilityCalendarDay {
  let best: DepartureAvailability | null = null;
  for (const d of day.departures) if (selling(d.status) && (best === null || d.vacancies > best.vacancies)) best = d;
  const out: AvailabilityCalendarDay = {
    localDate: day.date,
    available: selling(day.status),
    status: day.status,
    vacancies: best?.vacancies ?? 0,
    capacity: best?.capacity ?? 0,
    openingHours: [],
  };
  if (c.pricing) {
    const lowest = new Map<string, DepartureAvailability['prices'][number]>();
    for (const d of day.departures) {
      if (!selling(d.status)) continue;
      for (const p of d.prices) {
        const known = lowest.get(p.unitKey);
        if (!known || p.amountMinor < known.amountMinor) lowest.set(p.unitKey, p);
      }
    }
    out.unitPricingFrom = unitPricingOf([...lowest.values()]);
    if (day.lowestPrice) out.pricingFrom = pricingOf(day.lowestPrice.amountMinor, day.lowestPrice.currency);
  }
  return out;
}

// ------------------------------------------------------------------------------------------------ contacts

/** How a contact is kept on our booking (`billing`, and each unit item's passenger): the billing form's names. */
interface StoredContact {
  firstName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
  email?: string | null;
  phone?: string | null;
  country?: string | null;
  postalCode?: string | null;
  locales?: string[];
  notes?: string | null;
  allowMarketing?: boolean;
}

const CONTACT_FIELDS: Array<[keyof ContactBody, keyof StoredContact]> = [
  ['firstName', 'firstName'],
  ['lastName', 'lastName'],
  ['fullName', 'fullName'],
  ['emailAddress', 'email'],
  ['phoneNumber', 'phone'],
  ['country', 'country'],
  ['postalCode', 'postalCode'],
  ['locales', 'locales'],
  ['notes', 'notes'],
  ['allowMarketing', 'allowMarketing'],
];

/** A contact as sent over `current` (what the booking keeps): the fields sent replace theirs, null clears. */
export function storedContact(
  sent: ContactBody | undefined,
  current: Record<string, unknown> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...current };
  for (const [octo, ours] of CONTACT_FIELDS) {
    const value = sent?.[octo];
    if (value === undefined) continue;
    if (value === null) delete out[ours];
    else out[ours] = value;
  }
  return out;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export function contactOf(stored: Record<string, unknown> | null | undefined): Contact {
  const s = stored ?? {};
  const firstName = text(s.firstName);
  const lastName = text(s.lastName);
  return {
    fullName: text(s.fullName) ?? ([firstName, lastName].filter(Boolean).join(' ') || null),
    firstName,
    lastName,
    emailAddress: text(s.email),
    phoneNumber: text(s.phone),
    locales: Array.isArray(s.locales) ? s.locales.filter((l): l is string => typeof l === 'string') : [],
    postalCode: text(s.postalCode),
    country: text(s.country),
    notes: text(s.notes),
  };
}

// ------------------------------------------------------------------------------------------------ bookings

/** A unit item as kept among the booking's passengers: its unit, uuid, the reseller's reference and the contact. */
export interface StoredUnitItem extends Record<string, unknown> {
  unitId: string;
  uuid: string;
  resellerReference: string | null;
}

export function unitItemsOf(booking: OurBooking): StoredUnitItem[] {
  return booking.passengers.filter(
    (p): p is StoredUnitItem => typeof p.unitId === 'string' && typeof p.uuid === 'string',
  );
}

/** The booking's option: its rate plan (the base plan's id is in the price breakdown when it named none). */
export function optionIdOf(booking: OurBooking): string {
  const breakdown = booking.pricing.breakdown as { ratePlanId?: unknown } | null;
  return booking.rate_plan_id ?? (typeof breakdown?.ratePlanId === 'string' ? breakdown.ratePlanId : '');
}

/** Each unit's price per item on the booking, from its price breakdown (minor units). */
function unitPricesOf(booking: OurBooking): Map<string, number> {
  const lines =
    (booking.pricing.breakdown as { lines?: Array<{ unitKey?: unknown; unitAmountMinor?: unknown }> } | null)?.lines ??
    [];
  const out = new Map<string, number>();
  for (const l of lines)
    if (typeof l.unitKey === 'string' && typeof l.unitAmountMinor === 'number') out.set(l.unitKey, l.unitAmountMinor);
  return out;
}

export interface BookingContext {
  booking: OurBooking;
  availability: Availability | null;
  /** The booking's ticket (confirmed or completed bookings): what its voucher delivers. */
  ticket: { token: string; url: string } | null;
  testMode: boolean;
  capabilities: Capabilities;
}

export function bookingOf(ctx: BookingContext): Booking {
  const b = ctx.booking;
  const status = octoStatusOf(b);
  const redeemedAt = redeemedAtOf(b);
  const prices = unitPricesOf(b);
  const currency = b.pricing.currency;
  const unitItems = unitItemsOf(b).map((item): UnitItem => {
    const out: UnitItem = {
      uuid: item.uuid,
      resellerReference: item.resellerReference ?? null,
      supplierReference: null,
      unitId: item.unitId,
      status,
      utcRedeemedAt: redeemedAt,
      contact: contactOf(item),
      ticket: null,
    };
    const price = prices.get(item.unitId);
    if (ctx.capabilities.pricing && price !== undefined) out.pricing = pricingOf(price, currency);
    return out;
  });
  const out: Booking = {
    id: b.id,
    uuid: b.external_uuid ?? b.id,
    testMode: ctx.testMode,
    resellerReference: b.reseller_reference,
    supplierReference: b.code,
    status,
    utcCreatedAt: utcSeconds(b.created_at),
    utcUpdatedAt: utcSeconds(b.updated_at),
    utcExpiresAt: b.status === 'on_hold' || b.status === 'expired' ? utcOrNull(b.hold_expires_at) : null,
    utcRedeemedAt: redeemedAt,
    utcConfirmedAt: utcOrNull(b.confirmed_at),
    productId: b.product.id,
    optionId: optionIdOf(b),
    cancellable: status === 'ON_HOLD' || status === 'CONFIRMED',
    cancellation:
      b.status === 'cancelled'
        ? {
            refund: OCTO_REFUND[b.payment_status],
            reason: b.cancellation_reason,
            utcCancelledAt: utcSeconds(b.cancelled_at ?? b.updated_at),
          }
        : null,
    freesale: false,
    availabilityId: b.departure.id,
    availability: ctx.availability,
    contact: contactOf(b.billing),
    notes: b.notes,
    deliveryMethods: ['VOUCHER'],
    // The standard answers a voucher whatever the status; it delivers something only while the booking is confirmed
    // (or redeemed): its ticket (the QR code the guide's scanner checks in, and the PDF), or for a booking without
    // one (pending, shown CONFIRMED) its code, which the operator checks against the day's manifest.
    voucher: {
      redemptionMethod: 'MANIFEST',
      utcRedeemedAt: redeemedAt,
      deliveryOptions: ctx.ticket
        ? [
            { deliveryFormat: 'QRCODE', deliveryValue: ctx.ticket.token },
            { deliveryFormat: 'PDF_URL', deliveryValue: ctx.ticket.url },
          ]
        : status === 'CONFIRMED' || status === 'REDEEMED'
          ? [{ deliveryFormat: 'QRCODE', deliveryValue: b.code }]
          : [],
    },
    unitItems,
  };
  if (ctx.capabilities.pricing) out.pricing = pricingOf(b.pricing.total_minor, currency);
  return out;
}

/** What an availability answers for a booking's departure that is no longer in the calendar (deleted). */
export function goneAvailability(b: OurBooking, timeZone: string): Availability | null {
  if (!b.departure.start_at) return null;
  return {
    id: b.departure.id,
    localDateTimeStart: inZone(b.departure.start_at, timeZone).dateTime,
    localDateTimeEnd: inZone(b.departure.end_at ?? b.departure.start_at, timeZone).dateTime,
    utcCutoffAt: utcSeconds(b.departure.start_at),
    allDay: false,
    available: false,
    status: 'CLOSED',
    vacancies: 0,
    capacity: null,
    maxUnits: null,
    openingHours: [],
  };
}
