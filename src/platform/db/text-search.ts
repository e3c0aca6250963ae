// Substring search (`q`) through an index instead of a scan of the workspace's rows: SQLite keeps an FTS5 table
// with the trigram tokenizer beside the searched table (external content: it indexes the table's own text by
// rowid, kept by triggers), PostgreSQL a pg_trgm GIN index on each searched column. Both answer "contains the
// term" for terms of three characters or more; shorter terms (which no trigram can cover) read the workspace's rows
// as before. The searched columns hold lower-cased text and the term is lower-cased by the caller, so the match is
// the same on both databases.
import { sql, SqliteAdapter, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { likeSql } from './codecs.js';
import type { Executor } from './index.js';

export interface TextIndex {
  /** The searched table (a rowid table on SQLite: a text primary key, no WITHOUT ROWID). */
  table: string;
  /** Its searched text columns. */
  columns: readonly string[];
}

const isSqlite = (db: Executor | Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;
const ftsTable = (index: TextIndex) => `${index.table}_fts`;

/** Creates the index of `index` (in the migration that starts indexing the table) and fills it from its rows. */
export async function createTextIndex(db: Kysely<unknown>, index: TextIndex): Promise<void> {
  const { table, columns } = index;
  if (isSqlite(db)) {
    const fts = ftsTable(index);
    const cols = columns.join(', ');
    const values = (row: string) => columns.map((c) => `${row}.${c}`).join(', ');
    await sql
      .raw(
        `create virtual table ${fts} using fts5(${cols}, content='${table}', content_rowid='rowid', tokenize='trigram', detail='none')`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_insert after insert on ${table} begin insert into ${fts}(rowid, ${cols}) values (new.rowid, ${values('new')}); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_delete after delete on ${table} begin insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.rowid, ${values('old')}); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_update after update of ${cols} on ${table} begin
      insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.rowid, ${values('old')});
      insert into ${fts}(rowid, ${cols}) values (new.rowid, ${values('new')}); end`,
      )
      .execute(db);
    await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
    return;
  }
  // Once per database, in the public schema so every schema's index finds the operator class.
  await sql.raw('create extension if not exists pg_trgm with schema public').execute(db);
  for (const column of columns) {
    await sql
      .raw(`create index ${table}_${column}_trgm on ${table} using gin (${column} public.gin_trgm_ops)`)
      .execute(db);
  }
}

/**
 * Rows of `index.table` whose `column` contains `term` (already lower-cased, as the column). `alias`: the table's
 * name in the query, when it joins.
 */
export function containsText(
  db: Executor,
  index: TextIndex,
  column: string,
  term: string,
  alias = index.table,
): RawBuilder<SqlBool> {
  if (!isSqlite(db) || [...term].length < 3) return likeSql(`${alias}.${column}`, 'contains', term);
  // GLOB is FTS5's index-assisted pattern that can quote its wildcards (`[*]`); LIKE with ESCAPE is not.
  const pattern = `*${term.replace(/[*?[]/g, (c) => `[${c}]`)}*`;
  const fts = ftsTable(index);
  return sql<SqlBool>`${sql.ref(`${alias}.rowid`)} in (select rowid from ${sql.table(fts)} where ${sql.ref(`${fts}.${column}`)} glob ${pattern})`;
}

// A workspace's text index (SQLite): the same trigram matching, but the FTS5 table holds only the rows a list shows
// (not hidden), keyed by workspace and row — `(workspace number << 40) | rowid` — and keeps positions (detail
// 'full'). A term is then a phrase of its trigrams, which matches exactly the rows containing it, so the index alone
// counts a workspace's matches: a rowid range, no read of the rows and no check of their text (a GLOB over
// detail='none' reads every candidate row to check it). PostgreSQL keeps its pg_trgm indexes.

export interface WorkspaceTextIndex extends TextIndex {
  /** A column whose non-null value hides the row from lists (`deleted_at`): such rows are left out of the index. */
  hiddenWhenSet?: string;
}

/** Bits of a workspace index's key that hold the row's rowid (the workspace's number above them). */
const ROW_BITS = 40;
const ROW_MASK = 2 ** ROW_BITS - 1;
const searchTable = (index: TextIndex) => `${index.table}_search`;

/**
 * Starts indexing `index.table` by workspace (in the migration that moves it from `createTextIndex`'s index): drops
 * the FTS5 table of `createTextIndex` and its triggers, and creates and fills the workspace index. Workspaces are
 * numbered in `text_search_workspaces` (an AUTOINCREMENT key: a deleted workspace's number is never reused).
 * PostgreSQL: nothing to do (its pg_trgm indexes serve).
 */
export async function indexTextByWorkspace(db: Kysely<unknown>, index: WorkspaceTextIndex): Promise<void> {
  if (!isSqlite(db)) return;
  const { table, columns, hiddenWhenSet } = index;
  const fts = ftsTable(index);
  const search = searchTable(index);
  for (const trigger of ['insert', 'delete', 'update'])
    await sql.raw(`drop trigger if exists ${fts}_${trigger}`).execute(db);
  await sql.raw(`drop table if exists ${fts}`).execute(db);
  await sql
    .raw(
      'create table if not exists text_search_workspaces (n integer primary key autoincrement, workspace_id text not null unique, changes integer not null default 0)',
    )
    .execute(db);
  const cols = columns.join(', ');
  const key = (row: string) =>
    `(((select n from text_search_workspaces where workspace_id = ${row}.workspace_id) << ${ROW_BITS}) | ${row}.rowid)`;
  const shown = (row: string) => (hiddenWhenSet ? `${row}.${hiddenWhenSet} is null` : '1');
  const values = (row: string) => columns.map((c) => `${row}.${c}`).join(', ');
  const number = (row: string) =>
    `insert or ignore into text_search_workspaces (workspace_id) values (${row}.workspace_id);`;
  // Every change to what the index holds moves the workspace's `changes`: a count kept for a term is one of them.
  const changed = (row: string) =>
    `update text_search_workspaces set changes = changes + 1 where workspace_id = ${row}.workspace_id;`;
  await sql
    .raw(
      `create virtual table ${search} using fts5(${cols}, content='', contentless_delete=1, tokenize='trigram', detail='full')`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${search}_insert after insert on ${table} when ${shown('new')} begin ${number('new')}
      insert into ${search} (rowid, ${cols}) values (${key('new')}, ${values('new')}); ${changed('new')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${search}_delete after delete on ${table} begin delete from ${search} where rowid = ${key('old')}; ${changed('old')} end`,
    )
    .execute(db);
  const watched = [...columns, 'workspace_id', ...(hiddenWhenSet ? [hiddenWhenSet] : [])].join(', ');
  await sql
    .raw(
      `create trigger ${search}_update after update of ${watched} on ${table} begin ${number('new')}
      delete from ${search} where rowid = ${key('old')};
      insert into ${search} (rowid, ${cols}) select ${key('new')}, ${values('new')} where ${shown('new')};
      ${changed('old')} ${changed('new')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `insert or ignore into text_search_workspaces (workspace_id) select distinct workspace_id from ${table} order by workspace_id`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into ${search} (rowid, ${cols}) select ${key(table)}, ${values(table)} from ${table} where ${shown(table)}`,
    )
    .execute(db);
}

/** SQLite: the workspace's rows among those of the index whose `column` contains `term` (three characters or more). */
function workspaceMatches(index: TextIndex, workspaceId: string, column: string, term: string) {
  const search = searchTable(index);
  // A phrase of the term's trigrams: consecutive trigrams are consecutive characters, so it is the substring.
  const phrase = `${column} : "${term.replace(/"/g, '""')}"`;
  const first = sql`((select n from text_search_workspaces where workspace_id = ${workspaceId}) << ${sql.lit(ROW_BITS)})`;
  return sql`from ${sql.table(search)} where ${sql.table(search)} match ${phrase} and rowid between ${first} and ${first} + ${sql.lit(ROW_MASK)}`;
}

export interface TextSearch {
  /** The rows containing the term. */
  where: RawBuilder<SqlBool>;
  /** How many of the workspace's listed rows contain it, when the index alone told. */
  total?: number;
  /**
   * The rows come from the index by rowid (the term is rare): the list's query should not read the workspace's
   * rows in its sort index to probe them (SQLite: `+workspace_id` keeps its planner from that index).
   */
  byRowid: boolean;
}

/**
 * A search of a workspace's list for the rows whose `column` contains `term` (lower-cased as the column), planned
 * by how many rows it matches: the index counts them exactly (SQLite, terms of three characters or more); a page
 * of a common term then walks the list's sort index testing each row, stopping at the page's end (about
 * `reach × listed / matches` rows), where the rows of a rare term come from the index by rowid (as many as it
 * matches) and are sorted. PostgreSQL: the pg_trgm condition, its planner choosing with its statistics.
 * `listed`: the list's rows in the workspace; `reach`: the rows up to the page's end (offset + limit + 1).
 */
export async function searchText(
  db: Executor,
  index: WorkspaceTextIndex,
  search: { workspaceId: string; column: string; term: string; listed: number; reach: number; alias?: string },
): Promise<TextSearch> {
  const { workspaceId, column, term, alias = index.table } = search;
  const like = likeSql(`${alias}.${column}`, 'contains', term);
  if (!isSqlite(db) || [...term].length < 3) return { where: like, byRowid: false };
  const matches = workspaceMatches(index, workspaceId, column, term);
  const total = await countOf(db, index, workspaceId, column, term, matches);
  const walked = total === 0 ? Infinity : (search.reach * search.listed) / total;
  if (walked <= total) return { where: like, total, byRowid: false };
  return {
    where: sql<SqlBool>`${sql.ref(`${alias}.rowid`)} in (select rowid & ${sql.lit(ROW_MASK)} ${matches})`,
    total,
    byRowid: true,
  };
}

/** Counts kept per table, workspace, column and term, with the workspace's `changes` they were counted at. */
const counted = new Map<string, { changes: number; n: number }>();
const COUNTED_MAX = 10_000;

/**
 * How many of the workspace's rows `matches` holds. Counting reads the index entry of every match (about 0.3 µs
 * each: 4 ms for 12,500), so a count is kept in the process until the workspace's indexed rows change (their
 * triggers move `changes`, which every use of a kept count reads first): a repeated search or the next page of one
 * costs one read, and a total is never stale, whichever process wrote.
 */
async function countOf(
  db: Executor,
  index: TextIndex,
  workspaceId: string,
  column: string,
  term: string,
  matches: RawBuilder<unknown>,
): Promise<number> {
  const key = JSON.stringify([index.table, workspaceId, column, term]);
  const changes = sql`(select changes from text_search_workspaces where workspace_id = ${workspaceId})`;
  const kept = counted.get(key);
  if (kept) {
    const { rows } = await sql<{ changes: number | null }>`select ${changes} as changes`.execute(db);
    if (rows[0]?.changes === kept.changes) return kept.n;
  }
  // One statement, one snapshot: the count is of the rows as they were at `changes`.
  const { rows } = await sql<{
    changes: number | null;
    n: number;
  }>`select ${changes} as changes, (select count(*) ${matches}) as n`.execute(db);
  const n = Number(rows[0]?.n ?? 0);
  const at = rows[0]?.changes;
  counted.delete(key);
  if (counted.size >= COUNTED_MAX) counted.delete(counted.keys().next().value!);
  if (typeof at === 'number') counted.set(key, { changes: at, n });
  return n;
}
