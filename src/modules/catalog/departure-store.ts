// SQL for departures. Every query is filtered by workspace; seats move only by conditional updates, so concurrent
// bookings can never take more than the capacity.
import { sql } from 'kysely';
import type { Database, Executor } from '../../platform/db/index.js';
import { countedTotal, type CountedList } from '../../platform/db/list-counts.js';
import { listPage } from '../../platform/db/lists.js';
import type { Page } from '../../platform/http/pagination.js';

export type DeparturesTables = {
  departures: {
    id: string;
    workspace_id: string;
    product_id: string;
    start_at: string;
    end_at: string;
    capacity: number;
    booked_pax: number;
    status: string;
    meeting_point: string | null;
    /** Minutes before the start when sales close; null: no cut-off. */
    sales_cutoff_minutes: number | null;
    /** start_at − the cut-off (storage form); null without a cut-off. */
    sales_close_at: string | null;
    created_at: string;
    updated_at: string;
  };
};

export type DepartureRow = DeparturesTables['departures'];
export interface DepartureFilters {
  productId?: string;
  status?: string;
  /** start_at at or after (ISO timestamp). */
  from?: string;
  /** start_at before (ISO timestamp, exclusive). */
  before?: string;
}

const t = (db: Executor) => db.withTables<DeparturesTables>();

/** The departures list's totals: the whole list, per product, per status, and per product and status. */
export const DEPARTURE_COUNTS: CountedList = {
  table: 'departures',
  list: 'departures',
  columns: ['product_id', 'status', ['product_id', 'status']],
};

function filtered(db: Executor, workspaceId: string, f: DepartureFilters) {
  let q = t(db).selectFrom('departures').where('workspace_id', '=', workspaceId);
  if (f.productId) q = q.where('product_id', '=', f.productId);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.from) q = q.where('start_at', '>=', f.from);
  if (f.before) q = q.where('start_at', '<', f.before);
  return q;
}

export const departureStore = {
  insert: (db: Executor, row: DepartureRow) => t(db).insertInto('departures').values(row).execute(),

  get: async (database: Database, db: Executor, workspaceId: string, id: string): Promise<DepartureRow | undefined> =>
    (
      await database.runCompiled(
        db,
        'departures.get',
        (x) => t(x).selectFrom('departures').selectAll().where('workspace_id', '=', '').where('id', '=', ''),
        [workspaceId, id],
      )
    ).rows[0],

  /** The row, locked until the transaction ends (PostgreSQL; SQLite transactions are serialised already). */
  getForUpdate: (db: Executor, workspaceId: string, id: string): Promise<DepartureRow | undefined> =>
    t(db)
      .selectFrom('departures')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst(),

  /** Sets the seats booked outright (the integrity repair; bookings move them only by `take` and `give`). */
  setBookedPax: (db: Executor, workspaceId: string, id: string, bookedPax: number, now: string) =>
    t(db)
      .updateTable('departures')
      .set({ booked_pax: bookedPax, updated_at: now })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),

  /** Writes `patch`; with `capacity` in it, only while the seats booked fit the new capacity (false otherwise). */
  async update(db: Executor, workspaceId: string, id: string, patch: Partial<DepartureRow>): Promise<boolean> {
    let q = t(db).updateTable('departures').set(patch).where('workspace_id', '=', workspaceId).where('id', '=', id);
    if (patch.capacity !== undefined) q = q.where('booked_pax', '<=', patch.capacity);
    return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
  },

  /**
   * Takes `seats` when the departure can still be sold (`isSelling` in departure-service.ts: scheduled, before its
   * cut-off or, without one, its start) and has them free: the row after, or undefined.
   */
  take: async (
    db: Database,
    tx: Executor,
    workspaceId: string,
    id: string,
    seats: number,
    now: string,
  ): Promise<DepartureRow | undefined> => {
    const build = (x: Executor) =>
      t(x)
        .updateTable('departures')
        .set({ booked_pax: sql<number>`booked_pax + ${0}`, updated_at: '' })
        .where('workspace_id', '=', '')
        .where('id', '=', '')
        .where('status', '=', 'scheduled')
        .where(sql<boolean>`coalesce(sales_close_at, start_at) > ${''}`)
        .where(sql<boolean>`booked_pax + ${0} <= capacity`)
        .returningAll();
    const result = await db.runCompiled(tx, 'departures.take', build, [
      seats,
      now,
      workspaceId,
      id,
      'scheduled',
      now,
      seats,
    ]);
    return result.rows[0];
  },

  /** Gives `seats` back (never below zero): the row after, or undefined when the departure no longer exists. */
  give: (
    db: Executor,
    workspaceId: string,
    id: string,
    seats: number,
    now: string,
  ): Promise<DepartureRow | undefined> =>
    t(db)
      .updateTable('departures')
      .set({
        booked_pax: sql<number>`case when booked_pax > ${seats} then booked_pax - ${seats} else 0 end`,
        updated_at: now,
      })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),

  /** Deletes the departure while no seats are booked on it; false when some are (or it is gone). */
  async removeIfUnbooked(db: Executor, workspaceId: string, id: string): Promise<boolean> {
    const r = await t(db)
      .deleteFrom('departures')
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('booked_pax', '=', 0)
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  },

  /**
   * Deletes the product's departures that have no seats booked and answers whether any is left (one with seats
   * booked). The caller rolls back when one is: the conditional delete stays exact against concurrent bookings.
   */
  async removeUnbookedOfProduct(db: Executor, workspaceId: string, productId: string): Promise<boolean> {
    await t(db)
      .deleteFrom('departures')
      .where('workspace_id', '=', workspaceId)
      .where('product_id', '=', productId)
      .where('booked_pax', '=', 0)
      .execute();
    const left = await t(db)
      .selectFrom('departures')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    return left !== undefined;
  },

  /** A product's departures starting in [from, before), by start: the availability calendar's one read. */
  inRange: (db: Executor, workspaceId: string, productId: string, from: string, before: string) =>
    t(db)
      .selectFrom('departures')
      .select(['id', 'start_at', 'end_at', 'capacity', 'booked_pax', 'status', 'sales_close_at'])
      .where('workspace_id', '=', workspaceId)
      .where('product_id', '=', productId)
      .where('start_at', '>=', from)
      .where('start_at', '<', before)
      .orderBy('start_at')
      .orderBy('id')
      .execute(),

  async list(db: Executor, workspaceId: string, f: DepartureFilters, page: Page) {
    const q = filtered(db, workspaceId, f);
    const count = countedTotal(db, workspaceId, DEPARTURE_COUNTS, {
      product_id: f.productId,
      status: f.status,
      from: f.from,
      before: f.before,
    });
    return listPage(db, q, { sort: { column: 'start_at', direction: 'asc' }, page, count });
  },
};
