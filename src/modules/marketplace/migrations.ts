// Tables of the marketplace: providers and their products (an operator-level catalogue, like workspaces: no tenant
// owns them), which workspaces reach which provider, and which products a workspace has enabled.
import { sql, type Kysely } from 'kysely';
import type { Migrations } from '../../platform/db/migrate.js';

export const marketplaceMigrations: Migrations = {
  '0700_marketplace_providers': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('marketplace_providers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text')
        .addColumn('supplier_workspace_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // A supplier workspace backs at most one provider: its products have one marketplace id each.
      await db.schema
        .createIndex('marketplace_providers_supplier')
        .unique()
        .on('marketplace_providers')
        .column('supplier_workspace_id')
        .where(sql.ref('supplier_workspace_id'), 'is not', null)
        .execute();

      await db.schema
        .createTable('marketplace_products')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('provider_id', 'text', (c) => c.notNull())
        .addColumn('external_product_id', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('kind', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('media', 'text', (c) => c.notNull())
        .addColumn('attributes', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('marketplace_products_external')
        .unique()
        .on('marketplace_products')
        .columns(['provider_id', 'external_product_id'])
        .execute();
      await db.schema
        .createIndex('marketplace_products_provider_title')
        .on('marketplace_products')
        .columns(['provider_id', 'title', 'id'])
        .execute();

      // How a workspace reaches a provider: a direct connection and/or a partner access grant (one row each).
      await db.schema
        .createTable('marketplace_access')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('provider_id', 'text', (c) => c.notNull())
        .addColumn('via', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('marketplace_access_pk', ['workspace_id', 'provider_id', 'via'])
        .execute();

      await db.schema
        .createTable('marketplace_enabled')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('provider_id', 'text', (c) => c.notNull())
        .addColumn('enabled_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('marketplace_enabled_pk', ['workspace_id', 'product_id'])
        .execute();
      await db.schema
        .createIndex('marketplace_enabled_provider')
        .on('marketplace_enabled')
        .columns(['workspace_id', 'provider_id'])
        .execute();
      // The operator-level fan-out when a product is withdrawn: every workspace that enabled it.
      await db.schema
        .createIndex('marketplace_enabled_product')
        .on('marketplace_enabled')
        .column('product_id')
        .execute();
    },
  },
  '0710_marketplace_catalog_listing': {
    async up(db: Kysely<unknown>) {
      // The workspace's catalog product (source marketplace) that lists an enabled product.
      await db.schema.alterTable('marketplace_enabled').addColumn('catalog_product_id', 'text').execute();
    },
  },
  '0720_marketplace_sales': {
    async up(db: Kysely<unknown>) {
      // Bookings look listings up by their catalog product.
      await db.schema
        .createIndex('marketplace_enabled_listing')
        .on('marketplace_enabled')
        .columns(['workspace_id', 'catalog_product_id'])
        .execute();
      // A booking of a workspace provider's product, as its supplier sees it (workspace_id = the supplier).
      await db.schema
        .createTable('marketplace_sales')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('reseller_workspace_id', 'text', (c) => c.notNull())
        .addColumn('booking_id', 'text', (c) => c.notNull())
        .addColumn('booking_code', 'text', (c) => c.notNull())
        .addColumn('provider_id', 'text', (c) => c.notNull())
        .addColumn('marketplace_product_id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('departure_id', 'text', (c) => c.notNull())
        .addColumn('seats', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('total_minor', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('cancelled_at', 'text')
        .execute();
      await db.schema
        .createIndex('marketplace_sales_ws_created')
        .on('marketplace_sales')
        .columns(['workspace_id', 'created_at', 'id'])
        .execute();
      // The reseller's side: its booking's sale, and the suppliers of a departure it has sold.
      await db.schema
        .createIndex('marketplace_sales_booking')
        .unique()
        .on('marketplace_sales')
        .columns(['reseller_workspace_id', 'booking_id'])
        .execute();
      await db.schema
        .createIndex('marketplace_sales_departure')
        .on('marketplace_sales')
        .columns(['reseller_workspace_id', 'departure_id'])
        .execute();
    },
  },
};
