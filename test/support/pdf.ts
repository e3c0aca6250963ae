// Reading the PDFs the product renders, as a reader would: the text of every page (pdf.js, the extractor browsers
// use), so a test sees what prints, diacritics included.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Each page's text, in page order (items joined by spaces, lines by newlines). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .trim(),
    );
  }
  await doc.destroy();
  return pages;
}

/** The whole document's text. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).join('\n\f\n');
}
