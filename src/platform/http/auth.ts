// Authentication, rate limiting and scope checks, run for every request before its body is read, so 401s, 404s,
// 413s and 429s all carry the request id and rate-limit headers.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../errors.js';
import type {} from '@fastify/cookie';
import type { AuthContext, KeyIdentity, SessionIdentity, WorkspaceRef } from '../identity.js';
import { ipBucket, type RateLimits } from '../rate-limits.js';
import type { Limits } from '../rate-limits.js';
import { andThen, type MaybePromise } from '../maybe-promise.js';
import { applyLimit, IP_LIMITS } from './rate-limit.js';
import { isSessionOnly, roleAllows, scopesOfRole } from './scopes.js';

export interface AuthResolvers {
  /** The active key whose value is `token`, or null (unknown, revoked, expired); at once when it is cached. */
  resolveKey(token: string): MaybePromise<KeyIdentity | null>;
  findWorkspace(id: string): Promise<WorkspaceRef | null>;
  /** The live session whose cookie value is `token`, or null (unknown, expired, signed out, no longer a member). */
  resolveSession(token: string): Promise<SessionIdentity | null>;
}

export interface AuthOptions {
  /** PUBLIC_URL: the origin browsers see this server at; unset, the request's own protocol and Host. */
  publicUrl?: string;
}

/** The session cookie (opaque; only its SHA-256 is stored). */
export const SESSION_COOKIE = 'tc_session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No API key: limited per client IP instead of per workspace. */
    public?: boolean;
    /** The scope (or any one of the scopes) the route needs. */
    scope?: string | string[];
    /** Refused to sandbox workspaces (the marketplace), checked right after authentication. */
    liveOnly?: boolean;
    /** Only a signed-in person's session may call it (the /v1/auth routes): an API key gets 403. */
    session?: boolean;
    /** A public route browsers call with credentials (sign-in): an `Origin` header, when sent, must be this server's. */
    sameOrigin?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyInstance {
    /** Every scope a route of this app names (`config.scope`): what roles are expanded against. */
    routeScopes: ReadonlySet<string>;
  }
}

/**
 * Headers every answer carries (OWASP REST security headers). Set as one static object: the API only ever
 * answers JSON, so nothing varies per route (the docs page is outside /v1 and loads its own scripts). The booking
 * page's HTML drops X-Frame-Options for its own frame-ancestors, and its snippet's script is cross-origin
 * (src/modules/bookpage): the only routes that change these.
 */
const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

const KEY_RE = /^[a-z0-9]+_ws_[A-Za-z0-9]{16,128}$/;

/** The APIs callers authenticate to: ours under /v1 and the OCTO supplier API under /octo (src/modules/octo). */
const API_PREFIXES = ['/v1/', '/octo/'];
const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));

/** True when an Authorization header is `Bearer <secret>`, compared in constant time (operator tokens). */
export function bearerMatches(header: string | undefined, secret: string): boolean {
  const given = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
  if (!given) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(secret).digest();
  return timingSafeEqual(a, b);
}

/** `<resource>:<action>` against a key's scopes, with `resource:*`, `*:action` and `*`; no scopes = full access. */
export function hasScope(granted: readonly string[], needed: string): boolean {
  // Every request asks: the exact grant first, without splitting each scope.
  if (granted.length === 0 || granted.includes(needed) || granted.includes('*')) return true;
  const [res, act] = needed.split(':');
  return granted.some((g) => {
    if (g === '*' || g === needed) return true;
    const [gr, ga] = g.split(':');
    return (gr === '*' && ga === act) || (gr === res && ga === '*');
  });
}

/**
 * A second scope a route needs for one of its options (a departure's cancel that also cancels its bookings): 403
 * `SCOPE_REQUIRED` like the route's own check. A session's scopes are its role's, so one rule serves both callers.
 */
export function requireScope(auth: AuthContext, needed: string): void {
  if (hasScope(auth.scopes, needed)) return;
  const who = auth.actor.type === 'user' ? `The ${auth.actor.role} role` : 'This API key';
  throw new ForbiddenError('SCOPE_REQUIRED', `${who} lacks the required scope: ${needed}`, { required_scope: needed });
}

