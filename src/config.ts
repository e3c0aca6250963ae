// Every environment variable the service reads, declared once: the field of `Config` it fills, how it is read, its
// default, its bounds and its one line of help. `Config`'s type and `loadConfig` come from SETTINGS, and the README's
// configuration table is generated from it (`npm run config:docs`; test/platform/config.test.ts fails when it is
// stale). To add a setting, declare it here, in the README's order, and run `npm run config:docs`.
import path from 'node:path';
import ipaddr from 'ipaddr.js';

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

/** One environment variable: its name, its help, what it accepts and how its text becomes a value. */
export interface Setting<T> {
  readonly env: string;
  /** One line for the README's table. */
  readonly help: string;
  /** Listed on the README row of the setting declared just before it. */
  readonly sameRow?: boolean;
  /** The default as the README shows it, where the value itself would not say it (a path found at run time). */
  readonly shown?: string;
  /** Integers: the bounds (`max` unset: none), and whether the value is a number of bytes. */
  readonly min?: number;
  readonly max?: number;
  readonly bytes?: boolean;
  /** A choice: the values it takes. */
  readonly values?: readonly string[];
  /** The value of the variable's text (`undefined` when unset: the default); a bad one is a ConfigError. */
  read(raw: string | undefined): T;
}

/** What every declaration names. */
type Declaration = Pick<Setting<unknown>, 'env' | 'help' | 'sameRow' | 'shown'>;

function int<D extends number | undefined>(
  d: Declaration & { default: D; min: number; max?: number; bytes?: boolean },
): Setting<number | D> {
  const { min, max } = d;
  return {
    ...d,
    read(raw) {
      if (raw === undefined || raw === '') return d.default;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < min || (max !== undefined && n > max)) {
        const range = max === undefined ? `an integer >= ${min}` : `an integer from ${min} to ${max}`;
        throw new ConfigError(d.env, `must be ${range}, got "${raw}"`);
      }
      return n;
    },
  };
}

/** Text as given; `parse` checks or reshapes it (the default too). */
function text<D extends string | undefined>(
  d: Declaration & { default: D; parse?: (value: string) => string },
): Setting<string | D> {
  return {
    ...d,
    read(raw) {
      const value = raw || d.default;
      return value === undefined ? d.default : (d.parse?.(value) ?? value);
    },
  };
}

function bool(d: Declaration & { default: boolean }): Setting<boolean> {
  return {
    ...d,
    read(raw) {
      const value = raw?.trim().toLowerCase();
      if (value === undefined || value === '') return d.default;
      if (['1', 'true', 'on', 'yes'].includes(value)) return true;
      if (['0', 'false', 'off', 'no'].includes(value)) return false;
      throw new ConfigError(d.env, `must be true or false (also 1/0, on/off, yes/no), got "${raw}"`);
    },
  };
}

/** One of `values`, in any case. */
function oneOf<const V extends readonly string[]>(
  d: Declaration & { values: V; default: V[number] },
): Setting<V[number]> {
  return {
    ...d,
    read(raw) {
      const value = raw?.trim().toLowerCase();
      if (value === undefined || value === '') return d.default;
      if (!d.values.includes(value))
        throw new ConfigError(d.env, `must be one of ${d.values.join(', ')}, got "${raw}"`);
      return value;
    },
  };
}

function splitList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Comma-separated text; unset, an empty list. */
function list(d: Declaration): Setting<string[]> {
  return { ...d, read: splitList };
}

/** A setting read by a function of its own. */
function custom<T>(d: Declaration & { read: (raw: string | undefined) => T }): Setting<T> {
  return d;
}

