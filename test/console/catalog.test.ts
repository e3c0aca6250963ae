// The catalog in the console, in headless Chromium: a per-unit product created through the form with every field and
// edited (checked through the API), the list searched and filtered, prices set for a per-unit product (unit types
// with ages, a rate plan, a departure override) with what 2 adults and 1 child pay as the API answers it, a per-room
// product's categories, an age bound the API refuses shown beside its field, archive after a confirmation, a viewer
// without controls, a product created with the keyboard alone, and the pages at 390 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium } from '../support/browser.js';
import { gradientPng } from '../support/png.js';
import {
  fitsTheScreen,
  refusal,
  startConsoleServer,
  type ConsolePage,
  type ConsoleServer,
  type ConsoleUser,
} from '../support/console.js';

// A shared machine under load starts a browser and a PostgreSQL database slowly: generous timeouts.
describe.skipIf(!hasChromium)('console: the catalog in a browser', { timeout: 120_000 }, () => {
  let s: ConsoleServer;
  let key: string;
  let owner: ConsoleUser;
  let viewer: ConsoleUser;

  beforeAll(async () => {
    s = await startConsoleServer();
    const ws = await s.t.workspace({ name: 'Carpathian Trails' });
    key = ws.key;
    owner = await s.createUser(ws.id, 'owner');
    viewer = await s.createUser(ws.id, 'viewer');
  }, 180_000);
  afterAll(async () => {
    await s?.close();
  });

  async function product(body: Record<string, unknown>): Promise<string> {
    const r = await s.t.call('POST', '/v1/products', { key, body: { currency: 'EUR', status: 'active', ...body } });
    expect(r.status).toBe(201);
    return r.body.data.id as string;
  }

  /** A departure in `days` days (2 hours long) with 20 seats. */
  async function departure(productId: string, days = 3): Promise<string> {
    const start = new Date(Date.now() + days * 86_400_000);
    start.setUTCHours(9, 0, 0, 0);
    const r = await s.t.call('POST', '/v1/departures', {
      key,
      body: {
        productId,
        startAt: start.toISOString(),
        endAt: new Date(start.getTime() + 7_200_000).toISOString(),
        capacity: 20,
      },
    });
    expect(r.status).toBe(201);
    return r.body.data.id as string;
  }

  const stored = async (id: string) => (await s.t.call('GET', `/v1/products/${id}`, { key })).body.data;
  const storedPricing = async (id: string) => (await s.t.call('GET', `/v1/products/${id}/pricing`, { key })).body.data;

  async function open(user: ConsoleUser, hash: string, heading: string | RegExp, width = 1280) {
    const p = await s.open(width);
    await s.signIn(p, user);
    await go(p, hash, heading);
    return p;
  }
  async function go(p: ConsolePage, hash: string, heading: string | RegExp) {
    await p.page.goto(`${s.origin}/console/#${hash}`);
    await p.page.getByRole('heading', { level: 1, name: heading }).waitFor();
  }
  /** A screenshot of the page's top (where its heading is), after a check that it fits the screen. */
  async function shot(p: ConsolePage, name: string) {
    await fitsTheScreen(p, name);
    await p.page.evaluate(() => window.scrollTo(0, 0));
    await s.shot(p, name);
  }
  /** The fieldset of an editor row, by its legend. */
  const row = (page: Page, legend: string | RegExp) => page.getByRole('group', { name: legend });

  it('creates a per-unit product with every field, edits it, and refuses a latitude beside its field', async () => {
    const p = await open(owner, '/', 'Today');
    const { page } = p;
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.getByText('No products yet.').waitFor();
    await page.getByRole('link', { name: 'New product' }).click();
    await page.getByRole('heading', { level: 1, name: 'New product' }).waitFor();
    await page.getByLabel('Title').fill('Bucegi Sunrise Hike');
    await page.getByLabel('Slug (optional)').fill('bucegi-sunrise');
    await page.getByLabel('Type').selectOption('tour');
    await page.getByLabel('Category').fill('Hiking');
    await page.getByLabel('Pricing model').selectOption('per_unit');
    await page.getByLabel('Currency').fill('eur');
    await page.getByLabel('Duration in days').fill('1');
    await page.getByLabel('Status').selectOption('active');
    await page.getByLabel('Summary').fill('A guided hike to the Sphinx at dawn.');
    await page.getByLabel('Description').fill('Meet at the cable car.\nBring warm clothes.');
    await page.getByLabel('Tags').fill('mountains, sunrise');
    await page.getByLabel('City').fill('Bușteni');
    await page.getByLabel('Region').fill('Prahova');
    await page.getByLabel('Country').fill('ro');
    await page.getByLabel('Address').fill('Telecabina Bușteni');
    await page.getByLabel('Latitude').fill('95');
    await page.getByLabel('Longitude').fill('25.54');
    await shot(p, 'console-product-form-1280');

    // The API refuses the latitude: the message shows beside it, tied to the input.
    await page.getByRole('button', { name: 'Create product' }).click();
    const latitude = page.getByLabel('Latitude');
    const problem = page.locator('.field-invalid').filter({ has: latitude }).locator('.field-error');
    await expect.poll(() => problem.textContent()).toMatch(/90/);
    expect(await latitude.getAttribute('aria-describedby')).toContain(await problem.getAttribute('id'));
    await latitude.fill('45.41');
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bucegi Sunrise Hike' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Product created.' }).waitFor();
    const id = /#\/products\/([^/?]+)/.exec(page.url())![1]!;
    expect(await stored(id)).toMatchObject({
      title: 'Bucegi Sunrise Hike',
      slug: 'bucegi-sunrise',
      type: 'tour',
      category: 'Hiking',
      pricingModel: 'per_unit',
      currency: 'EUR',
      durationDays: 1,
      status: 'active',
      summary: 'A guided hike to the Sphinx at dawn.',
      description: 'Meet at the cable car.\nBring warm clothes.',
      tags: expect.arrayContaining(['mountains', 'sunrise']),
      location: {
        city: 'Bușteni',
        region: 'Prahova',
        country: 'RO',
        address: 'Telecabina Bușteni',
        coordinates: { lat: 45.41, lng: 25.54 },
      },
    });

    // Edit: a new title, the summary cleared, another tag list, no coordinates.
    await page.getByLabel('Title').fill('Bucegi Sunrise Hike (small group)');
    await page.getByLabel('Summary').fill('');
    await page.getByLabel('Tags').fill('sunrise');
    await page.getByLabel('Latitude').fill('');
    await page.getByLabel('Longitude').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    const edited = await stored(id);
    expect(edited).toMatchObject({ title: 'Bucegi Sunrise Hike (small group)', summary: null, tags: ['sunrise'] });
    expect(edited.location).toEqual({
      city: 'Bușteni',
      region: 'Prahova',
      country: 'RO',
      address: 'Telecabina Bușteni',
    });
    await page.getByRole('main').getByRole('link', { name: 'Calendar' }).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Calendar' }).getAttribute('href')).toBe(
      `#/calendar?product=${id}`,
    );

    // A slug another product has: the API's conflict beside the slug.
    await product({ title: 'Other', slug: 'taken-slug' });
    await page.getByLabel('Slug (optional)').fill('taken-slug');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page
      .locator('.field-invalid')
      .filter({ has: page.getByLabel('Slug (optional)') })
      .getByText('is used by another product')
      .waitFor();
    p.assertClean([refusal(400, '/v1/products'), refusal(409, `/v1/products/${id}`)]);
  });

  it("picks a product's images from the gallery, with alt text, and removes one", async () => {
    const upload = async (fileName: string) => {
      const r = await s.t.call('POST', '/v1/gallery/upload', {
        key,
        body: { fileName, contentBase64: gradientPng(40, 30, [30, 90, 150], [240, 200, 90]).toString('base64') },
      });
      expect(r.status, r.text).toBe(202);
      return r.body.fileId as string;
    };
    const ridge = await upload('ridge.png');
    const lake = await upload('lake.png');
    await s.t.drainJobs();
    const id = await product({ title: 'Ridge Walk' });
    const p = await open(owner, `/products/${id}`, 'Ridge Walk');
    const { page } = p;
    const images = page.getByRole('group', { name: 'Images' });
    const choose = images.getByLabel('Add an image from the gallery');
    await choose.selectOption({ label: 'ridge.png' });
    await images.getByRole('button', { name: 'Add image' }).click();
    await images.getByLabel('Alt text for ridge.png (card image)').fill('The ridge at dawn');
    await choose.selectOption({ label: 'lake.png' });
    await images.getByRole('button', { name: 'Add image' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect((await stored(id)).media).toEqual([
      expect.objectContaining({ fileId: ridge, altText: 'The ridge at dawn' }),
      expect.objectContaining({ fileId: lake, altText: null }),
    ]);
    await images.scrollIntoViewIfNeeded();
    await s.shot(p, 'catalog-product-images');
    await images.getByRole('button', { name: 'Remove ridge.png' }).click();
    await images.getByLabel('Alt text for lake.png (card image)').waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(async () => (await stored(id)).media.map((m: { fileId: string }) => m.fileId)).toEqual([lake]);
    p.assertClean();
  });

  it('searches and filters the list, paging through the API', async () => {
    const ws = await s.t.workspace({ name: 'Many products' });
    const manyKey = ws.key;
    const user = await s.createUser(ws.id, 'admin');
    for (let i = 1; i <= 22; i++)
      await s.t.call('POST', '/v1/products', {
        key: manyKey,
        body: { title: `Walk ${String(i).padStart(2, '0')}`, type: 'experience', status: i % 2 ? 'active' : 'draft' },
      });
    await s.t.call('POST', '/v1/products', {
      key: manyKey,
      body: { title: 'Danube Delta Cruise', type: 'tour', category: 'Boats', status: 'draft' },
    });
    const p = await open(user, '/products', 'Products');
    const { page } = p;
    const rows = page.getByRole('main').locator('tbody tr');
    await page.getByText('Showing 1–20 of 23').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 21–23 of 23').waitFor();
    // The pager may say where the page is before its rows arrive.
    await expect.poll(() => rows.count()).toBe(3);

    await page.getByLabel('Search titles').fill('delta');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText('Showing 1–1 of 1').waitFor();
    await rows.getByRole('link', { name: 'Danube Delta Cruise' }).waitFor();
    expect(page.url()).toContain('q=delta');

    await page.getByRole('button', { name: 'Clear' }).click();
    // The cleared list first (the form takes the address's filters when it changes).
    await page.getByText('Showing 1–20 of 23').waitFor();
    await page.getByLabel('Status').selectOption('draft');
    await page.getByLabel('Type').selectOption('experience');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText('Showing 1–11 of 11').waitFor();
    for (const text of await rows.allInnerTexts()) expect(text).toMatch(/Walk \d+.*draft/s);

    await page.getByLabel('Status').selectOption('');
    await page.getByLabel('Type').selectOption('');
    await page.getByLabel('Category').fill('Boats');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText('Showing 1–1 of 1').waitFor();
    await rows.getByRole('link', { name: 'Danube Delta Cruise' }).click();
    await page.getByRole('heading', { level: 1, name: 'Danube Delta Cruise' }).waitFor();
    p.assertClean();
  });

  it('prices a per-unit product: unit types with ages, a rate plan, an override, and what 2 adults + 1 child pay', async () => {
    const id = await product({ title: 'Peleș Castle Visit', pricingModel: 'per_unit' });
    const p = await open(owner, `/products/${id}/prices`, 'Prices: Peleș Castle Visit');
    const { page } = p;
    // No departure yet: said so, nothing priced.
    await page.getByText('The product has no upcoming scheduled departure').waitFor();
    const dept = await departure(id);
    await go(p, `/products/${id}`, 'Peleș Castle Visit');
    await page.getByText('(1 upcoming departure)').waitFor();
    await page.getByRole('link', { name: 'Prices' }).click();
    await page.getByRole('heading', { level: 1, name: 'Prices: Peleș Castle Visit' }).waitFor();
    await page.getByText('Add unit types with prices and save them').waitFor();

    await page.getByRole('button', { name: 'Add unit type' }).click();
    // A row just added has the focus on its first control, for the keyboard.
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLSelectElement).labels?.[0]?.textContent))
      .toBe('Type');
    const adult = row(page, 'Adult');
    await adult.getByLabel('Min age').fill('12');
    await page.getByRole('button', { name: 'Add unit type' }).click();
    const child = row(page, 'Child');
    expect(await child.getByLabel('Key').inputValue()).toBe('child');
    await child.getByLabel('Min age').fill('3');
    await child.getByLabel('Max age').fill('2');
    await child.getByLabel('Max per booking').fill('4');
    await page.getByRole('button', { name: 'Add rate plan' }).click();
    const plan = row(page, /^Standard/);
    await plan.getByLabel('Adult (EUR)').fill('50');
    await plan.getByLabel('Child (EUR)').fill('30.50');

    // The API refuses a maximum age under the minimum: beside the child's Max age.
    await page.getByRole('button', { name: 'Save prices' }).click();
    const maxAge = child.getByLabel('Max age');
    // (`has` looks inside each field: a locator from the page.)
    const ageError = child
      .locator('.field-invalid')
      .filter({ has: page.getByLabel('Max age') })
      .locator('.field-error');
    await expect.poll(() => ageError.textContent()).toBe('must be at least minAge');
    expect(await maxAge.getAttribute('aria-describedby')).toContain(await ageError.getAttribute('id'));
    await maxAge.fill('11');
    await page.getByRole('button', { name: 'Save prices' }).click();
    await page.getByRole('status').filter({ hasText: 'Prices saved.' }).waitFor();
    const saved = await storedPricing(id);
    expect(saved.unitTypes).toEqual([
      {
        key: 'adult',
        type: 'adult',
        label: 'Adult',
        minAge: 12,
        maxAge: null,
        pax: 1,
        minQuantity: null,
        maxQuantity: null,
      },
      { key: 'child', type: 'child', label: 'Child', minAge: 3, maxAge: 11, pax: 1, minQuantity: null, maxQuantity: 4 },
    ]);
    expect(saved.ratePlans).toMatchObject([
      {
        name: 'Standard',
        base: true,
        unitPrices: [
          { unitKey: 'adult', amount: 50, currency: 'EUR' },
          { unitKey: 'child', amount: 30.5, currency: 'EUR' },
        ],
      },
    ]);

    // What 2 adults and 1 child pay on the next departure, as the API's availability answers it.
    const total = page.locator('.party-total');
    await expect.poll(() => total.textContent()).toMatch(/2 × Adult, 1 × Child: €130\.50/);

    // An override: children pay 20 on that departure.
    await page.getByRole('button', { name: 'Add departure override' }).click();
    const override = row(page, 'Override 1');
    expect(await override.getByLabel('Departure').inputValue()).toBe(dept);
    await override.getByLabel('Child (EUR)').fill('20');
    await page.getByRole('button', { name: 'Save prices' }).click();
    await page.getByRole('status').filter({ hasText: 'Prices saved.' }).waitFor();
    expect((await storedPricing(id)).departureOverrides).toEqual([
      {
        departureId: dept,
        ratePlanId: null,
        prices: [],
        unitPrices: [{ unitKey: 'child', amount: 20, currency: 'EUR' }],
      },
    ]);
    await expect.poll(() => total.textContent()).toMatch(/€120\.00/);
    // Another party: 1 adult.
    await page.getByRole('form', { name: 'Party' }).getByLabel('Adult').fill('1');
    await page.getByRole('form', { name: 'Party' }).getByLabel('Child').fill('0');
    await page.getByRole('button', { name: 'Price this party' }).click();
    await expect.poll(() => total.textContent()).toMatch(/^1 × Adult: €50\.00$/);
    await shot(p, 'console-product-prices-1280');
    // The rate plans and the override, further down.
    await page.evaluate(() => document.querySelector('[aria-label="Rate plans"]')!.scrollIntoView());
    await s.shot(p, 'console-product-prices-plans-1280');

    // Removing a row: gone from the form, and from the API once saved.
    await override.getByRole('button', { name: 'Remove override 1' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add departure override');
    await page.getByRole('button', { name: 'Save prices' }).click();
    await page.getByRole('status').filter({ hasText: 'Prices saved.' }).waitFor();
    expect((await storedPricing(id)).departureOverrides).toEqual([]);
    p.assertClean([refusal(400, `/v1/products/${id}/pricing`)]);
  });

  it('prices a per-room product by room category; the API answers the per-person prices of the next departure', async () => {
    const id = await product({ title: 'Maramureș Guesthouse Week', pricingModel: 'per_room', type: 'package' });
    await departure(id, 10);
    const p = await open(owner, `/products/${id}/prices`, 'Prices: Maramureș Guesthouse Week');
    const { page } = p;
    await page.getByRole('heading', { name: 'Room categories' }).waitFor();
    await page.getByRole('button', { name: 'Add room category' }).click();
    let cat = row(page, 'Category 1');
    await cat.getByLabel('Key').fill('double');
    await cat.getByLabel('Label').fill('Double room');
    await page.getByRole('button', { name: 'Add room category' }).click();
    cat = row(page, 'Category 2');
    // The legend becomes the label once typed: the label last.
    await cat.getByLabel('Key').fill('single');
    await cat.getByLabel('Guests per room').fill('1');
    await cat.getByLabel('Label').fill('Single room');
    await page.getByRole('button', { name: 'Add rate plan' }).click();
    const plan = row(page, /^Standard/);
    await plan.getByLabel('Double room (EUR per person)').fill('410');
    await plan.getByLabel('Single room (EUR per person)').fill('560.25');
    await page.getByRole('button', { name: 'Save prices' }).click();
    await page.getByRole('status').filter({ hasText: 'Prices saved.' }).waitFor();
    expect(await storedPricing(id)).toMatchObject({
      roomCategories: [
        { key: 'double', label: 'Double room', pax: 2 },
        { key: 'single', label: 'Single room', pax: 1 },
      ],
      ratePlans: [
        {
          prices: [
            { categoryKey: 'double', amountPerPerson: 410, currency: 'EUR' },
            { categoryKey: 'single', amountPerPerson: 560.25, currency: 'EUR' },
          ],
        },
      ],
    });
    const options = page.getByRole('table', { name: 'Room prices on the next departure' });
    await options.getByRole('row', { name: /Double room\s+2\s+€410\.00/ }).waitFor();
    await options.getByRole('row', { name: /Single room\s+1\s+€560\.25/ }).waitFor();
    p.assertClean();
  });

  it('prices a per-person product by its first category; the party is priced by the API as adults and children', async () => {
    const id = await product({ title: 'Brașov Old Town Walk' });
    await departure(id, 5);
    const p = await open(owner, `/products/${id}/prices`, 'Prices: Brașov Old Town Walk');
    const { page } = p;
    await page.getByText('Add a price category with prices and save them').waitFor();
    await page.getByRole('button', { name: 'Add category' }).click();
    const cat = row(page, 'Category 1');
    await cat.getByLabel('Key').fill('standard');
    await cat.getByLabel('Label').fill('Walker');
    await page.getByRole('button', { name: 'Add rate plan' }).click();
    await row(page, /^Standard/)
      .getByLabel('Walker (EUR per person)')
      .fill('40');
    await page.getByRole('button', { name: 'Save prices' }).click();
    await page.getByRole('status').filter({ hasText: 'Prices saved.' }).waitFor();
    await page.locator('.party-total').filter({ hasText: '2 × Adult, 1 × Child: €120.00' }).waitFor();
    p.assertClean();
  });

  it('archives a product after a confirmation that says what happens', async () => {
    const id = await product({ title: 'Sighișoara Night Walk' });
    const p = await open(owner, `/products/${id}`, 'Sighișoara Night Walk');
    const { page } = p;
    await page.getByRole('button', { name: 'Archive' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Archive: Sighișoara Night Walk?' });
    await dialog.getByText(/New bookings are refused.*product\.archived.*publish it again/).waitFor();
    // Cancel changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await stored(id)).status).toBe('active');
    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('status').filter({ hasText: 'The product is archived now.' }).waitFor();
    expect((await stored(id)).status).toBe('archived');
    await page.getByRole('button', { name: 'Publish' }).waitFor();
    p.assertClean();
  });

  it('shows a viewer the catalog without any control that changes it', async () => {
    const id = await product({ title: 'Turda Salt Mine', pricingModel: 'per_unit', summary: 'Underground.' });
    await s.t.call('PUT', `/v1/products/${id}/pricing`, {
      key,
      body: {
        unitTypes: [{ key: 'adult', type: 'adult', label: 'Adult' }],
        ratePlans: [{ name: 'Standard', unitPrices: [{ unitKey: 'adult', amount: 12, currency: 'EUR' }] }],
      },
    });
    const p = await open(viewer, '/products', 'Products');
    const { page } = p;
    await page.getByRole('link', { name: 'Turda Salt Mine' }).click();
    await page.getByRole('heading', { level: 1, name: 'Turda Salt Mine' }).waitFor();
    await page.getByText('Underground.').waitFor();
    const main = page.getByRole('main');
    expect(await main.getByRole('button').count()).toBe(0);
    expect(await main.locator('input, select, textarea').count()).toBe(0);
    await page.getByRole('link', { name: 'Prices' }).click();
    await page.getByRole('heading', { level: 1, name: 'Prices: Turda Salt Mine' }).waitFor();
    await main.getByRole('row', { name: /Adult.*€12\.00/ }).waitFor();
    expect(await main.getByRole('button', { name: /Save|Add|Remove/ }).count()).toBe(0);
    await go(p, '/products', 'Products');
    expect(await page.getByRole('link', { name: 'New product' }).count()).toBe(0);
    p.assertClean();
  });

  it('creates a product with the keyboard alone', async () => {
    const p = await open(owner, '/products', 'Products');
    const { page } = p;
    /** Tab until the focused element is named `name` (its label or text). */
    const tabTo = async (name: string) => {
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const at = await page.evaluate(() => {
          const el = document.activeElement as HTMLInputElement | null;
          return (el?.labels?.[0]?.textContent ?? el?.textContent ?? '').trim();
        });
        if (at === name) return;
      }
      throw new Error(`Tab never reached ${name}`);
    };
    await tabTo('New product');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'New product' }).waitFor();
    await tabTo('Title');
    await page.keyboard.type('Keyboard Canyon Trip');
    await tabTo('Pricing model');
    await page.keyboard.press('ArrowDown'); // per_person → per_unit
    await tabTo('Currency');
    await page.keyboard.type('EUR');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Keyboard Canyon Trip' }).waitFor();
    const list = await s.t.call('GET', '/v1/products', { key, query: { q: 'Keyboard Canyon' } });
    expect(list.body.data).toMatchObject([
      { title: 'Keyboard Canyon Trip', pricingModel: 'per_unit', currency: 'EUR' },
    ]);
    p.assertClean();
  });

  it('fits 390 px: the list, the product form and the prices editor', async () => {
    const id = await product({ title: 'Retezat Lakes Trek', pricingModel: 'per_unit', category: 'Hiking' });
    await departure(id);
    await s.t.call('PUT', `/v1/products/${id}/pricing`, {
      key,
      body: {
        unitTypes: [
          { key: 'adult', type: 'adult', label: 'Adult', minAge: 12 },
          { key: 'child', type: 'child', label: 'Child', minAge: 6, maxAge: 11, maxQuantity: 4 },
        ],
        ratePlans: [
          {
            name: 'Standard',
            unitPrices: [
              { unitKey: 'adult', amount: 89, currency: 'EUR' },
              { unitKey: 'child', amount: 59, currency: 'EUR' },
            ],
          },
        ],
      },
    });
    const p = await open(owner, '/products', 'Products', 390);
    const { page } = p;
    await page.getByRole('link', { name: 'Retezat Lakes Trek' }).waitFor();
    await shot(p, 'console-products-390');
    await go(p, `/products/${id}`, 'Retezat Lakes Trek');
    await shot(p, 'console-product-form-390');
    await go(p, `/products/${id}/prices`, 'Prices: Retezat Lakes Trek');
    await page.locator('.party-total').filter({ hasText: '€237.00' }).waitFor();
    await shot(p, 'console-product-prices-390');

    const wide = await open(owner, '/products', 'Products');
    await wide.page.getByRole('link', { name: 'Retezat Lakes Trek' }).waitFor();
    await shot(wide, 'console-products-1280');
    p.assertClean();
    wide.assertClean();
  });
});
