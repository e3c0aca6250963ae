// SQL for invoices and their lines. Every query is filtered by workspace.
import type { Executor } from '../../platform/db/index.js';
import { countedTotal, type CountedList } from '../../platform/db/list-counts.js';
import { listPage } from '../../platform/db/lists.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import type { InvoiceStatus } from './invoice-schemas.js';

export type InvoicesTables = {
  invoices: {
    id: string;
    workspace_id: string;
    series: string;
    number: string | null;
    sequence: number | null;
    status: InvoiceStatus;
    currency: string;
    issue_date: string;
    due_date: string;
    buyer_address: string | null;
    buyer_name: string | null;
    buyer_email: string | null;
    booking_id: string | null;
    subtotal_minor: number;
    discount_minor: number;
    tax_minor: number;
    total_minor: number;
    created_at: string;
    updated_at: string;
    issued_at: string | null;
    voided_at: string | null;
  };
  invoice_lines: {
    id: string;
    workspace_id: string;
    invoice_id: string;
    line_no: number;
    item_type: string;
    description: string;
    unit: string | null;
    quantity_milli: number;
    unit_price_minor: number;
    discount_minor: number;
    tax_rate_bps: number;
    tax_minor: number;
    line_total_minor: number;
  };
  /**
   * An issued invoice as a document: the seller's details frozen in the issuing transaction (JSON), and the PDF
   * rendered from them once, soon after, then served unchanged ever after.
   */
  invoice_documents: {
    workspace_id: string;
    invoice_id: string;
    seller: string;
    pdf: Buffer | null;
    sha256: string | null;
    created_at: string;
    rendered_at: string | null;
  };
};

export type InvoiceRow = InvoicesTables['invoices'];
export type InvoiceLineRow = InvoicesTables['invoice_lines'];
export type InvoiceDocumentRow = InvoicesTables['invoice_documents'];
export type InvoiceSortColumn = 'created_at' | 'updated_at' | 'issue_date' | 'due_date';

export interface InvoiceFilters {
  status?: InvoiceStatus;
  series?: string;
  bookingId?: string;
  issueDateFrom?: string;
  issueDateTo?: string;
  dueDateFrom?: string;
  dueDateTo?: string;
}

const t = (db: Executor) => db.withTables<InvoicesTables>();

/** The invoices list's totals: the whole list, per status, per series and per booking. */
export const INVOICE_COUNTS: CountedList = {
  table: 'invoices',
  list: 'invoices',
  columns: ['status', 'series', 'booking_id'],
};

export const invoicesStore = {
  insert: (db: Executor, row: InvoiceRow) => t(db).insertInto('invoices').values(row).execute(),

  get: (db: Executor, workspaceId: string, id: string) =>
    t(db)
      .selectFrom('invoices')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /** The row, locked until the transaction ends (PostgreSQL; SQLite transactions are serialised already). */
  getForUpdate: (db: Executor, workspaceId: string, id: string) =>
    t(db)
      .selectFrom('invoices')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst(),

  update: (db: Executor, workspaceId: string, id: string, patch: Partial<InvoiceRow>) =>
    t(db)
      .updateTable('invoices')
      .set(patch)
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst(),

  insertLines: async (db: Executor, lines: InvoiceLineRow[]) => {
    if (lines.length > 0) await t(db).insertInto('invoice_lines').values(lines).execute();
  },

  deleteLines: (db: Executor, workspaceId: string, invoiceId: string) =>
    t(db)
      .deleteFrom('invoice_lines')
      .where('workspace_id', '=', workspaceId)
      .where('invoice_id', '=', invoiceId)
      .execute(),

  /** Lines of the given invoices, in line order. */
  linesOf: async (db: Executor, workspaceId: string, invoiceIds: string[]) =>
    invoiceIds.length === 0
      ? []
      : t(db)
          .selectFrom('invoice_lines')
          .selectAll()
          .where('workspace_id', '=', workspaceId)
          .where('invoice_id', 'in', invoiceIds)
          .orderBy('invoice_id')
          .orderBy('line_no')
          .execute(),

  /** Freezes an invoice's document unless it is frozen already (a concurrent first request): the first one stays. */
  insertDocument: (db: Executor, row: InvoiceDocumentRow) =>
    t(db)
      .insertInto('invoice_documents')
      .values(row)
      .onConflict((oc) => oc.columns(['workspace_id', 'invoice_id']).doNothing())
      .execute(),

  /** Stores the rendered PDF unless one is stored already (the job and a request raced): the first one stays. */
  storePdf: (db: Executor, workspaceId: string, invoiceId: string, pdf: Buffer, sha256: string, now: string) =>
    t(db)
      .updateTable('invoice_documents')
      .set({ pdf, sha256, rendered_at: now })
      .where('workspace_id', '=', workspaceId)
      .where('invoice_id', '=', invoiceId)
      .where('pdf', 'is', null)
      .execute(),

  document: (db: Executor, workspaceId: string, invoiceId: string) =>
    t(db)
      .selectFrom('invoice_documents')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('invoice_id', '=', invoiceId)
      .executeTakeFirst(),

  async list(db: Executor, workspaceId: string, f: InvoiceFilters, sort: Sort<InvoiceSortColumn>, page: Page) {
    let q = t(db).selectFrom('invoices').where('workspace_id', '=', workspaceId);
    if (f.status) q = q.where('status', '=', f.status);
    if (f.series) q = q.where('series', '=', f.series);
    if (f.bookingId) q = q.where('booking_id', '=', f.bookingId);
    if (f.issueDateFrom) q = q.where('issue_date', '>=', f.issueDateFrom);
    if (f.issueDateTo) q = q.where('issue_date', '<=', f.issueDateTo);
    if (f.dueDateFrom) q = q.where('due_date', '>=', f.dueDateFrom);
    if (f.dueDateTo) q = q.where('due_date', '<=', f.dueDateTo);
    const count = countedTotal(db, workspaceId, INVOICE_COUNTS, {
      status: f.status,
      series: f.series,
      booking_id: f.bookingId,
      issue_from: f.issueDateFrom,
      issue_to: f.issueDateTo,
      due_from: f.dueDateFrom,
      due_to: f.dueDateTo,
    });
    return listPage(db, q, { sort, page, count });
  },
};
