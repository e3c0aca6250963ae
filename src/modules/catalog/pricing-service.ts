// Pricing: a product's room categories, rate plans (the first is the base) and per-departure overrides, kept as one
// document in integer minor units. Answers the spec's pricing options and prices bookings (docs/decisions.md).
import type { DataDeps } from '../../platform/module.js';
import { clock } from '../../platform/clock.js';
import { json } from '../../platform/db/codecs.js';
import type { Executor, Tx } from '../../platform/db/index.js';
import { AppError, NotFoundError, UnprocessableError, ValidationError } from '../../platform/errors.js';
import { newId, parseId } from '../../platform/ids.js';
import { checkCurrency, fromMinorUnits, toMinorUnits } from '../../platform/money.js';
import type { PriceQuote, PriceRequest } from '../bookings/ports.js';
import type { DeparturesService } from './departure-service.js';
import type { DepartureRow } from './departure-store.js';
import type { PriceInput, Pricing, PricingOption, PutPricingBody } from './pricing-schemas.js';
import { pricingStore as store } from './pricing-store.js';
import type { ProductRecord } from './product-store.js';
import type { ProductsService } from './product-service.js';

interface StoredPrice {
  categoryKey: string;
  amountMinor: number;
  currency: string;
}

interface PricingDocument {
  /** The one currency of every price (null while there are none). */
  currency: string | null;
  categories: Array<{ key: string; label: string; pax: number }>;
  plans: Array<{ id: string; name: string; prices: StoredPrice[] }>;
  overrides: Array<{ departureId: string; ratePlanId: string | null; prices: StoredPrice[] }>;
}

const EMPTY: PricingDocument = { currency: null, categories: [], plans: [], overrides: [] };

const decimal = (p: StoredPrice) => fromMinorUnits(p.amountMinor, p.currency);
const priceOut = (p: StoredPrice) => ({ categoryKey: p.categoryKey, amountPerPerson: decimal(p), currency: p.currency });

export interface PriceLine {
  label: string;
  categoryKey: string;
  quantity: number;
  occupancy: number | null;
  unitAmountMinor: number;
  amountMinor: number;
}

export class PricingService {
  constructor(
    private readonly deps: DataDeps,
    private readonly products: ProductsService,
    private readonly departures: DeparturesService,
  ) {}

  /** A deleted product's pricing goes with it. */
  async removeOfProduct(tx: Tx, workspaceId: string, productId: string): Promise<void> {
    await store.remove(tx, workspaceId, productId);
  }

  /** A deleted departure's overrides go with it. */
  async removeOfDeparture(tx: Tx, workspaceId: string, departure: DepartureRow): Promise<void> {
    const doc = await this.document(tx, workspaceId, departure.product_id);
    const overrides = doc.overrides.filter((o) => o.departureId !== departure.id);
    if (overrides.length !== doc.overrides.length) await store.put(tx, workspaceId, departure.product_id, json.write({ ...doc, overrides }), clock.iso());
  }

  async get(workspaceId: string, productId: string): Promise<Pricing> {
    const product = await this.products.row(this.deps.db.kysely, workspaceId, productId);
    const stored = await store.get(this.deps.db.kysely, workspaceId, product.id);
    return this.toPricing(product, stored ? json.read<PricingDocument>(stored.document) : EMPTY, stored?.updated_at ?? null);
  }

  /** Replaces the product's pricing as a whole (product.updated with `changes: ["pricing"]`). */
  async put(workspaceId: string, productId: string, body: PutPricingBody): Promise<Pricing> {
    return this.deps.db.transaction(async (tx) => {
      const product = await this.products.row(tx, workspaceId, productId);
      const doc = await this.normalise(tx, product, body);
      const now = clock.iso();
      await store.put(tx, workspaceId, product.id, json.write(doc), now);
      await this.products.touch(tx, product, ['pricing']);
      return this.toPricing(product, doc, now);
    });
  }

