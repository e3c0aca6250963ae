// SQL for console sessions. The resolution (every cookie-authenticated request) is one indexed read that also
// checks the membership, so a removed member's sessions stop at once and a role change applies on the next request.
import { compiledOnce, type Executor } from '../../platform/db/index.js';
import type { MembersTables } from './member-store.js';

export type SessionsTables = MembersTables & {
  sessions: {
    id: string;
    workspace_id: string;
    user_id: string;
    /** SHA-256 of the cookie's value. */
    token_hash: string;
    csrf_token: string;
    ip: string | null;
    user_agent: string | null;
    created_at: string;
    /** Moved forward at most once a minute (SessionService.resolve). */
    last_seen_at: string;
    /** The absolute end (SESSION_MAX_HOURS after sign-in). */
    expires_at: string;
  };
};

export type SessionRow = SessionsTables['sessions'];

const t = (db: Executor) => db.withTables<SessionsTables>();

export const sessionStore = {
  insert: (db: Executor, row: SessionRow) => t(db).insertInto('sessions').values(row).execute(),

  /** The session with a token hash, its person and their role in its workspace: run with `[hash]`. */
  byHash: (db: Executor) =>
    compiledOnce(
      db,
      t(db)
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .innerJoin('memberships', (j) =>
          j
            .onRef('memberships.user_id', '=', 'sessions.user_id')
            .onRef('memberships.workspace_id', '=', 'sessions.workspace_id'),
        )
        .select([
          'sessions.id',
          'sessions.workspace_id',
          'sessions.user_id',
          'sessions.token_hash',
          'sessions.csrf_token',
          'sessions.created_at',
          'sessions.last_seen_at',
          'sessions.expires_at',
          'users.email',
          'memberships.role',
        ])
        .where('sessions.token_hash', '=', '?hash')
        // A session exists only in a joined membership (sign-in and switch refuse the others); said here too.
        .where('memberships.joined_at', 'is not', null),
    ),

  byId: (db: Executor, id: string) => t(db).selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst(),

  /** Removes the session whose cookie this was (a sign-in replacing it). */
  removeByHash: (db: Executor, hash: string) => t(db).deleteFrom('sessions').where('token_hash', '=', hash).execute(),

  touch: (db: Executor, id: string, at: string) =>
    t(db)
      .updateTable('sessions')
      .set({ last_seen_at: at })
      .where('id', '=', id)
      .where('last_seen_at', '<', at)
      .execute(),

  setWorkspace: (db: Executor, id: string, workspaceId: string, at: string) =>
    t(db).updateTable('sessions').set({ workspace_id: workspaceId, last_seen_at: at }).where('id', '=', id).execute(),

  remove: (db: Executor, id: string) => t(db).deleteFrom('sessions').where('id', '=', id).execute(),

  async removeOfUser(db: Executor, userId: string): Promise<number> {
    const res = await t(db).deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
    return Number(res.numDeletedRows);
  },

  /** A removed member's sessions in that workspace. */
  removeOfMember: (db: Executor, workspaceId: string, userId: string) =>
    t(db).deleteFrom('sessions').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).execute(),

  /** Sessions past their absolute end or idle since `idleBefore` (retention). */
  async purge(db: Executor, now: string, idleBefore: string, limit: number): Promise<number> {
    const ids = await t(db)
      .selectFrom('sessions')
      .select('id')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleBefore)]))
      .limit(limit)
      .execute();
    if (ids.length === 0) return 0;
    const res = await t(db)
      .deleteFrom('sessions')
      .where(
        'id',
        'in',
        ids.map((r) => r.id),
      )
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  },
};
