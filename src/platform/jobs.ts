// The durable job queue (docs/architecture.md, "Processes and background work"): jobs are rows written in the caller's
// transaction; workers claim due jobs with a lease (FOR UPDATE SKIP LOCKED on PostgreSQL), so a crashed worker's job is
// picked up again once its lease runs out. Failures are retried with exponential backoff; after max_attempts the row
// stays as `failed`.
import os from 'node:os';
import { sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { clock } from './clock.js';
import { json } from './db/codecs.js';
import { compiledQuery, isTransientConflict, type Database, type Executor, type Tx } from './db/index.js';
import { newId } from './ids.js';

export type JobsTable = {
  jobs: {
    id: string;
    kind: string;
    workspace_id: string | null;
    payload: string;
    status: 'queued' | 'running' | 'failed';
    run_at: string;
    attempts: number;
    max_attempts: number;
    locked_by: string | null;
    locked_until: string | null;
    last_error: string | null;
    created_at: string;
    updated_at: string;
  };
};

export type JobRow = JobsTable['jobs'];

export interface JobContext {
  id: string;
  kind: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  log: Logger;
  /**
   * Ends the job inside the handler's own transaction (its outcome and the job's removal commit together, one
   * commit instead of two). Only for a handler that then returns normally; a lease lost meanwhile removes nothing.
   */
  complete(tx: Tx): Promise<void>;
}

/**
 * Job kind → payload type, for every kind of background job. Declared empty here and filled in by
 * src/modules/job-catalogue.ts (declaration merging), so `enqueue` and every handler are checked against the payload.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by src/modules/job-catalogue.ts
export interface JobCatalogue {}

export type JobKind = keyof JobCatalogue & string;

export type JobHandler<P = unknown> = (payload: P, ctx: JobContext) => Promise<void>;

/** The handlers a module contributes, by kind. */
export type JobHandlers<C extends object = JobCatalogue> = { [K in keyof C & string]?: JobHandler<C[K]> };

/** What a service needs to queue work (narrower than the queue: it cannot register or run jobs). */
export interface JobSink<C extends object = JobCatalogue> {
  enqueue<K extends keyof C & string>(tx: Tx, kind: K, payload: C[K], opts?: EnqueueOptions): Promise<string>;
}

/** Thrown by a handler that wants its next try at a specific delay (e.g. a receiver's Retry-After). */
export class RetryJobError extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
  }
}

/** Thrown by a handler that must not be retried: the job is kept as failed at once. */
export class PermanentJobError extends Error {}

export interface EnqueueOptions {
  runAt?: Date;
  workspaceId?: string | null;
  maxAttempts?: number;
}

export interface JobQueueOptions {
  log: Logger;
  pollMs?: number;
  concurrency?: number;
  leaseMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** PostgreSQL: the URL to LISTEN on so a commit in another process wakes this worker at once. */
  listenUrl?: { url: string; schema?: string };
  /** Told how each run ended (metrics). */
  onOutcome?: (kind: string, outcome: 'done' | 'retry' | 'failed') => void;
}

/** The growth of retry delays: `baseMs` after the first failure, doubling up to `maxMs`. */
export interface RetrySchedule {
  baseMs: number;
  maxMs: number;
}

/**
 * The one retry backoff (jobs, webhook deliveries): the delay after failed attempt `attempt` (1 = the first) is
 * base · 2^(attempt−1), capped, with equal jitter (a uniform pick between half and all of it), so retries of
 * many failures spread out instead of arriving together.
 */
