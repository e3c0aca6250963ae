// Console sessions: sign-in with email and password, the per-request resolution of the cookie, sign-out (here and
// everywhere), switching workspace, and choosing a password through a one-time link. Knows no HTTP: routes set
// and clear the cookie and throttle sign-in attempts.
import { clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.js';
import type { Role } from '../../platform/http/scopes.js';
import { newId } from '../../platform/ids.js';
import type { SessionIdentity, WorkspaceType } from '../../platform/identity.js';
import type { AuditService, Who } from './audit-service.js';
import { memberStore } from './member-store.js';
import type { PasswordHasher } from './passwords.js';
import type { WorkspaceInfo, WorkspacesPort } from './ports.js';
import { sessionStore, type SessionRow } from './session-store.js';
import { newToken, normalEmail, sha256 } from './tokens.js';
import { userStore } from './user-store.js';

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

export interface SignInInput {
  email: string;
  password: string;
  workspaceId?: string;
  ip: string | null;
  userAgent: string | null;
  /** The cookie the browser still sent, if any: that session ends (a sign-in never leaves two behind). */
  previousToken?: string;
}

const invalidCredentials = () => new AppError(401, 'Unauthorized', { message: 'Invalid email or password' });
const linkGone = () => new AppError(410, 'Gone', { message: 'This link has been used or has expired: ask for a new one' });
const accountExists = () =>
  new ConflictError(
    'This email already has an account or another workspace’s invitation, so this link cannot set its password: sign in with your own password, or ask the workspace that invited you',
    { code: 'ACCOUNT_EXISTS' },
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
   * checked, against a dummy hash when there is none) and get the same 401.
   */
  async signIn(input: SignInInput): Promise<{ token: string; state: SessionState }> {
    const user = await userStore.byEmail(this.db.kysely, normalEmail(input.email));
    const ok = await this.passwords.verify(user?.password_hash ?? null, input.password);
    if (!user || !user.password_hash || !ok) {
      this.onSignIn('failure');
      throw invalidCredentials();
    }
    const memberships = await memberStore.ofUser(this.db.kysely, user.id);
    const membership = input.workspaceId === undefined ? memberships[0] : memberships.find((m) => m.workspace_id === input.workspaceId);
    if (!membership) {
      this.onSignIn('failure');
      if (memberships.length === 0) throw new ForbiddenError('This account is not a member of any workspace', { code: 'NO_WORKSPACE' });
      throw new NotFoundError('Workspace');
    }
    const hash = user.password_hash;
    if (this.passwords.needsRehash(hash)) {
      // Stored with older parameters: store it again with today's, after the answer (a failure keeps the old one).
      void this.passwords.hash(input.password).then((fresh) => userStore.rehash(this.db.kysely, user.id, hash, fresh)).catch(() => undefined);
    }
    const token = newToken();
    const now = clock.nowMs();
    const row: SessionRow = {
      id: newId('ses'),
      workspace_id: membership.workspace_id,
      user_id: user.id,
      token_hash: sha256(token),
      csrf_token: newToken(),
      ip: input.ip,
      user_agent: input.userAgent?.slice(0, 500) ?? null,
      created_at: clock.iso(now),
      last_seen_at: clock.iso(now),
      expires_at: clock.iso(now + this.maxMs),
    };
    const who: Who = { actor: { type: 'user', id: user.id, email: user.email }, role: membership.role, ip: input.ip };
    await this.db.transaction(async (tx) => {
      if (input.previousToken) await sessionStore.removeByHash(tx, sha256(input.previousToken));
      await sessionStore.insert(tx, row);
      await memberStore.markJoined(tx, row.workspace_id, user.id, row.created_at);
      await this.audit.record(tx, { workspaceId: row.workspace_id, who, action: 'session.signed_in', target: { type: 'session', id: row.id } });
    });
    this.onSignIn('success');
    return { token, state: await this.state(row.id) };
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

  /** The signed-in session: its person, workspace and role, the person's other workspaces, its CSRF token. */
  async state(sessionId: string): Promise<SessionState> {
    const row = await sessionStore.byId(this.db.kysely, sessionId);
    if (!row) throw new AppError(401, 'Unauthorized');
    const user = await userStore.byId(this.db.kysely, row.user_id);
    const memberships = await memberStore.ofUser(this.db.kysely, row.user_id);
    const infos = new Map<string, WorkspaceInfo>();
    for (const m of memberships) {
      const ws = await this.workspaces.workspace(m.workspace_id);
      if (ws) infos.set(ws.id, ws);
    }
    const current = infos.get(row.workspace_id);
    const role = memberships.find((m) => m.workspace_id === row.workspace_id)?.role;
    if (!user || !current || !role) throw new AppError(401, 'Unauthorized');
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
      await this.audit.record(tx, { workspaceId, who, action: 'session.signed_out_everywhere', target: { type: 'user', id: userId }, details: { sessions: ended } });
      return ended;
    });
  }

  /** Moves the session to another of the person's workspaces (404 when they are not a member there). */
  async switchWorkspace(sessionId: string, userId: string, workspaceId: string): Promise<SessionState> {
    const membership = await memberStore.get(this.db.kysely, workspaceId, userId);
    if (!membership || !(await this.workspaces.workspace(workspaceId))) throw new NotFoundError('Workspace');
    await this.db.transaction(async (tx) => {
      const now = clock.iso();
      await sessionStore.setWorkspace(tx, sessionId, workspaceId, now);
      await memberStore.markJoined(tx, workspaceId, userId, now);
    });
    return this.state(sessionId);
  }

  /**
   * Sets the first password of the person a one-time link was made for, who so joins the link's workspace. An
   * unknown link is a 400; a used or expired one, or one whose membership is gone, 410. An account that has a password
   * or another workspace is a 409 and keeps its password: else whoever holds one workspace's link, its inviter
   * included, would sign in to the person's other workspaces. Checked in the transaction that uses the link. The
   * person's other open links close (they have no sessions: there was no password to sign in with).
   */
  async setPassword(token: string, password: string, ip: string | null): Promise<{ user_id: string; email: string }> {
    const link = await userStore.tokenByHash(this.db.kysely, sha256(token));
    if (!link) throw new ValidationError('token', 'is not a valid password link');
    if (link.used_at !== null || Date.parse(link.expires_at) <= clock.nowMs()) throw linkGone();
    const hash = await this.passwords.hash(password);
    return this.db.transaction(async (tx) => {
      const now = clock.iso();
      if (!(await userStore.useToken(tx, link.id, now))) throw linkGone();
      const user = await userStore.byId(tx, link.user_id);
      const memberships = await memberStore.ofUser(tx, link.user_id);
      if (!user || !memberships.some((m) => m.workspace_id === link.workspace_id)) throw linkGone();
      // Thrown inside the transaction: the link stays unused, and works once the other memberships are gone.
      if (user.password_hash !== null || memberships.length > 1) throw accountExists();
      await userStore.setPassword(tx, user.id, hash, now);
      await userStore.closeTokensOf(tx, user.id, now);
      await memberStore.markJoined(tx, link.workspace_id, user.id, now);
      const who = { actor: { type: 'user' as const, id: user.id, email: user.email }, ip };
      await this.audit.record(tx, { workspaceId: link.workspace_id, who, action: 'password.set', target: { type: 'user', id: user.id } });
      return { user_id: user.id, email: user.email };
    });
  }

  /** Sessions past their ends, for the retention run. */
  purge(nowMs: number, limit: number): Promise<number> {
    return sessionStore.purge(this.db.kysely, clock.iso(nowMs), clock.iso(nowMs - this.idleMs), limit);
  }
}
