// SQL for products and their per-workspace counters. Every query is filtered by workspace. The list query lives in
// one place (`list`) so other sources of products (marketplace) extend it rather than copy it.
import { sql, type CompiledQuery } from 'kysely';
import { compiledOnce, type Database, type Executor } from '../../platform/db/index.js';
import { inListOrder, listPage, pageRows, type ListPage } from '../../platform/db/lists.js';
import { containsText, type TextIndex } from '../../platform/db/text-search.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import type { TagsTables } from './tag-store.js';

export type ProductsTables = {
  products: {
    id: string;
    workspace_id: string;
    /** `owned`, or `marketplace` for a provider's product enabled in the workspace. */
    source: string;
    provider_id: string | null;
    external_product_id: string | null;
    title: string;
    slug: string;
    description: string | null;
    summary: string | null;
    status: string;
    type: string | null;
    category: string | null;
    currency: string | null;
    duration_days: number | null;
    location: string | null;
    pricing_model: string;
    /** Lower-cased title, slug, summary and description: what `q` searches. */
    search_text: string;
    created_at: string;
    updated_at: string;
  };
  product_counts: { workspace_id: string; source: string; status: string; type: string; n: number };
  /** Moved by triggers on every change to products, product tag links and tags (migration 0442). */
  catalog_versions: { workspace_id: string; version: number };
};

export type ProductRow = ProductsTables['products'];
/** A product as read: every column but the search text (the longest, only ever used in WHERE). */
export type ProductRecord = Omit<ProductRow, 'search_text'>;
export type ProductSortColumn = 'title' | 'created_at' | 'updated_at';
export interface ProductFilters {
  source?: string;
  status?: string;
  type?: string;
  category?: string;
  q?: string;
  /** Tag slugs: products carrying at least one of them. */
  tags?: string[];
  /** Tag slugs: products carrying none of them. */
  excludeTags?: string[];
  /** Tag slugs: products carrying every one of them (smart collections with `match: all`). */
  allTags?: string[];
  /** Products left out by id (smart collections' exclusions). */
  excludeIds?: string[];
}

const t = (db: Executor) => db.withTables<ProductsTables & TagsTables>();

const READ = [
  'id',
  'workspace_id',
  'source',
  'provider_id',
  'external_product_id',
  'title',
  'slug',
  'description',
  'summary',
  'status',
  'type',
  'category',
  'currency',
  'duration_days',
  'location',
  'pricing_model',
  'created_at',
  'updated_at',
] as const satisfies ReadonlyArray<keyof ProductRecord>;

/**
 * The unfiltered page (the hottest list) in each order, built and compiled once per database handle and run with
 * `[workspaceId, limit, offset]`: building a Kysely query costs about as much as running this one.
 */
const pageQueries = new WeakMap<Executor, Map<string, CompiledQuery<ProductRecord>>>();
function unfilteredPage(db: Executor, sort: Sort<ProductSortColumn>): CompiledQuery<ProductRecord> {
  let byOrder = pageQueries.get(db);
  if (!byOrder) pageQueries.set(db, (byOrder = new Map()));
  const key = `${sort.column} ${sort.direction}`;
  let compiled = byOrder.get(key);
  if (!compiled) {
    compiled = inListOrder(t(db).selectFrom('products').select(READ).where('workspace_id', '=', ''), sort)
      .limit(0)
      .offset(0)
      .compile();
    byOrder.set(key, compiled);
  }
  return compiled;
}

/** Whether a filter value filters at all (absent, empty text and empty lists do not). */
function isActive(v: unknown): boolean {
  return v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0);
}

/** Filters the counters can answer (the rest need a count over the matching rows). */
const COUNTED = new Set(['source', 'status', 'type']);

/** What `q` searches. */
export const PRODUCT_TEXT: TextIndex = { table: 'products', columns: ['search_text'] };

function filtered(db: Executor, workspaceId: string, f: ProductFilters) {
  let q = t(db).selectFrom('products').where('workspace_id', '=', workspaceId);
  if (f.source) q = q.where('source', '=', f.source);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.type) q = q.where('type', '=', f.type);
  if (f.category) q = q.where('category', '=', f.category);
  if (f.q) q = q.where(containsText(db, PRODUCT_TEXT, 'search_text', f.q.toLowerCase()));
  const tagged = (slugs: string[]) =>
    t(db)
      .selectFrom('product_tags')
      .innerJoin('tags', (j) =>
        j.onRef('tags.workspace_id', '=', 'product_tags.workspace_id').onRef('tags.id', '=', 'product_tags.tag_id'),
      )
      .select('product_tags.product_id')
      .where('product_tags.workspace_id', '=', workspaceId)
      .where('tags.slug', 'in', slugs);
  if (f.tags?.length) q = q.where('products.id', 'in', tagged(f.tags));
  if (f.excludeTags?.length) q = q.where('products.id', 'not in', tagged(f.excludeTags));
  for (const slug of f.allTags ?? []) q = q.where('products.id', 'in', tagged([slug]));
  if (f.excludeIds?.length) q = q.where('products.id', 'not in', f.excludeIds);
  return q;
}

