// SQL of the workspaces' ticket signing keys: one row per workspace, never answered by any API.
import type { Executor } from '../../platform/db/index.js';

export type TicketKeyTables = {
  ticket_keys: {
    workspace_id: string;
    /** 32 random bytes, base64. */
    secret: string;
    created_at: string;
  };
};

const t = (db: Executor) => db.withTables<TicketKeyTables>();

export const ticketKeyStore = {
  async get(db: Executor, workspaceId: string): Promise<string | null> {
    const row = await t(db)
      .selectFrom('ticket_keys')
      .select('secret')
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirst();
    return row?.secret ?? null;
  },

  /** Stores the workspace's key unless it has one already (a concurrent first use): the stored one wins. */
  async insertIfAbsent(db: Executor, workspaceId: string, secret: string, at: string): Promise<void> {
    await t(db)
      .insertInto('ticket_keys')
      .values({ workspace_id: workspaceId, secret, created_at: at })
      .onConflict((oc) => oc.column('workspace_id').doNothing())
      .execute();
  },
};
