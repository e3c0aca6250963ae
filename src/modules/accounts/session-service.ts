// Console sessions: sign-in with email and password, the per-request resolution of the cookie, sign-out (here and
// everywhere), switching workspace, and what a membership's one-time link does: choose the first password of a new
// account, or accept the invitation of an existing account with its password. Knows no HTTP: routes set and clear the
// cookie and throttle the attempts that check a password.
import { clock } from '../../platform/clock.js';
import type { Database, Tx } from '../../platform/db/index.js';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '../../platform/errors.js';
import type { Role } from '../../platform/http/scopes.js';
import { newId } from '../../platform/ids.js';
import type { SessionIdentity, WorkspaceType } from '../../platform/identity.js';
import type { AuditService, Who } from './audit-service.js';
import { memberStore } from './member-store.js';
import type { PasswordHasher } from './passwords.js';
import type { WorkspaceInfo, WorkspacesPort } from './ports.js';
import { sessionStore, type SessionRow } from './session-store.js';
import { newToken, normalEmail, sha256 } from './tokens.js';
import { userStore, type PasswordTokenRow, type UserRow } from './user-store.js';

export interface SessionsConfig {
  sessionIdleMinutes: number;
  sessionMaxHours: number;
}

/** A session as the console sees it (routes add the role's scopes). */
export interface SessionState {
  sessionId: string;
  user: { id: string; email: string };
  workspace: { id: string; name: string; type: WorkspaceType };
  role: Role;
  workspaces: Array<{ id: string; name: string; type: WorkspaceType; role: Role }>;
  csrfToken: string;
  /** When the session ends if left unused: its idle end or its absolute end, whichever comes first. */
  expiresAt: string;
}

export type SignInOutcome = 'success' | 'failure';

/** Where a session is started from: the client, and the cookie the browser still sent (that session ends: a sign-in never leaves two behind). */
export interface SessionClient {
  ip: string | null;
  userAgent: string | null;
  previousToken?: string;
}

export interface SignInInput extends SessionClient {
  email: string;
  password: string;
  workspaceId?: string;
}

/** What a one-time link is for, as its page shows it before it is used. */
export interface Invitation {
  email: string;
  workspace: { id: string; name: string };
  /** True: the account has a password, and the person accepts with it; false: they choose their first password. */
  has_password: boolean;
}

const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', 'Unauthorized', { message: 'Invalid email or password' });
const linkGone = () =>
  new AppError(410, 'LINK_EXPIRED', 'Gone', { message: 'This link has been used or has expired: ask for a new one' });
const accountExists = () =>
  new ConflictError(
    'ACCOUNT_EXISTS',
    'This email already has an account, so this link cannot set its password: accept the invitation with the account’s own password',
  );

/** last_seen_at is moved at most this often (or a quarter of the idle time, when that is shorter). */
const TOUCH_EVERY_MS = 60_000;

export class SessionService {
  private readonly lookup;
  private readonly idleMs: number;
  private readonly maxMs: number;

  constructor(
    private readonly db: Database,
    config: SessionsConfig,
    private readonly workspaces: WorkspacesPort,
    private readonly audit: AuditService,
    readonly passwords: PasswordHasher,
    private readonly onSignIn: (outcome: SignInOutcome) => void = () => undefined,
  ) {
    this.lookup = sessionStore.byHash(db.kysely);
    this.idleMs = config.sessionIdleMinutes * 60_000;
    this.maxMs = config.sessionMaxHours * 3_600_000;
  }

  /**
   * Unknown email, a person without a password yet and a wrong password take the same time (a password is always
   * checked, against a dummy hash when there is none) and get the same 401. Only joined workspaces count: an
   * invitation not accepted yet is answered like a workspace the person does not belong to.
   */
  async signIn(input: SignInInput): Promise<{ token: string; state: SessionState }> {
    const user = await userStore.byEmail(this.db.kysely, normalEmail(input.email));
    const ok = await this.passwords.verify(user?.password_hash ?? null, input.password);
    if (!user || !user.password_hash || !ok) {
      this.onSignIn('failure');
      throw invalidCredentials();
    }
    const memberships = await memberStore.joinedOfUser(this.db.kysely, user.id);
    const membership =
      input.workspaceId === undefined ? memberships[0] : memberships.find((m) => m.workspace_id === input.workspaceId);
    if (!membership) {
      this.onSignIn('failure');
      if (memberships.length === 0)
        throw new ForbiddenError('NO_WORKSPACE', 'This account is not a member of any workspace');
      throw new NotFoundError('Workspace');
    }
    this.rehashIfOld(user, input.password);
    const started = await this.db.transaction((tx) => this.startSession(tx, user, membership, input));
    this.onSignIn('success');
    return { token: started.token, state: await this.state(started.sessionId) };
  }

  /** A password stored with older parameters is stored again with today's, after the answer (a failure keeps the old one). */
  private rehashIfOld(user: UserRow, password: string): void {
    const hash = user.password_hash;
    if (!hash || !this.passwords.needsRehash(hash)) return;
    void this.passwords
      .hash(password)
      .then((fresh) => userStore.rehash(this.db.kysely, user.id, hash, fresh))
      .catch(() => undefined);
  }

