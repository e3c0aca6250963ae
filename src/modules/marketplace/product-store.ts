// SQL of the marketplace. Providers and their products are operator-level rows; what a workspace sees of them is
// always filtered through its own access rows (workspace_id first), and its enabled products are its own rows.
import type { Database, Executor } from '../../platform/db/index.js';
import { likeContainsSql } from '../../platform/db/codecs.js';
import { listPage } from '../../platform/db/lists.js';
import type { Page, Sort } from '../../platform/http/pagination.js';

export type ProviderKind = 'workspace' | 'feed';
export type AccessVia = 'connection' | 'grant';

export type ProductsTables = {
  marketplace_providers: {
    id: string;
    name: string;
    kind: ProviderKind;
    /** The workspace whose catalogue a `workspace` provider offers; null for feeds. */
    supplier_workspace_id: string | null;
    created_at: string;
    updated_at: string;
  };
  marketplace_products: {
    id: string;
    provider_id: string;
    external_product_id: string;
    title: string;
    description: string | null;
    /** The product type; null when a supplier's product has none. */
    kind: string | null;
    status: string;
    media: string;
    attributes: string;
    /** Lower-cased title, description and external id: what `q` searches. */
    search_text: string;
    created_at: string;
    updated_at: string;
  };
  marketplace_access: { workspace_id: string; provider_id: string; via: AccessVia; created_at: string };
  marketplace_enabled: {
    workspace_id: string;
    product_id: string;
    provider_id: string;
    enabled_at: string;
    catalog_product_id: string | null;
  };
};

export type ProviderRow = ProductsTables['marketplace_providers'];
export type ProductRow = ProductsTables['marketplace_products'];
export type ProductWithStateRow = ProductRow & { enabled_at: string | null; catalog_product_id: string | null };
export type ProductSortColumn = 'title' | 'created_at' | 'updated_at';

export interface ProductFilters {
  q?: string;
  providerId?: string;
  type?: string;
  enabled?: boolean;
}

const t = (db: Executor) => db.withTables<ProductsTables>();

/**
 * The active products of the providers `workspaceId` reaches (a provider's catalogue is its active products), each
 * with when this workspace enabled it (null: not enabled).
 */
function reachableProducts(db: Executor, workspaceId: string) {
  return t(db)
    .selectFrom('marketplace_products as p')
    .where('p.status', '=', 'active')
    .leftJoin('marketplace_enabled as e', (j) =>
      j.on('e.workspace_id', '=', workspaceId).onRef('e.product_id', '=', 'p.id'),
    )
    .where('p.provider_id', 'in', (eb) =>
      eb.selectFrom('marketplace_access as a').select('a.provider_id').where('a.workspace_id', '=', workspaceId),
    );
}

