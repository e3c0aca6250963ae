// SQL of check-ins: one row per traveller of a booking checked in. Every query is filtered by workspace.
import type { Executor } from '../../platform/db/index.js';
import type { BookingStatus, BookingsTables } from './booking-store.js';

export type CheckInTables = {
  booking_check_ins: {
    workspace_id: string;
    booking_id: string;
    /** The traveller's index in the booking's party (bookings/travellers.ts). */
    traveller: number;
    checked_in_at: string;
    /** Who checked the traveller in: the API key's or the person's id. */
    checked_in_by: string | null;
  };
};

export type CheckInRow = CheckInTables['booking_check_ins'];

const t = (db: Executor) => db.withTables<CheckInTables & BookingsTables>();

const travellersOf = (rows: Array<{ traveller: number | string }>) => rows.map((r) => Number(r.traveller));

export const checkInStore = {
  /** Checks in the travellers not checked in yet; answers those it checked in. */
  async add(
    db: Executor,
    workspaceId: string,
    bookingId: string,
    travellers: readonly number[],
    at: string,
    by: string | null,
  ): Promise<number[]> {
    const rows = travellers.map((traveller) => ({
      workspace_id: workspaceId,
      booking_id: bookingId,
      traveller,
      checked_in_at: at,
      checked_in_by: by,
    }));
    const added = await t(db)
      .insertInto('booking_check_ins')
      .values(rows)
      .onConflict((oc) => oc.columns(['workspace_id', 'booking_id', 'traveller']).doNothing())
      .returning('traveller')
      .execute();
    return travellersOf(added);
  },

  /** Undoes the check-in of the travellers checked in; answers those it undid. */
  async remove(db: Executor, workspaceId: string, bookingId: string, travellers: readonly number[]): Promise<number[]> {
    const removed = await t(db)
      .deleteFrom('booking_check_ins')
      .where('workspace_id', '=', workspaceId)
      .where('booking_id', '=', bookingId)
      .where('traveller', 'in', travellers)
      .returning('traveller')
      .execute();
    return travellersOf(removed);
  },

  /** How many of the booking's travellers are checked in, and the latest of their check-ins. */
  async summary(db: Executor, workspaceId: string, bookingId: string): Promise<{ count: number; at: string | null }> {
    const row = await t(db)
      .selectFrom('booking_check_ins')
      .where('workspace_id', '=', workspaceId)
      .where('booking_id', '=', bookingId)
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('checked_in_at').as('at')])
      .executeTakeFirstOrThrow();
    return { count: Number(row.n), at: row.at ?? null };
  },

  ofBooking: (db: Executor, workspaceId: string, bookingId: string): Promise<CheckInRow[]> =>
    t(db)
      .selectFrom('booking_check_ins')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('booking_id', '=', bookingId)
      .execute(),

  /** The check-ins of the departure's bookings in `statuses`. */
  ofDeparture: (
    db: Executor,
    workspaceId: string,
    departureId: string,
    statuses: readonly BookingStatus[],
  ): Promise<CheckInRow[]> =>
    t(db)
      .selectFrom('booking_check_ins as c')
      .innerJoin('bookings as b', (j) =>
        j.onRef('b.workspace_id', '=', 'c.workspace_id').onRef('b.id', '=', 'c.booking_id'),
      )
      .selectAll('c')
      .where('c.workspace_id', '=', workspaceId)
      .where('b.departure_id', '=', departureId)
      .where('b.status', 'in', statuses)
      .execute(),
};
