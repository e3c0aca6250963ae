// SQL for each product's availability version: the number kept answers are checked against on every read.
import { sql } from 'kysely';
import { andThen } from '../../platform/maybe-promise.js';
import type { Database, Executor } from '../../platform/db/index.js';
import type { DeparturesTables } from './departure-store.js';
import type { ProductsTables } from './product-store.js';

export type AvailabilityTables = {
  availability_versions: { workspace_id: string; product_id: string; version: number };
};

const t = (db: Executor) => db.withTables<AvailabilityTables & ProductsTables & DeparturesTables>();

/** The product (by id or by slug) and its version: 0 until its first change. */
const current = (by: 'id' | 'slug') => (x: Executor) =>
  t(x)
    .selectFrom('products as p')
    .leftJoin('availability_versions as v', (j) =>
      j.onRef('v.workspace_id', '=', 'p.workspace_id').onRef('v.product_id', '=', 'p.id'),
    )
    .select(['p.id as id', sql<number>`coalesce(v.version, 0)`.as('version')])
    .where('p.workspace_id', '=', '')
    .where(`p.${by}`, '=', '');

export const availabilityStore = {
  /** One upsert in the caller's transaction: its row lock also orders concurrent changes of the product. */
  bump: (database: Database, tx: Executor, workspaceId: string, productId: string) =>
    database.runCompiled(
      tx,
      'availability_versions.bump',
      (x) =>
        t(x)
          .insertInto('availability_versions')
          .values({ workspace_id: '', product_id: '', version: 1 })
          .onConflict((oc) =>
            oc
              .columns(['workspace_id', 'product_id'])
              .doUpdateSet({ version: sql<number>`availability_versions.version + 1` }),
          ),
      [workspaceId, productId, 1],
    ),

  /** `bump` for the product of a departure (one statement: the departure is read, not locked). */
  bumpOfDeparture: (database: Database, tx: Executor, workspaceId: string, departureId: string) =>
    database.runCompiled(
      tx,
      'availability_versions.bump_of_departure',
      (x) =>
        t(x)
          .insertInto('availability_versions')
          .columns(['workspace_id', 'product_id', 'version'])
          .expression((eb) =>
            eb
              .selectFrom('departures')
              .select(['workspace_id', 'product_id', sql<number>`1`.as('version')])
              .where('workspace_id', '=', '')
              .where('id', '=', ''),
          )
          .onConflict((oc) =>
            oc
              .columns(['workspace_id', 'product_id'])
              .doUpdateSet({ version: sql<number>`availability_versions.version + 1` }),
          ),
      [workspaceId, departureId],
    ),

  /** Every product of the workspace (`availability verify`). */
  productIds: async (db: Executor, workspaceId: string) =>
    (
      await t(db).selectFrom('products').select('id').where('workspace_id', '=', workspaceId).orderBy('id').execute()
    ).map((r) => r.id),

  /** The product named by id (`by: 'id'`) or slug and its version, or undefined when there is none. */
  current: (database: Database, db: Executor, workspaceId: string, by: 'id' | 'slug', value: string) =>
    andThen(
      database.runCompiled(db, `availability_versions.current.${by}`, current(by), [workspaceId, value]),
      (r) => r.rows[0] as { id: string; version: number } | undefined,
    ),
};
