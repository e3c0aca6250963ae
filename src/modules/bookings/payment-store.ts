// SQL of payment sessions and the notification audit log. Filtered by workspace, except the payment provider's
// order lookup (the order id is globally unique and unguessable) and the audit log, written before any workspace
// is known.
import type { Executor } from '../../platform/db/index.js';
import { listPage } from '../../platform/db/lists.js';
import type { Page, Sort } from '../../platform/http/pagination.js';

/** `needs_attention`: the provider took the money but the booking could not be confirmed (payment-service.ts). */
export type PaymentSessionStatus = 'awaiting_payment' | 'confirmed' | 'failed' | 'needs_attention';
export type VoucherState = 'held' | 'spent' | 'released';

export type PaymentsTables = {
  payment_sessions: {
    id: string;
    workspace_id: string;
    order_id: string;
    wizard_session_id: string;
    booking_id: string | null;
    status: PaymentSessionStatus;
    amount_minor: number;
    currency: string;
    snapshot: string;
    provider_payment_id: string | null;
    paid_amount_minor: number | null;
    paid_currency: string | null;
    provider_status: number | null;
    provider_message: string | null;
    /** `pending` until confirmed, `queued` while the workflow job is due, `done` once it has run. */
    workflow_status: 'pending' | 'queued' | 'done';
    invoice_id: string | null;
    contract_number: string | null;
    created_at: string;
    updated_at: string;
    confirmed_at: string | null;
    failed_at: string | null;
    completed_at: string | null;
    /** Why a paid session needs an operator (`seats_unavailable`, `paid_after_cancellation`, `payment_amount_mismatch`). */
    attention_reason: string | null;
    attention_at: string | null;
    /** A voucher paying part of the order: `amount_minor` is then what is left for the provider. */
    voucher_id: string | null;
    voucher_code: string | null;
    /** The voucher's redemption (its ledger's `txn_…`), given back once if the order is never paid. */
    voucher_transaction_id: string | null;
    voucher_amount_minor: number | null;
    /** `held` while the order waits, `spent` once the booking has it, `released` when it went back to the voucher. */
    voucher_state: VoucherState | null;
    /** The provider that took the payment (`test`, `stripe`, `paymentprovider`): refunds go back through it. */
    provider: string | null;
  };
  payment_notifications: {
    id: string;
    workspace_id: string | null;
    received_at: string;
    source_ip: string;
    headers: string;
    /** The body as received, or its first bytes when `body_truncated` (refused, or over the size cap). */
    raw_body: string;
    body_encoding: 'utf8' | 'base64';
    /** Bytes the client sent (null on rows from before sizes were recorded). */
    body_size: number | null;
    body_truncated: number;
    verifier: string;
    verdict: string;
    order_id: string | null;
    provider_status: number | null;
    payment_session_id: string | null;
    updated_at: string;
  };
};

export type PaymentSessionRow = PaymentsTables['payment_sessions'];
export type PaymentNotificationRow = PaymentsTables['payment_notifications'];

const t = (db: Executor) => db.withTables<PaymentsTables>();

