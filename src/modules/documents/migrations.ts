import type { Kysely } from 'kysely';
import type { Migrations } from '../../platform/db/migrate.js';

export const documentsMigrations: Migrations = {
  // Each workspace's ticket signing key (ticket-token.ts), made the first time a ticket is issued or checked.
  '0950_documents_ticket_keys': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ticket_keys')
        .addColumn('workspace_id', 'text', (c) => c.primaryKey())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
};
