// The retention runner: every rule runs in batches until nothing is left past its window, a failing rule does not
// stop the others, and deleted rows are counted in /metrics.
import { describe, expect, it } from 'vitest';
import { Metrics } from '../../src/platform/metrics.js';
import { RETENTION_BATCH, Retention, type RetentionRule } from '../../src/platform/retention.js';
import { openDatabase } from '../../src/platform/db/index.js';

function countingRule(name: string, rows: number): RetentionRule & { calls: number; left: () => number } {
  let left = rows;
  const rule = {
    name,
    calls: 0,
    left: () => left,
    async purgeBatch(_now: number, limit: number) {
      rule.calls++;
      const n = Math.min(limit, left);
      left -= n;
      return n;
    },
  };
  return rule;
}

describe('Retention', () => {
  it('runs each rule in batches until a batch comes back short', async () => {
    const r = new Retention();
    const big = countingRule('big', RETENTION_BATCH * 2 + 7);
    const empty = countingRule('empty', 0);
    r.register(big);
    r.register(empty);
    expect(await r.run()).toEqual({ big: RETENTION_BATCH * 2 + 7, empty: 0 });
    expect(big.calls).toBe(3);
    expect(big.left()).toBe(0);
    expect(empty.calls).toBe(1);
  });

  it('keeps running the other rules when one fails, and counts deleted rows by rule', async () => {
    const db = openDatabase('sqlite::memory:');
    const metrics = new Metrics(db);
    const r = new Retention((rule, n) => metrics.retentionDeleted.inc({ rule }, n));
    r.register({ name: 'broken', purgeBatch: () => Promise.reject(new Error('table locked')) });
    const after = countingRule('after', 3);
    r.register(after);
    expect(await r.run()).toEqual({ broken: 0, after: 3 });
    expect(await metrics.registry.getSingleMetricAsString('retention_deleted_rows_total')).toContain(
      'retention_deleted_rows_total{rule="after"} 3',
    );
    await db.close();
  });

  it('refuses a rule name registered twice', () => {
    const r = new Retention();
    r.register(countingRule('x', 0));
    expect(() => r.register(countingRule('x', 0))).toThrow(/twice/);
  });
});
