// The OCTO supplier API's rules (docs/octo.md): which products are sold, availability from the catalog's calendar,
// and bookings made, changed and read through BookingsService, so an OCTO booking takes its seats, emits its events
// and follows its status machine like any other. A reseller's booking uuid is its idempotency key: a retried
// reservation answers the booking the first one made, also when the retries race (the bookings' unique index).
import { randomUUID } from 'node:crypto';
import { clock } from '../../platform/clock.js';
import { addDays, DAY_MS, inZone, isDate, localMidnight } from '../../platform/dates.js';
import { json } from '../../platform/db/codecs.js';
import { AppError, NotFoundError } from '../../platform/errors.js';
import { tryParseId } from '../../platform/ids.js';
import type { ChangeBookingBody, Booking as OurBooking } from '../bookings/booking-schemas.js';
import type { BookingFields } from '../bookings/booking-service.js';
import type { UnitRequest } from '../bookings/ports.js';
import { validUntilOf, type Fresh, type Kept } from '../catalog/availability-kept.js';
import { MAX_AVAILABILITY_DAYS } from '../catalog/availability-service.js';
import type { DepartureAvailability } from '../catalog/availability-schemas.js';
import type { Capabilities } from './capabilities.js';
import {
  badRequest,
  invalidAvailability,
  invalidBooking,
  invalidOption,
  invalidProduct,
  invalidUnit,
  unprocessable,
} from './errors.js';
import {
  availabilityOf,
  bookingOf,
  calendarDayOf,
  goneAvailability,
  isOctoProduct,
  isSellable,
  localStartTimes,
  octoStatusOf,
  optionIdOf,
  productOf,
  storedContact,
  unitItemsOf,
  type StoredUnitItem,
} from './mapping.js';
import type {
  CatalogProduct,
  OctoBookings,
  OctoCatalog,
  OctoTicket,
  OctoTickets,
  OctoWorkspaces,
  UnitPricing,
} from './ports.js';
import type {
  Availability,
  AvailabilityBody,
  AvailabilityCalendarDay,
  Booking,
  BookingsQuery,
  CalendarBody,
  CancelBody,
  ConfirmBody,
  ExtendBody,
  Product,
  ReservationBody,
  Supplier,
  UnitItemBody,
  UpdateBody,
} from './schemas.js';

/** Who is calling: the workspace of the key, whether its bookings are tests (a sandbox), the capabilities asked for. */
export interface OctoCaller {
  workspaceId: string;
  testMode: boolean;
  capabilities: Capabilities;
}

export interface OctoDeps {
  catalog: OctoCatalog;
  bookings: OctoBookings;
  workspaces: OctoWorkspaces;
  tickets: OctoTickets;
  config: { holdDefaultMinutes: number };
}

/** How many bookings GET /octo/bookings answers at most (it has no pages). */
export const MAX_LISTED_BOOKINGS = 500;
/** The departures whose local start times an option lists (`availabilityLocalStartTimes`). */
const START_TIMES_FROM = 100;

/** What the bookings of one answer share: the workspace's time zone and the calendars of their days. */
interface SharedReads {
  timeZone?: Promise<string>;
  tickets?: Promise<(bookingId: string) => OctoTicket>;
  calendars: Map<string, Promise<Map<string, DepartureAvailability>>>;
}

interface Sellable {
  product: CatalogProduct;
  offer: UnitPricing;
}

/** Unit quantities by unit id, in the order first named. */
function countUnits(ids: string[]): UnitRequest[] {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([unitKey, quantity]) => ({ unitKey, quantity }));
}

const sameUnits = (a: UnitRequest[], b: UnitRequest[]) =>
  a.length === b.length && a.every((u) => b.some((v) => v.unitKey === u.unitKey && v.quantity === u.quantity));

export class OctoService {
  constructor(private readonly deps: OctoDeps) {}

  // ------------------------------------------------------------------------------------------------ supplier, products

  async supplier(caller: OctoCaller, endpoint: string): Promise<Supplier> {
    const ws = await this.deps.workspaces.findWorkspace(caller.workspaceId);
    const supplier: Supplier = {
      id: caller.workspaceId,
      name: ws?.name ?? caller.workspaceId,
      endpoint,
      contact: { website: null, email: null, telephone: null, address: null },
    };
    if (caller.capabilities.content) Object.assign(supplier, { shortDescription: null, media: [] });
    return supplier;
  }

