// Pricing: a product's room categories, rate plans (the first is the base) and per-departure overrides, kept as one
// document in integer minor units. Answers the spec's pricing options and prices bookings (docs/decisions.md).
import type { DataDeps } from '../../platform/module.js';
import { clock } from '../../platform/clock.js';
import { json } from '../../platform/db/codecs.js';
import type { Executor, Tx } from '../../platform/db/index.js';
import { AppError, NotFoundError, UnprocessableError, ValidationError } from '../../platform/errors.js';
import { newId, parseId } from '../../platform/ids.js';
import { checkCurrency, fromMinorUnits, toMinorUnits } from '../../platform/money.js';
import type { PriceQuote, PriceRequest, UnitPax } from '../bookings/ports.js';
import type { DeparturesService } from './departure-service.js';
import type { DepartureRow } from './departure-store.js';
import type {
  PriceInput,
  Pricing,
  PricingOption,
  PutPricingBody,
  UnitKind,
  UnitPriceInput,
  UnitTypeOut,
} from './pricing-schemas.js';
import { pricingStore as store } from './pricing-store.js';
import type { ProductRecord } from './product-store.js';
import type { ProductsService } from './product-service.js';

interface StoredPrice {
  categoryKey: string;
  amountMinor: number;
  currency: string;
}

export interface StoredUnitPrice {
  unitKey: string;
  amountMinor: number;
  currency: string;
}

/** Room prices and unit prices of a rate plan or a departure override (documents before units have no `unitPrices`). */
interface PriceSet {
  prices: StoredPrice[];
  unitPrices?: StoredUnitPrice[];
}

interface PricingDocument {
  /** The one currency of every price (null while there are none). */
  currency: string | null;
  categories: Array<{ key: string; label: string; pax: number }>;
  /** Absent in documents stored before units. */
  units?: UnitTypeOut[];
  plans: Array<{ id: string; name: string } & PriceSet>;
  overrides: Array<{ departureId: string; ratePlanId: string | null } & PriceSet>;
}

const EMPTY: PricingDocument = { currency: null, categories: [], units: [], plans: [], overrides: [] };

const decimal = (p: { amountMinor: number; currency: string }) => fromMinorUnits(p.amountMinor, p.currency);
const priceOut = (p: StoredPrice) => ({
  categoryKey: p.categoryKey,
  amountPerPerson: decimal(p),
  currency: p.currency,
});
const unitPriceOut = (p: StoredUnitPrice) => ({ unitKey: p.unitKey, amount: decimal(p), currency: p.currency });
const pricesOut = (set: PriceSet) => ({
  prices: set.prices.map(priceOut),
  unitPrices: (set.unitPrices ?? []).map(unitPriceOut),
});

/** Unit types whose travellers count as children and infants; every other type counts as adults. */
const CHILD_TYPES: ReadonlySet<UnitKind> = new Set(['child']);
const INFANT_TYPES: ReadonlySet<UnitKind> = new Set(['infant']);

/**
 * The units a product sells: its own unit types when it is priced `per_unit`; for `per_person`, an adult and a
 * child unit at the first room category's price and a free infant unit (what `paxAdults`/`paxChildren`/
 * `paxInfants` mean), so availability and OCTO treat both models alike. Other models sell no units.
 */
function unitTypesOf(doc: PricingDocument, model: string): UnitTypeOut[] {
  if (model === 'per_unit') return doc.units ?? [];
  if (model !== 'per_person' || !doc.categories[0]) return [];
  const unit = (key: 'adult' | 'child' | 'infant', label: string): UnitTypeOut => ({
    key,
    type: key,
    label,
    minAge: null,
    maxAge: null,
    pax: 1,
    minQuantity: null,
    maxQuantity: null,
  });
  return [unit('adult', 'Adult'), unit('child', 'Child'), unit('infant', 'Infant')];
}

