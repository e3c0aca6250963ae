import type { Kysely } from 'kysely';
import type { Migrations } from '../../platform/db/migrate.js';

export const messagesMigrations: Migrations = {
  '0900_messages': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('template', 'text', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('html', 'text')
        .addColumn('text_body', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('last_response', 'text')
        .addColumn('booking_id', 'text')
        .addColumn('invoice_id', 'text')
        .addColumn('resend_of', 'text')
        .addColumn('test', 'integer', (c) => c.notNull())
        .addColumn('facts', 'text', (c) => c.notNull())
        .addColumn('attachments', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // One message per (template, record, event): a redelivered event inserts nothing.
      await db.schema
        .createIndex('messages_idempotency')
        .unique()
        .on('messages')
        .columns(['workspace_id', 'idempotency_key'])
        .execute();
      await db.schema
        .createIndex('messages_ws_created')
        .on('messages')
        .columns(['workspace_id', 'created_at', 'id'])
        .execute();
      // The retention purge walks finished messages by age.
      await db.schema.createIndex('messages_updated').on('messages').columns(['updated_at']).execute();
      await db.schema
        .createIndex('messages_ws_booking')
        .on('messages')
        .columns(['workspace_id', 'booking_id', 'created_at'])
        .execute();
    },
  },
};
