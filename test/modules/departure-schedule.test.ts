// POST /v1/products/{id}/departures/schedule: a product's departures from a weekly pattern of local dates and
// times, read in a time zone (DST gaps and overlaps included), skipping starts the product already has, checked
// whole before anything is written, and safe against the same schedule sent twice at once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Response, type TestApp, type TestWorkspace } from '../support/app.js';

interface Departure {
  id: string;
  startAt: string;
  endAt: string;
}

describe('departure schedules', () => {
  let t: TestApp;
  let ws: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
  });
  afterAll(() => t.close());

  async function product(w: TestWorkspace, title = 'Old Town Walk'): Promise<{ id: string; slug: string }> {
    const r = await t.call('POST', '/v1/products', { key: w.key, body: { title, status: 'active' } });
    expect(r.status).toBe(201);
    return r.body.data;
  }
  const schedule = (productId: string, body: Record<string, unknown>, key = ws.key, headers = {}) =>
    t.call('POST', `/v1/products/${productId}/departures/schedule`, { key, body, headers });
  const departures = async (w: TestWorkspace, productId: string): Promise<Departure[]> =>
    (await t.call('GET', `/v1/products/${productId}/departures`, { key: w.key, query: { limit: 100 } })).body.data;
  /** The pattern `body` over `from`..`to`, read in `timezone`. */
  const between = (productId: string, body: object, from: string, to: string, timezone: string) =>
    schedule(productId, { ...body, from, to, timezone });
  const startsOf = (r: Response) => (r.body.data.created as Departure[]).map((d) => d.startAt);
  const eventCount = async (w: TestWorkspace, type: string) => (await t.events(w.id, type)).length;

  const daily = { daysOfWeek: [1, 2, 3, 4, 5, 6, 7], durationMinutes: 120, capacity: 12, timezone: 'UTC' };

  it('creates every date × time as createDeparture would, in order, with events for each', async () => {
    const p = await product(ws, 'City Bikes');
    const r = await schedule(p.id, {
      ...daily,
      from: '2030-06-01',
      to: '2030-06-30',
      times: ['17:00', '09:00', '13:00'],
      salesCutoffMinutes: 60,
      meetingPoint: 'Main square',
    });
    expect(r.status).toBe(201);
    expect(Object.keys(r.body.data)).toEqual(['created', 'skipped', 'timezone']);
    expect(r.body.data.timezone).toBe('UTC');
    expect(r.body.data.skipped).toEqual([]);
    expect(r.body.data.created).toHaveLength(90);
    expect(r.body.data.created[0]).toEqual({
      id: expect.stringMatching(/^dept_[0-9a-f-]{36}$/),
      productId: p.id,
      startAt: '2030-06-01T09:00:00.000Z',
      endAt: '2030-06-01T11:00:00.000Z',
      capacity: 12,
      bookedPax: 0,
      remaining: 12,
      status: 'scheduled',
      meetingPoint: { name: 'Main square' },
      salesCutoffMinutes: 60,
      salesCloseAt: '2030-06-01T08:00:00.000Z',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const starts = startsOf(r);
    expect(starts.slice(0, 4)).toEqual([
      '2030-06-01T09:00:00.000Z',
      '2030-06-01T13:00:00.000Z',
      '2030-06-01T17:00:00.000Z',
      '2030-06-02T09:00:00.000Z',
    ]);
    expect(starts.at(-1)).toBe('2030-06-30T17:00:00.000Z');
    expect([...starts].sort()).toEqual(starts);
    // Stored as answered: the product's list holds the same departures.
    const stored = await departures(ws, p.id);
    expect(stored.map((d) => d.id)).toEqual(r.body.data.created.map((d: Departure) => d.id));
    expect(await t.call('GET', `/v1/departures/${stored[5]!.id}`, { key: ws.key })).toMatchObject({
      status: 200,
      body: { data: r.body.data.created[5] },
    });
    // Each departure announced as createDeparture announces one.
    const created = await t.events(ws.id, 'departure.created');
    expect(created).toHaveLength(90);
    expect(created[0]!.data).toEqual(r.body.data.created[0]);
    const inventory = await t.events(ws.id, 'inventory.updated');
    expect(inventory).toHaveLength(90);
    expect(inventory[0]!.data).toEqual({
      departureId: r.body.data.created[0].id,
      productId: p.id,
      startAt: r.body.data.created[0].startAt,
      status: 'scheduled',
      capacity: 12,
      bookedPax: 0,
      remaining: 12,
      previousRemaining: 0,
    });
  });

  it('runs only on the days asked (ISO weekdays), by slug, closed when asked', async () => {
    const p = await product(ws, 'Weekday Walk');
    const r = await schedule(p.slug, {
      ...daily,
      from: '2030-07-01',
      to: '2030-07-31',
      daysOfWeek: [5, 1, 2, 3, 4],
      times: ['10:30'],
      status: 'closed',
    });
    expect(r.status).toBe(201);
    // July 2030 begins on a Monday: 23 weekdays.
    expect(r.body.data.created).toHaveLength(23);
    for (const d of r.body.data.created) {
      expect(new Date(d.startAt).getUTCDay()).toBeGreaterThanOrEqual(1);
      expect(new Date(d.startAt).getUTCDay()).toBeLessThanOrEqual(5);
      expect(d).toMatchObject({ productId: p.id, status: 'closed', meetingPoint: null, salesCloseAt: null });
    }
    const weekend = await schedule(p.id, {
      ...daily,
      from: '2030-07-01',
      to: '2030-07-14',
      daysOfWeek: [6, 7],
      times: ['10:30'],
    });
    expect(weekend.body.data.created.map((d: Departure) => d.startAt.slice(0, 10))).toEqual([
      '2030-07-06',
      '2030-07-07',
      '2030-07-13',
      '2030-07-14',
    ]);
  });

  it('skips starts the product already has: sending the schedule again creates nothing', async () => {
    const p = await product(ws, 'Harbour Cruise');
    const body = { ...daily, from: '2030-08-01', to: '2030-08-10', times: ['09:00', '15:00'] };
    const first = await schedule(p.id, body);
    expect(first.body.data.created).toHaveLength(20);
    const before = await eventCount(ws, 'departure.created');
    const again = await schedule(p.id, body);
    expect(again.status).toBe(201);
    expect(again.body.data.created).toEqual([]);
    expect(again.body.data.skipped).toEqual(
      first.body.data.created.map((d: Departure) => ({ startAt: d.startAt, departureId: d.id })),
    );
    expect(await eventCount(ws, 'departure.created')).toBe(before);
    // An overlapping schedule makes only the starts that are new; a departure made by hand counts too.
    const byHand = await t.call('POST', '/v1/departures', {
      key: ws.key,
      body: { productId: p.id, startAt: '2030-08-11T11:00:00+02:00', endAt: '2030-08-11T12:00:00Z', capacity: 3 },
    });
    const wider = await schedule(p.id, { ...body, from: '2030-08-10', to: '2030-08-12' });
    expect(startsOf(wider)).toEqual([
      '2030-08-11T15:00:00.000Z',
      '2030-08-12T09:00:00.000Z',
      '2030-08-12T15:00:00.000Z',
    ]);
    expect(wider.body.data.skipped).toEqual([
      { startAt: '2030-08-10T09:00:00.000Z', departureId: first.body.data.created[18].id },
      { startAt: '2030-08-10T15:00:00.000Z', departureId: first.body.data.created[19].id },
      { startAt: '2030-08-11T09:00:00.000Z', departureId: byHand.body.data.id },
    ]);
    // Another product's departures at the same starts are not this product's.
    const other = await product(ws, 'Harbour Cruise Deluxe');
    expect((await schedule(other.id, body)).body.data.created).toHaveLength(20);
  });

  it('reads local times across DST in Europe/Bucharest: a skipped time moves forward, a repeated one is the earlier', async () => {
    const p = await product(ws, 'Night Train');
    const body = { daysOfWeek: [6, 7], times: ['03:30', '09:00'], durationMinutes: 90, capacity: 4 };
    // 31 March 2030: 03:00 EET → 04:00 EEST (01:00Z), so 03:30 does not exist and is 04:30 EEST.
    const spring = await between(p.id, body, '2030-03-30', '2030-03-31', 'Europe/Bucharest');
    expect(spring.body.data.timezone).toBe('Europe/Bucharest');
    expect(spring.body.data.created.map((d: Departure) => [d.startAt, d.endAt])).toEqual([
      ['2030-03-30T01:30:00.000Z', '2030-03-30T03:00:00.000Z'], // 03:30 EET
      ['2030-03-30T07:00:00.000Z', '2030-03-30T08:30:00.000Z'], // 09:00 EET
      ['2030-03-31T01:30:00.000Z', '2030-03-31T03:00:00.000Z'], // 04:30 EEST: 03:30 moved by the gap
      ['2030-03-31T06:00:00.000Z', '2030-03-31T07:30:00.000Z'], // 09:00 EEST
    ]);
    // 27 October 2030: 04:00 EEST → 03:00 EET (01:00Z), so 03:30 happens twice: the first (EEST) is taken.
    const autumn = await between(p.id, body, '2030-10-26', '2030-10-27', 'europe/bucharest');
    expect(autumn.body.data.timezone).toBe('Europe/Bucharest');
    expect(startsOf(autumn)).toEqual([
      '2030-10-26T00:30:00.000Z', // 03:30 EEST
      '2030-10-26T06:00:00.000Z', // 09:00 EEST
      '2030-10-27T00:30:00.000Z', // 03:30 EEST, the earlier of the two
      '2030-10-27T07:00:00.000Z', // 09:00 EET
    ]);
  });

  it('makes one departure of two times that land on one instant (Europe/London, 01:30 in the gap is 02:30)', async () => {
    const p = await product(ws, 'Thames Dawn');
    const body = { daysOfWeek: [7], times: ['00:30', '01:30', '02:30'], durationMinutes: 60, capacity: 4 };
    const spring = await between(p.id, body, '2030-03-31', '2030-03-31', 'Europe/London');
    expect(startsOf(spring)).toEqual(['2030-03-31T00:30:00.000Z', '2030-03-31T01:30:00.000Z']);
    expect(spring.body.data.skipped).toEqual([]);
    const autumn = await between(p.id, body, '2030-10-27', '2030-10-27', 'Europe/London');
    expect(startsOf(autumn)).toEqual([
      '2030-10-26T23:30:00.000Z', // 00:30 BST
      '2030-10-27T00:30:00.000Z', // 01:30 BST, the earlier
      '2030-10-27T02:30:00.000Z', // 02:30 GMT
    ]);
  });

  it("reads dates and times in the workspace's time zone by default", async () => {
    const w = await t.workspace();
    expect(
      (await t.call('PATCH', '/v1/workspace', { key: w.key, body: { timezone: 'America/New_York' } })).status,
    ).toBe(200);
    const p = await product(w);
    const r = await schedule(
      p.id,
      { from: '2030-01-15', to: '2030-07-15', daysOfWeek: [2], times: ['18:00'], durationMinutes: 30, capacity: 8 },
      w.key,
    );
    expect(r.body.data.timezone).toBe('America/New_York');
    const starts = startsOf(r);
    expect(starts[0]).toBe('2030-01-15T23:00:00.000Z'); // EST
    expect(starts.at(-1)).toBe('2030-07-09T22:00:00.000Z'); // EDT; 15 July 2030 is a Monday
    expect(starts).toHaveLength(26);
  });

  it('answers 401 without a key, 403 without inventory:write, 404 for another workspace product; writes nothing', async () => {
    const w = await t.workspace();
    const p = await product(w);
    const body = { ...daily, from: '2030-09-01', to: '2030-09-02', times: ['09:00'] };
    expect((await schedule(p.id, body, '')).status).toBe(401);
    const reader = await t.key(w.id, { scopes: ['inventory:read', 'products:*'] });
    const refused = await schedule(p.id, body, reader);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('inventory:write');
    const foreign = await schedule(p.id, body, ws.key);
    expect(foreign.status).toBe(404);
    expect((await schedule(p.slug, body, ws.key)).status).toBe(404);
    expect((await schedule('prod_00000000-0000-7000-8000-000000000000', body, w.key)).status).toBe(404);
    expect(await departures(w, p.id)).toEqual([]);
    expect(await eventCount(w, 'departure.created')).toBe(0);
  });

  it('refuses bad input naming the field (400, or 422 when well-formed but impossible) and writes nothing', async () => {
    const w = await t.workspace();
    const p = await product(w);
    const good = { ...daily, from: '2030-09-01', to: '2030-09-30', times: ['09:00'] };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...good, from: undefined }, 400, 'from'],
      [{ ...good, from: '2030-02-30' }, 400, 'from'],
      [{ ...good, to: '2030-09-30T10:00:00Z' }, 400, 'to'],
      [{ ...good, to: '2030-08-31' }, 400, 'to'],
      [{ ...good, to: '2032-09-01' }, 400, 'to'],
      [{ ...good, times: undefined }, 400, 'times'],
      [{ ...good, times: [] }, 400, 'times'],
      [{ ...good, times: ['9:00'] }, 400, 'times[0]'],
      [{ ...good, times: ['09:00', '24:00'] }, 400, 'times[1]'],
      [{ ...good, times: ['09:00', '09:60'] }, 400, 'times[1]'],
      [{ ...good, times: ['09:00', '10:00', '09:00'] }, 400, 'times'],
      [
        {
          ...good,
          times: Array.from({ length: 25 }, (_, i) => `${String(i % 24).padStart(2, '0')}:${i < 24 ? '00' : '30'}`),
        },
        400,
        'times',
      ],
      [{ ...good, daysOfWeek: [] }, 400, 'daysOfWeek'],
      [{ ...good, daysOfWeek: [0] }, 400, 'daysOfWeek[0]'],
      [{ ...good, daysOfWeek: [1, 8] }, 400, 'daysOfWeek[1]'],
      [{ ...good, daysOfWeek: [2, 2] }, 400, 'daysOfWeek'],
      [{ ...good, daysOfWeek: [1.5] }, 400, 'daysOfWeek[0]'],
      [{ ...good, durationMinutes: 0 }, 400, 'durationMinutes'],
      [{ ...good, durationMinutes: undefined }, 400, 'durationMinutes'],
      [{ ...good, capacity: -1 }, 400, 'capacity'],
      [{ ...good, salesCutoffMinutes: -5 }, 400, 'salesCutoffMinutes'],
      [{ ...good, status: 'cancelled' }, 400, 'status'],
      [{ ...good, timezone: 'Mars/Olympus_Mons' }, 400, 'timezone'],
      [{ ...good, timezone: '' }, 400, 'timezone'],
      // 2 September 2030 is a Monday: no Sunday in the range.
      [{ ...good, from: '2030-09-02', to: '2030-09-07', daysOfWeek: [7] }, 422, 'daysOfWeek'],
    ];
    for (const [body, status, field] of cases) {
      const r = await schedule(p.id, body, w.key);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.details.field, JSON.stringify(body)).toBe(field);
      if (status === 422) expect(r.body.code).toBe('UNPROCESSABLE');
    }
    // Two years is the most: 2030-09-01 to 2032-08-31 is 731 days.
    const longest = await schedule(p.id, { ...good, to: '2032-08-31', daysOfWeek: [3] }, w.key);
    expect(longest.status).toBe(201);
    expect(longest.body.data.created).toHaveLength(104);
  });

  it('refuses more than 1,000 departures in one request (422 SCHEDULE_TOO_LARGE on `to`) before writing any', async () => {
    const w = await t.workspace();
    const p = await product(w);
    // 91 days × 11 times: 1,001.
    const times = Array.from({ length: 11 }, (_, i) => `${String(8 + i).padStart(2, '0')}:00`);
    const tooMany = await schedule(p.id, { ...daily, from: '2030-01-01', to: '2030-04-01', times }, w.key);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject({ code: 'SCHEDULE_TOO_LARGE', details: { field: 'to' } });
    expect(tooMany.body.details.message).toContain('1001');
    expect(await departures(w, p.id)).toEqual([]);
    expect(await t.events(w.id, 'departure.created')).toEqual([]);
    expect(await t.events(w.id, 'inventory.updated')).toEqual([]);
    // 100 days × 10 times is the most one request makes; skipped starts count too.
    const atMost = await schedule(
      p.id,
      { ...daily, from: '2030-01-01', to: '2030-04-10', times: times.slice(0, 10) },
      w.key,
    );
    expect(atMost.status).toBe(201);
    expect(atMost.body.data.created).toHaveLength(1000);
    const again = await schedule(p.id, { ...daily, from: '2030-01-01', to: '2030-04-01', times }, w.key);
    expect(again.status).toBe(422);
    expect((await t.call('GET', `/v1/products/${p.id}/departures`, { key: w.key })).body.pagination.total).toBe(1000);
  });

  it('makes each start once when the same schedule is sent twice at once', async () => {
    const w = await t.workspace();
    const p = await product(w);
    const body = { ...daily, from: '2030-05-01', to: '2030-05-31', times: ['08:00', '12:00', '16:00', '20:00'] };
    const answers = await Promise.all([
      schedule(p.id, body, w.key),
      schedule(p.id, body, w.key),
      schedule(p.id, body, w.key),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const created = answers.flatMap((a) => a.body.data.created as Departure[]);
    expect(created).toHaveLength(124);
    for (const a of answers) expect(a.body.data.created.length + a.body.data.skipped.length).toBe(124);
    expect((await t.call('GET', `/v1/products/${p.id}/departures`, { key: w.key })).body.pagination.total).toBe(124);
    expect(await eventCount(w, 'departure.created')).toBe(124);
    // Every skipped start names a departure one of the others made.
    const ids = new Set(created.map((d) => d.id));
    for (const a of answers) for (const s of a.body.data.skipped) expect(ids.has(s.departureId)).toBe(true);
  });

  it('replays an answer for a repeated Idempotency-Key', async () => {
    const p = await product(ws, 'Replay Tour');
    const body = { ...daily, from: '2030-10-01', to: '2030-10-03', times: ['11:00'] };
    const headers = { 'idempotency-key': randomUUID() };
    const first = await schedule(p.id, body, ws.key, headers);
    const again = await schedule(p.id, body, ws.key, headers);
    expect(first.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(first.text);
    expect(again.body.data.created).toHaveLength(3);
  });
});
