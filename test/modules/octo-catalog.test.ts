// The OCTO supplier API (issue 19 §4), its catalog side through HTTP: the supplier, capabilities (asked for and
// echoed), which products are sold and how they map (options = rate plans, units = unit types), the availability
// calendar and check per local day of the workspace's time zone, and the standard's error bodies for every refusal
// (schema validation, authentication and scopes included). Every answer is checked against the standard's own
// schemas (@octocloud/types' zod schemas).
import type { FastifyError, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zAvailability, zAvailabilityCalendar, zBaseError, zCapability, zProduct, zSupplier } from '@octocloud/types';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  UnprocessableError,
  ValidationError,
} from '../../src/platform/errors.js';
import { toOctoError } from '../../src/modules/octo/errors.js';
import { createTestApp, type Response, type TestApp, type TestWorkspace } from '../support/app.js';
import { trip } from '../support/bookings.js';
import { DAY, localDate, octo, octoTour, perPersonTour, reservation, type OctoTour } from '../support/octo.js';

/** An OCTO error body: the code, a message, and the code's own field when it has one. */
function expectOctoError(r: Response, status: number, error: string, fields: Record<string, unknown> = {}) {
  expect(r.status, r.text).toBe(status);
  zBaseError.parse(r.body);
  expect(r.body).toEqual({ error, errorMessage: expect.any(String), ...fields });
  expect(r.body.errorMessage.length).toBeGreaterThan(0);
}

const eur = (retail: number) => ({
  original: retail,
  retail,
  net: null,
  currency: 'EUR',
  currencyPrecision: 2,
  includedTaxes: [],
});