/** Unit key → price for a departure (or none) and a rate plan (or the base); per_person units from the first category. */
function unitPricesOf(
  doc: PricingDocument,
  model: string,
  departureId: string | null,
  ratePlanId: string | null,
): Map<string, StoredUnitPrice> {
  if (model === 'per_unit')
    return resolve(
      doc,
      departureId,
      ratePlanId,
      (s) => s.unitPrices,
      (p) => p.unitKey,
    );
  const first = doc.categories[0];
  const price = first ? roomPrices(doc, departureId, ratePlanId).get(first.key) : undefined;
  if (model !== 'per_person' || !price) return new Map();
  const at = (unitKey: string, amountMinor: number): [string, StoredUnitPrice] => [
    unitKey,
    { unitKey, amountMinor, currency: price.currency },
  ];
  return new Map([at('adult', price.amountMinor), at('child', price.amountMinor), at('infant', 0)]);
}

/** A product's units and prices read once, for the availability calendar and OCTO (`PricingService.unitPricing`). */
export interface UnitPricing {
  currency: string | null;
  unitTypes: UnitTypeOut[];
  ratePlans: Array<{ id: string; name: string; base: boolean }>;
  /**
   * On a departure (null: none, the plan's own prices) for a rate plan (null: the base plan): each unit's price
   * (minor units; units without a price are left out) and the "from" price — the lowest of a unit that takes a
   * seat, else the lowest room price per person.
   */
  at(
    departureId: string | null,
    ratePlanId: string | null,
  ): { prices: StoredUnitPrice[]; from: { amountMinor: number; currency: string } | null };
}

function lowest<P extends { amountMinor: number }>(list: Iterable<P>): P | null {
  let min: P | null = null;
  for (const p of list) if (min === null || p.amountMinor < min.amountMinor) min = p;
  return min;
}

