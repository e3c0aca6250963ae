// Gapless counters: numbers handed out one after another with no hole and no repeat (booking codes, invoice and
// contract numbers). A counter is a row of its module's own table (created by that module's migration): the
// columns that name the counter form the table's primary key, and `last_value` is the last number handed out.
import { sql } from 'kysely';
import type { Executor } from './db/index.js';

type CounterKey = Record<string, string | number>;

export interface CounterOptions {
  /** Columns written with every value besides the key and `last_value` (e.g. `updated_at`). */
  stamp?: () => Record<string, string>;
}

/**
 * The counters of `table`. `next(db, key, floor)` answers the next value of the counter `key` names, in the caller's
 * transaction: `floor` (default 1) for its first value, then last + 1, or `floor` when that is higher. One upsert:
 * it takes the counter row's lock until the transaction ends, so concurrent callers get consecutive values and a
 * rolled-back caller gives its value back.
 */
export function gaplessCounter<K extends CounterKey>(table: string, opts: CounterOptions = {}) {
  const last = sql.ref<number>(`${table}.last_value`);
  return async (db: Executor, key: K, floor?: number): Promise<number> => {
    const stamp = opts.stamp?.() ?? {};
    const next = floor === undefined ? sql<number>`${last} + 1` : sql<number>`case when ${last} + 1 < ${floor} then ${floor} else ${last} + 1 end`;
    const row = await db
      .withTables<Record<string, Record<string, string | number>>>()
      .insertInto(table)
      .values({ ...key, ...stamp, last_value: floor ?? 1 })
      .onConflict((oc) =>
        oc.columns(Object.keys(key)).doUpdateSet((eb) => ({
          last_value: next,
          ...Object.fromEntries(Object.keys(stamp).map((column) => [column, eb.ref(`excluded.${column}`)])),
        })),
      )
      .returning('last_value')
      .executeTakeFirstOrThrow();
    return Number(row.last_value);
  };
}
