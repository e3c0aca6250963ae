// SQL for tags and the tags products carry. Every query is filtered by workspace.
import type { Executor } from '../../platform/db/index.js';
import { likeContainsSql } from '../../platform/db/codecs.js';
import { listPage } from '../../platform/db/lists.js';
import type { Page, Sort } from '../../platform/http/pagination.js';

export type TagsTables = {
  tags: { id: string; workspace_id: string; name: string; slug: string; created_at: string; updated_at: string };
  product_tags: { workspace_id: string; product_id: string; tag_id: string };
};

export type TagRow = TagsTables['tags'];
export type TagSortColumn = 'name' | 'slug' | 'created_at' | 'updated_at';

const t = (db: Executor) => db.withTables<TagsTables>();

export const tagStore = {
  /** Inserts the tag unless its slug exists; true when this row was written. */
  async insertIfNew(db: Executor, row: TagRow): Promise<boolean> {
    const r = await t(db)
      .insertInto('tags')
      .values(row)
      .onConflict((oc) => oc.columns(['workspace_id', 'slug']).doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  insert: (db: Executor, row: TagRow) => t(db).insertInto('tags').values(row).execute(),

  get: (db: Executor, workspaceId: string, id: string) =>
    t(db)
      .selectFrom('tags')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst(),

  bySlugs: (db: Executor, workspaceId: string, slugs: string[]) =>
    slugs.length === 0
      ? Promise.resolve([])
      : t(db)
          .selectFrom('tags')
          .selectAll()
          .where('workspace_id', '=', workspaceId)
          .where('slug', 'in', slugs)
          .execute(),

  byIds: (db: Executor, workspaceId: string, ids: string[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : t(db).selectFrom('tags').selectAll().where('workspace_id', '=', workspaceId).where('id', 'in', ids).execute(),

  update: (db: Executor, workspaceId: string, id: string, patch: Partial<TagRow>) =>
    t(db).updateTable('tags').set(patch).where('workspace_id', '=', workspaceId).where('id', '=', id).execute(),

  /**
   * The ids of the products carrying the tag, in id order, their rows locked for the transaction before it writes
   * anything (PostgreSQL), as a product update locks its row before the catalog version its triggers move, so the
   * two wait for each other in one order.
   */
  productsWith(db: Executor, workspaceId: string, tagId: string) {
    return db
      .withTables<TagsTables & { products: { id: string; workspace_id: string } }>()
      .selectFrom('product_tags as pt')
      .innerJoin('products as p', (j) =>
        j.onRef('p.workspace_id', '=', 'pt.workspace_id').onRef('p.id', '=', 'pt.product_id'),
      )
      .select('p.id')
      .where('pt.workspace_id', '=', workspaceId)
      .where('pt.tag_id', '=', tagId)
      .orderBy('p.id')
      .forUpdate('p')
      .execute();
  },

  async remove(db: Executor, workspaceId: string, id: string) {
    await t(db).deleteFrom('product_tags').where('workspace_id', '=', workspaceId).where('tag_id', '=', id).execute();
    await t(db).deleteFrom('tags').where('workspace_id', '=', workspaceId).where('id', '=', id).execute();
  },

  async list(db: Executor, workspaceId: string, f: { q?: string }, sort: Sort<TagSortColumn>, page: Page) {
    let q = t(db).selectFrom('tags').where('workspace_id', '=', workspaceId);
    if (f.q) q = q.where(likeContainsSql('slug', f.q));
    return listPage(db, q, { sort, page });
  },

  /** Replaces the tags a product carries. */
  async setProductTags(db: Executor, workspaceId: string, productId: string, tagIds: string[]) {
    await t(db)
      .deleteFrom('product_tags')
      .where('workspace_id', '=', workspaceId)
      .where('product_id', '=', productId)
      .execute();
    if (tagIds.length > 0)
      await t(db)
        .insertInto('product_tags')
        .values(tagIds.map((tag_id) => ({ workspace_id: workspaceId, product_id: productId, tag_id })))
        .execute();
  },

  /** product id → its tag slugs (alphabetical), for a page of products. */
  async slugsOfProducts(db: Executor, workspaceId: string, productIds: string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    if (productIds.length === 0) return out;
    const rows = await t(db)
      .selectFrom('product_tags')
      .innerJoin('tags', (j) =>
        j.onRef('tags.workspace_id', '=', 'product_tags.workspace_id').onRef('tags.id', '=', 'product_tags.tag_id'),
      )
      .select(['product_tags.product_id as product_id', 'tags.slug as slug'])
      .where('product_tags.workspace_id', '=', workspaceId)
      .where('product_tags.product_id', 'in', productIds)
      .execute();
    for (const r of rows) {
      const slugs = out.get(r.product_id);
      if (slugs) slugs.push(r.slug);
      else out.set(r.product_id, [r.slug]);
    }
    for (const slugs of out.values()) slugs.sort();
    return out;
  },
};
