// Builds the Fastify app: platform plugins first (ids, auth, limits, idempotency, errors, OpenAPI), then routes.
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Api, Platform } from './platform/index.js';
import { installAuth } from './platform/http/auth.js';
import { installErrorHandling } from './platform/http/errors.js';
import { installIdempotency } from './platform/http/idempotency.js';
import { validatorCompiler } from './platform/http/validation.js';
import { migrationsApplied } from './platform/db/migrate.js';
import { sql } from 'kysely';
import { EVENT_TYPES } from './platform/event-types.js';
import { migrations, registerRoutes, type Services } from './modules/index.js';

/** `req_<random per process><counter>`: unique across processes without paying for randomness per request. */
const REQUEST_ID_PREFIX = randomBytes(6).toString('hex');
let requestCounter = 0;
function nextRequestId(): string {
  requestCounter = (requestCounter + 1) % Number.MAX_SAFE_INTEGER;
  return `req_${REQUEST_ID_PREFIX}${requestCounter.toString(16).padStart(10, '0')}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    servedRoutes: ReadonlyArray<{ method: string; url: string }>;
  }
}

export async function buildApp(p: Platform, services: Services): Promise<Api> {
  const app = Fastify({
    loggerInstance: p.log as FastifyBaseLogger,
    bodyLimit: p.config.bodyLimitBytes,
    genReqId: nextRequestId,
    requestIdHeader: false,
    trustProxy: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    ajv: { customOptions: { coerceTypes: 'array' } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);

  // Every API route, as served: the OpenAPI test checks the document against this list.
  const served: Array<{ method: string; url: string }> = [];
  app.decorate('servedRoutes', served);
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith('/v1/') || r.schema?.hide) return;
    for (const method of [r.method].flat()) if (method !== 'HEAD') served.push({ method, url: r.url });
  });

  installErrorHandling(app);
  installAuth(app, {
    resolveKey: (token) => services.workspaces.resolveKey(token),
    findWorkspace: (id) => services.workspaces.findWorkspaceRef(id),
  }, p.limits);
  installIdempotency(app, p.db, p.config.idempotencyTtlHours);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Travel Commerce API',
        version: '1.0.0',
        description: `Workspace-scoped travel-commerce API. Webhook event types: ${EVENT_TYPES.join(', ')}.`,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: '<prefix>_ws_<random> API key' } } },
      security: [{ bearer: [] }],
    },
  });

  app.get('/healthz', { config: { public: true }, schema: { hide: true } }, async () => ({ ok: true }));
  app.get('/readyz', { config: { public: true }, schema: { hide: true } }, async (_req, reply) => {
    try {
      await sql`select 1`.execute(p.db.kysely);
      if (!(await migrationsApplied(p.db, migrations))) return reply.code(503).send({ ok: false, error: 'Migrations pending' });
      return { ok: true };
    } catch {
      return reply.code(503).send({ ok: false, error: 'Database unreachable' });
    }
  });
  app.get('/metrics', { config: { public: true }, schema: { hide: true } }, async (_req, reply) => {
    reply.header('content-type', p.metrics.registry.contentType);
    return p.metrics.registry.metrics();
  });
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('onResponse', (req, reply, done) => {
    p.metrics.observeRequest(req.method, req.routeOptions.url ?? 'unknown', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.get('/v1/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  await app.register(scalar, {
    routePrefix: '/docs',
    configuration: { url: '/v1/openapi.json' },
    logLevel: 'warn',
  });

  registerRoutes(app, services);
  return app;
}
