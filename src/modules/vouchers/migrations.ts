import type { Kysely } from 'kysely';
import { countList } from '../../platform/db/list-counts.js';
import type { Migrations } from '../../platform/db/migrate.js';
import { createTextIndex } from '../../platform/db/text-search.js';
import { VOUCHER_TEXT, VOUCHER_COUNTS, VOUCHER_TRANSACTION_COUNTS } from './store.js';

export const vouchersMigrations: Migrations = {
  '0550_vouchers': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('vouchers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('customer_id', 'text')
        .addColumn('initial_balance_minor', 'bigint', (c) => c.notNull())
        // Changed only by redeem and refund, each a conditional UPDATE that keeps 0 ≤ balance ≤ initial.
        .addColumn('current_balance_minor', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text')
        .addColumn('is_transferable', 'integer', (c) => c.notNull())
        .addColumn('source_type', 'text')
        .addColumn('source_id', 'text')
        .addColumn('last_used_at', 'text')
        .addColumn('metadata', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('vouchers_ws_code')
        .unique()
        .on('vouchers')
        .columns(['workspace_id', 'code'])
        .execute();
      await db.schema
        .createIndex('vouchers_ws_created')
        .on('vouchers')
        .columns(['workspace_id', 'created_at', 'id'])
        .execute();

      await db.schema
        .createTable('voucher_transactions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('voucher_id', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('balance_after_minor', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('booking_id', 'text')
        .addColumn('customer_id', 'text')
        .addColumn('description', 'text')
        .addColumn('related_transaction_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('voucher_txns_ws_voucher_created')
        .on('voucher_transactions')
        .columns(['workspace_id', 'voucher_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('voucher_txns_ws_related')
        .on('voucher_transactions')
        .columns(['workspace_id', 'related_transaction_id'])
        .execute();
    },
  },
  // Exact list totals kept by triggers (src/platform/db/list-counts.ts), instead of counting a page's matches.
  '0560_vouchers_list_counts': {
    async up(db: Kysely<unknown>) {
      await countList(db, VOUCHER_COUNTS);
      await countList(db, VOUCHER_TRANSACTION_COUNTS);
    },
  },
  // `q` through an index (src/platform/db/text-search.ts), not a scan of the workspace's rows.
  '0561_vouchers_text_index': {
    async up(db: Kysely<unknown>) {
      await createTextIndex(db, VOUCHER_TEXT);
    },
  },
};