  /**
   * The spec's pricing options: each room category with its price for the departure and rate plan asked for
   * (departure override over rate plan over base). Empty for products not priced per room.
   */
  async options(workspaceId: string, productId: string, q: { departure?: string; ratePlanId?: string }): Promise<PricingOption[]> {
    const db = this.deps.db.kysely;
    const product = await this.products.row(db, workspaceId, productId);
    const departureId = q.departure === undefined ? null : parseId(q.departure, 'dept', 'departure', { aliases: ['dep'], allowBareUuid: true });
    const ratePlanId = q.ratePlanId === undefined ? null : parseId(q.ratePlanId, 'rate', 'ratePlanId', { allowBareUuid: true });
    const [doc] = await Promise.all([this.document(db, workspaceId, product.id), departureId ? this.departures.row(db, workspaceId, departureId, product.id) : null]);
    if (ratePlanId && !doc.plans.some((p) => p.id === ratePlanId)) throw new NotFoundError('Rate plan');
    if (product.pricing_model !== 'per_room') return [];
    const prices = resolve(doc, departureId, ratePlanId);
    return doc.categories.flatMap((c) => {
      const price = prices.get(c.key);
      return price ? [{ key: c.key, label: c.label, pax: c.pax, amountPerPerson: decimal(price), currency: price.currency }] : [];
    });
  }

  /**
   * The lowest per-person amount on offer for each of the product's departures (base plan with its overrides;
   * a departure without any price is left out), for the marketplace's availability preview.
   */
  async lowestPrices(workspaceId: string, productId: string, departureIds: string[]): Promise<Map<string, { amount: number; currency: string }>> {
    const doc = await this.document(this.deps.db.kysely, workspaceId, productId);
    const out = new Map<string, { amount: number; currency: string }>();
    for (const id of departureIds) {
      const lowest = [...resolve(doc, id, null).values()].sort((a, b) => a.amountMinor - b.amountMinor)[0];
      if (lowest) out.set(id, { amount: decimal(lowest), currency: lowest.currency });
    }
    return out;
  }

  /**
   * A booking's price (bookings' CatalogPort): per_room = Σ rooms quantity × occupancy × amountPerPerson of the
   * room's category; per_person = (adults + children) × the first category's amountPerPerson (infants free);
   * per_group = the first category's amount once; per_option = Σ rooms quantity × the category's amount.
   * Amounts resolve departure override over the rate plan over the base plan. No tax is added.
   */
  async quote(workspaceId: string, product: Pick<ProductRecord, 'id' | 'pricing_model'>, departureId: string, req: PriceRequest): Promise<PriceQuote> {
    const doc = await this.document(this.deps.db.kysely, workspaceId, product.id);
    if (doc.plans.length === 0 || doc.currency === null) throw new UnprocessableError('The product has no prices', { field: 'productId', message: 'set its pricing first' }, { code: 'no_prices' });
    if (req.ratePlanId && !doc.plans.some((p) => p.id === req.ratePlanId)) {
      throw new UnprocessableError('Rate plan not found', { field: 'ratePlanId', message: 'no rate plan with this id on the product' });
    }
    const prices = resolve(doc, departureId, req.ratePlanId);
    const categories = new Map(doc.categories.map((c) => [c.key, c]));
    const lines: PriceLine[] = [];
    const priced = (key: string, field: string) => {
      const price = prices.get(key);
      if (!price) throw new UnprocessableError('No price for this category', { field, message: `the product has no price for "${key}"` });
      return price;
    };
    const model = product.pricing_model;
    if (model === 'per_room' || model === 'per_option') {
      if (req.rooms.length === 0) throw new UnprocessableError('Rooms are required', { field: 'rooms', message: `the product is priced ${model}: send rooms with categoryKey, occupancy and quantity` });
      req.rooms.forEach((room, i) => {
        const category = categories.get(room.categoryKey);
        if (!category) throw new UnprocessableError('Unknown room category', { field: `rooms[${i}].categoryKey`, message: `the product has no category "${room.categoryKey}"` });
        if (model === 'per_room' && room.occupancy > category.pax) {
          throw new UnprocessableError('Room over its occupancy', { field: `rooms[${i}].occupancy`, message: `"${category.key}" holds at most ${category.pax}` });
        }
        const price = priced(room.categoryKey, `rooms[${i}].categoryKey`);
        const perUnit = model === 'per_room' ? room.occupancy : 1;
        lines.push(line(category.label, category.key, room.quantity, model === 'per_room' ? room.occupancy : null, price.amountMinor, room.quantity * perUnit));
      });
    } else {
      const first = doc.categories[0];
      if (!first) throw new UnprocessableError('The product has no prices', { field: 'productId', message: 'set its pricing first' }, { code: 'no_prices' });
      const price = priced(first.key, 'productId');
      const people = model === 'per_group' ? 1 : req.paxAdults + req.paxChildren;
      lines.push(line(first.label, first.key, people, null, price.amountMinor, people));
    }
    const subtotal = lines.reduce((sum, l) => sum + BigInt(l.amountMinor), 0n);
    if (subtotal > BigInt(Number.MAX_SAFE_INTEGER)) throw new UnprocessableError('Price too large', { field: 'rooms', message: 'the total exceeds the largest amount the service handles' });
    const currency = doc.currency;
    return {
      currency,
      subtotalMinor: Number(subtotal),
      taxMinor: 0,
      totalMinor: Number(subtotal),
      breakdown: { pricingModel: model, ratePlanId: req.ratePlanId ?? doc.plans[0]!.id, departureId, currency, lines, subtotalMinor: Number(subtotal) },
    };
  }

