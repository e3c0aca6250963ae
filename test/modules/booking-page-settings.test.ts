// The booking page's settings (issue 29 §4): which products are on the page (all active owned ones, or a chosen
// list of the workspace's own ids), which origins may frame it (strictly checked), and what the page's answers
// then carry: frame-ancestors with those origins and no X-Frame-Options on the page, DENY everywhere else; the
// brand's colour as the page's accent and its logo from the page's own route; the Book now snippet's script.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type CallOptions, type TestApp, type TestWorkspace } from '../support/app.js';
import { pageProduct, type PageProduct } from '../support/bookpage.js';
import { galleryFile, logoPng } from '../support/tickets.js';

const JULY = ['2031-07-01T07:00:00Z'];

describe('the booking page settings', () => {
  let t: TestApp;
  let w: TestWorkspace;
  let other: TestWorkspace;
  let handle: string;
  let boat: PageProduct;
  let kayak: PageProduct;
  let theirs: PageProduct;
  let dist: string;

  beforeAll(async () => {
    // A stand-in for the built page: its template and the snippet are all these routes serve of it.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bookpage-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>{{title}}</title></head><body><div id="app"></div></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'embed.js'), '(()=>{})();');
    t = await createTestApp({ bookpageDir: dist });
    w = await t.workspace({ name: 'Settings Tours' });
    other = await t.workspace({ name: 'Other Settings Tours' });
    handle = (await t.call('GET', '/v1/workspace', { key: w.key })).body.data.bookingPageHandle;
    boat = await pageProduct(t, w.key, { startAts: JULY });
    kayak = await pageProduct(t, w.key, { title: 'Kayak at Dawn', startAts: JULY });
    theirs = await pageProduct(t, other.key, { title: 'Their Trip', startAts: JULY });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  let guests = 0;
  const guest = (method: string, url: string, opts: CallOptions = {}) =>
    t.call(method, url, { remoteAddress: `10.8.${Math.floor(++guests / 250)}.${guests % 250}`, ...opts });
  const patch = (body: Record<string, unknown>, key = w.key) => t.call('PATCH', '/v1/workspace', { key, body });
  const settings = async () => (await t.call('GET', '/v1/workspace', { key: w.key })).body.data;
  const slugsOnPage = async () =>
    ((await guest('GET', `/book/${handle}/api/products`)).body.data as Array<{ slug: string }>).map((p) => p.slug);

  it('offers every active owned product by default; a chosen list narrows the page to it', async () => {
    const data = await settings();
    expect(data.bookingPageProductIds).toBeNull();
    expect(data.bookingPageFrameOrigins).toEqual([]);
    expect(await slugsOnPage()).toEqual([boat.slug, kayak.slug]);

    const chosen = await patch({ bookingPageProductIds: [kayak.id] });
    expect(chosen.status, chosen.text).toBe(200);
    expect(chosen.body.data.bookingPageProductIds).toEqual([kayak.id]);
    expect(await slugsOnPage()).toEqual([kayak.slug]);
    // A product not on the list is not on the page: its address, its JSON and its calendar are 404s.
    const page = await guest('GET', `/book/${handle}/${boat.slug}`);
    expect(page.status).toBe(404);
    expect(page.text).toContain('This booking page does not exist');
    expect((await guest('GET', `/book/${handle}/api/products/${boat.slug}`)).status).toBe(404);
    expect((await guest('GET', `/book/${handle}/api/products/${boat.slug}/calendar?month=2031-07`)).status).toBe(404);
    expect((await guest('GET', `/book/${handle}/${kayak.slug}`)).status).toBe(200);

    // An empty list: nothing on the page; null again: every active owned product.
    expect((await patch({ bookingPageProductIds: [] })).status).toBe(200);
    expect(await slugsOnPage()).toEqual([]);
    expect((await patch({ bookingPageProductIds: null })).status).toBe(200);
    expect(await slugsOnPage()).toEqual([boat.slug, kayak.slug]);
  });

  it("refuses another workspace's product (422 naming the field) and malformed ids, writing nothing", async () => {
    expect((await patch({ bookingPageProductIds: [boat.id] })).status).toBe(200);
    const foreign = await patch({ bookingPageProductIds: [kayak.id, theirs.id], bookingPageFrameOrigins: [] });
    expect(foreign.status, foreign.text).toBe(422);
    expect(foreign.body.code).toBe('UNKNOWN_REFERENCE');
    expect(foreign.body.details.field).toBe('bookingPageProductIds');
    expect(foreign.text).not.toContain('Their Trip');
    const unknown = await patch({ bookingPageProductIds: ['prod_00000000-0000-4000-8000-000000000000'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.details.field).toBe('bookingPageProductIds');
    for (const ids of [['dep_00000000-0000-4000-8000-000000000000'], [boat.id, boat.id], 'all', [boat.slug]]) {
      const r = await patch({ bookingPageProductIds: ids });
      expect(r.status, JSON.stringify(ids)).toBe(400);
      expect(r.body.details.field, JSON.stringify(ids)).toMatch(/^bookingPageProductIds/);
    }
    // Nothing of a refused body is kept; an upper-case id of the workspace's own is the same product.
    expect((await settings()).bookingPageProductIds).toEqual([boat.id]);
    expect((await patch({ bookingPageProductIds: [kayak.id.toUpperCase().replace('PROD_', 'prod_')] })).status).toBe(
      200,
    );
    expect(await slugsOnPage()).toEqual([kayak.slug]);
    expect((await patch({ bookingPageProductIds: null })).status).toBe(200);
  });

  it('takes framing origins only as bare https origins (http for this machine), at most 20', async () => {
    const good = [
      'https://www.delta-tours.ro',
      'https://*.delta-tours.ro',
      'https://shop.example.com:8443',
      'http://localhost:3000',
      'http://127.0.0.1:8080',
    ];
    const ok = await patch({ bookingPageFrameOrigins: good });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data.bookingPageFrameOrigins).toEqual(good);
    for (const bad of [
      'http://www.delta-tours.ro',
      'https://www.delta-tours.ro/',
      'https://www.delta-tours.ro/book',
      'https://www.Delta-Tours.ro',
      'www.delta-tours.ro',
      'https://*',
      'https://*.ro',
      '*',
      "'self'",
      'https://a.ro; script-src *',
      'https://a.ro https://b.ro',
      'javascript:alert(1)',
      'https://-bad.ro',
      'https://delta-tours',
      'https://a.ro:99999',
      'ftp://a.ro',
    ]) {
      const r = await patch({ bookingPageFrameOrigins: [bad] });
      expect(r.status, bad).toBe(400);
      expect(r.body.details.field, bad).toMatch(/^bookingPageFrameOrigins/);
    }
    const many = Array.from({ length: 21 }, (_, i) => `https://site${i}.example.ro`);
    const tooMany = await patch({ bookingPageFrameOrigins: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details.field).toMatch(/^bookingPageFrameOrigins/);
    expect((await settings()).bookingPageFrameOrigins).toEqual(good);
  });

  it('frames the page only from its origins; every other answer stays unframeable', async () => {
    expect((await patch({ bookingPageFrameOrigins: [] })).status).toBe(200);
    for (const url of [`/book/${handle}`, `/book/${handle}/${boat.slug}`]) {
      const r = await guest('GET', url);
      expect(r.status).toBe(200);
      expect(r.headers['content-security-policy'], url).toMatch(/frame-ancestors 'self'$/);
      expect(r.headers['x-frame-options'], url).toBeUndefined();
    }
    const origins = ['https://www.delta-tours.ro', 'https://*.delta-tours.ro'];
    expect((await patch({ bookingPageFrameOrigins: origins })).status).toBe(200);
    const framed = await guest('GET', `/book/${handle}/${boat.slug}`);
    expect(framed.headers['content-security-policy']).toMatch(
      /; frame-ancestors 'self' https:\/\/www\.delta-tours\.ro https:\/\/\*\.delta-tours\.ro$/,
    );
    expect(framed.headers['content-security-policy']).toContain("script-src 'self';");
    // A product not on the page, inside a frame, shows the 404 page rather than a refused frame.
    const missing = await guest('GET', `/book/${handle}/no-such-trip`);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-security-policy']).toContain("frame-ancestors 'self' https://www.delta-tours.ro");
    // Another handle's page is framed by its own origins, not these; an unknown handle by no one.
    const theirsPage = await guest(
      'GET',
      `/book/${(await t.call('GET', '/v1/workspace', { key: other.key })).body.data.bookingPageHandle}`,
    );
    expect(theirsPage.headers['content-security-policy']).toMatch(/frame-ancestors 'self'$/);
    const nowhere = await guest('GET', '/book/no-such-seller-here');
    expect(nowhere.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(nowhere.headers['x-frame-options']).toBe('DENY');
    for (const url of [`/book/${handle}/api/products`, '/v1/workspace', '/console', '/health']) {
      const r = await t.call('GET', url, { key: w.key });
      expect(r.headers['x-frame-options'], url).toBe('DENY');
      expect(r.headers['content-security-policy'] ?? "frame-ancestors 'none'", url).not.toContain('delta-tours');
    }
  });

  it("colours the page with the brand's checked colour and serves its logo from the page's own route", async () => {
    expect((await patch({ brandColor: '#c0392b', logoFileId: null })).status).toBe(200);
    const page = await guest('GET', `/book/${handle}`);
    expect(page.text).toContain('<style>:root{--accent:#c0392b;--accent-ink:#ffffff}</style></head>');
    expect((await patch({ brandColor: '#ffe066' })).status).toBe(200);
    expect((await guest('GET', `/book/${handle}`)).text).toContain('--accent:#ffe066;--accent-ink:#1d2530');
    // Anything but #rrggbb never reaches the page.
    const sneaky = await patch({ brandColor: 'red;}</style><script>alert(1)</script>' });
    expect(sneaky.status).toBe(400);
    expect(sneaky.body.details.field).toBe('brandColor');

    let list = await guest('GET', `/book/${handle}/api/products`);
    expect(list.body.page.logoUrl).toBeNull();
    expect((await guest('GET', `/book/${handle}/api/logo`)).status).toBe(404);
    const png = logoPng();
    const fileId = await galleryFile(t, w.key, 'logo.png', png);
    expect((await patch({ logoFileId: fileId })).status).toBe(200);
    list = await guest('GET', `/book/${handle}/api/products`);
    const logoUrl = list.body.page.logoUrl as string;
    expect(logoUrl).toMatch(new RegExp(`^/book/${handle}/api/logo\\?v=`));
    const logo = await guest('GET', logoUrl);
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toBe('public, max-age=86400');
    expect(Number(logo.headers['content-length'])).toBe(png.length);
    expect(logo.text.slice(1, 4)).toBe('PNG');
    // The other workspace's page has no logo of this one's.
    const theirHandle = (await t.call('GET', '/v1/workspace', { key: other.key })).body.data.bookingPageHandle;
    expect((await guest('GET', `/book/${theirHandle}/api/logo`)).status).toBe(404);
  });

  it('serves the Book now snippet for other sites to load', async () => {
    const r = await guest('GET', '/bookpage/embed.js');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/javascript/);
    expect(r.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(r.headers['cache-control']).toBe('public, max-age=3600');
    expect(r.text).toBe('(()=>{})();');
  });

  it('needs workspace:write to change the settings', async () => {
    const reader = await t.key(w.id, { scopes: ['workspace:read'] });
    const r = await patch({ bookingPageFrameOrigins: ['https://evil.example.com'] }, reader);
    expect(r.status).toBe(403);
    expect((await settings()).bookingPageFrameOrigins).not.toContain('https://evil.example.com');
  });
});
