// Every environment variable the service reads, parsed and typed in one place (DESIGN §6).
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  redisUrl: string | undefined;
  logLevel: string;
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
  /** Minutes a booking-wizard session lives after its last change. */
  wizardSessionTtlMinutes: number;
  idempotencyTtlHours: number;
  galleryDir: string;
  /** Largest gallery upload accepted, in bytes (the decoded file, whether sent as multipart or base64 JSON). */
  galleryMaxFileBytes: number;
  keyPrefix: string;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return n;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'off', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be true/false, got "${env[name]}"`);
}

function list(env: NodeJS.ProcessEnv, name: string): string[] {
  return (env[name] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int(env, 'PORT', 3000),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || `sqlite:${path.join('.', 'data', 'travel.sqlite')}`,
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
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
    wizardSessionTtlMinutes: int(env, 'WIZARD_SESSION_TTL_MINUTES', 60, 1),
    idempotencyTtlHours: int(env, 'IDEMPOTENCY_TTL_HOURS', 24, 1),
    galleryDir: env.GALLERY_DIR || path.join('.', 'data', 'gallery'),
    galleryMaxFileBytes: int(env, 'GALLERY_MAX_FILE_BYTES', 25 * 1024 * 1024, 1),
    keyPrefix: 'tca',
  };
}
