// Workspaces and API keys: the operator's side (CLI), the per-request key resolution the auth layer uses, and the
// settings resource (every area's section, settings.ts).
import type { Page } from '../../platform/http/pagination.js';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { clock } from '../../platform/clock.js';
import { bool, json } from '../../platform/db/codecs.js';
import { isUniqueViolation, type Database, type Executor } from '../../platform/db/index.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { MaybePromise } from '../../platform/maybe-promise.js';
import type { KeyIdentity, WorkspaceRef, WorkspaceType } from '../../platform/identity.js';
import { DEFAULT_LIMITS, type Limits } from '../../platform/rate-limits.js';
import { freeHandle, handleOf } from './handles.js';
import type { UpdateWorkspaceBody } from './schemas.js';
import { parsedSettings, type SettingsRegistry } from './settings.js';
import { workspacesStore as store, type ApiKeyRow, type WorkspaceRow } from './store.js';

export interface Workspace {
  id: string;
  name: string;
  type: WorkspaceType;
  /** Where its booking page is: /book/<handle>. */
  bookingPageHandle: string;
  limits: Limits;
  settings: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

/** GET/PATCH /v1/workspace `data`: the workspace's fields and every area's settings (schemas.ts orders them). */
export type WorkspaceSettingsView = Pick<
  Workspace,
  'id' | 'name' | 'bookingPageHandle' | 'type' | 'limits' | 'createdAt' | 'updatedAt'
> &
  Record<string, unknown>;

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
  /** The user who made it (console); null when an operator did (CLI). */
  createdBy: string | null;
  /** When it last authenticated a request, to the minute (see noteKeyUse). */
  lastUsedAt: string | null;
  expiresAt: string | null;
}

export interface CreateKeyInput {
  workspaceId: string;
  name?: string;
  scopes?: string[];
  internal?: boolean;
  /** The user making it; unset for operators. */
  createdBy?: string | null;
  /** ISO instant after which the key is refused; must be in the future. */
  expiresAt?: string | null;
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
    bookingPageHandle: row.booking_page_handle,
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
    createdBy: row.created_by,
    lastUsedAt: row.last_used_at,
    expiresAt: row.expires_at,
  };
}

function checkLimits(limits: Partial<Limits>): void {
  for (const [field, v] of Object.entries(limits)) {
    if (v !== undefined && (!Number.isInteger(v) || v < 1))
      throw new ValidationError(field, 'must be a positive integer');
  }
}

/** How often a new workspace's handle is retried when a workspace made at the same moment took it. */
const HANDLE_ATTEMPTS = 5;

function handleTaken(handle: string): ConflictError {
  return new ConflictError('BOOKING_PAGE_HANDLE_TAKEN', `The booking page handle "${handle}" is another workspace's`, {
    details: { field: 'bookingPageHandle', message: 'is used by another workspace' },
  });
}

/** Bound on cached keys: only keys that resolved are cached, so this is about many live keys, not attacks. */
const KEY_CACHE_MAX = 10_000;

/** A key's last_used_at is written at most this often by one process (docs/decisions.md, "last_used_at"). */
const KEY_USE_WRITE_MS = 60_000;

interface CachedKey {
  identity: KeyIdentity;
  /** expires_at in ms, or null: checked on every use, cached or not. */
  expiresMs: number | null;
}

/** A workspace as its public booking page knows it. */
export interface PageSeller {
  id: string;
  name: string;
  bookingPageHandle: string;
  /** Its stored settings, read with it: each area's reader gives its section of them with `of`. */
  settings: Record<string, unknown>;
}

export class WorkspacesService {
  private readonly keyLookup;
  /**
   * SQLite only: resolved keys by token, kept while no other process has written to the database (its
   * data_version is unchanged) and this process has not revoked a key or changed limits. Exact, so a key revoked
   * with the CLI still fails on the next request; PostgreSQL has no such cheap check and always looks up.
   */
  private readonly keyCache = new Map<string, CachedKey>();
  private keyCacheStamp = -1;
  /** When this process last wrote each key's last_used_at (ms). */
  private readonly keyUseWrites = new Map<string, number>();

  constructor(
    private readonly db: Database,
    private readonly keyPrefix: string,
    /** Every area's section of the settings (src/modules/index.ts registers them). */
    readonly settings: SettingsRegistry,
  ) {
    this.keyLookup = store.activeKeyByHash(db.kysely);
  }

