// SQL for organizations. Every query is filtered by workspace; soft-deleted rows are invisible.
import { sql } from 'kysely';
import { compiledOnce, type Executor } from '../../platform/db/index.js';
import { countedTotal, type CountedList } from '../../platform/db/list-counts.js';
import { listPage } from '../../platform/db/lists.js';
import { searchText, type WorkspaceTextIndex } from '../../platform/db/text-search.js';
import type { Page, Sort } from '../../platform/http/pagination.js';

export type OrganizationsTables = {
  organizations: {
    id: string;
    workspace_id: string;
    name: string;
    legal_name: string | null;
    email: string | null;
    phone: string | null;
    description: string | null;
    tax_id: string | null;
    kind: string | null;
    billing_address: string | null;
    visiting_address: string | null;
    metadata: string;
    /** Lower-cased name, legal name and description: what `q` searches. */
    search_text: string;
    created_at: string;
    updated_at: string;
    deleted_at: string | null;
  };
};

export type OrganizationRow = OrganizationsTables['organizations'];
export type OrganizationSortColumn = 'name' | 'created_at' | 'updated_at';
export interface OrganizationFilters {
  q?: string;
  kind?: string;
}

const t = (db: Executor) => db.withTables<OrganizationsTables>();

/** `byRowid`: the rows come by rowid from the search index; the workspace's index would read them all (SQLite). */
function visible(db: Executor, workspaceId: string, byRowid = false) {
  return t(db)
    .selectFrom('organizations')
    .where(byRowid ? sql<string>`+${sql.ref('workspace_id')}` : 'workspace_id', '=', workspaceId)
    .where('deleted_at', 'is', null);
}

/** What `q` searches: the listed rows (not deleted) by workspace. */
export const ORGANIZATION_TEXT: WorkspaceTextIndex = {
  table: 'organizations',
  columns: ['search_text'],
  hiddenWhenSet: 'deleted_at',
};

/** The organizations list's totals: the whole list and per kind (searches count their matches). */
export const ORGANIZATION_COUNTS: CountedList = {
  table: 'organizations',
  list: 'organizations',
  columns: ['kind'],
  hiddenWhenSet: 'deleted_at',
};

export const organizationsStore = {
  insert: (db: Executor, row: OrganizationRow) => t(db).insertInto('organizations').values(row).execute(),

  /** By id, compiled once (the hottest read): run it with `[workspaceId, id]`. */
  getById: (db: Executor) => compiledOnce(db, visible(db, '').selectAll().where('id', '=', '')),

  update: (db: Executor, workspaceId: string, id: string, patch: Partial<OrganizationRow>) =>
    t(db)
      .updateTable('organizations')
      .set(patch)
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst(),

  async list(
    db: Executor,
    workspaceId: string,
    f: OrganizationFilters,
    sort: Sort<OrganizationSortColumn>,
    page: Page,
  ) {
    const search = f.q
      ? await searchText(db, ORGANIZATION_TEXT, {
          workspaceId,
          column: 'search_text',
          term: f.q.toLowerCase(),
          listed: await countedTotal(db, workspaceId, ORGANIZATION_COUNTS, {})!(),
          reach: page.offset + page.limit + 1,
        })
      : undefined;
    let q = visible(db, workspaceId, search?.byRowid);
    if (search) q = q.where(search.where);
    if (f.kind) q = q.where('kind', '=', f.kind);
    const searchTotal = f.kind === undefined ? search?.total : undefined;
    return listPage(db, q, {
      sort,
      page,
      count:
        searchTotal !== undefined
          ? () => Promise.resolve(searchTotal)
          : countedTotal(db, workspaceId, ORGANIZATION_COUNTS, { kind: f.kind, q: f.q }),
    });
  },
};