  /** Every product the workspace sells over OCTO (docs/octo.md: active, owned, sold by units, priced). */
  async products(caller: OctoCaller): Promise<Product[]> {
    const { catalog } = this.deps;
    const [products, timeZone] = await Promise.all([
      catalog.activeOwnedProducts(caller.workspaceId),
      catalog.timeZone(caller.workspaceId),
    ]);
    const out: Product[] = [];
    for (const product of products) {
      if (!isOctoProduct(product)) continue;
      const offer = await catalog.unitPricing(caller.workspaceId, product);
      if (isSellable(product, offer)) out.push(await this.productOut(caller, { product, offer }, timeZone));
    }
    return out;
  }

  async product(caller: OctoCaller, productId: string): Promise<Product> {
    const sellable = await this.sellable(caller.workspaceId, productId);
    return this.productOut(caller, sellable, await this.deps.catalog.timeZone(caller.workspaceId));
  }

  // ------------------------------------------------------------------------------------------------ availability

  /**
   * POST /octo/availability/calendar and POST /octo/availability (by dates) are kept by the catalog (its
   * availability keeper) per request body and capabilities: `serialize` is the route's serializer.
   */
  kept(
    caller: OctoCaller,
    route: 'calendar' | 'availability',
    body: CalendarBody | AvailabilityBody,
    serialize: (answer: unknown) => string,
  ): Promise<Kept> {
    return this.deps.catalog.kept(caller.workspaceId, body.productId, {
      // By id the departures' dates are read first: those answers are computed each time.
      key: () =>
        'availabilityIds' in body && body.availabilityIds ? null : JSON.stringify([route, caller.capabilities, body]),
      compute: () =>
        route === 'calendar'
          ? this.calendar(caller, body as CalendarBody)
          : this.availability(caller, body as AvailabilityBody),
      serialize,
    });
  }

  /** The days' answers, and until when time leaves them true. */
  async calendar(caller: OctoCaller, body: CalendarBody): Promise<Fresh & { value: AvailabilityCalendarDay[] }> {
    const { product, offer } = await this.sellable(caller.workspaceId, body.productId);
    const optionId = this.optionOf(offer, body.optionId);
    const units = this.partyOf(offer, body.units);
    this.checkCurrency(offer, body.currency);
    const { from, to } = this.dateRange(body.localDateStart, body.localDateEnd);
    const cal = await this.deps.catalog.calendar(caller.workspaceId, product.id, {
      from,
      to,
      units,
      ratePlanId: optionId,
    });
    return { value: cal.days.map((day) => calendarDayOf(day, caller.capabilities)), validUntil: validUntilOf(cal) };
  }

  /**
   * Departures of a local date (`localDate`), of local dates (`localDateStart`..`localDateEnd`) or by id
   * (`availabilityIds`): dates or ids, as the standard's body schema has it, not both.
   */
  async availability(caller: OctoCaller, body: AvailabilityBody): Promise<Fresh & { value: Availability[] }> {
    const ws = caller.workspaceId;
    const { product, offer } = await this.sellable(ws, body.productId);
    const optionId = this.optionOf(offer, body.optionId);
    const units = this.partyOf(offer, body.units);
    this.checkCurrency(offer, body.currency);
    const dated = body.localDate !== undefined || body.localDateStart !== undefined || body.localDateEnd !== undefined;
    if (dated && body.availabilityIds)
      throw badRequest(
        'Send either availabilityIds or dates (localDate, or localDateStart and localDateEnd), not both',
      );
    if (!dated && !body.availabilityIds)
      throw badRequest('Send localDate, localDateStart and localDateEnd, or availabilityIds');
    let ids: Set<string> | null = null;
    const ranges: Array<{ from: string; to: string }> = [];
    if (body.availabilityIds) {
      ids = new Set();
      const dates = new Set<string>();
      const timeZone = await this.deps.catalog.timeZone(ws);
      for (const raw of body.availabilityIds) {
        const departure = await this.departureOf(ws, product, raw);
        ids.add(departure.id);
        dates.add(inZone(departure.startAt, timeZone).date);
      }
      // The calendar of the days the departures start on: one read when they lie within its bound.
      const sorted = [...dates].sort();
      const first = sorted[0]!;
      const last = sorted[sorted.length - 1]!;
      if (Date.parse(last) - Date.parse(first) < MAX_AVAILABILITY_DAYS * DAY_MS) ranges.push({ from: first, to: last });
      else ranges.push(...sorted.map((d) => ({ from: d, to: d })));
    } else {
      if (body.localDate !== undefined && (body.localDateStart !== undefined || body.localDateEnd !== undefined))
        throw badRequest('Send either localDate or localDateStart and localDateEnd');
      ranges.push(
        body.localDate !== undefined
          ? this.dateRange(body.localDate, body.localDate, 'localDate')
          : this.dateRange(body.localDateStart, body.localDateEnd),
      );
    }
    const out: Availability[] = [];
    let validUntil = Infinity;
    for (const range of ranges) {
      const cal = await this.deps.catalog.calendar(ws, product.id, { ...range, units, ratePlanId: optionId });
      validUntil = Math.min(validUntil, validUntilOf(cal));
      for (const day of cal.days)
        for (const d of day.departures) if (!ids || ids.has(d.id)) out.push(availabilityOf(d, caller.capabilities));
    }
    return { value: out, validUntil };
  }

