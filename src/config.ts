// Every environment variable the service reads, parsed and typed in one place; the README lists them.
import path from 'node:path';
import ipaddr from 'ipaddr.js';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  redisUrl: string | undefined;
  logLevel: string;
  /** `auto` (human-readable lines on a terminal, JSON otherwise), `json` or `pretty`. */
  logFormat: 'auto' | 'json' | 'pretty';
  bodyLimitBytes: number;
  worker: boolean;
  workerPollMs: number;
  workerConcurrency: number;
  webhookTimeoutMs: number;
  webhookRetryBaseMs: number;
  webhookRetryMaxMs: number;
  webhookAllowPrivateTargets: boolean;
  paymentNotifySecret: string | undefined;
  paymentNotifyAllowedIps: string[];
  /** Which verifier checks inbound payment notifications: `hmac` (X-Signature) or `jwt` (Verification-token). */
  paymentNotifyVerifier: string;
  paymentNotifyJwtPublicKey: string | undefined;
  paymentNotifyJwtIssuer: string | undefined;
  paymentNotifyJwtAudience: string | undefined;
  /** Largest payment notification body read and stored, in bytes; a larger one is answered 413. */
  paymentNotifyMaxBodyBytes: number;
  /** The notify route's own budget per client address (on top of the public routes' per-IP limit). */
  paymentNotifyRatePerMinute: number;
  paymentNotifyRateBurst: number;
  /** Days a payment notification's audit row is kept (retention.ts; some are kept longer, see payments.ts). */
  paymentNotificationsRetentionDays: number;
  /** Minutes a booking-wizard session lives after its last change. */
  wizardSessionTtlMinutes: number;
  /** Bounds and default of a booking hold's length (POST /v1/bookings `hold`, POST /v1/bookings/:id/extend); the default is also a wizard submission's hold. */
  holdMinMinutes: number;
  holdMaxMinutes: number;
  holdDefaultMinutes: number;
  idempotencyTtlHours: number;
  /** Minutes between two retention runs of the worker (rows past their window deleted). */
  retentionIntervalMinutes: number;
  /** Days a finished webhook delivery (succeeded, failed, cancelled) is kept after its last change. */
  webhookDeliveriesRetentionDays: number;
  /** Days an event is kept (the events API's window); an event whose deliveries are still pending stays until they end. */
  eventsRetentionDays: number;
  /** Days an entry of the audit log (people, keys, sign-ins) is kept. */
  auditLogRetentionDays: number;
  galleryDir: string;
  /** Largest gallery upload accepted, in bytes (the decoded file, whether sent as multipart or base64 JSON). */
  galleryMaxFileBytes: number;
  /** Largest file a base64 JSON upload may carry (decoded); the whole file sits in memory, so lower than multipart. */
  galleryMaxJsonFileBytes: number;
  /** What one workspace's gallery may hold: bytes and files (deleted files give theirs back). */
  galleryQuotaBytes: number;
  galleryQuotaFiles: number;
  /** Minutes after its last write that stored bytes without a committed row are swept (an upload in flight is younger). */
  galleryOrphanMinutes: number;
  /** Largest public form submission (the JSON body), in bytes. */
  formSubmitMaxBytes: number;
  /** Public form submissions allowed per client address, and per form from all addresses together. */
  formSubmitPerIp: { perMinute: number; burst: number };
  formSubmitPerForm: { perMinute: number; burst: number };
  keyPrefix: string;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): false (default: the socket's address is the
   * client), the number of proxy hops in front of the service, or the proxies' addresses and CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** Bearer token that GET /metrics on the API port requires; unset, the API port does not serve /metrics. */
  metricsToken: string | undefined;
  /** A listener of its own for /metrics (no token), e.g. for a scraper on a private network; unset, none. */
  metricsPort: number | undefined;
  metricsHost: string;
  /**
   * PUBLIC_URL: where clients reach this server (scheme, host, port and any path prefix a proxy adds; no `/v1`), e.g.
   * https://api.example.com behind a proxy that rewrites the host. It is the OpenAPI document's `servers` (unset: the
   * listen address, `listenUrl`), the origin cookie-authenticated requests must come from and the base of the
   * console's setup links (unset: the request's own protocol and Host).
   */
  publicUrl: string | undefined;
  /** Minutes a console session lives after its last request. */
  sessionIdleMinutes: number;
  /** Hours a console session lives at most, however active. */
  sessionMaxHours: number;
  /** The built console (`npm run console:build`) served at /console; missing, /console answers 503. */
  consoleDir: string;
}

