// Gapless counters: numbers handed out one after another with no hole and no repeat (booking codes, invoice and
// contract numbers). A counter is a row of its module's own table (created by that module's migration): the
// columns that name the counter form the table's primary key, and `last_value` is the last number handed out.
import { sql } from 'kysely';
import type { Database, Executor } from './db/index.js';

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
  /** The upsert with placeholder values; run with `[...key values, ...stamp values, first value, (floor, floor)]`. */
  const upsert = (key: K, stamp: Record<string, string>, floored: boolean) => (db: Executor) => {
    const next = floored
      ? sql<number>`case when ${last} + 1 < ${0} then ${0} else ${last} + 1 end`
      : sql<number>`${last} + 1`;
    return db
      .withTables<Record<string, Record<string, string | number>>>()
      .insertInto(table)
      .values({ ...key, ...stamp, last_value: 0 })
      .onConflict((oc) =>
        oc.columns(Object.keys(key)).doUpdateSet((eb) => ({
          last_value: next,
          ...Object.fromEntries(Object.keys(stamp).map((column) => [column, eb.ref(`excluded.${column}`)])),
        })),
      )
      .returning('last_value');
  };
  return async (database: Database, db: Executor, key: K, floor?: number): Promise<number> => {
    const stamp = opts.stamp?.() ?? {};
    const floored = floor !== undefined;
    // Compiled once per counter and form (a booking takes a code number each: building the upsert cost more than running it).
    const shape = `counter:${table}:${Object.keys(key).join(',')}:${Object.keys(stamp).join(',')}:${floored ? 'floor' : 'next'}`;
    const parameters = [...Object.values(key), ...Object.values(stamp), floor ?? 1, ...(floored ? [floor, floor] : [])];
    const { rows } = await database.runCompiled<{ last_value: number }>(
      db,
      shape,
      upsert(key, stamp, floored),
      parameters,
    );
    return Number(rows[0]!.last_value);
  };
}
