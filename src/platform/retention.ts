// Retention: rows that only grow (audit logs, stored responses, events, delivery logs) are deleted once they are
// past their window. Modules register a rule each; the worker runs every rule at start and then every
// RETENTION_INTERVAL_MINUTES, in small batches so no delete holds the write lock for long. Running the rules twice
// (two workers) deletes nothing twice: a batch only picks rows that are still there.
import { sql } from 'kysely';
import type { Logger } from 'pino';
import { clock } from './clock.js';
import type { Database } from './db/index.js';

export interface RetentionRule {
  /** What the rule purges (logs, metrics): `idempotency_keys`, `payment_notifications`, … */
  name: string;
  /** Deletes at most `limit` rows that are past retention at `nowMs`; resolves to how many it deleted. */
  purgeBatch(nowMs: number, limit: number): Promise<number>;
}

/** Rows deleted per statement: small enough that a batch holds the SQLite write lock for a few milliseconds. */
export const RETENTION_BATCH = 500;

export class Retention {
  private readonly rules: RetentionRule[] = [];

  constructor(private readonly onDeleted?: (rule: string, rows: number) => void) {}

  register(rule: RetentionRule): void {
    if (this.rules.some((r) => r.name === rule.name)) throw new Error(`retention rule ${rule.name} registered twice`);
    this.rules.push(rule);
  }

  get ruleNames(): string[] {
    return this.rules.map((r) => r.name);
  }

  /** Runs every rule until nothing is left past its window; resolves to the rows deleted per rule. */
  async run(log?: Logger): Promise<Record<string, number>> {
    const deleted: Record<string, number> = {};
    const nowMs = clock.nowMs();
    for (const rule of this.rules) {
      let total = 0;
      try {
        for (;;) {
          const n = await rule.purgeBatch(nowMs, RETENTION_BATCH);
          total += n;
          if (n < RETENTION_BATCH) break;
        }
      } catch (err) {
        // One rule failing (a table locked, the database briefly away) must not stop the others; the next run retries.
        log?.warn({ err, rule: rule.name }, 'retention rule failed');
      }
      deleted[rule.name] = total;
      if (total > 0) this.onDeleted?.(rule.name, total);
    }
    return deleted;
  }
}

/**
 * A batch delete of the rows of `table` whose `timeColumn` (an ISO timestamp) is before `cutoffIso`, picked by the
 * single-column key `keyColumn`; with `only`, just the rows whose column holds one of its values (finished ones: a
 * row still in flight is never picked). One statement on both databases; the time column should be indexed.
 */
export async function deleteOlderThan(
  db: Database,
  table: string,
  keyColumn: string,
  timeColumn: string,
  cutoffIso: string,
  limit: number,
  only?: { column: string; values: readonly string[] },
): Promise<number> {
  const t = sql.table(table);
  const k = sql.ref(keyColumn);
  const c = sql.ref(timeColumn);
  const kept = only ? sql` and ${sql.ref(only.column)} in (${sql.join(only.values)})` : sql``;
  const res =
    await sql`delete from ${t} where ${k} in (select ${k} from ${t} where ${c} < ${cutoffIso}${kept} limit ${limit})`.execute(
      db.kysely,
    );
  return Number(res.numAffectedRows ?? 0);
}
