// Operator CLI (README, "Operating"): `npm run --silent cli -- <command> [flags]` (--silent: no npm banner before the
// JSON). Uses the same DATABASE_URL as the server and prints JSON with --json. Keys created or revoked here take effect on the server's next request.
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { ConfigError, listenUrl, loadConfig } from './config.js';
import { startPlatform, closePlatform, type Platform } from './platform/index.js';
import { recordedServerAddress } from './platform/server-address.js';
import { migrate, pendingMigrations, type Migrations } from './platform/db/migrate.js';
import { DumpError } from './platform/db/dump.js';
import { AppError, ValidationError } from './platform/errors.js';
import { wireModules, type Modules, type Services } from './modules/index.js';
import { createDemo } from './demo.js';
import type { Who } from './modules/accounts/audit-service.js';
import { setupUrl, type Member } from './modules/accounts/member-service.js';
import { ROLES, type Role } from './platform/http/scopes.js';

const USAGE = `usage: npm run --silent cli -- <command> [flags] [--json]
  workspace create --name <n> [--type live|sandbox] [--per-minute N --burst N]
  workspace set-limits <ws_id> [--per-minute N] [--burst N]
  workspace list
  key create --workspace <ws_id> [--name <n>] [--scopes a:b,c:*] [--internal]
  key list --workspace <ws_id>
  key revoke <key_id>
  user create --workspace <ws_id> --email <e> [--role owner|admin|developer|viewer] [--password <p>]
                                                      without --password: prints a one-time setupUrl (24 h) that
                                                      sets a password only for an email that has no account yet
  user list --workspace <ws_id>
  provider create --name <n> --kind workspace --supplier <ws_id> | --kind feed
  provider list
  provider import <prov_id> --file <path>
  provider connect <prov_id> --workspace <ws_id>
  provider grant <prov_id> --workspace <ws_id>
  provider revoke <prov_id> --workspace <ws_id>
  payment attention --workspace <ws_id> [--limit N]   paid sessions whose booking could not be confirmed
  payment unmatched [--limit N]                       signed successes for orders no session has
  availability verify --workspace <ws_id>             each product's kept availability against a recomputation;
                                                      exits 1 on a mismatch
  verify [--workspace <ws_id>] [--repair]              the integrity checks: seats taken, list totals, booking money,
                                                      voucher balances, invoice and contract numbering, kept
                                                      availability; --repair sets seats and list totals from their
                                                      rows (audited), never money or numbers; exits 1 while any
                                                      difference is left
  demo [--name <n>]                                   a workspace with demo data; prints its id and a key
  migrate [--dry-run]                                 applies the pending migrations (--dry-run: lists them only)
  backup --to <file>                                  the database and the gallery's files in one archive
                                                      (docs/operating.md); pg_dump on PostgreSQL
  restore --from <file> --to <DATABASE_URL> [--gallery-dir <dir>]
                                                      into an empty database and gallery folder (default
                                                      GALLERY_DIR), then migrates it`;

class UsageError extends Error {}

/** A command's answer that is printed like any other, and makes the CLI exit 1 (a check that found a problem). */
class Failed {
  constructor(readonly out: unknown) {}
}

/** The operator at the terminal, as the audit log records them (their OS account). */
function operator(): Who {
  let name = 'operator';
  try {
    name = os.userInfo().username || name;
  } catch {
    // no passwd entry (some containers)
  }
  return { actor: { type: 'operator', id: name }, role: null, ip: null };
}

/**
 * Where setup links point: PUBLIC_URL, else the address the server recorded when it last started on this database
 * (this shell's PORT may not be the server's), else the one this configuration would start (HOST and PORT).
 */
async function consoleBase(p: Platform): Promise<string> {
  return p.config.publicUrl ?? (await recordedServerAddress(p.db)) ?? listenUrl(p.config);
}

type Flags = Record<string, string | boolean | undefined>;
/** What a command may use besides the services: the areas themselves (to serve the API in-process) and the migrations. */
interface Wiring {
  modules: Modules;
  migrations: Migrations;
}

type Command = (s: Services, p: Platform, positionals: string[], flags: Flags, wiring: Wiring) => Promise<unknown>;

function str(flags: Flags, name: string, required = false): string | undefined {
  const v = flags[name];
  if (v === undefined && required) throw new UsageError(`--${name} is required`);
  if (v !== undefined && typeof v !== 'string') throw new UsageError(`--${name} needs a value`);
  return v;
}

