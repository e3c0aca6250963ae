// Selling a workspace provider's product (issue 7 §4–5): the reseller books its listing through POST /v1/bookings,
// the seats come off the supplier's departure atomically (never oversold, even racing the supplier's own bookings),
// the supplier sees a marketplace sale and departure.capacity.changed; cancelling gives the seats back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { expectNoDifferences } from '../support/integrity.js';

describe('marketplace: booking a workspace provider’s product', () => {
  let t: TestApp;
  let supplier: TestWorkspace;
  let reseller: TestWorkspace;
  let supplierProduct: string;
  let listing: string;
  let marketplaceProduct: string;

  const ok = async (method: string, url: string, key: string, body?: unknown) => {
    const r = await t.call(method, url, { key, body });
    expect(r.status, `${method} ${url}: ${r.text}`).toBeLessThan(300);
    return r.body;
  };
  const departure = async (capacity: number, productId = supplierProduct) =>
    (
      await ok('POST', '/v1/departures', supplier.key, {
        productId,
        startAt: '2027-06-01T08:00:00Z',
        endAt: '2027-06-03T18:00:00Z',
        capacity,
      })
    ).data.id as string;
  const seatsOf = async (departureId: string) =>
    (await ok('GET', `/v1/departures/${departureId}`, supplier.key)).data as {
      capacity: number;
      bookedPax: number;
      remaining: number;
    };
  const book = (departureId: string, paxAdults = 1, key = reseller.key, productId = listing) =>
    t.call('POST', '/v1/bookings', { key, body: { productId, departureId, paxAdults } });

  beforeAll(async () => {
    t = await createTestApp();
    [supplier, reseller] = await Promise.all([t.workspace({ name: 'Supplier' }), t.workspace({ name: 'Reseller' })]);
    supplierProduct = (
      await ok('POST', '/v1/products', supplier.key, {
        title: 'Danube cruise',
        status: 'active',
        type: 'tour',
        category: 'river',
        currency: 'EUR',
      })
    ).data.id;
    await ok('PUT', `/v1/products/${supplierProduct}/pricing`, supplier.key, {
      roomCategories: [{ key: 'adult', label: 'Adult', pax: 1 }],
      ratePlans: [{ name: 'Standard', prices: [{ categoryKey: 'adult', amountPerPerson: 120.5, currency: 'EUR' }] }],
    });
    const provider = await t.services.marketplace.providers.createProvider({
      name: 'Supplier',
      kind: 'workspace',
      supplierWorkspaceId: supplier.id,
    });
    await t.services.marketplace.providers.addAccess(provider.id, reseller.id, 'connection');
    marketplaceProduct = (await ok('GET', '/v1/marketplace/products', reseller.key)).data[0].id;
    listing = (await ok('POST', `/v1/marketplace/products/${marketplaceProduct}/enable`, reseller.key))
      .catalogProductId;
  });
  afterAll(() => t.close());

  it('books the listing at the supplier’s price, taking the supplier’s seats; the supplier sees a sale', async () => {
    const dept = await departure(5);
    const r = await book(dept, 2);
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({
      product: { id: listing, title: 'Danube cruise', type: 'tour', category: 'river' },
      departure: { id: dept },
      seats: 2,
      seats_held: true,
      pricing: { currency: 'EUR', total: 241 },
    });
    expect(await seatsOf(dept)).toMatchObject({ capacity: 5, bookedPax: 2, remaining: 3 });
    // The booking is the reseller's; the supplier has a sale and its departure's events.
    expect((await ok('GET', `/v1/bookings/${r.body.id}`, reseller.key)).id).toBe(r.body.id);
    expect((await t.call('GET', `/v1/bookings/${r.body.id}`, { key: supplier.key })).status).toBe(404);
    const sales = await ok('GET', '/v1/marketplace/sales', supplier.key);
    expect(sales.data).toEqual([
      {
        id: expect.stringMatching(/^mp_sale_/),
        bookingId: r.body.id,
        bookingCode: r.body.code,
        resellerWorkspaceId: reseller.id,
        providerId: expect.stringMatching(/^prov_/),
        marketplaceProductId: marketplaceProduct,
        productId: supplierProduct,
        departureId: dept,
        seats: 2,
        currency: 'EUR',
        total: 241,
        totalMinor: 24100,
        status: 'active',
        createdAt: expect.any(String),
        cancelledAt: null,
      },
    ]);
    expect(sales.pagination).toEqual({ total: 1, limit: 50, offset: 0, has_more: false, next_cursor: null });
    expect((await ok('GET', '/v1/marketplace/sales', reseller.key)).data).toEqual([]);
    const changed = await t.events(supplier.id, 'departure.capacity.changed');
    expect(changed.at(-1)!.data).toMatchObject({
      id: dept,
      capacity: 5,
      bookedPax: 2,
      remaining: 3,
      previousRemaining: 5,
      seatsTaken: 2,
      reason: 'marketplace_sale',
      resellerWorkspaceId: reseller.id,
    });
    expect((await t.events(supplier.id, 'inventory.updated')).at(-1)!.data).toMatchObject({
      departureId: dept,
      remaining: 3,
    });
    expect(await t.events(reseller.id, 'booking.created')).toHaveLength(1);
    expect(await t.events(reseller.id, 'departure.capacity.changed')).toEqual([]);
    // The supplier cannot delete a departure its resellers hold seats on.
    expect(
      (await t.call('DELETE', `/v1/departures/${dept}?productId=${supplierProduct}`, { key: supplier.key })).status,
    ).toBe(409);
  });

  it('never oversells: resellers’ and the supplier’s own bookings racing for the last seats', async () => {
    const dept = await departure(4);
    const results = await Promise.all([
      ...Array.from({ length: 8 }, () => book(dept)),
      ...Array.from({ length: 4 }, () => book(dept, 1, supplier.key, supplierProduct)),
    ]);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(4);
    for (const r of results.filter((x) => x.status !== 201))
      expect(r.body).toMatchObject({ code: 'CAPACITY_EXCEEDED', details: { field: 'departureId' } });
    expect(await seatsOf(dept)).toMatchObject({ capacity: 4, bookedPax: 4, remaining: 0 });
    const resellerWins = results.slice(0, 8).filter((r) => r.status === 201).length;
    const sales = (await ok('GET', '/v1/marketplace/sales?limit=100', supplier.key)).data.filter(
      (s: { departureId: string }) => s.departureId === dept,
    );
    expect(sales).toHaveLength(resellerWins);
    await expectNoDifferences(t);
  });

  it('cancelling gives the supplier its seats back and cancels the sale, also after the listing was disabled', async () => {
    const dept = await departure(3);
    const booking = (await book(dept, 2)).body;
    // A second reseller books the last seat, then stops selling the product: disabling works with bookings open.
    const w = await t.workspace();
    await t.services.marketplace.providers.addAccess(
      (await ok('GET', `/v1/marketplace/products/${marketplaceProduct}`, reseller.key)).providerId,
      w.id,
      'grant',
    );
    const wListing = (await ok('POST', `/v1/marketplace/products/${marketplaceProduct}/enable`, w.key))
      .catalogProductId;
    const wBooking = (await book(dept, 1, w.key, wListing)).body;
    expect(await seatsOf(dept)).toMatchObject({ remaining: 0 });
    expect((await book(dept, 1, w.key, wListing)).status).toBe(422);
    await ok('DELETE', `/v1/marketplace/products/${marketplaceProduct}/disable`, w.key);
    expect((await t.call('GET', `/v1/products/${wListing}`, { key: w.key })).status).toBe(404);
    expect((await ok('GET', `/v1/bookings/${wBooking.id}`, w.key)).product).toMatchObject({
      id: wListing,
      title: 'Danube cruise',
    });

    for (const [id, key] of [
      [wBooking.id, w.key],
      [booking.id, reseller.key],
    ] as const) {
      expect((await ok('PATCH', `/v1/bookings/${id}`, key, { status: 'cancelled' })).status).toBe('cancelled');
    }
    expect(await seatsOf(dept)).toMatchObject({ bookedPax: 0, remaining: 3 });
    const sales = (await ok('GET', '/v1/marketplace/sales?limit=100', supplier.key)).data.filter(
      (s: { departureId: string }) => s.departureId === dept,
    );
    expect(
      sales.map((s: { status: string; resellerWorkspaceId: string }) => [s.resellerWorkspaceId, s.status]).sort(),
    ).toEqual(
      [
        [reseller.id, 'cancelled'],
        [w.id, 'cancelled'],
      ].sort(),
    );
    const changed = (await t.events(supplier.id, 'departure.capacity.changed'))
      .filter((e) => e.data.id === dept)
      .map((e) => [e.data.seatsTaken, e.data.reason]);
    expect(changed).toEqual([
      [2, 'marketplace_sale'],
      [1, 'marketplace_sale'],
      [-1, 'marketplace_sale_cancelled'],
      [-2, 'marketplace_sale_cancelled'],
    ]);
  });

  it('a reseller’s hold (API or wizard submission) that lapses gives the supplier its seats back once and cancels the sale', async () => {
    const dept = await departure(4);
    const hold = await t.call('POST', '/v1/bookings', {
      key: reseller.key,
      body: { productId: listing, departureId: dept, paxAdults: 1, hold: true, holdMinutes: 5 },
    });
    expect(hold.status, hold.text).toBe(201);
    const submission = await t.call('POST', '/v1/bookings/wizard', {
      key: reseller.key,
      body: {
        productId: listing,
        departureId: dept,
        currency: 'EUR',
        paxAdults: 2,
        billing: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      },
    });
    expect(submission.status, submission.text).toBe(202);
    expect(await seatsOf(dept)).toMatchObject({ bookedPax: 3, remaining: 1 });
    const salesOf = async () =>
      (await ok('GET', '/v1/marketplace/sales?limit=100', supplier.key)).data.filter(
        (s: { departureId: string }) => s.departureId === dept,
      );
    // The hold is a booking, hence a sale; the submission holds the supplier's seats with no booking (and no sale) yet.
    expect((await salesOf()).map((s: { seats: number; status: string }) => [s.seats, s.status])).toEqual([
      [1, 'active'],
    ]);
    try {
      clock.advance((t.config.holdDefaultMinutes + 1) * 60_000);
      await t.drainJobs();
    } finally {
      clock.reset();
    }
    expect(await seatsOf(dept)).toMatchObject({ bookedPax: 0, remaining: 4 });
    expect((await salesOf()).map((s: { status: string }) => s.status)).toEqual(['cancelled']);
    const changed = (await t.events(supplier.id, 'departure.capacity.changed'))
      .filter((e) => e.data.id === dept)
      .map((e) => [e.data.seatsTaken, e.data.reason]);
    expect(changed.sort()).toEqual(
      [
        [-1, 'marketplace_sale_cancelled'],
        [-2, 'marketplace_sale_cancelled'],
        [1, 'marketplace_sale'],
        [2, 'marketplace_sale'],
      ].sort(),
    );
    expect(await t.events(reseller.id, 'departure.capacity.changed')).toEqual([]);
    await expectNoDifferences(t);
  });

  it('refuses what cannot be booked: a feed product, another product’s departure, a disabled listing', async () => {
    const feedProvider = (await t.services.marketplace.providers.createProvider({ name: 'Feed', kind: 'feed' })).id;
    await t.services.marketplace.providers.importFeed(
      feedProvider,
      JSON.stringify({ products: [{ externalProductId: 'x', title: 'Feed trip', kind: 'tour' }] }),
    );
    await t.services.marketplace.providers.addAccess(feedProvider, reseller.id, 'grant');
    const feedMp = (await ok('GET', `/v1/marketplace/products?providerId=${feedProvider}`, reseller.key)).data[0].id;
    const feedListing = (await ok('POST', `/v1/marketplace/products/${feedMp}/enable`, reseller.key)).catalogProductId;
    const dept = await departure(5);
    const feedBooking = await book(dept, 1, reseller.key, feedListing);
    expect(feedBooking.status).toBe(422);
    expect(feedBooking.body.details.field).toBe('productId');

    const otherProduct = (await ok('POST', '/v1/products', supplier.key, { title: 'Other', status: 'active' })).data.id;
    const otherDept = await departure(5, otherProduct);
    const mismatch = await book(otherDept);
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.details.field).toBe('departureId');
    // A departure of a workspace that is no supplier of the reseller's listing.
    const stranger = await t.workspace();
    const strangerProduct = (await ok('POST', '/v1/products', stranger.key, { title: 'Stranger', status: 'active' }))
      .data.id;
    const strangerDept = (
      await ok('POST', '/v1/departures', stranger.key, {
        productId: strangerProduct,
        startAt: '2027-06-01T08:00:00Z',
        endAt: '2027-06-02T08:00:00Z',
        capacity: 5,
      })
    ).data.id;
    expect((await book(strangerDept)).status).toBe(404);
    expect(await seatsOf(otherDept)).toMatchObject({ bookedPax: 0 });
  });
});
