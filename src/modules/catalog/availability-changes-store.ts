// SQL for the departures whose availability changed since their product's last `availability.changed`
// (availability-changes.ts). A change's transaction writes its departure's row; the product's push job takes them.
import type { Database, Executor, Tx } from '../../platform/db/index.js';

export type AvailabilityChangesTables = {
  availability_changes: {
    workspace_id: string;
    departure_id: string;
    product_id: string;
    /** The departure's start as of the last change (a deleted departure's day is found by it). */
    start_at: string;
    /** Its start before it moved while waiting (`start_at` is the new one): that day is sent too. */
    left_start_at: string | null;
    /** When the row's push job was queued. */
    queued_at: string;
  };
};

export type AvailabilityChangeRow = AvailabilityChangesTables['availability_changes'];

const t = (db: Executor) => db.withTables<AvailabilityChangesTables>();

export const availabilityChangeStore = {
  /**
   * The departure's waiting row, locked until the caller commits (PostgreSQL: so the push job skips it until this
   * change is visible; SQLite serialises writes whole); undefined when it has none.
   */
  async lock(
    db: Database,
    tx: Tx,
    workspaceId: string,
    departureId: string,
  ): Promise<Pick<AvailabilityChangeRow, 'start_at' | 'left_start_at' | 'queued_at'> | undefined> {
    const result = await db.runCompiled(
      tx,
      'availability_changes.lock',
      (x) =>
        t(x)
          .selectFrom('availability_changes')
          .select(['start_at', 'left_start_at', 'queued_at'])
          .where('workspace_id', '=', '')
          .where('departure_id', '=', '')
          .forUpdate(),
      [workspaceId, departureId],
    );
    return result.rows[0];
  },

  async update(
    tx: Tx,
    workspaceId: string,
    departureId: string,
    patch: Pick<AvailabilityChangeRow, 'start_at' | 'left_start_at' | 'queued_at'>,
  ): Promise<void> {
    await t(tx)
      .updateTable('availability_changes')
      .set(patch)
      .where('workspace_id', '=', workspaceId)
      .where('departure_id', '=', departureId)
      .execute();
  },

  /** Writes the departure's waiting row; false when one appeared meanwhile (another transaction's). */
  async insert(db: Database, tx: Tx, row: AvailabilityChangeRow): Promise<boolean> {
    const result = await db.runCompiled(
      tx,
      'availability_changes.insert',
      (x) =>
        t(x)
          .insertInto('availability_changes')
          .values({
            workspace_id: '',
            departure_id: '',
            product_id: '',
            start_at: '',
            left_start_at: null,
            queued_at: '',
          })
          .onConflict((oc) => oc.columns(['workspace_id', 'departure_id']).doNothing()),
      [row.workspace_id, row.departure_id, row.product_id, row.start_at, row.left_start_at, row.queued_at],
    );
    return Number(result.numAffectedRows ?? 0) > 0;
  },

  /**
   * Takes (deletes) the product's waiting rows but those a change still in flight holds (PostgreSQL: skipped, not
   * waited for, so the job never waits on a booking); the rows taken.
   */
  async take(tx: Tx, workspaceId: string, productId: string): Promise<AvailabilityChangeRow[]> {
    const rows = await t(tx)
      .selectFrom('availability_changes')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('product_id', '=', productId)
      .forUpdate()
      .skipLocked()
      .execute();
    if (rows.length > 0)
      await t(tx)
        .deleteFrom('availability_changes')
        .where('workspace_id', '=', workspaceId)
        .where(
          'departure_id',
          'in',
          rows.map((r) => r.departure_id),
        )
        .execute();
    return rows;
  },

  /** Whether the product still has waiting rows (those `take` skipped, or committed since). */
  async anyLeft(tx: Tx, workspaceId: string, productId: string): Promise<boolean> {
    const row = await t(tx)
      .selectFrom('availability_changes')
      .select('departure_id')
      .where('workspace_id', '=', workspaceId)
      .where('product_id', '=', productId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },
};
