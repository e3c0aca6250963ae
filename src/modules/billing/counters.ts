// The number counters both invoice series and contract series draw from (a platform gapless counter over
// billing's own table).
import { clock } from '../../platform/clock.js';
import { gaplessCounter } from '../../platform/counters.js';
import type { Database, Executor } from '../../platform/db/index.js';

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
};

export type CounterKind = 'invoice' | 'contract';

type CounterKey = Pick<CountersTables['billing_counters'], 'workspace_id' | 'kind' | 'series_key' | 'period'>;

const billingCounter = gaplessCounter<CounterKey>('billing_counters', { stamp: () => ({ updated_at: clock.iso() }) });

export const countersStore = {
  /** The next value of a series' counter for a period, in the caller's transaction: `floor` for its first number, then max(last + 1, floor). */
  next: (
    database: Database,
    db: Executor,
    workspaceId: string,
    kind: CounterKind,
    seriesKey: string,
    period: string,
    floor: number,
  ): Promise<number> =>
    billingCounter(database, db, { workspace_id: workspaceId, kind, series_key: seriesKey, period }, floor),
};
