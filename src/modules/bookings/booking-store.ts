// SQL of bookings. Every query is filtered by workspace.
import { sql, type RawBuilder } from 'kysely';
import { gaplessCounter } from '../../platform/counters.js';
import { compiledOnce, type Database, type Executor } from '../../platform/db/index.js';
import { likeSql } from '../../platform/db/codecs.js';
import { countedTotal, type CountedList } from '../../platform/db/list-counts.js';
import { listPage } from '../../platform/db/lists.js';
import { containsText, type TextIndex } from '../../platform/db/text-search.js';
import type { Page, Sort } from '../../platform/http/pagination.js';

export type BookingStatus = 'on_hold' | 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'expired';
export type PaymentStatus = 'unpaid' | 'partially_paid' | 'paid' | 'partially_refunded' | 'refunded';

export type BookingsTables = {
  bookings: {
    id: string;
    workspace_id: string;
    code: string;
    status: BookingStatus;
    payment_status: PaymentStatus;
    /** `api` (POST /v1/bookings), `wizard` (commit), `payment` (created by the payment workflow) or `octo` (a reseller over the OCTO API). */
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
    /** JSON `[{unitKey, quantity}]` of a booking by units; `[]` otherwise. */
    units: string;
    rate_plan_id: string | null;
    billing_person_id: string | null;
    organization_id: string | null;
    language: string | null;
    currency: string;
    subtotal_minor: number;
    tax_minor: number;
    total_minor: number;
    /** What the ledger (booking_money_movements) holds in the booking's currency: payments and refunds, summed. */
    paid_minor: number;
    refunded_minor: number;
    pricing: string;
    billing: string | null;
    /** Lower-cased names and email of `billing` (the customer), searched by the list's `q`. */
    customer_search: string | null;
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
    /** When an `on_hold` booking's hold lapses (kept after it is confirmed, cancelled or expired); null if never held. */
    hold_expires_at: string | null;
    /** The reseller's booking uuid (OCTO): unique per workspace; null for bookings not made by a reseller. */
    external_uuid: string | null;
    /** The reseller's own reference of the booking (OCTO `resellerReference`). */
    reseller_reference: string | null;
    /** Why the booking was cancelled, when the canceller said (OCTO's cancel `reason`). */
    cancellation_reason: string | null;
    /** How many of its travellers are checked in (their rows in `booking_check_ins`), kept by the check-in commands. */
    checked_in_count: number;
    /** The latest check-in of those travellers; null when none is checked in. */
    checked_in_at: string | null;
    /** 0 when written, incremented by every update of the row (a trigger): what a kept copy of the booking is checked against. */
    version: number;
  };
  booking_code_counters: { workspace_id: string; year: number; last_value: number };
  booking_category_days: {
    workspace_id: string;
    day: string;
    product_category: string;
    amount_cents_sum: number;
    cnt: number;
  };
};

export type BookingRow = BookingsTables['bookings'];
export type BookingSortColumn =
  'created_at' | 'updated_at' | 'code' | 'total_minor' | 'departure_start_at' | 'status' | 'hold_expires_at';

export interface BookingFilters {
  status?: BookingStatus;
  productId?: string;
  departureId?: string;
  paymentStatus?: PaymentStatus;
  createdFrom?: string;
  createdTo?: string;
  attentionRequired?: boolean;
  /** Only bookings made by resellers (with an external uuid). */
  external?: boolean;
  resellerReference?: string;
  code?: string;
  /** departure_start_at at or after (ISO instant). */
  startFrom?: string;
  /** departure_start_at before (ISO instant, exclusive). */
  startBefore?: string;
  /** Lower-cased: a code's beginning, or a part of the customer's name or email. */
  q?: string;
  billingPersonId?: string;
}

export const BOOKING_TEXT: TextIndex = { table: 'bookings', columns: ['customer_search'] };

/** What `q` finds a booking by besides its code: the billing contact's names and email, lower-cased. */
type Contact = Record<string, unknown>;

export function customerSearchOf(billing: Contact | null | undefined): string | null {
  if (!billing) return null;
  const parts = ['firstName', 'lastName', 'fullName', 'name', 'email']
    .map((k) => billing[k])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return parts.length ? parts.join(' ').toLowerCase() : null;
}

const t = (db: Executor) => db.withTables<BookingsTables>();

/** The bookings list's totals: the whole list and each of its equality filters alone. */
/** A booking keeps its departure's start as it was; it may have had none. A booking never held has no hold lapse. */
const NULLABLE_SORTS: ReadonlySet<string> = new Set(['departure_start_at', 'hold_expires_at']);

export const BOOKING_COUNTS: CountedList = {
  table: 'bookings',
  list: 'bookings',
  columns: ['status', 'payment_status', 'product_id', 'departure_id', 'attention_required'],
};

/**
 * The payment status three SQL expressions of minor units say (paid, refunded, the total): the SQL twin of rules.ts
 * `paymentStatusOf`, for the integrity check's set-based comparison.
 */
