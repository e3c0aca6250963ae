// SQL for collections, their translations and a manual collection's members. Every query is filtered by workspace.
import type { Executor } from '../../platform/db/index.js';
import { likeContainsSql } from '../../platform/db/codecs.js';
import { listPage } from '../../platform/db/lists.js';
import type { Page, Sort } from '../../platform/http/pagination.js';

export type CollectionsTables = {
  collections: {
    workspace_id: string;
    id: string;
    key: string;
    name: string;
    type: string;
    status: string;
    sort_strategy: string;
    /** JSON: a smart collection's `{include, exclude, match}`; `{}` for a manual one. */
    rules: string;
    /** Lower-cased key and name: what `q` searches. */
    search_text: string;
    created_at: string;
    updated_at: string;
  };
  collection_translations: {
    workspace_id: string;
    collection_id: string;
    locale: string;
    name: string;
    slug: string;
    created_at: string;
    updated_at: string;
  };
  collection_products: { workspace_id: string; collection_id: string; product_id: string; position: number };
};

export type CollectionRow = CollectionsTables['collections'];
export type TranslationRow = CollectionsTables['collection_translations'];
export type CollectionSortColumn = 'name' | 'key' | 'created_at' | 'updated_at';
export interface CollectionFilters {
  type?: string;
  status?: string;
  q?: string;
}

const t = (db: Executor) => db.withTables<CollectionsTables>();

function collections(db: Executor, workspaceId: string) {
  return t(db).selectFrom('collections').where('workspace_id', '=', workspaceId);
}

function members(db: Executor, workspaceId: string, collectionId: string) {
  return t(db)
    .selectFrom('collection_products')
    .where('workspace_id', '=', workspaceId)
    .where('collection_id', '=', collectionId);
}

export const collectionsStore = {
  insert: (db: Executor, row: CollectionRow) => t(db).insertInto('collections').values(row).execute(),

  get: (db: Executor, workspaceId: string, id: string) =>
    collections(db, workspaceId).selectAll().where('id', '=', id).executeTakeFirst(),

  update: (db: Executor, workspaceId: string, id: string, patch: Partial<CollectionRow>) =>
    t(db).updateTable('collections').set(patch).where('workspace_id', '=', workspaceId).where('id', '=', id).execute(),

  async remove(db: Executor, workspaceId: string, id: string): Promise<void> {
    await t(db)
      .deleteFrom('collection_products')
      .where('workspace_id', '=', workspaceId)
      .where('collection_id', '=', id)
      .execute();
    await t(db)
      .deleteFrom('collection_translations')
      .where('workspace_id', '=', workspaceId)
      .where('collection_id', '=', id)
      .execute();
    await t(db).deleteFrom('collections').where('workspace_id', '=', workspaceId).where('id', '=', id).execute();
  },

  async list(db: Executor, workspaceId: string, f: CollectionFilters, sort: Sort<CollectionSortColumn>, page: Page) {
    let q = collections(db, workspaceId);
    if (f.type) q = q.where('type', '=', f.type);
    if (f.status) q = q.where('status', '=', f.status);
    if (f.q) q = q.where(likeContainsSql('search_text', f.q));
    return listPage(db, q, { sort, page });
  },

  translations: (db: Executor, workspaceId: string, collectionIds: string[]) =>
    collectionIds.length === 0
      ? Promise.resolve([])
      : t(db)
          .selectFrom('collection_translations')
          .selectAll()
          .where('workspace_id', '=', workspaceId)
          .where('collection_id', 'in', collectionIds)
          .orderBy('created_at')
          .orderBy('locale')
          .execute(),

  /** Inserts or replaces the translation of one locale. */
  upsertTranslation: (db: Executor, row: TranslationRow) =>
    t(db)
      .insertInto('collection_translations')
      .values(row)
      .onConflict((oc) =>
        oc
          .columns(['workspace_id', 'collection_id', 'locale'])
          .doUpdateSet({ name: row.name, slug: row.slug, updated_at: row.updated_at }),
      )
      .execute(),

  /** A manual collection's product ids in their manual order (one page of them with `page`). */
  async memberIds(db: Executor, workspaceId: string, collectionId: string, page?: Page): Promise<string[]> {
    let q = members(db, workspaceId, collectionId).select('product_id').orderBy('position');
    if (page) q = q.limit(page.limit).offset(page.offset);
    return (await q.execute()).map((r) => r.product_id);
  },

  /** The members of several manual collections at once, each in its manual order. */
  async memberIdsOf(db: Executor, workspaceId: string, collectionIds: string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>(collectionIds.map((id) => [id, []]));
    if (collectionIds.length === 0) return out;
    const rows = await t(db)
      .selectFrom('collection_products')
      .select(['collection_id', 'product_id'])
      .where('workspace_id', '=', workspaceId)
      .where('collection_id', 'in', collectionIds)
      .orderBy('collection_id')
      .orderBy('position')
      .execute();
    for (const r of rows) out.get(r.collection_id)?.push(r.product_id);
    return out;
  },

  async countMembers(db: Executor, workspaceId: string, collectionId: string): Promise<number> {
    return Number(
      (
        await members(db, workspaceId, collectionId)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  },

  async replaceMembers(
    db: Executor,
    workspaceId: string,
    collectionId: string,
    productIds: readonly string[],
  ): Promise<void> {
    await t(db)
      .deleteFrom('collection_products')
      .where('workspace_id', '=', workspaceId)
      .where('collection_id', '=', collectionId)
      .execute();
    if (productIds.length === 0) return;
    const rows = productIds.map((product_id, position) => ({
      workspace_id: workspaceId,
      collection_id: collectionId,
      product_id,
      position,
    }));
    // Bounded batches keep each statement under the databases' bound-parameter limits.
    for (let i = 0; i < rows.length; i += 200)
      await t(db)
        .insertInto('collection_products')
        .values(rows.slice(i, i + 200))
        .execute();
  },

  /** Takes a deleted product out of every manual collection of its workspace. */
  removeProduct: (db: Executor, workspaceId: string, productId: string) =>
    t(db)
      .deleteFrom('collection_products')
      .where('workspace_id', '=', workspaceId)
      .where('product_id', '=', productId)
      .execute(),
};
