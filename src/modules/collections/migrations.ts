import type { Kysely } from 'kysely';
import type { Migrations } from '../../platform/db/migrate.js';

export const collectionsMigrations: Migrations = {
  '0460_collections': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('collections')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('sort_strategy', 'text', (c) => c.notNull())
        /** A smart collection's rules (JSON); a manual collection's members are rows of collection_products. */
        .addColumn('rules', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('collections_pk', ['workspace_id', 'id'])
        .execute();
      await db.schema
        .createIndex('collections_ws_key')
        .unique()
        .on('collections')
        .columns(['workspace_id', 'key'])
        .execute();
      await db.schema
        .createIndex('collections_ws_created')
        .on('collections')
        .columns(['workspace_id', 'created_at', 'id'])
        .execute();

      await db.schema
        .createTable('collection_translations')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('collection_id', 'text', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('collection_translations_pk', ['workspace_id', 'collection_id', 'locale'])
        .execute();
      // A translated slug names one collection per workspace and locale (storefront URLs).
      await db.schema
        .createIndex('collection_translations_ws_locale_slug')
        .unique()
        .on('collection_translations')
        .columns(['workspace_id', 'locale', 'slug'])
        .execute();

      await db.schema
        .createTable('collection_products')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('collection_id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('collection_products_pk', ['workspace_id', 'collection_id', 'product_id'])
        .execute();
      await db.schema
        .createIndex('collection_products_ws_product')
        .on('collection_products')
        .columns(['workspace_id', 'product_id'])
        .execute();
    },
  },
};
