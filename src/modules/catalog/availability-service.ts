// Availability: a product's departures per local day (the workspace's time zone) with a status, vacancies, capacity
// and prices, read from the seats as they are now (holds included: a hold takes its seats at once). Resellers poll
// this far more than they book, so it is one departures read and one pricing read whatever the range.
import { clock } from '../../platform/clock.js';
import { addDays, DAY_MS, inZone, isDate, todayIn } from '../../platform/dates.js';
import type { Executor } from '../../platform/db/index.js';
import { UnprocessableError, ValidationError } from '../../platform/errors.js';
import { parseId } from '../../platform/ids.js';
import { fromMinorUnits } from '../../platform/money.js';
import type { DataDeps } from '../../platform/module.js';
import type { UnitRequest } from '../bookings/ports.js';
import { validUntilOf, type AvailabilityKeeper, type Kept, type KeptRequest } from './availability-kept.js';
import type {
  Availability,
  AvailabilityStatus,
  DayAvailability,
  DepartureAvailability,
  Money,
} from './availability-schemas.js';
import { isSelling } from './departure-service.js';
import { departureStore } from './departure-store.js';
import type { PricingService, StoredUnitPrice, UnitPricing } from './pricing-service.js';
import type { ProductsService } from './product-service.js';
import { availabilityStore } from './availability-store.js';
import type { CatalogSettingsReader } from './workspace-settings.js';

/** The longest calendar one request answers. */
export const MAX_AVAILABILITY_DAYS = 366;

/** Best first: a day is as good as its best departure. */
const RANK: Record<AvailabilityStatus, number> = { AVAILABLE: 0, LIMITED: 1, SOLD_OUT: 2, CLOSED: 3 };

/** Days after `from` a calendar without `to` covers. */
export const DEFAULT_AVAILABILITY_DAYS = 30;

export interface AvailabilityRequest {
  /** Today in the workspace's time zone when absent. */
  from?: string;
  /** `from` + 30 days when absent. */
  to?: string;
  units?: UnitRequest[];
  ratePlanId?: string | null;
}

const money = (amountMinor: number, currency: string): Money => ({
  amount: fromMinorUnits(amountMinor, currency),
  amountMinor,
  currency,
});

/** `adult:2,child:1` (the query's form, checked by its schema) as unit requests; a unit named twice is a 400. */
export function parseUnits(value: string | undefined, field = 'units'): UnitRequest[] {
  if (!value) return [];
  const seen = new Set<string>();
  return value.split(',').map((pair) => {
    const [unitKey = '', quantity = '0'] = pair.split(':');
    if (seen.has(unitKey)) throw new ValidationError(field, `names "${unitKey}" twice`);
    seen.add(unitKey);
    const n = Number(quantity);
    if (n < 1) throw new ValidationError(field, `the quantity of "${unitKey}" must be at least 1`);
    return { unitKey, quantity: n };
  });
}

export class AvailabilityService {
  constructor(
    private readonly deps: DataDeps,
    private readonly products: ProductsService,
    private readonly pricing: PricingService,
    private readonly settings: CatalogSettingsReader,
    private readonly keeper: AvailabilityKeeper,
  ) {}

  /**
   * The calendar's bytes as `serialize` (the route's serializer of `{ data }`) makes them, kept while true
   * (availability-kept.ts): GET /v1/products/:id/availability.
   */
  kept(
    workspaceId: string,
    productIdOrSlug: string,
    query: AvailabilityRequest,
    serialize: (answer: { data: Availability }) => string,
  ): Promise<Kept> {
    return this.keeper.serve(workspaceId, productIdOrSlug, this.keptRequest(workspaceId, query, serialize));
  }

  /**
   * Recomputes every answer this process keeps for the workspace and compares; `ensure`: first keeps each product's
   * default calendar (today and 30 days), so a process that kept nothing yet (the CLI) checks the keeping itself.
   */
  async verify(workspaceId: string, opts: { ensure?: boolean } = {}) {
    const ids = opts.ensure ? await availabilityStore.productIds(this.deps.db.kysely, workspaceId) : [];
    return this.keeper.verify(
      workspaceId,
      ids.map((productId) => ({ productId, request: this.keptRequest(workspaceId, {}, JSON.stringify) })),
    );
  }

