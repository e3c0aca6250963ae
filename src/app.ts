// Builds the Fastify app: platform plugins first (ids, auth, limits, idempotency, errors, OpenAPI), then routes.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Api, Platform } from './platform/index.js';
import { installAuth } from './platform/http/auth.js';
import { installBodyGuards } from './platform/http/bodies.js';
import { installConsole } from './platform/http/console.js';
import { frameworkErrors, installErrorHandling } from './platform/http/errors.js';
import { installIdempotency } from './platform/http/idempotency.js';
import { installOpenApi } from './platform/http/openapi.js';
import { lazyRequestLogger, RequestLines } from './platform/http/request-logger.js';
import { validatorCompiler } from './platform/http/validation.js';
import { migrationsApplied } from './platform/db/migrate.js';
import { carryChangeStamp } from './platform/http/change-stamp.js';
import { sql } from 'kysely';
import { AppError, UnauthorizedError } from './platform/errors.js';
import { bearerMatches } from './platform/http/auth.js';
import { DEFAULT_LIMITS } from './platform/rate-limits.js';
import { ERROR_CATALOGUE } from './modules/error-catalogue.js';
import { EVENT_GROUPS } from './modules/event-catalogue.js';
import { API_TAGS } from './modules/api-tags.js';
import { migrationsOf, registerRoutes, type Modules } from './modules/index.js';
import { listenUrl } from './config.js';

/** `req_<random per process><counter>`: unique across processes without paying for randomness per request. */
const REQUEST_ID_PREFIX = randomBytes(6).toString('hex');
let requestCounter = 0;
function nextRequestId(): string {
  requestCounter = (requestCounter + 1) % Number.MAX_SAFE_INTEGER;
  return `req_${REQUEST_ID_PREFIX}${requestCounter.toString(16).padStart(10, '0')}`;
}

/**
 * Fastify's response serializers (fast-json-stringify), each compiled on its route's first answer with that status
 * rather than all at start: compiling the ~1,200 route and status pairs, every one checking the shared schemas again,
 * was most of the start-up time (bench/README.md, "Start-up"). A first answer pays its own compile, once.
 */
function serializersOnFirstUse(): SerializerSelector.SerializerFactory {
  const factory = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    return (route) => {
      let serialize: SerializerSelector.Serializer | undefined;
      return (doc) => (serialize ??= compile(route))(doc);
    };
  };
}