export function retryBackoff(attempt: number, s: RetrySchedule, random: () => number = Math.random): number {
  const full = Math.min(s.maxMs, s.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(full / 2 + random() * (full / 2));
}

const NOTIFY_CHANNEL = 'tca_jobs';
const DEFAULT_MAX_ATTEMPTS = 10;

/** The queue of the app's job kinds; tests make queues of their own kinds (`JobQueue<Record<string, unknown>>`). */
export class JobQueue<C extends object = JobCatalogue> implements JobSink<C> {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly workerId = `${os.hostname()}:${process.pid}:${newId('wrk').slice(-8)}`;
  private stopping = false;
  private loopDone: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private woken = false;
  private listener: pg.Client | null = null;
  private readonly opts: Required<Omit<JobQueueOptions, 'listenUrl' | 'onOutcome'>> &
    Pick<JobQueueOptions, 'listenUrl' | 'onOutcome'>;
  /** A finished job's delete (id, owner), compiled once: it runs once per job. */
  private readonly deleteJob: ReturnType<typeof compiledQuery>;

  constructor(
    private readonly db: Database,
    options: JobQueueOptions,
  ) {
    this.opts = {
      pollMs: 1000,
      concurrency: 8,
      leaseMs: 120_000,
      retryBaseMs: 1000,
      retryMaxMs: 5 * 60_000,
      ...options,
    };
    db.onCommit(() => this.wake());
    this.deleteJob = compiledQuery(
      db.kysely.withTables<JobsTable>().deleteFrom('jobs').where('id', '=', '').where('locked_by', '=', ''),
    );
  }

  /** Wiring only (src/modules/index.ts). */
  register<K extends keyof C & string>(kind: K, handler: JobHandler<C[K]>): void {
    this.handlers.set(kind, handler as JobHandler);
  }

  /** Writes a job in the caller's transaction; it becomes visible to workers when that transaction commits. */
  async enqueue<K extends keyof C & string>(
    tx: Tx,
    kind: K,
    payload: C[K],
    opts: EnqueueOptions = {},
  ): Promise<string> {
    const id = newId('job');
    const now = clock.iso();
    await tx
      .withTables<JobsTable>()
      .insertInto('jobs')
      .values({
        id,
        kind,
        workspace_id: opts.workspaceId ?? null,
        payload: json.write(payload),
        status: 'queued',
        run_at: clock.iso(opts.runAt ?? clock.now()),
        attempts: 0,
        max_attempts: opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        locked_by: null,
        locked_until: null,
        last_error: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    if (this.db.dialect === 'postgres') await sql`select pg_notify(${NOTIFY_CHANNEL}, '')`.execute(tx);
    return id;
  }

  /** Starts the worker loop (and, on PostgreSQL, a LISTEN connection for cross-process wake-ups). */
  async start(): Promise<void> {
    if (this.loopDone) return;
    this.stopping = false;
    if (this.db.dialect === 'postgres' && this.opts.listenUrl) {
      const client = new pg.Client({ connectionString: this.opts.listenUrl.url });
      client.on('error', () => undefined);
      client.on('notification', () => this.wake());
      await client.connect();
      await client.query(`listen ${NOTIFY_CHANNEL}`);
      // Stopped while connecting (a SIGTERM during the process's start-up): no loop, and no connection left open.
      if (this.stopping) {
        await client.end().catch(() => undefined);
        return;
      }
      this.listener = client;
    }
    this.loopDone = this.loop();
  }

  /** Stops claiming, waits for the jobs in flight, closes the LISTEN connection. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.loopDone;
    this.loopDone = null;
    await Promise.allSettled([...this.running.values()]);
    if (this.listener) {
      await this.listener.end().catch(() => undefined);
      this.listener = null;
    }
  }

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Claims and runs due jobs until none is due (tests and the CLI use this instead of the loop). */
  async drain(maxRounds = 1000): Promise<number> {
    let total = 0;
    for (let i = 0; i < maxRounds; i++) {
      const jobs = await this.claim(this.opts.concurrency);
      if (jobs.length === 0) break;
      total += jobs.length;
      await Promise.all(jobs.map((j) => this.run(j)));
    }
    return total;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      this.woken = false;
      let claimed = 0;
      let claimFailed = false;
      // Jobs finishing in the same turn of the event loop refill their slots with one claim, not one claim each
      // (a claim costs about as much for several jobs as for one).
      if (this.running.size > 0) await new Promise((resolve) => setImmediate(resolve));
      const free = this.opts.concurrency - this.running.size;
      if (free > 0) {
        try {
          const jobs = await this.claim(free);
          claimed = jobs.length;
          for (const job of jobs) {
            const p = this.run(job).finally(() => {
              this.running.delete(job.id);
              this.wake();
            });
            this.running.set(job.id, p);
          }
        } catch (err) {
          claimFailed = true;
          this.opts.log.error({ err }, 'job claim failed');
        }
      }
      if (this.stopping) break;
      if (claimed > 0 && claimed === free) continue;
      if (this.woken) continue;
      // Every slot busy: a finishing job wakes the loop. A failed claim: try again after a full poll interval.
      await this.sleepUntilNext(free <= 0 || claimFailed);
    }
  }

  /**
   * Sleeps until the next due job this queue can run, a wake-up, or the poll interval. Only kinds with a handler
   * here count: a due job of another kind (another process's work) would otherwise make the loop spin, and on
   * SQLite, whose queries resolve without yielding to the event loop, starve the whole process.
   */
  private async sleepUntilNext(fullInterval = false): Promise<void> {
    let waitMs = this.opts.pollMs;
    const kinds = [...this.handlers.keys()];
    if (!fullInterval && kinds.length > 0) {
      try {
        const next = await this.db.kysely
          .withTables<JobsTable>()
          .selectFrom('jobs')
          .select((eb) => eb.fn.min('run_at').as('next'))
          .where('status', '=', 'queued')
          .where('kind', 'in', kinds)
          .executeTakeFirst();
        if (next?.next) waitMs = Math.max(0, Math.min(waitMs, Date.parse(next.next) - clock.nowMs()));
      } catch {
        // the database may be briefly unavailable; poll again later
      }
    }
    if (this.woken || waitMs === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, waitMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = done;
    });
    this.wakeUp = null;
  }

  private async claim(limit: number): Promise<JobRow[]> {
    const now = clock.iso();
    const leaseUntil = clock.iso(clock.nowMs() + this.opts.leaseMs);
    const lock = this.db.dialect === 'postgres' ? sql`for update skip locked` : sql``;
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return [];
    const expired = sql`status = 'running' and locked_until < ${now}`;
    // Leases run out only when a worker died or stalled: one indexed read spares the two writes below otherwise
    // (each an UPDATE costing several times the read even when it changes nothing).
    const anyExpired = (await sql`select 1 from jobs where ${expired} limit 1`.execute(this.db.kysely)).rows.length > 0;
    // A job whose lease ran out after its last allowed attempt (its worker died every time) fails for good
    // rather than crash-looping the workers that reclaim it.
    if (anyExpired) {
      await sql`
        update jobs set status = 'failed', locked_by = null, locked_until = null, updated_at = ${now},
          last_error = 'the worker running the last attempt stopped before finishing (lease expired)'
        where ${expired} and attempts >= max_attempts`.execute(this.db.kysely);
    }
    // Two claims, each walking its own index in order (jobs_lease, then jobs_due) and stopping at `limit`: one query
    // with `queued … or running …` cannot use either index for the order, so it sorted the whole backlog per claim
    // (a 10,000-job backlog drained in quadratic time).
    const claimWhere = async (due: RawBuilder<unknown>, order: RawBuilder<unknown>, n: number) =>
      (
        await sql<JobRow>`
        update jobs set status = 'running', locked_by = ${this.workerId}, locked_until = ${leaseUntil},
          attempts = attempts + 1, updated_at = ${now}
        where id in (
          select id from jobs where ${due} and kind in (${sql.join(kinds)}) order by ${order} limit ${n} ${lock}
        )
        returning *`.execute(this.db.kysely)
      ).rows;
    const reclaimed = anyExpired ? await claimWhere(expired, sql`locked_until`, limit) : [];
    if (reclaimed.length >= limit) return reclaimed;
    return [
      ...reclaimed,
      ...(await claimWhere(sql`status = 'queued' and run_at <= ${now}`, sql`run_at`, limit - reclaimed.length)),
    ];
  }

  private async run(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    const log = this.opts.log.child({ jobId: job.id, kind: job.kind, attempt: job.attempts });
    const jobs = this.db.kysely.withTables<JobsTable>();
    // Renew the lease while the handler runs, so a job that takes longer than one lease is not reclaimed (and run
    // a second time at once) by another worker; a crashed worker stops renewing and its lease runs out.
    const renew = setInterval(
      () => {
        jobs
          .updateTable('jobs')
          .set({ locked_until: clock.iso(clock.nowMs() + this.opts.leaseMs) })
          .where('id', '=', job.id)
          .where('locked_by', '=', this.workerId)
          .execute()
          .catch((e: unknown) => log.warn({ err: e }, 'could not renew the job lease'));
      },
      Math.max(250, Math.floor(this.opts.leaseMs / 3)),
    );
    const remove = (db: Executor) => this.deleteJob(db, [job.id, this.workerId]);
    let completed = false;
    const complete = async (tx: Tx) => {
      await remove(tx);
      completed = true;
    };
    try {
      if (!handler) throw new PermanentJobError(`no handler for job kind ${job.kind}`);
      await handler(json.read(job.payload), {
        id: job.id,
        kind: job.kind,
        attempt: job.attempts,
        maxAttempts: job.max_attempts,
        log,
        complete,
      });
      if (!completed) await remove(this.db.kysely);
      this.opts.onOutcome?.(job.kind, 'done');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const giveUp = err instanceof PermanentJobError || job.attempts >= job.max_attempts;
      // A deadlock's victim runs again at once: the transaction it met has finished by then (PostgreSQL breaks a
      // deadlock only after deadlock_timeout), and backing off would delay a payment's confirmation for nothing.
      const delay =
        err instanceof RetryJobError
          ? err.delayMs
          : isTransientConflict(err)
            ? 0
            : retryBackoff(job.attempts, { baseMs: this.opts.retryBaseMs, maxMs: this.opts.retryMaxMs });
      log[giveUp ? 'error' : 'warn']({ err: message }, giveUp ? 'job failed for good' : 'job failed, will retry');
      this.opts.onOutcome?.(job.kind, giveUp ? 'failed' : 'retry');
      await jobs
        .updateTable('jobs')
        .set({
          status: giveUp ? 'failed' : 'queued',
          run_at: clock.iso(clock.nowMs() + (giveUp ? 0 : delay)),
          locked_by: null,
          locked_until: null,
          last_error: message.slice(0, 2000),
          updated_at: clock.iso(),
        })
        .where('id', '=', job.id)
        .where('locked_by', '=', this.workerId)
        .execute()
        .catch((e: unknown) => log.error({ err: e }, 'could not record job failure'));
    } finally {
      clearInterval(renew);
    }
  }
}
