// Members of a workspace: list, invite (with a one-time link where someone new chooses a password, or someone with
// an account accepts with theirs), change role, remove; and the operator's `user create --password`. Rules: only an
// owner grants, changes or removes the owner role, and a workspace always keeps one owner; only the person (or an
// operator) sets a password, so an invitation never carries one and answers alike whether the email already has an
// account; an invitation grants nothing until the person uses its link. Every change is audited.
import { clock } from '../../platform/clock.js';
import type { Database, Tx } from '../../platform/db/index.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.js';
import type { Page } from '../../platform/http/pagination.js';
import type { Role } from '../../platform/http/scopes.js';
import { newId } from '../../platform/ids.js';
import type { AuditService, Who } from './audit-service.js';
import type { InviteBody } from './member-schemas.js';
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
  /** `invited` until the person has joined through the invitation's link (or an operator gave them a password): no access until then. */
  status: 'active' | 'invited';
  created_at: string;
}

/** How long a password link stays usable. */
export const LINK_TTL_MS = 24 * 3_600_000;

/** Where a password link points: the console's setup page, on `baseUrl` (PUBLIC_URL or the request's origin). */
export function setupUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/console/#/setup?token=${encodeURIComponent(token)}`;
}

const toMember = (row: {
  user_id: string;
  email: string;
  role: Role;
  created_at: string;
  joined_at: string | null;
}): Member => ({
  user_id: row.user_id,
  email: row.email,
  role: row.role,
  status: row.joined_at === null ? 'invited' : 'active',
  created_at: row.created_at,
});

const ownersOnly = (what: string) => new ForbiddenError('OWNER_REQUIRED', `Only an owner can ${what}`);

export function checkPassword(password: string): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX)
    throw new ValidationError('password', `must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
}

export interface Invitation {
  member: Member;
  /** The one-time link's token: it sets the first password of an account that has none, or accepts with the account's own. */
  setupToken: string;
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
   * Adds a person to the workspace with a role and makes a one-time setup link, whether or not the email already has
   * an account (the answer must not tell: docs/decisions.md, "Invitations never take an account over"). The membership
   * is `invited` and grants nothing until the link is used: it sets the first password of an account that has none
   * (SessionService.setPassword), or accepts with the password of one that has (SessionService.acceptInvitation). 409
   * when already a member here.
   */
  async invite(workspaceId: string, input: InviteBody, who: Who): Promise<Invitation> {
    await this.checkAdd(workspaceId, input.role, who);
    return this.db.transaction(async (tx) => {
      const { member, now } = await this.addMember(tx, workspaceId, input, who, { passwordSet: false });
      const setupToken = newToken();
      await userStore.insertToken(tx, {
        id: newId('pwt'),
        workspace_id: workspaceId,
        user_id: member.user_id,
        token_hash: sha256(setupToken),
        created_at: now,
        expires_at: clock.iso(Date.parse(now) + LINK_TTL_MS),
        used_at: null,
      });
      return { member, setupToken };
    });
  }

  /**
   * The operator's `user create --password` (never over HTTP): adds the person and sets, or resets, their password;
   * like after a reset, their sessions everywhere end and their open links close.
   */
  async addWithPassword(workspaceId: string, input: InviteBody & { password: string }, who: Who): Promise<Member> {
    checkPassword(input.password);
    await this.checkAdd(workspaceId, input.role, who);
    const hash = await this.passwords.hash(input.password);
    return this.db.transaction(async (tx) => {
      const { member, now } = await this.addMember(tx, workspaceId, input, who, { passwordSet: true });
      await userStore.setPassword(tx, member.user_id, hash, now);
      await userStore.closeTokensOf(tx, member.user_id, now);
      await sessionStore.removeOfUser(tx, member.user_id);
      return member;
    });
  }

  private async checkAdd(workspaceId: string, role: Role, who: Who): Promise<void> {
    if (role === 'owner' && who.role !== null && who.role !== 'owner') throw ownersOnly('make someone an owner');
    if (!(await this.workspaces.workspace(workspaceId))) throw new NotFoundError('Workspace');
  }

  /**
   * The membership, and the user when the email is new (two invitations of one email at once make one user); joined
   * at once when an operator sets the password. 409 when already a member.
   */
  private async addMember(tx: Tx, workspaceId: string, input: InviteBody, who: Who, opts: { passwordSet: boolean }) {
    const now = clock.iso();
    const email = normalEmail(input.email);
    const user = await this.userFor(tx, email, now);
    const row = {
      workspace_id: workspaceId,
      user_id: user.id,
      role: input.role,
      created_at: now,
      updated_at: now,
      joined_at: opts.passwordSet ? now : null,
    };
    if (!(await memberStore.insertIfNew(tx, row)))
      throw new ConflictError('ALREADY_MEMBER', 'This person is already a member of the workspace');
    const action = who.actor.type === 'operator' ? 'member.added' : 'member.invited';
    await this.audit.record(tx, {
      workspaceId,
      who,
      action,
      target: { type: 'user', id: user.id },
      details: { email, role: input.role, password_set: opts.passwordSet },
    });
    return { member: toMember({ ...row, email: user.email }), now };
  }

  /** The user with this email, made now if there is none (a concurrent insert of the same email is the same user). */
  private async userFor(tx: Tx, email: string, now: string): Promise<UserRow> {
    await userStore.insertIfNew(tx, {
      id: newId('usr'),
      email,
      password_hash: null,
      password_changed_at: null,
      created_at: now,
      updated_at: now,
    });
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
      await this.audit.record(tx, {
        workspaceId,
        who,
        action: 'member.role_changed',
        target: { type: 'user', id: userId },
        details: { from: current.role, to: role },
      });
    });
    return this.get(workspaceId, userId);
  }

  /**
   * Removes the person from the workspace (or withdraws their invitation): their sessions and open setup links of it
   * end at once, their other workspaces stay.
   */
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
      await userStore.closeTokensOfMember(tx, workspaceId, userId, clock.iso());
      await this.audit.record(tx, {
        workspaceId,
        who,
        action: 'member.removed',
        target: { type: 'user', id: userId },
        details: { email: member?.email ?? null, role: current.role },
      });
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
  if (owners.length <= 1)
    throw new ConflictError('LAST_OWNER', `The last owner cannot be ${what}: make another member an owner first`);
}
