// SQL of webhook deliveries and their attempts. Every query is filtered by workspace, except the retention purge,
// which works across workspaces by age.
import { compiledQuery, type Executor } from '../../platform/db/index.js';
import { countedTotal, type CountedList } from '../../platform/db/list-counts.js';
import { listPage } from '../../platform/db/lists.js';
import type { EventsTable } from '../../platform/events.js';
import type { Page } from '../../platform/http/pagination.js';
import type { SubscriptionsTables } from './subscription-store.js';

export type DeliveriesTables = {
  webhook_deliveries: {
    id: string;
    workspace_id: string;
    subscription_id: string;
    event_id: string;
    event_type: string;
    status: DeliveryStatus;
    /** Attempts made so far; the next one is sent with X-Delivery-Attempt attempts + 1. */
    attempts: number;
    /** Bumped by a manual retry, so the job of an earlier schedule finds itself outdated and sends nothing. */
    seq: number;
    response_status: number | null;
    duration_ms: number | null;
    error: string | null;
    next_attempt_at: string | null;
    last_attempt_at: string | null;
    created_at: string;
    updated_at: string;
  };
};

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled';
/** Deliveries no attempt is scheduled for (a manual retry may still send them again). */
export const FINISHED_DELIVERIES: readonly DeliveryStatus[] = ['succeeded', 'failed', 'cancelled'];
export type DeliveryRow = DeliveriesTables['webhook_deliveries'];

/** Deliveries read their subscription and count its failures, so the subscriptions table is in view too. */
const t = (db: Executor) => db.withTables<DeliveriesTables & SubscriptionsTables>();

/** A subscription's delivery log totals: all of them, and per status. */
export const DELIVERY_COUNTS: CountedList = {
  table: 'webhook_deliveries',
  list: 'webhook_deliveries',
  columns: ['subscription_id', ['subscription_id', 'status']],
};

export const deliveryStore = {
  insertDeliveries: (db: Executor, rows: DeliveryRow[]) =>
    t(db).insertInto('webhook_deliveries').values(rows).execute(),

  getDelivery: (db: Executor, workspaceId: string, subscriptionId: string, id: string) =>
    t(db)
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('subscription_id', '=', subscriptionId)
      .where('id', '=', id)
      .executeTakeFirst(),

  async listDeliveries(
    db: Executor,
    workspaceId: string,
    subscriptionId: string,
    status: DeliveryStatus | undefined,
    page: Page,
  ) {
    let q = t(db)
      .selectFrom('webhook_deliveries')
      .where('workspace_id', '=', workspaceId)
      .where('subscription_id', '=', subscriptionId);
    if (status) q = q.where('status', '=', status);
    const count = countedTotal(db, workspaceId, DELIVERY_COUNTS, { subscription_id: subscriptionId, status });
    return listPage(db, q, { sort: { column: 'created_at', direction: 'desc' }, page, count });
  },

  updateDelivery: (db: Executor, workspaceId: string, id: string, patch: Partial<DeliveryRow>) =>
    t(db)
      .updateTable('webhook_deliveries')
      .set(patch)
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .execute(),

  /** Ends an attempt that sent nothing, only if the delivery is still this pending schedule. */
  giveBackAttempt: (db: Executor, workspaceId: string, id: string, seq: number, patch: Partial<DeliveryRow>) =>
    t(db)
      .updateTable('webhook_deliveries')
      .set(patch)
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('seq', '=', seq)
      .where('status', '=', 'pending')
      .execute(),

  /** Every pending delivery of a subscription stops (it was disabled or answered 410). */
  cancelPending: (db: Executor, workspaceId: string, subscriptionId: string, at: string) =>
    t(db)
      .updateTable('webhook_deliveries')
      .set({ status: 'cancelled', next_attempt_at: null, updated_at: at })
      .where('workspace_id', '=', workspaceId)
      .where('subscription_id', '=', subscriptionId)
      .where('status', '=', 'pending')
      .execute(),

  deleteDeliveriesOf: (db: Executor, workspaceId: string, subscriptionId: string) =>
    t(db)
      .deleteFrom('webhook_deliveries')
      .where('workspace_id', '=', workspaceId)
      .where('subscription_id', '=', subscriptionId)
      .execute(),
};

/** The statements of every delivery attempt, compiled once per database (values are parameters, in order). */
export function attemptStatements(db: Executor) {
  const start = compiledQuery(
    t(db)
      .updateTable('webhook_deliveries')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), last_attempt_at: '', updated_at: '' }))
      .where('workspace_id', '=', '')
      .where('id', '=', '')
      .where('seq', '=', 0)
      .where('status', '=', 'pending')
      .returning(['subscription_id', 'event_id', 'event_type', 'attempts']),
  );
  const target = compiledQuery(
    db
      .withTables<DeliveriesTables & SubscriptionsTables & EventsTable>()
      .selectFrom('webhook_subscriptions as s')
      .leftJoin('events as e', (j) => j.on('e.workspace_id', '=', '').on('e.id', '=', ''))
      .select([
        's.url',
        's.secret',
        's.headers',
        's.active',
        's.max_retries',
        'e.id as event_id',
        'e.type',
        'e.created_at',
        'e.data',
      ])
      .where('s.workspace_id', '=', '')
      .where('s.id', '=', ''),
  );
  const outcome = compiledQuery(
    t(db)
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', response_status: 0, duration_ms: 0, error: '', next_attempt_at: '', updated_at: '' })
      .where('workspace_id', '=', '')
      .where('id', '=', '')
      .where('seq', '=', 0)
      .where('status', '=', 'pending'),
  );
  const onSubscription = compiledQuery(
    t(db)
      .updateTable('webhook_subscriptions')
      .set((eb) => ({ last_delivery_at: '', failure_count: eb('failure_count', '+', 0) }))
      .where('workspace_id', '=', '')
      .where('id', '=', ''),
  );
  return {
    /**
     * Takes the next attempt of a pending delivery whose schedule is still `seq`: one more attempt counted, answered
     * with what it needs; undefined when the delivery was cancelled, deleted, finished or re-scheduled meanwhile.
     */
    start: async (ex: Executor, workspaceId: string, id: string, seq: number, at: string) =>
      (await start(ex, [1, at, at, workspaceId, id, seq, 'pending'])).rows[0],

    /** What an attempt sends: the subscription (target, secret, headers, state) and the stored event, in one read. */
    target: async (ex: Executor, workspaceId: string, subscriptionId: string, eventId: string) =>
      (await target(ex, [workspaceId, eventId, workspaceId, subscriptionId])).rows[0],

    /** Records how an attempt ended, only if the delivery is still this pending schedule (not cancelled meanwhile). */
    async outcome(
      ex: Executor,
      workspaceId: string,
      id: string,
      seq: number,
      o: AttemptOutcomeColumns,
    ): Promise<boolean> {
      const values = [o.status, o.response_status, o.duration_ms, o.error, o.next_attempt_at, o.updated_at];
      return Number((await outcome(ex, [...values, workspaceId, id, seq, 'pending'])).numAffectedRows ?? 0) > 0;
    },

    /** After attempts: `last_delivery_at`, and the failures among them counted. */
    onSubscription: (ex: Executor, workspaceId: string, id: string, at: string, failures: number) =>
      onSubscription(ex, [at, failures, workspaceId, id]),
  };
}

export type AttemptOutcomeColumns = Pick<
  DeliveryRow,
  'status' | 'response_status' | 'duration_ms' | 'error' | 'next_attempt_at' | 'updated_at'
>;
