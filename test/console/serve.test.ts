// How the server serves the console: index.html for /console and every path under it (never cached, with a
// Content-Security-Policy that keeps the page on this origin), hashed assets cached for good (compressed where the
// browser takes it), and without a build a 503 page that says how to build it while the API goes on working.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsole, type ConsoleBuild } from '../../scripts/build-console.js';
import { createTestApp, type TestApp } from '../support/app.js';

describe('the console, served', () => {
  let t: TestApp;
  let built: ConsoleBuild;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tca-console-'));

  beforeAll(async () => {
    built = await buildConsole({ outDir: path.join(dir, 'dist') });
    t = await createTestApp({ consoleDir: built.dir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers index.html for /console and the paths under it, never cached, with a same-origin CSP', async () => {
    for (const url of ['/console', '/console/', '/console/keys', '/console/webhooks/whsub_1']) {
      const r = await t.call('GET', url);
      expect(r.status, url).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers['content-security-policy']).toContain("default-src 'self'");
      expect(r.headers['content-security-policy']).toContain("connect-src 'self'");
      expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      // Inline styles are allowed (an email shown in a sandboxed frame inherits this policy); scripts never are.
      expect(r.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
      expect(r.text).toContain(`/console/assets/${built.js}`);
      expect(r.text).toContain(`/console/assets/${built.css}`);
    }
  });

  it('serves the hashed assets cached for good, compressed when asked, and 404 for an asset that does not exist', async () => {
    const js = await t.call('GET', `/console/assets/${built.js}`);
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(js.headers['cache-control']).toMatch(/immutable/);
    const br = await t.call('GET', `/console/assets/${built.js}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    const css = await t.call('GET', `/console/assets/${built.css}`);
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);
    // Check-in's QR decoder is a chunk of its own, loaded on demand; what the script shares with it is preloaded.
    const onDemand = /import\("\.\/(jsQR-[^"]+\.js)"\)/.exec(js.text)?.[1];
    expect(onDemand).toBeDefined();
    const index = (await t.call('GET', '/console')).text;
    expect(index).not.toContain(onDemand);
    const preloaded = [...index.matchAll(/rel="modulepreload" href="\/console\/assets\/([^"]+)"/g)].map((m) => m[1]!);
    for (const chunk of [onDemand!, ...preloaded])
      expect((await t.call('GET', `/console/assets/${chunk}`)).status, chunk).toBe(200);
    expect((await t.call('GET', '/console/assets/nope-123.js')).status).toBe(404);
    // Nothing outside the assets folder is reachable through it.
    for (const url of [
      '/console/assets/..%2f..%2f..%2fpackage.json',
      '/console/assets/%2e%2e/%2e%2e/%2e%2e/package.json',
    ]) {
      const r = await t.call('GET', url);
      expect(r.text, url).not.toContain('travel-commerce-api');
      expect(r.status, url).not.toBe(200);
    }
  });

  it('bundles everything: no other host named in the page, the script or the stylesheet', async () => {
    const files = [
      path.join(built.dir, 'index.html'),
      path.join(built.dir, 'assets', built.js),
      path.join(built.dir, 'assets', built.css),
    ];
    for (const f of files) {
      const text = fs.readFileSync(f, 'utf8');
      // XML namespace names (svg, xhtml, MathML) are identifiers, not requests.
      const urls = (text.match(/https?:\/\/[^\s"'`)]+/g) ?? []).filter(
        (u) => !/^http:\/\/www\.w3\.org\//.test(u) && u !== 'https://',
      );
      expect(urls, f).toEqual([]);
    }
  });
});

describe('the console, not built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ consoleDir: path.join(os.tmpdir(), `tca-no-console-${process.pid}`) });
  });
  afterAll(async () => t?.close());

  it('answers 503 with how to build it, and the API still works', async () => {
    const r = await t.call('GET', '/console');
    expect(r.status).toBe(503);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.text).toContain('npm run console:build');
    expect((await t.call('GET', '/console/keys')).status).toBe(503);
    expect((await t.call('GET', '/healthz')).status).toBe(200);
  });
});
