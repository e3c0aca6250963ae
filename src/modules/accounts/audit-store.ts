// SQL for the audit log: who changed keys and people, what, when and from where. Every query is filtered by workspace.
import { listPage } from '../../platform/db/lists.js';
import type { Executor } from '../../platform/db/index.js';
import type { Page } from '../../platform/http/pagination.js';

export type AuditTables = {
  audit_log: {
    id: string;
    workspace_id: string;
    at: string;
    actor_type: 'user' | 'key' | 'operator';
    actor_id: string | null;
    /** The person's email when the entry was written (it stays readable after they leave). */
    actor_email: string | null;
    action: string;
    target_type: string | null;
    target_id: string | null;
    ip: string | null;
    /** JSON object. */
    details: string;
  };
};

export type AuditRow = AuditTables['audit_log'];

const t = (db: Executor) => db.withTables<AuditTables>();

export const auditStore = {
  insert: (db: Executor, row: AuditRow) => t(db).insertInto('audit_log').values(row).execute(),

  async list(db: Executor, workspaceId: string, filter: { action?: string }, page: Page) {
    let q = t(db).selectFrom('audit_log').where('workspace_id', '=', workspaceId);
    if (filter.action) q = q.where('action', '=', filter.action);
    return listPage(db, q, { sort: { column: 'at', direction: 'desc' }, page });
  },
};
