// The /docs page works in a closed network: loaded in a real browser it asks no host but this server (no fonts, no
// request proxy, no telemetry), logs no error, renders the API's title, and offers no outside service (no "Ask AI",
// no SDK generator).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createTestApp, type TestApp } from '../support/app.js';
import { hasChromium, launch, screenshot, watch } from '../support/browser.js';

describe.skipIf(!hasChromium)('/docs in a browser', () => {
  let t: TestApp;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await t.close();
  });

  it('loads from this server only, without errors, and offers no outside service', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const seen = watch(page, origin);
    await page.goto(`${origin}/docs`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Travel Commerce API' }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'docs');
    const text = await page.evaluate(() => document.body.innerText);
    expect(seen.foreignRequests).toEqual([]);
    expect(seen.errors).toEqual([]);
    expect(text).not.toMatch(/ask ai/i);
    expect(text).not.toMatch(/generate sdk/i);
    expect(text).toMatch(/Organizations/);
  });
});
