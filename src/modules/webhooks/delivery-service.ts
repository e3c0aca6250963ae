// Delivery of events to subscriptions. Fan-out runs inside the transaction that emits the event (outbox hook): one
// delivery row and one job per matching active subscription, so the event, its deliveries and their jobs commit
// together and the worker is woken by that commit. Each job run is one attempt; a failed attempt schedules the
// next with exponential backoff and jitter (or the receiver's Retry-After) until the subscription's max_retries.
import { Counter, Histogram, type Registry } from 'prom-client';
import type { Config } from '../../config.js';
import type { DataDeps } from '../../platform/module.js';
import { clock } from '../../platform/clock.js';
import { bool, json } from '../../platform/db/codecs.js';
import type { Executor, Tx } from '../../platform/db/index.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import { eventMatches } from '../event-catalogue.js';
import type { AnyEvent, Event, EventType } from '../../platform/events.js';
import type { Page } from '../../platform/http/pagination.js';
import { newId } from '../../platform/ids.js';
import { RetryJobError, retryBackoff, type JobContext, type JobSink, type RetrySchedule } from '../../platform/jobs.js';
import { TurnBatch } from './batch.js';
import type { Delivery } from './delivery-schemas.js';
import type { AttemptResult, WebhookSender } from './sender.js';
import {
  attemptStatements,
  type AttemptOutcomeColumns,
  type DeliveryRow,
  type DeliveryStatus,
} from './delivery-store.js';
import { type SubscriptionRow } from './subscription-store.js';
import { deliveryStore } from './delivery-store.js';
import { subscriptionStore } from './subscription-store.js';

export const DELIVERY_JOB = 'webhook.deliver';
const TEST_EVENT = 'webhook.test';
/** The job queue's own bound (runs cut short by a crash included); the delivery's max_retries decides before it. */
const JOB_MAX_ATTEMPTS = 100;

export interface DeliveryJob {
  workspaceId: string;
  deliveryId: string;
  seq: number;
  /** A manual retry or a test event: one attempt, no automatic retries. */
  once?: boolean;
}

