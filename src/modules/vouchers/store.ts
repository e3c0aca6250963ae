// SQL for vouchers and their transaction ledger. Every query is filtered by workspace. Balances change only
// through `debit` and `credit`: conditional UPDATEs that keep 0 ≤ balance ≤ initial balance under concurrency.
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../platform/db/index.js';
import { countedTotal, type CountedList } from '../../platform/db/list-counts.js';
import { listPage } from '../../platform/db/lists.js';
import { containsText, type TextIndex } from '../../platform/db/text-search.js';
import type { Page, Sort } from '../../platform/http/pagination.js';

export type VouchersTables = {
  vouchers: {
    id: string;
    workspace_id: string;
    /** Upper-case, unique per workspace. */
    code: string;
    type: string;
    /** The stored status; reads show `expired` once `expires_at` has passed (effectiveStatusSql). */
    status: string;
    customer_id: string | null;
    initial_balance_minor: number;
    current_balance_minor: number;
    currency: string;
    expires_at: string | null;
    is_transferable: number;
    source_type: string | null;
    source_id: string | null;
    last_used_at: string | null;
    metadata: string;
    created_at: string;
    updated_at: string;
  };
  voucher_transactions: {
    id: string;
    workspace_id: string;
    voucher_id: string;
    type: string;
    /** Negative for a redemption, positive for a refund or adjustment. */
    amount_minor: number;
    balance_after_minor: number;
    currency: string;
    booking_id: string | null;
    customer_id: string | null;
    description: string | null;
    related_transaction_id: string | null;
    created_at: string;
  };
};

export type VoucherRow = VouchersTables['vouchers'];
export type TransactionRow = VouchersTables['voucher_transactions'];
export type VoucherSortColumn = 'created_at' | 'updated_at' | 'code' | 'expires_at' | 'current_balance_minor';
export interface VoucherFilters {
  /** The effective status (an active voucher past its expiry is `expired`). */
  status?: string;
  type?: string;
  customerId?: string;
  /** Part of the code. */
  q?: string;
}

/** Stored statuses that turn into `expired` when `expires_at` has passed. */
export const EXPIRING_STATUSES = ['pending', 'active', 'depleted'] as const;

const t = (db: Executor) => db.withTables<VouchersTables>();

/**
 * The vouchers list's totals: the whole list, per type and per customer (the status filter is the effective status,
 * which time changes without a write: it counts its matches), and each voucher's ledger, whole and per type.
 */
/** What `q` searches: codes, stored upper-case. */
export const VOUCHER_TEXT: TextIndex = { table: 'vouchers', columns: ['code'] };

/** Vouchers that never expire have no expires_at. */
const NULLABLE_SORTS: ReadonlySet<string> = new Set(['expires_at']);

export const VOUCHER_COUNTS: CountedList = { table: 'vouchers', list: 'vouchers', columns: ['type', 'customer_id'] };
export const VOUCHER_TRANSACTION_COUNTS: CountedList = {
  table: 'voucher_transactions',
  list: 'voucher_transactions',
  columns: ['voucher_id', ['voucher_id', 'type']],
};

/** The status a read shows at `now`: SQL twin of the service's effectiveStatus. */
function effectiveStatusSql(now: string): RawBuilder<string> {
  return sql<string>`case when ${sql.ref('status')} in (${sql.join([...EXPIRING_STATUSES])}) and ${sql.ref('expires_at')} is not null and ${sql.ref('expires_at')} <= ${now} then 'expired' else ${sql.ref('status')} end`;
}

/** Rows per multi-row INSERT: well under both databases' bound-parameter limits. */
const CHUNK = 200;

async function insertChunked<K extends keyof VouchersTables>(
  db: Executor,
  table: K,
  rows: VouchersTables[K][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await t(db)
      .insertInto(table)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one helper for both tables' row types
      .values(rows.slice(i, i + CHUNK) as any)
      .execute();
  }
}

