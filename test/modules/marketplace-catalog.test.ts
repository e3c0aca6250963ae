// Catalog integration (issue 7 §4, spec Marketplace rule 4): an enabled marketplace product is a product of the
// workspace's catalog with source "marketplace", next to its own products; ?source= restricts the list; disabling,
// revoking and the provider withdrawing it remove it; the provider's changes reach it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';

const feed = (products: object[]) => JSON.stringify({ products });
const item = (externalProductId: string, extra: object = {}) => ({
  externalProductId,
  title: `Trip ${externalProductId}`,
  description: `About ${externalProductId}`,
  kind: 'package',
  attributes: { category: 'city-break', currency: 'EUR', durationDays: 3, destination: 'Rome', summary: 42 },
  ...extra,
});

describe('marketplace products in the catalog', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let provider: string;
  let owned: string;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    provider = (await t.services.marketplace.providers.createProvider({ name: 'Feed', kind: 'feed' })).id;
    await t.services.marketplace.providers.importFeed(
      provider,
      feed([item('rome'), item('oslo', { kind: 'tour', title: 'Oslo' })]),
    );
    await t.services.marketplace.providers.addAccess(provider, ws.id, 'grant');
    owned = (await t.call('POST', '/v1/products', { key: ws.key, body: { title: 'Own tour', status: 'active' } })).body
      .data.id;
  });
  afterAll(() => t.close());

  const mpId = async (externalId: string, key = ws.key) =>
    (await t.call('GET', '/v1/marketplace/products', { key })).body.data.find(
      (p: { externalProductId: string }) => p.externalProductId === externalId,
    ).id as string;
  const catalog = async (query = '', key = ws.key) => {
    const r = await t.call('GET', `/v1/products${query}`, { key });
    expect(r.status, r.text).toBe(200);
    return r.body as { data: Array<Record<string, unknown>>; pagination: { total: number } };
  };

  it('lists an enabled product next to owned ones, with source, providerId and externalProductId', async () => {
    const rome = await mpId('rome');
    const enabled = (await t.call('POST', `/v1/marketplace/products/${rome}/enable`, { key: ws.key })).body;
    const listed = await catalog('?sort=title');
    expect(listed.data.map((p) => [p.title, p.source])).toEqual([
      ['Own tour', 'owned'],
      ['Trip rome', 'marketplace'],
    ]);
    expect(listed.pagination.total).toBe(2);
    const product = listed.data.find((p) => p.source === 'marketplace')!;
    expect(product).toMatchObject({
      id: enabled.catalogProductId,
      source: 'marketplace',
      providerId: provider,
      externalProductId: 'rome',
      title: 'Trip rome',
      description: 'About rome',
      status: 'active',
      type: 'package',
      category: 'city-break',
      currency: 'EUR',
      durationDays: 3,
      summary: null,
    });
    expect(listed.data.find((p) => p.source === 'owned')).not.toHaveProperty('providerId');
    expect((await t.call('GET', `/v1/products/${enabled.catalogProductId}`, { key: ws.key })).body.data).toMatchObject({
      source: 'marketplace',
      externalProductId: 'rome',
    });

    const marketplace = await catalog('?source=marketplace');
    expect(marketplace.data.map((p) => p.id)).toEqual([enabled.catalogProductId]);
    expect(marketplace.pagination.total).toBe(1);
    const own = await catalog('?source=owned');
    expect(own.data.map((p) => p.id)).toEqual([owned]);
    expect(own.pagination.total).toBe(1);
    expect((await catalog('?source=marketplace&type=tour')).data).toEqual([]);
    expect((await t.call('GET', '/v1/products?source=partner', { key: ws.key })).body.details.field).toBe('source');
    // Another workspace's catalog is untouched.
    const other = await t.workspace();
    expect((await catalog('', other.key)).data).toEqual([]);
  });

  it('keeps the listing managed by the marketplace: PATCH and DELETE are 409', async () => {
    const id = (await catalog('?source=marketplace')).data[0]!.id as string;
    for (const [method, body] of [
      ['PATCH', { title: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const r = await t.call(method, `/v1/products/${id}`, { key: ws.key, body });
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('MARKETPLACE_PRODUCT');
    }
    expect((await t.call('GET', `/v1/products/${id}`, { key: ws.key })).body.data.title).toBe('Trip rome');
  });

  it('follows the provider: a re-import updates the listing (product.updated) and withdrawing removes it', async () => {
    const id = (await catalog('?source=marketplace')).data[0]!.id as string;
    await t.services.marketplace.providers.importFeed(
      provider,
      feed([item('rome', { title: 'Rome, 4 nights', attributes: { durationDays: 4 } })]),
    );
    expect((await t.call('GET', `/v1/products/${id}`, { key: ws.key })).body.data).toMatchObject({
      title: 'Rome, 4 nights',
      durationDays: 4,
      category: null,
      currency: null,
    });
    const updated = await t.events(ws.id, 'product.updated');
    expect(updated.at(-1)!.data).toMatchObject({
      id,
      title: 'Rome, 4 nights',
      changes: expect.arrayContaining(['title', 'duration_days']),
    });
    // A re-import that changes nothing the catalog shows emits nothing.
    await t.services.marketplace.providers.importFeed(
      provider,
      feed([item('rome', { title: 'Rome, 4 nights', attributes: { durationDays: 4, destination: 'Roma' } })]),
    );
    expect(await t.events(ws.id, 'product.updated')).toHaveLength(updated.length);

    await t.services.marketplace.providers.importFeed(provider, feed([item('rome', { status: 'archived' })]));
    expect((await catalog('?source=marketplace')).data).toEqual([]);
    expect((await t.call('GET', `/v1/products/${id}`, { key: ws.key })).status).toBe(404);
    expect((await t.events(ws.id, 'product.deleted')).map((e) => e.data.id)).toEqual([id]);
    await t.services.marketplace.providers.importFeed(provider, feed([item('rome')]));
  });

  it('lists products of one title enabled at once under distinct slugs', async () => {
    const w = await t.workspace();
    const p = (await t.services.marketplace.providers.createProvider({ name: 'Twins', kind: 'feed' })).id;
    await t.services.marketplace.providers.importFeed(
      p,
      feed(Array.from({ length: 6 }, (_, i) => item(`twin-${i}`, { title: 'Same title' }))),
    );
    await t.services.marketplace.providers.addAccess(p, w.id, 'grant');
    const ids = (await t.call('GET', '/v1/marketplace/products', { key: w.key })).body.data.map(
      (x: { id: string }) => x.id,
    );
    const answers = await Promise.all(
      ids.map((id: string) => t.call('POST', `/v1/marketplace/products/${id}/enable`, { key: w.key })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200));
    const slugs = (await catalog('', w.key)).data.map((x) => x.slug as string);
    expect(new Set(slugs).size).toBe(6);
    for (const slug of slugs) expect(slug).toMatch(/^same-title-[0-9a-f]{6}$/);
  });

  it('disabling and revoking remove the listing, with product.deleted', async () => {
    const oslo = await mpId('oslo');
    const rome = await mpId('rome');
    const listed = [];
    for (const id of [oslo, rome])
      listed.push(
        (await t.call('POST', `/v1/marketplace/products/${id}/enable`, { key: ws.key })).body.catalogProductId,
      );
    expect((await catalog('?source=marketplace')).pagination.total).toBe(2);
    await t.call('DELETE', `/v1/marketplace/products/${oslo}/disable`, { key: ws.key });
    expect((await catalog('?source=marketplace')).data.map((p) => p.id)).toEqual([listed[1]]);
    await t.services.marketplace.providers.revokeAccess(provider, ws.id);
    expect((await catalog('?source=marketplace')).data).toEqual([]);
    expect((await catalog()).data.map((p) => p.id)).toEqual([owned]);
    const deleted = (await t.events(ws.id, 'product.deleted')).map((e) => e.data.id);
    expect(deleted.slice(-2)).toEqual(listed);
    expect((await catalog('?source=marketplace')).pagination.total).toBe(0);
  });
});