function toDelivery(row: DeliveryRow): Delivery {
  return {
    id: row.id,
    subscription_id: row.subscription_id,
    event_id: row.event_id,
    event_type: row.event_type,
    status: row.status,
    attempt: Number(row.attempts),
    response_status: row.response_status,
    duration_ms: row.duration_ms,
    error: row.error,
    next_attempt_at: row.next_attempt_at,
    last_attempt_at: row.last_attempt_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The payload POSTed to receivers, built from the stored event text (so every attempt sends the same bytes). */
function payloadOf(e: { id: string; type: string; created_at: string; workspace_id: string; data: string }): string {
  return `{"id":${JSON.stringify(e.id)},"type":${JSON.stringify(e.type)},"created_at":${JSON.stringify(e.created_at)},"workspace_id":${JSON.stringify(e.workspace_id)},"data":${e.data}}`;
}

/**
 * An attempt that threw before any answer (a stored header Node refuses to send, written before headers were
 * checked; anything else): a failed attempt like any other, so it is recorded, retried and given up on in time.
 */
function notSent(err: unknown): AttemptResult {
  const message = err instanceof Error ? err.message : String(err);
  return { status: null, durationMs: 0, error: `not sent: ${message}`.slice(0, 500), retryAfterMs: null };
}

/**
 * Delay before the retry that follows failed attempt `attempt` (1 = the first): the jobs' backoff on the webhook
 * schedule; a receiver's Retry-After wins, capped the same way.
 */
export function retryDelay(
  attempt: number,
  retryAfterMs: number | null,
  s: RetrySchedule,
  random = Math.random,
): number {
  if (retryAfterMs !== null) return Math.min(retryAfterMs, s.maxMs);
  return retryBackoff(attempt, s, random);
}

type AttemptSql = ReturnType<typeof attemptStatements>;
type AttemptStart = {
  started: Awaited<ReturnType<AttemptSql['start']>>;
  target: Awaited<ReturnType<AttemptSql['target']>>;
};

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The positions of `ids` in id order: the order a batch writes its rows in. */
function inIdOrder(ids: string[]): number[] {
  return ids.map((_, i) => i).sort((a, b) => compareIds(ids[a]!, ids[b]!));
}

/** An attempt's outcome, waiting for its turn's transaction. */
interface AttemptOutcome {
  job: DeliveryJob;
  subscriptionId: string;
  columns: AttemptOutcomeColumns;
  failed: boolean;
  gone: boolean;
  delay: number | null;
  complete: JobContext['complete'];
}

/** How an attempt ended, for the metrics: the delivery acknowledged, to be retried, given up, or the target gone (410). */
type Outcome = 'succeeded' | 'retry' | 'failed' | 'gone';

export interface DeliveriesDeps extends DataDeps {
  jobs: JobSink;
  config: Pick<Config, 'webhookRetryBaseMs' | 'webhookRetryMaxMs'>;
  /** Where the delivery metrics are registered (GET /metrics). */
  metrics: Registry;
}

export class DeliveryService {
  private readonly schedule: RetrySchedule;
  private readonly outcomes: Counter<'outcome'>;
  private readonly durations: Histogram;
  private readonly sql: AttemptSql;
  private readonly attemptStarts: TurnBatch<DeliveryJob, AttemptStart>;
  private readonly outcomeWrites: TurnBatch<AttemptOutcome, number | null>;

  constructor(
    private readonly deps: DeliveriesDeps,
    private readonly sender: WebhookSender,
  ) {
    this.schedule = { baseMs: deps.config.webhookRetryBaseMs, maxMs: deps.config.webhookRetryMaxMs };
    const registers = [deps.metrics];
    this.outcomes = new Counter({
      name: 'webhook_delivery_attempts_total',
      help: 'Webhook delivery attempts by outcome (succeeded, retry, failed, gone)',
      labelNames: ['outcome'],
      registers,
    });
    this.sql = attemptStatements(deps.db.kysely);
    this.attemptStarts = new TurnBatch(deps.db, (tx, jobs) => this.startAttempts(tx, jobs));
    this.outcomeWrites = new TurnBatch(deps.db, (tx, outcomes) => this.writeOutcomes(tx, outcomes));
    this.durations = new Histogram({
      name: 'webhook_delivery_duration_seconds',
      help: 'Time from sending a webhook to its answer (or failure)',
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
  }

  /** Every event, in its transaction: one delivery per active subscription of its workspace whose patterns match. */
  async fanOut(tx: Tx, event: AnyEvent): Promise<void> {
    if (event.type === TEST_EVENT) return; // sent only to the subscription it was made for (sendTest)
    const matching = await this.subscribersOf(tx, event.workspace_id, event.type);
    if (matching.length === 0) return;
    const rows = matching.map((s) => this.newDelivery(event, s.id));
    await deliveryStore.insertDeliveries(tx, rows);
    for (const row of rows) await this.enqueue(tx, row, false);
  }

  /**
   * Whether an active subscription of the workspace would receive an event of `type`: for an area that makes an
   * event only to be sent (availability.changed). Read once per transaction, with the fan-out's own read.
   */
  async listened(tx: Tx, workspaceId: string, type: EventType): Promise<boolean> {
    return (await this.subscribersOf(tx, workspaceId, type)).length > 0;
  }

  private async subscribersOf(tx: Tx, workspaceId: string, type: string) {
    const subs = await subscriptionStore.activeSubscriptions(this.deps.db, tx, workspaceId);
    return subs.filter((s) => json.read<string[]>(s.events).some((pattern) => eventMatches(pattern, type)));
  }

  private newDelivery(event: Event, subscriptionId: string): DeliveryRow {
    const now = clock.iso();
    return {
      id: newId('whdel'),
      workspace_id: event.workspace_id,
      subscription_id: subscriptionId,
      event_id: event.id,
      event_type: event.type,
      status: 'pending',
      attempts: 0,
      seq: 0,
      response_status: null,
      duration_ms: null,
      error: null,
      next_attempt_at: now,
      last_attempt_at: null,
      created_at: now,
      updated_at: now,
    };
  }

  private enqueue(tx: Tx, row: Pick<DeliveryRow, 'workspace_id' | 'id' | 'seq'>, once: boolean): Promise<string> {
    const job: DeliveryJob = {
      workspaceId: row.workspace_id,
      deliveryId: row.id,
      seq: row.seq,
      ...(once ? { once } : {}),
    };
    return this.deps.jobs.enqueue(tx, DELIVERY_JOB, job, {
      workspaceId: row.workspace_id,
      maxAttempts: JOB_MAX_ATTEMPTS,
    });
  }

  private async subscriptionOf(db: Executor, workspaceId: string, id: string): Promise<SubscriptionRow> {
    const sub = await subscriptionStore.getSubscription(db, workspaceId, id);
    if (!sub) throw new NotFoundError('Webhook subscription');
    return sub;
  }

  async list(workspaceId: string, subscriptionId: string, status: DeliveryStatus | undefined, page: Page) {
    await this.subscriptionOf(this.deps.db.kysely, workspaceId, subscriptionId);
    const { rows, total } = await deliveryStore.listDeliveries(
      this.deps.db.kysely,
      workspaceId,
      subscriptionId,
      status,
      page,
    );
    return { items: rows.map(toDelivery), total };
  }

  /** Sends a delivery again now (one attempt); an attempt still scheduled for it is superseded. */
  async retry(workspaceId: string, subscriptionId: string, deliveryId: string): Promise<Delivery> {
    return this.deps.db.transaction(async (tx) => {
      const sub = await this.subscriptionOf(tx, workspaceId, subscriptionId);
      const current = await deliveryStore.getDelivery(tx, workspaceId, subscriptionId, deliveryId);
      if (!current) throw new NotFoundError('Delivery');
      if (!bool.read(sub.active))
        throw new ConflictError(
          'SUBSCRIPTION_INACTIVE',
          'The subscription is not active; activate it before sending deliveries again',
        );
      const now = clock.iso();
      const patch = { status: 'pending' as const, seq: current.seq + 1, next_attempt_at: now, updated_at: now };
      await deliveryStore.updateDelivery(tx, workspaceId, deliveryId, patch);
      const next = { ...current, ...patch };
      await this.enqueue(tx, next, true);
      return toDelivery(next);
    });
  }

  /** A signed `webhook.test` event for this subscription only (stored as an event; one attempt). */
  async sendTest(workspaceId: string, subscriptionId: string): Promise<Delivery> {
    return this.deps.db.transaction(async (tx) => {
      const sub = await this.subscriptionOf(tx, workspaceId, subscriptionId);
      if (!bool.read(sub.active))
        throw new ConflictError(
          'SUBSCRIPTION_INACTIVE',
          'The subscription is not active; activate it before sending a test event',
        );
      const event = await this.deps.outbox.emit(tx, workspaceId, TEST_EVENT, {
        subscription_id: sub.id,
        message: 'A test event sent from the API',
      });
      const row = this.newDelivery(event, sub.id);
      await deliveryStore.insertDeliveries(tx, [row]);
      await this.enqueue(tx, row, true);
      return toDelivery(row);
    });
  }

  /**
   * Takes the next attempt of each delivery (with the attempts starting in the same turn, in one transaction) and
   * reads what it sends. The attempt is counted before it is sent, so one cut short by a crash still counts.
   */
  private async startAttempts(tx: Tx, jobs: DeliveryJob[]): Promise<AttemptStart[]> {
    const at = clock.iso();
    const starts: AttemptStart[] = [];
    for (const i of inIdOrder(jobs.map((j) => j.deliveryId))) {
      const { workspaceId, deliveryId, seq } = jobs[i]!;
      const started = await this.sql.start(tx, workspaceId, deliveryId, seq, at);
      starts[i] = {
        started,
        target: started && (await this.sql.target(tx, workspaceId, started.subscription_id, started.event_id)),
      };
    }
    return starts;
  }

  /** The job: one attempt of one delivery. */
  async attempt(job: DeliveryJob, ctx: Pick<JobContext, 'log' | 'complete'>): Promise<void> {
    const db = this.deps.db.kysely;
    const { workspaceId, deliveryId, seq } = job;
    const { started, target } = await this.attemptStarts.run(job);
    if (!started) return; // cancelled, deleted, finished or re-scheduled: nothing to send
    const attempt = Number(started.attempts);
    // Nothing to send after all: the attempt taken above is given back.
    const unsent = { attempts: attempt - 1, next_attempt_at: null, updated_at: clock.iso() };
    if (!target || !bool.read(target.active)) {
      await deliveryStore.giveBackAttempt(db, workspaceId, deliveryId, seq, { ...unsent, status: 'cancelled' });
      return;
    }
    if (target.event_id === null || target.type === null || target.created_at === null || target.data === null) {
      await deliveryStore.giveBackAttempt(db, workspaceId, deliveryId, seq, {
        ...unsent,
        status: 'failed',
        error: 'event no longer stored',
      });
      return;
    }
    const event = {
      id: target.event_id,
      type: target.type,
      created_at: target.created_at,
      workspace_id: workspaceId,
      data: target.data,
    };
    let result: AttemptResult;
    try {
      result = await this.sender.send({
        url: target.url,
        secret: target.secret,
        eventId: event.id,
        eventType: event.type,
        attempt,
        body: payloadOf(event),
        headers: json.read<Record<string, string>>(target.headers),
      });
    } catch (err) {
      result = notSent(err);
    }
    const delay = await this.record(job, started.subscription_id, target.max_retries, attempt, result, ctx.complete);
    if (delay !== null) {
      ctx.log.info(
        { deliveryId, attempt, status: result.status, error: result.error, delayMs: delay },
        'webhook attempt failed, will retry',
      );
      throw new RetryJobError(result.error ?? 'delivery failed', delay);
    }
  }

  /**
   * Records how an attempt ended (with the attempts that ended in the same turn, in one transaction): the delivery,
   * the subscription's counters and, on 410 Gone, its permanent disabling with every pending delivery cancelled,
   * and (no retry to come) the job's end. Answers the delay before the next attempt, or null.
   */
  private record(
    job: DeliveryJob,
    subscriptionId: string,
    maxRetries: number,
    attempt: number,
    r: AttemptResult,
    complete: JobContext['complete'],
  ): Promise<number | null> {
    const ok = r.status !== null && r.status >= 200 && r.status < 300;
    const gone = r.status === 410;
    const retry = !ok && !gone && !job.once && attempt <= maxRetries;
    const delay = retry ? retryDelay(attempt, r.retryAfterMs, this.schedule) : null;
    const now = clock.iso();
    const status: DeliveryStatus = ok ? 'succeeded' : retry ? 'pending' : 'failed';
    const outcome: Outcome = ok ? 'succeeded' : gone ? 'gone' : retry ? 'retry' : 'failed';
    this.outcomes.inc({ outcome });
    this.durations.observe(r.durationMs / 1000);
    const columns = {
      status,
      response_status: r.status,
      duration_ms: r.durationMs,
      error: r.error,
      next_attempt_at: delay === null ? null : clock.iso(clock.nowMs() + delay),
      updated_at: now,
    };
    return this.outcomeWrites.run({ job, subscriptionId, columns, failed: !ok, gone, delay, complete });
  }

  /**
   * One transaction for the outcomes of a turn. Subscriptions are written before deliveries, as pausing a
   * subscription does, and each in id order: on PostgreSQL no two of these transactions wait for each other in a cycle.
   */
  private async writeOutcomes(tx: Tx, outcomes: AttemptOutcome[]): Promise<Array<number | null>> {
    const subs = new Map<string, { workspaceId: string; id: string; failures: number; gone: boolean }>();
    for (const o of outcomes) {
      const key = `${o.job.workspaceId} ${o.subscriptionId}`;
      const sub = subs.get(key) ?? { workspaceId: o.job.workspaceId, id: o.subscriptionId, failures: 0, gone: false };
      sub.failures += o.failed ? 1 : 0;
      sub.gone ||= o.gone;
      subs.set(key, sub);
    }
    const now = clock.iso();
    const bySubscription = [...subs.values()].sort((a, b) => compareIds(a.id, b.id));
    for (const sub of bySubscription) await this.sql.onSubscription(tx, sub.workspaceId, sub.id, now, sub.failures);
    const order = inIdOrder(outcomes.map((o) => o.job.deliveryId));
    const next: Array<number | null> = [];
    for (const i of order) {
      const o = outcomes[i]!;
      // Cancelled while the attempt was in flight (paused, deleted, re-scheduled): no retry from this schedule.
      next[i] = (await this.sql.outcome(tx, o.job.workspaceId, o.job.deliveryId, o.job.seq, o.columns))
        ? o.delay
        : null;
    }
    for (const sub of bySubscription.filter((s) => s.gone)) {
      await subscriptionStore.updateSubscription(tx, sub.workspaceId, sub.id, {
        active: bool.write(false),
        updated_at: now,
      });
      await deliveryStore.cancelPending(tx, sub.workspaceId, sub.id, now);
      // A retry that another attempt of this turn scheduled for the subscription was just cancelled with the rest.
      for (const i of order) if (outcomes[i]!.subscriptionId === sub.id) next[i] = null;
    }
    for (const i of order) if (next[i] === null) await outcomes[i]!.complete(tx);
    return next;
  }
}
