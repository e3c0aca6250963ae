// Accounts: the people of workspaces (users and their roles), console sessions with their cookie, one-time password
// links, API key management by people, and the audit log of key and membership changes.
import { Counter, type Registry } from 'prom-client';
import type { Config } from '../../config.js';
import { clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import type { Module } from '../../platform/module.js';
import type { RateLimits } from '../../platform/rate-limits.js';
import { deleteOlderThan } from '../../platform/retention.js';
import { auditRoutes } from './audit-routes.js';
import { AuditService } from './audit-service.js';
import { keyRoutes } from './key-routes.js';
import { KeyService } from './key-service.js';
import { memberRoutes } from './member-routes.js';
import { MemberService } from './member-service.js';
import { accountsMigrations } from './migrations.js';
import { PasswordHasher, SCRYPT_PARAMS } from './passwords.js';
import type { WorkspacesPort } from './ports.js';
import { sessionRoutes } from './session-routes.js';
import { SessionService } from './session-service.js';
import { userStore } from './user-store.js';

export interface AccountsServices {
  sessions: SessionService;
  members: MemberService;
  keys: KeyService;
  audit: AuditService;
  passwords: PasswordHasher;
}

export interface AccountsDeps {
  db: Database;
  /** The request budgets sign-in throttling spends (memory, or Redis shared by every process). */
  limits: RateLimits;
  config: Pick<
    Config,
    'sessionIdleMinutes' | 'sessionMaxHours' | 'publicUrl' | 'auditLogRetentionDays' | 'passwordHashCost'
  >;
  workspaces: WorkspacesPort;
  /** Where the sign-in counter is registered (GET /metrics). */
  metrics: Registry;
}

const DAY_MS = 24 * 3_600_000;
/** Used or expired password links are kept this long after their end (for support), then deleted. */
const LINK_KEEP_MS = 7 * DAY_MS;

export function createAccountsModule(deps: AccountsDeps): Module<AccountsServices> {
  const signIns = new Counter({
    name: 'sign_ins_total',
    help: 'Console sign-in attempts by outcome (success, failure, throttled); failures are counted here, not audited',
    labelNames: ['outcome'],
    registers: [deps.metrics],
  });
  const passwords = new PasswordHasher({ ...SCRYPT_PARAMS, ln: deps.config.passwordHashCost });
  const audit = new AuditService(deps.db);
  const sessions = new SessionService(deps.db, deps.config, deps.workspaces, audit, passwords, (outcome) =>
    signIns.inc({ outcome }),
  );
  const members = new MemberService(deps.db, deps.workspaces, audit, passwords);
  const keys = new KeyService(deps.db, deps.workspaces, audit);
  return {
    name: 'accounts',
    migrations: accountsMigrations,
    services: { sessions, members, keys, audit, passwords },
    routes(app) {
      sessionRoutes(app, sessions, {
        limits: deps.limits,
        publicUrl: deps.config.publicUrl,
        sessionMaxHours: deps.config.sessionMaxHours,
        onThrottled: () => signIns.inc({ outcome: 'throttled' }),
      });
      memberRoutes(app, members, { publicUrl: deps.config.publicUrl });
      keyRoutes(app, keys);
      auditRoutes(app, audit);
    },
    retention: [
      { name: 'sessions', purgeBatch: (nowMs, limit) => sessions.purge(nowMs, limit) },
      {
        name: 'password_tokens',
        purgeBatch: (nowMs, limit) => userStore.purgeTokens(deps.db.kysely, clock.iso(nowMs - LINK_KEEP_MS), limit),
      },
      // Entries older than AUDIT_LOG_RETENTION_DAYS, in every workspace (index audit_log_at).
      {
        name: 'audit_log',
        purgeBatch: (nowMs, limit) =>
          deleteOlderThan(
            deps.db,
            'audit_log',
            'id',
            'at',
            clock.iso(nowMs - deps.config.auditLogRetentionDays * DAY_MS),
            limit,
          ),
      },
    ],
  };
}