  /** The v1 calendar as the keeper asks it: keyed by the local dates it covers once "today" is resolved. */
  private keptRequest(
    workspaceId: string,
    query: AvailabilityRequest,
    serialize: (answer: { data: Availability }) => string,
  ): KeptRequest {
    let resolved = query;
    return {
      key: ({ timezone }) => {
        const from = query.from ?? todayIn(timezone);
        const to = query.to ?? (isDate(from) ? addDays(from, DEFAULT_AVAILABILITY_DAYS) : undefined);
        resolved = { ...query, from, to };
        return JSON.stringify(['v1', from, to, query.units ?? [], query.ratePlanId ?? null]);
      },
      compute: async (productId) => {
        const answer = await this.calendar(workspaceId, productId, resolved);
        return { value: { data: answer }, validUntil: validUntilOf(answer) };
      },
      serialize: (value) => serialize(value as { data: Availability }),
    };
  }

  /** The calendar of a product (id or slug) from `from` to `to` (local dates, inclusive). */
  async calendar(
    workspaceId: string,
    productIdOrSlug: string,
    query: AvailabilityRequest,
    db: Executor = this.deps.db.kysely,
  ): Promise<Availability> {
    if (query.from !== undefined && !isDate(query.from))
      throw new ValidationError('from', 'must be a date (YYYY-MM-DD)');
    if (query.to !== undefined && !isDate(query.to)) throw new ValidationError('to', 'must be a date (YYYY-MM-DD)');
    const ratePlanId = query.ratePlanId ? parseId(query.ratePlanId, 'rate', 'ratePlanId') : null;
    const product = await this.products.row(db, workspaceId, productIdOrSlug);
    const [offer, settings] = await Promise.all([
      this.pricing.unitPricing(db, workspaceId, product),
      this.settings(db, workspaceId),
    ]);
    const from = query.from ?? todayIn(settings.timezone);
    const q = { ...query, from, to: query.to ?? addDays(from, DEFAULT_AVAILABILITY_DAYS) };
    const fromMs = Date.parse(q.from);
    const days = Math.round((Date.parse(q.to) - fromMs) / DAY_MS) + 1;
    if (days < 1) throw new ValidationError('to', 'must not be before from');
    if (days > MAX_AVAILABILITY_DAYS)
      throw new ValidationError('to', `at most ${MAX_AVAILABILITY_DAYS} days after from`);
    if (ratePlanId && !offer.ratePlans.some((p) => p.id === ratePlanId))
      throw new UnprocessableError('UNKNOWN_REFERENCE', 'Rate plan not found', {
        field: 'ratePlanId',
        message: 'no rate plan with this id on the product',
      });
    const units = q.units ?? [];
    const seatsWanted = this.seatsOf(offer, units);
    const timeZone = settings.timezone;

    // Local days are at most 14 hours off UTC: read a day more on each side, then keep the local dates asked for.
    const rows = await departureStore.inRange(
      db,
      workspaceId,
      product.id,
      clock.iso(fromMs - DAY_MS),
      clock.iso(fromMs + (days + 1) * DAY_MS),
    );
    const byDate = new Map<string, DepartureAvailability[]>();
    const now = clock.iso();
    // Departures without an override share their plan's price list: each list is turned into answers once.
    const priceAnswers = new Map<StoredUnitPrice[], DepartureAvailability['prices']>();
    const pricesOut = (list: StoredUnitPrice[]) => {
      let out = priceAnswers.get(list);
      if (!out)
        priceAnswers.set(list, (out = list.map((p) => ({ unitKey: p.unitKey, ...money(p.amountMinor, p.currency) }))));
      return out;
    };
    for (const row of rows) {
      const start = inZone(row.start_at, timeZone);
      if (start.date < q.from || start.date > q.to) continue;
      const vacancies = Math.max(0, row.capacity - row.booked_pax);
      const { prices, from } = offer.at(row.id, ratePlanId);
      const departure: DepartureAvailability = {
        id: row.id,
        startAt: row.start_at,
        endAt: row.end_at,
        localStartAt: start.dateTime,
        localEndAt: inZone(row.end_at, timeZone).dateTime,
        status: this.status(row, now, vacancies, seatsWanted, settings.availabilityLimitedPercent),
        vacancies,
        capacity: row.capacity,
        salesCloseAt: row.sales_close_at,
        prices: pricesOut(prices),
        fromPrice: from && money(from.amountMinor, from.currency),
        total: units.length > 0 ? this.total(prices, units) : null,
      };
      const list = byDate.get(start.date);
      if (list) list.push(departure);
      else byDate.set(start.date, [departure]);
    }
    return {
      productId: product.id,
      timeZone,
      from: q.from,
      to: q.to,
      currency: offer.currency,
      units,
      days: Array.from({ length: days }, (_, i) => {
        const date = new Date(fromMs + i * DAY_MS).toISOString().slice(0, 10);
        return this.day(date, byDate.get(date) ?? []);
      }),
    };
  }

