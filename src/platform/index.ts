// The platform a process runs on: database, outbox, job queue, rate limits and logger, built once from Config.
import { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from '../config.js';
import { openDatabase, type Database } from './db/index.js';
import { Outbox } from './events.js';
import { JobQueue } from './jobs.js';
import { RateLimits } from './http/rate-limit.js';
import { Metrics } from './metrics.js';
import type { Migrations } from './db/migrate.js';

export interface Platform {
  config: Config;
  db: Database;
  outbox: Outbox;
  jobs: JobQueue;
  limits: RateLimits;
  log: Logger;
  metrics: Metrics;
  redis?: Redis;
  /** The PostgreSQL schema this process uses (tests), passed to extra connections (LISTEN, migration lock). */
  pgSchema?: string;
}

/** The Fastify instance type every module's routes are written against. */
export type Api = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>;

/** What a business area contributes: its tables, its services' wiring (jobs, hooks) and its routes. */
export interface Module<S> {
  name: string;
  migrations?: Migrations;
  routes?: (app: Api, services: S, platform: Platform) => void;
}

export const REDACT = [
  'req.headers.authorization',
  'req.headers["x-signature"]',
  'req.headers["verification-token"]',
  'secret',
  'key',
  '*.secret',
  '*.key',
];

export function createLogger(config: Config): Logger {
  return pino({ level: config.logLevel, redact: { paths: REDACT, censor: '[redacted]' } });
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
  const db = openDatabase(config.databaseUrl, { schema: opts.pgSchema, poolSize: opts.poolSize, backgroundCheckpoints: opts.backgroundCheckpoints });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false }) : undefined;
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
  return { config, db, outbox: new Outbox(), jobs, limits: new RateLimits(redis), log, metrics, redis, pgSchema: opts.pgSchema };
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
