// Request and response schemas of the marketplace, and the feed file a `feed` provider imports.
import Type, { type Static } from 'typebox';
import { Component, JsonObject, Nullable } from '../../platform/http/schemas.js';

/** The product types of the catalog (reference facts §4); a marketplace product's `kind` is one of them. */
export const PRODUCT_KINDS = ['tour', 'experience', 'hotel', 'package', 'transfer', 'car_rental', 'flight'] as const;
export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;

export const Media = Type.Object({
  type: Type.String({ minLength: 1, maxLength: 32 }),
  url: Type.String({ format: 'uri', maxLength: 2000 }),
  alt: Type.Optional(Type.String({ maxLength: 500 })),
});
export type Media = Static<typeof Media>;

/** One product of a feed file (`provider import --file`). */
export const FeedProduct = Type.Object({
  externalProductId: Type.String({ minLength: 1, maxLength: 200 }),
  title: Type.String({ minLength: 1, maxLength: 500 }),
  description: Type.Optional(Nullable(Type.String({ maxLength: 20_000 }))),
  kind: Type.Enum(PRODUCT_KINDS),
  status: Type.Optional(Type.Enum(PRODUCT_STATUSES)),
  media: Type.Optional(Type.Array(Media, { maxItems: 50 })),
  attributes: Type.Optional(JsonObject),
});
export type FeedProduct = Static<typeof FeedProduct>;

export const FeedFile = Type.Object({ products: Type.Array(FeedProduct, { maxItems: 10_000 }) });
export type FeedFile = Static<typeof FeedFile>;

export const AccessVia = Type.Enum(['connection', 'grant']);

export const Provider = Component(
  'MarketplaceProvider',
  Type.Object(
    {
      id: Type.String({ description: 'prov_… id' }),
      name: Type.String(),
      kind: Type.Enum(['workspace', 'feed']),
      /** Whether GET …/availability answers for this provider's products (501 otherwise). */
      supportsAvailability: Type.Boolean(),
      /** How this workspace reaches the provider. */
      access: Type.Array(AccessVia),
      createdAt: Type.String(),
    },
    {
      description:
        'A provider of marketplace products (another workspace, or an imported feed) and how this workspace reaches it.',
    },
  ),
);
export type Provider = Static<typeof Provider>;

export const MarketplaceProduct = Component(
  'MarketplaceProduct',
  Type.Object(
    {
      id: Type.String({ description: 'mp_prod_… id' }),
      providerId: Type.String(),
      externalProductId: Type.String(),
      title: Type.String(),
      description: Nullable(Type.String()),
      kind: Nullable(Type.String()),
      status: Type.String(),
      media: Type.Array(Media),
      attributes: JsonObject,
      /** Whether this workspace has enabled the product (it then appears in GET /v1/products). */
      enabled: Type.Boolean(),
      enabledAt: Nullable(Type.String()),
      /** While enabled: the workspace's catalog product (source `marketplace`) that lists it, e.g. for bookings. */
      catalogProductId: Nullable(Type.String()),
      createdAt: Type.String(),
      updatedAt: Type.String(),
    },
    {
      description:
        'A product a provider offers on the marketplace, and whether this workspace has enabled it into its catalog.',
    },
  ),
);
export type MarketplaceProduct = Static<typeof MarketplaceProduct>;

export const ProductListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  providerId: Type.Optional(Type.String({ pattern: '^prov_[0-9a-fA-F-]{36}$', description: 'prov_… id' })),
  type: Type.Optional(Type.Enum(PRODUCT_KINDS)),
  enabled: Type.Optional(Type.Boolean()),
});

const DATE = { format: 'date', description: 'YYYY-MM-DD' } as const;
export const AvailabilityQuery = Type.Object({
  from: Type.Optional(Type.String(DATE)),
  to: Type.Optional(Type.String(DATE)),
});

export const DepartureAvailability = Type.Object({
  departureId: Type.String(),
  startAt: Nullable(Type.String()),
  endAt: Nullable(Type.String()),
  date: Nullable(Type.String()),
  status: Type.String(),
  capacity: Nullable(Type.Integer()),
  remaining: Nullable(Type.Integer()),
  /** The lowest per-person price on offer for the departure, or null when it has no price. */
  priceFrom: Nullable(Type.Object({ amount: Type.Number(), currency: Type.String() })),
});
export type DepartureAvailability = Static<typeof DepartureAvailability>;

export const Availability = Component(
  'MarketplaceAvailability',
  Type.Object(
    {
      productId: Type.String(),
      providerId: Type.String(),
      from: Type.String(),
      to: Type.String(),
      departures: Type.Array(DepartureAvailability),
    },
    { description: "A marketplace product's departures in a date range, read live from its provider." },
  ),
);
export type Availability = Static<typeof Availability>;
