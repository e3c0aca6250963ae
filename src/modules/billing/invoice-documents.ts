// Invoices as documents. Issuing an invoice freezes, in the transaction that gives it its number, everything its PDF
// prints that is not the invoice itself (the seller's details, the language) and queues the rendering; the PDF is
// rendered from them once and stored, then served unchanged ever after (also once the invoice is void, whatever
// the workspace's details become). A draft's is rendered live, watermarked. (docs/decisions.md, Billing.)
import { createHash } from 'node:crypto';
import { clock } from '../../platform/clock.js';
import { json, jsonOrNull } from '../../platform/db/codecs.js';
import type { Database, Executor, Tx } from '../../platform/db/index.js';
import type { JobSink } from '../../platform/jobs.js';
import { invoiceLocale, renderInvoicePdf, type InvoiceLocale, type InvoiceSeller } from './invoice-pdf.js';
import type { BuyerAddress } from './invoice-schemas.js';
import {
  invoicesStore as store,
  type InvoiceDocumentRow,
  type InvoiceLineRow,
  type InvoiceRow,
} from './invoice-store.js';
import type { InvoiceDocumentPorts } from './ports.js';

export const INVOICE_RENDER_JOB = 'billing.invoice.render';

export interface InvoiceRenderJob {
  workspaceId: string;
  invoiceId: string;
}

export interface InvoicePdf {
  filename: string;
  bytes: Buffer;
  sha256: string;
  /** True for an issued (or issued, then voided) invoice's stored PDF; false for a draft's live rendering. */
  stored: boolean;
}

/** What an issued invoice's PDF prints besides the invoice, as frozen when it was issued. */
type FrozenDetails = Omit<InvoiceSeller, 'logo'> & { logoFileId: string | null; locale: InvoiceLocale };

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export class InvoiceDocuments {
  constructor(
    private readonly deps: { db: Database; jobs: JobSink },
    private readonly ports: InvoiceDocumentPorts,
  ) {}

  /** In the issuing transaction: freezes what the PDF prints and queues its rendering. */
  async issued(tx: Tx, invoice: InvoiceRow): Promise<void> {
    await store.insertDocument(tx, await this.frozen(tx, invoice));
    await this.deps.jobs.enqueue(tx, INVOICE_RENDER_JOB, { workspaceId: invoice.workspace_id, invoiceId: invoice.id });
  }

  /** The job: renders and stores an issued invoice's PDF, unless a request did it first. */
  async renderQueued({ workspaceId, invoiceId }: InvoiceRenderJob): Promise<void> {
    const db = this.deps.db.kysely;
    const invoice = await store.get(db, workspaceId, invoiceId);
    const doc = await store.document(db, workspaceId, invoiceId);
    if (!invoice || !doc || doc.pdf) return;
    await this.renderAndStore(invoice, await store.linesOf(db, workspaceId, [invoiceId]), doc);
  }

  /**
   * The invoice's PDF. An issued one whose rendering has not run yet is rendered now; one issued before documents
   * were frozen is frozen now, with the workspace's present details. Concurrent first requests (and the job) store
   * one PDF, and all answer it.
   */
  async pdf(invoice: InvoiceRow, lines: InvoiceLineRow[]): Promise<InvoicePdf> {
    const db = this.deps.db.kysely;
    if (invoice.number === null) {
      // A draft, or a draft voided without ever being issued: not an invoice, so never stored.
      const details = await this.details(db, invoice);
      const bytes = await this.render(invoice, lines, details);
      return { filename: `draft-${invoice.id}.pdf`, bytes, sha256: sha256(bytes), stored: false };
    }
    let doc = await store.document(db, invoice.workspace_id, invoice.id);
    if (!doc) {
      await store.insertDocument(db, await this.frozen(db, invoice));
      doc = await this.storedDocument(invoice);
    }
    if (!doc.pdf) {
      await this.renderAndStore(invoice, lines, doc);
      doc = await this.storedDocument(invoice);
    }
    if (!doc.pdf || !doc.sha256) throw new Error(`invoice ${invoice.id}: its PDF was stored but cannot be read`);
    return { filename: `${invoice.number}.pdf`, bytes: Buffer.from(doc.pdf), sha256: doc.sha256, stored: true };
  }

  private async storedDocument(invoice: InvoiceRow): Promise<InvoiceDocumentRow> {
    const doc = await store.document(this.deps.db.kysely, invoice.workspace_id, invoice.id);
    if (!doc) throw new Error(`invoice ${invoice.id}: its document was stored but cannot be read`);
    return doc;
  }

  private async renderAndStore(invoice: InvoiceRow, lines: InvoiceLineRow[], doc: InvoiceDocumentRow) {
    const bytes = await this.render(invoice, lines, json.read<FrozenDetails>(doc.seller));
    await store.storePdf(this.deps.db.kysely, invoice.workspace_id, invoice.id, bytes, sha256(bytes), clock.iso());
  }

  private async frozen(db: Executor, invoice: InvoiceRow): Promise<InvoiceDocumentRow> {
    return {
      workspace_id: invoice.workspace_id,
      invoice_id: invoice.id,
      seller: json.write(await this.details(db, invoice)),
      pdf: null,
      sha256: null,
      created_at: clock.iso(),
      rendered_at: null,
    };
  }

  /** The seller's details and the invoice's language, as they are now. */
  private async details(db: Executor, invoice: InvoiceRow): Promise<FrozenDetails> {
    const brand = await this.ports.brand(db, invoice.workspace_id);
    return {
      name: brand.businessName ?? (await this.ports.workspaceName(db, invoice.workspace_id)),
      taxId: brand.businessTaxId,
      registrationNumber: brand.businessRegistrationNumber,
      address: brand.businessAddress,
      email: brand.businessEmail,
      phone: brand.businessPhone,
      bankName: brand.bankName,
      bankAccount: brand.bankAccount,
      color: brand.brandColor,
      logoFileId: brand.logoFileId,
      locale: invoiceLocale(jsonOrNull.read<BuyerAddress>(invoice.buyer_address)?.country, brand.timezone),
    };
  }

  private async render(invoice: InvoiceRow, lines: InvoiceLineRow[], details: FrozenDetails): Promise<Buffer> {
    const { logoFileId, locale, ...seller } = details;
    return renderInvoicePdf({
      invoice,
      lines,
      // A gallery file's bytes never change under its id; a logo deleted since is left out.
      seller: { ...seller, logo: logoFileId ? await this.ports.logo(invoice.workspace_id, logoFileId) : null },
      locale,
      watermark: invoice.number !== null ? null : invoice.status === 'void' ? 'void' : 'draft',
    });
  }
}