export interface PriceLine {
  label: string;
  /** The room category priced (rooms, per-person and per-group lines). */
  categoryKey?: string;
  /** The unit type priced (bookings by units). */
  unitKey?: string;
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
    if (overrides.length !== doc.overrides.length)
      await store.put(tx, workspaceId, departure.product_id, json.write({ ...doc, overrides }), clock.iso());
  }

  async get(workspaceId: string, productId: string): Promise<Pricing> {
    const product = await this.products.row(this.deps.db.kysely, workspaceId, productId);
    const stored = await store.get(this.deps.db, this.deps.db.kysely, workspaceId, product.id);
    return this.toPricing(
      product,
      stored ? json.read<PricingDocument>(stored.document) : EMPTY,
      stored?.updated_at ?? null,
    );
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
  async options(
    workspaceId: string,
    productId: string,
    q: { departure?: string; ratePlanId?: string },
  ): Promise<PricingOption[]> {
    const db = this.deps.db.kysely;
    const product = await this.products.row(db, workspaceId, productId);
    const departureId =
      q.departure === undefined
        ? null
        : parseId(q.departure, 'dept', 'departure', { aliases: ['dep'], allowBareUuid: true });
    const ratePlanId =
      q.ratePlanId === undefined ? null : parseId(q.ratePlanId, 'rate', 'ratePlanId', { allowBareUuid: true });
    const [doc] = await Promise.all([
      this.document(db, workspaceId, product.id),
      departureId ? this.departures.row(db, workspaceId, departureId, product.id) : null,
    ]);
    if (ratePlanId && !doc.plans.some((p) => p.id === ratePlanId)) throw new NotFoundError('Rate plan');
    if (product.pricing_model !== 'per_room') return [];
    const prices = roomPrices(doc, departureId, ratePlanId);
    return doc.categories.flatMap((c) => {
      const price = prices.get(c.key);
      return price
        ? [{ key: c.key, label: c.label, pax: c.pax, amountPerPerson: decimal(price), currency: price.currency }]
        : [];
    });
  }

  /**
   * The lowest per-person amount on offer for each of the product's departures (base plan with its overrides;
   * a departure without any price is left out), for the marketplace's availability preview.
   */
  async lowestPrices(
    workspaceId: string,
    productId: string,
    departureIds: string[],
  ): Promise<Map<string, { amount: number; currency: string }>> {
    const doc = await this.document(this.deps.db.kysely, workspaceId, productId);
    const out = new Map<string, { amount: number; currency: string }>();
    for (const id of departureIds) {
      const from = lowest(roomPrices(doc, id, null).values());
      if (from) out.set(id, { amount: decimal(from), currency: from.currency });
    }
    return out;
  }

  /**
   * A booking's price (bookings' CatalogPort): per_room = Σ rooms quantity × occupancy × amountPerPerson of the
   * room's category; per_person = (adults + children) × the first category's amountPerPerson (infants free);
   * per_group = the first category's amount once; per_option = Σ rooms quantity × the category's amount;
   * per_unit (and per_person booked by units) = Σ units quantity × the unit's amount.
   * Amounts resolve departure override over the rate plan over the base plan. No tax is added.
   */
  async quote(
    workspaceId: string,
    product: Pick<ProductRecord, 'id' | 'pricing_model'>,
    departureId: string,
    req: PriceRequest,
  ): Promise<PriceQuote> {
    const doc = await this.document(this.deps.db.kysely, workspaceId, product.id);
    if (doc.plans.length === 0 || doc.currency === null) throw noPrices();
    if (req.ratePlanId && !doc.plans.some((p) => p.id === req.ratePlanId)) {
      throw new UnprocessableError('UNKNOWN_REFERENCE', 'Rate plan not found', {
        field: 'ratePlanId',
        message: 'no rate plan with this id on the product',
      });
    }
    const model = product.pricing_model;
    let pax: UnitPax | undefined;
    let lines: PriceLine[];
    if (req.units.length > 0 || model === 'per_unit') ({ lines, pax } = unitLines(doc, model, departureId, req));
    else if (model === 'per_room' || model === 'per_option') lines = roomLines(doc, model, departureId, req);
    else lines = [firstCategoryLine(doc, model, departureId, req)];
    const subtotal = lines.reduce((sum, l) => sum + BigInt(l.amountMinor), 0n);
    if (subtotal > BigInt(Number.MAX_SAFE_INTEGER)) throw tooLarge();
    const currency = doc.currency;
    return {
      currency,
      subtotalMinor: Number(subtotal),
      taxMinor: 0,
      totalMinor: Number(subtotal),
      breakdown: {
        pricingModel: model,
        ratePlanId: req.ratePlanId ?? doc.plans[0]!.id,
        departureId,
        currency,
        lines,
        subtotalMinor: Number(subtotal),
      },
      ...(pax ? { pax } : {}),
    };
  }

  /** The product's units, rate plans and a price lookup per departure, read once (availability, OCTO). */
  async unitPricing(
    db: Executor,
    workspaceId: string,
    product: Pick<ProductRecord, 'id' | 'pricing_model'>,
  ): Promise<UnitPricing> {
    const doc = await this.document(db, workspaceId, product.id);
    const model = product.pricing_model;
    const unitTypes = unitTypesOf(doc, model);
    const seated = new Set(unitTypes.filter((u) => !INFANT_TYPES.has(u.type)).map((u) => u.key));
    // Most departures have no override: they share the plan's answer.
    const overridden = new Set(doc.overrides.map((o) => o.departureId));
    const shared = new Map<string | null, ReturnType<UnitPricing['at']>>();
    const compute = (departureId: string | null, ratePlanId: string | null) => {
      const prices = [...unitPricesOf(doc, model, departureId, ratePlanId).values()];
      const units = prices.filter((p) => seated.has(p.unitKey));
      const from = units.length > 0 ? lowest(units) : lowest(roomPrices(doc, departureId, ratePlanId).values());
      return { prices, from: from && { amountMinor: from.amountMinor, currency: from.currency } };
    };
    return {
      currency: doc.currency,
      unitTypes,
      ratePlans: doc.plans.map((p, i) => ({ id: p.id, name: p.name, base: i === 0 })),
      at(departureId, ratePlanId) {
        if (departureId !== null && overridden.has(departureId)) return compute(departureId, ratePlanId);
        let answer = shared.get(ratePlanId);
        if (!answer) shared.set(ratePlanId, (answer = compute(null, ratePlanId)));
        return answer;
      },
    };
  }

  /** Each priced product's lowest base-plan price per person (its "from" price), as a decimal of its currency. */
  async fromPrices(
    workspaceId: string,
    productIds: string[],
  ): Promise<Map<string, { amountPerPerson: number; currency: string }>> {
    const out = new Map<string, { amountPerPerson: number; currency: string }>();
    for (let i = 0; i < productIds.length; i += 500) {
      for (const row of await store.getMany(this.deps.db.kysely, workspaceId, productIds.slice(i, i + 500))) {
        const doc = json.read<PricingDocument>(row.document);
        const base = doc.plans[0];
        // An infant's free ticket is no "from" price.
        const infants = new Set((doc.units ?? []).filter((u) => INFANT_TYPES.has(u.type)).map((u) => u.key));
        const from = lowest<StoredPrice | StoredUnitPrice>([
          ...(base?.prices ?? []),
          ...(base?.unitPrices ?? []).filter((p) => !infants.has(p.unitKey)),
        ]);
        if (from) out.set(row.product_id, { amountPerPerson: decimal(from), currency: from.currency });
      }
    }
    return out;
  }

  private async document(db: Executor, workspaceId: string, productId: string): Promise<PricingDocument> {
    const stored = await store.get(this.deps.db, db, workspaceId, productId);
    return stored ? json.read<PricingDocument>(stored.document) : EMPTY;
  }

  private toPricing(product: ProductRecord, doc: PricingDocument, updatedAt: string | null): Pricing {
    return {
      productId: product.id,
      pricingModel: product.pricing_model,
      roomCategories: doc.categories,
      unitTypes: doc.units ?? [],
      ratePlans: doc.plans.map((plan, i) => ({ id: plan.id, name: plan.name, base: i === 0, ...pricesOut(plan) })),
      departureOverrides: doc.overrides.map((o) => ({
        departureId: o.departureId,
        ratePlanId: o.ratePlanId,
        ...pricesOut(o),
      })),
      updatedAt,
    };
  }

  /** Checks the PUT body against the product (categories, units, plans, its departures, one currency) and stores minor units. */
  private async normalise(db: Executor, product: ProductRecord, body: PutPricingBody): Promise<PricingDocument> {
    const categories = body.roomCategories ?? [];
    const categoryKeys = uniqueKeys(categories, 'roomCategories', 'category');
    const units = (body.unitTypes ?? []).map((u, i): UnitTypeOut => {
      const unit = {
        key: u.key,
        type: u.type,
        label: u.label.trim(),
        minAge: u.minAge ?? null,
        maxAge: u.maxAge ?? null,
        pax: u.pax ?? 1,
        minQuantity: u.minQuantity ?? null,
        maxQuantity: u.maxQuantity ?? null,
      };
      if (unit.minAge !== null && unit.maxAge !== null && unit.minAge > unit.maxAge)
        throw new ValidationError(`unitTypes[${i}].maxAge`, 'must be at least minAge');
      if (unit.minQuantity !== null && unit.maxQuantity !== null && unit.minQuantity > unit.maxQuantity)
        throw new ValidationError(`unitTypes[${i}].maxQuantity`, 'must be at least minQuantity');
      return unit;
    });
    const unitKeys = uniqueKeys(units, 'unitTypes', 'unit type');
    let currency: string | null = product.currency;
    /** One price list (room or unit prices): known keys, each once, every amount in the product's one currency. */
    const priceList = <I extends { currency: string }, O>(
      list: I[],
      at: string,
      o: {
        key: (p: I) => string;
        keyField: string;
        known: Set<string>;
        what: string;
        amount: (p: I) => number;
        amountField: string;
        out: (key: string, amountMinor: number, currency: string) => O;
      },
    ): O[] => {
      const seen = new Set<string>();
      return list.map((p, j) => {
        const path = `${at}[${j}]`;
        checkCurrency(`${path}.currency`, p.currency);
        const amountMinor = toMinorUnits(o.amount(p), p.currency);
        if (amountMinor === null)
          throw new ValidationError(`${path}.${o.amountField}`, `has more decimal places than ${p.currency} allows`);
        const key = o.key(p);
        if (!o.known.has(key))
          throw new UnprocessableError('UNKNOWN_REFERENCE', `Unknown ${o.what}`, {
            field: `${path}.${o.keyField}`,
            message: `no ${o.what} "${key}"`,
          });
        if (seen.has(key)) throw new ValidationError(`${path}.${o.keyField}`, `a second price for "${key}"`);
        seen.add(key);
        if (currency !== null && p.currency !== currency) {
          throw new UnprocessableError('CURRENCY_MISMATCH', 'Currency mismatch', {
            field: `${path}.currency`,
            message: `every price of the product is in ${currency}`,
          });
        }
        currency = p.currency;
        return o.out(key, amountMinor, p.currency);
      });
    };
    const priceSet = (set: { prices?: PriceInput[]; unitPrices?: UnitPriceInput[] }, path: string): PriceSet => ({
      prices: priceList(set.prices ?? [], `${path}.prices`, {
        key: (p) => p.categoryKey,
        keyField: 'categoryKey',
        known: categoryKeys,
        what: 'room category',
        amount: (p) => p.amountPerPerson,
        amountField: 'amountPerPerson',
        out: (categoryKey, amountMinor, cur): StoredPrice => ({ categoryKey, amountMinor, currency: cur }),
      }),
      unitPrices: priceList(set.unitPrices ?? [], `${path}.unitPrices`, {
        key: (p) => p.unitKey,
        keyField: 'unitKey',
        known: unitKeys,
        what: 'unit type',
        amount: (p) => p.amount,
        amountField: 'amount',
        out: (unitKey, amountMinor, cur): StoredUnitPrice => ({ unitKey, amountMinor, currency: cur }),
      }),
    });
    const planIds = new Set<string>();
    const plans = (body.ratePlans ?? []).map((plan, i) => {
      const id = plan.id ?? newId('rate');
      if (planIds.has(id)) throw new ValidationError(`ratePlans[${i}].id`, 'duplicates another rate plan id');
      planIds.add(id);
      return { id, name: plan.name.trim(), ...priceSet(plan, `ratePlans[${i}]`) };
    });
    const pairs = new Set<string>();
    const overrides: PricingDocument['overrides'] = [];
    for (const [i, o] of (body.departureOverrides ?? []).entries()) {
      const departureId = parseId(o.departureId, 'dept', `departureOverrides[${i}].departureId`, { aliases: ['dep'] });
      const ratePlanId = o.ratePlanId ?? null;
      if (ratePlanId !== null && !planIds.has(ratePlanId)) {
        throw new UnprocessableError('UNKNOWN_REFERENCE', 'Unknown rate plan', {
          field: `departureOverrides[${i}].ratePlanId`,
          message: 'must be the id of one of ratePlans',
        });
      }
      if (pairs.has(`${departureId} ${ratePlanId}`))
        throw new ValidationError(`departureOverrides[${i}]`, 'a second override for this departure and rate plan');
      pairs.add(`${departureId} ${ratePlanId}`);
      await this.departures.row(db, product.workspace_id, departureId, product.id).catch((err: unknown) => {
        if (err instanceof NotFoundError)
          throw new UnprocessableError('UNKNOWN_REFERENCE', 'Unknown departure', {
            field: `departureOverrides[${i}].departureId`,
            message: 'no departure of this product with this id',
          });
        throw err;
      });
      overrides.push({ departureId, ratePlanId, ...priceSet(o, `departureOverrides[${i}]`) });
    }
    if (overrides.length > 0 && plans.length === 0)
      throw new UnprocessableError('UNPROCESSABLE', 'Overrides need a rate plan', {
        field: 'ratePlans',
        message: 'departure overrides refine rate plans: send at least one',
      });
    return {
      currency: plans.length > 0 ? currency : null,
      categories: categories.map((c) => ({ key: c.key, label: c.label.trim(), pax: c.pax })),
      units,
      plans,
      overrides,
    };
  }
}

