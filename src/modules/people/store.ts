// SQL for people. Every query is filtered by workspace; soft-deleted rows are invisible.
import { sql } from 'kysely';
import { compiledOnce, type Executor } from '../../platform/db/index.js';
import { countedTotal, type CountedList } from '../../platform/db/list-counts.js';
import { listPage } from '../../platform/db/lists.js';
import { searchText, type TextSearch, type WorkspaceTextIndex } from '../../platform/db/text-search.js';
import type { Page, Sort } from '../../platform/http/pagination.js';

export type PeopleTables = {
  people: {
    id: string;
    workspace_id: string;
    first_name: string;
    last_name: string;
    emails: string;
    phones: string;
    country: string | null;
    default_email: string | null;
    /** Lower-cased names and emails: what `q` searches. */
    search_text: string;
    created_at: string;
    updated_at: string;
    deleted_at: string | null;
    /** When the person's personal data was erased; null otherwise. */
    erased_at: string | null;
    /** JSON `{ retained: [{ type, id, reason }] }`: what the erasure kept, answered again by a repeat. */
    erasure: string | null;
  };
};

export type PersonRow = PeopleTables['people'];
export type PersonSortColumn = 'last_name' | 'first_name' | 'created_at' | 'updated_at';
export interface PersonFilters {
  q?: string;
  email?: string;
}

const t = (db: Executor) => db.withTables<PeopleTables>();

/** What `q` and the email filter search: the listed rows (not deleted) by workspace. */
export const PEOPLE_TEXT: WorkspaceTextIndex = {
  table: 'people',
  columns: ['search_text', 'emails'],
  hiddenWhenSet: 'deleted_at',
};

/** The people list's totals: the whole list (searches count their matches). */
export const PEOPLE_COUNTS: CountedList = { table: 'people', list: 'people', columns: [], hiddenWhenSet: 'deleted_at' };

/** `byRowid`: the rows come by rowid from the search index; the workspace's index would read them all (SQLite). */
function visible(db: Executor, workspaceId: string, byRowid = false) {
  return t(db)
    .selectFrom('people')
    .where(byRowid ? sql<string>`+${sql.ref('workspace_id')}` : 'workspace_id', '=', workspaceId)
    .where('deleted_at', 'is', null);
}

export const peopleStore = {
  insert: (db: Executor, row: PersonRow) => t(db).insertInto('people').values(row).execute(),

  /** By id, compiled once (the hottest read): run it with `[workspaceId, id]`. */
  getById: (db: Executor) => compiledOnce(db, visible(db, '').selectAll().where('id', '=', '')),

  /** By id, deleted or not: a deleted person's data is still held, so their data rights still apply. */
  getHeld: (db: Executor, workspaceId: string, id: string) =>
    t(db)
      .selectFrom('people')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst(),

  /** Overwrites the person's own fields, deleted or not (their erasure). */
  erase: (db: Executor, workspaceId: string, id: string, patch: Partial<PersonRow>) =>
    t(db).updateTable('people').set(patch).where('workspace_id', '=', workspaceId).where('id', '=', id).execute(),

  update: (db: Executor, workspaceId: string, id: string, patch: Partial<PersonRow>) =>
    t(db)
      .updateTable('people')
      .set(patch)
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst(),

  async list(db: Executor, workspaceId: string, f: PersonFilters, sort: Sort<PersonSortColumn>, page: Page) {
    const terms: Array<[column: string, term: string]> = [];
    if (f.q) terms.push(['search_text', f.q.toLowerCase()]);
    // emails is a JSON array of lower-cased strings: match one element exactly, quotes included.
    if (f.email) terms.push(['emails', JSON.stringify(f.email.toLowerCase())]);
    const listed = terms.length > 0 ? await countedTotal(db, workspaceId, PEOPLE_COUNTS, {})!() : 0;
    const reach = page.offset + page.limit + 1;
    const searches: TextSearch[] = [];
    for (const [column, term] of terms)
      searches.push(await searchText(db, PEOPLE_TEXT, { workspaceId, column, term, listed, reach }));
    let q = visible(
      db,
      workspaceId,
      searches.some((s) => s.byRowid),
    );
    for (const s of searches) q = q.where(s.where);
    // One search's total is the index's count; with both, the page's query counts what both match.
    const searchTotal = searches.length === 1 ? searches[0]!.total : undefined;
    return listPage(db, q, {
      sort,
      page,
      count:
        searchTotal !== undefined
          ? () => Promise.resolve(searchTotal)
          : countedTotal(db, workspaceId, PEOPLE_COUNTS, { q: f.q, email: f.email }),
    });
  },
};
