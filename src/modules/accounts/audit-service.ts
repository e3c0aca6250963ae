// The audit log: every change to keys and people, and sign-ins, with who did it, when and from where. Entries are
// written in the transaction of the change they record, so one never exists without the other.
import { clock } from '../../platform/clock.js';
import { json } from '../../platform/db/codecs.js';
import type { Database, Executor } from '../../platform/db/index.js';
import type { Page } from '../../platform/http/pagination.js';
import type { Role } from '../../platform/http/scopes.js';
import type { Actor } from '../../platform/identity.js';
import { newId } from '../../platform/ids.js';
import { auditStore, type AuditRow } from './audit-store.js';

export const AUDIT_ACTIONS = [
  'key.created',
  'key.revoked',
  'member.added',
  'member.invited',
  'member.joined',
  'member.role_changed',
  'member.removed',
  'password.set',
  'person.exported',
  'person.erased',
  'session.signed_in',
  'session.signed_out_everywhere',
  'integrity.repaired',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who did something: a signed-in person, an API key, or an operator at the CLI (their OS account). */
export type AuditActor =
  { type: 'user'; id: string; email: string } | { type: 'key'; id: string } | { type: 'operator'; id: string };

/** The audit log's actor for a request's caller (a key or a signed-in person). */
export function auditActorOf(actor: Actor): AuditActor {
  return actor.type === 'user'
    ? { type: 'user', id: actor.userId, email: actor.email }
    : { type: 'key', id: actor.keyId };
}

/**
 * The caller of a change, as services take it: the actor for the audit row, their role in the workspace (null for an
 * operator, who may do anything) and the client address (null at the CLI).
 */
export interface Who {
  actor: AuditActor;
  role: Role | null;
  ip: string | null;
}

export interface AuditInput {
  workspaceId: string;
  who: Pick<Who, 'actor' | 'ip'>;
  action: AuditAction;
  target?: { type: string; id: string } | null;
  details?: Record<string, unknown>;
}

export interface AuditEntry {
  id: string;
  at: string;
  actor: { type: AuditActor['type']; id: string | null; email: string | null };
  action: string;
  target: { type: string; id: string } | null;
  ip: string | null;
  details: Record<string, unknown>;
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actor: { type: row.actor_type, id: row.actor_id, email: row.actor_email },
    action: row.action,
    target: row.target_type !== null && row.target_id !== null ? { type: row.target_type, id: row.target_id } : null,
    ip: row.ip,
    details: json.read<Record<string, unknown>>(row.details),
  };
}

export class AuditService {
  constructor(private readonly db: Database) {}

  /** Writes one entry with `executor` (the transaction of the change it records). */
  async record(executor: Executor, input: AuditInput): Promise<void> {
    const actor = input.who.actor;
    await auditStore.insert(executor, {
      id: newId('aud'),
      workspace_id: input.workspaceId,
      at: clock.iso(),
      actor_type: actor.type,
      actor_id: actor.id,
      actor_email: actor.type === 'user' ? actor.email : null,
      action: input.action,
      target_type: input.target?.type ?? null,
      target_id: input.target?.id ?? null,
      ip: input.who.ip,
      details: json.write(input.details ?? {}),
    });
  }

  /** Newest first. */
  async list(
    workspaceId: string,
    filter: { action?: string },
    page: Page,
  ): Promise<{ items: AuditEntry[]; total: number }> {
    const { rows, total } = await auditStore.list(this.db.kysely, workspaceId, filter, page);
    return { items: rows.map(toEntry), total };
  }
}
