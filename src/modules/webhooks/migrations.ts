// Webhook subscriptions and their deliveries (one row per event × subscription, updated on every attempt).
import type { Kysely } from 'kysely';
import { countList } from '../../platform/db/list-counts.js';
import type { Migrations } from '../../platform/db/migrate.js';
import { DELIVERY_COUNTS } from './delivery-store.js';
import { EVENT_COUNTS } from './event-store.js';

export const webhooksMigrations: Migrations = {
  '0300_webhooks': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('webhook_subscriptions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull())
        .addColumn('max_retries', 'integer', (c) => c.notNull())
        .addColumn('headers', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('failure_count', 'integer', (c) => c.notNull())
        .addColumn('last_delivery_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('webhook_subscriptions_ws_created')
        .on('webhook_subscriptions')
        .columns(['workspace_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('webhook_subscriptions_ws_active')
        .on('webhook_subscriptions')
        .columns(['workspace_id', 'active'])
        .execute();

      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('subscription_id', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('response_status', 'integer')
        .addColumn('duration_ms', 'integer')
        .addColumn('error', 'text')
        .addColumn('next_attempt_at', 'text')
        .addColumn('last_attempt_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_ws_sub_created')
        .on('webhook_deliveries')
        .columns(['workspace_id', 'subscription_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_ws_sub_status')
        .on('webhook_deliveries')
        .columns(['workspace_id', 'subscription_id', 'status'])
        .execute();
    },
  },
  // Retention: finished deliveries by the time of their last change, and whether an event still has a pending one.
  '0301_webhooks_retention': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('webhook_deliveries_status_updated')
        .on('webhook_deliveries')
        .columns(['status', 'updated_at'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_ws_event')
        .on('webhook_deliveries')
        .columns(['workspace_id', 'event_id', 'status'])
        .execute();
    },
  },
  // Exact list totals kept by triggers (src/platform/db/list-counts.ts), instead of counting a page's matches.
  '0302_webhooks_list_counts': {
    async up(db: Kysely<unknown>) {
      await countList(db, DELIVERY_COUNTS);
      await countList(db, EVENT_COUNTS);
    },
  },
};