export const vouchersStore = {
  insertVouchers: (db: Executor, rows: VoucherRow[]) => insertChunked(db, 'vouchers', rows),
  insertTransactions: (db: Executor, rows: TransactionRow[]) => insertChunked(db, 'voucher_transactions', rows),

  get: (db: Executor, workspaceId: string, id: string) =>
    t(db)
      .selectFrom('vouchers')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /** The row, locked until the transaction ends (PostgreSQL; SQLite transactions are serialised already). */
  getForUpdate: (db: Executor, workspaceId: string, id: string) =>
    t(db)
      .selectFrom('vouchers')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst(),

  getByCode: (db: Executor, workspaceId: string, code: string) =>
    t(db)
      .selectFrom('vouchers')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('code', '=', code)
      .executeTakeFirst(),

  update: (db: Executor, workspaceId: string, id: string, patch: Partial<VoucherRow>) =>
    t(db)
      .updateTable('vouchers')
      .set(patch)
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),

  /**
   * Takes `amount` off an active, unexpired voucher that holds at least that much; reaching zero makes it
   * `depleted`. One statement, so concurrent redemptions can never overspend. Undefined when it did not apply.
   */
  debit: (db: Executor, workspaceId: string, id: string, amount: number, now: string) =>
    t(db)
      .updateTable('vouchers')
      .set({
        current_balance_minor: sql`current_balance_minor - ${amount}`,
        status: sql`case when current_balance_minor = ${amount} then 'depleted' else status end`,
        last_used_at: now,
        updated_at: now,
      })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('status', '=', 'active')
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .where('current_balance_minor', '>=', amount)
      .returningAll()
      .executeTakeFirst(),

  /**
   * Gives `amount` back to an active or depleted voucher (which becomes active), never above its initial balance.
   * Undefined when it did not apply.
   */
  credit: (db: Executor, workspaceId: string, id: string, amount: number, now: string) =>
    t(db)
      .updateTable('vouchers')
      .set({ current_balance_minor: sql`current_balance_minor + ${amount}`, status: 'active', updated_at: now })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('status', 'in', ['active', 'depleted'])
      .where(sql<boolean>`current_balance_minor + ${amount} <= initial_balance_minor`)
      .returningAll()
      .executeTakeFirst(),

  /**
   * Gives back `amount` an order's redemption took, whatever the voucher's status (a cancelled voucher stays
   * cancelled; a depleted one is active again), never above its initial balance. Undefined when it did not apply.
   */
  restore: (db: Executor, workspaceId: string, id: string, amount: number, now: string) =>
    t(db)
      .updateTable('vouchers')
      .set({
        current_balance_minor: sql`current_balance_minor + ${amount}`,
        status: sql`case when status = 'depleted' then 'active' else status end`,
        updated_at: now,
      })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where(sql<boolean>`current_balance_minor + ${amount} <= initial_balance_minor`)
      .returningAll()
      .executeTakeFirst(),

  /** A ledger row by its id alone (an order names its redemption, not the voucher). */
  transactionById: (db: Executor, workspaceId: string, id: string) =>
    t(db)
      .selectFrom('voucher_transactions')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /** Names the booking a redemption paid (only a redemption that names none yet). */
  linkBooking: (db: Executor, workspaceId: string, id: string, bookingId: string) =>
    t(db)
      .updateTable('voucher_transactions')
      .set({ booking_id: bookingId })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('booking_id', 'is', null)
      .execute(),

  async list(
    db: Executor,
    workspaceId: string,
    f: VoucherFilters,
    sort: Sort<VoucherSortColumn>,
    page: Page,
    now: string,
  ) {
    let q = t(db).selectFrom('vouchers').where('workspace_id', '=', workspaceId);
    if (f.status) q = q.where(sql<boolean>`${effectiveStatusSql(now)} = ${f.status}`);
    if (f.type) q = q.where('type', '=', f.type);
    if (f.customerId) q = q.where('customer_id', '=', f.customerId);
    // Codes are stored upper-case (the service's normaliseCode), so the term is too.
    if (f.q) q = q.where(containsText(db, VOUCHER_TEXT, 'code', f.q.toUpperCase()));
    return listPage(db, q, {
      sort,
      page,
      nullable: NULLABLE_SORTS,
      count: countedTotal(db, workspaceId, VOUCHER_COUNTS, {
        status: f.status,
        type: f.type,
        customer_id: f.customerId,
        q: f.q,
      }),
    });
  },

  getTransaction: (db: Executor, workspaceId: string, voucherId: string, id: string) =>
    t(db)
      .selectFrom('voucher_transactions')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('voucher_id', '=', voucherId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /** What refunds already gave back against one redemption. */
  async refundedAgainst(db: Executor, workspaceId: string, transactionId: string): Promise<number> {
    const r = await t(db)
      .selectFrom('voucher_transactions')
      .select((eb) => eb.fn.sum<number>('amount_minor').as('n'))
      .where('workspace_id', '=', workspaceId)
      .where('related_transaction_id', '=', transactionId)
      .where('type', '=', 'refund')
      .executeTakeFirstOrThrow();
    return Number(r.n ?? 0);
  },

  async listTransactions(
    db: Executor,
    workspaceId: string,
    voucherId: string,
    type: string | undefined,
    sort: Sort<'created_at'>,
    page: Page,
  ) {
    let q = t(db)
      .selectFrom('voucher_transactions')
      .where('workspace_id', '=', workspaceId)
      .where('voucher_id', '=', voucherId);
    if (type) q = q.where('type', '=', type);
    return listPage(db, q, {
      sort,
      page,
      count: countedTotal(db, workspaceId, VOUCHER_TRANSACTION_COUNTS, { voucher_id: voucherId, type }),
    });
  },
};