/** The keys of a list (400 naming the second of a duplicate). */
function uniqueKeys(list: Array<{ key: string }>, path: string, what: string): Set<string> {
  const keys = new Set<string>();
  list.forEach((c, i) => {
    if (keys.has(c.key)) throw new ValidationError(`${path}[${i}].key`, `duplicates the ${what} "${c.key}"`);
    keys.add(c.key);
  });
  return keys;
}

/**
 * Key → price of one kind (room prices or unit prices) for a departure (or none) and a rate plan (or the base):
 * base, then plan, then the departure's plan-less override, then its override for the plan.
 */
function resolve<P>(
  doc: PricingDocument,
  departureId: string | null,
  ratePlanId: string | null,
  list: (s: PriceSet) => P[] | undefined,
  key: (p: P) => string,
): Map<string, P> {
  const base = doc.plans[0];
  const plan = ratePlanId ? doc.plans.find((p) => p.id === ratePlanId) : base;
  const out = new Map<string, P>();
  const apply = (set: PriceSet | undefined) => (set ? list(set) : undefined)?.forEach((p) => out.set(key(p), p));
  apply(base);
  if (plan !== base) apply(plan);
  if (departureId) {
    apply(doc.overrides.find((o) => o.departureId === departureId && o.ratePlanId === null));
    if (plan) apply(doc.overrides.find((o) => o.departureId === departureId && o.ratePlanId === plan.id));
  }
  return out;
}

