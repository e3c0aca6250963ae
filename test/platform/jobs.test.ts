// The durable job queue: enqueue in the caller's transaction, retries with backoff, giving up and keeping the
// failure, reclaiming expired leases, the worker loop, and (on both databases) two queues on one database never
// running a job twice at once.
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import {
  JobQueue,
  PermanentJobError,
  RetryJobError,
  retryBackoff,
  type JobHandler,
  type JobRow,
  type JobsTable,
} from '../../src/platform/jobs.js';
import { closePlatform, createPlatform, type Platform } from '../../src/platform/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { databaseUrlOf } from '../support/cli.js';
import { onPostgres } from '../support/db.js';

const log = pino({ level: 'silent' });
/** The queues here run job kinds of their own (not the app's catalogue): any kind, any payload. */
type TestJobs = Record<string, unknown>;
type TestQueue = JobQueue<TestJobs>;
let kindCounter = 0;
/** Each test its own job kind, so queues built by other tests never claim its jobs. */
const kind = (name: string) => `test.${name}.${++kindCounter}`;

describe('job queue', () => {
  let t: TestApp;
  const queues: TestQueue[] = [];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.stop()));
    await t.close();
  });

  function queue(opts: Partial<ConstructorParameters<typeof JobQueue>[1]> = {}, p: Platform = t.platform): TestQueue {
    const q = new JobQueue<TestJobs>(p.db, {
      log,
      retryBaseMs: 1000,
      retryMaxMs: 60_000,
      leaseMs: 30_000,
      pollMs: 20,
      ...opts,
    });
    queues.push(q);
    return q;
  }
  const jobsTable = () => t.platform.db.kysely.withTables<JobsTable>();
  const jobRow = (id: string) => jobsTable().selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  const enqueue = (q: TestQueue, k: string, payload: unknown, opts: Parameters<TestQueue['enqueue']>[3] = {}) =>
    t.platform.db.transaction((tx) => q.enqueue(tx, k, payload, opts));

  it('runs a committed job once with its payload and deletes it', async () => {
    const q = queue();
    const k = kind('ok');
    const seen: Array<{ payload: unknown; attempt: number; id: string }> = [];
    q.register(k, async (payload, ctx) => {
      seen.push({ payload, attempt: ctx.attempt, id: ctx.id });
    });
    const id = await enqueue(q, k, { hello: 'world', n: 1, nested: { ok: true } }, { workspaceId: 'ws_x' });
    expect(id).toMatch(/^job_/);
    expect(await jobRow(id)).toMatchObject({ kind: k, status: 'queued', attempts: 0, workspace_id: 'ws_x' });
    expect(await q.drain()).toBe(1);
    expect(seen).toEqual([{ payload: { hello: 'world', n: 1, nested: { ok: true } }, attempt: 1, id }]);
    expect(await jobRow(id)).toBeUndefined();
    expect(await q.drain()).toBe(0);
  });

  it('ends a job in the handler’s own transaction with complete(tx); a rolled-back one leaves the job to retry', async () => {
    const q = queue();
    const k = kind('complete');
    const runs: number[] = [];
    q.register(k, async (_p, ctx) => {
      runs.push(ctx.attempt);
      await t.platform.db.transaction(async (tx) => {
        await ctx.complete(tx);
        if (ctx.attempt === 1) throw new Error('the outcome could not be written');
      });
    });
    const id = await enqueue(q, k, {});
    expect(await q.drain()).toBe(1);
    expect(await jobRow(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'the outcome could not be written',
    });
    clock.advance(60_000);
    expect(await q.drain()).toBe(1);
    expect(runs).toEqual([1, 2]);
    expect(await jobRow(id)).toBeUndefined();
    clock.reset();
  });

  it('never runs a job enqueued in a transaction that rolled back', async () => {
    const q = queue();
    const k = kind('rollback');
    let runs = 0;
    q.register(k, async () => {
      runs++;
    });
    let enqueued = '';
    await expect(
      t.platform.db.transaction(async (tx) => {
        enqueued = await q.enqueue(tx, k, { doomed: true });
        await t.platform.outbox.emit(tx, 'ws_rollback', 'webhook.test', {
          subscription_id: 'whsub_x',
          message: 'rolled back',
        });
        throw new Error('the caller failed after enqueueing');
      }),
    ).rejects.toThrow('the caller failed');
    expect(enqueued).toMatch(/^job_/);
    expect(await jobRow(enqueued)).toBeUndefined();
    expect(await t.events('ws_rollback')).toEqual([]);
    expect(await q.drain()).toBe(0);
    expect(runs).toBe(0);
  });

  it('waits for run_at', async () => {
    const q = queue();
    const k = kind('later');
    let runs = 0;
    q.register(k, async () => {
      runs++;
    });
    await enqueue(q, k, {}, { runAt: new Date(clock.nowMs() + 60_000) });
    expect(await q.drain()).toBe(0);
    clock.advance(60_001);
    expect(await q.drain()).toBe(1);
    expect(runs).toBe(1);
    clock.reset();
  });

  it('retries a failing job with exponential backoff, keeping the last error', async () => {
    const q = queue({ retryBaseMs: 1000 });
    const k = kind('flaky');
    const attempts: number[] = [];
    q.register(k, async (_p, ctx) => {
      attempts.push(ctx.attempt);
      if (ctx.attempt < 4) throw new Error(`boom ${ctx.attempt}`);
    });
    const id = await enqueue(q, k, {});
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const before = clock.nowMs();
      expect(await q.drain()).toBe(1);
      const row = (await jobRow(id))!;
      expect(row).toMatchObject({
        status: 'queued',
        attempts: attempt,
        last_error: `boom ${attempt}`,
        locked_by: null,
        locked_until: null,
      });
      const delay = Date.parse(row.run_at) - before;
      delays.push(delay);
      // Full jitter between half and all of base × 2^(attempt-1).
      const base = 1000 * 2 ** (attempt - 1);
      expect(delay).toBeGreaterThanOrEqual(base / 2 - 5);
      expect(delay).toBeLessThanOrEqual(base + 50);
      // Not due before its time, due after it.
      expect(await q.drain()).toBe(0);
      clock.advance(delay + 1);
    }
    expect(await q.drain()).toBe(1);
    expect(attempts).toEqual([1, 2, 3, 4]);
    expect(await jobRow(id)).toBeUndefined();
    clock.reset();
  });

  it('runs a deadlock’s victim again at once: both jobs done in one drain (PostgreSQL; SQLite serialises writers)', async () => {
    if (t.platform.db.dialect !== 'postgres') return;
    const db = t.platform.db.kysely;
    await sql`create table deadlock_probe (id integer primary key, n integer not null)`.execute(db);
    await sql`insert into deadlock_probe (id, n) values (1, 0), (2, 0)`.execute(db);
    const q = queue({ concurrency: 2, retryBaseMs: 60_000 });
    const k = kind('deadlock');
    // Each first attempt locks its own row, waits until the other has locked its own, then wants the other's.
    let locked = 0;
    let bothLocked!: () => void;
    const barrier = new Promise<void>((resolve) => (bothLocked = resolve));
    const errors: string[] = [];
    q.register(k, async (payload, ctx) => {
      const [first, second] = (payload as { rows: [number, number] }).rows;
      try {
        await t.platform.db.transaction(async (tx) => {
          await sql`update deadlock_probe set n = n + 1 where id = ${first}`.execute(tx);
          if (ctx.attempt === 1 && ++locked === 2) bothLocked();
          if (ctx.attempt === 1) await barrier;
          await sql`update deadlock_probe set n = n + 1 where id = ${second}`.execute(tx);
        });
      } catch (err) {
        errors.push((err as { code?: string }).code ?? String(err));
        throw err;
      }
    });
    const a = await enqueue(q, k, { rows: [1, 2] });
    const b = await enqueue(q, k, { rows: [2, 1] });
    expect(await q.drain()).toBe(3);
    expect(errors).toEqual(['40P01']);
    expect(await jobRow(a)).toBeUndefined();
    expect(await jobRow(b)).toBeUndefined();
    const rows = await sql<{ n: number }>`select n from deadlock_probe order by id`.execute(db);
    expect(rows.rows.map((r) => Number(r.n))).toEqual([2, 2]);
  });

  it('gives up after max attempts and keeps the failed row with last_error', async () => {
    const q = queue({ retryBaseMs: 10 });
    const k = kind('doomed');
    let runs = 0;
    q.register(k, async (_p, ctx) => {
      runs++;
      expect(ctx.maxAttempts).toBe(3);
      throw new Error(`always fails (attempt ${ctx.attempt})`);
    });
    const id = await enqueue(q, k, {}, { maxAttempts: 3 });
    for (let i = 0; i < 6; i++) {
      await q.drain();
      clock.advance(60_000);
    }
    clock.reset();
    expect(runs).toBe(3);
    expect(await jobRow(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: 'always fails (attempt 3)',
      locked_by: null,
    });
  });

  it('keeps a job failed at once on PermanentJobError, and honours RetryJobError’s delay', async () => {
    const q = queue();
    const permanent = kind('permanent');
    const later = kind('retry-later');
    q.register(permanent, async () => {
      throw new PermanentJobError('receiver is gone');
    });
    let laterRuns = 0;
    q.register(later, async () => {
      if (++laterRuns === 1) throw new RetryJobError('busy, come back in 2 minutes', 120_000);
    });
    const p = await enqueue(q, permanent, {});
    const l = await enqueue(q, later, {});
    const start = clock.nowMs();
    expect(await q.drain()).toBe(2);
    expect(await jobRow(p)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'receiver is gone' });
    const row = (await jobRow(l))!;
    expect(Date.parse(row.run_at) - start).toBeGreaterThanOrEqual(120_000);
    clock.advance(119_000);
    expect(await q.drain()).toBe(0);
    clock.advance(2_000);
    expect(await q.drain()).toBe(1);
    expect(await jobRow(l)).toBeUndefined();
    clock.reset();
  });

  it('reclaims a job whose worker died: status running with an expired lease', async () => {
    const q = queue({ leaseMs: 30_000 });
    const k = kind('orphan');
    const runs: number[] = [];
    q.register(k, async (_p, ctx) => {
      runs.push(ctx.attempt);
    });
    const id = await enqueue(q, k, {});
    // A worker claimed it (attempt 1) and crashed: its lease still runs for 30 s.
    await jobsTable()
      .updateTable('jobs')
      .set({
        status: 'running',
        attempts: 1,
        locked_by: 'dead-host:1:worker',
        locked_until: clock.iso(clock.nowMs() + 30_000),
      })
      .where('id', '=', id)
      .execute();
    expect(await q.drain()).toBe(0);
    clock.advance(30_001);
    expect(await q.drain()).toBe(1);
    expect(runs).toEqual([2]);
    expect(await jobRow(id)).toBeUndefined();
    clock.reset();
  });

  it('fails for good a job whose lease expired after its last allowed attempt, instead of reclaiming it forever', async () => {
    const q = queue({ leaseMs: 30_000 });
    const k = kind('crashloop');
    let runs = 0;
    q.register(k, async () => {
      runs++;
    });
    const id = await enqueue(q, k, {}, { maxAttempts: 2 });
    // Its worker died during the second (last) attempt.
    await jobsTable()
      .updateTable('jobs')
      .set({
        status: 'running',
        attempts: 2,
        locked_by: 'dead-host:1:worker',
        locked_until: clock.iso(clock.nowMs() + 30_000),
      })
      .where('id', '=', id)
      .execute();
    clock.advance(30_001);
    expect(await q.drain()).toBe(0);
    expect(runs).toBe(0);
    expect(await jobRow(id)).toMatchObject({
      status: 'failed',
      locked_by: null,
      last_error: expect.stringContaining('lease expired'),
    });
    clock.reset();
  });

  it('renews the lease of a job that runs longer than one lease, so no other worker takes it meanwhile', async () => {
    const k = kind('long');
    const a = queue({ leaseMs: 1_500 });
    const b = queue({ leaseMs: 1_500 });
    let finish!: () => void;
    let aRuns = 0;
    const started = new Promise<void>((resolve) => {
      a.register(k, async () => {
        aRuns++;
        resolve();
        await new Promise<void>((r) => (finish = r));
      });
    });
    let bRuns = 0;
    b.register(k, async () => {
      bRuns++;
    });
    const id = await enqueue(a, k, {});
    const aDrain = a.drain(1);
    await started;
    // Past the first lease (1.5 s) but within the renewed one (renewed every 0.5 s).
    await new Promise((r) => setTimeout(r, 2_200));
    expect(await b.drain(1)).toBe(0);
    finish();
    await aDrain;
    expect([aRuns, bRuns]).toEqual([1, 0]);
    expect(await jobRow(id)).toBeUndefined();
  });

  it('does not let a worker whose lease was taken over overwrite the new owner’s outcome', async () => {
    const k = kind('slow');
    const a = queue({ leaseMs: 1_000 });
    const b = queue({ leaseMs: 60_000 });
    let releaseA!: () => void;
    const aStarted = new Promise<void>((started) => {
      a.register(k, async (_p, ctx) => {
        if (ctx.attempt === 1) {
          started();
          await new Promise<void>((r) => (releaseA = r));
          throw new Error('A failed late');
        }
      });
    });
    let bRuns = 0;
    b.register(k, async () => {
      bRuns++;
    });
    const id = await enqueue(a, k, {});
    const aDrain = a.drain(1);
    await aStarted;
    clock.advance(1_001);
    const bDrain = b.drain(1);
    expect(await bDrain).toBe(1);
    releaseA();
    await aDrain;
    clock.reset();
    expect(bRuns).toBe(1);
    // B finished the job (deleted it); A's late failure must not resurrect it.
    expect(await jobRow(id)).toBeUndefined();
  });

  it('runs jobs in the worker loop without drain, woken by the commit', async () => {
    const q = queue({ pollMs: 5_000 });
    const k = kind('loop');
    const done: string[] = [];
    q.register(k, async (payload) => {
      done.push((payload as { n: string }).n);
    });
    await q.start();
    const start = Date.now();
    await enqueue(q, k, { n: 'a' });
    await enqueue(q, k, { n: 'b' });
    while (done.length < 2 && Date.now() - start < 4_000) await new Promise((r) => setTimeout(r, 10));
    // Well before the 5 s poll: the commit woke the loop.
    expect(done.sort()).toEqual(['a', 'b']);
    expect(Date.now() - start).toBeLessThan(4_000);
    await q.stop();
  });

  it('finishes the jobs in flight when stopped', async () => {
    const q = queue();
    const k = kind('stop');
    let finished = false;
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    q.register(k, async () => {
      started();
      await new Promise((r) => setTimeout(r, 200));
      finished = true;
    });
    await q.start();
    const id = await enqueue(q, k, {});
    await running;
    await q.stop();
    expect(finished).toBe(true);
    expect(await jobRow(id)).toBeUndefined();
  });

  it('starts no loop when stopped while starting (a SIGTERM during start-up), and runs nothing after', async () => {
    // On PostgreSQL start() first connects its LISTEN client: stop() arrives while it waits for that.
    const q = queue({ listenUrl: onPostgres ? { url: databaseUrlOf(t.database) } : undefined });
    const k = kind('stopped-starting');
    let runs = 0;
    q.register(k, async () => {
      runs++;
    });
    // PostgreSQL's LISTEN connections to this database (its last statement stays visible while it idles).
    const listening = async () =>
      onPostgres
        ? Number(
            (
              await sql<{ n: string }>`select count(*) as n from pg_stat_activity
                where datname = current_database() and query like 'listen %'`.execute(t.platform.db.kysely)
            ).rows[0]!.n,
          )
        : 0;
    const before = await listening();
    const starting = q.start();
    await q.stop();
    await starting;
    await enqueue(q, k, {});
    await new Promise((r) => setTimeout(r, 300)); // 15 polls of this queue, had its loop started
    expect(runs).toBe(0);
    expect(await listening()).toBe(before);
  });

  it('two queues on one database run every job exactly once, never the same job twice at once', async () => {
    // A second platform (its own connection pool, its own worker id) on the same database: a second process.
    const other = createPlatform(t.config, { log, pgSchema: t.database.schema });
    try {
      const k = kind('shared');
      const running = new Set<string>();
      const runs = new Map<string, number>();
      const overlaps: string[] = [];
      const handler: JobHandler = async (payload) => {
        const n = (payload as { n: string }).n;
        if (running.has(n)) overlaps.push(n);
        running.add(n);
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 1 + Math.floor(Math.random() * 3)));
        running.delete(n);
      };
      const q1 = queue({ concurrency: 5 });
      const q2 = queue({ concurrency: 5 }, other);
      q1.register(k, handler);
      q2.register(k, handler);
      const N = 200;
      await t.platform.db.transaction(async (tx) => {
        for (let i = 0; i < N; i++) await q1.enqueue(tx, k, { n: `job-${i}` });
      });
      const [a, b] = await Promise.all([q1.drain(), q2.drain()]);
      expect(overlaps).toEqual([]);
      expect(runs.size).toBe(N);
      expect([...runs.values()].every((n) => n === 1)).toBe(true);
      expect(a + b).toBe(N);
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
      const left = await jobsTable().selectFrom('jobs').select('id').where('kind', '=', k).execute();
      expect(left).toEqual([]);
    } finally {
      await closePlatform(other);
    }
  });

  it('two running worker loops share the work the same way', async () => {
    const other = createPlatform(t.config, { log, pgSchema: t.database.schema });
    try {
      const k = kind('loops');
      const runs = new Map<string, number>();
      const running = new Set<string>();
      const overlaps: string[] = [];
      const handler: JobHandler = async (payload) => {
        const n = (payload as { n: string }).n;
        if (running.has(n)) overlaps.push(n);
        running.add(n);
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 2));
        running.delete(n);
      };
      const q1 = queue({ concurrency: 4, pollMs: 20 });
      const q2 = queue({ concurrency: 4, pollMs: 20 }, other);
      q1.register(k, handler);
      q2.register(k, handler);
      const N = 100;
      // Enqueued before the loops start: on SQLite a second connection in this same process would otherwise
      // busy-wait on the write lock of an open transaction while blocking the event loop that must finish it.
      await t.platform.db.transaction(async (tx) => {
        for (let j = 0; j < N; j++) await q1.enqueue(tx, k, { n: `job-${j}` });
      });
      await Promise.all([q1.start(), q2.start()]);
      const deadline = Date.now() + 15_000;
      while (runs.size < N && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await Promise.all([q1.stop(), q2.stop()]);
      expect(overlaps).toEqual([]);
      expect(runs.size).toBe(N);
      expect([...runs.values()].every((n) => n === 1)).toBe(true);
    } finally {
      await closePlatform(other);
    }
  });

  /** Counts the loop's sleeps; a loop that spins is stopped after `cap` of them so the test can fail, not hang. */
  function countSleeps(q: TestQueue, cap = 500) {
    const inner = q as unknown as { sleepUntilNext: (full?: boolean) => Promise<void>; stopping: boolean };
    const original = inner.sleepUntilNext.bind(q);
    const counter = { n: 0 };
    inner.sleepUntilNext = (full?: boolean) => {
      if (++counter.n >= cap) inner.stopping = true;
      return original(full);
    };
    return counter;
  }

  it('sleeps, not spins, while a due job of a kind it has no handler for waits', async () => {
    const foreign = kind('foreign-due');
    const q = queue({ pollMs: 1_000 });
    q.register(kind('mine'), async () => undefined);
    await enqueue(q, foreign, {});
    const sleeps = countSleeps(q);
    await q.start();
    await new Promise((r) => setTimeout(r, 300));
    await q.stop();
    expect(sleeps.n).toBeLessThan(5);
  });

  it('sleeps, not spins, while every slot is busy and more jobs are due', async () => {
    const k = kind('saturated');
    const q = queue({ pollMs: 1_000, concurrency: 1 });
    let done = 0;
    q.register(k, async () => {
      await new Promise((r) => setTimeout(r, 100));
      done++;
    });
    for (let i = 0; i < 3; i++) await enqueue(q, k, { i });
    const sleeps = countSleeps(q);
    await q.start();
    const deadline = Date.now() + 5_000;
    while (done < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await q.stop();
    expect(done).toBe(3);
    expect(sleeps.n).toBeLessThan(20);
  });

  it('leaves jobs of kinds it has no handler for to the processes that have one', async () => {
    const q = queue();
    const k = kind('foreign');
    const id = await enqueue(q, k, {});
    expect(await q.drain()).toBe(0);
    expect((await jobRow(id)) as JobRow).toMatchObject({ status: 'queued', attempts: 0 });
  });
});

describe('retry backoff', () => {
  it('doubles from the base up to the cap, with a pick between half and all of each step', () => {
    const jobs = { baseMs: 1000, maxMs: 5 * 60_000 };
    const all = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((a) => retryBackoff(a, jobs, () => 1));
    expect(all).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000]);
    expect([1, 2, 3].map((a) => retryBackoff(a, jobs, () => 0))).toEqual([500, 1000, 2000]);
    expect(retryBackoff(3, jobs, () => 0.5)).toBe(3000);
    // Attempt 0 (never a failure's number) waits as the first.
    expect(retryBackoff(0, jobs, () => 1)).toBe(1000);
    for (let i = 0; i < 100; i++) {
      const d = retryBackoff(4, jobs);
      expect(d >= 4000 && d <= 8000).toBe(true);
    }
  });
});
