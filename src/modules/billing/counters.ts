// The number counters both invoice series and contract series draw from. SQL only.
import { sql } from 'kysely';
import { clock } from '../../platform/clock.js';
import type { Executor } from '../../platform/db/index.js';

export type CountersTables = {
  billing_counters: {
    workspace_id: string;
    kind: CounterKind;
    /** The invoice series code, or the contract series id. */
    series_key: string;
    /** '' for a series that never resets, else the year (`2026`) or month (`2026-03`) the numbers belong to. */
    period: string;
    last_value: number;
    updated_at: string;
  };
}

export type CounterKind = 'invoice' | 'contract';

const t = (db: Executor) => db.withTables<CountersTables>();

export const countersStore = {
  /**
   * The next value of a counter, in the caller's transaction: `floor` for a period's first number, then
   * max(last + 1, floor). One upsert statement: it takes the counter row's lock until the transaction ends, so
   * concurrent callers get consecutive values and a rolled-back caller gives its value back.
   */
  async next(db: Executor, workspaceId: string, kind: CounterKind, seriesKey: string, period: string, floor: number): Promise<number> {
    const row = await t(db)
      .insertInto('billing_counters')
      .values({ workspace_id: workspaceId, kind, series_key: seriesKey, period, last_value: floor, updated_at: clock.iso() })
      .onConflict((oc) =>
        oc.columns(['workspace_id', 'kind', 'series_key', 'period']).doUpdateSet({
          last_value: sql<number>`case when billing_counters.last_value + 1 < ${floor} then ${floor} else billing_counters.last_value + 1 end`,
          updated_at: (eb) => eb.ref('excluded.updated_at'),
        }),
      )
      .returning('last_value')
      .executeTakeFirstOrThrow();
    return Number(row.last_value);
  },
};
