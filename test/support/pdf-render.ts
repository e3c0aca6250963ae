// Seeing a PDF page as a reader does: pdf.js (the renderer browsers ship) draws it onto a canvas in headless
// Chromium, and the pixels come back to Node as a PNG and as RGBA (for a QR decoder, or to look at). pdf.js is served
// to the page from node_modules under a made-up origin: the page makes no outside request.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import jsQRModule from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import { launch } from './browser.js';

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'legacy', 'build');
const ORIGIN = 'http://pdf-render.test';

export interface RenderedPage {
  /** The page as a PNG file's bytes. */
  png: Buffer;
  width: number;
  height: number;
  /** `width × height` pixels, 4 bytes each (what jsQR takes). */
  rgba: Uint8ClampedArray;
}

export interface PdfRenderer {
  /** Page `pageNumber` (from 1) drawn at `scale` (1: 72 dpi; 4: 288 dpi). */
  render(bytes: Uint8Array, pageNumber: number, scale: number): Promise<RenderedPage>;
  close(): Promise<void>;
}

const FILES: Record<string, { file: string; type: string }> = {
  '/pdf.mjs': { file: 'pdf.mjs', type: 'text/javascript' },
  '/pdf.worker.mjs': { file: 'pdf.worker.mjs', type: 'text/javascript' },
};

/** The page pdf.js draws in: the library loaded as a module and left on `window`. */
const PAGE = `<!doctype html><canvas id="c"></canvas><script type="module">
import * as pdfjsLib from '/pdf.mjs';
pdfjsLib.GlobalWorkerOptions.workerSrc = '/pdf.worker.mjs';
window.pdfjsLib = pdfjsLib;
</script>`;

async function openPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    const served = FILES[pathname];
    if (served)
      return route.fulfill({ contentType: served.type, body: fs.readFileSync(path.join(PDFJS_DIR, served.file)) });
    return route.fulfill({ contentType: 'text/html', body: PAGE });
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => 'pdfjsLib' in window);
  return page;
}

/** A renderer on `browser` (or a browser of its own, closed with it). */
export async function pdfRenderer(browser?: Browser): Promise<PdfRenderer> {
  const own = browser ? null : await launch();
  const page = await openPage(browser ?? own!);
  return {
    async render(bytes, pageNumber, scale) {
      const out = await page.evaluate(
        async ({ data, pageNumber, scale }) => {
          const pdfjs = (window as unknown as { pdfjsLib: typeof import('pdfjs-dist') }).pdfjsLib;
          const raw = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
          const doc = await pdfjs.getDocument({ data: raw, isEvalSupported: false }).promise;
          const pdfPage = await doc.getPage(pageNumber);
          const viewport = pdfPage.getViewport({ scale });
          const canvas = document.getElementById('c') as HTMLCanvasElement;
          canvas.width = Math.ceil(viewport.width);
          canvas.height = Math.ceil(viewport.height);
          const ctx = canvas.getContext('2d')!;
          ctx.fillStyle = '#ffffff';
          ctx.fillRect(0, 0, canvas.width, canvas.height);
          await pdfPage.render({ canvasContext: ctx, canvas, viewport }).promise;
          const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
          let binary = '';
          for (let i = 0; i < pixels.length; i += 0x8000)
            binary += String.fromCharCode(...pixels.subarray(i, Math.min(i + 0x8000, pixels.length)));
          await doc.destroy();
          return {
            width: canvas.width,
            height: canvas.height,
            rgba: btoa(binary),
            png: canvas.toDataURL('image/png').split(',')[1]!,
          };
        },
        { data: Buffer.from(bytes).toString('base64'), pageNumber, scale },
      );
      return {
        width: out.width,
        height: out.height,
        png: Buffer.from(out.png, 'base64'),
        rgba: new Uint8ClampedArray(Buffer.from(out.rgba, 'base64')),
      };
    },
    async close() {
      await page.close();
      await own?.close();
    },
  };
}

/** One page rendered in a browser of its own (several pages: `pdfRenderer`, which keeps it open). */
export async function renderPdfPage(bytes: Uint8Array, pageNumber: number, scale: number): Promise<RenderedPage> {
  const renderer = await pdfRenderer();
  try {
    return await renderer.render(bytes, pageNumber, scale);
  } finally {
    await renderer.close();
  }
}

// jsQR is CommonJS with a `default` beside itself; its types describe only the ES module's default.
const jsQR = (jsQRModule as unknown as { default: typeof jsQRModule.default }).default;

/** The text of the QR code a rendered page shows, or null when none is found. */
export function readQrCode(page: RenderedPage): string | null {
  return jsQR(page.rgba, page.width, page.height)?.data ?? null;
}
