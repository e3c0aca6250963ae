// HTTP for console sessions: the cookie (set, cleared), throttling of password checks (sign-in, accepting an
// invitation) per address and per account, and the session answer with the role's scopes. The session service does
// the rest.
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { AppError } from '../../platform/errors.js';
import { SESSION_COOKIE, sessionActor } from '../../platform/http/auth.js';
import { authErrors } from '../../platform/http/schemas.js';
import { scopesOfRole } from '../../platform/http/scopes.js';
import type { Api } from '../../platform/module.js';
import { ipBucket, type Limits, type RateLimits } from '../../platform/rate-limits.js';
import type { Who } from './audit-service.js';
import {
  AcceptInvitationBody,
  InvitationBody,
  InvitationData,
  PasswordSet,
  SessionData,
  SetPasswordBody,
  SignInBody,
  SwitchWorkspaceBody,
} from './session-schemas.js';
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
  const a = sessionActor(req.auth);
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

  /**
   * One attempt from the address's budget, then the account's; 429 with Retry-After when either is spent. Every
   * password check spends them (a sign-in, an acceptance), so neither is a way around the other's budget.
   */
  async function throttle(req: FastifyRequest, reply: FastifyReply, email: string): Promise<void> {
    for (const [bucket, limits] of signInBuckets(req.ip, email)) {
      const d = await opts.limits.consume(bucket, limits);
      if (!d.allowed) {
        opts.onThrottled?.();
        reply.header('retry-after', d.retryAfter);
        throw new AppError(429, 'TOO_MANY_SIGN_IN_ATTEMPTS', 'Too many sign-in attempts', {
          message: 'Too many sign-in attempts: wait and try again',
          retry_after: d.retryAfter,
        });
      }
    }
  }

  app.post(
    '/v1/auth/sign-in',
    {
      config: { public: true, sameOrigin: true },
      schema: {
        operationId: 'signIn',
        tags,
        summary: 'Sign in',
        description:
          'Signs a person in with email and password and sets the `tc_session` cookie (HttpOnly, SameSite=Lax). An unknown email and a wrong password get the same 401. Only workspaces the person has joined count: one whose invitation they have not accepted is answered like one they do not belong to (404 with `workspaceId`; 403 `NO_WORKSPACE` when they have joined none). Throttled per client address and per account (429 with Retry-After). An `Origin` header, when sent, must be this server’s.',
        security: [],
        body: SignInBody,
        errors: ['INVALID_CREDENTIALS', 'NO_WORKSPACE', 'NOT_FOUND', 'TOO_MANY_SIGN_IN_ATTEMPTS'],
        response: { 200: SessionData, ...authErrors },
      },
    },
    async (req, reply) => {
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
    },
  );

  app.get(
    '/v1/auth/session',
    {
      config: { session: true },
      schema: {
        operationId: 'getSession',
        tags,
        summary: 'Get the session',
        description:
          'The signed-in session: the person, the current workspace, the role and its scopes, the workspaces the person belongs to, and the CSRF token that writes made with the cookie send as `X-CSRF-Token`.',
        security: cookieOnly,
        response: { 200: SessionData, ...authErrors },
      },
    },
    async (req) => ({ data: view(await sessions.state(whoSession(req))) }),
  );

  app.post(
    '/v1/auth/sign-out',
    {
      config: { session: true },
      schema: {
        operationId: 'signOut',
        tags,
        summary: 'Sign out',
        description: 'Ends this session and clears the cookie.',
        security: cookieOnly,
        response: { 204: Type.Null(), ...authErrors },
      },
    },
    async (req, reply) => {
      await sessions.signOut(whoSession(req));
      clearCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v1/auth/sign-out-everywhere',
    {
      config: { session: true },
      schema: {
        operationId: 'signOutEverywhere',
        tags,
        summary: 'Sign out everywhere',
        description:
          'Ends every session of this person, in every workspace, and clears the cookie. Recorded in the audit log.',
        security: cookieOnly,
        response: { 204: Type.Null(), ...authErrors },
      },
    },
    async (req, reply) => {
      const who = whoOf(req);
      await sessions.signOutEverywhere(req.auth.workspaceId, who.actor.id, who);
      clearCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v1/auth/switch-workspace',
    {
      config: { session: true },
      schema: {
        operationId: 'switchWorkspace',
        tags,
        summary: 'Switch workspace',
        description:
          'Moves the session to another workspace the person belongs to; the role and scopes become theirs there. A workspace they do not belong to is a 404, and so is one whose invitation they have not accepted yet.',
        security: cookieOnly,
        body: SwitchWorkspaceBody,
        response: { 200: SessionData, ...authErrors },
      },
    },
    async (req) => {
      const who = whoOf(req);
      return { data: view(await sessions.switchWorkspace(whoSession(req), who.actor.id, req.body.workspaceId)) };
    },
  );

  app.post(
    '/v1/auth/invitation',
    {
      config: { public: true, sameOrigin: true },
      schema: {
        operationId: 'lookupInvitation',
        tags,
        summary: 'Look up an invitation link',
        description:
          'What the token of a one-time setup link (24 h, from an invitation) is for, without using it: the invited email, the workspace, and `has_password`: false, the person chooses their first password (`POST /v1/auth/password`); true, the email already has an account and the person accepts with its password (`POST /v1/auth/accept-invitation`). An unknown token is a 400; a used or expired one, or a withdrawn invitation, 410.',
        security: [],
        body: InvitationBody,
        errors: ['LINK_EXPIRED'],
        response: { 200: InvitationData },
      },
    },
    async (req) => ({ data: await sessions.invitation(req.body.token) }),
  );

  app.post(
    '/v1/auth/password',
    {
      config: { public: true, sameOrigin: true },
      schema: {
        operationId: 'setPassword',
        tags,
        summary: 'Set a password',
        description:
          'Chooses the first password of a new account with the token of its one-time setup link (valid 24 h, once: a used or expired token is a 410), and joins the link’s workspace. An account that already has a password is a 409 `ACCOUNT_EXISTS` and keeps it (the link stays usable: accept with `POST /v1/auth/accept-invitation`). Recorded in the audit log.',
        security: [],
        body: SetPasswordBody,
        errors: ['ACCOUNT_EXISTS', 'LINK_EXPIRED'],
        response: { 200: PasswordSet },
      },
    },
    async (req) => ({ data: await sessions.setPassword(req.body.token, req.body.password, req.ip) }),
  );

  app.post(
    '/v1/auth/accept-invitation',
    {
      config: { public: true, sameOrigin: true },
      schema: {
        operationId: 'acceptInvitation',
        tags,
        summary: 'Accept an invitation',
        description:
          'Someone who already has an account accepts a workspace’s invitation with the token of its one-time link and the account’s own password: until then the membership is `invited` and grants nothing (no sign-in to it, no switch to it). Joins the workspace, spends the link and sets the `tc_session` cookie for a session there. A wrong password gets the same 401 as a failed sign-in, spends the same budgets (429 with Retry-After) and leaves the link unused. An unknown token is a 400; a used or expired one, or a withdrawn invitation, 410. Recorded in the audit log.',
        security: [],
        body: AcceptInvitationBody,
        errors: ['INVALID_CREDENTIALS', 'LINK_EXPIRED', 'TOO_MANY_SIGN_IN_ATTEMPTS'],
        response: { 200: SessionData },
      },
    },
    async (req, reply) => {
      // The account's budget is the invited email's: an invitation's link is no way around sign-in throttling.
      const { email } = await sessions.invitation(req.body.token);
      await throttle(req, reply, email);
      const { token, state } = await sessions.acceptInvitation({
        token: req.body.token,
        password: req.body.password,
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
        previousToken: req.cookies[SESSION_COOKIE],
      });
      reply.setCookie(SESSION_COOKIE, token, cookieOptions(req));
      return { data: view(state) };
    },
  );
}

function whoSession(req: FastifyRequest): string {
  return sessionActor(req.auth).sessionId;
}
