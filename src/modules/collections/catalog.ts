// What collections need from the catalog, answered by the catalog's own services (never its tables): products by
// id, their order by title, age or price, and the members of a smart collection's tag rules.
import type { Executor } from '../../platform/db/index.js';
import { UnprocessableError } from '../../platform/errors.js';
import type { Page } from '../../platform/http/pagination.js';
import type { CatalogServices } from '../catalog/module.js';
import type { Product } from '../catalog/product-schemas.js';
import { tagSlugOf } from '../catalog/tag-service.js';
import type { SortStrategy } from './schemas.js';

export interface SmartRules {
  /** Tags a member carries: any of them (`match: any`) or all of them (`match: all`). */
  include: string[];
  match: 'any' | 'all';
  excludeTags: string[];
  excludeProductIds: string[];
}

export type MemberOrder = Exclude<SortStrategy, 'manual'>;

export interface CollectionCatalog {
  /** The workspace's products among `ids`, in the order of `ids` (unknown ids left out). */
  productsByIds(workspaceId: string, ids: string[], db?: Executor): Promise<Product[]>;
  /** `products` in `order`: title A–Z, newest first, or lowest base price first (unpriced last). */
  order(workspaceId: string, products: Product[], order: MemberOrder): Promise<Product[]>;
  /** One page of the products a smart collection's rules select, in `order`, and how many there are. */
  smartMembers(
    workspaceId: string,
    rules: SmartRules,
    order: MemberOrder,
    page: Page,
    status?: string,
  ): Promise<{ items: Product[]; total: number }>;
}

const byId = (a: Product, b: Product) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
export const ORDERS: Record<Exclude<MemberOrder, 'price'>, (a: Product, b: Product) => number> = {
  title: (a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : byId(a, b)),
  newest: (a, b) => (a.createdAt > b.createdAt ? -1 : a.createdAt < b.createdAt ? 1 : -byId(a, b)),
};

/** Price order is computed over the members in memory: a smart collection sorted by price holds at most this many. */
export const MAX_PRICE_ORDERED = 5000;

const SQL_ORDER = {
  title: { column: 'title', direction: 'asc' },
  newest: { column: 'created_at', direction: 'desc' },
} as const;

export function catalogForCollections(catalog: CatalogServices): CollectionCatalog {
  const adapter: CollectionCatalog = {
    productsByIds: (workspaceId, ids, db) => catalog.products.listByIds(workspaceId, ids, db),

    async order(workspaceId, products, order) {
      if (order !== 'price') return [...products].sort(ORDERS[order]);
      // Lowest base price first, compared as decimal amounts whatever the currency; unpriced products last.
      const prices = await catalog.pricing.fromPrices(
        workspaceId,
        products.map((p) => p.id),
      );
      const price = (p: Product) => prices.get(p.id)?.amountPerPerson ?? Number.POSITIVE_INFINITY;
      return [...products].sort((a, b) => price(a) - price(b) || ORDERS.title(a, b));
    },

    async smartMembers(workspaceId, rules, order, page, status) {
      const selection = {
        include: rules.include.map(tagSlugOf).filter(Boolean),
        match: rules.match,
        exclude: rules.excludeTags.map(tagSlugOf).filter(Boolean),
        excludeIds: rules.excludeProductIds,
        status,
      };
      if (order !== 'price') return catalog.products.listByTags(workspaceId, selection, SQL_ORDER[order], page);
      const all = await catalog.products.listByTags(workspaceId, selection, SQL_ORDER.title, {
        limit: MAX_PRICE_ORDERED,
        offset: 0,
      });
      if (all.total > MAX_PRICE_ORDERED) {
        throw new UnprocessableError('UNPROCESSABLE', 'Too many products to order by price', {
          field: 'sort_strategy',
          message: `price order covers collections of up to ${MAX_PRICE_ORDERED} products (this one has ${all.total}); use title or newest`,
        });
      }
      const ordered = await adapter.order(workspaceId, all.items, 'price');
      return { items: ordered.slice(page.offset, page.offset + page.limit), total: all.total };
    },
  };
  return adapter;
}
