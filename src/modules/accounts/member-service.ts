// Members of a workspace: list, invite (a one-time link to choose a password for someone who has none), change role,
// remove; and the operator's `user create`. Rules: only an owner grants, changes or removes the owner role, and a
// workspace always keeps one owner. Every change is audited in its transaction.
import { clock } from '../../platform/clock.js';
import type { Database, Tx } from '../../platform/db/index.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.js';
import type { Page } from '../../platform/http/pagination.js';
import type { Role } from '../../platform/http/scopes.js';
import { newId } from '../../platform/ids.js';
import type { AuditService, Who } from './audit-service.js';
import { memberStore } from './member-store.js';
import { PASSWORD_MAX, PASSWORD_MIN, type PasswordHasher } from './passwords.js';
import type { WorkspacesPort } from './ports.js';
import { sessionStore } from './session-store.js';
import { newToken, normalEmail, sha256 } from './tokens.js';
import { userStore, type UserRow } from './user-store.js';

export interface Member {
  user_id: string;
  email: string;
  role: Role;
  /** `invited` until the person has chosen a password. */
  status: 'active' | 'invited';
  created_at: string;
}

/** How long a password link stays usable. */
export const LINK_TTL_MS = 24 * 3_600_000;

/** Where a password link points: the console's setup page, on `baseUrl` (PUBLIC_URL or the request's origin). */
export function setupUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/console/#/setup?token=${encodeURIComponent(token)}`;
}

const toMember = (row: { user_id: string; email: string; role: Role; created_at: string; password_hash: string | null }): Member => ({
  user_id: row.user_id,
  email: row.email,
  role: row.role,
  status: row.password_hash === null ? 'invited' : 'active',
  created_at: row.created_at,
});

const ownersOnly = (what: string) => new ForbiddenError(`Only an owner can ${what}`, { code: 'OWNER_REQUIRED' });

