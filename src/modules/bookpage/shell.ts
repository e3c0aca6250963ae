// The booking page's HTML: the built shell (bookpage/dist/index.html, `npm run bookpage:build`) with the seller's
// name in its title, its hashed script and stylesheet under /bookpage/assets/ (cached for good), and the page a
// guest sees for an address that leads nowhere (404) — in words, in both of the page's languages.
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { CONSOLE_CSP, sendBuiltPage, serveHashedAssets } from '../../platform/http/console.js';
import type { Api } from '../../platform/module.js';

/** The console's policy: everything from this origin (no outside request) and never framed. */
export const BOOKPAGE_CSP = CONSOLE_CSP;

/**
 * The page's policy under a handle: the console's, but framed by this origin (the console's preview) and by the
 * origins the operator allowed (bookpage/workspace-settings.ts checked each is a bare origin, so none can add a
 * directive). Browsers that know frame-ancestors ignore X-Frame-Options; the page's answers drop it anyway.
 */
export function framedPageCsp(frameOrigins: readonly string[]): string {
  return BOOKPAGE_CSP.replace("frame-ancestors 'none'", ["frame-ancestors 'self'", ...frameOrigins].join(' '));
}

/** The page's answers may be framed as their CSP says: the global DENY (platform/http/auth.ts) would contradict it. */
export function allowFraming(reply: FastifyReply, frameOrigins: readonly string[]): FastifyReply {
  reply.removeHeader('x-frame-options');
  return reply.header('content-security-policy', framedPageCsp(frameOrigins));
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
function inkOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#1d2530';
}

/** The brand colour as the page's accent (a CSS custom property), only ever a checked `#rrggbb`. */
export function accentStyle(brandColor: string): string {
  if (!HEX_COLOR.test(brandColor)) return '';
  return `<style>:root{--accent:${brandColor};--accent-ink:${inkOn(brandColor)}}</style>`;
}

export const BOOKPAGE_ASSETS = '/bookpage/assets/';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const NOT_FOUND = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page not found</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>This booking page does not exist</h1>
<p>The address may be mistyped, or the seller has moved their page. Ask them for their booking link.</p>
<h2 lang="ro">Această pagină de rezervări nu există</h2>
<p lang="ro">Adresa poate fi greșită sau vânzătorul și-a mutat pagina. Cereți-i linkul de rezervare.</p>
</body></html>
`;

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Booking page not built</title></head>
<body><h1>The booking page is not built</h1><p>Run <code>npm run bookpage:build</code> in the project folder.</p></body></html>
`;

/** The 404 page; `frameOrigins`: the handle's, when the address named a page (a product not on it, in a frame). */
export function sendNotFoundPage(reply: FastifyReply, frameOrigins?: readonly string[]) {
  reply.code(404).header('content-type', 'text/html; charset=utf-8');
  if (frameOrigins) allowFraming(reply, frameOrigins);
  else reply.header('content-security-policy', BOOKPAGE_CSP);
  return reply.send(NOT_FOUND);
}

/**
 * Serves the built assets; the answer of a page titled `title` is the built shell in the brand's colour, framed
 * only by the operator's origins.
 */
export function bookpageShell(app: Api, distDir: string) {
  const root = path.resolve(distDir);
  void serveHashedAssets(app, path.join(root, 'assets'), BOOKPAGE_ASSETS);
  const indexFile = path.join(root, 'index.html');
  return (reply: FastifyReply, title: string, look: { brandColor: string; frameOrigins: readonly string[] }) =>
    sendBuiltPage(reply.removeHeader('x-frame-options'), indexFile, {
      csp: framedPageCsp(look.frameOrigins),
      notBuilt: NOT_BUILT,
      fill: (html) =>
        html.replace('{{title}}', escapeHtml(title)).replace('</head>', `${accentStyle(look.brandColor)}</head>`),
    });
}