export const paymentsStore = {
  insert: (db: Executor, row: PaymentSessionRow) => t(db).insertInto('payment_sessions').values(row).execute(),

  get: (db: Executor, workspaceId: string, id: string) =>
    t(db)
      .selectFrom('payment_sessions')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst(),

  getForUpdate: (db: Executor, workspaceId: string, id: string) =>
    t(db)
      .selectFrom('payment_sessions')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst(),

  /** By the provider's order id: the only lookup not scoped by workspace (the notification names no workspace). */
  byOrderForUpdate: (db: Executor, orderId: string) =>
    t(db).selectFrom('payment_sessions').selectAll().where('order_id', '=', orderId).forUpdate().executeTakeFirst(),

  /** By order id, unlocked: the test provider's page (public, names no workspace) and starting a payment. */
  byOrder: (db: Executor, orderId: string) =>
    t(db).selectFrom('payment_sessions').selectAll().where('order_id', '=', orderId).executeTakeFirst(),

  latestForWizard: (db: Executor, workspaceId: string, sessionId: string) =>
    t(db)
      .selectFrom('payment_sessions')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('wizard_session_id', '=', sessionId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst(),

  /** Whether the provider has confirmed the session's payment (`confirmed`, or paid and `needs_attention`). */
  async isPaid(db: Executor, workspaceId: string, id: string): Promise<boolean> {
    const row = await t(db)
      .selectFrom('payment_sessions')
      .select('status')
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.status === 'confirmed' || row?.status === 'needs_attention';
  },

  /** Moves the session from one of `from` only: the state guard that makes repeated notifications and job runs no-ops. */
  transition: (
    db: Executor,
    workspaceId: string,
    id: string,
    from: readonly PaymentSessionStatus[],
    patch: Partial<PaymentSessionRow>,
  ) =>
    t(db)
      .updateTable('payment_sessions')
      .set(patch)
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst(),

  update: (db: Executor, workspaceId: string, id: string, patch: Partial<PaymentSessionRow>) =>
    t(db)
      .updateTable('payment_sessions')
      .set(patch)
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /**
   * Marks an unpaid session's voucher as given back: true only for the one caller that moved it from `held`, so
   * the voucher is credited once however often (or concurrently) the lapse runs.
   */
  async releaseVoucher(db: Executor, workspaceId: string, id: string, now: string): Promise<boolean> {
    const r = await t(db)
      .updateTable('payment_sessions')
      .set({ voucher_state: 'released', updated_at: now })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('voucher_state', '=', 'held')
      .where('status', 'in', ['awaiting_payment', 'failed'])
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  insertNotification: (db: Executor, row: PaymentNotificationRow) =>
    t(db).insertInto('payment_notifications').values(row).execute(),

  updateNotification: (db: Executor, id: string, patch: Partial<PaymentNotificationRow>) =>
    t(db).updateTable('payment_notifications').set(patch).where('id', '=', id).execute(),

  /** Paid sessions waiting for an operator (partial index `payment_sessions_ws_attention`). */
  async needingAttention(db: Executor, workspaceId: string, sort: Sort<'attention_at' | 'created_at'>, page: Page) {
    const q = t(db)
      .selectFrom('payment_sessions')
      .where('workspace_id', '=', workspaceId)
      .where('status', '=', 'needs_attention');
    return listPage(db, q, { sort, page });
  },

  /** Signed successes for an order no session has (any workspace): money taken that nothing here matches. */
  unmatchedSuccesses: (db: Executor, successStatuses: readonly number[], limit: number) =>
    t(db)
      .selectFrom('payment_notifications')
      .select(['id', 'received_at', 'order_id', 'provider_status', 'source_ip', 'raw_body', 'body_encoding'])
      .where('verdict', '=', 'unknown_order')
      .where('provider_status', 'in', successStatuses)
      .orderBy('received_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),

  /**
   * Deletes up to `limit` notifications received before `cutoffIso`, except the evidence an operator still needs:
   * those of a session in `needs_attention` and signed successes for unknown orders.
   */
  async purgeNotifications(
    db: Executor,
    cutoffIso: string,
    successStatuses: readonly number[],
    limit: number,
  ): Promise<number> {
    const res = await t(db)
      .deleteFrom('payment_notifications')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('payment_notifications as n')
          .select('n.id')
          .where('n.received_at', '<', cutoffIso)
          .where((w) =>
            w.or([
              w('n.verdict', '!=', 'unknown_order'),
              w('n.provider_status', 'is', null),
              w('n.provider_status', 'not in', successStatuses),
            ]),
          )
          .where((w) =>
            w.not(
              w.exists(
                w
                  .selectFrom('payment_sessions as s')
                  .select('s.id')
                  .whereRef('s.id', '=', 'n.payment_session_id')
                  .where('s.status', '=', 'needs_attention'),
              ),
            ),
          )
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  },
};
