// The `workspace` provider (issue 7 §1): another workspace's active owned products are the provider's catalogue,
// kept in step with its catalog in the same transaction, and availability is its departures, read live.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';

describe('marketplace: workspace provider', () => {
  let t: TestApp;
  let supplier: TestWorkspace;
  let reseller: TestWorkspace;
  let provider: string;
  let rome: string;
  let draft: string;

  const call = (method: string, url: string, key: string, body?: unknown) => t.call(method, url, { key, body });
  const ok = async (method: string, url: string, key: string, body?: unknown) => {
    const r = await call(method, url, key, body);
    expect(r.status, `${method} ${url}: ${r.text}`).toBeLessThan(300);
    return r.body;
  };
  const product = async (key: string, body: object) => {
    const b = await ok('POST', '/v1/products', key, {
      type: 'tour',
      pricingModel: 'per_person',
      currency: 'EUR',
      ...body,
    });
    return (b.data ?? b).id as string;
  };
  const departure = async (key: string, productId: string, startAt: string, capacity: number) => {
    const b = await ok('POST', '/v1/departures', key, {
      productId,
      startAt,
      endAt: startAt.replace('T08', 'T20'),
      capacity,
    });
    return (b.data ?? b).id as string;
  };
  const listed = async (key = reseller.key, query = '') =>
    (await ok('GET', `/v1/marketplace/products${query}`, key)).data as Array<{
      id: string;
      externalProductId: string;
      title: string;
    }>;
  const mpIdOf = async (externalId: string) => (await listed()).find((p) => p.externalProductId === externalId)?.id;

  beforeAll(async () => {
    t = await createTestApp();
    [supplier, reseller] = await Promise.all([t.workspace({ name: 'Supplier' }), t.workspace({ name: 'Reseller' })]);
    rome = await product(supplier.key, {
      title: 'Rome walking tour',
      status: 'active',
      category: 'city-break',
      durationDays: 1,
      description: 'Old town',
    });
    draft = await product(supplier.key, { title: 'Secret draft', status: 'draft' });
    provider = (
      await t.services.marketplace.providers.createProvider({
        name: 'Supplier Co',
        kind: 'workspace',
        supplierWorkspaceId: supplier.id,
      })
    ).id;
    await t.services.marketplace.providers.addAccess(provider, reseller.id, 'connection');
  });
  afterAll(() => t.close());

  it('offers the supplier’s active owned products, with availability', async () => {
    const products = await listed();
    expect(products.map((p) => p.externalProductId)).toEqual([rome]);
    expect(products[0]).toMatchObject({
      providerId: provider,
      title: 'Rome walking tour',
      description: 'Old town',
      kind: 'tour',
      status: 'active',
      attributes: { category: 'city-break', durationDays: 1, currency: 'EUR' },
    });
    const providers = (await ok('GET', '/v1/marketplace/providers', reseller.key)).data;
    expect(providers).toEqual([
      expect.objectContaining({ id: provider, kind: 'workspace', supportsAvailability: true, access: ['connection'] }),
    ]);
    expect(await mpIdOf(draft)).toBeUndefined();
  });

  it('follows the supplier’s catalog at once: new, renamed, published, archived and deleted products', async () => {
    const oslo = await product(supplier.key, { title: 'Oslo fjords', status: 'active' });
    expect(await mpIdOf(oslo)).toBeDefined();
    await ok('PATCH', `/v1/products/${oslo}`, supplier.key, { title: 'Oslo fjords & islands' });
    expect((await listed()).find((p) => p.externalProductId === oslo)?.title).toBe('Oslo fjords & islands');
    await ok('PATCH', `/v1/products/${draft}`, supplier.key, { status: 'active' });
    const draftMp = await mpIdOf(draft);
    expect(draftMp).toBeDefined();

    // The reseller enables both; the supplier archives one and deletes the other: both leave the reseller.
    const osloMp = (await mpIdOf(oslo))!;
    for (const id of [osloMp, draftMp!]) await ok('POST', `/v1/marketplace/products/${id}/enable`, reseller.key);
    await ok('PATCH', `/v1/products/${draft}`, supplier.key, { status: 'archived' });
    await ok('DELETE', `/v1/products/${oslo}`, supplier.key);
    expect(await mpIdOf(oslo)).toBeUndefined();
    expect(await mpIdOf(draft)).toBeUndefined();
    expect((await call('GET', `/v1/marketplace/products/${osloMp}`, reseller.key)).status).toBe(404);
    const deleted = await t.events(reseller.id, 'product.deleted');
    expect(deleted.map((e) => e.data.externalProductId).sort()).toEqual([draft, oslo].sort());

    // Active again: the same marketplace id, not enabled.
    await ok('PATCH', `/v1/products/${draft}`, supplier.key, { status: 'active' });
    expect(await ok('GET', `/v1/marketplace/products/${draftMp}`, reseller.key)).toMatchObject({
      id: draftMp,
      enabled: false,
    });
    // The supplier's other events don't touch the marketplace, and other workspaces' products never appear.
    const elsewhere = await t.workspace();
    await product(elsewhere.key, { title: 'Not offered', status: 'active' });
    expect((await listed()).map((p) => p.title)).not.toContain('Not offered');
  });

  it('previews availability per departure, read live from the supplier', async () => {
    const id = (await mpIdOf(rome))!;
    await ok('PUT', `/v1/products/${rome}/pricing`, supplier.key, {
      roomCategories: [{ key: 'adult', label: 'Adult', pax: 1 }],
      ratePlans: [{ name: 'Standard', prices: [{ categoryKey: 'adult', amountPerPerson: 49.5, currency: 'EUR' }] }],
    });
    const d1 = await departure(supplier.key, rome, '2027-05-01T08:00:00.000Z', 20);
    const d2 = await departure(supplier.key, rome, '2027-05-15T08:00:00.000Z', 10);
    await departure(supplier.key, rome, '2027-08-01T08:00:00.000Z', 10);

    const r = await call(
      'GET',
      `/v1/marketplace/products/${id}/availability?from=2027-05-01&to=2027-05-31`,
      reseller.key,
    );
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({
      productId: id,
      providerId: provider,
      from: '2027-05-01',
      to: '2027-05-31',
      departures: [
        {
          departureId: d1,
          startAt: '2027-05-01T08:00:00.000Z',
          endAt: '2027-05-01T20:00:00.000Z',
          date: '2027-05-01',
          status: 'scheduled',
          capacity: 20,
          remaining: 20,
          priceFrom: { amount: 49.5, currency: 'EUR' },
        },
        {
          departureId: d2,
          startAt: '2027-05-15T08:00:00.000Z',
          endAt: '2027-05-15T20:00:00.000Z',
          date: '2027-05-15',
          status: 'scheduled',
          capacity: 10,
          remaining: 10,
          priceFrom: { amount: 49.5, currency: 'EUR' },
        },
      ],
    });
    // Live: the supplier's change shows on the next read.
    await ok('PATCH', `/v1/departures/${d2}`, supplier.key, { capacity: 4 });
    const again = await call(
      'GET',
      `/v1/marketplace/products/${id}/availability?from=2027-05-10&to=2027-05-20`,
      reseller.key,
    );
    expect(again.body.departures).toEqual([expect.objectContaining({ departureId: d2, capacity: 4, remaining: 4 })]);
    // A workspace without access sees nothing.
    const stranger = await t.workspace();
    expect((await call('GET', `/v1/marketplace/products/${id}/availability`, stranger.key)).status).toBe(404);
  });
});
