// SQL for workspaces and API keys.
import { compiledOnce, type Executor } from '../../platform/db/index.js';
import { listPage } from '../../platform/db/lists.js';
import type { Page } from '../../platform/http/pagination.js';

export type WorkspacesTables = {
  workspaces: {
    id: string;
    name: string;
    type: 'live' | 'sandbox';
    rate_per_minute: number;
    rate_burst: number;
    settings: string;
    created_at: string;
    updated_at: string;
    /** The booking page's address, /book/<handle>: unique (workspaces_booking_page_handle), set at creation. */
    booking_page_handle: string;
  };
  api_keys: {
    id: string;
    workspace_id: string;
    name: string;
    key_hash: string;
    key_hint: string;
    scopes: string;
    internal: number;
    status: 'active' | 'revoked';
    created_at: string;
    revoked_at: string | null;
    /** The user who made it in the console; null when an operator made it with the CLI. */
    created_by: string | null;
    /** Written at most once a minute per key and process (WorkspacesService.noteKeyUse). */
    last_used_at: string | null;
    /** Past this instant the key is refused like a revoked one; null: never. */
    expires_at: string | null;
  };
};

export type WorkspaceRow = WorkspacesTables['workspaces'];
export type ApiKeyRow = WorkspacesTables['api_keys'];

const t = (db: Executor) => db.withTables<WorkspacesTables>();

/**
 * The settings read, compiled once per database (its dialect's adapter, which its transactions share): it runs on
 * every availability read and booking, and building it with Kysely costs more than the primary-key read itself.
 */
const settingsReads = new WeakMap<object, ReturnType<typeof compiledOnce<{ settings: string }>>>();
function settingsRead(db: Executor) {
  const adapter = db.getExecutor().adapter;
  let read = settingsReads.get(adapter);
  if (!read)
    settingsReads.set(
      adapter,
      (read = compiledOnce(db, t(db).selectFrom('workspaces').select('settings').where('id', '=', ''))),
    );
  return read;
}

export const workspacesStore = {
  insertWorkspace: (db: Executor, row: WorkspaceRow) => t(db).insertInto('workspaces').values(row).execute(),

  getWorkspace: (db: Executor, id: string) =>
    t(db).selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst(),

  /** The stored settings alone (as the driver gives them: text on SQLite, parsed JSON on PostgreSQL). */
  settingsOf: (db: Executor, id: string) => settingsRead(db)(db, [id]),

  /** The handles that are `base` or `base-…`: what a new handle made from `base` must avoid. */
  handlesLike: async (db: Executor, base: string) =>
    (
      await t(db)
        .selectFrom('workspaces')
        .select('booking_page_handle')
        .where((eb) =>
          // A handle is [a-z0-9-] only, so it holds none of LIKE's wildcards.
          eb.or([eb('booking_page_handle', '=', base), eb('booking_page_handle', 'like', `${base}-%`)]),
        )
        .execute()
    ).map((r) => r.booking_page_handle),

  /** Only what a booking page needs: the page is public and hot. */
  byHandle: (db: Executor, handle: string) =>
    t(db)
      .selectFrom('workspaces')
      .select(['id', 'name', 'booking_page_handle', 'settings'])
      .where('booking_page_handle', '=', handle)
      .executeTakeFirst(),

  listWorkspaces: (db: Executor) => t(db).selectFrom('workspaces').selectAll().orderBy('created_at').execute(),

  updateWorkspace: (db: Executor, id: string, patch: Partial<Omit<WorkspaceRow, 'id' | 'created_at'>>) =>
    t(db).updateTable('workspaces').set(patch).where('id', '=', id).executeTakeFirst(),

  insertKey: (db: Executor, row: ApiKeyRow) => t(db).insertInto('api_keys').values(row).execute(),

  listKeys: (db: Executor, workspaceId: string) =>
    t(db).selectFrom('api_keys').selectAll().where('workspace_id', '=', workspaceId).orderBy('created_at').execute(),

  /** A workspace's keys that people manage (internal keys are the operator's), newest first. */
  pageKeys: (db: Executor, workspaceId: string, page: Page) =>
    listPage(db, t(db).selectFrom('api_keys').where('workspace_id', '=', workspaceId).where('internal', '=', 0), {
      sort: { column: 'created_at', direction: 'desc' },
      page,
    }),

  /** Revokes an active key (of `workspaceId` when given); 0 rows when it was not active or not the workspace's. */
  revokeKey: (db: Executor, id: string, at: string, workspaceId?: string) => {
    let q = t(db)
      .updateTable('api_keys')
      .set({ status: 'revoked', revoked_at: at })
      .where('id', '=', id)
      .where('status', '=', 'active');
    if (workspaceId !== undefined) q = q.where('workspace_id', '=', workspaceId);
    return q.executeTakeFirst();
  },

  getKey: (db: Executor, id: string) =>
    t(db).selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst(),

  /** Records a use; never moves last_used_at back (two processes may write out of order). */
  touchKey: (db: Executor, id: string, at: string) =>
    t(db)
      .updateTable('api_keys')
      .set({ last_used_at: at })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', at)]))
      .execute(),

  /** The active key with a given hash and its workspace: one indexed lookup, on every request. */
  activeKeyByHash: (db: Executor) =>
    compiledOnce(
      db,
      t(db)
        .selectFrom('api_keys')
        .innerJoin('workspaces', 'workspaces.id', 'api_keys.workspace_id')
        .select([
          'api_keys.id as key_id',
          'api_keys.key_hash',
          'api_keys.scopes',
          'api_keys.internal',
          'api_keys.expires_at',
          'workspaces.id as workspace_id',
          'workspaces.type',
          'workspaces.rate_per_minute',
          'workspaces.rate_burst',
        ])
        .where('api_keys.key_hash', '=', '?hash')
        .where('api_keys.status', '=', 'active'),
    ),
};
