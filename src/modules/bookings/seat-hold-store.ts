// SQL of seat holds: the seats a wizard submission holds while its payment is awaited (no booking exists yet).
// Every query is filtered by workspace.
import type { Executor } from '../../platform/db/index.js';

/** `held` until the payment turns it into a booking (`converted`) or it lapses unpaid (`lapsed`). */
export type SeatHoldStatus = 'held' | 'converted' | 'lapsed';

export type SeatHoldsTables = {
  seat_holds: {
    id: string;
    workspace_id: string;
    product_id: string;
    departure_id: string;
    seats: number;
    status: SeatHoldStatus;
    expires_at: string;
    wizard_session_id: string;
    payment_session_id: string;
    /** The booking it became (`converted`). */
    booking_id: string | null;
    created_at: string;
    updated_at: string;
    /** When it was converted or lapsed. */
    ended_at: string | null;
  };
};

export type SeatHoldRow = SeatHoldsTables['seat_holds'];

const t = (db: Executor) => db.withTables<SeatHoldsTables>();

export const seatHoldStore = {
  insert: (db: Executor, row: SeatHoldRow) => t(db).insertInto('seat_holds').values(row).execute(),

  get: (db: Executor, workspaceId: string, id: string) =>
    t(db)
      .selectFrom('seat_holds')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst(),

  getForUpdate: (db: Executor, workspaceId: string, id: string) =>
    t(db)
      .selectFrom('seat_holds')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst(),

  /** The hold of a payment session (a submission holds at most one), locked for the rest of the transaction. */
  ofPaymentForUpdate: (db: Executor, workspaceId: string, paymentSessionId: string) =>
    t(db)
      .selectFrom('seat_holds')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('payment_session_id', '=', paymentSessionId)
      .forUpdate()
      .executeTakeFirst(),

  /** The latest hold of a wizard session, for its view. */
  latestOfSession: (db: Executor, workspaceId: string, wizardSessionId: string) =>
    t(db)
      .selectFrom('seat_holds')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('wizard_session_id', '=', wizardSessionId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),

  /** Ends a hold that is still `held`: false when another transaction ended it first. */
  async end(
    db: Executor,
    workspaceId: string,
    id: string,
    patch: Pick<SeatHoldRow, 'status' | 'booking_id' | 'ended_at' | 'updated_at'>,
  ): Promise<boolean> {
    const res = await t(db)
      .updateTable('seat_holds')
      .set(patch)
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('status', '=', 'held')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },
};