const roomPrices = (doc: PricingDocument, departureId: string | null, ratePlanId: string | null) =>
  resolve(
    doc,
    departureId,
    ratePlanId,
    (s) => s.prices,
    (p) => p.categoryKey,
  );

const noPrices = () =>
  new UnprocessableError('NO_PRICES', 'The product has no prices', {
    field: 'productId',
    message: 'set its pricing first',
  });
const tooLarge = (field = 'rooms') =>
  new UnprocessableError('PRICE_TOO_LARGE', 'Price too large', {
    field,
    message: 'the total exceeds the largest amount the service handles',
  });

/** per_room / per_option: one line per room request. */
function roomLines(doc: PricingDocument, model: string, departureId: string, req: PriceRequest): PriceLine[] {
  if (req.rooms.length === 0)
    throw new UnprocessableError('PRICING_MODEL_MISMATCH', 'Rooms are required', {
      field: 'rooms',
      message: `the product is priced ${model}: send rooms with categoryKey, occupancy and quantity`,
    });
  const prices = roomPrices(doc, departureId, req.ratePlanId);
  const categories = new Map(doc.categories.map((c) => [c.key, c]));
  return req.rooms.map((room, i) => {
    const category = categories.get(room.categoryKey);
    if (!category)
      throw new UnprocessableError('UNKNOWN_REFERENCE', 'Unknown room category', {
        field: `rooms[${i}].categoryKey`,
        message: `the product has no category "${room.categoryKey}"`,
      });
    if (model === 'per_room' && room.occupancy > category.pax) {
      throw new UnprocessableError('INVALID_PARTY', 'Room over its occupancy', {
        field: `rooms[${i}].occupancy`,
        message: `"${category.key}" holds at most ${category.pax}`,
      });
    }
    const price = prices.get(room.categoryKey);
    if (!price)
      throw new UnprocessableError('NO_PRICES', 'No price for this category', {
        field: `rooms[${i}].categoryKey`,
        message: `the product has no price for "${room.categoryKey}"`,
      });
    const perRoom = model === 'per_room' ? room.occupancy : 1;
    return line(
      { label: category.label, categoryKey: category.key },
      room.quantity,
      model === 'per_room' ? room.occupancy : null,
      price.amountMinor,
      room.quantity * perRoom,
    );
  });
}

