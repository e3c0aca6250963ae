// Workspaces and API keys: the operator's side (CLI), the per-request key resolution the auth layer uses, and the
// settings resource (every area's section, settings.ts).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { clock } from '../../platform/clock.js';
import { bool, json } from '../../platform/db/codecs.js';
import type { Database } from '../../platform/db/index.js';
import { AppError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { KeyIdentity, WorkspaceRef, WorkspaceType } from '../../platform/identity.js';
import { DEFAULT_LIMITS, type Limits } from '../../platform/rate-limits.js';
import type { UpdateWorkspaceBody } from './schemas.js';
import type { SettingsRegistry } from './settings.js';
import { workspacesStore as store, type ApiKeyRow, type WorkspaceRow } from './store.js';

export interface Workspace {
  id: string;
  name: string;
  type: WorkspaceType;
  limits: Limits;
  settings: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

/** GET/PATCH /v1/workspace `data`: the workspace's fields and every area's settings (schemas.ts orders them). */
export type WorkspaceSettingsView = Pick<Workspace, 'id' | 'name' | 'type' | 'limits' | 'createdAt' | 'updatedAt'> & Record<string, unknown>;

export interface ApiKeyInfo {
  id: string;
  workspaceId: string;
  name: string;
  hint: string;
  scopes: string[];
  internal: boolean;
  status: 'active' | 'revoked';
  createdAt: string;
  revokedAt: string | null;
}

const SCOPE_RE = /^(\*|[a-z][a-z-]*:(\*|[a-z][a-z-]*)|\*:[a-z][a-z-]*)$/;
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomBase62(length: number): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  // 248 = 4 × 62: rejecting higher bytes keeps every character equally likely.
  for (const b of bytes) if (b < 248 && out.length < length) out += BASE62[b % 62];
  return out.length === length ? out : out + randomBase62(length - out.length);
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function toWorkspace(row: WorkspaceRow): Workspace {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    limits: { perMinute: row.rate_per_minute, burst: row.rate_burst },
    settings: json.read<Record<string, unknown>>(row.settings),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toKeyInfo(row: ApiKeyRow): ApiKeyInfo {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    name: row.name,
    hint: row.key_hint,
    scopes: json.read<string[]>(row.scopes),
    internal: bool.read(row.internal),
    status: row.status,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
  };
}

function checkLimits(limits: Partial<Limits>): void {
  for (const [field, v] of Object.entries(limits)) {
    if (v !== undefined && (!Number.isInteger(v) || v < 1)) throw new ValidationError(field, 'must be a positive integer');
  }
}

/** Bound on cached keys: only keys that resolved are cached, so this is about many live keys, not attacks. */
const KEY_CACHE_MAX = 10_000;

export class WorkspacesService {
  private readonly keyLookup;
  /**
   * SQLite only: resolved keys by token, kept while no other process has written to the database (its
   * data_version is unchanged) and this process has not revoked a key or changed limits. Exact, so a key revoked
   * with the CLI still fails on the next request; PostgreSQL has no such cheap check and always looks up.
   */
  private readonly keyCache = new Map<string, KeyIdentity>();
  private keyCacheStamp = -1;

  constructor(
    private readonly db: Database,
    private readonly keyPrefix: string,
    /** Every area's section of the settings (src/modules/index.ts registers them). */
    readonly settings: SettingsRegistry,
  ) {
    this.keyLookup = store.activeKeyByHash(db.kysely);
  }

  async createWorkspace(input: { name: string; type?: WorkspaceType; perMinute?: number; burst?: number }): Promise<Workspace> {
    const type = input.type ?? 'live';
    if (type !== 'live' && type !== 'sandbox') throw new ValidationError('type', 'must be live or sandbox');
    if (!input.name?.trim()) throw new ValidationError('name', 'is required');
    checkLimits({ perMinute: input.perMinute, burst: input.burst });
    const now = clock.iso();
    const row: WorkspaceRow = {
      id: newId('ws'),
      name: input.name.trim(),
      type,
      rate_per_minute: input.perMinute ?? DEFAULT_LIMITS[type].perMinute,
      rate_burst: input.burst ?? DEFAULT_LIMITS[type].burst,
      settings: '{}',
      created_at: now,
      updated_at: now,
    };
    await store.insertWorkspace(this.db.kysely, row);
    return toWorkspace(row);
  }

  async setLimits(id: string, limits: Partial<Limits>): Promise<Workspace> {
    checkLimits(limits);
    const patch: Partial<WorkspaceRow> = { updated_at: clock.iso() };
    if (limits.perMinute !== undefined) patch.rate_per_minute = limits.perMinute;
    if (limits.burst !== undefined) patch.rate_burst = limits.burst;
    const res = await store.updateWorkspace(this.db.kysely, id, patch);
    this.keyCache.clear();
    if (Number(res.numUpdatedRows) === 0) throw new NotFoundError('Workspace');
    return this.getWorkspace(id);
  }

  async getWorkspace(id: string): Promise<Workspace> {
    const row = await store.getWorkspace(this.db.kysely, id);
    if (!row) throw new NotFoundError('Workspace');
    return toWorkspace(row);
  }

  async listWorkspaces(): Promise<Workspace[]> {
    return (await store.listWorkspaces(this.db.kysely)).map(toWorkspace);
  }

  /** The settings resource: the workspace and every area's settings, stored values over the defaults. */
  async getSettings(id: string): Promise<WorkspaceSettingsView> {
    const ws = await this.getWorkspace(id);
    return { id: ws.id, name: ws.name, type: ws.type, ...this.settings.values(ws.settings), limits: ws.limits, createdAt: ws.createdAt, updatedAt: ws.updatedAt };
  }

  /** Renames the workspace and stores the settings the body sets (each area's checks first); other keys are ignored. */
  async updateSettings(id: string, body: UpdateWorkspaceBody): Promise<WorkspaceSettingsView> {
    this.settings.check(body);
    await this.db.transaction(async (tx) => {
      const row = await store.getWorkspace(tx, id);
      if (!row) throw new NotFoundError('Workspace');
      await store.updateWorkspace(tx, id, {
        name: body.name?.trim() || row.name,
        settings: json.write({ ...this.settings.known(json.read(row.settings)), ...this.settings.known(body) }),
        updated_at: clock.iso(),
      });
    });
    return this.getSettings(id);
  }

  /** Creates a key; its value is returned here only and stored as a SHA-256 hash. */
  async createKey(input: { workspaceId: string; name?: string; scopes?: string[]; internal?: boolean }): Promise<ApiKeyInfo & { key: string }> {
    await this.getWorkspace(input.workspaceId);
    const scopes = [...new Set(input.scopes ?? [])];
    for (const s of scopes) if (!SCOPE_RE.test(s)) throw new ValidationError('scopes', `"${s}" is not <resource>:<action>, <resource>:*, *:<action> or *`);
    const key = `${this.keyPrefix}_ws_${randomBase62(32)}`;
    const row: ApiKeyRow = {
      id: newId('key'),
      workspace_id: input.workspaceId,
      name: input.name?.trim() || 'API key',
      key_hash: hashKey(key),
      key_hint: key.slice(-4),
      scopes: json.write(scopes),
      internal: bool.write(input.internal ?? false),
      status: 'active',
      created_at: clock.iso(),
      revoked_at: null,
    };
    await store.insertKey(this.db.kysely, row);
    return { ...toKeyInfo(row), key };
  }

  async listKeys(workspaceId: string): Promise<ApiKeyInfo[]> {
    await this.getWorkspace(workspaceId);
    return (await store.listKeys(this.db.kysely, workspaceId)).map(toKeyInfo);
  }

  /** Irreversible; the next request with the key fails (this process's key cache is cleared, see keyCache). */
  async revokeKey(id: string): Promise<ApiKeyInfo> {
    const res = await store.revokeKey(this.db.kysely, id, clock.iso());
    this.keyCache.clear();
    const row = await store.getKey(this.db.kysely, id);
    if (!row) throw new NotFoundError('API key');
    if (Number(res.numUpdatedRows) === 0 && row.status !== 'revoked') throw new AppError(409, 'API key could not be revoked');
    return toKeyInfo(row);
  }

  async resolveKey(token: string): Promise<KeyIdentity | null> {
    const stamp = this.db.externalChangeStamp?.();
    if (stamp !== undefined) {
      if (stamp !== this.keyCacheStamp) {
        this.keyCache.clear();
        this.keyCacheStamp = stamp;
      }
      const cached = this.keyCache.get(token);
      if (cached) return cached;
    }
    const hash = hashKey(token);
    const row = await this.keyLookup(this.db.kysely, [hash, 'active']);
    // The lookup is by hash, so timing reveals nothing about the key; compare anyway so a lookup that ever
    // moves to a prefix still checks the whole secret in constant time.
    if (!row || !timingSafeEqual(Buffer.from(row.key_hash), Buffer.from(hash))) return null;
    const identity: KeyIdentity = {
      keyId: row.key_id,
      workspaceId: row.workspace_id,
      workspaceType: row.type,
      scopes: json.read<string[]>(row.scopes),
      internal: bool.read(row.internal),
      limits: { perMinute: row.rate_per_minute, burst: row.rate_burst },
    };
    if (stamp !== undefined) {
      if (this.keyCache.size >= KEY_CACHE_MAX) this.keyCache.clear();
      this.keyCache.set(token, identity);
    }
    return identity;
  }

  async findWorkspaceRef(id: string): Promise<WorkspaceRef | null> {
    const row = await store.getWorkspace(this.db.kysely, id);
    return row ? { id: row.id, type: row.type, limits: { perMinute: row.rate_per_minute, burst: row.rate_burst } } : null;
  }
}