  async createWorkspace(input: {
    name: string;
    type?: WorkspaceType;
    perMinute?: number;
    burst?: number;
  }): Promise<Workspace> {
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
      booking_page_handle: '',
    };
    const base = handleOf(row.name);
    for (let attempt = 1; ; attempt++) {
      row.booking_page_handle = freeHandle(base, await store.handlesLike(this.db.kysely, base));
      try {
        await store.insertWorkspace(this.db.kysely, row);
        return toWorkspace(row);
      } catch (err) {
        // Another workspace of the same name took the handle between the look-up and the insert.
        if (!isUniqueViolation(err) || attempt >= HANDLE_ATTEMPTS) throw err;
      }
    }
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
    return this.getWorkspaceIn(this.db.kysely, id);
  }

  private async getWorkspaceIn(executor: Executor, id: string): Promise<Workspace> {
    const row = await store.getWorkspace(executor, id);
    if (!row) throw new NotFoundError('Workspace');
    return toWorkspace(row);
  }

  async listWorkspaces(): Promise<Workspace[]> {
    return (await store.listWorkspaces(this.db.kysely)).map(toWorkspace);
  }

  /** The settings resource: the workspace and every area's settings, stored values over the defaults. */
  async getSettings(id: string): Promise<WorkspaceSettingsView> {
    const ws = await this.getWorkspace(id);
    return {
      id: ws.id,
      name: ws.name,
      bookingPageHandle: ws.bookingPageHandle,
      type: ws.type,
      ...this.settings.values(ws.settings),
      limits: ws.limits,
      createdAt: ws.createdAt,
      updatedAt: ws.updatedAt,
    };
  }

  /**
   * Renames the workspace, moves its booking page to the handle the body names (a 409 when another workspace's) and
   * stores the settings the body sets (each area's checks first); other keys are ignored.
   */
  async updateSettings(id: string, body: UpdateWorkspaceBody): Promise<WorkspaceSettingsView> {
    this.settings.check(body);
    const handle = body.bookingPageHandle;
    try {
      await this.db.transaction(async (tx) => {
        const row = await store.getWorkspace(tx, id);
        if (!row) throw new NotFoundError('Workspace');
        await this.settings.verify(tx, id, body);
        await store.updateWorkspace(tx, id, {
          name: body.name?.trim() || row.name,
          booking_page_handle: handle ?? row.booking_page_handle,
          settings: json.write({ ...this.settings.known(json.read(row.settings)), ...this.settings.known(body) }),
          updated_at: clock.iso(),
        });
      });
    } catch (err) {
      if (isUniqueViolation(err) && handle !== undefined) throw handleTaken(handle);
      throw err;
    }
    return this.getSettings(id);
  }

  /** The seller whose booking page is at /book/<handle>, or null. */
  async findByHandle(handle: string): Promise<PageSeller | null> {
    const row = await store.byHandle(this.db.kysely, handle);
    return row
      ? {
          id: row.id,
          name: row.name,
          bookingPageHandle: row.booking_page_handle,
          settings: parsedSettings(row.id, row.settings),
        }
      : null;
  }

  /**
   * Creates a key; its value is returned here only and stored as a SHA-256 hash. `executor`: a transaction the key
   * joins (the accounts area writes its audit row in the same one).
   */
  async createKey(input: CreateKeyInput, executor: Executor = this.db.kysely): Promise<ApiKeyInfo & { key: string }> {
    await this.getWorkspaceIn(executor, input.workspaceId);
    const scopes = [...new Set(input.scopes ?? [])];
    for (const s of scopes)
      if (!SCOPE_RE.test(s))
        throw new ValidationError('scopes', `"${s}" is not <resource>:<action>, <resource>:*, *:<action> or *`);
    const now = clock.nowMs();
    let expiresAt: string | null = null;
    if (input.expiresAt) {
      const at = Date.parse(input.expiresAt);
      if (Number.isNaN(at)) throw new ValidationError('expires_at', 'must be an ISO 8601 date-time');
      if (at <= now) throw new ValidationError('expires_at', 'must be in the future');
      expiresAt = clock.iso(at);
    }
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
      created_at: clock.iso(now),
      revoked_at: null,
      created_by: input.createdBy ?? null,
      last_used_at: null,
      expires_at: expiresAt,
    };
    await store.insertKey(executor, row);
    return { ...toKeyInfo(row), key };
  }

  async listKeys(workspaceId: string): Promise<ApiKeyInfo[]> {
    await this.getWorkspace(workspaceId);
    return (await store.listKeys(this.db.kysely, workspaceId)).map(toKeyInfo);
  }

  /** A page of the keys people manage in a workspace (internal keys are the operator's), newest first. */
  async pageKeys(workspaceId: string, page: Page): Promise<{ items: ApiKeyInfo[]; total: number }> {
    const { rows, total } = await store.pageKeys(this.db.kysely, workspaceId, page);
    return { items: rows.map(toKeyInfo), total };
  }

  async getKey(id: string, executor: Executor = this.db.kysely): Promise<ApiKeyInfo | null> {
    const row = await store.getKey(executor, id);
    return row ? toKeyInfo(row) : null;
  }

  /** Irreversible; the next request with the key fails (this process's key cache is cleared, see keyCache). */
  async revokeKey(id: string): Promise<ApiKeyInfo> {
    const { key, changed } = await this.revoke(id);
    if (!changed && key.status !== 'revoked')
      throw new ConflictError('CONCURRENT_CHANGE', 'API key could not be revoked');
    return key;
  }

  /**
   * Revokes a key (of `workspaceId` when given, else 404) and says whether this call did it (false: it already was
   * revoked). Call forgetCachedKeys() once the transaction `executor` belongs to has committed.
   */
  async revoke(
    id: string,
    opts: { workspaceId?: string; executor?: Executor } = {},
  ): Promise<{ key: ApiKeyInfo; changed: boolean }> {
    const executor = opts.executor ?? this.db.kysely;
    const res = await store.revokeKey(executor, id, clock.iso(), opts.workspaceId);
    this.keyCache.clear();
    const row = await store.getKey(executor, id);
    if (!row || (opts.workspaceId !== undefined && row.workspace_id !== opts.workspaceId))
      throw new NotFoundError('API key');
    return { key: toKeyInfo(row), changed: Number(res.numUpdatedRows) > 0 };
  }

  /** Drops this process's cached keys: after a revocation's transaction commits, so no read before it re-fills them. */
  forgetCachedKeys(): void {
    this.keyCache.clear();
  }

  /** The active key whose value is `token`, or null; at once (no promise) when this process has it cached. */
  resolveKey(token: string): MaybePromise<KeyIdentity | null> {
    const stamp = this.db.externalChangeStamp?.();
    if (stamp !== undefined) {
      if (stamp !== this.keyCacheStamp) {
        this.keyCache.clear();
        this.keyCacheStamp = stamp;
      }
      const cached = this.keyCache.get(token);
      if (cached) return this.use(cached);
    }
    return this.lookUpKey(token, stamp);
  }

  private async lookUpKey(token: string, stamp: number | undefined): Promise<KeyIdentity | null> {
    const hash = hashKey(token);
    const row = await this.keyLookup(this.db.kysely, [hash, 'active']);
    // The lookup is by hash, so timing reveals nothing about the key; compare anyway so a lookup that ever
    // moves to a prefix still checks the whole secret in constant time.
    if (!row || !timingSafeEqual(Buffer.from(row.key_hash), Buffer.from(hash))) return null;
    const resolved: CachedKey = {
      identity: {
        keyId: row.key_id,
        workspaceId: row.workspace_id,
        workspaceType: row.type,
        scopes: json.read<string[]>(row.scopes),
        internal: bool.read(row.internal),
        limits: { perMinute: row.rate_per_minute, burst: row.rate_burst },
      },
      expiresMs: row.expires_at === null ? null : Date.parse(row.expires_at),
    };
    if (stamp !== undefined) {
      if (this.keyCache.size >= KEY_CACHE_MAX) this.keyCache.clear();
      this.keyCache.set(token, resolved);
    }
    return this.use(resolved);
  }

  /** A resolved key, unless it has expired (refused like a revoked one); its use is noted. */
  private use(key: CachedKey): KeyIdentity | null {
    const now = clock.nowMs();
    if (key.expiresMs !== null && key.expiresMs <= now) return null;
    this.noteKeyUse(key.identity.keyId, now);
    return key.identity;
  }

  /**
   * last_used_at, cheaply: written when this process has not written it for a minute, outside the request (the
   * auth hook runs before any transaction of the request) and never awaited, so a failed write costs an older
   * timestamp, never a request. Another process's write clears SQLite key caches once a minute per key at most.
   */
  private noteKeyUse(keyId: string, now: number): void {
    const last = this.keyUseWrites.get(keyId);
    if (last !== undefined && now - last < KEY_USE_WRITE_MS) return;
    if (this.keyUseWrites.size >= KEY_CACHE_MAX) this.keyUseWrites.clear();
    this.keyUseWrites.set(keyId, now);
    store.touchKey(this.db.kysely, keyId, clock.iso(now)).catch(() => {
      this.keyUseWrites.delete(keyId);
    });
  }

  /** The workspace, or null (no 404): what a session needs to show and budget its workspace; `executor`: a caller's transaction. */
  async findWorkspace(id: string, executor: Executor = this.db.kysely): Promise<Workspace | null> {
    const row = await store.getWorkspace(executor, id);
    return row ? toWorkspace(row) : null;
  }

  async findWorkspaceRef(id: string): Promise<WorkspaceRef | null> {
    const row = await store.getWorkspace(this.db.kysely, id);
    return row
      ? { id: row.id, type: row.type, limits: { perMinute: row.rate_per_minute, burst: row.rate_burst } }
      : null;
  }
}
