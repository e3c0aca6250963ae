// Platform tables: the outbox of events, the durable job queue and stored idempotent responses.
import type { Kysely } from 'kysely';
import type { Migrations } from '../migrate.js';
import { platformRetentionMigrations } from './0001_platform_retention.js';
import { listCountsMigrations } from './0002_list_counts.js';
import { serverAddressMigrations } from './0003_server_address.js';
import { eventSubjectMigrations } from './0004_event_subjects.js';

export const platformMigrations: Migrations = {
  '0000_platform_core': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('events_ws_created')
        .on('events')
        .columns(['workspace_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('events_ws_type')
        .on('events')
        .columns(['workspace_id', 'type', 'created_at'])
        .execute();

      await db.schema
        .createTable('jobs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('workspace_id', 'text')
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('run_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull())
        .addColumn('locked_by', 'text')
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();
      await db.schema.createIndex('jobs_lease').on('jobs').columns(['status', 'locked_until']).execute();

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('response_status', 'integer')
        .addColumn('response_body', 'text')
        .addColumn('locked_until', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['workspace_id', 'key'])
        .execute();
      await db.schema.createIndex('idempotency_keys_expiry').on('idempotency_keys').column('expires_at').execute();
    },
  },
  ...platformRetentionMigrations,
  ...listCountsMigrations,
  ...serverAddressMigrations,
  ...eventSubjectMigrations,
};
