import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceRequest } from '../../src/modules/bookings/ports.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';

describe('pricing and the booking port', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    other = await t.workspace();
  });
  afterAll(() => t.close());

  async function product(body: Record<string, unknown> = {}, w = ws): Promise<string> {
    const r = await t.call('POST', '/v1/products', {
      key: w.key,
      body: {
        title: 'Rome City Break',
        type: 'tour',
        status: 'active',
        category: 'city-break',
        pricingModel: 'per_room',
        currency: 'EUR',
        ...body,
      },
    });
    expect(r.status).toBe(201);
    return r.body.data.id;
  }
  async function departure(productId: string, w = ws): Promise<string> {
    const r = await t.call('POST', '/v1/departures', {
      key: w.key,
      body: { productId, startAt: '2030-09-01T08:00:00Z', endAt: '2030-09-04T08:00:00Z', capacity: 20 },
    });
    expect(r.status).toBe(201);
    return r.body.data.id;
  }
  const put = (productId: string, body: unknown, key = ws.key) =>
    t.call('PUT', `/v1/products/${productId}/pricing`, { key, body });
  const options = (productId: string, query = '', key = ws.key) =>
    t.call('GET', `/v1/products/${productId}/pricing/options${query}`, { key });
  const eur = (categoryKey: string, amountPerPerson: number) => ({ categoryKey, amountPerPerson, currency: 'EUR' });
  const SMOKE = {
    roomCategories: [{ key: 'double', label: 'Double', pax: 2 }],
    ratePlans: [{ name: 'Standard', prices: [eur('double', 499.5)] }],
  };

  /** Categories single/double/triple, a base plan and a "Flex" plan (double only), overrides on one departure. */
  async function richProduct(body: Record<string, unknown> = {}) {
    const pid = await product(body);
    const dep = await departure(pid);
    const flexId = 'rate_00000000-0000-7000-8000-00000000f1e5';
    const r = await put(pid, {
      roomCategories: [
        { key: 'single', label: 'Single', pax: 1 },
        { key: 'double', label: 'Double', pax: 2 },
        { key: 'triple', label: 'Triple', pax: 3 },
      ],
      ratePlans: [
        { name: 'Standard', prices: [eur('single', 600), eur('double', 450), eur('triple', 400)] },
        { id: flexId, name: 'Flex', prices: [eur('double', 500)] },
      ],
      departureOverrides: [
        { departureId: dep, prices: [eur('single', 650)] },
        { departureId: dep.replace('dept_', 'dep_'), ratePlanId: flexId, prices: [eur('double', 520.25)] },
      ],
    });
    expect(r.status, r.text).toBe(200);
    return { pid, dep, flexId, baseId: r.body.data.ratePlans[0].id as string };
  }

  it('PUT replaces the pricing and GET returns it; the smoke body gives the spec option', async () => {
    const pid = await product();
    const r = await put(pid, SMOKE);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      productId: pid,
      pricingModel: 'per_room',
      roomCategories: [{ key: 'double', label: 'Double', pax: 2 }],
      ratePlans: [
        { name: 'Standard', base: true, prices: [{ categoryKey: 'double', amountPerPerson: 499.5, currency: 'EUR' }] },
      ],
      departureOverrides: [],
    });
    expect(r.body.data.ratePlans[0].id).toMatch(/^rate_[0-9a-f-]{36}$/);
    expect((await t.call('GET', `/v1/products/${pid}/pricing`, { key: ws.key })).body).toEqual(r.body);
    const o = await options(pid);
    expect(o.status).toBe(200);
    expect(o.body).toEqual({
      options: [{ key: 'double', label: 'Double', pax: 2, amountPerPerson: 499.5, currency: 'EUR' }],
    });
    // The bare UUID works too; a product without pricing answers an empty pricing.
    expect((await options(pid.slice('prod_'.length))).body).toEqual(o.body);
    const bare = await product({ title: 'Unpriced' });
    expect((await t.call('GET', `/v1/products/${bare}/pricing`, { key: ws.key })).body.data).toMatchObject({
      roomCategories: [],
      ratePlans: [],
      departureOverrides: [],
      updatedAt: null,
    });
    expect((await options(bare)).body).toEqual({ options: [] });
    // Replaced as a whole.
    const again = await put(pid, {
      roomCategories: [{ key: 'twin', label: 'Twin', pax: 2 }],
      ratePlans: [{ name: 'New', prices: [eur('twin', 10)] }],
    });
    expect(again.body.data.roomCategories.map((c: { key: string }) => c.key)).toEqual(['twin']);
    expect((await options(pid)).body.options.map((x: { key: string }) => x.key)).toEqual(['twin']);
  });

  it('options: departure override over rate plan over base; unknown departure or plan → 404; malformed → 400', async () => {
    const { pid, dep, flexId } = await richProduct();
    const amounts = async (q: string) =>
      Object.fromEntries(
        ((await options(pid, q)).body.options as Array<{ key: string; amountPerPerson: number }>).map((o) => [
          o.key,
          o.amountPerPerson,
        ]),
      );
    expect(await amounts('')).toEqual({ single: 600, double: 450, triple: 400 });
    expect(await amounts(`?ratePlanId=${flexId}`)).toEqual({ single: 600, double: 500, triple: 400 });
    expect(await amounts(`?departure=${dep}`)).toEqual({ single: 650, double: 450, triple: 400 });
    expect(await amounts(`?departure=${dep}&ratePlanId=${flexId}`)).toEqual({
      single: 650,
      double: 520.25,
      triple: 400,
    });
    expect(await amounts(`?departure=${dep.replace('dept_', 'dep_')}`)).toEqual({
      single: 650,
      double: 450,
      triple: 400,
    });

    const otherProduct = await product({ title: 'Another' });
    const foreignDep = await departure(otherProduct);
    expect((await options(pid, `?departure=${foreignDep}`)).status).toBe(404);
    expect((await options(pid, '?departure=dept_00000000-0000-7000-8000-000000000000')).status).toBe(404);
    expect((await options(pid, '?ratePlanId=rate_00000000-0000-7000-8000-000000000000')).status).toBe(404);
    const badDep = await options(pid, '?departure=nope');
    expect(badDep.status).toBe(400);
    expect(badDep.body.details.field).toBe('departure');
    expect((await options(pid, '?ratePlanId=prod_00000000-0000-7000-8000-000000000000')).body.details.field).toBe(
      'ratePlanId',
    );
    const badId = await options('prod_123');
    expect(badId.status).toBe(400);
    expect(badId.body.details.field).toBe('id');
    expect((await options(pid, '', other.key)).status).toBe(404);
    expect((await options('prod_00000000-0000-7000-8000-000000000000')).status).toBe(404);
  });

  it('options are empty for products not priced per room', async () => {
    for (const pricingModel of ['per_person', 'per_group', 'per_option']) {
      const pid = await product({ pricingModel, title: pricingModel });
      expect((await put(pid, SMOKE)).status).toBe(200);
      expect((await options(pid)).body, pricingModel).toEqual({ options: [] });
    }
  });

  it('rejects bad pricing with 400/422 naming the field, writing nothing', async () => {
    const pid = await product();
    const dep = await departure(pid);
    const foreignDep = await departure(await product({ title: 'Elsewhere' }));
    const cat = [{ key: 'double', label: 'Double', pax: 2 }];
    const cases: Array<[unknown, number, string]> = [
      [{ roomCategories: [{ key: 'double', label: 'Double', pax: 0 }] }, 400, 'roomCategories[0].pax'],
      [{ roomCategories: [...cat, ...cat] }, 400, 'roomCategories[1].key'],
      [
        { roomCategories: cat, ratePlans: [{ name: 'S', prices: [eur('twin', 1)] }] },
        422,
        'ratePlans[0].prices[0].categoryKey',
      ],
      [
        { roomCategories: cat, ratePlans: [{ name: 'S', prices: [eur('double', 1.005)] }] },
        400,
        'ratePlans[0].prices[0].amountPerPerson',
      ],
      [
        { roomCategories: cat, ratePlans: [{ name: 'S', prices: [eur('double', -1)] }] },
        400,
        'ratePlans[0].prices[0].amountPerPerson',
      ],
      [
        {
          roomCategories: cat,
          ratePlans: [{ name: 'S', prices: [{ categoryKey: 'double', amountPerPerson: '10', currency: 'EUR' }] }],
        },
        400,
        'ratePlans[0].prices[0].amountPerPerson',
      ],
      [
        {
          roomCategories: cat,
          ratePlans: [{ name: 'S', prices: [{ categoryKey: 'double', amountPerPerson: 1, currency: 'USD' }] }],
        },
        422,
        'ratePlans[0].prices[0].currency',
      ],
      [
        { roomCategories: cat, ratePlans: [{ name: 'S', prices: [eur('double', 1), eur('double', 2)] }] },
        400,
        'ratePlans[0].prices[1].categoryKey',
      ],
      [
        {
          roomCategories: cat,
          ratePlans: [{ name: 'S', prices: [] }],
          departureOverrides: [{ departureId: foreignDep, prices: [] }],
        },
        422,
        'departureOverrides[0].departureId',
      ],
      [
        {
          roomCategories: cat,
          ratePlans: [{ name: 'S', prices: [] }],
          departureOverrides: [
            { departureId: dep, ratePlanId: 'rate_00000000-0000-7000-8000-000000000000', prices: [] },
          ],
        },
        422,
        'departureOverrides[0].ratePlanId',
      ],
      [{ roomCategories: cat, departureOverrides: [{ departureId: dep, prices: [] }] }, 422, 'ratePlans'],
      [
        {
          roomCategories: cat,
          ratePlans: [{ name: 'S', prices: [] }],
          departureOverrides: [{ departureId: 'book_00000000-0000-7000-8000-000000000000', prices: [] }],
        },
        400,
        'departureOverrides[0].departureId',
      ],
    ];
    for (const [body, status, field] of cases) {
      const r = await put(pid, body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.details.field, JSON.stringify(body)).toBe(field);
    }
    expect((await t.call('GET', `/v1/products/${pid}/pricing`, { key: ws.key })).body.data.updatedAt).toBeNull();
    // Currencies without minor units take whole amounts only.
    const yen = await product({ title: 'Tokyo', currency: 'JPY' });
    expect(
      (
        await put(yen, {
          roomCategories: cat,
          ratePlans: [{ name: 'S', prices: [{ categoryKey: 'double', amountPerPerson: 1500.5, currency: 'JPY' }] }],
        })
      ).status,
    ).toBe(400);
    const ok = await put(yen, {
      roomCategories: cat,
      ratePlans: [{ name: 'S', prices: [{ categoryKey: 'double', amountPerPerson: 15000, currency: 'JPY' }] }],
    });
    expect(ok.body.data.ratePlans[0].prices[0].amountPerPerson).toBe(15000);
  });

  it('answers 401/403 and 404 for another workspace; PUT emits product.updated with changes ["pricing"]', async () => {
    const w = await t.workspace();
    const pid = await product({}, w);
    expect((await t.call('PUT', `/v1/products/${pid}/pricing`, { body: SMOKE })).status).toBe(401);
    const reader = await t.key(w.id, { scopes: ['products:read'] });
    const denied = await put(pid, SMOKE, reader);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toContain('products:write');
    expect((await options(pid, '', reader)).status).toBe(200);
    expect((await put(pid, SMOKE, other.key)).status).toBe(404);
    expect((await t.call('GET', `/v1/products/${pid}/pricing`, { key: other.key })).status).toBe(404);
    expect((await put(pid, SMOKE, w.key)).status).toBe(200);
    const updated = await t.events(w.id, 'product.updated');
    expect(updated).toHaveLength(1);
    expect(updated[0]!.data).toMatchObject({ id: pid, changes: ['pricing'] });
  });

  it('a deleted departure takes its overrides with it', async () => {
    const { pid, dep } = await richProduct();
    expect((await t.call('DELETE', `/v1/departures/${dep}?productId=${pid}`, { key: ws.key })).status).toBe(200);
    expect((await t.call('GET', `/v1/products/${pid}/pricing`, { key: ws.key })).body.data.departureOverrides).toEqual(
      [],
    );
  });

  describe('bookingPort', () => {
    const port = () => t.services.catalog.bookingPort;
    const price = async (
      workspaceId: string,
      productId: string,
      departureId: string,
      extra: Partial<PriceRequest> = {},
    ) =>
      (await port().loadForBooking(workspaceId, productId, departureId)).price({
        ratePlanId: null,
        paxAdults: 2,
        paxChildren: 0,
        paxInfants: 0,
        rooms: [],
        units: [],
        ...extra,
      });
    const rejects = async (p: Promise<unknown>, status: number, field: string) => {
      const err = (await p.then(
        () => null,
        (e: unknown) => e,
      )) as { statusCode: number; extra: { details: { field: string } } } | null;
      expect(err, field).not.toBeNull();
      expect(err!.statusCode, field).toBe(status);
      expect(err!.extra.details.field).toBe(field);
    };

    it('per_room: Σ quantity × occupancy × amountPerPerson, with the departure override and the rate plan', async () => {
      const { pid, dep, flexId } = await richProduct();
      const q = await price(ws.id, pid, dep, {
        paxAdults: 5,
        rooms: [
          { categoryKey: 'double', occupancy: 2, quantity: 2 },
          { categoryKey: 'single', occupancy: 1, quantity: 1 },
        ],
      });
      expect(q).toMatchObject({ currency: 'EUR', subtotalMinor: 4 * 45000 + 65000, taxMinor: 0, totalMinor: 245000 });
      expect((q.breakdown as { lines: unknown[] }).lines).toEqual([
        {
          label: 'Double',
          categoryKey: 'double',
          quantity: 2,
          occupancy: 2,
          unitAmountMinor: 45000,
          amountMinor: 180000,
        },
        {
          label: 'Single',
          categoryKey: 'single',
          quantity: 1,
          occupancy: 1,
          unitAmountMinor: 65000,
          amountMinor: 65000,
        },
      ]);
      const flex = await price(ws.id, pid, dep, {
        ratePlanId: flexId,
        rooms: [{ categoryKey: 'double', occupancy: 1, quantity: 1 }],
      });
      expect(flex.totalMinor).toBe(52025);
      await rejects(price(ws.id, pid, dep), 422, 'rooms');
      await rejects(
        price(ws.id, pid, dep, { rooms: [{ categoryKey: 'double', occupancy: 3, quantity: 1 }] }),
        422,
        'rooms[0].occupancy',
      );
      await rejects(
        price(ws.id, pid, dep, { rooms: [{ categoryKey: 'suite', occupancy: 1, quantity: 1 }] }),
        422,
        'rooms[0].categoryKey',
      );
      await rejects(
        price(ws.id, pid, dep, { ratePlanId: 'rate_00000000-0000-7000-8000-000000000000' }),
        422,
        'ratePlanId',
      );
      await rejects(price(other.id, pid, dep), 404, 'productId');
    });

    it('per_person, per_group and per_option', async () => {
      const prices = {
        roomCategories: [
          { key: 'adult', label: 'Adult', pax: 1 },
          { key: 'boat', label: 'Boat trip', pax: 1 },
        ],
        ratePlans: [{ name: 'Base', prices: [eur('adult', 99.99), eur('boat', 25)] }],
      };
      const priced = async (pricingModel: string) => {
        const pid = await product({ pricingModel, title: `${pricingModel} product` });
        expect((await put(pid, prices)).status).toBe(200);
        return { pid, dep: await departure(pid) };
      };
      const pp = await priced('per_person');
      expect((await price(ws.id, pp.pid, pp.dep, { paxAdults: 2, paxChildren: 1, paxInfants: 1 })).totalMinor).toBe(
        3 * 9999,
      );
      const pg = await priced('per_group');
      expect((await price(ws.id, pg.pid, pg.dep, { paxAdults: 6 })).totalMinor).toBe(9999);
      const po = await priced('per_option');
      expect(
        (await price(ws.id, po.pid, po.dep, { rooms: [{ categoryKey: 'boat', occupancy: 4, quantity: 3 }] }))
          .totalMinor,
      ).toBe(7500);
      const unpriced = await product({ pricingModel: 'per_person', title: 'No prices' });
      await rejects(price(ws.id, unpriced, await departure(unpriced)), 422, 'productId');
    });

    it('loadForBooking: the product and departure, or a 4xx naming the field', async () => {
      const pid = await product();
      const dep = await departure(pid);
      const loaded = await port().loadForBooking(ws.id, pid, dep);
      expect(loaded.product).toEqual({
        id: pid,
        title: 'Rome City Break',
        type: 'tour',
        category: 'city-break',
        status: 'active',
      });
      expect(loaded.departure).toMatchObject({
        id: dep,
        productId: pid,
        startAt: '2030-09-01T08:00:00.000Z',
        status: 'scheduled',
        seatsLeft: 20,
      });
      await rejects(port().loadForBooking(other.id, pid, dep), 404, 'productId');
      await rejects(port().loadForBooking(ws.id, pid, 'dept_00000000-0000-7000-8000-000000000000'), 404, 'departureId');
      const draft = await product({ status: 'draft', title: 'Draft' });
      await rejects(port().loadForBooking(ws.id, draft, await departure(draft)), 422, 'productId');
      await rejects(port().loadForBooking(ws.id, draft, dep), 422, 'departureId');
      await t.call('PATCH', `/v1/departures/${dep}`, { key: ws.key, body: { status: 'cancelled' } });
      await rejects(port().loadForBooking(ws.id, pid, dep), 422, 'departureId');
    });
  });
});