describe('OCTO supplier API: supplier, products and availability', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;
  let tour: OctoTour;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace({ name: 'Danube Walks' });
    other = await t.workspace();
    tour = await octoTour(t, ws.key, { days: [10, 11, 12], capacity: 10 });
  });
  afterAll(() => t.close());

  const calendarBody = (x: OctoTour, from: number, to: number, extra: Record<string, unknown> = {}) => ({
    productId: x.productId,
    optionId: x.standard,
    localDateStart: localDate(new Date(Date.now() + from * DAY).toISOString()),
    localDateEnd: localDate(new Date(Date.now() + to * DAY).toISOString()),
    ...extra,
  });

  describe('supplier and capabilities', () => {
    it('answers the supplier: the workspace, its name and the API base URL', async () => {
      const r = await octo(t, 'GET', '/supplier', ws.key);
      expect(r.status, r.text).toBe(200);
      zSupplier.parse(r.body);
      expect(r.body).toMatchObject({
        id: ws.id,
        name: 'Danube Walks',
        contact: { website: null, email: null, telephone: null, address: null },
      });
      expect(r.body.endpoint).toMatch(/^https?:\/\/[^/]+\/octo$/);
      expect(r.headers['octo-capabilities']).toBe('octo/content, octo/pricing');
    });

    it('answers PUBLIC_URL (where the API is mounted) as the endpoint when it is set', async () => {
      const behind = await createTestApp({ publicUrl: 'https://api.example.com/travel/' });
      try {
        const w = await behind.workspace();
        const r = await octo(behind, 'GET', '/supplier', w.key);
        expect(r.body.endpoint).toBe('https://api.example.com/travel/octo');
      } finally {
        await behind.close();
      }
    });

    it('lists the capabilities it supports', async () => {
      const r = await octo(t, 'GET', '/capabilities', ws.key, { capabilities: null });
      expect(r.status).toBe(200);
      zCapability.array().parse(r.body);
      expect(r.body.map((c: { id: string }) => c.id)).toEqual(['octo/content', 'octo/pricing']);
    });

    it('applies only the capabilities asked for, echoes them, and ignores ones it does not support', async () => {
      const none = await octo(t, 'GET', `/products/${tour.productId}`, ws.key, { capabilities: null });
      expect(none.status).toBe(200);
      expect(none.headers['octo-capabilities']).toBe('');
      zProduct.parse(none.body);
      expect(none.body).not.toHaveProperty('title');
      expect(none.body).not.toHaveProperty('defaultCurrency');
      expect(none.body.options[0].units[0]).not.toHaveProperty('pricingFrom');

      const pricing = await octo(t, 'GET', `/products/${tour.productId}`, ws.key, {
        capabilities: 'octo/pickups,OCTO/Pricing ,octo/questions',
      });
      expect(pricing.headers['octo-capabilities']).toBe('octo/pricing');
      expect(pricing.body).toMatchObject({ defaultCurrency: 'EUR', availableCurrencies: ['EUR'], pricingPer: 'UNIT' });
      expect(pricing.body).not.toHaveProperty('title');

      const content = await octo(t, 'GET', `/products/${tour.productId}`, ws.key, { capabilities: 'octo/content' });
      expect(content.headers['octo-capabilities']).toBe('octo/content');
      expect(content.body).toMatchObject({
        title: expect.stringMatching(/^Tour /),
        shortDescription: 'A walk through the old town',
        description: 'Two hours with a guide.',
        durationMinutesFrom: 1440,
      });
      expect(content.body).not.toHaveProperty('defaultCurrency');
    });
  });

  describe('products', () => {
    it('maps a product sold by units: options are its rate plans (the base one default), units its unit types with "from" prices', async () => {
      const r = await octo(t, 'GET', `/products/${tour.productId}`, ws.key);
      expect(r.status, r.text).toBe(200);
      zProduct.parse(r.body);
      expect(r.body).toMatchObject({
        id: tour.productId,
        locale: 'en',
        timeZone: 'UTC',
        allowFreesale: false,
        availabilityRequired: true,
        availabilityType: 'START_TIME',
        deliveryMethods: ['VOUCHER'],
        redemptionMethod: 'MANIFEST',
      });
      const [standard, flex] = r.body.options;
      expect(standard).toMatchObject({
        id: tour.standard,
        default: true,
        internalName: 'Standard',
        title: 'Standard',
        availabilityLocalStartTimes: ['09:00'],
      });
      expect(flex).toMatchObject({ id: tour.flex, default: false, internalName: 'Flex' });
      expect(standard.units.map((u: { id: string; type: string }) => [u.id, u.type])).toEqual([
        ['adult', 'ADULT'],
        ['child', 'CHILD'],
        ['infant', 'INFANT'],
        ['family', 'FAMILY'],
      ]);
      const family = standard.units[3];
      expect(family.restrictions).toMatchObject({ paxCount: 4, maxQuantity: 2, minQuantity: null });
      expect(standard.units[1].restrictions).toMatchObject({ minAge: 4, maxAge: 17 });
      expect(standard.units.map((u: { pricingFrom: unknown[] }) => u.pricingFrom)).toEqual([
        [eur(4500)],
        [eur(3000)],
        [eur(0)],
        [eur(12000)],
      ]);
      // The Flex plan overrides the adult price only.
      expect(flex.units.map((u: { pricingFrom: unknown[] }) => u.pricingFrom)).toEqual([
        [eur(5500)],
        [eur(3000)],
        [eur(0)],
        [eur(12000)],
      ]);
    });

    it('sells per_person products by the synthetic units adult, child and infant', async () => {
      const walk = await perPersonTour(t, ws.key, { amountPerPerson: 80 });
      const r = await octo(t, 'GET', `/products/${walk.productId}`, ws.key);
      expect(r.status, r.text).toBe(200);
      zProduct.parse(r.body);
      expect(r.body.options).toHaveLength(1);
      expect(r.body.options[0].units.map((u: { id: string; pricingFrom: unknown[] }) => [u.id, u.pricingFrom])).toEqual(
        [
          ['adult', [eur(8000)]],
          ['child', [eur(8000)]],
          ['infant', [eur(0)]],
        ],
      );
    });

    it('lists only what it sells: active products of the workspace sold by units and priced', async () => {
      const w = await t.workspace();
      const sold = await octoTour(t, w.key);
      const draft = await octoTour(t, w.key, { status: 'draft' });
      const rooms = await trip(t, w.key); // per_room: not sold over OCTO
      const unpriced = (
        await t.call('POST', '/v1/products', {
          key: w.key,
          body: { title: 'Unpriced', status: 'active', pricingModel: 'per_unit', currency: 'EUR' },
        })
      ).body.data;
      const r = await octo(t, 'GET', '/products', w.key);
      expect(r.status, r.text).toBe(200);
      zProduct.array().parse(r.body);
      expect(r.body.map((p: { id: string }) => p.id)).toEqual([sold.productId]);
      for (const id of [draft.productId, rooms.productId, unpriced.id, tour.productId]) {
        expectOctoError(await octo(t, 'GET', `/products/${id}`, w.key), 400, 'INVALID_PRODUCT_ID', { productId: id });
      }
    });

    it("refuses an unknown or malformed product id, and another workspace's product, with INVALID_PRODUCT_ID", async () => {
      for (const id of [
        'nope',
        'prod_0192f0c4-5a6b-7c3d-8e9f-0a1b2c3d4e5f',
        tour.productId.replace('prod_', 'rate_'),
      ]) {
        expectOctoError(await octo(t, 'GET', `/products/${id}`, ws.key), 400, 'INVALID_PRODUCT_ID', { productId: id });
      }
      expectOctoError(await octo(t, 'GET', `/products/${tour.productId}`, other.key), 400, 'INVALID_PRODUCT_ID', {
        productId: tour.productId,
      });
      expect((await octo(t, 'GET', '/products', other.key)).body).toEqual([]);
    });
  });

  describe('availability calendar', () => {
    it('answers each local day with its status, vacancies, capacity and, with pricing, its lowest prices', async () => {
      const r = await octo(t, 'POST', '/availability/calendar', ws.key, { body: calendarBody(tour, 9, 13) });
      expect(r.status, r.text).toBe(200);
      zAvailabilityCalendar.array().parse(r.body);
      expect(r.body.map((d: { localDate: string; status: string }) => d.status)).toEqual([
        'CLOSED',
        'AVAILABLE',
        'AVAILABLE',
        'AVAILABLE',
        'CLOSED',
      ]);
      expect(r.body[0]).toEqual({
        localDate: calendarBody(tour, 9, 9).localDateStart,
        available: false,
        status: 'CLOSED',
        vacancies: 0,
        capacity: 0,
        openingHours: [],
        unitPricingFrom: [],
      });
      // "From": the lowest price of a unit that takes a seat (a free infant ticket is no price to show).
      expect(r.body[1]).toMatchObject({
        localDate: localDate(tour.starts[0]!),
        available: true,
        vacancies: 10,
        capacity: 10,
        pricingFrom: eur(3000),
      });
      expect(r.body[1].unitPricingFrom).toEqual([
        { ...eur(4500), unitId: 'adult' },
        { ...eur(3000), unitId: 'child' },
        { ...eur(0), unitId: 'infant' },
        { ...eur(12000), unitId: 'family' },
      ]);
    });

    it('prices a party of units and the option asked for; a party larger than the seats is SOLD_OUT', async () => {
      const party = await octo(t, 'POST', '/availability/calendar', ws.key, {
        body: calendarBody(tour, 10, 10, {
          optionId: tour.flex,
          units: [
            { id: 'adult', quantity: 2 },
            { id: 'child', quantity: 1 },
            { id: 'infant', quantity: 0 },
          ],
        }),
      });
      expect(party.status, party.text).toBe(200);
      expect(party.body[0].pricingFrom).toEqual(eur(2 * 5500 + 3000));
      const many = await octo(t, 'POST', '/availability/calendar', ws.key, {
        body: calendarBody(tour, 10, 10, { units: [{ id: 'family', quantity: 3 }] }),
      });
      expect(many.body[0]).toMatchObject({ status: 'SOLD_OUT', available: false });
    });

    it('goes LIMITED and SOLD_OUT as seats are held over OCTO', async () => {
      const x = await octoTour(t, ws.key, { days: [15], capacity: 10 });
      const body = calendarBody(x, 15, 15);
      const hold = await octo(t, 'POST', '/bookings', ws.key, { body: reservation(x, ['family', 'family']) });
      expect(hold.status, hold.text).toBe(200);
      expect((await octo(t, 'POST', '/availability/calendar', ws.key, { body })).body[0]).toMatchObject({
        status: 'LIMITED',
        available: true,
        vacancies: 2,
        capacity: 10,
      });
      expect((await octo(t, 'POST', '/bookings', ws.key, { body: reservation(x, ['adult', 'child']) })).status).toBe(
        200,
      );
      expect((await octo(t, 'POST', '/availability/calendar', ws.key, { body })).body[0]).toMatchObject({
        status: 'SOLD_OUT',
        available: false,
        vacancies: 0,
      });
    });

    it("uses the local days of the workspace's time zone", async () => {
      const w = await t.workspace();
      expect(
        (await t.call('PATCH', '/v1/workspace', { key: w.key, body: { timezone: 'America/New_York' } })).status,
      ).toBe(200);
      // 03:00 UTC is the evening before in New York.
      const x = await octoTour(t, w.key, { days: [20], hourUtc: 3 });
      const local = localDate(x.starts[0]!, 'America/New_York');
      expect(local).not.toBe(localDate(x.starts[0]!));
      const r = await octo(t, 'POST', '/availability/calendar', w.key, {
        body: {
          productId: x.productId,
          optionId: x.standard,
          localDateStart: local,
          localDateEnd: localDate(x.starts[0]!),
        },
      });
      expect(r.body.map((d: { status: string }) => d.status)).toEqual(['AVAILABLE', 'CLOSED']);
      const p = await octo(t, 'GET', `/products/${x.productId}`, w.key);
      expect(p.body).toMatchObject({ timeZone: 'America/New_York' });
      expect(p.body.options[0].availabilityLocalStartTimes).toEqual([
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'America/New_York',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(new Date(x.starts[0]!)),
      ]);
    });

    it("refuses bad requests with the standard's codes", async () => {
      const body = calendarBody(tour, 9, 12);
      expectOctoError(
        await octo(t, 'POST', '/availability/calendar', ws.key, { body: { ...body, productId: 'prod_x' } }),
        400,
        'INVALID_PRODUCT_ID',
        { productId: 'prod_x' },
      );
      expectOctoError(await octo(t, 'POST', '/availability/calendar', other.key, { body }), 400, 'INVALID_PRODUCT_ID', {
        productId: tour.productId,
      });
      expectOctoError(
        await octo(t, 'POST', '/availability/calendar', ws.key, { body: { ...body, optionId: 'DEFAULT' } }),
        400,
        'INVALID_OPTION_ID',
        { optionId: 'DEFAULT' },
      );
      expectOctoError(
        await octo(t, 'POST', '/availability/calendar', ws.key, {
          body: { ...body, units: [{ id: 'senior', quantity: 1 }] },
        }),
        400,
        'INVALID_UNIT_ID',
        { unitId: 'senior' },
      );
      const { productId: _p, ...noProduct } = body;
      expectOctoError(
        await octo(t, 'POST', '/availability/calendar', ws.key, { body: noProduct }),
        400,
        'INVALID_PRODUCT_ID',
        { productId: '' },
      );
      const { localDateEnd: _e, ...noEnd } = body;
      expectOctoError(await octo(t, 'POST', '/availability/calendar', ws.key, { body: noEnd }), 400, 'BAD_REQUEST');
      expectOctoError(
        await octo(t, 'POST', '/availability/calendar', ws.key, { body: { ...body, localDateEnd: '2020-01-01' } }),
        400,
        'BAD_REQUEST',
      );
      expectOctoError(
        await octo(t, 'POST', '/availability/calendar', ws.key, { body: { ...body, localDateEnd: '2099-12-31' } }),
        400,
        'BAD_REQUEST',
      );
      expectOctoError(
        await octo(t, 'POST', '/availability/calendar', ws.key, { body: { ...body, localDateStart: '2026-02-30' } }),
        400,
        'BAD_REQUEST',
      );
      expectOctoError(
        await octo(t, 'POST', '/availability/calendar', ws.key, { body: { ...body, currency: 'USD' } }),
        400,
        'BAD_REQUEST',
      );
      expectOctoError(
        await octo(t, 'POST', '/availability/calendar', ws.key, { rawBody: '{"productId":' }),
        400,
        'BAD_REQUEST',
      );
      expectOctoError(
        await octo(t, 'POST', '/availability/calendar', ws.key, {
          body: { ...body, units: [{ id: 'adult', quantity: -1 }] },
        }),
        400,
        'BAD_REQUEST',
      );
    });
  });

  describe('availability check', () => {
    it('answers the departures of a date range, a date or the ids asked for, with prices of the party', async () => {
      const range = await octo(t, 'POST', '/availability', ws.key, { body: calendarBody(tour, 9, 13) });
      expect(range.status, range.text).toBe(200);
      zAvailability.array().parse(range.body);
      expect(range.body.map((a: { id: string }) => a.id)).toEqual(tour.departureIds);
      expect(range.body[0]).toMatchObject({
        id: tour.departureIds[0],
        localDateTimeStart: tour.starts[0]!.replace('.000Z', '+00:00'),
        utcCutoffAt: tour.starts[0]!.replace('.000Z', 'Z'),
        allDay: false,
        available: true,
        status: 'AVAILABLE',
        vacancies: 10,
        capacity: 10,
        maxUnits: null,
        openingHours: [],
      });
      expect(range.body[0]).not.toHaveProperty('pricing');

      const { localDateStart: _s, localDateEnd: _e, ...base } = calendarBody(tour, 0, 0);
      const one = await octo(t, 'POST', '/availability', ws.key, {
        body: { ...base, localDate: localDate(tour.starts[1]!), units: [{ id: 'adult', quantity: 2 }] },
      });
      expect(one.body.map((a: { id: string }) => a.id)).toEqual([tour.departureIds[1]]);
      expect(one.body[0].pricing).toEqual(eur(9000));
      expect(one.body[0].unitPricing[0]).toEqual({ ...eur(4500), unitId: 'adult' });

      const byIds = await octo(t, 'POST', '/availability', ws.key, {
        body: { ...base, availabilityIds: [tour.departureIds[2], tour.departureIds[0]] },
      });
      expect(byIds.status, byIds.text).toBe(200);
      expect(byIds.body.map((a: { id: string }) => a.id)).toEqual([tour.departureIds[0], tour.departureIds[2]]);
    });

    it('shows a departure past its sales cut-off as CLOSED', async () => {
      const x = await octoTour(t, ws.key, { days: [1] });
      expect(
        (
          await t.call('PATCH', `/v1/departures/${x.departureIds[0]}`, {
            key: ws.key,
            body: { salesCutoffMinutes: 3 * 24 * 60 },
          })
        ).status,
      ).toBe(200);
      const r = await octo(t, 'POST', '/availability', ws.key, {
        body: { productId: x.productId, optionId: x.standard, availabilityIds: x.departureIds },
      });
      expect(r.body[0]).toMatchObject({ status: 'CLOSED', available: false });
      expect(Date.parse(r.body[0].utcCutoffAt)).toBe(Date.parse(x.starts[0]!) - 3 * DAY);
    });

    it("refuses another product's (or workspace's) departure with INVALID_AVAILABILITY_ID, and a check without dates or ids", async () => {
      const x = await octoTour(t, ws.key);
      const base = { productId: tour.productId, optionId: tour.standard };
      expectOctoError(
        await octo(t, 'POST', '/availability', ws.key, { body: { ...base, availabilityIds: [x.departureIds[0]] } }),
        400,
        'INVALID_AVAILABILITY_ID',
        { availabilityId: x.departureIds[0] },
      );
      expectOctoError(
        await octo(t, 'POST', '/availability', ws.key, { body: { ...base, availabilityIds: ['dept_nope'] } }),
        400,
        'INVALID_AVAILABILITY_ID',
        { availabilityId: 'dept_nope' },
      );
      expectOctoError(
        await octo(t, 'POST', '/availability', ws.key, { body: { ...base, availabilityIds: [] } }),
        400,
        'INVALID_AVAILABILITY_ID',
        { availabilityId: '' },
      );
      expectOctoError(await octo(t, 'POST', '/availability', ws.key, { body: base }), 400, 'BAD_REQUEST');
      expectOctoError(
        await octo(t, 'POST', '/availability', ws.key, {
          body: { ...base, localDate: '2026-01-01', localDateStart: '2026-01-01', localDateEnd: '2026-01-02' },
        }),
        400,
        'BAD_REQUEST',
      );
      const unknownOption = tour.standard.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
      expectOctoError(
        await octo(t, 'POST', '/availability', ws.key, {
          body: { ...base, optionId: unknownOption, localDate: '2026-01-01' },
        }),
        400,
        'INVALID_OPTION_ID',
        { optionId: unknownOption },
      );
    });
  });

  describe('authentication, scopes and error bodies', () => {
    it('answers 401 UNAUTHORIZED without a key or with an unknown or revoked one', async () => {
      expectOctoError(await octo(t, 'GET', '/products', null), 401, 'UNAUTHORIZED');
      expectOctoError(await octo(t, 'GET', '/supplier', 'tc_ws_0000000000000000000000'), 401, 'UNAUTHORIZED');
      expectOctoError(await octo(t, 'POST', '/bookings', 'not a key', { body: {} }), 401, 'UNAUTHORIZED');
      const key = await t.services.workspaces.createKey({ workspaceId: ws.id });
      expect((await octo(t, 'GET', '/supplier', key.key)).status).toBe(200);
      await t.services.workspaces.revokeKey(key.id);
      expectOctoError(await octo(t, 'GET', '/supplier', key.key), 401, 'UNAUTHORIZED');
    });

    it("answers 403 FORBIDDEN to a key without the scope; octo:read and octo:write are a reseller's whole key", async () => {
      const reseller = await t.key(ws.id, { scopes: ['octo:read', 'octo:write'] });
      const reader = await t.key(ws.id, { scopes: ['octo:read'] });
      const v1 = await t.key(ws.id, { scopes: ['products:read', 'inventory:read'] });
      const unrelated = await t.key(ws.id, { scopes: ['customers:read'] });
      const calendar = calendarBody(tour, 9, 13);
      for (const key of [reseller, reader, v1]) {
        expect((await octo(t, 'GET', '/products', key)).status).toBe(200);
        expect((await octo(t, 'POST', '/availability/calendar', key, { body: calendar })).status).toBe(200);
      }
      expectOctoError(await octo(t, 'GET', '/products', unrelated), 403, 'FORBIDDEN');
      expectOctoError(await octo(t, 'POST', '/availability', unrelated, { body: calendar }), 403, 'FORBIDDEN');
      expectOctoError(await octo(t, 'POST', '/bookings', reader, { body: reservation(tour) }), 403, 'FORBIDDEN');
      expectOctoError(await octo(t, 'GET', '/bookings?resellerReference=x', v1), 403, 'FORBIDDEN');
      const booked = await octo(t, 'POST', '/bookings', reseller, { body: reservation(tour) });
      expect(booked.status, booked.text).toBe(200);
      // A reseller's key reaches nothing of /v1.
      expect((await t.call('GET', '/v1/bookings', { key: reseller })).status).toBe(403);
      expect((await t.call('GET', '/v1/products', { key: reseller })).status).toBe(403);
    });

    it("answers an unknown /octo path with a 404 in the standard's shape", async () => {
      const r = await octo(t, 'GET', '/nothing-here', ws.key);
      expectOctoError(r, 404, 'BAD_REQUEST');
      expectOctoError(await octo(t, 'DELETE', '/products', ws.key), 404, 'BAD_REQUEST');
    });

    it("answers a spent rate limit with 429 and Retry-After in the standard's shape", async () => {
      const w = await t.workspace({ perMinute: 1, burst: 1 });
      expect((await octo(t, 'GET', '/supplier', w.key)).status).toBe(200);
      const r = await octo(t, 'GET', '/supplier', w.key);
      expectOctoError(r, 429, 'BAD_REQUEST');
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  it("translates every other failure into the standard's codes (a server failure is INTERNAL_SERVER_ERROR, 500)", () => {
    const request = { body: {}, params: {}, query: {} } as unknown as FastifyRequest;
    const of = (err: Error) => {
      const e = toOctoError(err as FastifyError, request);
      return [e.statusCode, e.body()];
    };
    expect(of(new Error('db down'))).toEqual([
      500,
      { error: 'INTERNAL_SERVER_ERROR', errorMessage: 'Internal server error' },
    ]);
    expect(of(new AppError(503, 'SERVICE_UNAVAILABLE', 'Unavailable'))).toEqual([
      500,
      { error: 'INTERNAL_SERVER_ERROR', errorMessage: 'Internal server error' },
    ]);
    expect(of(new UnauthorizedError())).toEqual([401, { error: 'UNAUTHORIZED', errorMessage: expect.any(String) }]);
    expect(of(new ForbiddenError('SCOPE_REQUIRED', 'This API key lacks the required scope: octo:read'))).toEqual([
      403,
      { error: 'FORBIDDEN', errorMessage: 'This API key lacks the required scope: octo:read' },
    ]);
    expect(of(new ConflictError('BOOKING_CHANGED', 'The booking changed meanwhile; read it again'))).toEqual([
      400,
      { error: 'UNPROCESSABLE_ENTITY', errorMessage: 'The booking changed meanwhile; read it again' },
    ]);
    expect(
      of(
        new UnprocessableError('CAPACITY_EXCEEDED', 'Not enough seats left on this departure', {
          field: 'departureId',
          message: 'only 1 seats left',
        }),
      ),
    ).toEqual([
      400,
      { error: 'UNPROCESSABLE_ENTITY', errorMessage: 'Not enough seats left on this departure: only 1 seats left' },
    ]);
    expect(of(new ValidationError('expirationMinutes', 'must be at least 1'))).toEqual([
      400,
      { error: 'BAD_REQUEST', errorMessage: 'expirationMinutes: must be at least 1' },
    ]);
    expect(of(new ValidationError('productId', 'must be a prod_ id'))).toEqual([
      400,
      { error: 'INVALID_PRODUCT_ID', errorMessage: 'productId: must be a prod_ id', productId: '' },
    ]);
    expect(of(new NotFoundError('Workspace'))).toEqual([
      400,
      { error: 'BAD_REQUEST', errorMessage: 'Workspace not found' },
    ]);
    expect(of(Object.assign(new Error('too big'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 }))).toEqual([
      413,
      { error: 'BAD_REQUEST', errorMessage: 'The body is too large' },
    ]);
  });
});
