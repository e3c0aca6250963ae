import { SqliteAdapter, sql, type Kysely } from 'kysely';
import { countList } from '../../platform/db/list-counts.js';
import type { Migrations } from '../../platform/db/migrate.js';
import { createTextIndex } from '../../platform/db/text-search.js';
import { DEPARTURE_COUNTS } from './departure-store.js';
import { PRODUCT_TEXT } from './product-store.js';

export const catalogMigrations: Migrations = {
  '0400_catalog_products': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('products')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('provider_id', 'text')
        .addColumn('external_product_id', 'text')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('summary', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('type', 'text')
        .addColumn('category', 'text')
        .addColumn('currency', 'text')
        .addColumn('duration_days', 'integer')
        .addColumn('location', 'text')
        .addColumn('pricing_model', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('products_ws_slug')
        .unique()
        .on('products')
        .columns(['workspace_id', 'slug'])
        .execute();
      // One index per sort, ending in id: a page is an index range scan whatever the workspace's size.
      await db.schema
        .createIndex('products_ws_updated')
        .on('products')
        .columns(['workspace_id', 'updated_at', 'id'])
        .execute();
      await db.schema
        .createIndex('products_ws_created')
        .on('products')
        .columns(['workspace_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('products_ws_title')
        .on('products')
        .columns(['workspace_id', 'title', 'id'])
        .execute();
      await db.schema
        .createIndex('products_ws_status_updated')
        .on('products')
        .columns(['workspace_id', 'status', 'updated_at', 'id'])
        .execute();

      // List totals without count(*): one row per workspace, source, status and type ('' = no type).
      await db.schema
        .createTable('product_counts')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('n', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_counts_pk', ['workspace_id', 'source', 'status', 'type'])
        .execute();
    },
  },
  '0410_catalog_departures': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('departures')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('start_at', 'text', (c) => c.notNull())
        .addColumn('end_at', 'text', (c) => c.notNull())
        .addColumn('capacity', 'integer', (c) => c.notNull())
        // Seats held by bookings that are not cancelled; only conditional updates move it (never above capacity).
        .addColumn('booked_pax', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('meeting_point', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('departures_ws_product_start')
        .on('departures')
        .columns(['workspace_id', 'product_id', 'start_at', 'id'])
        .execute();
      await db.schema
        .createIndex('departures_ws_start')
        .on('departures')
        .columns(['workspace_id', 'start_at', 'id'])
        .execute();
    },
  },
  '0420_catalog_pricing': {
    async up(db: Kysely<unknown>) {
      // A product's room categories, rate plans and departure overrides: replaced and read as a whole, so one row.
      await db.schema
        .createTable('product_pricing')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_pricing_pk', ['workspace_id', 'product_id'])
        .execute();
    },
  },
  '0430_catalog_tags': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('tags')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('tags_ws_slug').unique().on('tags').columns(['workspace_id', 'slug']).execute();
      await db.schema.createIndex('tags_ws_name').on('tags').columns(['workspace_id', 'name', 'id']).execute();
      await db.schema
        .createTable('product_tags')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('tag_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_tags_pk', ['workspace_id', 'product_id', 'tag_id'])
        .execute();
      await db.schema
        .createIndex('product_tags_ws_tag')
        .on('product_tags')
        .columns(['workspace_id', 'tag_id', 'product_id'])
        .execute();
    },
  },
  '0440_catalog_category_index': {
    async up(db: Kysely<unknown>) {
      // The category filter (and its count) reads the category's products only, in the default order.
      await db.schema
        .createIndex('products_ws_category_updated')
        .on('products')
        .columns(['workspace_id', 'category', 'updated_at', 'id'])
        .execute();
    },
  },
  '0441_catalog_products_ws_id': {
    async up(db: Kysely<unknown>) {
      // Lookups of given products (a tag's, a collection's) use the workspace and the ids together, instead of
      // walking the whole workspace in some index's order.
      await db.schema.createIndex('products_ws_id').unique().on('products').columns(['workspace_id', 'id']).execute();
    },
  },
  '0442_catalog_versions': {
    async up(db: Kysely<unknown>) {
      // A per-workspace number that moves with every change to what a product list shows (products, their tag
      // links, tag slugs). Triggers keep it, so no write path (a worker, the marketplace, a later module) can
      // forget to; product lists are cached per process against it (see ProductsService.list).
      await db.schema
        .createTable('catalog_versions')
        .addColumn('workspace_id', 'text', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      const watched = [
        ['products', 'insert'],
        ['products', 'update'],
        ['products', 'delete'],
        ['product_tags', 'insert'],
        ['product_tags', 'update'],
        ['product_tags', 'delete'],
        ['tags', 'update'],
        ['tags', 'delete'],
      ];
      const bump = (workspace: string) =>
        `insert into catalog_versions (workspace_id, version) values (${workspace}, 1) on conflict (workspace_id) do update set version = catalog_versions.version + 1`;
      if (db.getExecutor().adapter instanceof SqliteAdapter) {
        for (const [table, op] of watched) {
          const row = op === 'delete' ? 'old' : 'new';
          await sql
            .raw(
              `create trigger ${table}_${op}_catalog_version after ${op} on ${table} begin ${bump(`${row}.workspace_id`)}; end`,
            )
            .execute(db);
        }
        return;
      }
      await sql
        .raw(
          `create function catalog_version_bump() returns trigger language plpgsql as $$
        begin
          ${bump(`case when tg_op = 'DELETE' then old.workspace_id else new.workspace_id end`)};
          return null;
        end $$`,
        )
        .execute(db);
      for (const table of ['products', 'product_tags', 'tags']) {
        const ops = watched
          .filter(([t]) => t === table)
          .map(([, op]) => op)
          .join(' or ');
        await sql
          .raw(
            `create trigger ${table}_catalog_version after ${ops} on ${table} for each row execute function catalog_version_bump()`,
          )
          .execute(db);
      }
    },
  },
  // Sales cut-off: a departure stops selling `sales_cutoff_minutes` before it starts (`sales_close_at`, derived and
  // stored so the seat-taking update can compare it with the clock). Null: sells until it is closed by hand.
  '0450_catalog_departure_sales': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('departures').addColumn('sales_cutoff_minutes', 'integer').execute();
      await db.schema.alterTable('departures').addColumn('sales_close_at', 'text').execute();
    },
  },
  // Exact list totals kept by triggers (src/platform/db/list-counts.ts), instead of counting a page's matches.
  '0460_catalog_departure_counts': {
    async up(db: Kysely<unknown>) {
      await countList(db, DEPARTURE_COUNTS);
    },
  },
  // `q` through an index (src/platform/db/text-search.ts), not a scan of the workspace's rows.
  '0470_catalog_product_text_index': {
    async up(db: Kysely<unknown>) {
      await createTextIndex(db, PRODUCT_TEXT);
    },
  },
  // A product's images: gallery files in order (product-media.ts); found by file for the booking page's images.
  '0471_catalog_product_media': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('product_media')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('file_id', 'text', (c) => c.notNull())
        .addColumn('mime_type', 'text', (c) => c.notNull())
        .addColumn('alt_text', 'text')
        .addPrimaryKeyConstraint('product_media_pk', ['workspace_id', 'product_id', 'position'])
        .execute();
      await db.schema
        .createIndex('product_media_by_file')
        .on('product_media')
        .columns(['workspace_id', 'file_id'])
        .execute();
    },
  },
  // Each product's availability version, moved in the transaction of every change to what its availability answers
  // (availability-versions.ts): every process serves its kept answers only while this number is unchanged.
  '0480_catalog_availability_versions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('availability_versions')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('availability_versions_pk', ['workspace_id', 'product_id'])
        .execute();
    },
  },
  // Departures whose seats or sale changed since their product's last availability.changed (availability-changes.ts):
  // one row per departure, taken by the product's push job; the product's rows are found by the index.
  '0485_catalog_availability_changes': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('availability_changes')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('departure_id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('start_at', 'text', (c) => c.notNull())
        .addColumn('queued_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('availability_changes_pk', ['workspace_id', 'departure_id'])
        .execute();
      await db.schema
        .createIndex('availability_changes_by_product')
        .on('availability_changes')
        .columns(['workspace_id', 'product_id'])
        .execute();
    },
  },
  // A departure moved to another start while its row waited: the day it left, sent with its new one.
  '0486_catalog_availability_changes_left': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('availability_changes').addColumn('left_start_at', 'text').execute();
    },
  },
};
