// SQL of messages. Every query is filtered by workspace.
import type { Executor } from '../../platform/db/index.js';
import { listPage } from '../../platform/db/lists.js';
import type { Page, Sort } from '../../platform/http/pagination.js';

export type MessageStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'kept';

export type MessagesTables = {
  messages: {
    id: string;
    workspace_id: string;
    template: string;
    locale: string;
    to_address: string;
    subject: string;
    /** The rendered body, stored at the first attempt: every attempt sends these bytes. */
    html: string | null;
    text_body: string | null;
    status: MessageStatus;
    /** Sending attempts started (counted before each is sent, so one cut short by a crash counts). */
    attempts: number;
    /** The SMTP server's last answer, or why there was none. */
    last_response: string | null;
    booking_id: string | null;
    invoice_id: string | null;
    resend_of: string | null;
    test: number;
    /** JSON: what the event knew that the records do not keep (a refund, a payment, a seat hold). */
    facts: string;
    /** JSON: `[{ filename, contentType, size }]` of the attachments sent (known once rendered). */
    attachments: string;
    idempotency_key: string;
    created_at: string;
    sent_at: string | null;
    updated_at: string;
  };
};

export type MessageRow = MessagesTables['messages'];
export type MessageSortColumn = 'created_at';

export interface MessageFilters {
  status?: MessageStatus;
  template?: string;
  bookingId?: string;
}

const t = (db: Executor) => db.withTables<MessagesTables>();

/** What will not change any more: sent, failed for good, or kept without sending. */
export const FINISHED: readonly MessageStatus[] = ['sent', 'failed', 'kept'];

export const messagesStore = {
  /** Inserts the row unless its idempotency key is taken; true when it was inserted. */
  async insertOnce(db: Executor, row: MessageRow): Promise<boolean> {
    const inserted = await t(db)
      .insertInto('messages')
      .values(row)
      .onConflict((oc) => oc.columns(['workspace_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  get: (db: Executor, workspaceId: string, id: string) =>
    t(db)
      .selectFrom('messages')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst(),

  update: (db: Executor, workspaceId: string, id: string, patch: Partial<MessageRow>) =>
    t(db).updateTable('messages').set(patch).where('workspace_id', '=', workspaceId).where('id', '=', id).execute(),

  list(db: Executor, workspaceId: string, f: MessageFilters, sort: Sort<MessageSortColumn>, page: Page) {
    let q = t(db).selectFrom('messages').where('workspace_id', '=', workspaceId);
    if (f.status) q = q.where('status', '=', f.status);
    if (f.template) q = q.where('template', '=', f.template);
    if (f.bookingId) q = q.where('booking_id', '=', f.bookingId);
    return listPage(db, q, { sort, page });
  },
};
