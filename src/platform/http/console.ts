// The workspace console (console/, built to console/dist/ by `npm run console:build`) served at /console by the
// API's own server: hashed assets under /console/assets/ (cached for good), index.html for /console and every
// other path under it (the single-page app's routes; never cached, so a new build is picked up at once). The page
// talks to this server only, which its Content-Security-Policy enforces. Without a build the server still starts
// and /console answers 503 saying how to build it.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * The console's own policy: scripts, styles, requests and images from this origin only; never framed. Inline styles
 * are allowed for one reason: an email's HTML (styles in its <head> and on its elements, as mail programs need them)
 * shown in a sandboxed srcdoc frame inherits this policy, and would show unstyled. Scripts stay 'self' only.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Console not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>The console is not built</h1>
<p>This server found no built console. Build it in the project folder, then reload this page:</p>
<pre><code>npm run console:build</code></pre>
<p>(<code>npm install</code> builds it too.) The API itself works without it.</p>
</body></html>
`;

/**
 * A built app's assets under `prefix`: their names carry a hash of their content (scripts/build-console.ts), so a
 * browser may keep them for good; the .br/.gz copies the build made are sent to browsers that take them.
 */
export function serveHashedAssets(app: FastifyInstance, dir: string, prefix: string) {
  return app.register(fastifyStatic, {
    root: dir,
    prefix,
    decorateReply: false,
    index: false,
    wildcard: true,
    preCompressed: true,
    maxAge: 365 * 24 * 60 * 60 * 1000,
    immutable: true,
    logLevel: 'warn',
  });
}

/**
 * A built app's index.html, read per request (a few hundred bytes: an app built while the server runs is served
 * without a restart) and never cached, with its CSP; `fill` completes its template; 503 `notBuilt` without a build.
 */
export async function sendBuiltPage(
  reply: FastifyReply,
  indexFile: string,
  opts: { csp: string; notBuilt: string; fill?: (html: string) => string },
) {
  let html: string;
  try {
    html = await fs.readFile(indexFile, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    return reply
      .code(503)
      .header('content-type', 'text/html; charset=utf-8')
      .header('retry-after', '60')
      .send(opts.notBuilt);
  }
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('content-security-policy', opts.csp)
    .send(opts.fill ? opts.fill(html) : html);
}

export async function installConsole(app: FastifyInstance, distDir: string): Promise<void> {
  const root = path.resolve(distDir);
  const assets = path.join(root, 'assets');
  const indexFile = path.join(root, 'index.html');

  await serveHashedAssets(app, assets, '/console/assets/');

  const page = async (_req: unknown, reply: FastifyReply) =>
    sendBuiltPage(reply, indexFile, { csp: CONSOLE_CSP, notBuilt: NOT_BUILT });
  const route = { config: { public: true }, schema: { hide: true }, logLevel: 'warn' as const };
  app.get('/console', route, page);
  app.get('/console/', route, page);
  // The app routes with the URL's hash (#/keys); any other path under /console gets the page too.
  app.get('/console/*', route, page);
}
