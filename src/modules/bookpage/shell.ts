// The booking page's HTML: the built shell (bookpage/dist/index.html, `npm run bookpage:build`) with the seller's
// name in its title, its hashed script and stylesheet under /bookpage/assets/ (cached for good), and the page a
// guest sees for an address that leads nowhere (404) — in words, in both of the page's languages.
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { CONSOLE_CSP, sendBuiltPage, serveHashedAssets } from '../../platform/http/console.js';
import type { Api } from '../../platform/module.js';

/**
 * The console's policy: everything from this origin (no outside request) and never framed, until the operator's
 * allowed domains (issue 29 §4) open framing to them.
 */
export const BOOKPAGE_CSP = CONSOLE_CSP;

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

export function sendNotFoundPage(reply: FastifyReply) {
  return reply
    .code(404)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', BOOKPAGE_CSP)
    .send(NOT_FOUND);
}

/** Serves the built assets; the answer of a page titled `title` is the built shell. */
export function bookpageShell(app: Api, distDir: string) {
  const root = path.resolve(distDir);
  void serveHashedAssets(app, path.join(root, 'assets'), BOOKPAGE_ASSETS);
  const indexFile = path.join(root, 'index.html');
  return (reply: FastifyReply, title: string) =>
    sendBuiltPage(reply, indexFile, {
      csp: BOOKPAGE_CSP,
      notBuilt: NOT_BUILT,
      fill: (html) => html.replace('{{title}}', escapeHtml(title)),
    });
}