  /**
   * CLOSED: no longer sold (`isSelling`: not scheduled, past its sales cut-off or, without one, started); SOLD_OUT: no seats (or fewer than the party's);
   * LIMITED: vacancies at most the workspace's percentage of the capacity; else AVAILABLE.
   */
  private status(
    row: { status: string; sales_close_at: string | null; start_at: string; capacity: number },
    now: string,
    vacancies: number,
    seatsWanted: number,
    limitedPercent: number,
  ): AvailabilityStatus {
    if (!isSelling(row, now)) return 'CLOSED';
    if (vacancies === 0 || vacancies < seatsWanted) return 'SOLD_OUT';
    return vacancies * 100 <= row.capacity * limitedPercent ? 'LIMITED' : 'AVAILABLE';
  }

  /** A day: its best departure's status (CLOSED without any), seats and lowest price of the departures that sell. */
  private day(date: string, departures: DepartureAvailability[]): DayAvailability {
    let status: AvailabilityStatus = 'CLOSED';
    let vacancies = 0;
    let capacity = 0;
    let lowestPrice: Money | null = null;
    for (const d of departures) {
      if (RANK[d.status] < RANK[status]) status = d.status;
      if (d.status === 'CLOSED') continue;
      vacancies += d.vacancies;
      capacity += d.capacity;
      const price = d.status === 'SOLD_OUT' ? null : (d.total ?? d.fromPrice);
      if (price && (lowestPrice === null || price.amountMinor < lowestPrice.amountMinor)) lowestPrice = price;
    }
    return { date, status, vacancies, capacity, lowestPrice, departures };
  }

  /** Seats a party of units takes (422 naming `units` for a unit the product does not sell). */
  private seatsOf(offer: UnitPricing, units: UnitRequest[]): number {
    if (units.length === 0) return 0;
    const types = new Map(offer.unitTypes.map((u) => [u.key, u]));
    return units.reduce((seats, u) => {
      const type = types.get(u.unitKey);
      if (!type)
        throw new UnprocessableError('UNKNOWN_REFERENCE', 'Unknown unit', {
          field: 'units',
          message: `the product has no unit "${u.unitKey}"${types.size ? ` (${[...types.keys()].join(', ')})` : ''}`,
        });
      return seats + (type.type === 'infant' ? 0 : u.quantity * type.pax);
    }, 0);
  }

  /** A party's price on a departure; null when one of its units has no price there. */
  private total(
    prices: Array<{ unitKey: string; amountMinor: number; currency: string }>,
    units: UnitRequest[],
  ): Money | null {
    const byKey = new Map(prices.map((p) => [p.unitKey, p]));
    let sum = 0n;
    for (const u of units) {
      const price = byKey.get(u.unitKey);
      if (!price) return null;
      sum += BigInt(price.amountMinor) * BigInt(u.quantity);
    }
    const currency = prices[0]?.currency;
    return currency && sum <= BigInt(Number.MAX_SAFE_INTEGER) ? money(Number(sum), currency) : null;
  }
}
