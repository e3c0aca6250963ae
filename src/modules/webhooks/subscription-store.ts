// SQL of webhook subscriptions. Every query is filtered by workspace.
import type { Database, Executor } from '../../platform/db/index.js';
import { listPage } from '../../platform/db/lists.js';
import type { Page, Sort } from '../../platform/http/pagination.js';

export type SubscriptionsTables = {
  webhook_subscriptions: {
    id: string;
    workspace_id: string;
    url: string;
    /** JSON array of event names and patterns. */
    events: string;
    active: number;
    max_retries: number;
    /** JSON object of extra headers (lower-cased names). */
    headers: string;
    description: string;
    /** The signing secret: never leaves this module except in the create and rotate answers. */
    secret: string;
    failure_count: number;
    last_delivery_at: string | null;
    created_at: string;
    updated_at: string;
  };
};

export type SubscriptionRow = SubscriptionsTables['webhook_subscriptions'];
export type SubscriptionSortColumn = 'created_at' | 'updated_at' | 'url';

const t = (db: Executor) => db.withTables<SubscriptionsTables>();
type ActiveSubscription = Pick<SubscriptionRow, 'id' | 'events'>;

/**
 * Active subscriptions read once per transaction and workspace: a booking emits two events and each fans out, and
 * on PostgreSQL every read is a round trip. Inserting, updating or deleting a subscription through this store in
 * that transaction drops them (the attempt statements' counters change neither `active` nor `events`).
 */
const activeInTransaction = new WeakMap<Executor, Map<string, Promise<ActiveSubscription[]>>>();
const subscriptionsChanged = (db: Executor) => activeInTransaction.delete(db);

export const subscriptionStore = {
  insertSubscription: (db: Executor, row: SubscriptionRow) => {
    subscriptionsChanged(db);
    return t(db).insertInto('webhook_subscriptions').values(row).execute();
  },

  getSubscription: (db: Executor, workspaceId: string, id: string) =>
    t(db)
      .selectFrom('webhook_subscriptions')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /** The row locked for the rest of the transaction (PostgreSQL; SQLite transactions are serialised anyway). */
  lockSubscription: (db: Executor, workspaceId: string, id: string) =>
    t(db)
      .selectFrom('webhook_subscriptions')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst(),

  async listSubscriptions(db: Executor, workspaceId: string, sort: Sort<SubscriptionSortColumn>, page: Page) {
    const q = t(db).selectFrom('webhook_subscriptions').where('workspace_id', '=', workspaceId);
    return listPage(db, q, { sort, page });
  },

  /** Active subscriptions of a workspace: what an event fans out to. */
  activeSubscriptions(database: Database, db: Executor, workspaceId: string): Promise<ActiveSubscription[]> {
    const query = (x: Executor) =>
      t(x)
        .selectFrom('webhook_subscriptions')
        .select(['id', 'events'])
        .where('workspace_id', '=', '')
        .where('active', '=', 1);
    const read = async () =>
      (await database.runCompiled(db, 'webhooks.activeSubscriptions', query, [workspaceId, 1])).rows;
    if (!db.isTransaction) return read();
    let byWorkspace = activeInTransaction.get(db);
    if (!byWorkspace) activeInTransaction.set(db, (byWorkspace = new Map()));
    let rows = byWorkspace.get(workspaceId);
    if (!rows) byWorkspace.set(workspaceId, (rows = read()));
    return rows;
  },

  updateSubscription: (db: Executor, workspaceId: string, id: string, patch: Partial<SubscriptionRow>) => {
    subscriptionsChanged(db);
    return t(db)
      .updateTable('webhook_subscriptions')
      .set(patch)
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  deleteSubscription: (db: Executor, workspaceId: string, id: string) => {
    subscriptionsChanged(db);
    return t(db)
      .deleteFrom('webhook_subscriptions')
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
  },
};