export function paymentStatusSql(
  paid: RawBuilder<unknown>,
  refunded: RawBuilder<unknown>,
  total: RawBuilder<unknown>,
): RawBuilder<PaymentStatus> {
  return sql<PaymentStatus>`case when ${paid} = 0 then 'unpaid'
    when ${refunded} > 0 then case when ${refunded} >= ${paid} then 'refunded' else 'partially_refunded' end
    when ${paid} >= ${total} then 'paid' else 'partially_paid' end`;
}

const bookingCodeCounter =
  gaplessCounter<Pick<BookingsTables['booking_code_counters'], 'workspace_id' | 'year'>>('booking_code_counters');

/** The list's rows that match the filters, and how to know their total. */
function filtered(db: Executor, workspaceId: string, f: BookingFilters) {
  let q = t(db).selectFrom('bookings').where('workspace_id', '=', workspaceId);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.productId) q = q.where('product_id', '=', f.productId);
  if (f.departureId) q = q.where('departure_id', '=', f.departureId);
  if (f.paymentStatus) q = q.where('payment_status', '=', f.paymentStatus);
  if (f.createdFrom) q = q.where('created_at', '>=', f.createdFrom);
  if (f.createdTo) q = q.where('created_at', '<', f.createdTo);
  if (f.attentionRequired !== undefined) q = q.where('attention_required', '=', f.attentionRequired ? 1 : 0);
  if (f.external) q = q.where('external_uuid', 'is not', null);
  if (f.resellerReference !== undefined) q = q.where('reseller_reference', '=', f.resellerReference);
  if (f.code !== undefined) q = q.where('code', '=', f.code);
  if (f.startFrom) q = q.where('departure_start_at', '>=', f.startFrom);
  if (f.startBefore) q = q.where('departure_start_at', '<', f.startBefore);
  if (f.billingPersonId) q = q.where('billing_person_id', '=', f.billingPersonId);
  const term = f.q;
  if (term)
    q = q.where((eb) =>
      eb.or([likeSql('code', 'prefix', term.toUpperCase()), containsText(db, BOOKING_TEXT, 'customer_search', term)]),
    );
  const count = countedTotal(db, workspaceId, BOOKING_COUNTS, {
    status: f.status,
    payment_status: f.paymentStatus,
    product_id: f.productId,
    departure_id: f.departureId,
    attention_required: f.attentionRequired,
    created_from: f.createdFrom,
    created_to: f.createdTo,
    // Filters of the OCTO lookups: never counted, always seen.
    external: f.external,
    reseller_reference: f.resellerReference,
    code: f.code,
    start_from: f.startFrom,
    start_before: f.startBefore,
    billing_person_id: f.billingPersonId,
    q: f.q,
  });
  return { q, count };
}

