// Invoices as documents: an issued invoice's PDF is rendered and stored in the transaction that gives it its
// number, then served from storage unchanged (also once it is void, and whatever its seller's details become);
// a draft's is rendered live, watermarked.
import { createHash } from 'node:crypto';
import { clock } from '../../platform/clock.js';
import { jsonOrNull } from '../../platform/db/codecs.js';
import type { Database, Executor } from '../../platform/db/index.js';
import { invoiceLocale, renderInvoicePdf, type InvoiceSeller } from './invoice-pdf.js';
import type { BuyerAddress } from './invoice-schemas.js';
import { invoicesStore as store, type InvoiceLineRow, type InvoiceRow } from './invoice-store.js';
import type { InvoiceDocumentPorts } from './ports.js';

export interface InvoicePdf {
  filename: string;
  bytes: Buffer;
  sha256: string;
  /** True for an issued (or issued, then voided) invoice's stored PDF; false for a draft's live rendering. */
  stored: boolean;
}

const LOGO_TYPES = new Set(['image/png', 'image/jpeg']);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export class InvoiceDocuments {
  constructor(
    private readonly db: Database,
    private readonly ports: InvoiceDocumentPorts,
  ) {}

  /** Renders an invoice being issued and stores its PDF, in the issuing transaction. */
  async storeIssued(tx: Executor, invoice: InvoiceRow, lines: InvoiceLineRow[]): Promise<void> {
    const bytes = await this.render(tx, invoice, lines);
    await store.insertDocument(tx, {
      workspace_id: invoice.workspace_id,
      invoice_id: invoice.id,
      pdf: bytes,
      sha256: sha256(bytes),
      created_at: clock.iso(),
    });
  }

  /**
   * The invoice's PDF. An invoice issued before PDFs were stored gets its PDF rendered and stored on this first
   * request; two such requests at once store one, and both answer it.
   */
  async pdf(invoice: InvoiceRow, lines: InvoiceLineRow[]): Promise<InvoicePdf> {
    if (invoice.number === null) {
      // A draft, or a draft voided without ever being issued: not an invoice, so never stored.
      const bytes = await this.render(this.db.kysely, invoice, lines);
      return { filename: `draft-${invoice.id}.pdf`, bytes, sha256: sha256(bytes), stored: false };
    }
    const filename = `${invoice.number}.pdf`;
    let doc = await store.document(this.db.kysely, invoice.workspace_id, invoice.id);
    if (!doc) {
      await this.db.transaction((tx) => this.storeIssued(tx, invoice, lines));
      doc = await store.document(this.db.kysely, invoice.workspace_id, invoice.id);
      if (!doc) throw new Error(`invoice ${invoice.id}: its PDF was stored but cannot be read`);
    }
    return { filename, bytes: Buffer.from(doc.pdf), sha256: doc.sha256, stored: true };
  }

  private async render(db: Executor, invoice: InvoiceRow, lines: InvoiceLineRow[]): Promise<Buffer> {
    const brand = await this.ports.brand(db, invoice.workspace_id);
    const seller: InvoiceSeller = {
      name: brand.businessName ?? (await this.ports.workspaceName(db, invoice.workspace_id)),
      taxId: brand.businessTaxId,
      registrationNumber: brand.businessRegistrationNumber,
      address: brand.businessAddress,
      email: brand.businessEmail,
      phone: brand.businessPhone,
      bankName: brand.bankName,
      bankAccount: brand.bankAccount,
      color: brand.brandColor,
      logo: await this.logo(db, invoice.workspace_id, brand.logoFileId),
    };
    const buyer = jsonOrNull.read<BuyerAddress>(invoice.buyer_address);
    return renderInvoicePdf({
      invoice,
      lines,
      seller,
      locale: invoiceLocale(buyer?.country, brand.timezone),
      watermark: invoice.number !== null ? null : invoice.status === 'void' ? 'void' : 'draft',
    });
  }

  private async logo(db: Executor, workspaceId: string, fileId: string | null): Promise<Buffer | null> {
    if (!fileId) return null;
    const image = await this.ports.image(db, workspaceId, fileId);
    return image && LOGO_TYPES.has(image.mimeType) ? image.bytes : null;
  }
}