  /** Each priced product's lowest base-plan price per person (its "from" price), as a decimal of its currency. */
  async fromPrices(workspaceId: string, productIds: string[]): Promise<Map<string, { amountPerPerson: number; currency: string }>> {
    const out = new Map<string, { amountPerPerson: number; currency: string }>();
    for (let i = 0; i < productIds.length; i += 500) {
      for (const row of await store.getMany(this.deps.db.kysely, workspaceId, productIds.slice(i, i + 500))) {
        const doc = json.read<PricingDocument>(row.document);
        const lowest = (doc.plans[0]?.prices ?? []).reduce<StoredPrice | null>((min, p) => (min === null || p.amountMinor < min.amountMinor ? p : min), null);
        if (lowest) out.set(row.product_id, { amountPerPerson: decimal(lowest), currency: lowest.currency });
      }
    }
    return out;
  }

  private async document(db: Executor, workspaceId: string, productId: string): Promise<PricingDocument> {
    const stored = await store.get(db, workspaceId, productId);
    return stored ? json.read<PricingDocument>(stored.document) : EMPTY;
  }

  private toPricing(product: ProductRecord, doc: PricingDocument, updatedAt: string | null): Pricing {
    return {
      productId: product.id,
      pricingModel: product.pricing_model,
      roomCategories: doc.categories,
      ratePlans: doc.plans.map((plan, i) => ({ id: plan.id, name: plan.name, base: i === 0, prices: plan.prices.map(priceOut) })),
      departureOverrides: doc.overrides.map((o) => ({ departureId: o.departureId, ratePlanId: o.ratePlanId, prices: o.prices.map(priceOut) })),
      updatedAt,
    };
  }