/** A hop count becomes the function Fastify's proxy-addr builds from one (its types take no number). */
function trustProxyOption(
  trust: Platform['config']['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

const INTRODUCTION = path.resolve(import.meta.dirname, '../docs/api-introduction.md');

/** The error catalogue as the introduction's table: every code by status, then name. */
function errorTable(): string {
  const rows = Object.entries(ERROR_CATALOGUE)
    .sort(([a, x], [b, y]) => x.status - y.status || (a < b ? -1 : 1))
    .map(([code, { status, meaning }]) => `| \`${code}\` | ${status} | ${meaning} |`);
  return ['| Code | Status | Meaning |', '|---|---|---|', ...rows].join('\n');
}

/**
 * The document's `info.description`: docs/api-introduction.md with this deployment's figures and the event and
 * error catalogues filled in. A `{{NAME}}` it does not know is an error, not a hole in the document.
 */
export function apiIntroduction(config: Platform['config'], text = fs.readFileSync(INTRODUCTION, 'utf8')): string {
  const catalogue = [
    '| Pattern | Events |',
    '|---|---|',
    ...Object.entries(EVENT_GROUPS).map(
      ([group, types]) => `| \`${group}.*\` | ${types.map((t) => `\`${t}\``).join(', ')} |`,
    ),
  ];
  const values: Record<string, string> = {
    IDEMPOTENCY_TTL_HOURS: String(config.idempotencyTtlHours),
    LIVE_PER_MINUTE: String(DEFAULT_LIMITS.live.perMinute),
    LIVE_BURST: String(DEFAULT_LIMITS.live.burst),
    SANDBOX_PER_MINUTE: String(DEFAULT_LIMITS.sandbox.perMinute),
    SANDBOX_BURST: String(DEFAULT_LIMITS.sandbox.burst),
    EVENT_CATALOGUE: catalogue.join('\n'),
    ERROR_CATALOGUE: errorTable(),
  };
  return text.trim().replace(/\{\{([A-Z_]+)\}\}/g, (_all, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`docs/api-introduction.md: unknown placeholder {{${name}}}`);
    return value;
  });
}

/** A route the API serves, with who may call it (the OpenAPI test checks the document against these). */
export interface ServedRoute {
  method: string;
  url: string;
  /** The scopes any one of which grants the route (none: public, or any valid key). */
  scopes: string[];
  public: boolean;
  /** Only a signed-in session may call it (the /v1/auth routes), whatever the scopes. */
  session: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    servedRoutes: ReadonlyArray<ServedRoute>;
  }
}

export async function buildApp(p: Platform, modules: Modules): Promise<Api> {
  const workspaces = modules.workspaces.services;
  const migrations = migrationsOf(modules);
  const app = Fastify({
    loggerInstance: p.log as FastifyBaseLogger,
    bodyLimit: p.config.bodyLimitBytes,
    genReqId: nextRequestId,
    requestIdHeader: false,
    trustProxy: trustProxyOption(p.config.trustProxy),
    // A request arriving while the server closes is answered by installErrorHandling's hook, with a code.
    return503OnClosing: false,
    frameworkErrors,
    forceCloseConnections: 'idle',
    ajv: { customOptions: { coerceTypes: 'array' } },
    childLoggerFactory: lazyRequestLogger,
    logController: new RequestLines(p.log),
    schemaController: { compilersFactory: { buildSerializer: serializersOnFirstUse() } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);

  // Every API route, as served: the OpenAPI test checks the document against this list.
  const served: ServedRoute[] = [];
  app.decorate('servedRoutes', served);
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith('/v1/') || r.schema?.hide) return;
    const access = {
      scopes: [r.config?.scope ?? []].flat(),
      public: r.config?.public === true,
      session: r.config?.session === true,
    };
    for (const method of [r.method].flat()) if (method !== 'HEAD') served.push({ method, url: r.url, ...access });
  });

  installErrorHandling(app);
  installBodyGuards(app);
  // Parses the Cookie header before the auth hook reads the session cookie (tc_session), and sets it on sign-in.
  await app.register(cookie);
  installAuth(
    app,
    {
      resolveKey: (token) => workspaces.resolveKey(token),
      findWorkspace: (id) => workspaces.findWorkspaceRef(id),
      resolveSession: (token) => modules.accounts.services.sessions.resolve(token),
    },
    p.limits,
    { publicUrl: p.config.publicUrl },
  );
  installIdempotency(app, p.db, p.config.idempotencyTtlHours);
  carryChangeStamp(app, p.db);

  await installOpenApi(app, {
    title: 'Travel Commerce API',
    version: '1.0.0',
    introduction: apiIntroduction(p.config),
    publicUrl: p.config.publicUrl ?? listenUrl(p.config),
    tags: API_TAGS,
    errorCodes: ERROR_CATALOGUE,
  });

  // Someone who opens the server's address finds where to go (the API itself is under /v1).
  const base = p.config.publicUrl ?? '';
  const home = {
    name: 'Travel Commerce API',
    message: `The workspace console is at ${base}/console, the API reference at ${base}/docs and the OpenAPI document at ${base}/v1/openapi.json.`,
    links: { console: `${base}/console`, docs: `${base}/docs`, openapi: `${base}/v1/openapi.json` },
  };
  app.get('/', { config: { public: true }, schema: { hide: true } }, async () => home);
  app.get('/healthz', { config: { public: true }, schema: { hide: true } }, async () => ({ ok: true }));
  app.get('/readyz', { config: { public: true }, schema: { hide: true } }, async (_req, reply) => {
    const notReady = (why: string) =>
      reply.code(503).send({ ok: false, ...new AppError(503, 'SERVICE_UNAVAILABLE', why).body() });
    try {
      await sql`select 1`.execute(p.db.kysely);
      if (!(await migrationsApplied(p.db, migrations))) return notReady('Migrations pending');
      return { ok: true };
    } catch {
      return notReady('Database unreachable');
    }
  });
  // On the API port only with METRICS_TOKEN (the figures tell an outsider about traffic and workspaces); a
  // scraper without the token uses the listener of its own (METRICS_PORT, startMetricsListener).
  const metricsToken = p.config.metricsToken;
  if (metricsToken) {
    app.get('/metrics', { config: { public: true }, schema: { hide: true } }, async (req, reply) => {
      if (!bearerMatches(req.headers.authorization, metricsToken)) throw new UnauthorizedError();
      reply.header('content-type', p.metrics.registry.contentType);
      return p.metrics.registry.metrics();
    });
  }
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('onResponse', (req, reply, done) => {
    p.metrics.observeRequest(req.method, req.routeOptions.url ?? 'unknown', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.get('/v1/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  // Browsers ask for it on every page; nothing to show, and no 404 in the console.
  app.get('/favicon.ico', { config: { public: true }, schema: { hide: true } }, async (_req, reply) =>
    reply.code(204).send(),
  );
  // Imported here, not at the top: the CLI imports this file (its demo serves the API in-process) and never serves /docs.
  const { default: scalar } = await import('@scalar/fastify-api-reference');
  await app.register(scalar, {
    routePrefix: '/docs',
    // Offline: no fonts, request proxy, telemetry, AI agent or SDK generator from outside hosts; the page talks to
    // this server only (test/platform/docs-page.test.ts loads it in a browser and checks).
    configuration: {
      url: '/v1/openapi.json',
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      showDeveloperTools: 'never',
      hideClientButton: true,
    },
    logLevel: 'warn',
  });

  await installConsole(app, p.config.consoleDir);

  registerRoutes(app, modules);
  return app;
}
