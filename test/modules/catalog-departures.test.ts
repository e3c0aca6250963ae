import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';

describe('departures', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    other = await t.workspace();
    productId = await product(ws);
  });
  afterAll(() => t.close());

  async function product(w: TestWorkspace, body: Record<string, unknown> = {}): Promise<string> {
    const r = await t.call('POST', '/v1/products', {
      key: w.key,
      body: { title: 'Alps Tour', status: 'active', ...body },
    });
    expect(r.status).toBe(201);
    return r.body.data.id;
  }
  const create = (body: Record<string, unknown>, key = ws.key) => t.call('POST', '/v1/departures', { key, body });
  const slot = (day: number, extra: Record<string, unknown> = {}) => ({
    productId,
    startAt: `2030-06-${String(day).padStart(2, '0')}T08:00:00Z`,
    endAt: `2030-06-${String(day + 2).padStart(2, '0')}T18:00:00+02:00`,
    capacity: 10,
    ...extra,
  });
  const reserve = (departureId: string, seats: number, w = ws) =>
    t.platform.db.transaction((tx) => t.services.catalog.bookingPort.reserveSeats(tx, w.id, departureId, seats));
  const release = (departureId: string, seats: number) =>
    t.platform.db.transaction((tx) => t.services.catalog.bookingPort.releaseSeats(tx, ws.id, departureId, seats));

  it('creates with capacity, bookedPax 0 and remaining; timestamps in UTC with milliseconds', async () => {
    const r = await create(slot(1, { meetingPoint: 'Main square', status: 'scheduled' }));
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({
      productId,
      startAt: '2030-06-01T08:00:00.000Z',
      endAt: '2030-06-03T16:00:00.000Z',
      capacity: 10,
      bookedPax: 0,
      remaining: 10,
      status: 'scheduled',
      meetingPoint: { name: 'Main square' },
    });
    expect(r.body.data.id).toMatch(/^dept_[0-9a-f-]{36}$/);
    const obj = await create(slot(2, { meetingPoint: { name: 'Hotel', address: 'Via Roma 1' } }));
    expect(obj.body.data.meetingPoint).toEqual({ name: 'Hotel', address: 'Via Roma 1' });
    expect((await create(slot(3))).body.data.meetingPoint).toBeNull();
  });

  it('rejects bad input (400 with details.field, 422 when it ends before it starts) and writes nothing', async () => {
    const w = await t.workspace();
    const pid = await product(w);
    const good = { productId: pid, startAt: '2030-01-01T00:00:00Z', endAt: '2030-01-02T00:00:00Z', capacity: 5 };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...good, productId: undefined }, 400, 'productId'],
      [{ ...good, productId: 'book_00000000-0000-7000-8000-000000000000' }, 400, 'productId'],
      [{ ...good, startAt: 'tomorrow' }, 400, 'startAt'],
      [{ ...good, endAt: '2030-01-02' }, 400, 'endAt'],
      [{ ...good, capacity: -1 }, 400, 'capacity'],
      [{ ...good, capacity: 2.5 }, 400, 'capacity'],
      [{ ...good, capacity: '5' }, 400, 'capacity'],
      [{ ...good, status: 'open' }, 400, 'status'],
      [{ ...good, endAt: '2029-12-31T00:00:00Z' }, 422, 'endAt'],
      [{ ...good, endAt: good.startAt }, 422, 'endAt'],
    ];
    for (const [body, status, field] of cases) {
      const r = await create(body, w.key);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.details.field, JSON.stringify(body)).toBe(field);
    }
    // Another workspace's product is not found.
    expect((await create({ ...good, productId }, w.key)).status).toBe(404);
    expect((await t.call('GET', '/v1/departures', { key: w.key })).body.pagination.total).toBe(0);
    expect((await t.events(w.id)).map((e) => e.type)).toEqual(['product.created', 'product.published']);
  });

  it('answers 401 without a key and 403 naming the scope', async () => {
    expect((await t.call('GET', '/v1/departures')).status).toBe(401);
    const reader = await t.key(ws.id, { scopes: ['inventory:read'] });
    const r = await create(slot(4), reader);
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('inventory:write');
    expect((await t.call('GET', '/v1/departures', { key: reader })).status).toBe(200);
    const productsOnly = await t.key(ws.id, { scopes: ['products:*'] });
    expect((await t.call('GET', `/v1/products/${productId}/departures`, { key: productsOnly })).body.message).toContain(
      'inventory:read',
    );
  });

  it('lists by product and date range, ordered by startAt, only this workspace', async () => {
    const w = await t.workspace();
    const a = await product(w);
    const b = await product(w, { title: 'Beach Stay' });
    for (const [pid, start] of [
      [a, '2030-03-10T09:00:00Z'],
      [a, '2030-03-01T09:00:00Z'],
      [a, '2030-04-01T00:00:00Z'],
      [b, '2030-03-05T09:00:00Z'],
    ] as const) {
      expect(
        (await create({ productId: pid, startAt: start, endAt: '2030-05-01T00:00:00Z', capacity: 4 }, w.key)).status,
      ).toBe(201);
    }
    const starts = (r: { body: { data: Array<{ startAt: string }> } }) =>
      r.body.data.map((d) => d.startAt.slice(0, 10));
    const all = await t.call('GET', '/v1/departures', { key: w.key });
    expect(starts(all)).toEqual(['2030-03-01', '2030-03-05', '2030-03-10', '2030-04-01']);
    expect(all.body.pagination).toEqual({ total: 4, limit: 50, offset: 0, has_more: false, next_cursor: null });
    const ofA = await t.call('GET', `/v1/departures?productId=${a}`, { key: w.key });
    expect(starts(ofA)).toEqual(['2030-03-01', '2030-03-10', '2030-04-01']);
    const range = await t.call(`GET`, `/v1/products/${a}/departures?from=2030-03-02&to=2030-04-01`, { key: w.key });
    expect(starts(range)).toEqual(['2030-03-10', '2030-04-01']);
    expect(range.body.pagination.total).toBe(2);
    expect(
      starts(await t.call('GET', `/v1/departures?from=2030-03-05T09:00:00Z&to=2030-03-10T08:59:59Z`, { key: w.key })),
    ).toEqual(['2030-03-05']);
    expect(
      (await t.call('GET', `/v1/departures?limit=1&offset=1&productId=${a}`, { key: w.key })).body.pagination,
    ).toEqual({ total: 3, limit: 1, offset: 1, has_more: true, next_cursor: expect.any(String) });
    const slug = (await t.call('GET', `/v1/products/${a}`, { key: w.key })).body.data.slug;
    expect(starts(await t.call('GET', `/v1/products/${slug}/departures?to=2030-03-10`, { key: w.key }))).toEqual([
      '2030-03-01',
      '2030-03-10',
    ]);
    expect((await t.call('GET', `/v1/products/${a}/departures`, { key: other.key })).status).toBe(404);
    expect((await t.call('GET', `/v1/departures?productId=${a}`, { key: other.key })).body.pagination.total).toBe(0);
    for (const bad of [
      'from=yesterday',
      'to=2030-13-45',
      'from=2026-02-30',
      'to=2025-02-29T10:00:00Z',
      'productId=dept_00000000-0000-7000-8000-000000000000',
      'status=open',
    ]) {
      const r = await t.call('GET', `/v1/departures?${bad}`, { key: w.key });
      expect(r.status, bad).toBe(400);
      expect(r.body.details.field, bad).toBe(bad.split('=')[0]);
    }
  });

  it('gets by dept_ or dep_ id; another workspace or another product gets 404', async () => {
    const d = (await create(slot(5))).body.data;
    const uuid = d.id.slice('dept_'.length);
    expect((await t.call('GET', `/v1/departures/${d.id}`, { key: ws.key })).body.data).toEqual(d);
    expect((await t.call('GET', `/v1/departures/dep_${uuid}`, { key: ws.key })).body.data).toEqual(d);
    expect((await t.call('GET', `/v1/departures/${d.id}?productId=${productId}`, { key: ws.key })).status).toBe(200);
    const otherProduct = await product(ws, { title: 'Other' });
    expect((await t.call('GET', `/v1/departures/${d.id}?productId=${otherProduct}`, { key: ws.key })).status).toBe(404);
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { capacity: 3 }],
      ['DELETE', undefined],
    ] as const) {
      expect(
        (await t.call(method, `/v1/departures/${d.id}?productId=${productId}`, { key: other.key, body })).status,
        method,
      ).toBe(404);
    }
    expect((await t.call('GET', `/v1/departures/prod_${uuid}`, { key: ws.key })).body.details.field).toBe('id');
  });

  it('patches; capacity never drops below the seats booked (422); events for updates, capacity and inventory', async () => {
    const w = await t.workspace();
    const pid = await product(w);
    const d = (
      await create(
        { productId: pid, startAt: '2030-07-01T08:00:00Z', endAt: '2030-07-02T08:00:00Z', capacity: 10 },
        w.key,
      )
    ).body.data;
    expect(await reserve(d.id, 4, w)).toBe(true);
    const moved = await t.call('PATCH', `/v1/departures/${d.id}`, {
      key: w.key,
      body: { meetingPoint: 'Station', status: 'closed' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      meetingPoint: { name: 'Station' },
      status: 'closed',
      capacity: 10,
      bookedPax: 4,
      remaining: 6,
    });
    const low = await t.call('PATCH', `/v1/departures/${d.id}`, { key: w.key, body: { capacity: 3 } });
    expect(low.status).toBe(422);
    expect(low.body.details.field).toBe('capacity');
    const exact = await t.call('PATCH', `/v1/departures/${d.id}`, {
      key: w.key,
      body: { capacity: 4, status: 'scheduled' },
    });
    expect(exact.body.data).toMatchObject({ capacity: 4, bookedPax: 4, remaining: 0 });
    expect(
      (await t.call('PATCH', `/v1/departures/${d.id}`, { key: w.key, body: { endAt: '2030-06-30T00:00:00Z' } })).status,
    ).toBe(422);
    expect((await t.call('PATCH', `/v1/departures/${d.id}`, { key: w.key, body: { productId } })).status).toBe(404);
    expect(
      (await t.call('PATCH', `/v1/departures/${d.id}`, { key: w.key, body: { bookedPax: 0 } })).body.data.bookedPax,
    ).toBe(4);

    const events = (await t.events(w.id)).filter((e) => !e.type.startsWith('product.'));
    expect(events.map((e) => e.type)).toEqual([
      'departure.created',
      'inventory.updated',
      'inventory.updated', // 4 seats taken
      'departure.updated',
      'departure.updated',
      'departure.capacity.changed',
      'inventory.updated',
      'departure.updated',
    ]);
    expect(events[1]!.data).toMatchObject({
      departureId: d.id,
      productId: pid,
      capacity: 10,
      bookedPax: 0,
      remaining: 10,
      previousRemaining: 0,
    });
    expect(events[2]!.data).toMatchObject({ bookedPax: 4, remaining: 6, previousRemaining: 10 });
    expect(events[3]!.data).toMatchObject({ id: d.id, changes: ['status', 'meeting_point'] });
    expect(events[5]!.data).toMatchObject({ capacity: 4, previousCapacity: 10 });
    expect(events[6]!.data).toMatchObject({ remaining: 0, previousRemaining: 6 });
  });

  it('deletes with ?productId= → {ok:true}: 400 without it, 404 for another product, 409 while seats are booked', async () => {
    const d = (await create(slot(6))).body.data;
    const noProduct = await t.call('DELETE', `/v1/departures/${d.id}`, { key: ws.key });
    expect(noProduct.status).toBe(400);
    expect(noProduct.body.details.field).toBe('productId');
    const otherProduct = await product(ws, { title: 'Not it' });
    expect((await t.call('DELETE', `/v1/departures/${d.id}?productId=${otherProduct}`, { key: ws.key })).status).toBe(
      404,
    );
    expect(await reserve(d.id, 2)).toBe(true);
    const busy = await t.call('DELETE', `/v1/departures/${d.id}?productId=${productId}`, { key: ws.key });
    expect(busy.status).toBe(409);
    await release(d.id, 2);
    expect((await t.call('GET', `/v1/departures/${d.id}`, { key: ws.key })).body.data).toMatchObject({
      bookedPax: 0,
      remaining: 10,
    });
    const ok = await t.call('DELETE', `/v1/departures/${d.id}?productId=${productId}`, { key: ws.key });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ ok: true });
    expect((await t.call('GET', `/v1/departures/${d.id}`, { key: ws.key })).status).toBe(404);
    const last = (await t.events(ws.id, 'inventory.updated')).at(-1)!;
    expect(last.data).toMatchObject({ departureId: d.id, remaining: 0, previousRemaining: 10 });
  });

  it('a product with seats booked on a departure cannot be deleted (409); without, it goes with its departures', async () => {
    const pid = await product(ws, { title: 'Deletable' });
    const d1 = (await create({ ...slot(7), productId: pid })).body.data;
    const d2 = (await create({ ...slot(8), productId: pid })).body.data;
    expect(await reserve(d2.id, 1)).toBe(true);
    const busy = await t.call('DELETE', `/v1/products/${pid}`, { key: ws.key });
    expect(busy.status).toBe(409);
    expect((await t.call('GET', `/v1/departures/${d1.id}`, { key: ws.key })).status).toBe(200); // rolled back
    await release(d2.id, 1);
    expect((await t.call('DELETE', `/v1/products/${pid}`, { key: ws.key })).status).toBe(200);
    for (const d of [d1, d2]) expect((await t.call('GET', `/v1/departures/${d.id}`, { key: ws.key })).status).toBe(404);
  });

  it('never sells more seats than the capacity under concurrent bookings', async () => {
    const d = (await create(slot(9, { capacity: 10 }))).body.data;
    const results = await Promise.all(Array.from({ length: 30 }, () => reserve(d.id, 1)));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect((await t.call('GET', `/v1/departures/${d.id}`, { key: ws.key })).body.data).toMatchObject({
      bookedPax: 10,
      remaining: 0,
    });
    expect(await reserve(d.id, 1)).toBe(false);
    // Another workspace cannot take seats of this departure.
    expect(await reserve(d.id, 0, other)).toBe(false);
  });

  it('a capacity cut racing bookings never leaves more booked than the capacity', async () => {
    const d = (await create(slot(10, { capacity: 20 }))).body.data;
    const [cut, ...taken] = await Promise.all([
      t.call('PATCH', `/v1/departures/${d.id}`, { key: ws.key, body: { capacity: 6 } }),
      ...Array.from({ length: 12 }, () => reserve(d.id, 1)),
    ]);
    const after = (await t.call('GET', `/v1/departures/${d.id}`, { key: ws.key })).body.data;
    expect(after.bookedPax).toBe(taken.filter(Boolean).length);
    expect(after.bookedPax).toBeLessThanOrEqual(after.capacity);
    if (cut!.status === 200) expect(after.capacity).toBe(6);
    else expect(cut!.status).toBe(422);
  });

  it('takes no seats on a departure that is not scheduled', async () => {
    const d = (await create(slot(11, { status: 'closed' }))).body.data;
    expect(await reserve(d.id, 1)).toBe(false);
  });
});