  /** Checks the PUT body against the product (categories, plans, its departures, one currency) and stores minor units. */
  private async normalise(db: Executor, product: ProductRecord, body: PutPricingBody): Promise<PricingDocument> {
    const categories = body.roomCategories ?? [];
    const keys = new Set<string>();
    categories.forEach((c, i) => {
      if (keys.has(c.key)) throw new ValidationError(`roomCategories[${i}].key`, `duplicates the category "${c.key}"`);
      keys.add(c.key);
    });
    let currency: string | null = product.currency;
    const prices = (list: PriceInput[], path: string): StoredPrice[] => {
      const seen = new Set<string>();
      return list.map((p, j) => {
        const at = `${path}.prices[${j}]`;
        checkCurrency(`${at}.currency`, p.currency);
        const amountMinor = toMinorUnits(p.amountPerPerson, p.currency);
        if (amountMinor === null) throw new ValidationError(`${at}.amountPerPerson`, `has more decimal places than ${p.currency} allows`);
        if (!keys.has(p.categoryKey)) throw new UnprocessableError('Unknown room category', { field: `${at}.categoryKey`, message: `no room category "${p.categoryKey}"` });
        if (seen.has(p.categoryKey)) throw new ValidationError(`${at}.categoryKey`, `a second price for "${p.categoryKey}"`);
        seen.add(p.categoryKey);
        if (currency !== null && p.currency !== currency) {
          throw new UnprocessableError('Currency mismatch', { field: `${at}.currency`, message: `every price of the product is in ${currency}` });
        }
        currency = p.currency;
        return { categoryKey: p.categoryKey, amountMinor, currency: p.currency };
      });
    };
    const planIds = new Set<string>();
    const plans = (body.ratePlans ?? []).map((plan, i) => {
      const id = plan.id ?? newId('rate');
      if (planIds.has(id)) throw new ValidationError(`ratePlans[${i}].id`, 'duplicates another rate plan id');
      planIds.add(id);
      return { id, name: plan.name.trim(), prices: prices(plan.prices, `ratePlans[${i}]`) };
    });
    const pairs = new Set<string>();
    const overrides: PricingDocument['overrides'] = [];
    for (const [i, o] of (body.departureOverrides ?? []).entries()) {
      const departureId = parseId(o.departureId, 'dept', `departureOverrides[${i}].departureId`, { aliases: ['dep'] });
      const ratePlanId = o.ratePlanId ?? null;
      if (ratePlanId !== null && !planIds.has(ratePlanId)) {
        throw new UnprocessableError('Unknown rate plan', { field: `departureOverrides[${i}].ratePlanId`, message: 'must be the id of one of ratePlans' });
      }
      if (pairs.has(`${departureId} ${ratePlanId}`)) throw new ValidationError(`departureOverrides[${i}]`, 'a second override for this departure and rate plan');
      pairs.add(`${departureId} ${ratePlanId}`);
      await this.departures.row(db, product.workspace_id, departureId, product.id).catch((err: unknown) => {
        if (err instanceof NotFoundError) throw new UnprocessableError('Unknown departure', { field: `departureOverrides[${i}].departureId`, message: 'no departure of this product with this id' });
        throw err;
      });
      overrides.push({ departureId, ratePlanId, prices: prices(o.prices, `departureOverrides[${i}]`) });
    }
    if (overrides.length > 0 && plans.length === 0) throw new UnprocessableError('Overrides need a rate plan', { field: 'ratePlans', message: 'departure overrides refine rate plans: send at least one' });
    return { currency: plans.length > 0 ? currency : null, categories: categories.map((c) => ({ key: c.key, label: c.label.trim(), pax: c.pax })), plans, overrides };
  }
}

/** Category → price for a departure (or none) and a rate plan (or the base): base, then plan, then overrides. */
function resolve(doc: PricingDocument, departureId: string | null, ratePlanId: string | null): Map<string, StoredPrice> {
  const base = doc.plans[0];
  const plan = ratePlanId ? doc.plans.find((p) => p.id === ratePlanId) : base;
  const out = new Map<string, StoredPrice>();
  const apply = (list: StoredPrice[] | undefined) => list?.forEach((p) => out.set(p.categoryKey, p));
  apply(base?.prices);
  if (plan !== base) apply(plan?.prices);
  if (departureId) {
    apply(doc.overrides.find((o) => o.departureId === departureId && o.ratePlanId === null)?.prices);
    if (plan) apply(doc.overrides.find((o) => o.departureId === departureId && o.ratePlanId === plan.id)?.prices);
  }
  return out;
}

function line(label: string, categoryKey: string, quantity: number, occupancy: number | null, unitAmountMinor: number, units: number): PriceLine {
  const amount = BigInt(unitAmountMinor) * BigInt(units);
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new UnprocessableError('Price too large', { field: 'rooms', message: 'the total exceeds the largest amount the service handles' });
  return { label, categoryKey, quantity, occupancy, unitAmountMinor, amountMinor: Number(amount) };
}

/** A 404 of a referenced record as the booking-side 404 naming the field. */
export function notFoundAs(field: string) {
  return (err: unknown): never => {
    if (err instanceof NotFoundError) throw new AppError(404, err.message, { details: { field, message: 'no such record in the workspace' } });
    throw err;
  };
}
