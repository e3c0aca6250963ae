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
