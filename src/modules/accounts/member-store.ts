// SQL for memberships: a person's role in a workspace. Every query is filtered by workspace, except the person's
// own list of workspaces (by user).
import type { Executor } from '../../platform/db/index.js';
import type { Page } from '../../platform/http/pagination.js';
import type { Role } from '../../platform/http/scopes.js';
import type { UsersTables } from './user-store.js';

export type MembersTables = UsersTables & {
  memberships: {
    workspace_id: string;
    user_id: string;
    role: Role;
    created_at: string;
    updated_at: string;
    /**
     * When the person joined through the membership's one-time link (choosing their first password, or accepting with
     * the password they have), or an operator gave them a password; null while `invited`, when the membership grants
     * nothing: no sign-in to it, no switch to it, no session in it.
     */
    joined_at: string | null;
  };
};

export type MembershipRow = MembersTables['memberships'];

const t = (db: Executor) => db.withTables<MembersTables>();

function withUsers(db: Executor, workspaceId: string) {
  return t(db)
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .where('memberships.workspace_id', '=', workspaceId)
    .select([
      'memberships.user_id',
      'users.email',
      'memberships.role',
      'memberships.created_at',
      'memberships.joined_at',
    ]);
}

export const memberStore = {
  /** Inserts unless the person is already a member: false then. */
  async insertIfNew(db: Executor, row: MembershipRow): Promise<boolean> {
    const res = await t(db)
      .insertInto('memberships')
      .values(row)
      .onConflict((oc) => oc.columns(['workspace_id', 'user_id']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  get: (db: Executor, workspaceId: string, userId: string) =>
    withUsers(db, workspaceId).where('memberships.user_id', '=', userId).executeTakeFirst(),

  /** Locks the membership row (PostgreSQL) for a change that checks it first. */
  lock: (db: Executor, workspaceId: string, userId: string) =>
    t(db)
      .selectFrom('memberships')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst(),

  /** The workspace's owners, locked (PostgreSQL): two owners removing each other cannot both pass the last-owner check. */
  lockOwners: (db: Executor, workspaceId: string) =>
    t(db)
      .selectFrom('memberships')
      .select('user_id')
      .where('workspace_id', '=', workspaceId)
      .where('role', '=', 'owner')
      .orderBy('user_id')
      .forUpdate()
      .execute(),

  async list(db: Executor, workspaceId: string, page: Page) {
    const [rows, count] = await Promise.all([
      withUsers(db, workspaceId)
        .orderBy('memberships.created_at')
        .orderBy('memberships.user_id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      t(db)
        .selectFrom('memberships')
        .where('workspace_id', '=', workspaceId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  setRole: (db: Executor, workspaceId: string, userId: string, role: Role, at: string) =>
    t(db)
      .updateTable('memberships')
      .set({ role, updated_at: at })
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .execute(),

  /** Marks the person as joined (through the membership's link), the first time only. */
  markJoined: (db: Executor, workspaceId: string, userId: string, at: string) =>
    t(db)
      .updateTable('memberships')
      .set({ joined_at: at })
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .where('joined_at', 'is', null)
      .execute(),

  remove: (db: Executor, workspaceId: string, userId: string) =>
    t(db).deleteFrom('memberships').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).execute(),

  /** The workspaces the person has joined, and their roles, oldest membership first (invitations not accepted are not theirs yet). */
  joinedOfUser: (db: Executor, userId: string) =>
    t(db)
      .selectFrom('memberships')
      .select(['workspace_id', 'role', 'created_at'])
      .where('user_id', '=', userId)
      .where('joined_at', 'is not', null)
      .orderBy('created_at')
      .orderBy('workspace_id')
      .execute(),
};
