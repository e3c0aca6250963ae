import type { Kysely } from 'kysely';
import type { Migrations } from '../../platform/db/migrate.js';
import { freeHandle, handleOf } from './handles.js';

export const workspacesMigrations: Migrations = {
  '0100_workspaces': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('workspaces')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('rate_per_minute', 'integer', (c) => c.notNull())
        .addColumn('rate_burst', 'integer', (c) => c.notNull())
        .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('api_keys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('key_hash', 'text', (c) => c.notNull().unique())
        .addColumn('key_hint', 'text', (c) => c.notNull())
        .addColumn('scopes', 'text', (c) => c.notNull())
        .addColumn('internal', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('api_keys_ws').on('api_keys').columns(['workspace_id', 'created_at']).execute();
    },
  },
  // Key management by people (the accounts area): who made a key, when it was last used, when it expires.
  '0101_workspaces_key_management': {
    async up(db: Kysely<unknown>) {
      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      await db.schema.alterTable('api_keys').addColumn('created_by', 'text').execute();
      await db.schema.alterTable('api_keys').addColumn('last_used_at', 'text').execute();
      await db.schema.alterTable('api_keys').addColumn('expires_at', 'text').execute();
    },
  }, // The booking page's handle (issue 29): every existing workspace gets the one a new workspace of its name would,
  // oldest first (so the oldest keeps the plain slug), then the index that keeps handles unique.
  '0102_workspaces_booking_page_handle': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('workspaces').addColumn('booking_page_handle', 'text').execute();
      const ws = db.withTables<{
        workspaces: { id: string; name: string; created_at: string; booking_page_handle: string | null };
      }>();
      const rows = await ws
        .selectFrom('workspaces')
        .select(['id', 'name'])
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const taken = new Set<string>();
      for (const row of rows) {
        const handle = freeHandle(handleOf(row.name), taken);
        taken.add(handle);
        await ws.updateTable('workspaces').set({ booking_page_handle: handle }).where('id', '=', row.id).execute();
      }
      await db.schema
        .createIndex('workspaces_booking_page_handle')
        .on('workspaces')
        .column('booking_page_handle')
        .unique()
        .execute();
    },
  },
};
