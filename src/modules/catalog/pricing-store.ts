// SQL for product pricing: one document per product, replaced and read as a whole.
import type { Database, Executor } from '../../platform/db/index.js';

export type PricingTables = {
  product_pricing: { workspace_id: string; product_id: string; document: string; updated_at: string };
};

const t = (db: Executor) => db.withTables<PricingTables>();

export const pricingStore = {
  get: async (database: Database, db: Executor, workspaceId: string, productId: string) =>
    (
      await database.runCompiled(
        db,
        'product_pricing.get',
        (x) =>
          t(x)
            .selectFrom('product_pricing')
            .select(['document', 'updated_at'])
            .where('workspace_id', '=', '')
            .where('product_id', '=', ''),
        [workspaceId, productId],
      )
    ).rows[0],

  /** The documents of several products at once (collections order their members by price). */
  getMany: (db: Executor, workspaceId: string, productIds: string[]) =>
    productIds.length === 0
      ? Promise.resolve([])
      : t(db)
          .selectFrom('product_pricing')
          .select(['product_id', 'document'])
          .where('workspace_id', '=', workspaceId)
          .where('product_id', 'in', productIds)
          .execute(),

  put: (db: Executor, workspaceId: string, productId: string, document: string, now: string) =>
    t(db)
      .insertInto('product_pricing')
      .values({ workspace_id: workspaceId, product_id: productId, document, updated_at: now })
      .onConflict((oc) => oc.columns(['workspace_id', 'product_id']).doUpdateSet({ document, updated_at: now }))
      .execute(),

  remove: (db: Executor, workspaceId: string, productId: string) =>
    t(db)
      .deleteFrom('product_pricing')
      .where('workspace_id', '=', workspaceId)
      .where('product_id', '=', productId)
      .execute(),
};