/** pino's levels, quietest last. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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

/** Fastify's trustProxy: false (the socket's address is the client), a hop count, or proxy addresses and ranges. */
function trustProxy(text: string | undefined): false | number | string[] {
  const raw = text?.trim() ?? '';
  if (raw === '' || ['false', 'off', 'no', '0'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = splitList(raw);
  for (const e of entries) {
    if (!isAddressOrRange(e))
      throw new ConfigError(
        'TRUST_PROXY',
        `must be a hop count or a comma-separated list of proxy addresses and CIDR ranges, got "${e}"`,
      );
  }
  return entries;
}

/** PUBLIC_URL: an absolute http(s) URL without query, fragment or credentials, kept without a trailing slash. */
function publicUrl(text: string | undefined): string | undefined {
  const raw = text?.trim();
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
function databaseUrl(raw: string): string {
  if (!/^(sqlite:.|postgres(ql)?:\/\/.)/.test(raw)) {
    // Shown without what a URL carries before `@` (a password).
    throw new ConfigError(
      'DATABASE_URL',
      `must be sqlite:<file> or postgres://user:password@host:port/database, got "${raw.replace(/\/\/[^/]*@/, '//…@')}"`,
    );
  }
  return raw;
}

/** Every setting, in the README's order: a field of `Config` each (a nested object groups fields). */
export const SETTINGS = {
  port: int({
    env: 'PORT',
    default: 3000,
    min: 0,
    max: 65_535,
    help: 'the port the API listens on (0 lets the system choose)',
  }),
  host: text({
    env: 'HOST',
    default: '127.0.0.1',
    sameRow: true,
    help: 'the address the API listens on (`0.0.0.0` or `::`: every interface)',
  }),
  publicUrl: custom({
    env: 'PUBLIC_URL',
    read: publicUrl,
    help:
      'where clients and browsers reach the server (scheme, host, port and any path prefix a proxy adds, without ' +
      "`/v1`, e.g. `https://api.example.com`): the OpenAPI document's `servers` entry (unset: the listen address, a " +
      "wildcard `HOST` as the loopback address), the origin cookie-authenticated writes must come from and the base of the console's " +
      "password links (unset: the request's own protocol and `Host`, with `TRUST_PROXY` the forwarded ones)",
  }),
  databaseUrl: text({
    env: 'DATABASE_URL',
    default: 'sqlite:./data/travel.sqlite',
    parse: databaseUrl,
    help: '`sqlite:<file>` or `postgres://user:password@host:port/database`; one that cannot be opened or reached within 10 s stops the start',
  }),
  redisUrl: text({
    env: 'REDIS_URL',
    default: undefined,
    help: 'when set, rate-limit counters live in Redis and every process shares one budget',
  }),
  logLevel: oneOf({
    env: 'LOG_LEVEL',
    values: LOG_LEVELS,
    default: 'info',
    help: 'messages at this level and more severe are logged (`warn` for quiet benchmarks); secrets and `Authorization` are redacted',
  }),
  logFormat: oneOf({
    env: 'LOG_FORMAT',
    values: ['auto', 'json', 'pretty'],
    default: 'auto',
    help: '`auto`: human-readable lines when standard output is a terminal, JSON lines otherwise; `json` or `pretty` to choose',
  }),
  bodyLimitBytes: int({
    env: 'BODY_LIMIT_BYTES',
    default: 1024 * 1024,
    min: 1,
    bytes: true,
    help: 'larger request bodies get 413 (JSON nested deeper than 64 levels gets 400)',
  }),
  trustProxy: custom({
    env: 'TRUST_PROXY',
    read: trustProxy,
    shown: 'off',
    help:
      "behind a load balancer: the number of proxy hops in front of the service, or a comma-separated list of the proxies' " +
      'addresses and CIDR ranges; their `X-Forwarded-For` then names the client for per-IP limits and the payment ' +
      'allow-list. Off, `X-Forwarded-For` is ignored',
  }),
  metricsToken: text({
    env: 'METRICS_TOKEN',
    default: undefined,
    help: '`GET /metrics` on the API port answers only with `Authorization: Bearer <token>`; unset, the API port does not serve it',
  }),
  metricsPort: int({
    env: 'METRICS_PORT',
    default: undefined,
    min: 1,
    max: 65_535,
    help: 'a listener of its own for `GET /metrics` (no token), in the server and worker processes; unset, none',
  }),
  metricsHost: text({
    env: 'METRICS_HOST',
    default: '127.0.0.1',
    sameRow: true,
    help: 'the address the `METRICS_PORT` listener binds',
  }),
  worker: bool({ env: 'WORKER', default: true, help: 'run the background worker inside `serve`' }),
  workerPollMs: int({
    env: 'WORKER_POLL_MS',
    default: 1000,
    min: 10,
    help: "the worker's fallback poll interval (commits wake it at once)",
  }),
  workerConcurrency: int({
    env: 'WORKER_CONCURRENCY',
    default: 16,
    min: 1,
    sameRow: true,
    help: 'jobs the worker runs in parallel (mostly webhook attempts waiting on receivers)',
  }),
  webhookTimeoutMs: int({
    env: 'WEBHOOK_TIMEOUT_MS',
    default: 10_000,
    min: 1,
    help: 'time-out of one webhook delivery attempt',
  }),
  webhookRetryBaseMs: int({
    env: 'WEBHOOK_RETRY_BASE_MS',
    default: 30_000,
    min: 1,
    help: 'first retry delay of a failed webhook delivery, doubling with jitter',
  }),
  webhookRetryMaxMs: int({
    env: 'WEBHOOK_RETRY_MAX_MS',
    default: 6 * 60 * 60 * 1000,
    min: 1,
    sameRow: true,
    help: 'the longest retry delay (where the doubling stops)',
  }),
  webhookAllowPrivateTargets: bool({
    env: 'WEBHOOK_ALLOW_PRIVATE_TARGETS',
    default: false,
    help: 'allow webhook URLs on loopback/private/link-local addresses (local development, tests)',
  }),
  smtpUrl: text({
    env: 'SMTP_URL',
    default: undefined,
    help:
      'where guest emails are sent, e.g. `smtps://user:password@smtp.example.com:465` or `smtp://127.0.0.1:2525`; ' +
      'unset = messages are rendered and kept (shown in the console), never sent',
  }),
  mailFrom: text({
    env: 'MAIL_FROM',
    default: 'bookings@localhost',
    parse: (value) => {
      const address = value.trim();
      if (!/^[^\s@<>]+@[^\s@<>]+$/.test(address))
        throw new ConfigError('MAIL_FROM', `must be an email address, got "${value}"`);
      return address;
    },
    help: "the sender address of guest emails (the business's name is its display name; replies go to its own email)",
  }),
  mailTimeoutMs: int({
    env: 'MAIL_TIMEOUT_MS',
    default: 30_000,
    min: 1,
    help: 'time-out of connecting to the SMTP server, its greeting and each command',
  }),
  mailMaxAttempts: int({
    env: 'MAIL_MAX_ATTEMPTS',
    default: 8,
    min: 1,
    max: 100,
    help: 'sending attempts of a message before it is marked failed (temporary failures: 4xx, no connection)',
  }),
  mailRetryBaseMs: int({
    env: 'MAIL_RETRY_BASE_MS',
    default: 60_000,
    min: 1,
    help: 'first retry delay of a temporarily failed message, doubling with jitter',
  }),
  mailRetryMaxMs: int({
    env: 'MAIL_RETRY_MAX_MS',
    default: 60 * 60 * 1000,
    min: 1,
    sameRow: true,
    help: 'the longest retry delay',
  }),
  dkimDomain: text({ env: 'DKIM_DOMAIN', default: undefined, help: 'DKIM signing domain (d=) of guest emails' }),
  dkimSelector: text({
    env: 'DKIM_SELECTOR',
    default: undefined,
    sameRow: true,
    help: 'DKIM selector (s=); emails are signed when the domain, selector and key are all set',
  }),
  dkimPrivateKey: text({
    env: 'DKIM_PRIVATE_KEY',
    default: undefined,
    help: 'the DKIM private key (PEM; `\\n` stands for a line break in a one-line variable)',
  }),
  messagesRetentionDays: int({
    env: 'MESSAGES_RETENTION_DAYS',
    default: 365,
    min: 1,
    help:
      'days a finished message (sent, failed, kept) stays in the message log after its last change; queued and ' +
      'sending messages are never deleted',
  }),
  paymentNotifySecret: text({
    env: 'PAYMENT_NOTIFY_SECRET',
    default: undefined,
    help: 'HMAC key of inbound payment notifications; unset = every notification is refused with the `hmac` verifier',
  }),
  paymentNotifyAllowedIps: list({
    env: 'PAYMENT_NOTIFY_ALLOWED_IPS',
    help: 'comma-separated CIDR list (or single addresses, IPv4 or IPv6) allowed to send payment notifications; empty, any address may',
  }),
  // Which names are verifiers is known where they are registered (bookings/verifiers.ts), which refuses another.
  paymentNotifyVerifier: text({
    env: 'PAYMENT_NOTIFY_VERIFIER',
    default: 'hmac',
    parse: (value) => value.trim().toLowerCase(),
    help:
      'how notifications are authenticated: `hmac` (hex HMAC-SHA256 of the raw body in `X-Signature`, key ' +
      '`PAYMENT_NOTIFY_SECRET`) or `jwt` (RS256/RS512 JWT in `Verification-token` whose `sub` is the base64 SHA-512 ' +
      'of the raw body)',
  }),
  paymentNotifyJwtPublicKey: text({
    env: 'PAYMENT_NOTIFY_JWT_PUBLIC_KEY',
    default: undefined,
    // PEM keys often arrive through one-line environment variables with literal "\n".
    parse: (value) => value.replace(/\\n/g, '\n'),
    help: "`jwt` verifier: the provider's PEM public key (`\\n` escapes accepted)",
  }),
  paymentNotifyJwtIssuer: text({
    env: 'PAYMENT_NOTIFY_JWT_ISSUER',
    default: undefined,
    help: 'the `iss` claim the `jwt` verifier requires',
  }),
  paymentNotifyJwtAudience: text({
    env: 'PAYMENT_NOTIFY_JWT_AUDIENCE',
    default: undefined,
    sameRow: true,
    help: 'the `aud` claim the `jwt` verifier requires',
  }),
  paymentNotifyMaxBodyBytes: int({
    env: 'PAYMENT_NOTIFY_MAX_BODY_BYTES',
    default: 64 * 1024,
    min: 4096,
    bytes: true,
    help: 'largest payment notification body read and stored; a larger one gets 413 and is recorded as its first 4 KiB and its size',
  }),
  stripeApiBase: text({
    env: 'STRIPE_API_BASE',
    default: undefined,
    parse: (value) => {
      if (!/^https?:\/\/[^/?#]+\/?$/.test(value))
        throw new ConfigError('STRIPE_API_BASE', `must be an http(s) origin, got "${value}"`);
      return value;
    },
    help: 'for tests only: where the Stripe library sends its API calls (a local stand-in, `http://127.0.0.1:12111`); unset = Stripe',
  }),
  paymentCredentialsKey: text({
    env: 'PAYMENT_CREDENTIALS_KEY',
    default: undefined,
    help: "AES-256-GCM key sealing payment accounts' provider credentials (32 bytes: 64 hex digits or base64, `openssl rand -base64 32`); unset = saving a live provider's credentials answers 501",
  }),
  paymentNotifyRatePerMinute: int({
    env: 'PAYMENT_NOTIFY_RATE_PER_MINUTE',
    default: 120,
    min: 1,
    help:
      "the notification route's own budget per client address (IPv6 per /64) and minute, spent before the body is " +
      'read; on top of the 600/min, 20/s of every public route',
  }),
  paymentNotifyRateBurst: int({
    env: 'PAYMENT_NOTIFY_RATE_BURST',
    default: 10,
    min: 1,
    sameRow: true,
    help: "the same route's budget per client address and second",
  }),
  paymentNotificationsRetentionDays: int({
    env: 'PAYMENT_NOTIFICATIONS_RETENTION_DAYS',
    default: 180,
    min: 1,
    help:
      'payment notification audit rows older than this are deleted, except those of a payment session in ' +
      '`needs_attention` and signed successes for unknown orders',
  }),
  wizardSessionTtlMinutes: int({
    env: 'WIZARD_SESSION_TTL_MINUTES',
    default: 60,
    min: 1,
    help: 'how long a booking-wizard session lives after its last change (committing an expired one answers 410)',
  }),
  holdMinMinutes: int({
    env: 'HOLD_MIN_MINUTES',
    default: 1,
    min: 1,
    help: 'the shortest booking hold (`holdMinutes` of `POST /v1/bookings` with `hold: true`, and of `POST /v1/bookings/:id/extend`)',
  }),
  holdMaxMinutes: int({
    env: 'HOLD_MAX_MINUTES',
    default: 1440,
    min: 1,
    sameRow: true,
    help: 'the longest booking hold; a lapsed hold is released by a job (a booking on hold becomes `expired`; seats back)',
  }),
  holdDefaultMinutes: int({
    env: 'HOLD_DEFAULT_MINUTES',
    default: 30,
    min: 1,
    sameRow: true,
    help:
      "a hold's length when `holdMinutes` is not given, also the length of a wizard submission's seat hold while it " +
      'waits for the payment, unless the workspace sets its own (`holdMinutes` of `PATCH /v1/workspace`); from ' +
      '`HOLD_MIN_MINUTES` to `HOLD_MAX_MINUTES`',
  }),
  idempotencyTtlHours: int({
    env: 'IDEMPOTENCY_TTL_HOURS',
    default: 24,
    min: 1,
    help: 'how long an `Idempotency-Key` and its stored response are kept',
  }),
  retentionIntervalMinutes: int({
    env: 'RETENTION_INTERVAL_MINUTES',
    default: 60,
    min: 1,
    help:
      'how often the worker deletes rows past their retention window (at start, then on this interval; ' +
      '`retention_deleted_rows_total` in `/metrics`)',
  }),
  verifyEveryHours: int({
    env: 'VERIFY_EVERY_HOURS',
    default: undefined,
    min: 1,
    max: 24 * 366,
    help:
      'when set, the worker runs the integrity check (`npm run cli -- verify`, without repairs) this often: a job ' +
      'that survives restarts, each difference logged, `integrity_differences` by check in `/metrics`; unset, never',
  }),
  webhookDeliveriesRetentionDays: int({
    env: 'WEBHOOK_DELIVERIES_RETENTION_DAYS',
    default: 30,
    min: 1,
    help:
      'days a finished webhook delivery (succeeded, failed, cancelled) stays in the delivery log after its last ' +
      'attempt; pending deliveries are never deleted',
  }),
  eventsRetentionDays: int({
    env: 'EVENTS_RETENTION_DAYS',
    default: 30,
    min: 1,
    help:
      'days an event stays in the events API (`GET /v1/events`); an event whose webhook deliveries are still pending ' +
      'is kept until they end',
  }),
  auditLogRetentionDays: int({
    env: 'AUDIT_LOG_RETENTION_DAYS',
    default: 365,
    min: 1,
    help:
      'days an audit log entry (`GET /v1/audit-log`: keys, members, passwords, sign-ins) is kept; older ones are ' +
      'deleted by the retention run',
  }),
  galleryDir: text({
    env: 'GALLERY_DIR',
    default: './data/gallery',
    help: 'where uploaded gallery files are stored',
  }),
  galleryMaxFileBytes: int({
    env: 'GALLERY_MAX_FILE_BYTES',
    default: 25 * 1024 * 1024,
    min: 1,
    bytes: true,
    help:
      'largest gallery upload (the decoded file); larger ones get 413. Multipart files are streamed to disk as they ' +
      'arrive, never held whole in memory',
  }),
  galleryMaxJsonFileBytes: int({
    env: 'GALLERY_MAX_JSON_FILE_BYTES',
    default: 5 * 1024 * 1024,
    min: 1,
    bytes: true,
    help:
      'largest file a base64 JSON upload may carry (decoded; the JSON body sits in memory, so this is lower than ' +
      "multipart's; never above `GALLERY_MAX_FILE_BYTES`); larger ones get 413",
  }),
  galleryQuotaBytes: int({
    env: 'GALLERY_QUOTA_BYTES',
    default: 5 * 1024 ** 3,
    min: 1,
    bytes: true,
    help:
      "bytes one workspace's gallery may hold (files not yet deleted, `failed` ones included; a deleted file gives " +
      'its bytes back once its removal job ran); an upload past it gets 409 `QUOTA_EXCEEDED` with the limits and the usage',
  }),
  galleryQuotaFiles: int({
    env: 'GALLERY_QUOTA_FILES',
    default: 10_000,
    min: 1,
    sameRow: true,
    help: "files one workspace's gallery may hold; an upload past it gets the same 409 `QUOTA_EXCEEDED`",
  }),
  galleryOrphanMinutes: int({
    env: 'GALLERY_ORPHAN_MINUTES',
    default: 60,
    min: 1,
    help:
      'stored gallery bytes that no committed file refers to (a crash or rollback between storing and committing, an ' +
      'upload that died) are removed by the retention run once they were last written this long ago (rule `gallery_orphans`)',
  }),
  backupDir: text({
    env: 'BACKUP_DIR',
    default: undefined,
    parse: (value) => path.resolve(value),
    help:
      "where the worker writes scheduled backups (`backup-<time>.tar.gz`: the database and the gallery's files; " +
      'docs/operating.md); unset, it takes none (`npm run cli -- backup` still does)',
  }),
  backupEveryHours: int({
    env: 'BACKUP_EVERY_HOURS',
    default: 24,
    min: 1,
    sameRow: true,
    help: 'hours between two scheduled backups, counted from the newest one in `BACKUP_DIR` (a restart keeps the pace)',
  }),
  backupKeep: int({
    env: 'BACKUP_KEEP',
    default: 7,
    min: 1,
    sameRow: true,
    help: 'scheduled backups kept in `BACKUP_DIR`: after each new one, the oldest beyond this many are deleted',
  }),
  formSubmitMaxBytes: int({
    env: 'FORM_SUBMIT_MAX_BYTES',
    default: 64 * 1024,
    min: 1,
    bytes: true,
    help: 'largest public form submission (the JSON body); larger ones get 413 and nothing is stored',
  }),
  formSubmitPerIp: {
    perMinute: int({
      env: 'FORM_SUBMIT_IP_PER_MINUTE',
      default: 20,
      min: 1,
      help: 'public form submissions per client address (IPv6: per /64) and minute, over all forms; more get 429 with `Retry-After`',
    }),
    burst: int({
      env: 'FORM_SUBMIT_IP_BURST',
      default: 5,
      min: 1,
      sameRow: true,
      help: 'public form submissions per client address and second, over all forms',
    }),
  },
  formSubmitPerForm: {
    perMinute: int({
      env: 'FORM_SUBMIT_FORM_PER_MINUTE',
      default: 120,
      min: 1,
      help: 'submissions one form takes from all addresses together per minute (a botnet cannot flood one form); more get 429',
    }),
    burst: int({
      env: 'FORM_SUBMIT_FORM_BURST',
      default: 20,
      min: 1,
      sameRow: true,
      help: 'submissions one form takes from all addresses together per second',
    }),
  },
  sessionIdleMinutes: int({
    env: 'SESSION_IDLE_MINUTES',
    default: 60,
    min: 1,
    help: 'a console session ends after this long without a request',
  }),
  sessionMaxHours: int({
    env: 'SESSION_MAX_HOURS',
    default: 12,
    min: 1,
    help: 'a console session ends this long after sign-in, however active',
  }),
  passwordHashCost: int({
    env: 'PASSWORD_HASH_COST',
    default: 15,
    min: 10,
    max: 20,
    help: "scrypt's cost for new password hashes, as log2 N (r = 8, p = 3; docs/security.md); the test suite lowers it, production keeps 15",
  }),
  consoleDir: text({
    env: 'CONSOLE_DIR',
    default: path.join(import.meta.dirname, '..', 'console', 'dist'),
    parse: (value) => path.resolve(value),
    shown: '`console/dist`',
    help: 'where the built console is (`npm run console:build` writes it); served at `/console`',
  }),
  bookpageDir: text({
    env: 'BOOKPAGE_DIR',
    default: path.join(import.meta.dirname, '..', 'bookpage', 'dist'),
    parse: (value) => path.resolve(value),
    shown: '`bookpage/dist`',
    help: 'where the built booking page is (`npm run bookpage:build` writes it); served at `/book/<handle>`',
  }),
} as const;

/** Declarations, or objects of them (a field whose value is an object, e.g. a rate limit's two numbers). */
interface Declarations {
  readonly [field: string]: Setting<unknown> | Declarations;
}

/** The values `read` gives for each declaration, with the declarations' shape. */
type Values<D> = { -readonly [K in keyof D]: D[K] extends Setting<infer T> ? T : Values<D[K]> };

function isSetting(d: Setting<unknown> | Declarations): d is Setting<unknown> {
  return typeof d.read === 'function';
}

function read<D extends Declarations>(declarations: D, env: NodeJS.ProcessEnv): Values<D> {
  const entries = Object.entries(declarations).map(([field, d]) => [
    field,
    isSetting(d) ? d.read(env[d.env]) : read(d, env),
  ]);
  return Object.fromEntries(entries) as Values<D>;
}

/** Every setting in declaration order, with the dotted path of its `Config` field (`formSubmitPerIp.burst`). */
export function settingsList(declarations: Declarations = SETTINGS, prefix = ''): Array<[string, Setting<unknown>]> {
  return Object.entries(declarations).flatMap(([field, d]) =>
    isSetting(d) ? [[prefix + field, d] as [string, Setting<unknown>]] : settingsList(d, `${prefix}${field}.`),
  );
}

export interface Config extends Values<typeof SETTINGS> {
  /** Not a setting: the prefix of every API key (`tca_ws_…`). */
  keyPrefix: string;
}

/** HOLD_MIN_MINUTES ≤ HOLD_DEFAULT_MINUTES ≤ HOLD_MAX_MINUTES. */
function checkHoldBounds({ holdMinMinutes, holdMaxMinutes, holdDefaultMinutes }: Config): void {
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
}

/** The listen address as a URL (a wildcard host becomes the loopback address, where a local client reaches it). */
export function listenUrl(config: Pick<Config, 'host' | 'port'>): string {
  const { host, port } = config;
  const local = host === '0.0.0.0' || host === '' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
}

/**
 * Every setting read from `env`, then the rules between settings (a default that depends on another setting would
 * be filled in here too).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const config: Config = { ...read(SETTINGS, env), keyPrefix: 'tca' };
  checkHoldBounds(config);
  return config;
}
