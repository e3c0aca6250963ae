// Tables of billing: invoices with their lines and their stored PDFs, contract numbering series with the numbers
// they allocated, and the counters both number series draw from.
import { SqliteAdapter, sql, type Kysely } from 'kysely';
import { countList } from '../../platform/db/list-counts.js';
import type { Migrations } from '../../platform/db/migrate.js';
import { INVOICE_COUNTS } from './invoice-store.js';

export const billingMigrations: Migrations = {
  '0500_billing_counters': {
    async up(db: Kysely<unknown>) {
      // One row per series and period: the last number handed out. Incremented in the transaction that uses the
      // number, so a rollback gives it back (gapless) and the row lock serialises concurrent allocations.
      await db.schema
        .createTable('billing_counters')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('series_key', 'text', (c) => c.notNull())
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('last_value', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('billing_counters_pk', ['workspace_id', 'kind', 'series_key', 'period'])
        .execute();
    },
  },
  '0510_billing_invoices': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('invoices')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('series', 'text', (c) => c.notNull())
        .addColumn('number', 'text')
        .addColumn('sequence', 'bigint')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('issue_date', 'text', (c) => c.notNull())
        .addColumn('due_date', 'text', (c) => c.notNull())
        .addColumn('buyer_address', 'text')
        .addColumn('buyer_name', 'text')
        .addColumn('buyer_email', 'text')
        .addColumn('booking_id', 'text')
        .addColumn('subtotal_minor', 'bigint', (c) => c.notNull())
        .addColumn('discount_minor', 'bigint', (c) => c.notNull())
        .addColumn('tax_minor', 'bigint', (c) => c.notNull())
        .addColumn('total_minor', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('issued_at', 'text')
        .addColumn('voided_at', 'text')
        .execute();
      await db.schema
        .createIndex('invoices_ws_created')
        .on('invoices')
        .columns(['workspace_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('invoices_ws_status')
        .on('invoices')
        .columns(['workspace_id', 'status', 'issue_date'])
        .execute();
      await db.schema
        .createIndex('invoices_ws_issue_date')
        .on('invoices')
        .columns(['workspace_id', 'issue_date'])
        .execute();
      await db.schema
        .createIndex('invoices_ws_booking')
        .on('invoices')
        .columns(['workspace_id', 'booking_id'])
        .where(sql.ref('booking_id'), 'is not', null)
        .execute();
      // A number is never given twice within a series, whatever happens to the counters.
      await db.schema
        .createIndex('invoices_ws_series_number')
        .on('invoices')
        .columns(['workspace_id', 'series', 'number'])
        .unique()
        .where(sql.ref('number'), 'is not', null)
        .execute();

      await db.schema
        .createTable('invoice_lines')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
        .addColumn('line_no', 'integer', (c) => c.notNull())
        .addColumn('item_type', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('unit', 'text')
        .addColumn('quantity_milli', 'bigint', (c) => c.notNull())
        .addColumn('unit_price_minor', 'bigint', (c) => c.notNull())
        .addColumn('discount_minor', 'bigint', (c) => c.notNull())
        .addColumn('tax_rate_bps', 'integer', (c) => c.notNull())
        .addColumn('tax_minor', 'bigint', (c) => c.notNull())
        .addColumn('line_total_minor', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('invoice_lines_ws_invoice')
        .on('invoice_lines')
        .columns(['workspace_id', 'invoice_id', 'line_no'])
        .unique()
        .execute();
    },
  },
  '0520_billing_contract_series': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('contract_series')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('prefix', 'text')
        .addColumn('pattern', 'text', (c) => c.notNull())
        .addColumn('reset_period', 'text', (c) => c.notNull())
        .addColumn('start_value', 'bigint', (c) => c.notNull())
        .addColumn('enforce_gapless', 'integer', (c) => c.notNull())
        .addColumn('enforce_monotonic_dates', 'integer', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull())
        .addColumn('default_for_be', 'integer', (c) => c.notNull())
        .addColumn('allocated_count', 'bigint', (c) => c.notNull())
        .addColumn('last_allocated_date', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('contract_series_ws_created')
        .on('contract_series')
        .columns(['workspace_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('contract_series_ws_name')
        .on('contract_series')
        .columns(['workspace_id', 'name'])
        .unique()
        .execute();
      // At most one default per workspace, even when two promotions race.
      await db.schema
        .createIndex('contract_series_ws_default')
        .on('contract_series')
        .column('workspace_id')
        .unique()
        .where(sql.ref('default_for_be'), '=', 1)
        .execute();

      await db.schema
        .createTable('contract_numbers')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('series_id', 'text', (c) => c.notNull().references('contract_series.id'))
        .addColumn('number', 'text', (c) => c.notNull())
        .addColumn('sequence', 'bigint', (c) => c.notNull())
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('booking_id', 'text')
        .addColumn('allocated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('contract_numbers_pk', ['workspace_id', 'series_id', 'number'])
        .execute();
    },
  },
  // Exact list totals kept by triggers (src/platform/db/list-counts.ts), instead of counting a page's matches.
  '0530_billing_invoice_counts': {
    async up(db: Kysely<unknown>) {
      await countList(db, INVOICE_COUNTS);
    },
  },
  // Issued invoices as documents: the seller's details frozen as they are issued, the PDF rendered once from them
  // (docs/decisions.md, Billing).
  '0540_billing_invoice_documents': {
    async up(db: Kysely<unknown>) {
      const bytes = db.getExecutor().adapter instanceof SqliteAdapter ? 'blob' : 'bytea';
      await db.schema
        .createTable('invoice_documents')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
        .addColumn('seller', 'text', (c) => c.notNull())
        .addColumn('pdf', bytes)
        .addColumn('sha256', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('rendered_at', 'text')
        .addPrimaryKeyConstraint('invoice_documents_pk', ['workspace_id', 'invoice_id'])
        .execute();
    },
  },
};
