// Column codecs: SQLite has no boolean or JSON type, pg returns its own; services see the same JS types on both.
// Booleans are stored as integer 0/1 and JSON as text on both databases (docs/decisions.md), timestamps as
// ISO-8601 UTC text with milliseconds.
import { sql, type RawBuilder, type SqlBool } from 'kysely';

export const bool = {
  write: (v: boolean): number => (v ? 1 : 0),
  read: (v: unknown): boolean => v === 1 || v === true || v === '1',
};

export const json = {
  write: (v: unknown): string => JSON.stringify(v),
  read: <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T)),
};

/** Nullable JSON: null stays null. */
export const jsonOrNull = {
  write: (v: unknown): string | null => (v === null || v === undefined ? null : JSON.stringify(v)),
  read: <T>(v: unknown): T | null => (v === null || v === undefined ? null : json.read<T>(v)),
};

/** Counts and sums come back as bigint text on some drivers. */
export const int = (v: unknown): number => Number(v ?? 0);

/**
 * `<column> like <pattern> escape '\'`: the column contains `term` (`contains`) or starts with it (`prefix`), the
 * term matching literally: LIKE's wildcards and the escape character in it are escaped. The ESCAPE clause is what
 * makes that work on SQLite, whose LIKE has no default escape character. Case is the caller's: the term is used as is.
 */
export function likeSql(column: string, match: 'contains' | 'prefix', term: string): RawBuilder<SqlBool> {
  const literal = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  const pattern = match === 'prefix' ? `${literal}%` : `%${literal}%`;
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

/** Text search (`q`): the term, lower-cased, as a literal substring of a lower-cased column. */
export function likeContainsSql(column: string, term: string): RawBuilder<SqlBool> {
  return likeSql(column, 'contains', term.toLowerCase());
}
