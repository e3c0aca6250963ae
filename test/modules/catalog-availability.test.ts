// Availability (issue 19): GET /v1/products/:id/availability per local day of the workspace's time zone (day
// boundaries, DST offsets), the statuses AVAILABLE/LIMITED/SOLD_OUT/CLOSED and how a day sums its departures, unit
// prices and a party's total, holds and bookings counting at once; and the departures' sales cut-off (salesCloseAt,
// bookings and holds refused after it with sales_closed, moved with the controllable clock).
// Nothing here reads the process's local time zone: the file passes under any TZ (run it with TZ=America/New_York).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type Response, type TestApp, type TestWorkspace } from '../support/app.js';
import { randomUUID } from 'node:crypto';
import { seatsOf } from '../support/bookings.js';
import { octo, octoTour, reservation } from '../support/octo.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const FLEX = 'rate_00000000-0000-7000-8000-0000000f1e55';
const eur = (unitKey: string, amount: number) => ({ unitKey, amount, currency: 'EUR' });
const money = (amountMinor: number, currency = 'EUR') => ({ amount: amountMinor / 100, amountMinor, currency });

interface DepartureDay {
  id: string;
  startAt: string;
  endAt: string;
  localStartAt: string;
  localEndAt: string;
  status: string;
  vacancies: number;
  capacity: number;
  salesCloseAt: string | null;
  prices: Array<{ unitKey: string; amount: number; amountMinor: number; currency: string }>;
  fromPrice: { amount: number; amountMinor: number; currency: string } | null;
  total: { amount: number; amountMinor: number; currency: string } | null;
}
interface Day {
  date: string;
  status: string;
  vacancies: number;
  capacity: number;
  lowestPrice: { amount: number; amountMinor: number; currency: string } | null;
  departures: DepartureDay[];
}

