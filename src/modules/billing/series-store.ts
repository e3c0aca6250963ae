// SQL for contract series and the numbers they allocated. Every query is filtered by workspace.
import { sql } from 'kysely';
import type { Executor } from '../../platform/db/index.js';
import { listPage } from '../../platform/db/lists.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import type { ResetPeriod } from './series-pattern.js';

export type SeriesTables = {
  contract_series: {
    id: string;
    workspace_id: string;
    name: string;
    prefix: string | null;
    pattern: string;
    reset_period: ResetPeriod;
    start_value: number;
    enforce_gapless: number;
    enforce_monotonic_dates: number;
    active: number;
    default_for_be: number;
    /** Numbers handed out so far: a series that allocated one can't be deleted. */
    allocated_count: number;
    /** The latest date a number was allocated for (what enforceMonotonicDates compares with). */
    last_allocated_date: string | null;
    created_at: string;
    updated_at: string;
  };
  contract_numbers: {
    workspace_id: string;
    series_id: string;
    number: string;
    sequence: number;
    period: string;
    date: string;
    booking_id: string | null;
    allocated_at: string;
  };
};

export type SeriesRow = SeriesTables['contract_series'];
export type ContractNumberRow = SeriesTables['contract_numbers'];
export type SeriesSortColumn = 'name' | 'created_at' | 'updated_at';

const t = (db: Executor) => db.withTables<SeriesTables>();

function byId(db: Executor, workspaceId: string, id: string) {
  return t(db).selectFrom('contract_series').selectAll().where('workspace_id', '=', workspaceId).where('id', '=', id);
}

export const seriesStore = {
  insert: (db: Executor, row: SeriesRow) => t(db).insertInto('contract_series').values(row).execute(),

  get: (db: Executor, workspaceId: string, id: string) => byId(db, workspaceId, id).executeTakeFirst(),

  /** The row, locked until the transaction ends (PostgreSQL; SQLite transactions are serialised already). */
  getForUpdate: (db: Executor, workspaceId: string, id: string) =>
    byId(db, workspaceId, id).forUpdate().executeTakeFirst(),

  /** Locks every series of the workspace, in id order (so two promotions queue instead of deadlocking). */
  async lockWorkspace(db: Executor, workspaceId: string): Promise<void> {
    await t(db)
      .selectFrom('contract_series')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .orderBy('id')
      .forUpdate()
      .execute();
  },

  getDefault: (db: Executor, workspaceId: string) =>
    t(db)
      .selectFrom('contract_series')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('default_for_be', '=', 1)
      .executeTakeFirst(),

  nameTaken: async (db: Executor, workspaceId: string, name: string, exceptId: string | null) =>
    (await t(db)
      .selectFrom('contract_series')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('name', '=', name)
      .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId!))
      .executeTakeFirst()) !== undefined,

  update: (db: Executor, workspaceId: string, id: string, patch: Partial<SeriesRow>) =>
    t(db)
      .updateTable('contract_series')
      .set(patch)
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),

  /** Clears the default flag of every other series of the workspace; answers the rows it changed. */
  demoteOthers: (db: Executor, workspaceId: string, keepId: string, at: string) =>
    t(db)
      .updateTable('contract_series')
      .set({ default_for_be: 0, updated_at: at })
      .where('workspace_id', '=', workspaceId)
      .where('default_for_be', '=', 1)
      .where('id', '!=', keepId)
      .returningAll()
      .execute(),

  /**
   * Claims an allocation on an active series in one conditional update: counts it and records the date, unless
   * the series enforces monotonic dates and `date` is before the last one. The update locks the row until the
   * transaction ends, so allocations of one series run one at a time. Undefined when nothing matched.
   */
  claimAllocation: (db: Executor, workspaceId: string, id: string, date: string) =>
    t(db)
      .updateTable('contract_series')
      .set({
        allocated_count: sql<number>`allocated_count + 1`,
        last_allocated_date: sql<string>`case when last_allocated_date is null or last_allocated_date < ${date} then ${date} else last_allocated_date end`,
      })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('active', '=', 1)
      .where((eb) =>
        eb.or([
          eb('enforce_monotonic_dates', '=', 0),
          eb('last_allocated_date', 'is', null),
          eb('last_allocated_date', '<=', date),
        ]),
      )
      .returningAll()
      .executeTakeFirst(),

  insertNumber: (db: Executor, row: ContractNumberRow) => t(db).insertInto('contract_numbers').values(row).execute(),

  /** Deletes a series that never allocated a number; undefined when there was none such. */
  deleteUnused: (db: Executor, workspaceId: string, id: string) =>
    t(db)
      .deleteFrom('contract_series')
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('allocated_count', '=', 0)
      .returningAll()
      .executeTakeFirst(),

  async list(db: Executor, workspaceId: string, f: { activeOnly: boolean }, sort: Sort<SeriesSortColumn>, page: Page) {
    let q = t(db).selectFrom('contract_series').where('workspace_id', '=', workspaceId);
    if (f.activeOnly) q = q.where('active', '=', 1);
    return listPage(db, q, { sort, page });
  },
};
