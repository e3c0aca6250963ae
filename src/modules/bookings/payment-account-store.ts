// SQL for payment accounts: one row per workspace and provider.
import type { Executor } from '../../platform/db/index.js';

export type PaymentAccountsTables = {
  payment_accounts: {
    id: string;
    workspace_id: string;
    provider: string;
    display_name: string;
    live_mode: number;
    status: 'active';
    /** The credentials, sealed (`src/platform/sealed.ts`) and bound to the account's id; null when it has none. */
    config_sealed: string | null;
    /** JSON array of the credential fields set: what answers show instead of the values. */
    config_fields: string;
    created_at: string;
    updated_at: string;
  };
};

export type PaymentAccountRow = PaymentAccountsTables['payment_accounts'];

const t = (db: Executor) => db.withTables<PaymentAccountsTables>();

export const paymentAccountsStore = {
  list(db: Executor, workspaceId: string, provider?: string): Promise<PaymentAccountRow[]> {
    let q = t(db).selectFrom('payment_accounts').selectAll().where('workspace_id', '=', workspaceId);
    if (provider !== undefined) q = q.where('provider', '=', provider);
    return q.orderBy('created_at').orderBy('id').execute();
  },

  get(db: Executor, workspaceId: string, id: string): Promise<PaymentAccountRow | undefined> {
    return t(db)
      .selectFrom('payment_accounts')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  byProviderForUpdate(db: Executor, workspaceId: string, provider: string): Promise<PaymentAccountRow | undefined> {
    return t(db)
      .selectFrom('payment_accounts')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('provider', '=', provider)
      .forUpdate()
      .executeTakeFirst();
  },

  async insert(db: Executor, row: PaymentAccountRow): Promise<void> {
    await t(db).insertInto('payment_accounts').values(row).execute();
  },

  async update(db: Executor, workspaceId: string, id: string, patch: Partial<PaymentAccountRow>): Promise<void> {
    await t(db)
      .updateTable('payment_accounts')
      .set(patch)
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .execute();
  },
};
