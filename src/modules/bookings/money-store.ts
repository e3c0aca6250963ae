// SQL of the bookings' ledger: every payment and refund of a booking, one row each, never changed once written.
// Every query is filtered by workspace.
import type { Executor } from '../../platform/db/index.js';
import { listPage } from '../../platform/db/lists.js';
import type { Page, Sort } from '../../platform/http/pagination.js';

export type MovementKind = 'payment' | 'refund';

export type MoneyTables = {
  booking_money_movements: {
    id: string;
    workspace_id: string;
    booking_id: string;
    kind: MovementKind;
    /** Positive minor units of `currency`; a refund's direction is its kind. */
    amount_minor: number;
    /** The booking's currency, except a provider's payment taken in another (kept here, not in the totals). */
    currency: string;
    /** `cash`, `bank_transfer`, `card_terminal`, `provider`, `voucher`, `other`; null on a refund that did not say. */
    method: string | null;
    reference: string | null;
    /** Why the money was given back (refunds). */
    reason: string | null;
    /** The day the money moved (`YYYY-MM-DD`, in the workspace's time zone). */
    date: string;
    /** The provider's payment session a provider payment came from. */
    payment_session_id: string | null;
    created_at: string;
    /** The API key or person that recorded it; null for what the payment workflow recorded. */
    created_by: string | null;
  };
};

export type MovementRow = MoneyTables['booking_money_movements'];

const t = (db: Executor) => db.withTables<MoneyTables>();

export const moneyStore = {
  insert: (db: Executor, row: MovementRow) => t(db).insertInto('booking_money_movements').values(row).execute(),

  get: (db: Executor, workspaceId: string, id: string) =>
    t(db)
      .selectFrom('booking_money_movements')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /** What was refunded of a payment session at its provider (its refund rows), in minor units. */
  async refundedOfSession(db: Executor, workspaceId: string, paymentSessionId: string): Promise<number> {
    const r = await t(db)
      .selectFrom('booking_money_movements')
      .select((eb) => eb.fn.sum<number>('amount_minor').as('n'))
      .where('workspace_id', '=', workspaceId)
      .where('payment_session_id', '=', paymentSessionId)
      .where('kind', '=', 'refund')
      .executeTakeFirstOrThrow();
    return Number(r.n ?? 0);
  },

  list: (db: Executor, workspaceId: string, bookingId: string, sort: Sort<'created_at'>, page: Page) =>
    listPage(
      db,
      t(db)
        .selectFrom('booking_money_movements')
        .where('workspace_id', '=', workspaceId)
        .where('booking_id', '=', bookingId),
      { sort, page },
    ),
};
