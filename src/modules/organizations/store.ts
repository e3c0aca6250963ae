// SQL for organizations. Every query is filtered by workspace; soft-deleted rows are invisible.
import { compiledOnce, type Executor } from '../../platform/db/index.js';
import { countedTotal, type CountedList } from '../../platform/db/list-counts.js';
import { listPage } from '../../platform/db/lists.js';
import { containsText, type TextIndex } from '../../platform/db/text-search.js';
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

function visible(db: Executor, workspaceId: string) {
  return t(db).selectFrom('organizations').where('workspace_id', '=', workspaceId).where('deleted_at', 'is', null);
}

/** What `q` searches. */
export const ORGANIZATION_TEXT: TextIndex = { table: 'organizations', columns: ['search_text'] };

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
    let q = visible(db, workspaceId);
    if (f.q) q = q.where(containsText(db, ORGANIZATION_TEXT, 'search_text', f.q.toLowerCase()));
    if (f.kind) q = q.where('kind', '=', f.kind);
    return listPage(db, q, {
      sort,
      page,
      count: countedTotal(db, workspaceId, ORGANIZATION_COUNTS, { kind: f.kind, q: f.q }),
    });
  },
};
