// The console's Booking page in headless Chromium (issue 29 §4), on SQLite or PostgreSQL: an owner of a live
// workspace moves the page's handle (a taken one is refused beside the field), narrows the page to one product,
// colours it, picks the booking questions from published forms, sets up Stripe (credentials stored, then shown only
// as "set", never their value), lists the sites that may frame it (a bad origin refused beside the field), copies
// the snippets and sees the page in the preview. What the API stored is checked after each step; 390 px fits.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../support/browser.js';
import { pageProduct, type PageProduct } from '../support/bookpage.js';
import {
  everythingShown,
  fitsTheScreen,
  refusal,
  startConsoleServer,
  type ConsoleServer,
  type ConsoleUser,
} from '../support/console.js';
import type { TestWorkspace } from '../support/app.js';
import { logoPng } from '../support/tickets.js';

const STRIPE_SECRET = 'sk_test_consolepage_4eC39HqLyjWDarjtT1zdp7dc';
const WEBHOOK_SECRET = 'whsec_consolepage_1234567890abcdef';

describe.skipIf(!hasChromium)('console: the booking page settings', () => {
  let s: ConsoleServer;
  let ws: TestWorkspace;
  let owner: ConsoleUser;
  let boat: PageProduct;
  let kayak: PageProduct;
  let takenHandle: string;
  let formId: string;

  beforeAll(async () => {
    s = await startConsoleServer({ paymentCredentialsKey: randomBytes(32).toString('base64') });
    ws = await s.t.workspace({ name: 'Delta Tours Console' });
    const other = await s.t.workspace({ name: 'Taken Handle Tours' });
    takenHandle = (await s.t.call('GET', '/v1/workspace', { key: other.key })).body.data.bookingPageHandle;
    owner = await s.createUser(ws.id, 'owner');
    boat = await pageProduct(s.t, ws.key, { startAts: ['2031-07-01T07:00:00Z'] });
    kayak = await pageProduct(s.t, ws.key, { title: 'Kayak at Dawn', startAts: ['2031-07-02T05:00:00Z'] });
    const form = await s.t.call('POST', '/v1/forms', {
      key: ws.key,
      body: {
        name: 'Lunch questions',
        title: 'Lunch questions',
        status: 'published',
        fields: [{ id: 'diet', type: 'text', label: 'Dietary needs', required: true }],
      },
    });
    expect(form.status, form.text).toBe(201);
    formId = form.body.id ?? form.body.data.id;
  });
  afterAll(async () => {
    await s?.close();
  });

  const stored = async () => (await s.t.call('GET', '/v1/workspace', { key: ws.key })).body.data;

  it('sets up the page from one screen, each part saved through the API', async () => {
    const p = await s.open(1280);
    const { page } = p;
    await s.signIn(p, owner);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Booking page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Booking page' }).waitFor();
    const handle = (await stored()).bookingPageHandle as string;
    await page.getByRole('link', { name: `${s.origin}/book/${handle}` }).waitFor();

    // The handle: another workspace's is refused beside the field; a free one moves the page.
    const handleField = page.getByLabel('Handle', { exact: true });
    await handleField.fill(takenHandle);
    await page.getByRole('button', { name: 'Save handle' }).click();
    await page.getByText('is used by another workspace').waitFor();
    expect(await handleField.getAttribute('aria-describedby')).toContain('error');
    const moved = `delta-console-${Date.now()}`;
    await handleField.fill(moved);
    await page.getByRole('button', { name: 'Save handle' }).click();
    await page.getByRole('link', { name: `${s.origin}/book/${moved}` }).waitFor();
    expect((await stored()).bookingPageHandle).toBe(moved);

    // Products: only the kayak.
    await page.getByRole('radio', { name: 'Only the products I choose' }).check();
    await page.getByRole('checkbox', { name: 'Kayak at Dawn' }).check();
    await page.getByRole('button', { name: 'Save products' }).click();
    await page.getByText('The page offers the products chosen.').waitFor();
    expect((await stored()).bookingPageProductIds).toEqual([kayak.id]);

    // Booking questions from the published forms.
    await page.getByLabel('Questions per booking').selectOption({ label: 'Lunch questions' });
    await page.getByRole('button', { name: 'Save questions' }).click();
    await page.getByText('Saved: the page asks these questions.').waitFor();
    expect((await stored()).wizardBillingFormId).toBe(formId);
    expect((await stored()).wizardPassengerFormId).toBeNull();

    // Colour and a new logo (uploaded to the gallery, then named by the brand setting).
    await page.getByLabel('Brand colour').fill('#0f6e5a');
    await page.getByLabel('New logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
    await page.getByRole('button', { name: 'Save colour and logo' }).click();
    await page.getByText('Saved: the page shows them on its next load.').waitFor();
    expect((await stored()).brandColor).toBe('#0f6e5a');
    expect((await stored()).logoFileId).toMatch(/^gal_file_/);
    const current = page.getByRole('img', { name: 'Your current logo' });
    await current.waitFor();
    await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Stripe: its credentials are sent once and shown after only as set.
    await page.getByLabel('Provider').selectOption({ label: 'Stripe Checkout' });
    await page.getByLabel('Secret key (sk_…)').fill(STRIPE_SECRET);
    await page.getByLabel('Webhook signing secret (whsec_…)').fill(WEBHOOK_SECRET);
    await page.getByRole('button', { name: 'Set up provider' }).click();
    await page.getByText('Saved. The credentials are stored sealed').waitFor();
    await expect.poll(() => page.locator('.bookpage-accounts .badge', { hasText: /^set$/ }).count()).toBe(2);
    const accounts = await s.t.call('GET', '/v1/payments/accounts', { key: ws.key });
    expect(accounts.body.data.map((a: { provider: string }) => a.provider)).toEqual(['stripe']);
    expect(accounts.body.data[0].configEncrypted.fields.sort()).toEqual(['secretKey', 'webhookSecret']);
    expect(await everythingShown(page)).not.toContain(STRIPE_SECRET);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Booking page' }).waitFor();
    await expect.poll(() => page.locator('.bookpage-accounts .badge', { hasText: /^set$/ }).count()).toBe(2);
    expect(await everythingShown(page)).not.toContain(STRIPE_SECRET);
    expect(await everythingShown(page)).not.toContain(WEBHOOK_SECRET);

    // Framing sites: a bad origin is refused beside the field; pasted ones are tidied (case, trailing slash).
    const sites = page.getByLabel('Sites that may show the page in a frame');
    await sites.fill('http://www.delta-tours.ro');
    await page.getByRole('button', { name: 'Save sites' }).click();
    await page.getByText('must use https').waitFor();
    expect((await stored()).bookingPageFrameOrigins).toEqual([]);
    await sites.fill('https://www.Delta-Tours.ro/\n*.delta-tours.ro');
    await page.getByRole('button', { name: 'Save sites' }).click();
    await page.getByText('Saved: those sites may show the page.').waitFor();
    expect((await stored()).bookingPageFrameOrigins).toEqual([
      'https://www.delta-tours.ro',
      'https://*.delta-tours.ro',
    ]);

    // The snippets name this server and the new handle.
    const script = await page.getByLabel('Book now button (script)').inputValue();
    expect(script).toBe(
      `<script src="${s.origin}/bookpage/embed.js" data-handle="${moved}" data-label="Book now" data-color="#0f6e5a" async></script>`,
    );
    expect(await page.getByLabel('Plain link (no script)').inputValue()).toBe(
      `<a href="${s.origin}/book/${moved}">Book now</a>`,
    );
    await page.getByRole('button', { name: 'Copy book now button' }).waitFor();

    // The preview is the page itself (same origin), with only the chosen product.
    const preview = page.frameLocator('iframe[title="Preview of your booking page"]');
    await preview.getByRole('heading', { level: 1, name: 'What you can book' }).waitFor();
    await preview.getByRole('link', { name: /Kayak at Dawn/ }).waitFor();
    await expect
      .poll(() => preview.locator('header .logo').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await preview.getByRole('link', { name: /Danube Delta Boat Trip/ }).count()).toBe(0);
    expect(boat.slug).toBeTruthy();

    await page.getByRole('heading', { name: 'Address' }).scrollIntoViewIfNeeded();
    await s.shot(p, 'console-booking-page-1280');
    await page.getByRole('heading', { name: 'Payments' }).scrollIntoViewIfNeeded();
    await s.shot(p, 'console-booking-page-payments-1280');
    await page.getByRole('heading', { name: 'Preview' }).scrollIntoViewIfNeeded();
    await s.shot(p, 'console-booking-page-preview-1280');
    p.assertClean([refusal(409, '/v1/workspace'), refusal(400, '/v1/workspace')]);
  });

  it('fits a phone and works by keyboard', async () => {
    const p = await s.open(390);
    const { page } = p;
    await s.signIn(p, owner);
    await page.goto(`${s.origin}/console/#/booking-page`);
    await page.getByRole('heading', { level: 1, name: 'Booking page' }).waitFor();
    await page
      .frameLocator('iframe[title="Preview of your booking page"]')
      .getByRole('heading', { level: 1 })
      .waitFor();
    await fitsTheScreen(p, 'the booking page settings at 390 px');
    await s.shot(p, 'console-booking-page-390');

    // By keyboard: choose every product again and save.
    await page.getByRole('radio', { name: 'Every active product, new ones included' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Save products' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('The page offers the products chosen.').waitFor();
    expect((await stored()).bookingPageProductIds).toBeNull();
    await page.getByRole('heading', { name: 'Put it on your website' }).scrollIntoViewIfNeeded();
    await s.shot(p, 'console-booking-page-snippets-390');
    await page.getByRole('checkbox', { name: 'As on a phone (390 px)' }).check();
    await fitsTheScreen(p, 'the preview at phone width');
    p.assertClean();
  });

  it('shows a viewer the page without the controls that change it', async () => {
    const viewer = await s.createUser(ws.id, 'viewer');
    const p = await s.open(1280);
    const { page } = p;
    await s.signIn(p, viewer);
    await page.goto(`${s.origin}/console/#/booking-page`);
    await page.getByRole('heading', { level: 1, name: 'Booking page' }).waitFor();
    const handle = (await stored()).bookingPageHandle as string;
    await page.getByRole('link', { name: `${s.origin}/book/${handle}` }).waitFor();
    await page.getByRole('heading', { name: 'Put it on your website' }).waitFor();
    expect(await page.getByRole('button', { name: /^Save / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /provider$/ }).count()).toBe(0);
    p.assertClean();
  });
});
