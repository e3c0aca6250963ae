// One way to start a PDF (tickets, invoices): pdfkit with DejaVu Sans embedded (subset), so every language we sell
// in prints right ("Transfăgărășan", "Ștefan cel Mare"); pdfkit's built-in fonts cover only Latin-1.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/** The fonts every document registers, by the name `doc.font()` takes. */
export const PDF_FONTS = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold', mono: 'DejaVuSansMono' } as const;

export type PdfDocument = PDFKit.PDFDocument;

export interface PdfOptions {
  title: string;
  author?: string;
  size?: 'A4' | 'A6';
  margin?: number;
}

/**
 * A document with the fonts registered and the regular one selected; `pdfBytes` ends it. pdfkit loads with the first
 * document: a process that never renders one does not pay for its imports at start.
 */
export async function newPdf(opts: PdfOptions): Promise<PdfDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: opts.size ?? 'A4',
    margin: opts.margin ?? 48,
    bufferPages: true,
    info: { Title: opts.title, ...(opts.author ? { Author: opts.author } : {}) },
    pdfVersion: '1.7',
  });
  for (const name of Object.values(PDF_FONTS)) doc.registerFont(name, path.join(FONT_DIR, `${name}.ttf`));
  doc.font(PDF_FONTS.regular);
  return doc;
}

/** Ends the document and resolves with its bytes. */
export function pdfBytes(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