export const productStore = {
  insertProvider: (db: Executor, row: ProviderRow) => t(db).insertInto('marketplace_providers').values(row).execute(),

  providerOfSupplier: (db: Executor, supplierWorkspaceId: string) =>
    t(db)
      .selectFrom('marketplace_providers')
      .selectAll()
      .where('supplier_workspace_id', '=', supplierWorkspaceId)
      .executeTakeFirst(),

  getProvider: (db: Executor, id: string) =>
    t(db).selectFrom('marketplace_providers').selectAll().where('id', '=', id).executeTakeFirst(),

  listProviders: (db: Executor) =>
    t(db).selectFrom('marketplace_providers').selectAll().orderBy('created_at').orderBy('id').execute(),

  /** The providers a workspace reaches, by name, with the access rows it has to each of them. */
  async listReachedProviders(db: Executor, workspaceId: string, page: Page) {
    const reached = t(db)
      .selectFrom('marketplace_providers as pr')
      .where('pr.id', 'in', (eb) =>
        eb.selectFrom('marketplace_access as a').select('a.provider_id').where('a.workspace_id', '=', workspaceId),
      );
    const { rows, total } = await listPage(db, reached, {
      sort: { column: 'name', direction: 'asc' },
      table: 'pr',
      page,
      select: (query) => query.selectAll('pr'),
    });
    const access =
      rows.length === 0
        ? []
        : await t(db)
            .selectFrom('marketplace_access')
            .select(['provider_id', 'via'])
            .where('workspace_id', '=', workspaceId)
            .where(
              'provider_id',
              'in',
              rows.map((r) => r.id),
            )
            .execute();
    return { rows, access, total };
  },

  /** The access kinds `workspaceId` has to `providerId` (empty: it does not reach it). */
  async accessOf(db: Executor, workspaceId: string, providerId: string): Promise<AccessVia[]> {
    const rows = await t(db)
      .selectFrom('marketplace_access')
      .select('via')
      .where('workspace_id', '=', workspaceId)
      .where('provider_id', '=', providerId)
      .execute();
    return rows.map((r) => r.via);
  },

  /** Locks a workspace's access rows to a provider until the transaction ends (a concurrent revoke waits); false when there are none. */
  async lockAccess(db: Executor, workspaceId: string, providerId: string): Promise<boolean> {
    const rows = await t(db)
      .selectFrom('marketplace_access')
      .select('via')
      .where('workspace_id', '=', workspaceId)
      .where('provider_id', '=', providerId)
      .forUpdate()
      .execute();
    return rows.length > 0;
  },

  /** Adds one access row; false when it already existed. */
  async addAccess(db: Executor, workspaceId: string, providerId: string, via: AccessVia, at: string): Promise<boolean> {
    const r = await t(db)
      .insertInto('marketplace_access')
      .values({ workspace_id: workspaceId, provider_id: providerId, via, created_at: at })
      .onConflict((oc) => oc.columns(['workspace_id', 'provider_id', 'via']).doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  },

  removeAccess: (db: Executor, workspaceId: string, providerId: string) =>
    t(db)
      .deleteFrom('marketplace_access')
      .where('workspace_id', '=', workspaceId)
      .where('provider_id', '=', providerId)
      .execute(),

  getProductByExternalId: (db: Executor, providerId: string, externalId: string) =>
    t(db)
      .selectFrom('marketplace_products')
      .selectAll()
      .where('provider_id', '=', providerId)
      .where('external_product_id', '=', externalId)
      .executeTakeFirst(),

  insertProduct: (db: Executor, row: ProductRow) => t(db).insertInto('marketplace_products').values(row).execute(),

  /** Inserts unless the provider already has a product with that external id; true when inserted. */
  async insertProductIfMissing(db: Executor, row: ProductRow): Promise<boolean> {
    const r = await t(db)
      .insertInto('marketplace_products')
      .values(row)
      .onConflict((oc) => oc.columns(['provider_id', 'external_product_id']).doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  },

  updateProduct: (db: Executor, id: string, patch: Partial<ProductRow>) =>
    t(db).updateTable('marketplace_products').set(patch).where('id', '=', id).execute(),

  /** A product `workspaceId` can see (its provider is reached), with this workspace's enabled state. */
  getReachableProduct: (db: Executor, workspaceId: string, id: string) =>
    reachableProducts(db, workspaceId)
      .selectAll('p')
      .select(['e.enabled_at', 'e.catalog_product_id'])
      .where('p.id', '=', id)
      .executeTakeFirst() as Promise<ProductWithStateRow | undefined>,

  async listReachableProducts(
    db: Executor,
    workspaceId: string,
    f: ProductFilters,
    sort: Sort<ProductSortColumn>,
    page: Page,
  ) {
    let q = reachableProducts(db, workspaceId);
    if (f.q) q = q.where(likeContainsSql('p.search_text', f.q));
    if (f.providerId) q = q.where('p.provider_id', '=', f.providerId);
    if (f.type) q = q.where('p.kind', '=', f.type);
    if (f.enabled !== undefined) q = q.where('e.enabled_at', f.enabled ? 'is not' : 'is', null);
    const { rows, total } = await listPage(db, q, {
      sort,
      table: 'p',
      page,
      select: (query) => query.selectAll('p').select(['e.enabled_at', 'e.catalog_product_id']),
    });
    return { rows: rows as ProductWithStateRow[], total };
  },

  /** Marks a product enabled for a workspace; false when it already was. */
  async enable(db: Executor, workspaceId: string, productId: string, providerId: string, at: string): Promise<boolean> {
    const r = await t(db)
      .insertInto('marketplace_enabled')
      .values({
        workspace_id: workspaceId,
        product_id: productId,
        provider_id: providerId,
        enabled_at: at,
        catalog_product_id: null,
      })
      .onConflict((oc) => oc.columns(['workspace_id', 'product_id']).doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  },

  setCatalogProduct: (db: Executor, workspaceId: string, productId: string, catalogProductId: string) =>
    t(db)
      .updateTable('marketplace_enabled')
      .set({ catalog_product_id: catalogProductId })
      .where('workspace_id', '=', workspaceId)
      .where('product_id', '=', productId)
      .execute(),

  /** Removes an enabled product: the row it was (with its catalog listing), or undefined when it was not enabled. */
  disable: (db: Executor, workspaceId: string, productId: string) =>
    t(db)
      .deleteFrom('marketplace_enabled')
      .where('workspace_id', '=', workspaceId)
      .where('product_id', '=', productId)
      .returning(['catalog_product_id'])
      .executeTakeFirst(),

  /** Every workspace that has enabled a product (operator-level fan-out when the product is withdrawn). */
  enablersOf: (db: Executor, productId: string) =>
    t(db)
      .selectFrom('marketplace_enabled')
      .select(['workspace_id', 'catalog_product_id'])
      .where('product_id', '=', productId)
      .orderBy('workspace_id')
      .execute(),

  /** The marketplace product and provider behind a workspace's catalog listing (undefined: not a listing). */
  listing: async (db: Database, executor: Executor, workspaceId: string, catalogProductId: string) => {
    const build = (x: Executor) =>
      t(x)
        .selectFrom('marketplace_enabled as e')
        .innerJoin('marketplace_products as p', 'p.id', 'e.product_id')
        .innerJoin('marketplace_providers as pr', 'pr.id', 'e.provider_id')
        .select([
          'p.id as product_id',
          'p.external_product_id',
          'pr.id as provider_id',
          'pr.kind',
          'pr.supplier_workspace_id',
        ])
        .where('e.workspace_id', '=', '')
        .where('e.catalog_product_id', '=', '');
    return (await db.runCompiled(executor, 'marketplace.listing', build, [workspaceId, catalogProductId])).rows[0];
  },

  /** The products of one provider a workspace has enabled. */
  enabledOfProvider: (db: Executor, workspaceId: string, providerId: string) =>
    t(db)
      .selectFrom('marketplace_enabled as e')
      .innerJoin('marketplace_products as p', 'p.id', 'e.product_id')
      .selectAll('p')
      .where('e.workspace_id', '=', workspaceId)
      .where('e.provider_id', '=', providerId)
      .orderBy('p.id')
      .execute(),
};