  // ------------------------------------------------------------------------------------------------ bookings

  /**
   * A reservation: a booking on hold for `expirationMinutes` (default HOLD_DEFAULT_MINUTES). The same uuid again
   * answers the booking it made (when the request is the same: another product, option, availability or units
   * under a used uuid is refused), and nothing more is booked.
   */
  async reserve(caller: OctoCaller, body: ReservationBody): Promise<Booking> {
    const ws = caller.workspaceId;
    const uuid = body.uuid ?? randomUUID();
    const existing = await this.deps.bookings.findByExternalUuid(ws, uuid);
    if (existing) return this.retried(caller, existing, body);
    const { product, offer } = await this.sellable(ws, body.productId);
    const optionId = this.optionOf(offer, body.optionId);
    if (body.availabilityId === undefined)
      throw invalidAvailability('', 'availabilityId is required: every product is sold by departure (no freesale)');
    const departure = await this.departureOf(ws, product, body.availabilityId);
    const units = this.unitsOf(offer, body.unitItems);
    this.checkCurrency(offer, body.currency);
    const input = {
      productId: product.id,
      departureId: departure.id,
      units,
      ratePlanId: optionId,
      notes: body.notes ?? null,
      billing: body.contact ? storedContact(body.contact) : null,
      passengers: this.storedUnitItems(body.unitItems),
    };
    let booking: OurBooking;
    try {
      booking = await this.deps.bookings.createExternal(ws, input, {
        source: 'octo',
        uuid,
        resellerReference: body.resellerReference ?? null,
        holdMinutes: body.expirationMinutes ?? this.deps.config.holdDefaultMinutes,
        holdField: 'expirationMinutes',
      });
    } catch (err) {
      // A concurrent retry of this uuid made it first (this one's insert met the unique index, or found the seats
      // already taken by it): answer that booking.
      const made = await this.deps.bookings.findByExternalUuid(ws, uuid);
      if (made) return this.retried(caller, made, body);
      throw err;
    }
    return this.bookingOut(caller, booking);
  }

  /**
   * Confirms a booking on hold (a confirmed one is answered as it is), with the contact and unit items sent. Unit
   * items of other units change the booking first (its seats and price, as a PATCH does), then it is confirmed.
   */
  async confirm(caller: OctoCaller, uuid: string, body: ConfirmBody): Promise<Booking> {
    const ws = caller.workspaceId;
    const booking = await this.own(ws, uuid);
    const shape = await this.reshapeOf(ws, booking, { unitItems: body.unitItems });
    let set = this.changes(booking, {
      contact: body.contact,
      unitItems: body.unitItems,
      resellerReference: body.resellerReference,
    });
    if (shape) {
      await this.amend(ws, uuid, booking, shape, set);
      set = {};
    }
    const confirmed = await this.apply(uuid, () => this.deps.bookings.command(ws, booking.id, 'confirm', { set }));
    return this.bookingOut(caller, confirmed);
  }