/**
 * A setting the process cannot start with. Its message is one line, `NAME: what it accepts, got "value"`, which the
 * processes print alone, without a stack (src/main.ts, src/cli.ts).
 */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable}: ${problem}`);
    this.name = 'ConfigError';
  }
}

/** pino's levels, quietest last. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(
      name,
      `must be ${max === Number.MAX_SAFE_INTEGER ? `an integer >= ${min}` : `an integer from ${min} to ${max}`}, got "${raw}"`,
    );
  }
  return n;
}

/** A TCP port; 0 (PORT only) asks the system for a free one. */
function port(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  return int(env, name, fallback, min, 65_535);
}

/** HOLD_MIN_MINUTES ≤ HOLD_DEFAULT_MINUTES ≤ HOLD_MAX_MINUTES, all at least 1. */
function holdBounds(env: NodeJS.ProcessEnv): Pick<Config, 'holdMinMinutes' | 'holdMaxMinutes' | 'holdDefaultMinutes'> {
  const holdMinMinutes = int(env, 'HOLD_MIN_MINUTES', 1, 1);
  const holdMaxMinutes = int(env, 'HOLD_MAX_MINUTES', 1440, 1);
  const holdDefaultMinutes = int(env, 'HOLD_DEFAULT_MINUTES', 30, 1);
  if (holdMinMinutes > holdMaxMinutes)
    throw new ConfigError(
      'HOLD_MIN_MINUTES',
      `must not exceed HOLD_MAX_MINUTES (${holdMaxMinutes}), got "${holdMinMinutes}"`,
    );
  if (holdDefaultMinutes < holdMinMinutes || holdDefaultMinutes > holdMaxMinutes) {
    throw new ConfigError(
      'HOLD_DEFAULT_MINUTES',
      `must lie between HOLD_MIN_MINUTES (${holdMinMinutes}) and HOLD_MAX_MINUTES (${holdMaxMinutes}), got "${holdDefaultMinutes}"`,
    );
  }
  return { holdMinMinutes, holdMaxMinutes, holdDefaultMinutes };
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'off', 'no'].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false (also 1/0, on/off, yes/no), got "${env[name]}"`);
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw))
    throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${env[name]}"`);
  return raw as T;
}

