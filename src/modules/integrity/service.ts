// Integrity checks (docs/operating.md, "Integrity checks"): the numbers the product keeps beside the rows they come
// from (seats taken, list totals, money totals and payment statuses, voucher balances, the numbers series handed out)
// must agree with those rows. A run reports every difference with the ids to find it; with `repair`, the derived
// counters (seats, list totals) are set from their rows, each under the lock its writers take and audited, while
// money and numbering are only reported: what is right there is an operator's judgement, not arithmetic. The
// worker runs it every VERIFY_EVERY_HOURS as a job that schedules its successor, so the schedule survives restarts.
import type { Logger } from 'pino';
import { Gauge, type Registry } from 'prom-client';
import type { Config } from '../../config.js';
import { clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import { listCountDifferences, recountList, type CountedList } from '../../platform/db/list-counts.js';
import type { JobContext, JobSink } from '../../platform/jobs.js';
import type { IntegrityPorts } from './ports.js';
import { integrityStore as store, type Numbering } from './store.js';

/** The kind of the scheduled run's job; its payload is empty. */
export const VERIFY_JOB = 'integrity.verify';
export type VerifyJob = Record<string, never>;

/** Advisory lock space of the schedule (one queued run, however many workers start at once). */
const SCHEDULE_LOCKS = 570;
/** Numbers listed per difference of a numbering series (a long gap is said by its count and bounds). */
const LISTED = 50;

export const CHECKS = [
  'seats',
  'listCounts',
  'bookingMoney',
  'voucherBalances',
  'invoiceNumbers',
  'contractNumbers',
  'keptAvailability',
] as const;
export type Check = (typeof CHECKS)[number];

export interface Difference {
  check: Check;
  workspaceId: string;
  /** The rows to look at (departure, list and bucket, booking, voucher, series and period, product). */
  ids: Record<string, string>;
  /** What the rows say. */
  expected: Record<string, unknown>;
  /** What is kept. */
  found: Record<string, unknown>;
  /** Set from the rows by this run (`repair`, derived counters only). */
  repaired: boolean;
}

export interface IntegrityReport {
  /** No difference is left (none found, or every one repaired). */
  ok: boolean;
  startedAt: string;
  finishedAt: string;
  repair: boolean;
  /** Workspaces checked. */
  workspaces: number;
  checks: Record<Check, { differences: number; repaired: number }>;
  differences: Difference[];
}

export interface RunOptions {
  /** One workspace; every workspace when unset. */
  workspaceId?: string;
  /** Repair the derived counters, audited as done by this operator. */
  repair?: { operator: string };
  /** Where each difference is logged (the scheduled run). */
  log?: Logger;
}

export interface IntegrityDeps {
  db: Database;
  jobs: JobSink;
  config: Pick<Config, 'verifyEveryHours'>;
  metrics: Registry;
}

type NumberingRow = Awaited<ReturnType<typeof store.numberingDifferences>>[number];

export class IntegrityService {
  private readonly differencesGauge: Gauge<'check'>;
  private readonly lastRunGauge: Gauge;

  constructor(
    private readonly deps: IntegrityDeps,
    private readonly ports: IntegrityPorts,
  ) {
    this.differencesGauge = new Gauge({
      name: 'integrity_differences',
      help: 'Differences the last integrity check of this process found, by check (repaired ones included)',
      labelNames: ['check'],
      registers: [deps.metrics],
    });
    this.lastRunGauge = new Gauge({
      name: 'integrity_last_run_timestamp_seconds',
      help: 'When the last integrity check of this process finished (Unix time; absent before the first)',
      registers: [deps.metrics],
    });
  }

  async run(opts: RunOptions = {}): Promise<IntegrityReport> {
    const startedAt = clock.iso();
    const workspaces = opts.workspaceId ? [opts.workspaceId] : await this.ports.workspaceIds();
    const differences: Difference[] = [];
    for (const workspaceId of workspaces) differences.push(...(await this.checkWorkspace(workspaceId, opts.repair)));
    const checks = Object.fromEntries(CHECKS.map((c) => [c, { differences: 0, repaired: 0 }])) as Record<
      Check,
      { differences: number; repaired: number }
    >;
    for (const d of differences) {
      checks[d.check].differences++;
      if (d.repaired) checks[d.check].repaired++;
      opts.log?.warn({ difference: d }, `integrity difference: ${d.check}`);
    }
    for (const c of CHECKS) this.differencesGauge.set({ check: c }, checks[c].differences);
    this.lastRunGauge.set(clock.nowMs() / 1000);
    return {
      ok: differences.every((d) => d.repaired),
      startedAt,
      finishedAt: clock.iso(),
      repair: opts.repair !== undefined,
      workspaces: workspaces.length,
      checks,
      differences,
    };
  }

  /** Enqueues the scheduled run when VERIFY_EVERY_HOURS is set and none is queued (the worker, at its start). */
  async schedule(): Promise<boolean> {
    if (!this.deps.config.verifyEveryHours) return false;
    return this.deps.db.transaction(async (tx) => {
      await this.deps.db.lockKey(tx, SCHEDULE_LOCKS, VERIFY_JOB);
      if (await store.jobPending(tx, VERIFY_JOB)) return false;
      await this.deps.jobs.enqueue(tx, VERIFY_JOB, {});
      return true;
    });
  }

  /**
   * The scheduled run: checks every workspace (no repair), logs each difference and sets the gauges, then queues
   * the next run in the transaction that ends this one. With VERIFY_EVERY_HOURS unset now, the schedule ends.
   */
  async scheduledRun(ctx: JobContext): Promise<void> {
    const every = this.deps.config.verifyEveryHours;
    if (!every) return;
    const report = await this.run({ log: ctx.log });
    ctx.log.info({ checks: report.checks, workspaces: report.workspaces }, 'integrity check run');
    await this.deps.db.transaction(async (tx) => {
      await this.deps.db.lockKey(tx, SCHEDULE_LOCKS, VERIFY_JOB);
      await ctx.complete(tx);
      if (await store.jobPending(tx, VERIFY_JOB)) return;
      await this.deps.jobs.enqueue(tx, VERIFY_JOB, {}, { runAt: new Date(clock.nowMs() + every * 3_600_000) });
    });
  }

  private async checkWorkspace(workspaceId: string, repair: RunOptions['repair']): Promise<Difference[]> {
    return [
      ...(await this.seats(workspaceId, repair)),
      ...(await this.listCounts(workspaceId, repair)),
      ...(await this.bookingMoney(workspaceId)),
      ...(await this.voucherBalances(workspaceId)),
      ...(await this.numbering(workspaceId, 'invoice')),
      ...(await this.numbering(workspaceId, 'contract')),
      ...(await this.keptAvailability(workspaceId)),
    ];
  }

  /**
   * A departure's seats taken are those of the bookings holding seats on it (`seats_held`: taken on creation or
   * confirmation, given back on cancellation and expiry; a reseller's too, booked through the marketplace) and of
   * the wizard seat holds still held. Repaired under the departure's lock, counted again there.
   */
  private async seats(workspaceId: string, repair: RunOptions['repair']): Promise<Difference[]> {
    const holders = [workspaceId, ...(await this.ports.sellersOf(workspaceId))];
    const rows = await store.seatDifferences(this.deps.db.kysely, workspaceId, holders);
    const out: Difference[] = [];
    for (const r of rows) {
      const d: Difference = {
        check: 'seats',
        workspaceId,
        ids: { departureId: r.id, productId: r.product_id },
        expected: { bookedPax: Number(r.expected) },
        found: { bookedPax: Number(r.booked_pax) },
        repaired: false,
      };
      if (repair) {
        const fixed = await this.deps.db.transaction(async (tx) => {
          const seats = await this.ports.correctSeats(tx, workspaceId, r.id, (locked) =>
            store.seatsTaken(locked, r.id, holders),
          );
          if (seats && seats.before !== seats.after)
            await this.ports.audit(tx, {
              workspaceId,
              operator: repair.operator,
              target: { type: 'departure', id: r.id },
              details: { check: 'seats', bookedPax: seats.after, was: seats.before },
            });
          return seats;
        });
        if (fixed) {
          d.expected = { bookedPax: fixed.after };
          d.repaired = true;
        }
      }
      out.push(d);
    }
    return out;
  }

  /** Every counted list's kept totals against its rows; repaired by recounting the list under its table's lock. */
  private async listCounts(workspaceId: string, repair: RunOptions['repair']): Promise<Difference[]> {
    const out: Difference[] = [];
    for (const spec of this.ports.countedLists()) {
      const found = await listCountDifferences(this.deps.db.kysely, spec, workspaceId);
      if (found.length === 0) continue;
      const repaired = repair ? await this.recount(workspaceId, spec, repair.operator) : false;
      for (const b of found)
        out.push({
          check: 'listCounts',
          workspaceId,
          ids: { list: spec.list, bucket: b.bucket },
          expected: { count: b.expected },
          found: { count: b.found },
          repaired,
        });
    }
    return out;
  }

  private recount(workspaceId: string, spec: CountedList, operator: string): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      const fixed = await recountList(tx, spec, workspaceId);
      if (fixed.length > 0)
        await this.ports.audit(tx, {
          workspaceId,
          operator,
          target: { type: 'list', id: spec.list },
          details: { check: 'listCounts', buckets: fixed },
        });
      return true;
    });
  }

  /** A booking's paid and refunded totals are its ledger's sums, and its payment status the one they say. */
  private async bookingMoney(workspaceId: string): Promise<Difference[]> {
    const rows = await store.moneyDifferences(this.deps.db.kysely, workspaceId, this.ports.paymentStatusSql);
    return rows.map((r) => ({
      check: 'bookingMoney',
      workspaceId,
      ids: { bookingId: r.id, code: r.code },
      expected: {
        paidMinor: Number(r.ledger_paid),
        refundedMinor: Number(r.ledger_refunded),
        paymentStatus: r.ledger_status,
      },
      found: {
        paidMinor: Number(r.paid_minor),
        refundedMinor: Number(r.refunded_minor),
        paymentStatus: r.payment_status,
      },
      repaired: false,
    }));
  }

  /** A voucher's balance is the sum of its ledger: the initial balance, less redemptions, plus refunds. */
  private async voucherBalances(workspaceId: string): Promise<Difference[]> {
    const rows = await store.voucherDifferences(this.deps.db.kysely, workspaceId);
    return rows.map((r) => ({
      check: 'voucherBalances',
      workspaceId,
      ids: { voucherId: r.id, code: r.code },
      expected: { balanceMinor: Number(r.ledger) },
      found: { balanceMinor: Number(r.current_balance_minor) },
      repaired: false,
    }));
  }

  /**
   * The numbers of each series and period run without a gap or a repeat up to the counter's last value: invoice
   * series from 1 (per series and year of issue), contract series that enforce gapless numbering from their first.
   */
  private async numbering(workspaceId: string, kind: Numbering): Promise<Difference[]> {
    const db = this.deps.db.kysely;
    const rows = await store.numberingDifferences(db, workspaceId, kind);
    const out: Difference[] = [];
    for (const r of rows) {
      const numbers = await store.numbersOf(db, workspaceId, kind, r.series_key, r.period);
      out.push({
        check: kind === 'invoice' ? 'invoiceNumbers' : 'contractNumbers',
        workspaceId,
        ids: { [kind === 'invoice' ? 'series' : 'seriesId']: r.series_key, period: r.period },
        ...this.numberingGap(kind, r, numbers),
        repaired: false,
      });
    }
    return out;
  }

  private numberingGap(kind: Numbering, r: NumberingRow, numbers: Array<{ sequence: number; id: string }>) {
    const counter = Number(r.counter);
    const first = kind === 'invoice' ? 1 : (numbers[0]?.sequence ?? counter);
    const seen = new Map<number, string[]>();
    for (const n of numbers) seen.set(n.sequence, [...(seen.get(n.sequence) ?? []), n.id]);
    const last = Math.max(counter, numbers.at(-1)?.sequence ?? 0);
    const missing: number[] = [];
    for (let s = first; s <= last && missing.length < LISTED; s++) if (!seen.has(s)) missing.push(s);
    const repeated = [...seen].filter(([, ids]) => ids.length > 1).slice(0, LISTED);
    return {
      expected: { first, last: counter, count: Math.max(0, counter - first + 1) },
      found: {
        first: r.lo === null ? null : Number(r.lo),
        last: r.hi === null ? null : Number(r.hi),
        count: Number(r.n),
        missing,
        repeated: repeated.map(([sequence, ids]) => ({
          sequence,
          [kind === 'invoice' ? 'invoiceIds' : 'numbers']: ids,
        })),
      },
    };
  }

  /** What this process keeps of the availability answers it gave equals them computed again from the tables. */
  private async keptAvailability(workspaceId: string): Promise<Difference[]> {
    const products = await this.ports.keptAvailability(workspaceId);
    return products.flatMap((p) =>
      p.mismatches.map((request) => ({
        check: 'keptAvailability' as const,
        workspaceId,
        ids: { productId: p.productId, request },
        expected: { answer: 'recomputed from the tables' },
        found: { answer: 'a kept answer that differs from it' },
        repaired: false,
      })),
    );
  }
}