  /** A new session of the person in a joined workspace, audited; the browser's previous session ends. */
  private async startSession(
    tx: Tx,
    user: UserRow,
    membership: { workspace_id: string; role: Role },
    client: SessionClient,
  ) {
    const token = newToken();
    const now = clock.nowMs();
    const row: SessionRow = {
      id: newId('ses'),
      workspace_id: membership.workspace_id,
      user_id: user.id,
      token_hash: sha256(token),
      csrf_token: newToken(),
      ip: client.ip,
      user_agent: client.userAgent?.slice(0, 500) ?? null,
      created_at: clock.iso(now),
      last_seen_at: clock.iso(now),
      expires_at: clock.iso(now + this.maxMs),
    };
    const who: Who = { actor: { type: 'user', id: user.id, email: user.email }, role: membership.role, ip: client.ip };
    if (client.previousToken) await sessionStore.removeByHash(tx, sha256(client.previousToken));
    await sessionStore.insert(tx, row);
    await this.audit.record(tx, {
      workspaceId: row.workspace_id,
      who,
      action: 'session.signed_in',
      target: { type: 'session', id: row.id },
    });
    return { token, sessionId: row.id };
  }

  /** The session a cookie opens, or null: unknown, past its idle or absolute end, or its person no longer a member. */
  async resolve(token: string): Promise<SessionIdentity | null> {
    const row = await this.lookup(this.db.kysely, [sha256(token)]);
    if (!row) return null;
    const now = clock.nowMs();
    const lastSeen = Date.parse(row.last_seen_at);
    if (now >= Date.parse(row.expires_at) || now >= lastSeen + this.idleMs) {
      await sessionStore.remove(this.db.kysely, row.id).catch(() => undefined);
      return null;
    }
    const ws = await this.workspaces.workspace(row.workspace_id);
    if (!ws) return null;
    if (now - lastSeen >= Math.min(TOUCH_EVERY_MS, this.idleMs / 4)) {
      // Before the request's own work (the auth hook runs first); a failure costs idle time, not the request.
      await sessionStore.touch(this.db.kysely, row.id, clock.iso(now)).catch(() => undefined);
    }
    return {
      sessionId: row.id,
      userId: row.user_id,
      email: row.email,
      role: row.role,
      workspaceId: ws.id,
      workspaceType: ws.type,
      limits: ws.limits,
      csrfToken: row.csrf_token,
    };
  }

  /** The signed-in session: its person, workspace and role, the person's other joined workspaces, its CSRF token. */
  async state(sessionId: string): Promise<SessionState> {
    const row = await sessionStore.byId(this.db.kysely, sessionId);
    if (!row) throw new UnauthorizedError();
    const user = await userStore.byId(this.db.kysely, row.user_id);
    const memberships = await memberStore.joinedOfUser(this.db.kysely, row.user_id);
    const infos = new Map<string, WorkspaceInfo>();
    for (const m of memberships) {
      const ws = await this.workspaces.workspace(m.workspace_id);
      if (ws) infos.set(ws.id, ws);
    }
    const current = infos.get(row.workspace_id);
    const role = memberships.find((m) => m.workspace_id === row.workspace_id)?.role;
    if (!user || !current || !role) throw new UnauthorizedError();
    const idleEnd = Date.parse(row.last_seen_at) + this.idleMs;
    return {
      sessionId: row.id,
      user: { id: user.id, email: user.email },
      workspace: { id: current.id, name: current.name, type: current.type },
      role,
      workspaces: memberships.flatMap((m) => {
        const ws = infos.get(m.workspace_id);
        return ws ? [{ id: ws.id, name: ws.name, type: ws.type, role: m.role }] : [];
      }),
      csrfToken: row.csrf_token,
      expiresAt: clock.iso(Math.min(idleEnd, Date.parse(row.expires_at))),
    };
  }

  async signOut(sessionId: string): Promise<void> {
    await sessionStore.remove(this.db.kysely, sessionId);
  }

  /** Ends every session of the person, in every workspace (this one included). */
  async signOutEverywhere(workspaceId: string, userId: string, who: Who): Promise<number> {
    return this.db.transaction(async (tx) => {
      const ended = await sessionStore.removeOfUser(tx, userId);
      await this.audit.record(tx, {
        workspaceId,
        who,
        action: 'session.signed_out_everywhere',
        target: { type: 'user', id: userId },
        details: { sessions: ended },
      });
      return ended;
    });
  }

  /**
   * Moves the session to another workspace the person has joined: 404 when they are not a member there, and the same
   * 404 while its invitation is not accepted.
   */
  async switchWorkspace(sessionId: string, userId: string, workspaceId: string): Promise<SessionState> {
    const membership = await memberStore.get(this.db.kysely, workspaceId, userId);
    if (!membership?.joined_at || !(await this.workspaces.workspace(workspaceId))) throw new NotFoundError('Workspace');
    await sessionStore.setWorkspace(this.db.kysely, sessionId, workspaceId, clock.iso());
    return this.state(sessionId);
  }

