// The platform a process runs on: database, outbox, job queue, rate limits and logger, built once from Config.
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { pino, type DestinationStream, type Logger } from 'pino';
import type PinoPretty from 'pino-pretty';
import { ConfigError, type Config } from '../config.js';
import { openDatabase, type Database } from './db/index.js';
import { Outbox } from './events.js';
import { JobQueue } from './jobs.js';
import { RateLimits } from './rate-limits.js';
import { Metrics } from './metrics.js';
import { Retention } from './retention.js';
import { idempotencyRetention } from './http/idempotency.js';

export interface Platform {
  config: Config;
  db: Database;
  outbox: Outbox;
  jobs: JobQueue;
  limits: RateLimits;
  log: Logger;
  metrics: Metrics;
  /** Rules deleting rows past their window; the worker runs them (retention.ts). */
  retention: Retention;
  redis?: Redis;
  /** The PostgreSQL schema this process uses (tests), passed to extra connections (LISTEN, migration lock). */
  pgSchema?: string;
}

export type { Api } from './module.js';

export const REDACT = [
  'req.headers.authorization',
  'req.headers["x-signature"]',
  'req.headers["verification-token"]',
  'secret',
  'key',
  '*.secret',
  '*.key',
];

/** Query parameters whose values are secrets or customer codes (voucher codes, tokens): never written to logs. */
const SECRET_QUERY_PARAMS = /^(code|token|key|api_?key|secret|password|signature|sig|access_token)$/i;

/** `url` with the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed escape is logged as sent
      }
      return eq >= 0 && SECRET_QUERY_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}

/** A request as log lines show it (Fastify's request line, `RequestLines`): secret query values taken out of the URL. */
export function loggedRequest(req: LoggedRequest) {
  return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip };
}

/** Human-readable lines for a person at a terminal (or when asked for), JSON lines for log collectors. */
export function prettyLogs(format: Config['logFormat'], stdoutIsTerminal: boolean): boolean {
  return format === 'pretty' || (format === 'auto' && stdoutIsTerminal);
}

// Loaded only where used (pretty logs, REDIS_URL): a process that needs neither, as the CLI mostly is, starts
// without reading their modules.
const require = createRequire(import.meta.url);

export function createLogger(config: Config, destination?: DestinationStream): Logger {
  const terminal = !destination && Boolean(process.stdout.isTTY);
  const out = prettyLogs(config.logFormat, terminal)
    ? (require('pino-pretty') as typeof PinoPretty)({
        destination: destination ?? 1,
        colorize: terminal,
        translateTime: 'SYS:HH:MM:ss.l',
        ignore: 'pid,hostname',
        sync: true,
      })
    : destination;
  return pino(
    {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      // Fastify's request line, with secret query values taken out of the URL.
      serializers: { req: loggedRequest },
    },
    out,
  );
}

export interface PlatformOptions {
  log?: Logger;
  pgSchema?: string;
  poolSize?: number;
  /** SQLite: checkpoint the WAL on a thread of its own (the server and worker processes). */
  backgroundCheckpoints?: boolean;
}

export function createPlatform(config: Config, opts: PlatformOptions = {}): Platform {
  const log = opts.log ?? createLogger(config);
  let db: Database;
  try {
    db = openDatabase(config.databaseUrl, {
      schema: opts.pgSchema,
      poolSize: opts.poolSize,
      backgroundCheckpoints: opts.backgroundCheckpoints,
    });
  } catch (err) {
    throw unreachable(config.databaseUrl, err);
  }
  const redis = config.redisUrl
    ? new (require('ioredis') as typeof import('ioredis')).Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : undefined;
  redis?.on('error', (err) => log.warn({ err: err.message }, 'redis error'));
  const metrics = new Metrics(db);
  const jobs = new JobQueue(db, {
    onOutcome: (kind, outcome) => metrics.jobs.inc({ kind, outcome }),
    log: log.child({ component: 'worker' }),
    pollMs: config.workerPollMs,
    concurrency: config.workerConcurrency,
    leaseMs: Math.max(60_000, config.webhookTimeoutMs * 3),
    listenUrl: db.dialect === 'postgres' ? { url: pgUrlWithSchema(config.databaseUrl, opts.pgSchema) } : undefined,
  });
  const retention = new Retention((rule, rows) => metrics.retentionDeleted.inc({ rule }, rows));
  retention.register(idempotencyRetention(db));
  return {
    config,
    db,
    outbox: new Outbox(db),
    jobs,
    limits: new RateLimits(redis),
    log,
    metrics,
    retention,
    redis,
    pgSchema: opts.pgSchema,
  };
}

/** How long start-up waits for the database's first answer (a host that drops packets never refuses). */
const REACH_TIMEOUT_MS = 10_000;

/** DATABASE_URL as an error may show it: the file, or the server and database without user and password. */
function databaseTarget(url: string): string {
  if (url.startsWith('sqlite:')) return url;
  try {
    const u = new URL(url);
    return `PostgreSQL at ${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

function unreachable(url: string, err: unknown): ConfigError {
  const { code, message } = err as { code?: unknown; message?: unknown };
  const text = String(message ?? err).replace(/\s*\n\s*/g, ' ');
  const reason = typeof code === 'string' && !text.startsWith(code) ? `${code}: ${text}` : text;
  return new ConfigError(
    'DATABASE_URL',
    `cannot open ${databaseTarget(url)} (${reason}); it takes sqlite:<file in a writable folder> or postgres://user:password@host:port/database`,
  );
}

/**
 * createPlatform for a process (server, worker, CLI), and the database's first answer: a DATABASE_URL that cannot be
 * opened or reached is a ConfigError naming it, not a driver's stack trace later.
 */
export async function startPlatform(config: Config, opts: PlatformOptions = {}): Promise<Platform> {
  const p = createPlatform(config, opts);
  let timer: NodeJS.Timeout | undefined;
  try {
    const late = new Promise<never>(
      (_, reject) =>
        (timer = setTimeout(
          () => reject(new Error(`no answer within ${REACH_TIMEOUT_MS / 1000} s`)),
          REACH_TIMEOUT_MS,
        )),
    );
    await Promise.race([sql`select 1`.execute(p.db.kysely), late]);
  } catch (err) {
    void closePlatform(p).catch(() => undefined);
    throw unreachable(config.databaseUrl, err);
  } finally {
    clearTimeout(timer);
  }
  return p;
}

function pgUrlWithSchema(url: string, schema?: string): string {
  if (!schema) return url;
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

export async function closePlatform(p: Platform): Promise<void> {
  await p.jobs.stop();
  await p.db.close();
  p.redis?.disconnect();
}