  /**
   * Changes what the reseller may change while the booking is on hold or confirmed: its reference, the notes, the
   * contact, the unit items (their contacts and references, or other units), the availability, the option, the
   * product, and a hold's length. Another shape is our `changeBooking` (seats of the new shape taken before the old
   * are given back, priced from today's prices) with the other fields in the same command; a hold's new length
   * follows it (a length out of bounds is refused before anything changes).
   */
  async update(caller: OctoCaller, uuid: string, body: UpdateBody): Promise<Booking> {
    const ws = caller.workspaceId;
    const booking = await this.own(ws, uuid);
    // Redeemed: completed, or every traveller checked in.
    const redeemed = octoStatusOf(booking) === 'REDEEMED';
    if (booking.status === 'cancelled' || booking.status === 'expired' || redeemed)
      throw unprocessable(`The booking is ${redeemed ? 'redeemed' : booking.status}: it can no longer be changed`);
    const extension =
      body.expirationMinutes !== undefined && booking.status === 'on_hold'
        ? this.holdLength(uuid, booking, body.expirationMinutes)
        : undefined;
    const shape = await this.reshapeOf(ws, booking, body);
    const set = this.changes(booking, {
      contact: body.contact,
      unitItems: body.unitItems,
      resellerReference: body.resellerReference,
    });
    if (body.notes !== undefined) set.notes = body.notes;
    let changed = await this.amend(ws, uuid, booking, shape, set);
    if (extension !== undefined) changed = await this.extendHold(ws, uuid, booking.id, extension);
    return this.bookingOut(caller, changed);
  }

  async extend(caller: OctoCaller, uuid: string, body: ExtendBody): Promise<Booking> {
    const booking = await this.own(caller.workspaceId, uuid);
    if (booking.status !== 'on_hold') {
      throw booking.status === 'expired'
        ? invalidBooking(uuid, "the booking's hold has expired")
        : unprocessable(`Only a booking ON_HOLD can be extended; this one is ${octoStatusOf(booking)}`);
    }
    const minutes = this.holdLength(uuid, booking, body.expirationMinutes ?? this.deps.config.holdDefaultMinutes);
    return this.bookingOut(caller, await this.extendHold(caller.workspaceId, uuid, booking.id, minutes));
  }

  /** Cancels a booking (its seats go back); a cancelled or expired one is answered as it is. */
  async cancel(caller: OctoCaller, uuid: string, body: CancelBody): Promise<Booking> {
    const booking = await this.own(caller.workspaceId, uuid);
    if (booking.status === 'cancelled' || booking.status === 'expired') return this.bookingOut(caller, booking);
    if (octoStatusOf(booking) === 'REDEEMED')
      throw unprocessable('The booking is redeemed: it can no longer be cancelled');
    const cancelled = await this.apply(uuid, () =>
      this.deps.bookings.command(caller.workspaceId, booking.id, 'cancel', {
        set: { cancellation_reason: body.reason ?? null },
      }),
    );
    return this.bookingOut(caller, cancelled);
  }

  async booking(caller: OctoCaller, uuid: string): Promise<Booking> {
    return this.bookingOut(caller, await this.own(caller.workspaceId, uuid));
  }

  /**
   * The workspace's OCTO bookings by reseller reference, supplier reference (our booking code) and/or the local
   * date(s) of their departures, soonest first; at least one of those is required.
   */
  async bookings(caller: OctoCaller, q: BookingsQuery): Promise<Booking[]> {
    const ws = caller.workspaceId;
    const dated = q.localDate !== undefined || q.localDateStart !== undefined || q.localDateEnd !== undefined;
    if (!dated && q.resellerReference === undefined && q.supplierReference === undefined) {
      throw badRequest('Send resellerReference, supplierReference, localDate, or localDateStart and localDateEnd');
    }
    let startFrom: string | undefined;
    let startBefore: string | undefined;
    if (dated) {
      if (q.localDate !== undefined && (q.localDateStart !== undefined || q.localDateEnd !== undefined))
        throw badRequest('Send either localDate or localDateStart and localDateEnd');
      const range =
        q.localDate !== undefined
          ? this.dateRange(q.localDate, q.localDate, 'localDate')
          : this.dateRange(q.localDateStart, q.localDateEnd);
      const timeZone = await this.deps.catalog.timeZone(ws);
      startFrom = clock.iso(localMidnight(range.from, timeZone));
      startBefore = clock.iso(localMidnight(addDays(range.to, 1), timeZone));
    }
    const productId = q.productId === undefined ? undefined : (tryParseId(q.productId, 'prod') ?? q.productId);
    const { items } = await this.deps.bookings.list(
      ws,
      {
        external: true,
        resellerReference: q.resellerReference,
        code: q.supplierReference,
        productId,
        startFrom,
        startBefore,
      },
      { column: 'departure_start_at', direction: 'asc' },
      { limit: MAX_LISTED_BOOKINGS, offset: 0 },
    );
    const optionId = q.optionId === undefined ? undefined : (tryParseId(q.optionId, 'rate') ?? q.optionId);
    const chosen = optionId === undefined ? items : items.filter((b) => optionIdOf(b) === optionId);
    const shared = { timeZone: this.deps.catalog.timeZone(ws), calendars: new Map() };
    return Promise.all(chosen.map((b) => this.bookingOut(caller, b, shared)));
  }

