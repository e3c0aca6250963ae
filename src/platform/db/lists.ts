// One page of a list and the total of its rows: what every store's list answers, ordered one way everywhere.
import type { SelectQueryBuilder } from 'kysely';

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
  page: { limit: number; offset: number };
  /** The listed table's alias, when the query joins others. */
  table?: string;
  /** The total, when something cheaper than counting the matching rows knows it (a store's counters). */
  count?: () => Promise<number>;
}

/**
 * One page of the rows `query` matches, in the list's order (inListOrder), and how many it matches in all; both
 * queries run at once. `select` picks the columns (all of them by default).
 */
export async function listPage<Q extends AnySelect, S extends AnySelect = ReturnType<Q['selectAll']>>(
  query: Q,
  opts: ListPageOptions & { select?: (query: Q) => S },
): Promise<ListPage<Awaited<ReturnType<S['execute']>>[number]>> {
  const selected: AnySelect = opts.select ? opts.select(query) : query.selectAll();
  const [rows, total] = await Promise.all([
    inListOrder(selected, opts.sort, opts.table).limit(opts.page.limit).offset(opts.page.offset).execute(),
    opts.count ? opts.count() : query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n)),
  ]);
  return { rows, total };
}
