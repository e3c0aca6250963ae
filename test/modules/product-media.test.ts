// Product images: `media` on a product names images of the workspace's gallery, in order, with their alt text;
// another workspace's file, a PDF or a file not yet verified is refused (422 naming `media[i].fileId`) and nothing
// is written. The booking page shows a product's first image and serves the images of products on the page only,
// from its own address, with caching headers and a content-hash ETag.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { pageProduct, slugOfName } from '../support/bookpage.js';
import { gradientPng } from '../support/png.js';

const PNG = gradientPng(32, 24, [20, 90, 160], [240, 200, 80]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('product images', () => {
  let t: TestApp;
  let w: TestWorkspace;
  let other: TestWorkspace;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bookpage-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>{{title}}</title><div id="app"></div>');
    t = await createTestApp({ bookpageDir: dist });
    w = await t.workspace({ name: 'Pictures Tours' });
    other = await t.workspace({ name: 'Other Pictures' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(t.config.galleryDir, { recursive: true, force: true });
  });

  /** An uploaded file, verified by the gallery's job unless `verify` is false. */
  async function upload(key: string, bytes: Buffer, fileName: string, verify = true): Promise<string> {
    const r = await t.call('POST', '/v1/gallery/upload', {
      key,
      body: { fileName, contentBase64: bytes.toString('base64'), altText: 'from the gallery' },
    });
    expect(r.status, r.text).toBe(202);
    if (verify) await t.drainJobs();
    return r.body.fileId;
  }

  it('creates and updates a product with images of its gallery, in order, and answers them', async () => {
    const a = await upload(w.key, PNG, 'delta.png');
    const b = await upload(w.key, PNG, 'pelican.png');
    const created = await t.call('POST', '/v1/products', {
      key: w.key,
      body: { title: 'Delta by Boat', media: [{ fileId: b, altText: ' Pelicans on the water ' }, { fileId: a }] },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data.media).toEqual([
      {
        fileId: b,
        type: 'image',
        mimeType: 'image/png',
        altText: 'Pelicans on the water',
        url: `/v1/gallery/download/${b}`,
      },
      { fileId: a, type: 'image', mimeType: 'image/png', altText: null, url: `/v1/gallery/download/${a}` },
    ]);
    const id = created.body.data.id;
    const got = await t.call('GET', `/v1/products/${id}`, { key: w.key });
    expect(got.body.data.media).toEqual(created.body.data.media);
    const listed = await t.call('GET', '/v1/products', { key: w.key });
    expect(
      listed.body.data.find((p: { id: string }) => p.id === id).media.map((m: { fileId: string }) => m.fileId),
    ).toEqual([b, a]);

    // Another update leaves the images; `media` replaces them (and says so in product.updated); [] removes them.
    await t.call('PATCH', `/v1/products/${id}`, { key: w.key, body: { summary: 'Reeds' } });
    expect((await t.call('GET', `/v1/products/${id}`, { key: w.key })).body.data.media).toHaveLength(2);
    const swapped = await t.call('PATCH', `/v1/products/${id}`, {
      key: w.key,
      body: { media: [{ fileId: a, altText: 'Reeds' }] },
    });
    expect(swapped.status, swapped.text).toBe(200);
    expect(swapped.body.data.media).toEqual([expect.objectContaining({ fileId: a, altText: 'Reeds' })]);
    const updated = (await t.events(w.id, 'product.updated')).at(-1)!;
    expect(updated.data).toMatchObject({ changes: ['media'], media: [{ fileId: a }] });
    // The list (cached by catalog version) shows the change.
    const relisted = await t.call('GET', '/v1/products', { key: w.key });
    expect(relisted.body.data.find((p: { id: string }) => p.id === id).media).toHaveLength(1);
    const cleared = await t.call('PATCH', `/v1/products/${id}`, { key: w.key, body: { media: [] } });
    expect(cleared.body.data.media).toEqual([]);
  });

  it("refuses another workspace's file, a PDF, an unverified file, a bad id, a repeat and too many; writes nothing", async () => {
    const mine = await upload(w.key, PNG, 'mine.png');
    const theirs = await upload(other.key, PNG, 'theirs.png');
    const pdf = await upload(w.key, PDF, 'terms.pdf');
    const pending = await upload(w.key, PNG, 'pending.png', false);
    const p = await t.call('POST', '/v1/products', { key: w.key, body: { title: 'Kept', media: [{ fileId: mine }] } });
    const id = p.body.data.id;
    const refused = async (media: unknown[], status: number, code: string, field: string) => {
      const r = await t.call('PATCH', `/v1/products/${id}`, { key: w.key, body: { title: 'Changed', media } });
      expect(r.status, r.text).toBe(status);
      expect(r.body.code).toBe(code);
      expect(r.body.details.field).toBe(field);
    };
    await refused([{ fileId: mine }, { fileId: theirs }], 422, 'MEDIA_FILE_NOT_FOUND', 'media[1].fileId');
    await refused([{ fileId: pdf }], 422, 'MEDIA_NOT_AN_IMAGE', 'media[0].fileId');
    await refused([{ fileId: pending }], 422, 'MEDIA_NOT_AN_IMAGE', 'media[0].fileId');
    await refused([{ fileId: mine }, { fileId: mine }], 400, 'VALIDATION_FAILED', 'media[1].fileId');
    await refused(
      [{ fileId: 'prod_00000000-0000-7000-8000-000000000000' }],
      400,
      'VALIDATION_FAILED',
      'media[0].fileId',
    );
    const many = Array.from({ length: 21 }, () => ({ fileId: mine }));
    await refused(many, 400, 'VALIDATION_FAILED', 'media');
    const after = await t.call('GET', `/v1/products/${id}`, { key: w.key });
    expect(after.body.data).toMatchObject({ title: 'Kept', media: [{ fileId: mine }] });
    const create = await t.call('POST', '/v1/products', {
      key: w.key,
      body: { title: 'Never', media: [{ fileId: theirs }] },
    });
    expect(create.status).toBe(422);
    expect(create.body.details.field).toBe('media[0].fileId');
    expect((await t.call('GET', '/v1/products?q=never', { key: w.key })).body.data).toEqual([]);
  });

  it("the booking page shows a product's first image and serves only images of products on the page", async () => {
    const shown = await upload(w.key, PNG, 'shown.png');
    const second = await upload(w.key, PNG, 'second.png');
    const unused = await upload(w.key, PNG, 'unused.png');
    const draftOnly = await upload(w.key, PNG, 'draft.png');
    const handle = slugOfName('Pictures Tours');
    const trip = await pageProduct(t, w.key, { title: 'Pelican Cruise', startAts: [] });
    await t.call('PATCH', `/v1/products/${trip.id}`, {
      key: w.key,
      body: { media: [{ fileId: shown, altText: 'Pelicans at dawn' }, { fileId: second }] },
    });
    const draft = await pageProduct(t, w.key, { title: 'Secret Draft', status: 'draft', startAts: [] });
    await t.call('PATCH', `/v1/products/${draft.id}`, { key: w.key, body: { media: [{ fileId: draftOnly }] } });

    const list = await t.app.inject({ method: 'GET', url: `/book/${handle}/api/products` });
    const card = list.json().data.find((c: { slug: string }) => c.slug === trip.slug);
    expect(card.image).toEqual({ url: `/book/${handle}/media/${shown}`, alt: 'Pelicans at dawn' });
    const page = await t.app.inject({ method: 'GET', url: `/book/${handle}/api/products/${trip.slug}` });
    expect(page.json().data.image).toEqual(card.image);

    const img = await t.app.inject({ method: 'GET', url: card.image.url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toBe('public, max-age=3600');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.rawPayload).toEqual(PNG);
    const etag = img.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await t.app.inject({ method: 'GET', url: card.image.url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const changed = await t.app.inject({ method: 'GET', url: card.image.url, headers: { 'if-none-match': '"x"' } });
    expect(changed.statusCode).toBe(200);
    // Not the first, but an image of a product on the page: served.
    expect((await t.app.inject({ method: 'GET', url: `/book/${handle}/media/${second}` })).statusCode).toBe(200);

    const notFound = async (url: string) => expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    await notFound(`/book/${handle}/media/${unused}`); // a gallery file no product shows
    await notFound(`/book/${handle}/media/${draftOnly}`); // a draft's image
    await notFound(`/book/${slugOfName('Other Pictures')}/media/${shown}`); // under another workspace's handle
    await notFound(`/book/${handle}/media/not-an-id`);
    await notFound(`/book/no-such-handle/media/${shown}`);
    // Once the product is archived its images leave the page.
    await t.call('PATCH', `/v1/products/${trip.id}`, { key: w.key, body: { status: 'archived' } });
    await notFound(`/book/${handle}/media/${shown}`);
  });
});