  // ------------------------------------------------------------------------------------------------ helpers

  /** A product sold over OCTO, with its units and prices; anything else is INVALID_PRODUCT_ID. */
  private async sellable(workspaceId: string, raw: string): Promise<Sellable> {
    const id = tryParseId(raw, 'prod');
    const product = id ? await this.deps.catalog.product(workspaceId, id) : null;
    if (!product || !isOctoProduct(product)) throw invalidProduct(raw);
    const offer = await this.deps.catalog.unitPricing(workspaceId, product);
    if (!isSellable(product, offer)) throw invalidProduct(raw);
    return { product, offer };
  }

  private async productOut(caller: OctoCaller, { product, offer }: Sellable, timeZone: string): Promise<Product> {
    const starts = await this.deps.catalog.upcomingStarts(
      caller.workspaceId,
      product.id,
      clock.iso(),
      START_TIMES_FROM,
    );
    return productOf({
      product,
      offer,
      timeZone,
      startTimes: localStartTimes(starts, timeZone),
      capabilities: caller.capabilities,
    });
  }

  /** The option (rate plan) named, as its canonical id. */
  private optionOf(offer: UnitPricing, raw: string): string {
    const id = tryParseId(raw, 'rate');
    if (!id || !offer.ratePlans.some((p) => p.id === id)) throw invalidOption(raw);
    return id;
  }

  private unitOf(offer: UnitPricing, unitId: string): string {
    if (!offer.unitTypes.some((u) => u.key === unitId)) throw invalidUnit(unitId);
    return unitId;
  }

  /** An availability check's party (units with quantity 0 left out). */
  private partyOf(offer: UnitPricing, units: CalendarBody['units']): UnitRequest[] {
    const party = new Map<string, number>();
    for (const u of units ?? []) {
      this.unitOf(offer, u.id);
      if (u.quantity > 0) party.set(u.id, (party.get(u.id) ?? 0) + u.quantity);
    }
    return [...party].map(([unitKey, quantity]) => ({ unitKey, quantity }));
  }

  private unitsOf(offer: UnitPricing, items: UnitItemBody[]): UnitRequest[] {
    return countUnits(items.map((item) => this.unitOf(offer, item.unitId)));
  }

  /** The product's prices are in one currency: asking for another is refused. */
  private checkCurrency(offer: UnitPricing, currency: string | null | undefined): void {
    if (currency && currency !== offer.currency)
      throw badRequest(`currency: the product is sold in ${offer.currency} only`);
  }

  /** A departure of the product, by its id (`dept_…`); anything else is INVALID_AVAILABILITY_ID. */
  private async departureOf(workspaceId: string, product: CatalogProduct, raw: string) {
    const id = tryParseId(raw, 'dept', { aliases: ['dep'] });
    const departure = id ? await this.deps.catalog.departure(workspaceId, id) : null;
    if (!departure || departure.productId !== product.id) throw invalidAvailability(raw);
    return departure;
  }

  /** Local dates from..to (inclusive), named by the request's fields, within the calendar's bound. */
  private dateRange(from: string | undefined, to: string | undefined, field?: string): { from: string; to: string } {
    const [fromField, toField] = field ? [field, field] : ['localDateStart', 'localDateEnd'];
    if (from === undefined || to === undefined)
      throw badRequest(
        `${from === undefined ? fromField : toField}: required with ${from === undefined ? toField : fromField}`,
      );
    if (!isDate(from)) throw badRequest(`${fromField}: must be a date (YYYY-MM-DD)`);
    if (!isDate(to)) throw badRequest(`${toField}: must be a date (YYYY-MM-DD)`);
    if (to < from) throw badRequest(`${toField}: must not be before ${fromField}`);
    if (Date.parse(to) - Date.parse(from) >= MAX_AVAILABILITY_DAYS * DAY_MS)
      throw badRequest(`${toField}: at most ${MAX_AVAILABILITY_DAYS} days from ${fromField}`);
    return { from, to };
  }