function list(env: NodeJS.ProcessEnv, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A dotted-quad IPv4 or an IPv6 address, optionally with a prefix length (ipaddr.js alone also takes `1.2.3`). */
function isAddressOrRange(text: string): boolean {
  const [address = '', bits] = text.split('/');
  const isAddress =
    ipaddr.IPv4.isValidFourPartDecimal(address) || (address.includes(':') && ipaddr.IPv6.isValid(address));
  if (!isAddress || bits === undefined) return isAddress;
  try {
    ipaddr.parseCIDR(text);
    return true;
  } catch {
    return false;
  }
}

function trustProxy(env: NodeJS.ProcessEnv): Config['trustProxy'] {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (raw === '' || ['false', 'off', 'no', '0'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = list(env, 'TRUST_PROXY');
  for (const e of entries) {
    if (!isAddressOrRange(e))
      throw new ConfigError(
        'TRUST_PROXY',
        `must be a hop count or a comma-separated list of proxy addresses and CIDR ranges, got "${e}"`,
      );
  }
  return entries;
}

/** The listen address as a URL (a wildcard host becomes the loopback address, where a local client reaches it). */
export function listenUrl(config: Pick<Config, 'host' | 'port'>): string {
  const { host, port } = config;
  const local = host === '0.0.0.0' || host === '' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
}

/** PUBLIC_URL: an absolute http(s) URL without query, fragment or credentials, kept without a trailing slash. */
function publicUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('PUBLIC_URL', `must be an absolute http(s) URL, got "${raw}"`);
  }
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    url.search ||
    url.hash ||
    url.username ||
    url.password ||
    raw.includes('?') ||
    raw.includes('#')
  ) {
    throw new ConfigError('PUBLIC_URL', `must be an http(s) URL without query, fragment or credentials, got "${raw}"`);
  }
  if (/\/v1\/?$/.test(url.pathname))
    throw new ConfigError('PUBLIC_URL', `is where the API is, without /v1 (the paths start with it), got "${raw}"`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** DATABASE_URL's form; whether the database can be opened is found out at start (src/main.ts). */
function databaseUrl(env: NodeJS.ProcessEnv): string {
  const raw = env.DATABASE_URL || `sqlite:${path.join('.', 'data', 'travel.sqlite')}`;
  if (!/^(sqlite:.|postgres(ql)?:\/\/.)/.test(raw)) {
    // Shown without what a URL carries before `@` (a password).
    throw new ConfigError(
      'DATABASE_URL',
      `must be sqlite:<file> or postgres://user:password@host:port/database, got "${raw.replace(/\/\/[^/]*@/, '//…@')}"`,
    );
  }
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: port(env, 'PORT', 3000, 0),
    host: env.HOST || '127.0.0.1',
    databaseUrl: databaseUrl(env),
    redisUrl: env.REDIS_URL || undefined,
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    logFormat: oneOf(env, 'LOG_FORMAT', ['auto', 'json', 'pretty'] as const, 'auto'),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1),
    worker: bool(env, 'WORKER', true),
    workerPollMs: int(env, 'WORKER_POLL_MS', 1000, 10),
    workerConcurrency: int(env, 'WORKER_CONCURRENCY', 16, 1),
    webhookTimeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 1),
    webhookRetryBaseMs: int(env, 'WEBHOOK_RETRY_BASE_MS', 30_000, 1),
    webhookRetryMaxMs: int(env, 'WEBHOOK_RETRY_MAX_MS', 6 * 60 * 60 * 1000, 1),
    webhookAllowPrivateTargets: bool(env, 'WEBHOOK_ALLOW_PRIVATE_TARGETS', false),
    paymentNotifySecret: env.PAYMENT_NOTIFY_SECRET || undefined,
    paymentNotifyAllowedIps: list(env, 'PAYMENT_NOTIFY_ALLOWED_IPS'),
    paymentNotifyVerifier: (env.PAYMENT_NOTIFY_VERIFIER || 'hmac').trim().toLowerCase(),
    // PEM keys often arrive through one-line environment variables with literal "\n".
    paymentNotifyJwtPublicKey: env.PAYMENT_NOTIFY_JWT_PUBLIC_KEY?.replace(/\\n/g, '\n') || undefined,
    paymentNotifyJwtIssuer: env.PAYMENT_NOTIFY_JWT_ISSUER || undefined,
    paymentNotifyJwtAudience: env.PAYMENT_NOTIFY_JWT_AUDIENCE || undefined,
    paymentNotifyMaxBodyBytes: int(env, 'PAYMENT_NOTIFY_MAX_BODY_BYTES', 64 * 1024, 4096),
    paymentNotifyRatePerMinute: int(env, 'PAYMENT_NOTIFY_RATE_PER_MINUTE', 120, 1),
    paymentNotifyRateBurst: int(env, 'PAYMENT_NOTIFY_RATE_BURST', 10, 1),
    paymentNotificationsRetentionDays: int(env, 'PAYMENT_NOTIFICATIONS_RETENTION_DAYS', 180, 1),
    wizardSessionTtlMinutes: int(env, 'WIZARD_SESSION_TTL_MINUTES', 60, 1),
    ...holdBounds(env),
    idempotencyTtlHours: int(env, 'IDEMPOTENCY_TTL_HOURS', 24, 1),
    retentionIntervalMinutes: int(env, 'RETENTION_INTERVAL_MINUTES', 60, 1),
    webhookDeliveriesRetentionDays: int(env, 'WEBHOOK_DELIVERIES_RETENTION_DAYS', 30, 1),
    eventsRetentionDays: int(env, 'EVENTS_RETENTION_DAYS', 30, 1),
    auditLogRetentionDays: int(env, 'AUDIT_LOG_RETENTION_DAYS', 365, 1),
    galleryDir: env.GALLERY_DIR || path.join('.', 'data', 'gallery'),
    galleryMaxFileBytes: int(env, 'GALLERY_MAX_FILE_BYTES', 25 * 1024 * 1024, 1),
    galleryMaxJsonFileBytes: int(env, 'GALLERY_MAX_JSON_FILE_BYTES', 5 * 1024 * 1024, 1),
    galleryQuotaBytes: int(env, 'GALLERY_QUOTA_BYTES', 5 * 1024 ** 3, 1),
    galleryQuotaFiles: int(env, 'GALLERY_QUOTA_FILES', 10_000, 1),
    galleryOrphanMinutes: int(env, 'GALLERY_ORPHAN_MINUTES', 60, 1),
    formSubmitMaxBytes: int(env, 'FORM_SUBMIT_MAX_BYTES', 64 * 1024, 1),
    formSubmitPerIp: {
      perMinute: int(env, 'FORM_SUBMIT_IP_PER_MINUTE', 20, 1),
      burst: int(env, 'FORM_SUBMIT_IP_BURST', 5, 1),
    },
    formSubmitPerForm: {
      perMinute: int(env, 'FORM_SUBMIT_FORM_PER_MINUTE', 120, 1),
      burst: int(env, 'FORM_SUBMIT_FORM_BURST', 20, 1),
    },
    keyPrefix: 'tca',
    trustProxy: trustProxy(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsPort: env.METRICS_PORT ? port(env, 'METRICS_PORT', 0) : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    publicUrl: publicUrl(env),
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 60, 1),
    sessionMaxHours: int(env, 'SESSION_MAX_HOURS', 12, 1),
    consoleDir: path.resolve(env.CONSOLE_DIR || path.join(import.meta.dirname, '..', 'console', 'dist')),
  };
}
