// SQL for people (users are not a workspace's: one row per email, members of workspaces through memberships) and
// their one-time password links (each made in, and filtered by, a workspace).
import type { Executor } from '../../platform/db/index.js';

export type UsersTables = {
  users: {
    id: string;
    /** Trimmed and lower-cased. */
    email: string;
    /** `$scrypt$…` (passwords.ts); null until the person chooses a password. */
    password_hash: string | null;
    password_changed_at: string | null;
    created_at: string;
    updated_at: string;
  };
  password_tokens: {
    id: string;
    workspace_id: string;
    user_id: string;
    /** SHA-256 of the link's token. */
    token_hash: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
};

export type UserRow = UsersTables['users'];
export type PasswordTokenRow = UsersTables['password_tokens'];

const t = (db: Executor) => db.withTables<UsersTables>();

export const userStore = {
  /** Inserts unless the email exists (a concurrent insert of the same email leaves one row). */
  insertIfNew: (db: Executor, row: UserRow) =>
    t(db)
      .insertInto('users')
      .values(row)
      .onConflict((oc) => oc.column('email').doNothing())
      .execute(),

  byEmail: (db: Executor, email: string) =>
    t(db).selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),

  byId: (db: Executor, id: string) => t(db).selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

  emailsOf: (db: Executor, ids: string[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : t(db).selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute(),

  setPassword: (db: Executor, id: string, hash: string, at: string) =>
    t(db)
      .updateTable('users')
      .set({ password_hash: hash, password_changed_at: at, updated_at: at })
      .where('id', '=', id)
      .execute(),

  /**
   * Sets the first password of an account that has none: false when it has one (another link set it first; on
   * PostgreSQL the second update waits for the first's row lock and then finds the password set).
   */
  async setFirstPassword(db: Executor, id: string, hash: string, at: string): Promise<boolean> {
    const res = await t(db)
      .updateTable('users')
      .set({ password_hash: hash, password_changed_at: at, updated_at: at })
      .where('id', '=', id)
      .where('password_hash', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  /** Replaces a hash made with older parameters, unless the password changed meanwhile. */
  rehash: (db: Executor, id: string, oldHash: string, newHash: string) =>
    t(db)
      .updateTable('users')
      .set({ password_hash: newHash })
      .where('id', '=', id)
      .where('password_hash', '=', oldHash)
      .execute(),

  insertToken: (db: Executor, row: PasswordTokenRow) => t(db).insertInto('password_tokens').values(row).execute(),

  tokenByHash: (db: Executor, hash: string) =>
    t(db).selectFrom('password_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst(),

  /** Marks a token used, only if it still was unused: false when another request used it first. */
  async useToken(db: Executor, id: string, at: string): Promise<boolean> {
    const res = await t(db)
      .updateTable('password_tokens')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  /** Every open link of the person ends (an operator set or reset their password). */
  closeTokensOf: (db: Executor, userId: string, at: string) =>
    t(db)
      .updateTable('password_tokens')
      .set({ used_at: at })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute(),

  /** A removed member's (a withdrawn invitation's) open links of that workspace end with the membership. */
  closeTokensOfMember: (db: Executor, workspaceId: string, userId: string, at: string) =>
    t(db)
      .updateTable('password_tokens')
      .set({ used_at: at })
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute(),

  /** Links used or expired before `before` (retention). */
  async purgeTokens(db: Executor, before: string, limit: number): Promise<number> {
    const ids = await t(db)
      .selectFrom('password_tokens')
      .select('id')
      .where('expires_at', '<=', before)
      .limit(limit)
      .execute();
    if (ids.length === 0) return 0;
    const res = await t(db)
      .deleteFrom('password_tokens')
      .where(
        'id',
        'in',
        ids.map((r) => r.id),
      )
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  },
};