  /** The workspace's OCTO booking with this uuid; anything else is INVALID_BOOKING_UUID. */
  private async own(workspaceId: string, uuid: string): Promise<OurBooking> {
    const booking = await this.deps.bookings.findByExternalUuid(workspaceId, uuid);
    if (!booking) throw invalidBooking(uuid);
    return booking;
  }

  /** A retried reservation: the booking its uuid made, when the request asks for the same thing. */
  private async retried(caller: OctoCaller, booking: OurBooking, body: ReservationBody): Promise<Booking> {
    const same =
      tryParseId(body.productId, 'prod') === booking.product.id &&
      tryParseId(body.optionId, 'rate') === optionIdOf(booking) &&
      body.availabilityId !== undefined &&
      tryParseId(body.availabilityId, 'dept', { aliases: ['dep'] }) === booking.departure.id &&
      sameUnits(countUnits(body.unitItems.map((i) => i.unitId)), booking.units);
    if (!same)
      throw unprocessable(
        `The uuid ${booking.external_uuid} already names a booking of other products, availability or units`,
      );
    return this.bookingOut(caller, booking);
  }

  /** The unit items as the booking's passengers: each with its uuid (the reseller's, or a new one). */
  private storedUnitItems(items: UnitItemBody[], current: StoredUnitItem[] = []): StoredUnitItem[] {
    const byUuid = new Map(current.map((i) => [i.uuid, i]));
    const seen = new Set<string>();
    return items.map((item, i) => {
      const uuid = item.uuid ?? randomUUID();
      if (seen.has(uuid)) throw badRequest(`unitItems[${i}].uuid: a second unit item with uuid ${uuid}`);
      seen.add(uuid);
      const known = byUuid.get(uuid);
      const base: Record<string, unknown> = known && known.unitId === item.unitId ? known : {};
      return {
        ...storedContact(item.contact, base),
        unitId: item.unitId,
        uuid,
        resellerReference:
          item.resellerReference !== undefined
            ? item.resellerReference
            : ((base.resellerReference as string | null | undefined) ?? null),
      };
    });
  }

  /**
   * The change of our booking's shape a confirm or update asks for: another product, option (rate plan),
   * availability (departure) or other units (the unit items counted per unit), each checked as a reservation checks
   * it; null when the shape stays (the booking's own ids and unit counts). Another product needs an availability of
   * it, and takes its default option unless one is sent; the booking's units must be units of it unless others are
   * sent.
   */
  private async reshapeOf(
    workspaceId: string,
    booking: OurBooking,
    sent: { productId?: string; optionId?: string; availabilityId?: string; unitItems?: UnitItemBody[] },
  ): Promise<ChangeBookingBody | null> {
    const otherProduct = sent.productId !== undefined && tryParseId(sent.productId, 'prod') !== booking.product.id;
    const otherOption = sent.optionId !== undefined && tryParseId(sent.optionId, 'rate') !== optionIdOf(booking);
    const otherAvailability =
      sent.availabilityId !== undefined &&
      tryParseId(sent.availabilityId, 'dept', { aliases: ['dep'] }) !== booking.departure.id;
    const otherUnits =
      sent.unitItems !== undefined && !sameUnits(countUnits(sent.unitItems.map((i) => i.unitId)), booking.units);
    if (!otherProduct && !otherOption && !otherAvailability && !otherUnits) return null;
    const { product, offer } = await this.sellable(workspaceId, otherProduct ? sent.productId! : booking.product.id);
    const change: ChangeBookingBody = {};
    if (otherProduct) {
      if (sent.availabilityId === undefined)
        throw invalidAvailability('', 'required with another productId: an availability of that product');
      change.productId = product.id;
      if (!otherUnits) for (const u of booking.units) this.unitOf(offer, u.unitKey);
    }
    if (sent.optionId !== undefined && (otherProduct || otherOption))
      change.ratePlanId = this.optionOf(offer, sent.optionId);
    if (otherProduct || otherAvailability)
      change.departureId = (await this.departureOf(workspaceId, product, sent.availabilityId!)).id;
    if (otherUnits) change.units = this.unitsOf(offer, sent.unitItems!);
    return change;
  }

