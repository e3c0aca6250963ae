import type { Kysely } from 'kysely';
import type { Migrations } from '../../platform/db/migrate.js';

export const policiesMigrations: Migrations = {
  '0560_policies': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('policies')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text')
        .addColumn('billing_cancellation_policy_id', 'text')
        // The locale of the first translation: what a read without `locale` shows.
        .addColumn('default_locale', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('policies_ws_created')
        .on('policies')
        .columns(['workspace_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('policies_ws_product')
        .on('policies')
        .columns(['workspace_id', 'product_id'])
        .execute();

      await db.schema
        .createTable('policy_translations')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('policy_id', 'text', (c) => c.notNull().references('policies.id').onDelete('cascade'))
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('description_html', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('policy_translations_pk', ['workspace_id', 'policy_id', 'locale'])
        .execute();
      await db.schema
        .createIndex('policy_translations_ws_locale_slug')
        .unique()
        .on('policy_translations')
        .columns(['workspace_id', 'locale', 'slug'])
        .execute();
    },
  },
};
