// Request and response schemas of products. Bodies accept camelCase and snake_case keys, like organizations.
import Type, { type Static } from 'typebox';
import { Component, CurrencyCode, Nullable, PrefixedId } from '../../platform/http/schemas.js';
import { SLUG_PATTERN } from '../../platform/slug.js';

export const PRODUCT_TYPES = ['tour', 'experience', 'hotel', 'package', 'transfer', 'car_rental', 'flight'] as const;
export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
export const PRICING_MODELS = ['per_room', 'per_person', 'per_group', 'per_option', 'per_unit'] as const;
export const PRODUCT_SOURCES = ['owned', 'marketplace'] as const;
export type PricingModel = (typeof PRICING_MODELS)[number];

export const Location = Type.Object({
  city: Type.Optional(Type.String({ maxLength: 100 })),
  region: Type.Optional(Type.String({ maxLength: 100 })),
  country: Type.Optional(Type.String({ minLength: 2, maxLength: 2 })),
  address: Type.Optional(Type.String({ maxLength: 300 })),
  coordinates: Type.Optional(
    Type.Object({ lat: Type.Number({ minimum: -90, maximum: 90 }), lng: Type.Number({ minimum: -180, maximum: 180 }) }),
  ),
});
export type Location = Static<typeof Location>;

const Currency = CurrencyCode();
const DurationDays = Type.Integer({ minimum: 0, maximum: 3650 });
const Slug = Type.String({ pattern: SLUG_PATTERN, maxLength: 100 });

/** The most images one product shows. */
export const MAX_PRODUCT_MEDIA = 20;

export const ProductMediaInput = Type.Array(
  Type.Object({
    fileId: PrefixedId('gal_file'),
    altText: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  }),
  {
    maxItems: MAX_PRODUCT_MEDIA,
    description:
      "The product's images, in order (the first is its card image): images of the workspace's gallery. Replaces the product's images; `[]` removes them.",
  },
);
export type ProductMediaInput = Static<typeof ProductMediaInput>;

export const ProductMedia = Type.Object({
  fileId: Type.String({ description: 'gal_file_… id' }),
  type: Type.Literal('image'),
  mimeType: Type.String(),
  altText: Nullable(Type.String()),
  url: Type.String({ description: 'Where its bytes are (`GET /v1/gallery/download/{id}`, with the API key)' }),
});
export type ProductMedia = Static<typeof ProductMedia>;

const fields = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  slug: Slug,
  description: Nullable(Type.String({ maxLength: 20000 })),
  summary: Nullable(Type.String({ maxLength: 1000 })),
  status: Type.Enum([...PRODUCT_STATUSES]),
  type: Nullable(Type.Enum([...PRODUCT_TYPES])),
  category: Nullable(Type.String({ minLength: 1, maxLength: 100 })),
  currency: Nullable(Currency),
  durationDays: Nullable(DurationDays),
  duration_days: Nullable(DurationDays),
  location: Nullable(Location),
  pricingModel: Type.Enum([...PRICING_MODELS]),
  pricing_model: Type.Enum([...PRICING_MODELS]),
  /** Tag names or slugs; a name not seen before becomes a new tag. Replaces the product's tags. */
  tags: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 }),
  media: ProductMediaInput,
};

export const UpdateProductBody = Type.Partial(Type.Object(fields), {
  examples: [
    {
      status: 'active',
      summary: 'Four days among the castles and fortified churches of Transylvania.',
      tags: ['castles', 'culture'],
    },
  ],
});
export type UpdateProductBody = Static<typeof UpdateProductBody>;

export const CreateProductBody = Type.Object(
  { ...UpdateProductBody.properties, title: fields.title },
  {
    examples: [
      {
        title: 'Transylvania Castles Tour',
        type: 'tour',
        category: 'Cultural tours',
        status: 'active',
        currency: 'EUR',
        pricingModel: 'per_person',
        durationDays: 4,
        summary: 'Four days among the castles and fortified churches of Transylvania.',
        location: { city: 'Brașov', country: 'RO', coordinates: { lat: 45.6427, lng: 25.5887 } },
        tags: ['castles', 'culture'],
      },
    ],
  },
);
export type CreateProductBody = Static<typeof CreateProductBody>;

export const Product = Component(
  'Product',
  Type.Object(
    {
      id: Type.String({ description: 'prod_… id' }),
      source: Type.Enum([...PRODUCT_SOURCES]),
      providerId: Type.Optional(Type.String()),
      externalProductId: Type.Optional(Type.String()),
      title: Type.String(),
      slug: Type.String(),
      description: Nullable(Type.String()),
      summary: Nullable(Type.String()),
      status: Type.String(),
      type: Nullable(Type.String()),
      category: Nullable(Type.String()),
      currency: Nullable(Type.String()),
      durationDays: Nullable(Type.Integer()),
      location: Nullable(Location),
      pricingModel: Type.String(),
      /** Slugs of the product's tags, alphabetical. */
      tags: Type.Array(Type.String()),
      /** Its images, in order. */
      media: Type.Array(ProductMedia),
      createdAt: Type.String(),
      updatedAt: Type.String(),
    },
    {
      description:
        "A product of the catalog: the workspace's own (`source: owned`) or a marketplace product it enabled (`source: marketplace`, with its provider).",
    },
  ),
);
export type Product = Static<typeof Product>;

export const ProductListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  source: Type.Optional(Type.Enum([...PRODUCT_SOURCES])),
  status: Type.Optional(Type.Enum([...PRODUCT_STATUSES])),
  type: Type.Optional(Type.Enum([...PRODUCT_TYPES])),
  category: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  tags: Type.Optional(
    Type.String({ maxLength: 1000, description: 'comma-separated tag slugs: products carrying at least one' }),
  ),
});
export type ProductListQuery = Static<typeof ProductListQuery>;

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/** `:id` of a product: `prod_<uuid>` or the bare UUID (the spec describes the pricing endpoint's id as a UUID). */
export const ProductIdParams = Type.Object({
  id: Type.String({ pattern: `^(prod_)?${UUID}$`, description: 'prod_… id or its bare UUID' }),
});

/** `:id` of a product read: the id (either form) or the workspace's slug. */
export const ProductIdOrSlugParams = Type.Object({
  id: Type.String({
    pattern: `^(prod_)?${UUID}$|${SLUG_PATTERN}`,
    maxLength: 100,
    description: 'prod_… id, bare UUID or slug',
  }),
});
