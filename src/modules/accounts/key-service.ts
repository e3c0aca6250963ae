// API keys as people manage them (console) and operators (CLI): list, create (the value shown once), revoke. The
// keys themselves are the workspaces area's (through the port); this adds the rules about who may grant what, the
// creators' emails, and the audit row written in the same transaction as the change.
import type { Database } from '../../platform/db/index.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.js';
import type { Page } from '../../platform/http/pagination.js';
import { isSessionOnly, roleAllows } from '../../platform/http/scopes.js';
import type { ApiKeyInfo } from '../workspaces/service.js';
import type { AuditService, Who } from './audit-service.js';
import type { WorkspacesPort } from './ports.js';
import { userStore } from './user-store.js';

export interface ApiKey {
  id: string;
  name: string;
  /** Not secret: the key's prefix and last four characters. */
  hint: string;
  scopes: string[];
  status: 'active' | 'revoked';
  created_at: string;
  created_by: { id: string; email: string | null } | null;
  last_used_at: string | null;
  expires_at: string | null;
  revoked_at: string | null;
}

export interface CreateKeyBody {
  name: string;
  scopes: string[];
  expires_at?: string | null;
}

export class KeyService {
  constructor(
    private readonly db: Database,
    private readonly workspaces: WorkspacesPort,
    private readonly audit: AuditService,
  ) {}

  private async views(keys: ApiKeyInfo[]): Promise<ApiKey[]> {
    const creators = [...new Set(keys.map((k) => k.createdBy).filter((id): id is string => id !== null))];
    const emails = new Map((await userStore.emailsOf(this.db.kysely, creators)).map((u) => [u.id, u.email]));
    return keys.map((k) => ({
      id: k.id,
      name: k.name,
      hint: `${this.workspaces.keyPrefix}_ws_…${k.hint}`,
      scopes: k.scopes,
      status: k.status,
      created_at: k.createdAt,
      created_by: k.createdBy === null ? null : { id: k.createdBy, email: emails.get(k.createdBy) ?? null },
      last_used_at: k.lastUsedAt,
      expires_at: k.expiresAt,
      revoked_at: k.revokedAt,
    }));
  }

  /** The workspace's keys people manage (internal keys are the operator's), newest first. */
  async list(workspaceId: string, page: Page): Promise<{ items: ApiKey[]; total: number }> {
    const { items, total } = await this.workspaces.keys.pageKeys(workspaceId, page);
    return { items: await this.views(items), total };
  }

  /**
   * A new key; its value is in the answer only. A person grants only scopes their role has, and never the people
   * and keys scopes (a key is refused those whatever it holds).
   */
  async create(workspaceId: string, body: CreateKeyBody, who: Who): Promise<ApiKey & { key: string }> {
    const scopes = [...new Set(body.scopes)];
    for (const s of scopes) {
      if (isSessionOnly(s)) throw new ValidationError('scopes', `"${s}": API keys cannot manage keys or members`);
      if (who.role !== null && !roleAllows(who.role, s))
        throw new ForbiddenError('SCOPE_REQUIRED', `The ${who.role} role cannot grant ${s}`, { required_scope: s });
    }
    const created = await this.db.transaction(async (tx) => {
      const key = await this.workspaces.keys.createKey(
        {
          workspaceId,
          name: body.name,
          scopes,
          createdBy: who.actor.type === 'user' ? who.actor.id : null,
          expiresAt: body.expires_at ?? null,
        },
        tx,
      );
      await this.audit.record(tx, {
        workspaceId,
        who,
        action: 'key.created',
        target: { type: 'key', id: key.id },
        details: { name: key.name, scopes: key.scopes, expires_at: key.expiresAt },
      });
      return key;
    });
    const [view] = await this.views([created]);
    return { ...view!, key: created.key };
  }

  /** Irreversible, and seen by every process on its next request; 409 when the key already was revoked. */
  async revoke(workspaceId: string, keyId: string, who: Who): Promise<ApiKey> {
    const key = await this.db.transaction(async (tx) => {
      const found = await this.workspaces.keys.getKey(keyId, tx);
      if (!found || found.workspaceId !== workspaceId || found.internal) throw new NotFoundError('API key');
      const { key, changed } = await this.workspaces.keys.revoke(keyId, { workspaceId, executor: tx });
      if (!changed) throw new ConflictError('ALREADY_REVOKED', 'This API key is already revoked');
      await this.audit.record(tx, {
        workspaceId,
        who,
        action: 'key.revoked',
        target: { type: 'key', id: keyId },
        details: { name: key.name },
      });
      return key;
    });
    this.workspaces.keys.forgetCachedKeys();
    const [view] = await this.views([key]);
    return view!;
  }

  /** The operator's `key create` (any scopes, internal keys too), audited with the operator as the actor. */
  async createForOperator(
    input: { workspaceId: string; name?: string; scopes?: string[]; internal?: boolean },
    who: Who,
  ) {
    return this.db.transaction(async (tx) => {
      const key = await this.workspaces.keys.createKey({ ...input, createdBy: null }, tx);
      await this.audit.record(tx, {
        workspaceId: key.workspaceId,
        who,
        action: 'key.created',
        target: { type: 'key', id: key.id },
        details: { name: key.name, scopes: key.scopes, internal: key.internal },
      });
      return key;
    });
  }

  /** The operator's `key revoke`: any workspace's key; revoking a revoked key again answers it unchanged. */
  async revokeForOperator(keyId: string, who: Who): Promise<ApiKeyInfo> {
    const key = await this.db.transaction(async (tx) => {
      const { key, changed } = await this.workspaces.keys.revoke(keyId, { executor: tx });
      if (changed)
        await this.audit.record(tx, {
          workspaceId: key.workspaceId,
          who,
          action: 'key.revoked',
          target: { type: 'key', id: keyId },
          details: { name: key.name },
        });
      return key;
    });
    this.workspaces.keys.forgetCachedKeys();
    return key;
  }
}