/** +delta on the counter of a product's (source, status, type). */
async function bump(db: Executor, row: Pick<ProductRow, 'workspace_id' | 'source' | 'status' | 'type'>, delta: number) {
  await t(db)
    .insertInto('product_counts')
    .values({ workspace_id: row.workspace_id, source: row.source, status: row.status, type: row.type ?? '', n: delta })
    .onConflict((oc) =>
      oc
        .columns(['workspace_id', 'source', 'status', 'type'])
        .doUpdateSet({ n: sql<number>`product_counts.n + ${delta}` }),
    )
    .execute();
}

export const productStore = {
  async insert(db: Executor, row: ProductRow) {
    await t(db).insertInto('products').values(row).execute();
    await bump(db, row, 1);
  },

  get: async (database: Database, db: Executor, workspaceId: string, id: string) =>
    (
      await database.runCompiled(
        db,
        'products.get',
        (x) => t(x).selectFrom('products').select(READ).where('workspace_id', '=', '').where('id', '=', ''),
        [workspaceId, id],
      )
    ).rows[0],

  getBySlug: (db: Executor, workspaceId: string, slug: string) =>
    t(db)
      .selectFrom('products')
      .select(READ)
      .where('workspace_id', '=', workspaceId)
      .where('slug', '=', slug)
      .executeTakeFirst(),

  slugTaken: async (db: Executor, workspaceId: string, slug: string) =>
    (await t(db)
      .selectFrom('products')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('slug', '=', slug)
      .executeTakeFirst()) !== undefined,

  /** Writes `patch` over `current` (read in the same transaction) and moves the counters when status or type changed. */
  async update(db: Executor, current: ProductRecord, patch: Partial<ProductRow>) {
    await t(db)
      .updateTable('products')
      .set(patch)
      .where('workspace_id', '=', current.workspace_id)
      .where('id', '=', current.id)
      .execute();
    const next = { ...current, ...patch };
    if (next.status !== current.status || next.type !== current.type) {
      await bump(db, current, -1);
      await bump(db, next, 1);
    }
  },

  async remove(db: Executor, row: ProductRecord) {
    await t(db).deleteFrom('products').where('workspace_id', '=', row.workspace_id).where('id', '=', row.id).execute();
    await bump(db, row, -1);
  },

  byIds: (db: Executor, workspaceId: string, ids: string[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : t(db)
          .selectFrom('products')
          .select(READ)
          .where('workspace_id', '=', workspaceId)
          .where('id', 'in', ids)
          .execute(),

  /** The workspace's catalog version (no row until its first product change). */
  version: (db: Executor) =>
    compiledOnce(db, t(db).selectFrom('catalog_versions').select('version').where('workspace_id', '=', '')),

  /** The product list: one page in the requested order and the total of the matching rows. */
  async list(
    db: Executor,
    workspaceId: string,
    f: ProductFilters,
    sort: Sort<ProductSortColumn>,
    page: Page,
  ): Promise<ListPage<ProductRecord>> {
    const count = () => productStore.count(db, workspaceId, f);
    if (Object.values(f).some(isActive) || page.cursor !== undefined)
      return listPage(db, filtered(db, workspaceId, f), { sort, page, select: (q) => q.select(READ), count });
    const [read, total] = await Promise.all([
      db
        .executeQuery<ProductRecord>({
          ...unfilteredPage(db, sort),
          parameters: [workspaceId, page.limit + 1, page.offset],
        })
        .then((r) => r.rows),
      count(),
    ]);
    return { rows: pageRows(read, sort, page), total };
  },

  /** How many products match: from the counters when only source, status and type filter, else by counting. */
  async count(db: Executor, workspaceId: string, f: ProductFilters): Promise<number> {
    const active = Object.entries(f).filter(([, v]) => isActive(v));
    if (active.every(([k]) => COUNTED.has(k))) {
      let q = t(db)
        .selectFrom('product_counts')
        .select((eb) => eb.fn.sum<number>('n').as('n'))
        .where('workspace_id', '=', workspaceId);
      if (f.source) q = q.where('source', '=', f.source);
      if (f.status) q = q.where('status', '=', f.status);
      if (f.type) q = q.where('type', '=', f.type);
      return Number((await q.executeTakeFirst())?.n ?? 0);
    }
    const r = await filtered(db, workspaceId, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
};