describe('availability calendar and the sales cut-off', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    other = await t.workspace();
  });
  afterAll(() => t.close());

  async function product(w: TestWorkspace, body: Record<string, unknown> = {}): Promise<{ id: string; slug: string }> {
    const r = await t.call('POST', '/v1/products', {
      key: w.key,
      body: {
        title: `Boat trip ${Math.random().toString(36).slice(2, 8)}`,
        type: 'experience',
        status: 'active',
        category: 'day-trip',
        pricingModel: 'per_unit',
        currency: 'EUR',
        ...body,
      },
    });
    expect(r.status, r.text).toBe(201);
    return { id: r.body.data.id, slug: r.body.data.slug };
  }
  async function departure(
    w: TestWorkspace,
    productId: string,
    startAt: string,
    extra: Record<string, unknown> = {},
  ): Promise<string> {
    const r = await t.call('POST', '/v1/departures', {
      key: w.key,
      body: {
        productId,
        startAt,
        endAt: new Date(Date.parse(startAt) + 2 * HOUR).toISOString(),
        capacity: 10,
        ...extra,
      },
    });
    expect(r.status, r.text).toBe(201);
    return r.body.data.id;
  }
  /** Units adult 19.99, child 9.99, infant free, a family ticket for two at 35; plan Flex with adult 24.99. */
  async function priceUnits(w: TestWorkspace, productId: string, departureOverrides: unknown[] = []) {
    const r = await t.call('PUT', `/v1/products/${productId}/pricing`, {
      key: w.key,
      body: {
        unitTypes: [
          { key: 'adult', type: 'adult', label: 'Adult' },
          { key: 'child', type: 'child', label: 'Child' },
          { key: 'infant', type: 'infant', label: 'Infant' },
          { key: 'family', type: 'family', label: 'Family', pax: 2 },
          { key: 'guide', type: 'custom', label: 'Guide' },
        ],
        ratePlans: [
          {
            name: 'Standard',
            unitPrices: [eur('adult', 19.99), eur('child', 9.99), eur('infant', 0), eur('family', 35)],
          },
          { id: FLEX, name: 'Flex', unitPrices: [eur('adult', 24.99)] },
        ],
        departureOverrides,
      },
    });
    expect(r.status, r.text).toBe(200);
  }
  const calendar = (productId: string, query: Record<string, string>, key: string | null = ws.key) =>
    t.call('GET', `/v1/products/${productId}/availability`, { key, query });
  async function days(productId: string, query: Record<string, string>, key = ws.key): Promise<Day[]> {
    const r = await calendar(productId, query, key);
    expect(r.status, r.text).toBe(200);
    return r.body.data.days;
  }
  const depOf = (list: Day[], id: string): DepartureDay => {
    const found = list.flatMap((d) => d.departures).find((d) => d.id === id);
    expect(found, id).toBeDefined();
    return found!;
  };
  const dayOf = (list: Day[], date: string): Day => list.find((d) => d.date === date)!;
  const book = (w: TestWorkspace, body: Record<string, unknown>) =>
    t.call('POST', '/v1/bookings', { key: w.key, body });
  const booked = async (
    w: TestWorkspace,
    productId: string,
    departureId: string,
    units: Array<{ unitKey: string; quantity: number }>,
    extra: Record<string, unknown> = {},
  ): Promise<Response['body']> => {
    const r = await book(w, { productId, departureId, units, ...extra });
    expect(r.status, r.text).toBe(201);
    return r.body;
  };
  const setZone = async (w: TestWorkspace, timezone: string) =>
    expect((await t.call('PATCH', '/v1/workspace', { key: w.key, body: { timezone } })).status).toBe(200);

  describe('the calendar', () => {
    it('answers every local day with its departures, statuses, seats, unit prices and from prices', async () => {
      const p = await product(ws);
      const d1 = await departure(ws, p.id, '2031-08-10T09:00:00Z');
      const d2 = await departure(ws, p.id, '2031-08-10T15:00:00Z', { capacity: 5 });
      const d3 = await departure(ws, p.id, '2031-08-12T09:00:00Z');
      await priceUnits(ws, p.id, [{ departureId: d2, unitPrices: [eur('child', 8.5)] }]);
      const r = await calendar(p.id, { from: '2031-08-10', to: '2031-08-12' });
      expect(r.status, r.text).toBe(200);
      const base = [
        { unitKey: 'adult', ...money(1999) },
        { unitKey: 'child', ...money(999) },
        { unitKey: 'infant', ...money(0) },
        { unitKey: 'family', ...money(3500) },
      ];
      const dep = (
        id: string,
        startAt: string,
        endAt: string,
        capacity: number,
        prices = base,
        fromPrice = money(999),
      ) => ({
        id,
        startAt,
        endAt,
        localStartAt: startAt.replace('.000Z', '+00:00'),
        localEndAt: endAt.replace('.000Z', '+00:00'),
        status: 'AVAILABLE',
        vacancies: capacity,
        capacity,
        salesCloseAt: null,
        prices,
        fromPrice,
        total: null,
      });
      const d2Prices = base.map((x) => (x.unitKey === 'child' ? { unitKey: 'child', ...money(850) } : x));
      expect(r.body).toEqual({
        data: {
          productId: p.id,
          timeZone: 'UTC',
          from: '2031-08-10',
          to: '2031-08-12',
          currency: 'EUR',
          units: [],
          days: [
            {
              date: '2031-08-10',
              status: 'AVAILABLE',
              vacancies: 15,
              capacity: 15,
              lowestPrice: money(850),
              departures: [
                dep(d1, '2031-08-10T09:00:00.000Z', '2031-08-10T11:00:00.000Z', 10),
                dep(d2, '2031-08-10T15:00:00.000Z', '2031-08-10T17:00:00.000Z', 5, d2Prices, money(850)),
              ],
            },
            { date: '2031-08-11', status: 'CLOSED', vacancies: 0, capacity: 0, lowestPrice: null, departures: [] },
            {
              date: '2031-08-12',
              status: 'AVAILABLE',
              vacancies: 10,
              capacity: 10,
              lowestPrice: money(999),
              departures: [dep(d3, '2031-08-12T09:00:00.000Z', '2031-08-12T11:00:00.000Z', 10)],
            },
          ],
        },
      });
      // The slug and the bare UUID name the same product; one day is from = to.
      expect((await calendar(p.slug, { from: '2031-08-10', to: '2031-08-12' })).body).toEqual(r.body);
      expect((await calendar(p.id.slice('prod_'.length), { from: '2031-08-10', to: '2031-08-12' })).body).toEqual(
        r.body,
      );
      expect((await days(p.id, { from: '2031-08-12', to: '2031-08-12' })).map((d) => d.date)).toEqual(['2031-08-12']);
    });

    it('prices a party of units (total), marks departures without seats for it SOLD_OUT, and follows ratePlanId', async () => {
      const p = await product(ws);
      const big = await departure(ws, p.id, '2031-08-20T09:00:00Z');
      const small = await departure(ws, p.id, '2031-08-20T15:00:00Z', { capacity: 5 });
      await priceUnits(ws, p.id, [
        { departureId: small, unitPrices: [eur('adult', 15), eur('guide', 50)] },
        { departureId: big, ratePlanId: FLEX, unitPrices: [eur('adult', 22)] },
      ]);
      const q = { from: '2031-08-20', to: '2031-08-20' };
      // 2 adults and a child: 49.97 on `big`, 39.99 on `small`; the day's lowest is the party's cheapest total.
      let [day] = await days(p.id, { ...q, units: 'adult:2,child:1' });
      expect(depOf([day!], big)).toMatchObject({ status: 'AVAILABLE', total: money(4997) });
      expect(depOf([day!], small)).toMatchObject({ status: 'AVAILABLE', total: money(3999) });
      expect(day!.lowestPrice).toEqual(money(3999));
      expect((await calendar(p.id, { ...q, units: 'adult:2,child:1' })).body.data.units).toEqual([
        { unitKey: 'adult', quantity: 2 },
        { unitKey: 'child', quantity: 1 },
      ]);
      // Six adults do not fit on `small` (5): SOLD_OUT for them, and its cheaper total is not the day's lowest.
      [day] = await days(p.id, { ...q, units: 'adult:6' });
      expect(depOf([day!], small)).toMatchObject({ status: 'SOLD_OUT', vacancies: 5, total: money(9000) });
      expect(depOf([day!], big)).toMatchObject({ status: 'AVAILABLE', total: money(11994) });
      expect(day).toMatchObject({ status: 'AVAILABLE', vacancies: 15, capacity: 15, lowestPrice: money(11994) });
      // Three family tickets are six seats too.
      [day] = await days(p.id, { ...q, units: 'family:3' });
      expect(depOf([day!], small)).toMatchObject({ status: 'SOLD_OUT', total: money(10500) });
      // Infants take no seat: five adults and three infants fit on `small`.
      [day] = await days(p.id, { ...q, units: 'adult:5,infant:3' });
      expect(depOf([day!], small)).toMatchObject({ status: 'AVAILABLE', total: money(7500) });
      // Eleven adults fit nowhere: the day is SOLD_OUT, without a price.
      [day] = await days(p.id, { ...q, units: 'adult:11' });
      expect(day).toMatchObject({ status: 'SOLD_OUT', vacancies: 15, capacity: 15, lowestPrice: null });
      // A unit without a price on a departure gives it no total (the guide is priced on `small` only).
      [day] = await days(p.id, { ...q, units: 'adult:1,guide:1' });
      expect(depOf([day!], big).total).toBeNull();
      expect(depOf([day!], small).total).toEqual(money(6500));
      expect(depOf([day!], big).prices.map((x) => x.unitKey)).toEqual(['adult', 'child', 'infant', 'family']);
      // Flex: adult 24.99, and 22 on `big` (its override of Flex); `small`'s plan-less override still applies.
      [day] = await days(p.id, { ...q, ratePlanId: FLEX, units: 'adult:1' });
      expect(depOf([day!], big)).toMatchObject({ total: money(2200), fromPrice: money(999) });
      expect(depOf([day!], big).prices.find((x) => x.unitKey === 'adult')).toEqual({
        unitKey: 'adult',
        ...money(2200),
      });
      expect(depOf([day!], small).total).toEqual(money(1500));
    });

    it('per_person products answer their synthetic units; per_room products no units, a from price per person', async () => {
      const pp = await product(ws, { pricingModel: 'per_person' });
      const ppDep = await departure(ws, pp.id, '2031-09-01T08:00:00Z');
      expect(
        (
          await t.call('PUT', `/v1/products/${pp.id}/pricing`, {
            key: ws.key,
            body: {
              roomCategories: [{ key: 'person', label: 'Person', pax: 1 }],
              ratePlans: [{ name: 'S', prices: [{ categoryKey: 'person', amountPerPerson: 45.5, currency: 'EUR' }] }],
            },
          })
        ).status,
      ).toBe(200);
      const q = { from: '2031-09-01', to: '2031-09-01' };
      const [day] = await days(pp.id, { ...q, units: 'adult:2,child:1,infant:1' });
      expect(depOf([day!], ppDep)).toMatchObject({
        prices: [
          { unitKey: 'adult', ...money(4550) },
          { unitKey: 'child', ...money(4550) },
          { unitKey: 'infant', ...money(0) },
        ],
        fromPrice: money(4550),
        total: money(13650),
      });
      // The calendar's total is what a booking by the same units costs.
      const b = await booked(ws, pp.id, ppDep, [
        { unitKey: 'adult', quantity: 2 },
        { unitKey: 'child', quantity: 1 },
        { unitKey: 'infant', quantity: 1 },
      ]);
      expect(b.pricing.total_minor).toBe(13650);
      expect((await calendar(pp.id, { ...q, units: 'senior:1' })).body.details.field).toBe('units');

      const pr = await product(ws, { pricingModel: 'per_room' });
      const prDep = await departure(ws, pr.id, '2031-09-01T08:00:00Z');
      expect(
        (
          await t.call('PUT', `/v1/products/${pr.id}/pricing`, {
            key: ws.key,
            body: {
              roomCategories: [
                { key: 'double', label: 'Double', pax: 2 },
                { key: 'single', label: 'Single', pax: 1 },
              ],
              ratePlans: [
                {
                  name: 'S',
                  prices: [
                    { categoryKey: 'double', amountPerPerson: 80, currency: 'EUR' },
                    { categoryKey: 'single', amountPerPerson: 110, currency: 'EUR' },
                  ],
                },
              ],
            },
          })
        ).status,
      ).toBe(200);
      const r = await calendar(pr.id, q);
      expect(r.body.data.currency).toBe('EUR');
      expect(depOf(r.body.data.days, prDep)).toMatchObject({
        status: 'AVAILABLE',
        prices: [],
        fromPrice: money(8000),
        total: null,
      });
      const units = await calendar(pr.id, { ...q, units: 'adult:1' });
      expect(units.status).toBe(422);
      expect(units.body.details.field).toBe('units');

      // A product without pricing: no currency, no prices, still its seats.
      const bare = await product(ws);
      const bareDep = await departure(ws, bare.id, '2031-09-01T08:00:00Z');
      const b2 = await calendar(bare.id, q);
      expect(b2.body.data.currency).toBeNull();
      expect(depOf(b2.body.data.days, bareDep)).toMatchObject({
        status: 'AVAILABLE',
        vacancies: 10,
        prices: [],
        fromPrice: null,
        total: null,
      });
      expect(b2.body.data.days[0].lowestPrice).toBeNull();
    });

    it('LIMITED at the workspace’s availabilityLimitedPercent (default 20), SOLD_OUT when full; a day sums its selling departures', async () => {
      const w = await t.workspace();
      const p = await product(w);
      const a = await departure(w, p.id, '2031-10-01T08:00:00Z');
      const b = await departure(w, p.id, '2031-10-01T12:00:00Z', { capacity: 4 });
      await priceUnits(w, p.id);
      const q = { from: '2031-10-01', to: '2031-10-01' };
      expect((await t.call('GET', '/v1/workspace', { key: w.key })).body.data.availabilityLimitedPercent).toBe(20);
      await booked(w, p.id, a, [{ unitKey: 'adult', quantity: 7 }]);
      let [day] = await days(p.id, q, w.key);
      expect(depOf([day!], a)).toMatchObject({ status: 'AVAILABLE', vacancies: 3, capacity: 10 });
      // 3 of 10 is LIMITED at 30%; 4 of 4 is not.
      const patched = await t.call('PATCH', '/v1/workspace', { key: w.key, body: { availabilityLimitedPercent: 30 } });
      expect(patched.status, patched.text).toBe(200);
      expect(patched.body.data.availabilityLimitedPercent).toBe(30);
      [day] = await days(p.id, q, w.key);
      expect(depOf([day!], a)).toMatchObject({ status: 'LIMITED', vacancies: 3 });
      expect(depOf([day!], b)).toMatchObject({ status: 'AVAILABLE', vacancies: 4 });
      expect(day).toMatchObject({ status: 'AVAILABLE', vacancies: 7, capacity: 14 });
      // Back at 20%: 2 of 10 is LIMITED (the bound itself).
      expect(
        (await t.call('PATCH', '/v1/workspace', { key: w.key, body: { availabilityLimitedPercent: 20 } })).status,
      ).toBe(200);
      expect(depOf(await days(p.id, q, w.key), a).status).toBe('AVAILABLE');
      await booked(w, p.id, a, [{ unitKey: 'adult', quantity: 1 }]);
      [day] = await days(p.id, q, w.key);
      expect(depOf([day!], a)).toMatchObject({ status: 'LIMITED', vacancies: 2 });
      for (const bad of [101, -1, 2.5, '20']) {
        const r = await t.call('PATCH', '/v1/workspace', { key: w.key, body: { availabilityLimitedPercent: bad } });
        expect(r.status, JSON.stringify(bad)).toBe(400);
        expect(r.body.details.field).toBe('availabilityLimitedPercent');
      }
      // `b` full: SOLD_OUT, still counted in the day (it sells, it has no seats); the day is as good as `a`.
      await booked(w, p.id, b, [{ unitKey: 'family', quantity: 2 }]);
      [day] = await days(p.id, q, w.key);
      expect(depOf([day!], b)).toMatchObject({ status: 'SOLD_OUT', vacancies: 0, capacity: 4 });
      expect(day).toMatchObject({ status: 'LIMITED', vacancies: 2, capacity: 14, lowestPrice: money(999) });
      await booked(w, p.id, a, [{ unitKey: 'adult', quantity: 2 }]);
      [day] = await days(p.id, q, w.key);
      expect(day).toMatchObject({ status: 'SOLD_OUT', vacancies: 0, capacity: 14, lowestPrice: null });
      // Every departure LIMITED at 100%, and none at 0%.
      const c = await departure(w, p.id, '2031-10-02T08:00:00Z');
      await t.call('PATCH', '/v1/workspace', { key: w.key, body: { availabilityLimitedPercent: 100 } });
      expect(depOf(await days(p.id, { from: '2031-10-02', to: '2031-10-02' }, w.key), c).status).toBe('LIMITED');
      await t.call('PATCH', '/v1/workspace', { key: w.key, body: { availabilityLimitedPercent: 0 } });
      await booked(w, p.id, c, [{ unitKey: 'adult', quantity: 9 }]);
      expect(depOf(await days(p.id, { from: '2031-10-02', to: '2031-10-02' }, w.key), c)).toMatchObject({
        status: 'AVAILABLE',
        vacancies: 1,
      });
    });

    it('CLOSED: a closed or cancelled departure, one that has started; a day of only those; their seats left out', async () => {
      const w = await t.workspace();
      const p = await product(w);
      await priceUnits(w, p.id);
      const start = clock.nowMs() + 5 * HOUR;
      const day1 = new Date(start).toISOString().slice(0, 10);
      const open = await departure(w, p.id, new Date(start).toISOString());
      const closed = await departure(w, p.id, new Date(start).toISOString(), { capacity: 7 });
      const cancelled = await departure(w, p.id, new Date(start).toISOString(), { status: 'cancelled' });
      expect(
        (await t.call('PATCH', `/v1/departures/${closed}`, { key: w.key, body: { status: 'closed' } })).status,
      ).toBe(200);
      const q = { from: addDays(day1, -1), to: addDays(day1, 1) };
      let list = await days(p.id, q, w.key);
      expect(depOf(list, open).status).toBe('AVAILABLE');
      expect(depOf(list, closed)).toMatchObject({ status: 'CLOSED', vacancies: 7, capacity: 7, fromPrice: money(999) });
      expect(depOf(list, cancelled).status).toBe('CLOSED');
      expect(dayOf(list, day1)).toMatchObject({ status: 'AVAILABLE', vacancies: 10, capacity: 10 });
      // Closing the last selling departure closes the day; its departures are still listed.
      expect((await t.call('PATCH', `/v1/departures/${open}`, { key: w.key, body: { status: 'closed' } })).status).toBe(
        200,
      );
      list = await days(p.id, q, w.key);
      expect(dayOf(list, day1)).toMatchObject({ status: 'CLOSED', vacancies: 0, capacity: 0, lowestPrice: null });
      expect(dayOf(list, day1).departures).toHaveLength(3);
      expect(
        (await t.call('PATCH', `/v1/departures/${open}`, { key: w.key, body: { status: 'scheduled' } })).status,
      ).toBe(200);
      expect(dayOf(await days(p.id, q, w.key), day1).status).toBe('AVAILABLE');
      // Once it starts it is CLOSED.
      clock.advance(5 * HOUR + 30_000);
      list = await days(p.id, q, w.key);
      expect(depOf(list, open)).toMatchObject({ status: 'CLOSED', vacancies: 10 });
      expect(dayOf(list, day1)).toMatchObject({ status: 'CLOSED', vacancies: 0, capacity: 0 });
    });

    it('holds take seats at once and give them back when cancelled; a booking by units shows at once', async () => {
      const p = await product(ws);
      const d = await departure(ws, p.id, '2031-11-05T10:00:00Z');
      await priceUnits(ws, p.id);
      const q = { from: '2031-11-05', to: '2031-11-05' };
      const hold = await booked(
        ws,
        p.id,
        d,
        [
          { unitKey: 'family', quantity: 2 },
          { unitKey: 'infant', quantity: 1 },
        ],
        { hold: true },
      );
      expect(hold).toMatchObject({ status: 'on_hold', seats: 4 });
      expect(depOf(await days(p.id, q), d)).toMatchObject({ status: 'AVAILABLE', vacancies: 6 });
      const b = await booked(ws, p.id, d, [
        { unitKey: 'adult', quantity: 3 },
        { unitKey: 'child', quantity: 1 },
      ]);
      let [day] = await days(p.id, q);
      expect(depOf([day!], d)).toMatchObject({ status: 'LIMITED', vacancies: 2 });
      expect(day).toMatchObject({ status: 'LIMITED', vacancies: 2, capacity: 10 });
      expect(depOf(await days(p.id, { ...q, units: 'adult:3' }), d).status).toBe('SOLD_OUT');
      expect(
        (await t.call('PATCH', `/v1/bookings/${hold.id}`, { key: ws.key, body: { status: 'cancelled' } })).status,
      ).toBe(200);
      [day] = await days(p.id, q);
      expect(depOf([day!], d)).toMatchObject({ status: 'AVAILABLE', vacancies: 6 });
      expect(
        (await t.call('PATCH', `/v1/bookings/${b.id}`, { key: ws.key, body: { status: 'cancelled' } })).status,
      ).toBe(200);
      expect(depOf(await days(p.id, q), d).vacancies).toBe(10);
    });

    it("defaults to today (in the workspace's time zone) and 30 days after", async () => {
      const w = await t.workspace();
      expect(
        (await t.call('PATCH', '/v1/workspace', { key: w.key, body: { timezone: 'Pacific/Kiritimati' } })).status,
      ).toBe(200);
      const p = await product(w);
      await priceUnits(w, p.id);
      const today = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Pacific/Kiritimati',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(clock.now());
      const both = await calendar(p.id, {}, w.key);
      expect(both.status, both.text).toBe(200);
      expect(both.body.data.days).toHaveLength(31);
      expect(both.body.data.from).toBe(today);
      const fromOnly = await calendar(p.id, { from: '2031-01-01' }, w.key);
      expect(fromOnly.body.data).toMatchObject({ from: '2031-01-01', to: '2031-01-31' });
    });

    it('rejects bad queries with 400/422 naming the field', async () => {
      const p = await product(ws);
      await priceUnits(ws, p.id);
      const ok = { from: '2031-01-01', to: '2031-01-31' };
      const cases: Array<[Record<string, string>, number, string]> = [
        [{ to: ok.to }, 400, 'to'], // from defaults to today: more than 366 days before 2031-01-31
        [{ ...ok, from: '2031-1-1' }, 400, 'from'],
        [{ ...ok, from: '2031-02-30' }, 400, 'from'],
        [{ ...ok, from: '2031-01-01T00:00:00Z' }, 400, 'from'],
        [{ ...ok, to: 'tomorrow' }, 400, 'to'],
        [{ ...ok, to: '2031-13-01' }, 400, 'to'],
        [{ ...ok, to: '2030-12-31' }, 400, 'to'],
        [{ from: '2031-01-01', to: '2032-01-02' }, 400, 'to'],
        [{ ...ok, units: 'adult' }, 400, 'units'],
        [{ ...ok, units: 'adult:x' }, 400, 'units'],
        [{ ...ok, units: 'adult:2,' }, 400, 'units'],
        [{ ...ok, units: 'adult:0' }, 400, 'units'],
        [{ ...ok, units: 'adult:1,adult:2' }, 400, 'units'],
        [{ ...ok, units: 'a dult:1' }, 400, 'units'],
        [{ ...ok, units: 'dog:1' }, 422, 'units'],
        [{ ...ok, ratePlanId: 'nope' }, 400, 'ratePlanId'],
        [{ ...ok, ratePlanId: 'prod_00000000-0000-7000-8000-000000000000' }, 400, 'ratePlanId'],
        [{ ...ok, ratePlanId: 'rate_00000000-0000-7000-8000-000000000000' }, 422, 'ratePlanId'],
      ];
      for (const [query, status, field] of cases) {
        const r = await calendar(p.id, query);
        expect(r.status, JSON.stringify(query)).toBe(status);
        expect(r.body.details.field, JSON.stringify(query)).toBe(field);
      }
      // At most 366 days (2032 is a leap year), and one day is from = to.
      expect(await days(p.id, { from: '2031-01-01', to: '2032-01-01' })).toHaveLength(366);
      const leap = await days(p.id, { from: '2032-01-01', to: '2032-12-31' });
      expect(leap).toHaveLength(366);
      expect(leap.map((d) => d.date)).toContain('2032-02-29');
      expect(await days(p.id, { from: '2031-05-05', to: '2031-05-05' })).toHaveLength(1);
    });

    it('answers 401 without a key, 403 without inventory:read, 404 for another workspace’s or no product', async () => {
      const p = await product(ws);
      const q = { from: '2031-01-01', to: '2031-01-02' };
      expect((await calendar(p.id, q, null)).status).toBe(401);
      const productsOnly = await t.key(ws.id, { scopes: ['products:read'] });
      const denied = await calendar(p.id, q, productsOnly);
      expect(denied.status).toBe(403);
      expect(denied.body.message).toContain('inventory:read');
      const reader = await t.key(ws.id, { scopes: ['inventory:read'] });
      expect((await calendar(p.id, q, reader)).status).toBe(200);
      expect((await calendar(p.id, q, other.key)).status).toBe(404);
      expect((await calendar(p.slug, q, other.key)).status).toBe(404);
      expect((await calendar('prod_00000000-0000-7000-8000-000000000000', q)).status).toBe(404);
      const bad = await calendar('prod_123', q);
      expect(bad.status).toBe(400);
      expect(bad.body.details.field).toBe('id');
    });
  });

  describe('local days in the workspace’s time zone', () => {
    it('puts a departure on its local day: 21:30Z is the next day in Auckland; the edges of the day in both directions', async () => {
      const w = await t.workspace();
      const p = await product(w);
      await priceUnits(w, p.id);
      const evening = await departure(w, p.id, '2031-06-10T21:30:00Z'); // Auckland (NZST, +12): 11 June 09:30
      const beforeMidnight = await departure(w, p.id, '2031-06-11T11:59:00Z'); // 11 June 23:59
      const midnight = await departure(w, p.id, '2031-06-11T12:00:00Z'); // 12 June 00:00
      const early = await departure(w, p.id, '2031-06-09T12:30:00Z'); // 10 June 00:30
      const dates = (list: Day[]) => Object.fromEntries(list.map((d) => [d.date, d.departures.map((x) => x.id)]));

      // In UTC (the default) each is on its UTC date.
      expect(dates(await days(p.id, { from: '2031-06-09', to: '2031-06-12' }, w.key))).toEqual({
        '2031-06-09': [early],
        '2031-06-10': [evening],
        '2031-06-11': [beforeMidnight, midnight],
        '2031-06-12': [],
      });
      await setZone(w, 'Pacific/Auckland');
      const r = await calendar(p.id, { from: '2031-06-10', to: '2031-06-11' }, w.key);
      expect(r.body.data.timeZone).toBe('Pacific/Auckland');
      expect(dates(r.body.data.days)).toEqual({ '2031-06-10': [early], '2031-06-11': [evening, beforeMidnight] });
      const list: Day[] = r.body.data.days;
      expect(depOf(list, evening)).toMatchObject({
        startAt: '2031-06-10T21:30:00.000Z',
        localStartAt: '2031-06-11T09:30:00+12:00',
        localEndAt: '2031-06-11T11:30:00+12:00',
      });
      expect(depOf(list, early).localStartAt).toBe('2031-06-10T00:30:00+12:00');
      expect(depOf(list, beforeMidnight)).toMatchObject({
        localStartAt: '2031-06-11T23:59:00+12:00',
        localEndAt: '2031-06-12T01:59:00+12:00',
      });
      expect(dayOf(list, '2031-06-11')).toMatchObject({ status: 'AVAILABLE', vacancies: 20, capacity: 20 });
      // Local midnight starts the next day (00:00, never 24:00).
      const next = await days(p.id, { from: '2031-06-12', to: '2031-06-12' }, w.key);
      expect(dates(next)).toEqual({ '2031-06-12': [midnight] });
      expect(depOf(next, midnight).localStartAt).toBe('2031-06-12T00:00:00+12:00');
      // 9 June has nothing in Auckland.
      expect(await days(p.id, { from: '2031-06-09', to: '2031-06-09' }, w.key)).toEqual([
        { date: '2031-06-09', status: 'CLOSED', vacancies: 0, capacity: 0, lowestPrice: null, departures: [] },
      ]);

      // The farthest zones: +14 and -11 still find departures a day off in UTC.
      await setZone(w, 'Pacific/Kiritimati');
      const east = await days(p.id, { from: '2031-06-10', to: '2031-06-10' }, w.key);
      expect(dates(east)).toEqual({ '2031-06-10': [early] });
      expect(depOf(east, early).localStartAt).toBe('2031-06-10T02:30:00+14:00');
      await setZone(w, 'Pacific/Pago_Pago');
      const west = await days(p.id, { from: '2031-06-10', to: '2031-06-11' }, w.key);
      expect(dates(west)).toEqual({ '2031-06-10': [evening], '2031-06-11': [beforeMidnight, midnight] });
      expect(depOf(west, midnight).localStartAt).toBe('2031-06-11T01:00:00-11:00');
      expect(depOf(west, evening).localStartAt).toBe('2031-06-10T10:30:00-11:00');
    });

    it('Europe/Bucharest: 22:00Z in winter is 00:00 of the next day; a booking there shows on that local day', async () => {
      const w = await t.workspace();
      const p = await product(w);
      await priceUnits(w, p.id);
      await setZone(w, 'Europe/Bucharest');
      const d = await departure(w, p.id, '2031-01-14T22:00:00Z');
      expect(await days(p.id, { from: '2031-01-14', to: '2031-01-14' }, w.key)).toMatchObject([
        { date: '2031-01-14', status: 'CLOSED', departures: [] },
      ]);
      await booked(w, p.id, d, [
        { unitKey: 'family', quantity: 1 },
        { unitKey: 'adult', quantity: 1 },
      ]);
      const [day] = await days(p.id, { from: '2031-01-15', to: '2031-01-15' }, w.key);
      expect(day).toMatchObject({ date: '2031-01-15', status: 'AVAILABLE', vacancies: 7, capacity: 10 });
      expect(depOf([day!], d)).toMatchObject({
        localStartAt: '2031-01-15T00:00:00+02:00',
        localEndAt: '2031-01-15T02:00:00+02:00',
        vacancies: 7,
      });
    });

    it('a calendar across a DST change shows each departure with the offset in force (Bucharest, Auckland)', async () => {
      const w = await t.workspace();
      const p = await product(w);
      await priceUnits(w, p.id);
      await setZone(w, 'Europe/Bucharest');
      // EU summer time starts on 30 March 2031 at 03:00 local (01:00Z); ends on 26 October 2031 at 04:00 local.
      const sat = await departure(w, p.id, '2031-03-29T08:00:00Z');
      const across = await departure(w, p.id, '2031-03-30T00:00:00Z'); // 02:00+02:00, ends 02:00Z = 05:00+03:00
      const sun = await departure(w, p.id, '2031-03-30T08:00:00Z');
      const mon = await departure(w, p.id, '2031-03-31T08:00:00Z');
      const spring = await days(p.id, { from: '2031-03-29', to: '2031-03-31' }, w.key);
      expect(spring.map((d) => [d.date, d.departures.map((x) => x.localStartAt)])).toEqual([
        ['2031-03-29', ['2031-03-29T10:00:00+02:00']],
        ['2031-03-30', ['2031-03-30T02:00:00+02:00', '2031-03-30T11:00:00+03:00']],
        ['2031-03-31', ['2031-03-31T11:00:00+03:00']],
      ]);
      expect(depOf(spring, across).localEndAt).toBe('2031-03-30T05:00:00+03:00');
      expect([sat, sun, mon].every((id) => depOf(spring, id).status === 'AVAILABLE')).toBe(true);
      const autumnSat = await departure(w, p.id, '2031-10-25T08:00:00Z');
      const autumnSun = await departure(w, p.id, '2031-10-26T08:00:00Z');
      const autumn = await days(p.id, { from: '2031-10-25', to: '2031-10-26' }, w.key);
      expect(depOf(autumn, autumnSat).localStartAt).toBe('2031-10-25T11:00:00+03:00');
      expect(depOf(autumn, autumnSun).localStartAt).toBe('2031-10-26T10:00:00+02:00');

      // New Zealand daylight time ends on 6 April 2031 at 03:00 local: the same 21:30Z is 10:30+13:00, then 09:30+12:00.
      await setZone(w, 'Pacific/Auckland');
      const nz1 = await departure(w, p.id, '2031-04-04T21:30:00Z');
      const nz2 = await departure(w, p.id, '2031-04-05T21:30:00Z');
      const nz = await days(p.id, { from: '2031-04-05', to: '2031-04-06' }, w.key);
      expect(nz.map((d) => [d.date, d.departures.map((x) => x.id)])).toEqual([
        ['2031-04-05', [nz1]],
        ['2031-04-06', [nz2]],
      ]);
      expect(depOf(nz, nz1).localStartAt).toBe('2031-04-05T10:30:00+13:00');
      expect(depOf(nz, nz2).localStartAt).toBe('2031-04-06T09:30:00+12:00');
    });
  });

  describe('sales cut-off', () => {
    const patch = (id: string, body: Record<string, unknown>, w = ws) =>
      t.call('PATCH', `/v1/departures/${id}`, { key: w.key, body });

    it('answers salesCloseAt = startAt − salesCutoffMinutes, recomputed when either changes; null clears it; departure.updated names the changes', async () => {
      const w = await t.workspace();
      const p = await product(w);
      const r = await t.call('POST', '/v1/departures', {
        key: w.key,
        body: {
          productId: p.id,
          startAt: '2031-05-10T10:00:00+02:00',
          endAt: '2031-05-10T18:00:00+02:00',
          capacity: 10,
          salesCutoffMinutes: 1440,
        },
      });
      expect(r.status, r.text).toBe(201);
      expect(r.body.data).toMatchObject({
        startAt: '2031-05-10T08:00:00.000Z',
        salesCutoffMinutes: 1440,
        salesCloseAt: '2031-05-09T08:00:00.000Z',
      });
      const id = r.body.data.id;
      expect((await t.call('GET', `/v1/departures/${id}`, { key: w.key })).body.data).toMatchObject({
        salesCutoffMinutes: 1440,
        salesCloseAt: '2031-05-09T08:00:00.000Z',
      });
      // Without a cut-off both are null.
      const plain = await departure(w, p.id, '2031-05-11T08:00:00Z');
      expect((await t.call('GET', `/v1/departures/${plain}`, { key: w.key })).body.data).toMatchObject({
        salesCutoffMinutes: null,
        salesCloseAt: null,
      });

      const updates = async () =>
        (await t.events(w.id, 'departure.updated'))
          .filter((e) => (e.data as { id: string }).id === id)
          .map((e) => e.data as { changes: string[]; salesCutoffMinutes: number | null; salesCloseAt: string | null });
      let u = await patch(id, { startAt: '2031-05-12T08:00:00Z', endAt: '2031-05-12T16:00:00Z' }, w);
      expect(u.status, u.text).toBe(200);
      expect(u.body.data).toMatchObject({ salesCutoffMinutes: 1440, salesCloseAt: '2031-05-11T08:00:00.000Z' });
      expect((await updates()).at(-1)).toMatchObject({
        changes: ['start_at', 'end_at', 'sales_close_at'],
        salesCloseAt: '2031-05-11T08:00:00.000Z',
      });
      u = await patch(id, { salesCutoffMinutes: 90 }, w);
      expect(u.body.data).toMatchObject({ salesCutoffMinutes: 90, salesCloseAt: '2031-05-12T06:30:00.000Z' });
      expect((await updates()).at(-1)).toMatchObject({
        changes: ['sales_cutoff_minutes', 'sales_close_at'],
        salesCutoffMinutes: 90,
        salesCloseAt: '2031-05-12T06:30:00.000Z',
      });
      u = await patch(id, { salesCutoffMinutes: 0 }, w);
      expect(u.body.data).toMatchObject({ salesCutoffMinutes: 0, salesCloseAt: '2031-05-12T08:00:00.000Z' });
      u = await patch(id, { salesCutoffMinutes: null }, w);
      expect(u.body.data).toMatchObject({ salesCutoffMinutes: null, salesCloseAt: null });
      expect((await updates()).at(-1)).toMatchObject({
        changes: ['sales_cutoff_minutes', 'sales_close_at'],
        salesCutoffMinutes: null,
        salesCloseAt: null,
      });
      // Another field alone leaves them as they are.
      u = await patch(id, { salesCutoffMinutes: 60 }, w);
      u = await patch(id, { capacity: 12 }, w);
      expect(u.body.data).toMatchObject({
        capacity: 12,
        salesCutoffMinutes: 60,
        salesCloseAt: '2031-05-12T07:00:00.000Z',
      });
      expect((await updates()).at(-1)!.changes).toEqual(['capacity']);
      // The calendar answers the same salesCloseAt.
      expect(depOf(await days(p.id, { from: '2031-05-12', to: '2031-05-12' }, w.key), id).salesCloseAt).toBe(
        '2031-05-12T07:00:00.000Z',
      );

      for (const bad of [-1, 1.5, '60', 525_601]) {
        const c = await t.call('POST', '/v1/departures', {
          key: w.key,
          body: {
            productId: p.id,
            startAt: '2031-05-10T08:00:00Z',
            endAt: '2031-05-10T18:00:00Z',
            capacity: 10,
            salesCutoffMinutes: bad,
          },
        });
        expect(c.status, JSON.stringify(bad)).toBe(400);
        expect(c.body.details.field).toBe('salesCutoffMinutes');
        const pt = await patch(id, { salesCutoffMinutes: bad }, w);
        expect(pt.status, JSON.stringify(bad)).toBe(400);
        expect(pt.body.details.field).toBe('salesCutoffMinutes');
      }
      expect((await t.call('GET', `/v1/departures/${id}`, { key: w.key })).body.data.salesCutoffMinutes).toBe(60);
      // Another workspace's departure is not found.
      expect((await patch(id, { salesCutoffMinutes: 5 }, other)).status).toBe(404);
    });

    it('refuses bookings and holds once sales close (422 sales_closed), shows CLOSED; lifting the cut-off sells again', async () => {
      const w = await t.workspace();
      const p = await product(w);
      await priceUnits(w, p.id);
      const start = clock.nowMs() + 3 * HOUR;
      const d = await departure(w, p.id, new Date(start).toISOString(), { salesCutoffMinutes: 60 });
      const date = new Date(start).toISOString().slice(0, 10);
      const q = { from: addDays(date, -1), to: addDays(date, 1) };
      const units = [{ unitKey: 'adult', quantity: 2 }];
      await booked(w, p.id, d, units);
      expect(depOf(await days(p.id, q, w.key), d)).toMatchObject({
        status: 'AVAILABLE',
        vacancies: 8,
        salesCloseAt: new Date(start - HOUR).toISOString(),
      });

      clock.advance(2 * HOUR - MINUTE); // a minute before sales close
      expect((await book(w, { productId: p.id, departureId: d, units, hold: true })).status).toBe(201);
      clock.advance(2 * MINUTE); // a minute after
      for (const extra of [{}, { hold: true }]) {
        const r = await book(w, { productId: p.id, departureId: d, units, ...extra });
        expect(r.status, r.text).toBe(422);
        expect(r.body).toMatchObject({ code: 'SALES_CLOSED', details: { field: 'departureId' } });
      }
      // By pax fields too: the cut-off is the departure's, whatever the booking.
      expect(
        (await book(w, { productId: p.id, departureId: d, units: [{ unitKey: 'child', quantity: 1 }], paxChildren: 1 }))
          .body.code,
      ).toBe('SALES_CLOSED');
      expect(await seatsOf(t, w.key, d)).toMatchObject({ bookedPax: 4, remaining: 6 });
      expect(await t.events(w.id, 'booking.created')).toHaveLength(2);
      let list = await days(p.id, q, w.key);
      expect(depOf(list, d)).toMatchObject({ status: 'CLOSED', vacancies: 6 });
      expect(dayOf(list, date)).toMatchObject({ status: 'CLOSED', vacancies: 0, capacity: 0, lowestPrice: null });

      // A shorter cut-off reopens sales until the new close.
      expect((await patch(d, { salesCutoffMinutes: 30 }, w)).status).toBe(200);
      expect((await book(w, { productId: p.id, departureId: d, units })).status).toBe(201);
      expect(depOf(await days(p.id, q, w.key), d)).toMatchObject({ status: 'AVAILABLE', vacancies: 4 });
      clock.advance(30 * MINUTE);
      expect((await book(w, { productId: p.id, departureId: d, units })).body.code).toBe('SALES_CLOSED');
      // No cut-off: sells until it starts.
      expect((await patch(d, { salesCutoffMinutes: null }, w)).status).toBe(200);
      expect((await book(w, { productId: p.id, departureId: d, units, hold: true })).status).toBe(201);
      list = await days(p.id, q, w.key);
      expect(depOf(list, d)).toMatchObject({ status: 'LIMITED', vacancies: 2, salesCloseAt: null });
    });

    it('one rule on every path: without a cut-off a departure sells until it starts, to the millisecond (availability, bookings, holds, the wizard, OCTO, the seat-taking statement)', async () => {
      const w = await t.workspace();
      const tour = await octoTour(t, w.key, { days: [2], capacity: 50 });
      const [departureId] = tour.departureIds as [string];
      const start = Date.parse(tour.starts[0]!);
      const date = tour.starts[0]!.slice(0, 10);
      const units = [{ unitKey: 'adult', quantity: 1 }];
      const v1 = { productId: tour.productId, departureId, units };
      const paths = {
        availability: async () =>
          depOf(await days(tour.productId, { from: date, to: date }, w.key), departureId).status,
        booking: async () => await book(w, v1),
        hold: async () => await book(w, { ...v1, hold: true }),
        wizard: async () =>
          t.call('POST', '/v1/bookings/wizard', {
            key: w.key,
            body: { ...v1, billing: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } },
          }),
        octo: async () =>
          octo(t, 'POST', '/bookings', w.key, { body: reservation(tour, ['adult'], { uuid: randomUUID() }) }),
        statement: async () =>
          t.platform.db.transaction((tx) => t.services.catalog.bookingPort.reserveSeats(tx, w.id, departureId, 1)),
      };
      try {
        clock.freeze(start - 1); // the last millisecond it sells
        expect(await paths.availability()).toBe('AVAILABLE');
        expect((await paths.booking()).status).toBe(201);
        expect((await paths.hold()).status).toBe(201);
        expect((await paths.wizard()).status).toBe(202);
        const reserved = await paths.octo();
        expect(reserved.status, reserved.text).toBe(200);
        expect(await paths.statement()).toBe(true);
        const seats = (await seatsOf(t, w.key, departureId)).bookedPax;
        expect(seats).toBe(5);
        for (const at of [start, start + 1]) {
          // the instant it starts, and after
          clock.freeze(at);
          expect(await paths.availability(), String(at - start)).toBe('CLOSED');
          for (const r of [await paths.booking(), await paths.hold(), await paths.wizard()]) {
            expect(r.status, r.text).toBe(422);
            expect(r.body).toMatchObject({ code: 'SALES_CLOSED', details: { field: 'departureId' } });
          }
          const refused = await paths.octo();
          expect(refused.status, refused.text).toBe(400);
          expect(refused.body.error).toBe('UNPROCESSABLE_ENTITY');
          expect(await paths.statement()).toBe(false);
        }
        expect((await seatsOf(t, w.key, departureId)).bookedPax).toBe(seats);
      } finally {
        clock.reset();
      }
    });

    it('a departure created past its cut-off never sells', async () => {
      const w = await t.workspace();
      const p = await product(w);
      await priceUnits(w, p.id);
      const start = clock.nowMs() + 30 * MINUTE;
      const d = await departure(w, p.id, new Date(start).toISOString(), { salesCutoffMinutes: 60 });
      const r = await book(w, { productId: p.id, departureId: d, units: [{ unitKey: 'adult', quantity: 1 }] });
      expect(r.status).toBe(422);
      expect(r.body.code).toBe('SALES_CLOSED');
      const date = new Date(start).toISOString().slice(0, 10);
      expect(depOf(await days(p.id, { from: addDays(date, -1), to: addDays(date, 1) }, w.key), d).status).toBe(
        'CLOSED',
      );
      expect((await seatsOf(t, w.key, d)).bookedPax).toBe(0);
    });
  });
});

/** The date `days` after a date (UTC arithmetic: independent of the process's time zone). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