function num(flags: Flags, name: string): number | undefined {
  const v = str(flags, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a positive integer`);
  return n;
}

function arg(positionals: string[], i: number, what: string): string {
  const v = positionals[i];
  if (!v) throw new UsageError(`missing ${what}`);
  return v;
}

const commands: Record<string, Command> = {
  'workspace create': async (s, _p, _a, f) => {
    const type = str(f, 'type') ?? 'live';
    if (type !== 'live' && type !== 'sandbox') throw new UsageError('--type must be live or sandbox');
    const ws = await s.workspaces.createWorkspace({
      name: str(f, 'name', true)!,
      type,
      perMinute: num(f, 'per-minute'),
      burst: num(f, 'burst'),
    });
    return { id: ws.id, name: ws.name, type: ws.type, limits: ws.limits, createdAt: ws.createdAt };
  },
  'workspace set-limits': async (s, _p, a, f) => {
    const ws = await s.workspaces.setLimits(arg(a, 2, '<ws_id>'), {
      perMinute: num(f, 'per-minute'),
      burst: num(f, 'burst'),
    });
    return { id: ws.id, name: ws.name, type: ws.type, limits: ws.limits };
  },
  'workspace list': async (s) =>
    (await s.workspaces.listWorkspaces()).map((w) => ({ id: w.id, name: w.name, type: w.type, limits: w.limits })),
  'key create': async (s, _p, _a, f) => {
    const scopes = str(f, 'scopes')
      ?.split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    const k = await s.accounts.keys.createForOperator(
      { workspaceId: str(f, 'workspace', true)!, name: str(f, 'name'), scopes, internal: f.internal === true },
      operator(),
    );
    return { id: k.id, key: k.key, workspaceId: k.workspaceId, name: k.name, scopes: k.scopes, internal: k.internal };
  },
  'key list': async (s, _p, _a, f) => s.workspaces.listKeys(str(f, 'workspace', true)!),
  'key revoke': async (s, _p, a) => {
    const k = await s.accounts.keys.revokeForOperator(arg(a, 2, '<key_id>'), operator());
    return { id: k.id, status: k.status, revokedAt: k.revokedAt };
  },
  'user create': async (s, p, _a, f) => {
    const role = str(f, 'role') ?? 'owner';
    if (!(ROLES as readonly string[]).includes(role)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
    const workspaceId = str(f, 'workspace', true)!;
    const input = { email: str(f, 'email', true)!, role: role as Role };
    const password = str(f, 'password');
    const out = (m: Member) => ({ id: m.user_id, email: m.email, workspaceId, role: m.role });
    if (password !== undefined)
      return out(await s.accounts.members.addWithPassword(workspaceId, { ...input, password }, operator()));
    const { member, setupToken } = await s.accounts.members.invite(workspaceId, input, operator());
    return { ...out(member), setupUrl: setupUrl(await consoleBase(p), setupToken) };
  },
  'user list': async (s, _p, _a, f) => {
    const workspaceId = str(f, 'workspace', true)!;
    await s.workspaces.getWorkspace(workspaceId);
    return (await s.accounts.members.list(workspaceId, { limit: 100, offset: 0 })).items.map((m) => ({
      id: m.user_id,
      email: m.email,
      role: m.role,
      status: m.status,
      createdAt: m.created_at,
    }));
  },
  'provider create': async (s, _p, _a, f) =>
    s.marketplace.providers.createProvider({
      name: str(f, 'name', true)!,
      kind: str(f, 'kind', true)!,
      supplierWorkspaceId: str(f, 'supplier'),
    }),
  'provider list': async (s) => s.marketplace.providers.listProvidersForOperator(),
  'provider import': async (s, _p, a, f) => {
    const file = str(f, 'file', true)!;
    const text = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
      throw new ValidationError('file', `cannot be read (${err.code ?? err.message})`);
    });
    return s.marketplace.providers.importFeed(arg(a, 2, '<prov_id>'), text);
  },
  'provider connect': async (s, _p, a, f) =>
    s.marketplace.providers.addAccess(arg(a, 2, '<prov_id>'), str(f, 'workspace', true)!, 'connection'),
  'provider grant': async (s, _p, a, f) =>
    s.marketplace.providers.addAccess(arg(a, 2, '<prov_id>'), str(f, 'workspace', true)!, 'grant'),
  'provider revoke': async (s, _p, a, f) =>
    s.marketplace.providers.revokeAccess(arg(a, 2, '<prov_id>'), str(f, 'workspace', true)!),
  'payment attention': async (s, _p, _a, f) => {
    const workspaceId = str(f, 'workspace', true)!;
    await s.workspaces.getWorkspace(workspaceId);
    const page = { limit: num(f, 'limit') ?? 100, offset: 0 };
    return (await s.bookings.payments.needingAttention(workspaceId, { column: 'attention_at', direction: 'asc' }, page))
      .items;
  },
  'payment unmatched': async (s, _p, _a, f) => s.bookings.payments.unmatchedSuccesses(num(f, 'limit') ?? 100),
  'availability verify': async (s, _p, _a, f) => {
    const workspaceId = str(f, 'workspace', true)!;
    await s.workspaces.getWorkspace(workspaceId);
    const products = (await s.catalog.availability.verify(workspaceId, { ensure: true })).map((p) => ({
      productId: p.productId,
      status: p.mismatches.length === 0 ? 'OK' : 'mismatch',
      checked: p.checked,
      mismatches: p.mismatches,
    }));
    const out = { workspaceId, products };
    return products.every((p) => p.status === 'OK') ? out : new Failed(out);
  },
  verify: async (s, _p, _a, f) => {
    const workspaceId = str(f, 'workspace');
    if (workspaceId !== undefined) await s.workspaces.getWorkspace(workspaceId);
    const repair = f.repair === true ? { operator: operator().actor.id } : undefined;
    const report = await s.integrity.run({ workspaceId, repair });
    return report.ok ? report : new Failed(report);
  },
  demo: async (_s, p, _a, f, w) => createDemo(p, w.modules, str(f, 'name')),
  migrate: async (_s, p, _a, f, w) =>
    f['dry-run'] === true
      ? { pending: await pendingMigrations(p.db, w.migrations), applied: [] }
      : {
          applied: await migrate(
            p.db,
            w.migrations,
            p.db.dialect === 'postgres' ? { url: p.config.databaseUrl } : undefined,
          ),
        },
  backup: async (s, _p, _a, f) => {
    const { file, bytes, manifest } = await s.backups.backups.backup(str(f, 'to', true)!);
    const { database, gallery } = manifest;
    return {
      file,
      bytes,
      createdAt: manifest.createdAt,
      database: { format: database.format, sha256: database.file.sha256, bytes: database.file.bytes },
      migrations: database.migrations.length,
      rowCounts: database.rowCounts,
      gallery: { files: gallery.files.length, bytes: gallery.bytes },
    };
  },
  // The platform of this command is the --to database's (main, below).
  restore: async (s, p, _a, f, w) =>
    s.backups.backups.restore(str(f, 'from', true)!, { galleryDir: p.config.galleryDir, migrations: w.migrations }),
};

/**
 * Commands that run on the database's schema as it is: the others migrate it first. A backup taken before an
 * upgrade must be of the old schema (the new code's `backup` would otherwise migrate first); a restore's target stays
 * empty until the backup is in.
 */
const LEAVES_SCHEMA = new Set(['migrate', 'backup', 'restore']);

/** Commands of one word (the others are `<noun> <verb>`). */
const SINGLE_WORD = new Set(['migrate', 'demo', 'backup', 'restore']);

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    strict: true,
    options: {
      json: { type: 'boolean' },
      name: { type: 'string' },
      type: { type: 'string' },
      'per-minute': { type: 'string' },
      burst: { type: 'string' },
      workspace: { type: 'string' },
      scopes: { type: 'string' },
      internal: { type: 'boolean' },
      kind: { type: 'string' },
      supplier: { type: 'string' },
      file: { type: 'string' },
      limit: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      'dry-run': { type: 'boolean' },
      to: { type: 'string' },
      from: { type: 'string' },
      'gallery-dir': { type: 'string' },
      repair: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const name = SINGLE_WORD.has(positionals[0] ?? '') ? positionals[0]! : positionals.slice(0, 2).join(' ');
  const command = commands[name];
  if (values.help || !command) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  let config = loadConfig();
  // A restore works on its target, which it leaves unmigrated until the backup is in.
  if (name === 'restore')
    config = {
      ...config,
      databaseUrl: str(values, 'to', true)!,
      galleryDir: str(values, 'gallery-dir') ?? config.galleryDir,
    };
  const p = await startPlatform({ ...config, logLevel: 'warn' });
  try {
    const { services, modules, migrations } = wireModules(p);
    if (!LEAVES_SCHEMA.has(name))
      await migrate(p.db, migrations, p.db.dialect === 'postgres' ? { url: config.databaseUrl } : undefined);
    const answer = await command(services, p, positionals, values, { modules, migrations });
    const out = answer instanceof Failed ? answer.out : answer;
    console.log(values.json ? JSON.stringify(out) : JSON.stringify(out, null, 2));
    return answer instanceof Failed ? 1 : 0;
  } finally {
    await closePlatform(p);
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    // Every parseArgs complaint (unknown flag, flag without its value) is a usage error, like ours.
    if (err instanceof UsageError || String((err as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS_')) {
      console.error(`${(err as Error).message}\n${USAGE}`);
      process.exit(2);
    }
    if (err instanceof AppError) {
      console.error(JSON.stringify(err.body()));
      process.exit(1);
    }
    // A backup or restore refused (a tool missing, a target not empty, a damaged archive): what to do, no stack.
    if (err instanceof DumpError) {
      console.error(JSON.stringify({ error: err.message, code: err.code }));
      process.exit(1);
    }
    // A bad setting (DATABASE_URL, …): one line naming it.
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