  /** What a confirm or update sets besides the shape: the contact, the unit items and the reseller's reference. */
  private changes(
    booking: OurBooking,
    sent: { contact?: UpdateBody['contact']; unitItems?: UnitItemBody[]; resellerReference?: string | null },
  ): BookingFields {
    const set: BookingFields = {};
    if (sent.contact !== undefined) set.billing = json.write(storedContact(sent.contact, booking.billing ?? {}));
    if (sent.unitItems !== undefined)
      set.passengers = json.write(this.storedUnitItems(sent.unitItems, unitItemsOf(booking)));
    if (sent.resellerReference !== undefined) set.reseller_reference = sent.resellerReference;
    return set;
  }

  /** Changes the booking's shape with `set` in one command, or only `set` (`annotate`); nothing asked: as it is. */
  private async amend(
    workspaceId: string,
    uuid: string,
    booking: OurBooking,
    shape: ChangeBookingBody | null,
    set: BookingFields,
  ): Promise<OurBooking> {
    if (shape)
      return this.apply(
        uuid,
        async () => (await this.deps.bookings.changeBooking(workspaceId, booking.id, shape, set)).booking,
      );
    if (Object.keys(set).length === 0) return booking;
    return this.apply(uuid, () => this.deps.bookings.command(workspaceId, booking.id, 'annotate', { set }));
  }

  /**
   * A hold's new length, checked before anything changes: within the configured bounds (BAD_REQUEST naming
   * expirationMinutes), and the hold not lapsed (INVALID_BOOKING_UUID).
   */
  private holdLength(uuid: string, booking: OurBooking, minutes: number): number {
    this.deps.bookings.holdMinutes(minutes, 'expirationMinutes');
    if (booking.hold_expires_at !== null && Date.parse(booking.hold_expires_at) <= clock.nowMs())
      throw invalidBooking(uuid, "the booking's hold has expired");
    return minutes;
  }

  private extendHold(workspaceId: string, uuid: string, id: string, minutes: number): Promise<OurBooking> {
    return this.apply(uuid, () => this.deps.bookings.extend(workspaceId, id, { minutes }));
  }

  /** Runs a change of a booking; a lapsed hold is INVALID_BOOKING_UUID (the standard's word for a booking expired). */
  private async apply(uuid: string, change: () => Promise<OurBooking>): Promise<OurBooking> {
    try {
      return await change();
    } catch (err) {
      if (err instanceof AppError && err.code === 'HOLD_EXPIRED')
        throw invalidBooking(uuid, "the booking's hold has expired");
      throw err;
    }
  }

  /**
   * The booking in the standard's shape, with its availability as the calendar shows it now (read once per product,
   * local date and option, and the time zone once, when `shared` is shared by a list).
   */
  private async bookingOut(
    caller: OctoCaller,
    booking: OurBooking,
    shared: SharedReads = { calendars: new Map() },
  ): Promise<Booking> {
    const ws = caller.workspaceId;
    const { calendars } = shared;
    const timeZone = await (shared.timeZone ??= this.deps.catalog.timeZone(ws));
    let availability: Availability | null = null;
    if (booking.departure.start_at) {
      const date = inZone(booking.departure.start_at, timeZone).date;
      const optionId = optionIdOf(booking) || null;
      const key = `${booking.product.id} ${date} ${optionId}`;
      let day = calendars.get(key);
      if (!day) {
        day = this.deps.catalog
          .calendar(ws, booking.product.id, { from: date, to: date, ratePlanId: optionId })
          .then((cal) => new Map(cal.days.flatMap((d) => d.departures).map((d) => [d.id, d])))
          .catch((err: unknown) => {
            if (err instanceof NotFoundError) return new Map(); // the product was deleted
            throw err;
          });
        calendars.set(key, day);
      }
      const departure = (await day).get(booking.departure.id);
      availability = departure ? availabilityOf(departure, caller.capabilities) : goneAvailability(booking, timeZone);
    }
    // A confirmed booking's voucher is its ticket: the code our scanner checks in, and the PDF (docs/documents.md).
    const deliverable = booking.status === 'confirmed' || booking.status === 'completed';
    const ticket = deliverable ? (await (shared.tickets ??= this.deps.tickets.signer(ws)))(booking.id) : null;
    return bookingOf({ booking, availability, ticket, testMode: caller.testMode, capabilities: caller.capabilities });
  }
}