/** Session cookie values are 32 random bytes in base64url; anything else is not looked up. */
const SESSION_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The message of the 403 a key gets on a people-or-keys route (the contract's wording). */
/** The signed-in person behind a request; an API key gets the one 403 every session route answers. */
export function sessionActor(auth: AuthContext): Extract<AuthContext['actor'], { type: 'user' }> {
  if (auth.actor.type !== 'user')
    throw new ForbiddenError('SESSION_REQUIRED', 'This route needs a signed-in session; API keys cannot use it');
  return auth.actor;
}

export const SESSION_ONLY_MESSAGE = 'API keys cannot manage keys or members';

/** A resolved caller: what routes see as `req.auth`, its workspace's budget, and a session's CSRF token. */
interface Caller {
  auth: AuthContext;
  limits: Limits;
  csrfToken: string | null;
}

/** `scheme://host[:port]` with the scheme's default port left out (as browsers send Origin), or null. */
function originOrNull(text: string): string | null {
  try {
    const origin = new URL(text).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

const csrfRejected = (message: string) => new ForbiddenError('CSRF_REJECTED', message);

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function installAuth(
  app: FastifyInstance,
  resolvers: AuthResolvers,
  limits: RateLimits,
  options: AuthOptions = {},
): void {
  app.decorateRequest('auth', null as unknown as AuthContext);
  const routeScopes = new Set<string>();
  app.decorate('routeScopes', routeScopes);
  app.addHook('onRoute', (r) => {
    for (const s of [r.config?.scope ?? []].flat()) routeScopes.add(s);
  });
  /** A role's scopes, expanded once every route exists (the first request comes after that). */
  const roleScopes = new Map<string, string[]>();
  const scopesOf = (role: SessionIdentity['role']) => {
    let scopes = roleScopes.get(role);
    if (!scopes) roleScopes.set(role, (scopes = scopesOfRole(role, routeScopes)));
    return scopes;
  };
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;

  /** This server's origin as the browser sees it: PUBLIC_URL, else the request's protocol and Host. */
  const originOf = (request: FastifyRequest) => publicOrigin ?? originOrNull(`${request.protocol}://${request.host}`);

  /** A cross-site `Origin` (or `null`) is refused; a request without one (not a browser's cross-site request) passes. */
  function checkOrigin(request: FastifyRequest): void {
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const expected = originOf(request);
    if (expected === null || originOrNull(origin) !== expected)
      throw csrfRejected('Cross-site request refused: Origin is not this server');
  }

  function keyCaller(request: FastifyRequest, header: string): MaybePromise<Caller> {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
    if (!token || !KEY_RE.test(token)) throw new UnauthorizedError();
    return andThen(resolvers.resolveKey(token), (identity) => {
      if (!identity) throw new UnauthorizedError();
      const wsHeader = request.headers['x-workspace-id'];
      if (identity.internal) return internalCaller(identity, wsHeader);
      if (wsHeader !== undefined && wsHeader !== identity.workspaceId) {
        throw new ForbiddenError(
          'WORKSPACE_MISMATCH',
          'This API key belongs to another workspace than x-workspace-id names',
        );
      }
      return keyCallerIn(identity, { id: identity.workspaceId, type: identity.workspaceType, limits: identity.limits });
    });
  }

  /** An internal key acts in the workspace its request names (x-workspace-id). */
  async function internalCaller(identity: KeyIdentity, wsHeader: string | string[] | undefined): Promise<Caller> {
    if (typeof wsHeader !== 'string' || !wsHeader) {
      throw new ValidationError('x-workspace-id', 'internal keys must name the workspace in the x-workspace-id header');
    }
    const named = await resolvers.findWorkspace(wsHeader);
    if (!named) throw new NotFoundError('Workspace');
    return keyCallerIn(identity, named);
  }

  function keyCallerIn(identity: KeyIdentity, ws: WorkspaceRef): Caller {
    return {
      auth: {
        actor: { type: 'key', keyId: identity.keyId },
        keyId: identity.keyId,
        workspaceId: ws.id,
        workspaceType: ws.type,
        scopes: identity.scopes,
        internal: identity.internal,
      },
      limits: ws.limits,
      csrfToken: null,
    };
  }

  async function sessionCaller(request: FastifyRequest, reply: FastifyReply, token: string): Promise<Caller> {
    const session = SESSION_TOKEN_RE.test(token) ? await resolvers.resolveSession(token) : null;
    if (!session) {
      // The browser can forget a cookie that no longer opens anything.
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      throw new UnauthorizedError();
    }
    const wsHeader = request.headers['x-workspace-id'];
    if (wsHeader !== undefined && wsHeader !== session.workspaceId) {
      throw new ForbiddenError(
        'WORKSPACE_MISMATCH',
        'This session is signed in to another workspace than x-workspace-id names (switch workspace first)',
      );
    }
    return {
      auth: {
        actor: {
          type: 'user',
          userId: session.userId,
          email: session.email,
          sessionId: session.sessionId,
          role: session.role,
        },
        keyId: null,
        workspaceId: session.workspaceId,
        workspaceType: session.workspaceType,
        scopes: scopesOf(session.role),
        internal: false,
      },
      limits: session.limits,
      csrfToken: session.csrfToken,
    };
  }

  /** `Authorization` (an API key) wins; without it, the session cookie. */
  function authenticate(request: FastifyRequest, reply: FastifyReply): MaybePromise<Caller> {
    const header = request.headers.authorization;
    if (header !== undefined) return keyCaller(request, header);
    const cookie = request.cookies?.[SESSION_COOKIE];
    if (cookie) return sessionCaller(request, reply, cookie);
    throw new UnauthorizedError();
  }

  /** Cookie-authenticated writes: this server's Origin (when sent) and the session's CSRF token. */
  function checkCsrf(request: FastifyRequest, expected: string): void {
    checkOrigin(request);
    const given = request.headers['x-csrf-token'];
    if (typeof given !== 'string' || !given)
      throw csrfRejected('Missing X-CSRF-Token header (GET /v1/auth/session gives the token)');
    if (!sameSecret(given, expected)) throw csrfRejected('X-CSRF-Token does not match the session');
  }

  /** The budget of the client's address (unauthenticated routes, and every failed authentication). */
  const limitByAddress = (request: FastifyRequest, reply: FastifyReply) =>
    applyLimit(limits, reply, ipBucket(request.ip), IP_LIMITS);

  /** A failed authentication spends the address's budget (no free guessing of keys), then fails. */
  const refuse = (request: FastifyRequest, reply: FastifyReply, err: unknown) =>
    andThen(limitByAddress(request, reply), () => {
      throw err;
    });

  /**
   * Everything a request passes before its route: headers, who calls, their budget, CSRF, scopes. Synchronous
   * when the key is cached and the budget counted in memory (the hot path allocates no promise); a promise when
   * a lookup or Redis is needed.
   */
  function admit(request: FastifyRequest, reply: FastifyReply): MaybePromise<void> {
    reply.headers(SECURITY_HEADERS);
    reply.header('x-request-id', request.id);
    const config = request.routeOptions.config;
    // Public routes, unknown routes and everything outside the APIs (health, docs) need no key: limited per IP.
    const url = request.routeOptions.url;
    if (!url || config?.public || !isApiPath(url)) {
      return andThen(limitByAddress(request, reply), () => {
        if (config?.sameOrigin) checkOrigin(request);
      });
    }
    let caller: MaybePromise<Caller>;
    try {
      caller = authenticate(request, reply);
    } catch (err) {
      return refuse(request, reply, err);
    }
    if (caller instanceof Promise)
      return caller.then(
        (c) => admitCaller(request, reply, c),
        (err: unknown) => refuse(request, reply, err),
      );
    return admitCaller(request, reply, caller);
  }

  function admitCaller(request: FastifyRequest, reply: FastifyReply, caller: Caller): MaybePromise<void> {
    return andThen(applyLimit(limits, reply, `ws:${caller.auth.workspaceId}`, caller.limits), () =>
      authorize(request, caller),
    );
  }

  /** What the caller may do here: CSRF for cookie writes, session-only and live-only routes, the route's scope. */
  function authorize(request: FastifyRequest, caller: Caller): void {
    const auth = caller.auth;
    const config = request.routeOptions.config;
    request.auth = auth;
    if (caller.csrfToken !== null && STATE_CHANGING.has(request.method)) checkCsrf(request, caller.csrfToken);
    if (config?.session) sessionActor(auth);
    if (config?.liveOnly && auth.workspaceType === 'sandbox') {
      throw new ForbiddenError('SANDBOX_FEATURE_DISABLED', 'This feature is not available in sandbox workspaces');
    }
    const needed = config?.scope;
    if (needed) {
      const anyOf = Array.isArray(needed) ? needed : [needed];
      if (auth.actor.type === 'user') {
        const role = auth.actor.role;
        if (!anyOf.some((s) => roleAllows(role, s))) {
          throw new ForbiddenError(
            'SCOPE_REQUIRED',
            `The ${role} role lacks the required scope: ${anyOf.join(' or ')}`,
            {
              required_scope: anyOf[0],
            },
          );
        }
      } else if (anyOf.some(isSessionOnly)) {
        throw new ForbiddenError('SESSION_ONLY', SESSION_ONLY_MESSAGE, { required_scope: anyOf[0] });
      } else if (!anyOf.some((s) => hasScope(auth.scopes, s))) {
        throw new ForbiddenError('SCOPE_REQUIRED', `This API key lacks the required scope: ${anyOf.join(' or ')}`, {
          required_scope: anyOf[0],
        });
      }
    }
  }

  // A callback hook, not an async one: on the hot path admit() settles at once and no promise is made.
  app.addHook('onRequest', (request, reply, done) => {
    let pending: MaybePromise<void>;
    try {
      pending = admit(request, reply);
    } catch (err) {
      done(err as Error);
      return;
    }
    if (pending instanceof Promise) pending.then(() => done(), done);
    else done();
  });
}