export function checkPassword(password: string): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) throw new ValidationError('password', `must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
}

export interface AddedMember {
  member: Member;
  /** The one-time link's token when the person has no password yet; null otherwise. */
  setupToken: string | null;
}

export class MemberService {
  constructor(
    private readonly db: Database,
    private readonly workspaces: WorkspacesPort,
    private readonly audit: AuditService,
    private readonly passwords: PasswordHasher,
  ) {}

  async list(workspaceId: string, page: Page): Promise<{ items: Member[]; total: number }> {
    const { rows, total } = await memberStore.list(this.db.kysely, workspaceId, page);
    return { items: rows.map(toMember), total };
  }

  async get(workspaceId: string, userId: string): Promise<Member> {
    const row = await memberStore.get(this.db.kysely, workspaceId, userId);
    if (!row) throw new NotFoundError('Member');
    return toMember(row);
  }

  /**
   * Adds a person to the workspace with a role, making the user when the email is new (two invitations of one
   * email at once make one user). 409 when they already are a member. A person without a password gets a link.
   */
  async invite(workspaceId: string, input: { email: string; role: Role; password?: string }, who: Who): Promise<AddedMember> {
    if (input.role === 'owner' && who.role !== null && who.role !== 'owner') throw ownersOnly('make someone an owner');
    if (input.password !== undefined) checkPassword(input.password);
    if (!(await this.workspaces.workspace(workspaceId))) throw new NotFoundError('Workspace');
    const email = normalEmail(input.email);
    const hash = input.password !== undefined ? await this.passwords.hash(input.password) : null;
    return this.db.transaction(async (tx) => {
      const now = clock.iso();
      const user = await this.userFor(tx, email, now);
      const added = await memberStore.insertIfNew(tx, { workspace_id: workspaceId, user_id: user.id, role: input.role, created_at: now, updated_at: now });
      if (!added) throw new ConflictError('This person is already a member of the workspace', { code: 'ALREADY_MEMBER' });
      let passwordSet = false;
      if (hash !== null) {
        // The operator sets (or resets) the password: the person's other sessions end, like after a reset.
        await userStore.setPassword(tx, user.id, hash, now);
        await userStore.closeTokensOf(tx, user.id, now);
        await sessionStore.removeOfUser(tx, user.id);
        passwordSet = true;
      }
      let setupToken: string | null = null;
      if (!passwordSet && user.password_hash === null) {
        setupToken = newToken();
        await userStore.insertToken(tx, {
          id: newId('pwt'),
          workspace_id: workspaceId,
          user_id: user.id,
          token_hash: sha256(setupToken),
          created_at: now,
          expires_at: clock.iso(Date.parse(now) + LINK_TTL_MS),
          used_at: null,
        });
      }
      const action = who.actor.type === 'operator' ? 'member.added' : 'member.invited';
      await this.audit.record(tx, { workspaceId, who, action, target: { type: 'user', id: user.id }, details: { email, role: input.role, password_set: passwordSet } });
      const member = toMember({ user_id: user.id, email: user.email, role: input.role, created_at: now, password_hash: passwordSet ? hash : user.password_hash });
      return { member, setupToken };
    });
  }

  /** The user with this email, made now if there is none (a concurrent insert of the same email is the same user). */
  private async userFor(tx: Tx, email: string, now: string): Promise<UserRow> {
    await userStore.insertIfNew(tx, { id: newId('usr'), email, password_hash: null, password_changed_at: null, created_at: now, updated_at: now });
    const user = await userStore.byEmail(tx, email);
    if (!user) throw new Error(`user ${email} vanished after its insert`);
    return user;
  }

  async changeRole(workspaceId: string, userId: string, role: Role, who: Who): Promise<Member> {
    await this.db.transaction(async (tx) => {
      const { current, owners } = await this.lockForChange(tx, workspaceId, userId);
      if (current.role === role) return;
      if ((current.role === 'owner' || role === 'owner') && who.role !== null && who.role !== 'owner') {
        throw ownersOnly(current.role === 'owner' ? 'change an owner’s role' : 'make someone an owner');
      }
      if (current.role === 'owner') keepAnOwner(owners, 'demoted');
      await memberStore.setRole(tx, workspaceId, userId, role, clock.iso());
      await this.audit.record(tx, { workspaceId, who, action: 'member.role_changed', target: { type: 'user', id: userId }, details: { from: current.role, to: role } });
    });
    return this.get(workspaceId, userId);
  }

  /** Removes the person from the workspace: their sessions there end at once, their other workspaces stay. */
  async remove(workspaceId: string, userId: string, who: Who): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { current, owners } = await this.lockForChange(tx, workspaceId, userId);
      if (current.role === 'owner') {
        if (who.role !== null && who.role !== 'owner') throw ownersOnly('remove an owner');
        keepAnOwner(owners, 'removed');
      }
      const member = await memberStore.get(tx, workspaceId, userId);
      await memberStore.remove(tx, workspaceId, userId);
      await sessionStore.removeOfMember(tx, workspaceId, userId);
      await this.audit.record(tx, { workspaceId, who, action: 'member.removed', target: { type: 'user', id: userId }, details: { email: member?.email ?? null, role: current.role } });
    });
  }

  /**
   * Locks (PostgreSQL) the workspace's owners, then the member: every role change and removal takes the locks in
   * that order, so two owners demoting or removing each other at once cannot both pass the last-owner check, and
   * never deadlock.
   */
  private async lockForChange(tx: Tx, workspaceId: string, userId: string) {
    const owners = await memberStore.lockOwners(tx, workspaceId);
    const current = await memberStore.lock(tx, workspaceId, userId);
    if (!current) throw new NotFoundError('Member');
    return { current, owners };
  }
}

/** 409 unless another owner stays. */
function keepAnOwner(owners: readonly unknown[], what: 'demoted' | 'removed'): void {
  if (owners.length <= 1) throw new ConflictError(`The last owner cannot be ${what}: make another member an owner first`, { code: 'LAST_OWNER' });
}
