// SQL of the money path. Every query is filtered by workspace, except the payment provider's order lookup
// (the order id is globally unique and unguessable) and the notification audit log, written before any workspace
// is known.
import { sql } from 'kysely';
import { compiledOnce, type Executor } from '../../platform/db/index.js';
import type { Dialect } from '../../platform/db/index.js';
import type { Page, Sort } from '../../platform/http/pagination.js';

export type BookingStatus = 'pending' | 'confirmed' | 'completed' | 'cancelled';
export type PaymentStatus = 'unpaid' | 'partial' | 'paid' | 'refunded';
/** `needs_attention`: the provider took the money but the booking could not be confirmed (payments.ts). */
export type PaymentSessionStatus = 'awaiting_payment' | 'confirmed' | 'failed' | 'needs_attention';

export type BookingsTables = {
  bookings: {
    id: string;
    workspace_id: string;
    code: string;
    status: BookingStatus;
    payment_status: PaymentStatus;
    /** `api` (POST /v1/bookings), `wizard` (commit) or `payment` (created by the payment workflow). */
    source: string;
    product_id: string;
    product_title: string;
    product_type: string | null;
    product_category: string;
    departure_id: string;
    departure_start_at: string | null;
    departure_end_at: string | null;
    pax_adults: number;
    pax_children: number;
    pax_infants: number;
    /** Seats this booking takes on its departure (adults + children). */
    seats: number;
    /** 1 while those seats are taken from the departure; 0 once cancelled or when none could be taken. */
    seats_held: number;
    rooms: string;
    rate_plan_id: string | null;
    billing_person_id: string | null;
    organization_id: string | null;
    language: string | null;
    currency: string;
    subtotal_minor: number;
    tax_minor: number;
    total_minor: number;
    pricing: string;
    billing: string | null;
    passengers: string;
    notes: string | null;
    metadata: string;
    attention_required: number;
    attention_reason: string | null;
    wizard_session_id: string | null;
    payment_session_id: string | null;
    invoice_id: string | null;
    contract_number: string | null;
    created_day: string;
    created_at: string;
    updated_at: string;
    confirmed_at: string | null;
    cancelled_at: string | null;
    completed_at: string | null;
  };
  booking_code_counters: { workspace_id: string; year: number; last_value: number };
  booking_category_days: { workspace_id: string; day: string; product_category: string; amount_cents_sum: number; cnt: number };
  wizard_sessions: {
    id: string;
    workspace_id: string;
    language: string | null;
    currency: string | null;
    step: number;
    version: number;
    data: string;
    booking_id: string | null;
    code: string | null;
    expires_at: string;
    locked_at: string | null;
    consumed_at: string | null;
    created_at: string;
    updated_at: string;
  };
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
}

export type BookingRow = BookingsTables['bookings'];
export type WizardSessionRow = BookingsTables['wizard_sessions'];
export type PaymentSessionRow = BookingsTables['payment_sessions'];
export type PaymentNotificationRow = BookingsTables['payment_notifications'];
export type BookingSortColumn = 'created_at' | 'updated_at' | 'code' | 'total_minor' | 'departure_start_at' | 'status';

export interface BookingFilters {
  status?: BookingStatus;
  productId?: string;
  departureId?: string;
  paymentStatus?: PaymentStatus;
  createdFrom?: string;
  createdTo?: string;
  attentionRequired?: boolean;
}

const t = (db: Executor) => db.withTables<BookingsTables>();