  /**
   * What a link is for, before it is used: the invited email, the workspace, and whether the account has a password
   * (accept with it) or not (choose one). It tells its holder no more than using it would (docs/decisions.md).
   */
  async invitation(token: string): Promise<Invitation> {
    const { user, workspace } = await this.openLink(token);
    return {
      email: user.email,
      workspace: { id: workspace.id, name: workspace.name },
      has_password: user.password_hash !== null,
    };
  }

  /**
   * Sets the first password of an account that has none, with a link of one of its memberships, and joins that
   * workspace only: its other invitations stay `invited` until accepted with this password through their own links.
   * An account that has a password is a 409 and keeps it, the link left unused (it accepts instead:
   * acceptInvitation). Two links used at once: the first sets the password, the other is that 409.
   */
  async setPassword(token: string, password: string, ip: string | null): Promise<{ user_id: string; email: string }> {
    const { link } = await this.openLink(token);
    const hash = await this.passwords.hash(password);
    return this.db.transaction(async (tx) => {
      const now = clock.iso();
      const { user } = await this.useLink(tx, link, now);
      // Thrown inside the transaction: the link stays unused.
      if (!(await userStore.setFirstPassword(tx, user.id, hash, now))) throw accountExists();
      await memberStore.markJoined(tx, link.workspace_id, user.id, now);
      const who = { actor: { type: 'user' as const, id: user.id, email: user.email }, ip };
      await this.audit.record(tx, {
        workspaceId: link.workspace_id,
        who,
        action: 'password.set',
        target: { type: 'user', id: user.id },
      });
      return { user_id: user.id, email: user.email };
    });
  }

  /**
   * Accepts the invitation of an account that has a password: the link proves the workspace invited this person, the
   * password that the account is theirs (neither alone is enough: an inviter holds the link, and whoever set the
   * account's password before may not be who the workspace invited). The password check costs and answers what a
   * failed sign-in does (the route spends the same budgets); a failure leaves the link unused. Joins the workspace and
   * starts a session in it.
   */
  async acceptInvitation(
    input: SessionClient & { token: string; password: string },
  ): Promise<{ token: string; state: SessionState }> {
    const { link, user } = await this.openLink(input.token);
    const ok = await this.passwords.verify(user.password_hash, input.password);
    if (!user.password_hash || !ok) {
      this.onSignIn('failure');
      throw invalidCredentials();
    }
    const started = await this.db.transaction(async (tx) => {
      const now = clock.iso();
      const { user: current, membership } = await this.useLink(tx, link, now);
      // The password changed since it was checked: the one given is no longer the account's.
      if (current.password_hash !== user.password_hash) throw invalidCredentials();
      await memberStore.markJoined(tx, link.workspace_id, user.id, now);
      const who = { actor: { type: 'user' as const, id: user.id, email: user.email }, ip: input.ip };
      await this.audit.record(tx, {
        workspaceId: link.workspace_id,
        who,
        action: 'member.joined',
        target: { type: 'user', id: user.id },
        details: { role: membership.role },
      });
      return this.startSession(tx, user, { workspace_id: link.workspace_id, role: membership.role }, input);
    });
    this.onSignIn('success');
    this.rehashIfOld(user, input.password);
    return { token: started.token, state: await this.state(started.sessionId) };
  }

  /** A usable link, its person and workspace: an unknown token is a 400; a used or expired one, or one whose membership or workspace is gone, 410. */
  private async openLink(token: string): Promise<{ link: PasswordTokenRow; user: UserRow; workspace: WorkspaceInfo }> {
    const link = await userStore.tokenByHash(this.db.kysely, sha256(token));
    if (!link) throw new ValidationError('token', 'is not a valid password link');
    if (link.used_at !== null || Date.parse(link.expires_at) <= clock.nowMs()) throw linkGone();
    const [user, membership, workspace] = await Promise.all([
      userStore.byId(this.db.kysely, link.user_id),
      memberStore.get(this.db.kysely, link.workspace_id, link.user_id),
      this.workspaces.workspace(link.workspace_id),
    ]);
    if (!user || !membership || !workspace) throw linkGone();
    return { link, user, workspace };
  }

  /** Spends the link in the transaction that acts on it (410 when another request spent it first or its membership went). */
  private async useLink(tx: Tx, link: PasswordTokenRow, now: string) {
    if (!(await userStore.useToken(tx, link.id, now))) throw linkGone();
    const user = await userStore.byId(tx, link.user_id);
    const membership = await memberStore.get(tx, link.workspace_id, link.user_id);
    if (!user || !membership) throw linkGone();
    return { user, membership };
  }

  /** Sessions past their ends, for the retention run. */
  purge(nowMs: number, limit: number): Promise<number> {
    return sessionStore.purge(this.db.kysely, clock.iso(nowMs), clock.iso(nowMs - this.idleMs), limit);
  }
}
