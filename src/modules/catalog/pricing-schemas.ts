// Request and response schemas of a product's pricing: room categories, rate plans (the first is the base) and
// per-departure overrides, replaced as a whole by PUT; and the spec's pricing options.
import Type, { type Static } from 'typebox';
import { CurrencyCode, Nullable, PrefixedId } from '../../platform/http/schemas.js';

const CategoryKey = Type.String({ pattern: '^[A-Za-z0-9_-]+$', minLength: 1, maxLength: 40 });
const Currency = CurrencyCode();

const Price = Type.Object({
  categoryKey: CategoryKey,
  /** Decimal amount in major units (499.5 EUR); stored as integer minor units. */
  amountPerPerson: Type.Number({ minimum: 0, maximum: 100_000_000 }),
  currency: Currency,
});
export type PriceInput = Static<typeof Price>;

const RoomCategory = Type.Object({
  key: CategoryKey,
  label: Type.String({ minLength: 1, maxLength: 100 }),
  /** Occupancy of the room: how many people it holds at most. */
  pax: Type.Integer({ minimum: 1, maximum: 50 }),
});

export const PutPricingBody = Type.Object({
  roomCategories: Type.Optional(Type.Array(RoomCategory, { maxItems: 50 })),
  ratePlans: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.Optional(PrefixedId('rate')),
        name: Type.String({ minLength: 1, maxLength: 100 }),
        prices: Type.Array(Price, { maxItems: 50 }),
      }),
      { maxItems: 20 },
    ),
  ),
  departureOverrides: Type.Optional(
    Type.Array(
      Type.Object({
        departureId: PrefixedId('dept', ['dep']),
        ratePlanId: Type.Optional(Nullable(PrefixedId('rate'))),
        prices: Type.Array(Price, { maxItems: 50 }),
      }),
      { maxItems: 500 },
    ),
  ),
});
export type PutPricingBody = Static<typeof PutPricingBody>;

const PriceOut = Type.Object({ categoryKey: Type.String(), amountPerPerson: Type.Number(), currency: Type.String() });

export const Pricing = Type.Object({
  productId: Type.String(),
  pricingModel: Type.String(),
  roomCategories: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), pax: Type.Integer() })),
  ratePlans: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), base: Type.Boolean(), prices: Type.Array(PriceOut) })),
  departureOverrides: Type.Array(Type.Object({ departureId: Type.String(), ratePlanId: Nullable(Type.String()), prices: Type.Array(PriceOut) })),
  updatedAt: Nullable(Type.String()),
});
export type Pricing = Static<typeof Pricing>;

export const PricingOption = Type.Object({
  key: Type.String(),
  label: Type.String(),
  pax: Type.Integer(),
  amountPerPerson: Type.Number(),
  currency: Type.String(),
});
export type PricingOption = Static<typeof PricingOption>;

export const PricingOptionsQuery = Type.Object({
  departure: Type.Optional(Type.String({ maxLength: 60, description: 'departure id (dept_… or dep_…)' })),
  ratePlanId: Type.Optional(Type.String({ maxLength: 60, description: 'rate plan id (rate_…)' })),
});
