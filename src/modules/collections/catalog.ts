// What collections need from the catalog, answered by the catalog's own services (never its tables): products by
// id, their order by title, age or price, and the members of a smart collection's tag rules.
import type { Executor } from '../../platform/db/index.js';
import { UnprocessableError } from '../../platform/errors.js';
import type { Page } from '../../platform/http/pagination.js';
import type { CatalogServices } from '../catalog/module.js';
import type { Product } from '../catalog/product-schemas.js';
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
  smartMembers(workspaceId: string, rules: SmartRules, order: MemberOrder, page: Page, status?: string): Promise<{ items: Product[]; total: number }>;
}

const byId = (a: Product, b: Product) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
export const ORDERS: Record<Exclude<MemberOrder, 'price'>, (a: Product, b: Product) => number> = {
  title: (a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : byId(a, b)),
  newest: (a, b) => (a.createdAt > b.createdAt ? -1 : a.createdAt < b.createdAt ? 1 : -byId(a, b)),
};

export function catalogForCollections(catalog: CatalogServices): CollectionCatalog {
  return {
    productsByIds: (workspaceId, ids, db) => catalog.products.listByIds(workspaceId, ids, db),
    async order(workspaceId, products, order) {
      if (order !== 'price') return [...products].sort(ORDERS[order]);
      // Lowest base price first, compared as decimal amounts whatever the currency; unpriced products last.
      const prices = await catalog.pricing.fromPrices(workspaceId, products.map((p) => p.id));
      const price = (p: Product) => prices.get(p.id)?.amountPerPerson ?? Number.POSITIVE_INFINITY;
      return [...products].sort((a, b) => price(a) - price(b) || ORDERS.title(a, b));
    },
    async smartMembers() {
      throw new UnprocessableError('Smart collection members need product tags, which the catalog does not carry yet', undefined, { code: 'smart_members_unavailable' });
    },
  };
}