export const bookingsStore = {
  insert: (db: Database, tx: Executor, row: BookingRow) => db.insertRow(tx, 'bookings', row),

  get: (db: Executor, workspaceId: string, id: string) =>
    t(db)
      .selectFrom('bookings')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /** The version of a booking's row (a read by id compiled once per database): undefined when there is none. */
  version: (db: Executor) =>
    compiledOnce(
      db,
      t(db).selectFrom('bookings').select('version').where('workspace_id', '=', '').where('id', '=', ''),
    ),

  /** The booking a reseller made with `uuid` (OCTO), if any. */
  getByExternalUuid: (db: Executor, workspaceId: string, uuid: string) =>
    t(db)
      .selectFrom('bookings')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('external_uuid', '=', uuid)
      .executeTakeFirst(),

  /** The row, locked for the rest of the transaction on PostgreSQL (SQLite transactions are already serialised). */
  getForUpdate: (db: Executor, workspaceId: string, id: string) =>
    t(db)
      .selectFrom('bookings')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst(),

  /**
   * Writes `patch`; with a `guard`, only while the row still has that status (and, with `lapsedAt`, a hold lapsed
   * by then) and those money totals: answers whether a row was written, so two racers cannot both apply the same
   * transition, nor two movements be judged against the same totals.
   */
  async update(
    db: Executor,
    workspaceId: string,
    id: string,
    patch: Partial<BookingRow>,
    guard: {
      status?: BookingStatus;
      lapsedAt?: string;
      totals?: Pick<BookingRow, 'paid_minor' | 'refunded_minor'>;
    } = {},
  ): Promise<boolean> {
    // The customer's search text follows the billing contact, whoever changes it.
    const set =
      patch.billing === undefined
        ? patch
        : {
            ...patch,
            customer_search: customerSearchOf(patch.billing ? (JSON.parse(patch.billing) as Contact) : null),
          };
    let q = t(db).updateTable('bookings').set(set).where('workspace_id', '=', workspaceId).where('id', '=', id);
    if (guard.status) q = q.where('status', '=', guard.status);
    if (guard.lapsedAt) q = q.where('hold_expires_at', '<=', guard.lapsedAt);
    if (guard.totals)
      q = q.where('paid_minor', '=', guard.totals.paid_minor).where('refunded_minor', '=', guard.totals.refunded_minor);
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  },

  /** A page of the list: whole rows. */
  list(db: Executor, workspaceId: string, f: BookingFilters, sort: Sort<BookingSortColumn>, page: Page) {
    const { q, count } = filtered(db, workspaceId, f);
    return listPage(db, q, { sort, page, count, nullable: NULLABLE_SORTS });
  },

  /**
   * A page of the list as each row's id and version (and sort value): the service renders the bookings it keeps at
   * those versions and reads only the others whole (`byIds`).
   */
  listVersions(db: Executor, workspaceId: string, f: BookingFilters, sort: Sort<BookingSortColumn>, page: Page) {
    const { q, count } = filtered(db, workspaceId, f);
    const select = (query: typeof q) => query.select(['id', 'version', sort.column]);
    return listPage(db, q, { sort, page, count, nullable: NULLABLE_SORTS, select });
  },

  /** The rows of these ids (in no particular order); fewer when some are gone. */
  byIds: (db: Executor, workspaceId: string, ids: readonly string[]) =>
    t(db).selectFrom('bookings').selectAll().where('workspace_id', '=', workspaceId).where('id', 'in', ids).execute(),

  /** The departure's bookings that hold or may hold its seats (on hold, pending, confirmed), locked, by code. */
  activeOfDeparture: (tx: Executor, workspaceId: string, departureId: string) =>
    t(tx)
      .selectFrom('bookings')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('departure_id', '=', departureId)
      .where('status', 'in', ['on_hold', 'pending', 'confirmed'])
      .orderBy('code')
      .forUpdate()
      .execute(),

  /** The departure's bookings in `statuses`, by code, at most `limit` of them (the manifest). */
  ofDeparture: (
    db: Executor,
    workspaceId: string,
    departureId: string,
    statuses: readonly BookingStatus[],
    limit: number,
  ) =>
    t(db)
      .selectFrom('bookings')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('departure_id', '=', departureId)
      .where('status', 'in', statuses)
      .orderBy('code')
      .limit(limit)
      .execute(),

  /** Whether any booking that is not cancelled or expired references the product or departure (catalog's delete guard). */
  async activeUsage(
    db: Executor,
    workspaceId: string,
    ref: { productId?: string; departureId?: string },
  ): Promise<number> {
    let q = t(db)
      .selectFrom('bookings')
      .where('workspace_id', '=', workspaceId)
      .where('status', 'not in', ['cancelled', 'expired']);
    if (ref.productId) q = q.where('product_id', '=', ref.productId);
    if (ref.departureId) q = q.where('departure_id', '=', ref.departureId);
    const row = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** The next booking number of the workspace for `year`, in the caller's transaction (a rollback gives it back). */
  nextCodeNumber: (database: Database, db: Executor, workspaceId: string, year: number): Promise<number> =>
    bookingCodeCounter(database, db, { workspace_id: workspaceId, year }),

  /** Adds `amountDelta` and `countDelta` to the rollup row of a day and category (negative on cancellation). */
  bumpCategoryDay: (
    database: Database,
    db: Executor,
    workspaceId: string,
    day: string,
    category: string,
    amountDelta: number,
    countDelta: number,
  ) => {
    const build = (x: Executor) =>
      t(x)
        .insertInto('booking_category_days')
        .values({ workspace_id: '', day: '', product_category: '', amount_cents_sum: 0, cnt: 0 })
        .onConflict((oc) =>
          oc.columns(['workspace_id', 'day', 'product_category']).doUpdateSet({
            amount_cents_sum: sql<number>`booking_category_days.amount_cents_sum + ${0}`,
            cnt: sql<number>`booking_category_days.cnt + ${0}`,
          }),
        );
    return database.runCompiled(db, 'bookings.bumpCategoryDay', build, [
      workspaceId,
      day,
      category,
      amountDelta,
      countDelta,
      amountDelta,
      countDelta,
    ]);
  },

  /**
   * The analytics answer for `[workspaceId, from, to]` as JSON text, built by the database in one row: the rows
   * sorted by day then category, so the API sends the text as is instead of decoding and re-encoding every row.
   */
  categoryDaysJson(db: Pick<Database, 'kysely' | 'jsonArrayText'>) {
    const ws = '';
    const rows = sql`select day, product_category, amount_cents_sum, cnt from booking_category_days
      where workspace_id = ${ws} and day >= ${ws} and day <= ${ws} and cnt > 0`;
    const q = db.jsonArrayText(
      rows,
      ['day', 'product_category', 'amount_cents_sum', 'cnt'],
      ['day', 'product_category'],
    );
    return compiledOnce(db.kysely, { compile: () => q.compile(db.kysely) });
  },
};
