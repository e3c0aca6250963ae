// SQL for policies and their per-locale translations. Every query is filtered by workspace.
import { sql } from 'kysely';
import type { Executor } from '../../platform/db/index.js';
import { listPage } from '../../platform/db/lists.js';
import type { Page, Sort } from '../../platform/http/pagination.js';

export type PoliciesTables = {
  policies: {
    id: string;
    workspace_id: string;
    kind: string;
    scope: string;
    status: string;
    product_id: string | null;
    billing_cancellation_policy_id: string | null;
    default_locale: string | null;
    created_at: string;
    updated_at: string;
  };
  policy_translations: {
    workspace_id: string;
    policy_id: string;
    locale: string;
    title: string;
    /** Unique per workspace and locale. */
    slug: string;
    /** Sanitised on the way in. */
    description_html: string | null;
    created_at: string;
    updated_at: string;
  };
};

export type PolicyRow = PoliciesTables['policies'];
export type TranslationRow = PoliciesTables['policy_translations'];
export type PolicySortColumn = 'created_at' | 'updated_at';
export interface PolicyFilters {
  /** Only policies translated into this locale, shown in it. */
  locale?: string;
  kind?: string;
  scope?: string;
  status?: string;
  productId?: string;
}

/** A policy with the translation a read shows (null fields when it has none in that locale). */
export type PolicyView = PolicyRow & {
  locale: string | null;
  title: string | null;
  slug: string | null;
  description_html: string | null;
};

const t = (db: Executor) => db.withTables<PoliciesTables>();

/** Policies joined to the translation in `locale`, or in each policy's default locale when none is asked for. */
function viewQuery(db: Executor, workspaceId: string, locale: string | undefined) {
  return t(db)
    .selectFrom('policies as p')
    .leftJoin('policy_translations as tr', (j) =>
      j
        .onRef('tr.workspace_id', '=', 'p.workspace_id')
        .onRef('tr.policy_id', '=', 'p.id')
        .on('tr.locale', '=', locale === undefined ? sql.ref<string>('p.default_locale') : sql.val(locale)),
    )
    .where('p.workspace_id', '=', workspaceId);
}

function selectView<Q extends ReturnType<typeof viewQuery>>(q: Q) {
  return q.selectAll('p').select(['tr.locale', 'tr.title', 'tr.slug', 'tr.description_html']);
}

export const policiesStore = {
  insert: (db: Executor, row: PolicyRow) => t(db).insertInto('policies').values(row).execute(),

  get: (db: Executor, workspaceId: string, id: string) =>
    t(db)
      .selectFrom('policies')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /** The row, locked until the transaction ends (PostgreSQL; SQLite transactions are serialised already). */
  getForUpdate: (db: Executor, workspaceId: string, id: string) =>
    t(db)
      .selectFrom('policies')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst(),

  /** The policy in `locale`, falling back to its default locale when it has no translation there. */
  async view(db: Executor, workspaceId: string, id: string, locale?: string): Promise<PolicyView | undefined> {
    const q = (l: string | undefined) =>
      selectView(viewQuery(db, workspaceId, l))
        .where('p.id', '=', id)
        .executeTakeFirst() as Promise<PolicyView | undefined>;
    const asked = await q(locale);
    return locale !== undefined && asked && asked.locale === null ? q(undefined) : asked;
  },

  update: (db: Executor, workspaceId: string, id: string, patch: Partial<PolicyRow>) =>
    t(db).updateTable('policies').set(patch).where('workspace_id', '=', workspaceId).where('id', '=', id).execute(),

  remove: (db: Executor, workspaceId: string, id: string) =>
    t(db).deleteFrom('policies').where('workspace_id', '=', workspaceId).where('id', '=', id).execute(),

  /** Ids of the policies attached to a product (for the product's deletion). */
  async idsForProduct(db: Executor, workspaceId: string, productId: string): Promise<string[]> {
    const rows = await t(db)
      .selectFrom('policies')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('product_id', '=', productId)
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  },

  getTranslation: (db: Executor, workspaceId: string, policyId: string, locale: string) =>
    t(db)
      .selectFrom('policy_translations')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('policy_id', '=', policyId)
      .where('locale', '=', locale)
      .executeTakeFirst(),

  insertTranslation: (db: Executor, row: TranslationRow) =>
    t(db).insertInto('policy_translations').values(row).execute(),

  updateTranslation: (
    db: Executor,
    workspaceId: string,
    policyId: string,
    locale: string,
    patch: Partial<TranslationRow>,
  ) =>
    t(db)
      .updateTable('policy_translations')
      .set(patch)
      .where('workspace_id', '=', workspaceId)
      .where('policy_id', '=', policyId)
      .where('locale', '=', locale)
      .execute(),

  async slugTaken(db: Executor, workspaceId: string, locale: string, slug: string): Promise<boolean> {
    const row = await t(db)
      .selectFrom('policy_translations')
      .select('policy_id')
      .where('workspace_id', '=', workspaceId)
      .where('locale', '=', locale)
      .where('slug', '=', slug)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The locales each of `ids` is translated into, alphabetically. */
  async locales(db: Executor, workspaceId: string, ids: string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return out;
    const rows = await t(db)
      .selectFrom('policy_translations')
      .select(['policy_id', 'locale'])
      .where('workspace_id', '=', workspaceId)
      .where('policy_id', 'in', ids)
      .orderBy('locale')
      .execute();
    for (const r of rows) out.get(r.policy_id)!.push(r.locale);
    return out;
  },

  async list(db: Executor, workspaceId: string, f: PolicyFilters, sort: Sort<PolicySortColumn>, page: Page) {
    let q = viewQuery(db, workspaceId, f.locale);
    if (f.locale !== undefined) q = q.where('tr.locale', 'is not', null);
    if (f.kind) q = q.where('p.kind', '=', f.kind);
    if (f.scope) q = q.where('p.scope', '=', f.scope);
    if (f.status) q = q.where('p.status', '=', f.status);
    if (f.productId) q = q.where('p.product_id', '=', f.productId);
    const { rows, total } = await listPage(db, q, { sort, table: 'p', page, select: selectView });
    return { rows: rows as PolicyView[], total };
  },
};
