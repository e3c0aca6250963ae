// Request and response schemas of collections. Field names follow the spec (`sort_strategy`, snake_case).
import Type, { type Static } from 'typebox';
import { ListQuery } from '../../platform/http/pagination.js';
import { Component, Nullable, PrefixedId } from '../../platform/http/schemas.js';
import { SLUG_PATTERN } from '../../platform/slug.js';
import { PRODUCT_STATUSES } from '../catalog/product-schemas.js';

export const COLLECTION_TYPES = ['manual', 'smart'] as const;
export const COLLECTION_STATUSES = ['draft', 'active', 'archived'] as const;
export const SORT_STRATEGIES = ['manual', 'title', 'newest', 'price'] as const;
export type CollectionType = (typeof COLLECTION_TYPES)[number];
export type SortStrategy = (typeof SORT_STRATEGIES)[number];

export const MAX_MANUAL_PRODUCTS = 1000;

const Key = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[a-z0-9][a-z0-9_-]*$',
  description: 'lower-case letters, digits, - and _',
});
const Name = Type.String({ minLength: 1, maxLength: 200 });
const Slug = Type.String({ pattern: SLUG_PATTERN, maxLength: 100 });
export const Locale = Type.String({
  pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?$',
  description: 'e.g. en, ro, en-GB',
});
const Tag = Type.String({ minLength: 1, maxLength: 100 });

const TagRule = Type.Object({ tag: Tag });
/** A smart collection leaves out products that carry `tag`, or the product `productId`. */
const ExcludeRule = Type.Object({ tag: Type.Optional(Tag), productId: Type.Optional(PrefixedId('prod')) });

export const Definition = Type.Object({
  /** manual: the members, in order. */
  productIds: Type.Optional(Type.Array(PrefixedId('prod'), { maxItems: MAX_MANUAL_PRODUCTS })),
  /** smart: products carrying any (`match: any`, default) or all (`match: all`) of these tags. */
  include: Type.Optional(Type.Array(TagRule, { maxItems: 50 })),
  exclude: Type.Optional(Type.Array(ExcludeRule, { maxItems: 500 })),
  match: Type.Optional(Type.Enum(['any', 'all'])),
});
export type Definition = Static<typeof Definition>;

const baseFields = {
  key: Key,
  name: Name,
  type: Type.Enum([...COLLECTION_TYPES]),
  status: Type.Enum([...COLLECTION_STATUSES]),
  sort_strategy: Type.Enum([...SORT_STRATEGIES]),
  definition: Definition,
};

export const TranslationBody = Type.Object(
  { name: Name, slug: Type.Optional(Slug) },
  { examples: [{ name: 'Castele din Transilvania', slug: 'castele-transilvania' }] },
);
export type TranslationBody = Static<typeof TranslationBody>;

export const CreateCollectionBody = Type.Object(
  {
    base: Type.Object({ ...Type.Partial(Type.Object(baseFields)).properties, name: Name }),
    translation: Type.Optional(Type.Object({ locale: Locale, ...TranslationBody.properties })),
  },
  {
    examples: [
      {
        base: {
          key: 'castles',
          name: 'Castles of Transylvania',
          type: 'smart',
          status: 'active',
          sort_strategy: 'title',
          definition: { include: [{ tag: 'castles' }], match: 'any' },
        },
        translation: { locale: 'en', name: 'Castles of Transylvania', slug: 'castles-of-transylvania' },
      },
      {
        base: {
          key: 'summer-picks',
          name: 'Summer picks',
          type: 'manual',
          sort_strategy: 'manual',
          definition: { productIds: ['prod_0192f0c4-5a6b-7c3d-8e9f-0a1b2c3d4e5f'] },
        },
      },
    ],
  },
);
export type CreateCollectionBody = Static<typeof CreateCollectionBody>;

export const UpdateCollectionBody = Type.Partial(Type.Object(baseFields), { examples: [{ status: 'archived' }] });
export type UpdateCollectionBody = Static<typeof UpdateCollectionBody>;

export const Translation = Type.Object({ locale: Type.String(), name: Type.String(), slug: Type.String() });
export type Translation = Static<typeof Translation>;

export const Collection = Component(
  'Collection',
  Type.Object(
    {
      id: Type.String({ description: 'col_… id' }),
      key: Type.String(),
      name: Type.String(),
      type: Type.String(),
      status: Type.String(),
      sort_strategy: Type.String(),
      definition: Definition,
      /** The requested locale's translation (`?locale=`), else the first one made; null when there is none. */
      translation: Nullable(Translation),
      translations: Type.Array(Translation),
      created_at: Type.String(),
      updated_at: Type.String(),
    },
    { description: 'A curated (`manual`) or tag-driven (`smart`) list of products, with its translations.' },
  ),
);
export type Collection = Static<typeof Collection>;

export const Created = Type.Object({ id: Type.String(), key: Type.String(), status: Type.String() });

export const LocaleQuery = Type.Object({ locale: Type.Optional(Locale) });

export const CollectionListQuery = Type.Object({
  type: Type.Optional(Type.Enum([...COLLECTION_TYPES])),
  status: Type.Optional(Type.Enum([...COLLECTION_STATUSES])),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  locale: Type.Optional(Locale),
});

/** Members come in the collection's own order: paging and a product status filter, no `sort`. */
export const MembersQuery = Type.Object({
  limit: ListQuery.properties.limit,
  offset: ListQuery.properties.offset,
  status: Type.Optional(Type.Enum([...PRODUCT_STATUSES])),
});
export type MembersQuery = Static<typeof MembersQuery>;
