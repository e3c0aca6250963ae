// One page of a list and the total of its rows: what every store's list answers, ordered one way everywhere. A page
// starts at an offset or after a cursor (the sort value and id of the row before it): a cursor page is an index
// range read whatever its depth, where an offset walks every row it skips.
import { SqliteAdapter, type Expression, type ExpressionBuilder, type SqlBool, type SelectQueryBuilder } from 'kysely';
import { ValidationError } from '../errors.js';
import type { Page } from '../http/pagination.js';
import type { Executor } from './index.js';

// Any tables and selection: the helpers below only order, page and count, whatever the store selects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

/** The requested order of a list: a column of the listed table and a direction. */
export interface ListOrder {
  column: string;
  direction: 'asc' | 'desc';
}

export interface ListPage<R> {
  rows: R[];
  total: number;
}

/**
 * `query` in the list's order: the sort column, then the id in the same direction, so rows that tie on the column
 * keep one order and pages neither overlap nor skip. `table`: the listed table's alias in a query that joins.
 */
export function inListOrder<Q extends AnySelect>(query: Q, sort: ListOrder, table?: string): Q {
  const column = (name: string) => (table === undefined ? name : `${table}.${name}`);
  return query.orderBy(column(sort.column), sort.direction).orderBy(column('id'), sort.direction) as Q;
}

export interface ListPageOptions {
  sort: ListOrder;
  page: Page;
  /** The listed table's alias, when the query joins others. */
  table?: string;
  /** The total, when something cheaper than counting the matching rows knows it (list counters). */
  count?: () => Promise<number>;
  /**
   * The list's sort columns that may hold NULL. A cursor on any other column is a plain index range; one on these
   * also takes the NULL rows that follow in the database's order, which no single range covers.
   */
  nullable?: ReadonlySet<string>;
}

type CursorValue = string | number | null;

/** A cursor: the sort it belongs to and the sort value and id of the last row of the page before. */
function encodeCursor(sort: ListOrder, value: CursorValue, id: string): string {
  return Buffer.from(JSON.stringify([sort.column, sort.direction, value, id])).toString('base64url');
}

function decodeCursor(cursor: string, sort: ListOrder): { value: CursorValue; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4)
    throw new ValidationError('cursor', 'is not a cursor this service gave');
  const [column, direction, value, id] = parsed as unknown[];
  if (column !== sort.column || direction !== sort.direction)
    throw new ValidationError(
      'cursor',
      'belongs to another sort of the list: send the same sort as the page that gave it',
    );
  if (typeof id !== 'string' || !(value === null || typeof value === 'string' || typeof value === 'number'))
    throw new ValidationError('cursor', 'is not a cursor this service gave');
  return { value, id };
}

/** Whether the database orders NULL before every value in ascending order (SQLite) or after (PostgreSQL). */
const nullsFirstInAscending = (db: Executor) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * The rows after (value, id) in the list's order: `(column, id) > (value, id)` (or `<` descending), a range of the
 * list's index (workspace, column, id). On a nullable column it also places NULLs as the database orders them.
 */
function after(
  db: Executor,
  sort: ListOrder,
  at: { value: CursorValue; id: string },
  nullable: boolean,
  table?: string,
) {
  const column = table === undefined ? sort.column : `${table}.${sort.column}`;
  const idColumn = table === undefined ? 'id' : `${table}.id`;
  const beyond = sort.direction === 'asc' ? '>' : '<';
  const nullsFirst = nullsFirstInAscending(db) === (sort.direction === 'asc');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    if (at.value === null) {
      const tie = eb.and([eb(column, 'is', null), eb(idColumn, beyond, at.id)]);
      return nullsFirst ? eb.or([tie, eb(column, 'is not', null)]) : tie;
    }
    const range = eb(eb.refTuple(column, idColumn), beyond, eb.tuple(at.value, at.id));
    return nullable && !nullsFirst ? eb.or([range, eb(column, 'is', null)]) : range;
  };
}

/**
 * One page of the rows `query` matches, in the list's order (inListOrder), and how many it matches in all; both
 * queries run at once. `select` picks the columns (all of them by default; the sort column and id must be among
 * them). Reads one row more than the page to know whether more follow, and records that and the next page's cursor
 * on `page.after` for the envelope.
 */
export async function listPage<Q extends AnySelect, S extends AnySelect = ReturnType<Q['selectAll']>>(
  db: Executor,
  query: Q,
  opts: ListPageOptions & { select?: (query: Q) => S },
): Promise<ListPage<Awaited<ReturnType<S['execute']>>[number]>> {
  const { sort, page, table } = opts;
  let selected: AnySelect = opts.select ? opts.select(query) : query.selectAll();
  if (page.cursor !== undefined)
    selected = selected.where(
      after(db, sort, decodeCursor(page.cursor, sort), opts.nullable?.has(sort.column) ?? false, table),
    );
  const [read, total] = await Promise.all([
    inListOrder(selected, sort, table)
      .limit(page.limit + 1)
      .offset(page.offset)
      .execute(),
    opts.count
      ? opts.count()
      : query
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n)),
  ]);
  return { rows: pageRows(read, sort, page), total };
}

/**
 * The page of `read` (up to `page.limit + 1` rows in the list's order, as a page query read them): drops the extra
 * row, and records on `page.after` whether more follow and the next page's cursor.
 */
export function pageRows<R>(read: R[], sort: ListOrder, page: Page): R[] {
  const hasMore = read.length > page.limit;
  const rows = hasMore ? read.slice(0, page.limit) : read;
  const last = rows.at(-1) as Record<string, unknown> | undefined;
  page.after = {
    hasMore,
    nextCursor: hasMore && last ? encodeCursor(sort, last[sort.column] as CursorValue, String(last.id)) : null,
  };
  return rows;
}