/** per_person / per_group: the first category's price, per traveller taking a seat or once. */
function firstCategoryLine(doc: PricingDocument, model: string, departureId: string, req: PriceRequest): PriceLine {
  const first = doc.categories[0];
  if (!first) throw noPrices();
  const price = roomPrices(doc, departureId, req.ratePlanId).get(first.key);
  if (!price)
    throw new UnprocessableError('NO_PRICES', 'No price for this category', {
      field: 'productId',
      message: `the product has no price for "${first.key}"`,
    });
  const people = model === 'per_group' ? 1 : req.paxAdults + req.paxChildren;
  return line({ label: first.label, categoryKey: first.key }, people, null, price.amountMinor, people);
}

/**
 * Bookings by units: one line per unit request, each unit type within its min/max per booking, and the travellers
 * the units stand for (children and infants by type, everyone else adults; × the unit's pax).
 */
function unitLines(
  doc: PricingDocument,
  model: string,
  departureId: string,
  req: PriceRequest,
): { lines: PriceLine[]; pax: UnitPax } {
  const types = new Map(unitTypesOf(doc, model).map((u) => [u.key, u]));
  if (types.size === 0)
    throw new UnprocessableError('PRICING_MODEL_MISMATCH', 'The product is not sold by units', {
      field: 'units',
      message: `the product is priced ${model}: send ${model === 'per_room' || model === 'per_option' ? 'rooms' : 'paxAdults and paxChildren'} instead`,
    });
  if (req.units.length === 0)
    throw new UnprocessableError('PRICING_MODEL_MISMATCH', 'Units are required', {
      field: 'units',
      message: `the product is priced per unit: send units with unitKey and quantity (${[...types.keys()].join(', ')})`,
    });
  const prices = unitPricesOf(doc, model, departureId, req.ratePlanId);
  const pax: UnitPax = { adults: 0, children: 0, infants: 0 };
  const seen = new Set<string>();
  const lines = req.units.map((u, i) => {
    const type = types.get(u.unitKey);
    if (!type)
      throw new UnprocessableError('UNKNOWN_REFERENCE', 'Unknown unit', {
        field: `units[${i}].unitKey`,
        message: `the product has no unit "${u.unitKey}" (${[...types.keys()].join(', ')})`,
      });
    if (seen.has(u.unitKey)) throw new ValidationError(`units[${i}].unitKey`, `a second entry for "${u.unitKey}"`);
    seen.add(u.unitKey);
    if (type.minQuantity !== null && u.quantity < type.minQuantity)
      throw new UnprocessableError('INVALID_PARTY', 'Too few of this unit', {
        field: `units[${i}].quantity`,
        message: `at least ${type.minQuantity} "${u.unitKey}" per booking`,
      });
    if (type.maxQuantity !== null && u.quantity > type.maxQuantity)
      throw new UnprocessableError('INVALID_PARTY', 'Too many of this unit', {
        field: `units[${i}].quantity`,
        message: `at most ${type.maxQuantity} "${u.unitKey}" per booking`,
      });
    const price = prices.get(u.unitKey);
    if (!price)
      throw new UnprocessableError('NO_PRICES', 'No price for this unit', {
        field: `units[${i}].unitKey`,
        message: `the product has no price for "${u.unitKey}"`,
      });
    const people = u.quantity * type.pax;
    if (INFANT_TYPES.has(type.type)) pax.infants += people;
    else if (CHILD_TYPES.has(type.type)) pax.children += people;
    else pax.adults += people;
    return line({ label: type.label, unitKey: type.key }, u.quantity, null, price.amountMinor, u.quantity, 'units');
  });
  // A per_person product's units are its pax fields by another name: the same travellers, the same rules.
  if (model === 'per_person') {
    if (pax.adults < 1)
      throw new UnprocessableError('INVALID_PARTY', 'A booking needs at least one adult', {
        field: 'units',
        message: 'add an adult unit',
      });
    if (pax.infants > pax.adults)
      throw new UnprocessableError('INVALID_PARTY', 'Too many infants', {
        field: 'units',
        message: 'each infant travels with an adult: at most as many infants as adults',
      });
  }
  return { lines, pax };
}

function line(
  what: { label: string; categoryKey?: string; unitKey?: string },
  quantity: number,
  occupancy: number | null,
  unitAmountMinor: number,
  units: number,
  field = 'rooms',
): PriceLine {
  const amount = BigInt(unitAmountMinor) * BigInt(units);
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw tooLarge(field);
  return { ...what, quantity, occupancy, unitAmountMinor, amountMinor: Number(amount) };
}

/** A 404 of a referenced record as the booking-side 404 naming the field. */
export function notFoundAs(field: string) {
  return (err: unknown): never => {
    if (err instanceof NotFoundError)
      throw new AppError(404, 'NOT_FOUND', err.message, {
        details: { field, message: 'no such record in the workspace' },
      });
    throw err;
  };
}