export const bookingsStore = {
  insert: (db: Executor, row: BookingRow) => t(db).insertInto('bookings').values(row).execute(),

  get: (db: Executor, workspaceId: string, id: string) =>
    t(db).selectFrom('bookings').selectAll().where('workspace_id', '=', workspaceId).where('id', '=', id).executeTakeFirst(),

  /** The row, locked for the rest of the transaction on PostgreSQL (SQLite transactions are already serialised). */
  getForUpdate(db: Executor, dialect: Dialect, workspaceId: string, id: string) {
    const q = t(db).selectFrom('bookings').selectAll().where('workspace_id', '=', workspaceId).where('id', '=', id);
    return (dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
  },

  update: (db: Executor, workspaceId: string, id: string, patch: Partial<BookingRow>) =>
    t(db).updateTable('bookings').set(patch).where('workspace_id', '=', workspaceId).where('id', '=', id).executeTakeFirst(),

  async list(db: Executor, workspaceId: string, f: BookingFilters, sort: Sort<BookingSortColumn>, page: Page) {
    let q = t(db).selectFrom('bookings').where('workspace_id', '=', workspaceId);
    if (f.status) q = q.where('status', '=', f.status);
    if (f.productId) q = q.where('product_id', '=', f.productId);
    if (f.departureId) q = q.where('departure_id', '=', f.departureId);
    if (f.paymentStatus) q = q.where('payment_status', '=', f.paymentStatus);
    if (f.createdFrom) q = q.where('created_at', '>=', f.createdFrom);
    if (f.createdTo) q = q.where('created_at', '<', f.createdTo);
    if (f.attentionRequired !== undefined) q = q.where('attention_required', '=', f.attentionRequired ? 1 : 0);
    const filtered = Object.values(f).some((v) => v !== undefined);
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy(sort.column, sort.direction).orderBy('id', sort.direction).limit(page.limit).offset(page.offset).execute(),
      filtered ? q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n)) : bookingsStore.count(db, workspaceId),
    ]);
    return { rows, total };
  },

  /**
   * Every booking of the workspace, without reading them: each insert takes the next number of its year's code
   * counter in its own transaction (a rollback gives it back) and bookings are never deleted, so the counters add up
   * to the count exactly.
   */
  async count(db: Executor, workspaceId: string): Promise<number> {
    const row = await t(db)
      .selectFrom('booking_code_counters')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('last_value'), eb.lit(0)).as('n'))
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Whether any booking that is not cancelled references the product or departure (catalog's delete guard). */
  async activeUsage(db: Executor, workspaceId: string, ref: { productId?: string; departureId?: string }): Promise<number> {
    let q = t(db).selectFrom('bookings').where('workspace_id', '=', workspaceId).where('status', '!=', 'cancelled');
    if (ref.productId) q = q.where('product_id', '=', ref.productId);
    if (ref.departureId) q = q.where('departure_id', '=', ref.departureId);
    const row = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /**
   * The next booking number of the workspace for `year`. The upsert takes the counter row's lock until the
   * transaction ends, so concurrent bookings get consecutive numbers and a rolled-back booking gives its back.
   */
  async nextCodeNumber(db: Executor, workspaceId: string, year: number): Promise<number> {
    const row = await t(db)
      .insertInto('booking_code_counters')
      .values({ workspace_id: workspaceId, year, last_value: 1 })
      .onConflict((oc) => oc.columns(['workspace_id', 'year']).doUpdateSet({ last_value: sql<number>`booking_code_counters.last_value + 1` }))
      .returning('last_value')
      .executeTakeFirstOrThrow();
    return Number(row.last_value);
  },

  /** Adds `amountDelta` and `countDelta` to the rollup row of a day and category (negative on cancellation). */
  bumpCategoryDay: (db: Executor, workspaceId: string, day: string, category: string, amountDelta: number, countDelta: number) =>
    t(db)
      .insertInto('booking_category_days')
      .values({ workspace_id: workspaceId, day, product_category: category, amount_cents_sum: amountDelta, cnt: countDelta })
      .onConflict((oc) =>
        oc.columns(['workspace_id', 'day', 'product_category']).doUpdateSet({
          amount_cents_sum: sql<number>`booking_category_days.amount_cents_sum + ${amountDelta}`,
          cnt: sql<number>`booking_category_days.cnt + ${countDelta}`,
        }),
      )
      .execute(),

  /**
   * The analytics answer for `[workspaceId, from, to]` as JSON text, built by the database in one row: the rows
   * sorted by day then category, so the API sends the text as is instead of decoding and re-encoding every row.
   */
  categoryDaysJson(db: Executor, dialect: Dialect) {
    const ws = '';
    const q =
      dialect === 'postgres'
        ? sql<{ body: string }>`select coalesce(json_agg(json_build_object('day', day, 'product_category', product_category, 'amount_cents_sum', amount_cents_sum, 'cnt', cnt) order by day, product_category), '[]'::json)::text as body
            from booking_category_days where workspace_id = ${ws} and day >= ${ws} and day <= ${ws} and cnt > 0`
        : sql<{ body: string }>`select json_group_array(json_object('day', day, 'product_category', product_category, 'amount_cents_sum', amount_cents_sum, 'cnt', cnt)) as body
            from (select day, product_category, amount_cents_sum, cnt from booking_category_days
                  where workspace_id = ${ws} and day >= ${ws} and day <= ${ws} and cnt > 0 order by day, product_category)`;
    return compiledOnce(db, { compile: () => q.compile(db) });
  },
};

export const wizardStore = {
  insert: (db: Executor, row: WizardSessionRow) => t(db).insertInto('wizard_sessions').values(row).execute(),

  get: (db: Executor, workspaceId: string, id: string) =>
    t(db).selectFrom('wizard_sessions').selectAll().where('workspace_id', '=', workspaceId).where('id', '=', id).executeTakeFirst(),

  getForUpdate(db: Executor, dialect: Dialect, workspaceId: string, id: string) {
    const q = t(db).selectFrom('wizard_sessions').selectAll().where('workspace_id', '=', workspaceId).where('id', '=', id);
    return (dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
  },

  /** Optimistic update: only applies when the row is still at `version` (a concurrent merge makes it 0 rows). */
  update: (db: Executor, workspaceId: string, id: string, version: number, patch: Partial<WizardSessionRow>) =>
    t(db).updateTable('wizard_sessions').set(patch).where('workspace_id', '=', workspaceId).where('id', '=', id).where('version', '=', version).executeTakeFirst(),
};

export const paymentsStore = {
  insert: (db: Executor, row: PaymentSessionRow) => t(db).insertInto('payment_sessions').values(row).execute(),

  get: (db: Executor, workspaceId: string, id: string) =>
    t(db).selectFrom('payment_sessions').selectAll().where('workspace_id', '=', workspaceId).where('id', '=', id).executeTakeFirst(),

  getForUpdate(db: Executor, dialect: Dialect, workspaceId: string, id: string) {
    const q = t(db).selectFrom('payment_sessions').selectAll().where('workspace_id', '=', workspaceId).where('id', '=', id);
    return (dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
  },

  /** By the provider's order id: the only lookup not scoped by workspace (the notification names no workspace). */
  byOrderForUpdate(db: Executor, dialect: Dialect, orderId: string) {
    const q = t(db).selectFrom('payment_sessions').selectAll().where('order_id', '=', orderId);
    return (dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
  },

  latestForWizard: (db: Executor, workspaceId: string, sessionId: string) =>
    t(db)
      .selectFrom('payment_sessions')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('wizard_session_id', '=', sessionId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst(),

  /** Moves the session from one of `from` only: the state guard that makes repeated notifications and job runs no-ops. */
  transition: (db: Executor, workspaceId: string, id: string, from: readonly PaymentSessionStatus[], patch: Partial<PaymentSessionRow>) =>
    t(db).updateTable('payment_sessions').set(patch).where('workspace_id', '=', workspaceId).where('id', '=', id).where('status', 'in', from).executeTakeFirst(),

  update: (db: Executor, workspaceId: string, id: string, patch: Partial<PaymentSessionRow>) =>
    t(db).updateTable('payment_sessions').set(patch).where('workspace_id', '=', workspaceId).where('id', '=', id).executeTakeFirst(),

  insertNotification: (db: Executor, row: PaymentNotificationRow) => t(db).insertInto('payment_notifications').values(row).execute(),

  updateNotification: (db: Executor, id: string, patch: Partial<PaymentNotificationRow>) =>
    t(db).updateTable('payment_notifications').set(patch).where('id', '=', id).execute(),

  /** Paid sessions waiting for an operator (partial index `payment_sessions_ws_attention`). */
  async needingAttention(db: Executor, workspaceId: string, sort: Sort<'attention_at' | 'created_at'>, page: Page) {
    const q = t(db).selectFrom('payment_sessions').where('workspace_id', '=', workspaceId).where('status', '=', 'needs_attention');
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy(sort.column, sort.direction).orderBy('id', sort.direction).limit(page.limit).offset(page.offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n)),
    ]);
    return { rows, total };
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
  async purgeNotifications(db: Executor, cutoffIso: string, successStatuses: readonly number[], limit: number): Promise<number> {
    const res = await t(db)
      .deleteFrom('payment_notifications')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('payment_notifications as n')
          .select('n.id')
          .where('n.received_at', '<', cutoffIso)
          .where((w) => w.or([w('n.verdict', '!=', 'unknown_order'), w('n.provider_status', 'is', null), w('n.provider_status', 'not in', successStatuses)]))
          .where((w) =>
            w.not(w.exists(w.selectFrom('payment_sessions as s').select('s.id').whereRef('s.id', '=', 'n.payment_session_id').where('s.status', '=', 'needs_attention'))),
          )
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  },
};
