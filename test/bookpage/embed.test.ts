// The booking page on an operator's own website, in headless Chromium (issue 29 §4): a second small HTTP server on
// another local origin plays the operator's site. Chromium enforces frame-ancestors: the page shows in the site's
// iframe only once the site's origin is among the workspace's framing origins. The Book now snippet (served by
// this server, loaded by the site) adds a button that opens the page in a modal dialog; focus moves into it and
// back; Escape (on the site or inside the frame) and the close button close it; the site does not scroll behind.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, screenshot } from '../support/browser.js';
import { pageProduct } from '../support/bookpage.js';
import { startConsoleServer, type ConsoleServer } from '../support/console.js';
import type { TestWorkspace } from '../support/app.js';

describe.skipIf(!hasChromium)('the booking page framed on the operator’s site', () => {
  let s: ConsoleServer;
  let ws: TestWorkspace;
  let handle: string;
  let site: http.Server;
  let siteOrigin: string;
  let slug: string;

  beforeAll(async () => {
    s = await startConsoleServer();
    ws = await s.t.workspace({ name: 'Delta Tours Embed' });
    handle = (await s.t.call('GET', '/v1/workspace', { key: ws.key })).body.data.bookingPageHandle;
    slug = (await pageProduct(s.t, ws.key, { startAts: ['2031-07-01T07:00:00Z'] })).slug;
    await s.t.call('PATCH', '/v1/workspace', { key: ws.key, body: { brandColor: '#0f6e5a' } });
    // The operator's site: a page with the booking page in an iframe, and one with the snippet and the plain link.
    site = http.createServer((req, res) => {
      const head =
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Delta Tours</title></head>';
      const intro =
        '<h1>Delta Tours</h1><p>Boat trips through the Danube Delta since 1998. Pelicans, reeds and a fish lunch on the water.</p>';
      const filler = '<p style="height:1500px">Our story…</p>';
      const body =
        req.url === '/product'
          ? `${intro}<script src="${s.origin}/bookpage/embed.js" data-handle="${handle}" data-product="${slug}" data-lang="ro" async></script>`
          : req.url === '/framed'
            ? `${intro}<iframe title="Our booking page" src="${s.origin}/book/${handle}" width="800" height="500"></iframe>`
            : `${intro}<script src="${s.origin}/bookpage/embed.js" data-handle="${handle}" data-label="Book now" data-color="#0f6e5a" async></script><p><a href="${s.origin}/book/${handle}">Book now without the script</a></p>${filler}`;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`${head}<body>${body}</body></html>`);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await s?.close();
    await new Promise((resolve) => site?.close(resolve));
  });

  const setOrigins = async (origins: string[]) => {
    const r = await s.t.call('PATCH', '/v1/workspace', { key: ws.key, body: { bookingPageFrameOrigins: origins } });
    expect(r.status, r.text).toBe(200);
  };

  /** The booking page's product list inside the frame, or null when the browser refused to frame it. */
  const framedHeading = async (page: Page, frame: string) => {
    const heading = page.frameLocator(frame).getByRole('heading', { level: 1, name: 'What you can book' });
    return heading
      .waitFor({ timeout: 4000 })
      .then(() => heading.innerText())
      .catch(() => null);
  };

  it('shows the page in the site’s frame only once the site’s origin is allowed', async () => {
    const p = await s.open(1280);
    const refused: string[] = [];
    p.page.on('console', (m) => {
      if (/frame-ancestors/.test(m.text())) refused.push(m.text());
    });
    await setOrigins([]);
    await p.page.goto(`${siteOrigin}/framed`);
    expect(await framedHeading(p.page, 'iframe')).toBeNull();
    expect(refused.join('\n')).toContain("frame-ancestors 'self'");

    // Another site allowed is not this one.
    await setOrigins(['https://www.delta-tours.ro']);
    refused.length = 0;
    await p.page.reload();
    expect(await framedHeading(p.page, 'iframe')).toBeNull();
    expect(refused.length).toBeGreaterThan(0);

    await setOrigins(['https://www.delta-tours.ro', siteOrigin]);
    refused.length = 0;
    await p.page.reload();
    expect(await framedHeading(p.page, 'iframe')).toBe('What you can book');
    expect(refused).toEqual([]);
  });

  it('opens the page from the snippet’s button in a dialog that the keyboard closes', async () => {
    await setOrigins([siteOrigin]);
    // The built snippet: small, and naming no other host than the one it was loaded from.
    const snippet = await (await fetch(`${s.origin}/bookpage/embed.js`)).text();
    expect(snippet.length).toBeLessThan(4096);
    expect(snippet).not.toMatch(/https?:\/\//);
    for (const width of [1280, 390]) {
      const p = await s.open(width);
      const { page } = p;
      await page.goto(`${siteOrigin}/embed`);
      const button = page.getByRole('button', { name: 'Book now' });
      await button.waitFor();
      expect(await page.getByRole('link', { name: 'Book now without the script' }).getAttribute('href')).toBe(
        `${s.origin}/book/${handle}`,
      );
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Book now' });
      await dialog.waitFor();
      // Focus is in the dialog (its close button), the site behind does not scroll, the page is inside.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('Close');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
      expect(await framedHeading(page, 'dialog iframe')).toBe('What you can book');
      const box = (await dialog.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(width);
      if (width === 390) expect(box.width).toBe(390);
      const frame = page.frameLocator('dialog iframe');
      await frame
        .getByRole('link', { name: /Danube Delta Boat Trip/ })
        .first()
        .waitFor();
      await screenshot(page, `bookpage-embed-${width}`);

      // Escape on the site closes it and gives focus back to the button.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('tc-book-now');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

      // Escape pressed inside the page (focus in the frame) closes it too.
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await frame
        .getByRole('link', { name: /Danube Delta Boat Trip/ })
        .first()
        .focus();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('tc-book-now');

      // The close button, by keyboard.
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('tc-book-now');
      if (width === 1280) await screenshot(page, 'bookpage-embed-site-1280');
      expect(p.seen.errors).toEqual([]);
    }
  });

  it('opens one product in Romanian when the snippet names them', async () => {
    await setOrigins([siteOrigin]);
    const p = await s.open(390);
    await p.page.goto(`${siteOrigin}/product`);
    await p.page.getByRole('button', { name: 'Rezervă acum' }).click();
    const dialog = p.page.getByRole('dialog', { name: 'Rezervă acum' });
    await dialog.waitFor();
    const frame = p.page.frameLocator('dialog iframe');
    await frame.getByRole('heading', { level: 1, name: 'Danube Delta Boat Trip' }).waitFor();
    expect(await frame.locator('html').getAttribute('lang')).toBe('ro');
    await dialog.getByRole('button', { name: /Închide/ }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
