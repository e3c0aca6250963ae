// HTTP for console sessions: the cookie (set, cleared), sign-in throttling per address and per account, and the
// session answer with the role's scopes. The session service does the rest.
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { AppError, ForbiddenError } from '../../platform/errors.js';
import { SESSION_COOKIE } from '../../platform/http/auth.js';
import { ErrorBody } from '../../platform/http/schemas.js';
import { scopesOfRole } from '../../platform/http/scopes.js';
import type { Api } from '../../platform/module.js';
import { ipBucket, type Limits, type RateLimits } from '../../platform/rate-limits.js';
import type { Who } from './audit-service.js';
import { PasswordSet, SessionData, SetPasswordBody, SignInBody, SwitchWorkspaceBody } from './session-schemas.js';
import type { SessionService, SessionState } from './session-service.js';
import { normalEmail, sha256 } from './tokens.js';

export const tags = ['Console sessions'];
/** Routes only a session may call (the document's default also allows a key). */
export const cookieOnly = [{ cookieAuth: [] }];

/** Sign-in attempts per client address (IPv6 per /64) and per account (email, known or not): docs/security.md. */
export const SIGN_IN_PER_ADDRESS: Limits = { perMinute: 30, burst: 10 };
export const SIGN_IN_PER_ACCOUNT: Limits = { perMinute: 10, burst: 10 };

/** The budgets a sign-in attempt spends: its client address's, then its account's (the email, known or not). */
export function signInBuckets(ip: string, email: string): Array<[bucket: string, limits: Limits]> {
  return [
    [`signin:${ipBucket(ip)}`, SIGN_IN_PER_ADDRESS],
    [`signin:acct:${sha256(normalEmail(email))}`, SIGN_IN_PER_ACCOUNT],
  ];
}

export interface SessionRouteOptions {
  limits: RateLimits;
  publicUrl?: string;
  sessionMaxHours: number;
  /** Counts sign-ins refused by throttling (the service counts the others). */
  onThrottled?: () => void;
}

/** The caller of a people-or-keys route: always a person (the auth layer refuses keys there). */
export function whoOf(req: FastifyRequest): Who {
  const a = req.auth.actor;
  if (a.type !== 'user') throw new ForbiddenError('This route needs a signed-in session; API keys cannot use it', { code: 'SESSION_REQUIRED' });
  return { actor: { type: 'user', id: a.userId, email: a.email }, role: a.role, ip: req.ip };
}

/** Where links to the console point: PUBLIC_URL, else this request's origin. */
export function baseUrlOf(req: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${req.protocol}://${req.host}`;
}

export function sessionRoutes(app: Api, sessions: SessionService, opts: SessionRouteOptions): void {
  const view = (s: SessionState) => ({
    user: s.user,
    workspace: s.workspace,
    role: s.role,
    scopes: scopesOfRole(s.role, app.routeScopes),
    workspaces: s.workspaces,
    csrf_token: s.csrfToken,
    expires_at: s.expiresAt,
  });

  const cookieOptions = (req: FastifyRequest) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: req.protocol === 'https',
    maxAge: opts.sessionMaxHours * 3600,
  });
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, { path: '/' });

  /** One attempt from the address's budget, then the account's; 429 with Retry-After when either is spent. */
  async function throttle(req: FastifyRequest, reply: FastifyReply, email: string): Promise<void> {
    for (const [bucket, limits] of signInBuckets(req.ip, email)) {
      const d = await opts.limits.consume(bucket, limits);
      if (!d.allowed) {
        opts.onThrottled?.();
        reply.header('retry-after', d.retryAfter);
        throw new AppError(429, 'Too many sign-in attempts', { message: 'Too many sign-in attempts: wait and try again', retry_after: d.retryAfter });
      }
    }
  }

  app.post('/v1/auth/sign-in', {
    config: { public: true, sameOrigin: true },
    schema: {
      tags,
      summary: 'Sign in with email and password (sets the tc_session cookie; throttled per address and per account)',
      security: [],
      body: SignInBody,
      response: { 200: SessionData, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody },
    },
  }, async (req, reply) => {
    await throttle(req, reply, req.body.email);
    const { token, state } = await sessions.signIn({
      email: req.body.email,
      password: req.body.password,
      workspaceId: req.body.workspaceId,
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? null,
      previousToken: req.cookies[SESSION_COOKIE],
    });
    reply.setCookie(SESSION_COOKIE, token, cookieOptions(req));
    return { data: view(state) };
  });

  app.get('/v1/auth/session', {
    config: { session: true },
    schema: { tags, summary: 'The signed-in session: person, workspace, role and scopes, workspaces, CSRF token', security: cookieOnly, response: { 200: SessionData, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody } },
  }, async (req) => ({ data: view(await sessions.state(whoSession(req))) }));

  app.post('/v1/auth/sign-out', {
    config: { session: true },
    schema: { tags, summary: 'Sign out (ends this session and clears the cookie)', security: cookieOnly, response: { 204: Type.Null(), 401: ErrorBody, 403: ErrorBody, 429: ErrorBody } },
  }, async (req, reply) => {
    await sessions.signOut(whoSession(req));
    clearCookie(reply);
    return reply.code(204).send(null);
  });

  app.post('/v1/auth/sign-out-everywhere', {
    config: { session: true },
    schema: { tags, summary: 'Sign out everywhere (ends every session of this person, in every workspace)', security: cookieOnly, response: { 204: Type.Null(), 401: ErrorBody, 403: ErrorBody, 429: ErrorBody } },
  }, async (req, reply) => {
    const who = whoOf(req);
    await sessions.signOutEverywhere(req.auth.workspaceId, who.actor.id, who);
    clearCookie(reply);
    return reply.code(204).send(null);
  });

  app.post('/v1/auth/switch-workspace', {
    config: { session: true },
    schema: { tags, summary: 'Move the session to another workspace the person belongs to', security: cookieOnly, body: SwitchWorkspaceBody, response: { 200: SessionData, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody } },
  }, async (req) => {
    const who = whoOf(req);
    return { data: view(await sessions.switchWorkspace(whoSession(req), who.actor.id, req.body.workspaceId)) };
  });

  app.post('/v1/auth/password', {
    config: { public: true, sameOrigin: true },
    schema: {
      tags,
      summary: 'Choose a password with a one-time link’s token (setup or invitation; 24 h); ends the person’s sessions',
      security: [],
      body: SetPasswordBody,
      response: { 200: PasswordSet, 400: ErrorBody, 403: ErrorBody, 410: ErrorBody, 429: ErrorBody },
    },
  }, async (req) => ({ data: await sessions.setPassword(req.body.token, req.body.password, req.ip) }));
}

function whoSession(req: FastifyRequest): string {
  const a = req.auth.actor;
  if (a.type !== 'user') throw new ForbiddenError('This route needs a signed-in session; API keys cannot use it', { code: 'SESSION_REQUIRED' });
  return a.sessionId;
}
