// Request and response schemas of a product's pricing: room categories, rate plans (the first is the base) and
// per-departure overrides, replaced as a whole by PUT; and the spec's pricing options.
import Type, { type Static } from 'typebox';
import { Component, CurrencyCode, Nullable, PrefixedId } from '../../platform/http/schemas.js';

const CategoryKey = Type.String({ pattern: '^[A-Za-z0-9_-]+$', minLength: 1, maxLength: 40 });
const Currency = CurrencyCode();

const Price = Type.Object({
  categoryKey: CategoryKey,
  /** Decimal amount in major units (499.5 EUR); stored as integer minor units. */
  amountPerPerson: Type.Number({ minimum: 0, maximum: 100_000_000 }),
  currency: Currency,
});
export type PriceInput = Static<typeof Price>;

/** What a unit stands for (OCTO's unit types); `custom` for anything else. */
export const UNIT_TYPES = ['adult', 'child', 'infant', 'youth', 'senior', 'student', 'family', 'custom'] as const;
export type UnitKind = (typeof UNIT_TYPES)[number];

const UnitPrice = Type.Object({
  unitKey: CategoryKey,
  /** Decimal amount in major units per unit (49.5 EUR); stored as integer minor units. */
  amount: Type.Number({ minimum: 0, maximum: 100_000_000 }),
  currency: Currency,
});
export type UnitPriceInput = Static<typeof UnitPrice>;
const UnitPrices = Type.Array(UnitPrice, { maxItems: 20 });

const Age = Type.Integer({ minimum: 0, maximum: 120 });
const UnitType = Type.Object({
  key: CategoryKey,
  type: Type.Enum([...UNIT_TYPES]),
  label: Type.String({ minLength: 1, maxLength: 100 }),
  minAge: Type.Optional(Nullable(Age)),
  maxAge: Type.Optional(Nullable(Age)),
  /** People one unit stands for (a family ticket for 4); each takes a seat, except infants'. */
  pax: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 1 })),
  /** Fewest and most of this unit in one booking (when it has any of it). */
  minQuantity: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 500 }))),
  maxQuantity: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 500 }))),
});

const RoomCategory = Type.Object({
  key: CategoryKey,
  label: Type.String({ minLength: 1, maxLength: 100 }),
  /** Occupancy of the room: how many people it holds at most. */
  pax: Type.Integer({ minimum: 1, maximum: 50 }),
});

export const PutPricingBody = Type.Object(
  {
    roomCategories: Type.Optional(Type.Array(RoomCategory, { maxItems: 50 })),
    unitTypes: Type.Optional(Type.Array(UnitType, { maxItems: 20 })),
    ratePlans: Type.Optional(
      Type.Array(
        Type.Object({
          id: Type.Optional(PrefixedId('rate')),
          name: Type.String({ minLength: 1, maxLength: 100 }),
          prices: Type.Optional(Type.Array(Price, { maxItems: 50 })),
          unitPrices: Type.Optional(UnitPrices),
        }),
        { maxItems: 20 },
      ),
    ),
    departureOverrides: Type.Optional(
      Type.Array(
        Type.Object({
          departureId: PrefixedId('dept', ['dep']),
          ratePlanId: Type.Optional(Nullable(PrefixedId('rate'))),
          prices: Type.Optional(Type.Array(Price, { maxItems: 50 })),
          unitPrices: Type.Optional(UnitPrices),
        }),
        { maxItems: 500 },
      ),
    ),
  },
  {
    examples: [
      {
        roomCategories: [
          { key: 'double', label: 'Double room', pax: 2 },
          { key: 'single', label: 'Single room', pax: 1 },
        ],
        ratePlans: [
          {
            name: 'Standard',
            prices: [
              { categoryKey: 'double', amountPerPerson: 490, currency: 'EUR' },
              { categoryKey: 'single', amountPerPerson: 640, currency: 'EUR' },
            ],
          },
          {
            name: 'Early booking',
            prices: [
              { categoryKey: 'double', amountPerPerson: 445, currency: 'EUR' },
              { categoryKey: 'single', amountPerPerson: 595, currency: 'EUR' },
            ],
          },
        ],
        departureOverrides: [
          {
            departureId: 'dept_0192f0c4-5a6b-7c3d-8e9f-0a1b2c3d4e5f',
            prices: [{ categoryKey: 'double', amountPerPerson: 520, currency: 'EUR' }],
          },
        ],
      },
    ],
  },
);
export type PutPricingBody = Static<typeof PutPricingBody>;

const PriceOut = Type.Object({ categoryKey: Type.String(), amountPerPerson: Type.Number(), currency: Type.String() });
const UnitPriceOut = Type.Object({ unitKey: Type.String(), amount: Type.Number(), currency: Type.String() });
export const UnitTypeOut = Type.Object({
  key: Type.String(),
  type: Type.Enum([...UNIT_TYPES]),
  label: Type.String(),
  minAge: Nullable(Type.Integer()),
  maxAge: Nullable(Type.Integer()),
  pax: Type.Integer(),
  minQuantity: Nullable(Type.Integer()),
  maxQuantity: Nullable(Type.Integer()),
});
export type UnitTypeOut = Static<typeof UnitTypeOut>;

export const Pricing = Component(
  'ProductPricing',
  Type.Object(
    {
      productId: Type.String(),
      pricingModel: Type.String(),
      roomCategories: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), pax: Type.Integer() })),
      unitTypes: Type.Array(UnitTypeOut),
      ratePlans: Type.Array(
        Type.Object({
          id: Type.String(),
          name: Type.String(),
          base: Type.Boolean(),
          prices: Type.Array(PriceOut),
          unitPrices: Type.Array(UnitPriceOut),
        }),
      ),
      departureOverrides: Type.Array(
        Type.Object({
          departureId: Type.String(),
          ratePlanId: Nullable(Type.String()),
          prices: Type.Array(PriceOut),
          unitPrices: Type.Array(UnitPriceOut),
        }),
      ),
      updatedAt: Nullable(Type.String()),
    },
    {
      description:
        "A product's pricing: room categories and unit types, rate plans (the first is the base, `base: true`) and per-departure overrides. Room amounts are decimal major units per person, unit amounts per unit.",
    },
  ),
);
export type Pricing = Static<typeof Pricing>;

export const PricingOption = Component(
  'PricingOption',
  Type.Object(
    {
      key: Type.String(),
      label: Type.String(),
      pax: Type.Integer(),
      amountPerPerson: Type.Number(),
      currency: Type.String(),
    },
    { description: 'A room category with its price per person for a departure and rate plan.' },
  ),
);
export type PricingOption = Static<typeof PricingOption>;

export const PricingOptionsQuery = Type.Object({
  departure: Type.Optional(Type.String({ maxLength: 60, description: 'departure id (dept_… or dep_…)' })),
  ratePlanId: Type.Optional(Type.String({ maxLength: 60, description: 'rate plan id (rate_…)' })),
});
