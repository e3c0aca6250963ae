// Authentication, rate limiting and scope checks, run for every request before its body is read, so 401s, 404s,
// 413s and 429s all carry the request id and rate-limit headers.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ForbiddenError, UnauthorizedError, ValidationError } from '../errors.js';
import type { AuthContext, KeyIdentity, WorkspaceRef } from '../identity.js';
import { ipBucket, type RateLimits } from '../rate-limits.js';
import { applyLimit, IP_LIMITS } from './rate-limit.js';

export interface AuthResolvers {
  /** The active key whose value is `token`, or null (unknown, revoked). */
  resolveKey(token: string): Promise<KeyIdentity | null>;
  findWorkspace(id: string): Promise<WorkspaceRef | null>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No API key: limited per client IP instead of per workspace. */
    public?: boolean;
    /** The scope (or any one of the scopes) the route needs. */
    scope?: string | string[];
    /** Refused to sandbox workspaces (the marketplace), checked right after authentication. */
    liveOnly?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext;
  }
}

/**
 * Headers every answer carries (OWASP REST security headers). Set as one static object: the API only ever
 * answers JSON, so nothing varies per route (the docs page is outside /v1 and loads its own scripts).
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
  if (granted.length === 0) return true;
  const [res, act] = needed.split(':');
  return granted.some((g) => {
    if (g === '*' || g === needed) return true;
    const [gr, ga] = g.split(':');
    return (gr === '*' && ga === act) || (gr === res && ga === '*');
  });
}

export function installAuth(app: FastifyInstance, resolvers: AuthResolvers, limits: RateLimits): void {
  app.decorateRequest('auth', null as unknown as AuthContext);

  async function authenticate(request: FastifyRequest): Promise<KeyIdentity> {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    const token = match?.[1];
    if (!token || !KEY_RE.test(token)) throw new UnauthorizedError();
    const identity = await resolvers.resolveKey(token);
    if (!identity) throw new UnauthorizedError();
    const wsHeader = request.headers['x-workspace-id'];
    if (identity.internal) {
      if (typeof wsHeader !== 'string' || !wsHeader) {
        throw new ValidationError('x-workspace-id', 'internal keys must name the workspace in the x-workspace-id header');
      }
      const ws = await resolvers.findWorkspace(wsHeader);
      if (!ws) throw new AppError(404, 'Workspace not found');
      return { ...identity, workspaceId: ws.id, workspaceType: ws.type, limits: ws.limits };
    }
    if (wsHeader !== undefined && wsHeader !== identity.workspaceId) {
      throw new ForbiddenError('This API key belongs to another workspace than x-workspace-id names');
    }
    return identity;
  }

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    reply.header('x-request-id', request.id);
    const config = request.routeOptions.config;
    // Public routes, unknown routes and everything outside /v1 (health, docs) need no key: limited per IP.
    const url = request.routeOptions.url;
    if (!url || config?.public || !url.startsWith('/v1/')) {
      await applyLimit(limits, reply, ipBucket(request.ip), IP_LIMITS);
      return;
    }
    let identity: KeyIdentity;
    try {
      identity = await authenticate(request);
    } catch (err) {
      await applyLimit(limits, reply, ipBucket(request.ip), IP_LIMITS);
      throw err;
    }
    await applyLimit(limits, reply, `ws:${identity.workspaceId}`, identity.limits);
    request.auth = {
      keyId: identity.keyId,
      workspaceId: identity.workspaceId,
      workspaceType: identity.workspaceType,
      scopes: identity.scopes,
      internal: identity.internal,
    };
    if (config?.liveOnly && identity.workspaceType === 'sandbox') {
      throw new ForbiddenError('This feature is not available in sandbox workspaces', { code: 'SANDBOX_FEATURE_DISABLED' });
    }
    const needed = config?.scope;
    if (needed) {
      const anyOf = Array.isArray(needed) ? needed : [needed];
      if (!anyOf.some((s) => hasScope(identity.scopes, s))) {
        throw new ForbiddenError(`This API key lacks the required scope: ${anyOf.join(' or ')}`, { required_scope: anyOf[0] });
      }
    }
  });
}
