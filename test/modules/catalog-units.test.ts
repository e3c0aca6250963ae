// Units (issue 19): products priced per_unit, their unit types and unit prices on PUT/GET pricing, and bookings by
// units through HTTP: pax and seats derived from the units, prices in minor units, every refusal naming its field,
// per_person products booked by their synthetic adult/child/infant units, and unit bookings racing for seats.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { seatsOf } from '../support/bookings.js';

const eur = (unitKey: string, amount: number) => ({ unitKey, amount, currency: 'EUR' });
const FLEX = 'rate_00000000-0000-7000-8000-0000000f1e55';

/** One of each kind of unit type: bounds on ages and quantities, a family ticket for two. */
const UNIT_TYPES = [
  { key: 'adult', type: 'adult', label: 'Adult', minAge: 18 },
  { key: 'child', type: 'child', label: 'Child', minAge: 3, maxAge: 17 },
  { key: 'infant', type: 'infant', label: 'Infant', minAge: 0, maxAge: 2 },
  { key: 'youth', type: 'youth', label: 'Youth', minAge: 12, maxAge: 17 },
  { key: 'senior', type: 'senior', label: 'Senior', minAge: 65 },
  { key: 'student', type: 'student', label: 'Student', minQuantity: 2 },
  { key: 'family', type: 'family', label: 'Family ticket', pax: 2, maxQuantity: 2 },
  { key: 'guide', type: 'custom', label: 'Private guide' },
];
const BASE_PRICES = [
  eur('adult', 19.99),
  eur('child', 9.99),
  eur('infant', 0),
  eur('youth', 14.5),
  eur('senior', 15.5),
  eur('student', 12),
  eur('family', 35),
  eur('guide', 120),
];

describe('units: pricing and bookings by units', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    other = await t.workspace();
  });
  afterAll(() => t.close());

  async function product(w: TestWorkspace, body: Record<string, unknown> = {}): Promise<string> {
    const r = await t.call('POST', '/v1/products', {
      key: w.key,
      body: {
        title: 'Danube Delta Boat Trip',
        type: 'experience',
        status: 'active',
        category: 'day-trip',
        pricingModel: 'per_unit',
        currency: 'EUR',
        ...body,
      },
    });
    expect(r.status, r.text).toBe(201);
    return r.body.data.id;
  }
  async function departure(
    w: TestWorkspace,
    productId: string,
    capacity = 20,
    startAt = '2031-07-01T07:00:00Z',
  ): Promise<string> {
    const r = await t.call('POST', '/v1/departures', {
      key: w.key,
      body: { productId, startAt, endAt: new Date(Date.parse(startAt) + 8 * 3_600_000).toISOString(), capacity },
    });
    expect(r.status, r.text).toBe(201);
    return r.body.data.id;
  }
  const put = (productId: string, body: unknown, key = ws.key) =>
    t.call('PUT', `/v1/products/${productId}/pricing`, { key, body });
  const book = (body: Record<string, unknown>, key = ws.key) => t.call('POST', '/v1/bookings', { key, body });

  /**
   * A per_unit product with every unit type, two departures (`dep` with overrides, `plain` without) and two plans:
   * the base (BASE_PRICES) and Flex (adult 24.99); `dep` has a plan-less override (child 7.5) and one of Flex (adult 22).
   */
  async function unitProduct(w = ws, capacity = 20) {
    const pid = await product(w);
    const dep = await departure(w, pid, capacity);
    const plain = await departure(w, pid, capacity, '2031-07-02T07:00:00Z');
    const r = await put(
      pid,
      {
        unitTypes: UNIT_TYPES,
        ratePlans: [
          { name: 'Standard', unitPrices: BASE_PRICES },
          { id: FLEX, name: 'Flex', unitPrices: [eur('adult', 24.99)] },
        ],
        departureOverrides: [
          { departureId: dep, unitPrices: [eur('child', 7.5)] },
          { departureId: dep, ratePlanId: FLEX, unitPrices: [eur('adult', 22)] },
        ],
      },
      w.key,
    );
    expect(r.status, r.text).toBe(200);
    return { pid, dep, plain, baseId: r.body.data.ratePlans[0].id as string };
  }

  describe('pricing', () => {
    it('PUT stores unit types (defaults filled in) and unit prices on plans and overrides; GET answers the same', async () => {
      const { pid, dep, baseId } = await unitProduct();
      const r = await t.call('GET', `/v1/products/${pid}/pricing`, { key: ws.key });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ productId: pid, pricingModel: 'per_unit', roomCategories: [] });
      expect(r.body.data.unitTypes).toEqual(
        UNIT_TYPES.map((u) => ({ minAge: null, maxAge: null, pax: 1, minQuantity: null, maxQuantity: null, ...u })),
      );
      expect(r.body.data.ratePlans).toEqual([
        { id: baseId, name: 'Standard', base: true, prices: [], unitPrices: BASE_PRICES },
        { id: FLEX, name: 'Flex', base: false, prices: [], unitPrices: [eur('adult', 24.99)] },
      ]);
      expect(r.body.data.departureOverrides).toEqual([
        { departureId: dep, ratePlanId: null, prices: [], unitPrices: [eur('child', 7.5)] },
        { departureId: dep, ratePlanId: FLEX, prices: [], unitPrices: [eur('adult', 22)] },
      ]);
      // Amounts come back as they were sent: stored as minor units, with no float drift.
      expect(r.body.data.ratePlans[0].unitPrices[0].amount).toBe(19.99);
      // Pricing without units answers an empty list; products of other models keep theirs empty.
      const perRoom = await product(ws, { pricingModel: 'per_room', title: 'Hotel' });
      expect(
        (
          await put(perRoom, {
            roomCategories: [{ key: 'double', label: 'Double', pax: 2 }],
            ratePlans: [{ name: 'S', prices: [{ categoryKey: 'double', amountPerPerson: 50, currency: 'EUR' }] }],
          })
        ).body.data,
      ).toMatchObject({ unitTypes: [], ratePlans: [{ unitPrices: [] }] });
    });

    it('rejects bad unit types and unit prices with 400/422 naming the field, writing nothing', async () => {
      const pid = await product(ws);
      const dep = await departure(ws, pid);
      const adult = { key: 'adult', type: 'adult', label: 'Adult' };
      const plan = (unitPrices: unknown[]) => ({ unitTypes: [adult], ratePlans: [{ name: 'S', unitPrices }] });
      const cases: Array<[unknown, number, string]> = [
        [{ unitTypes: [adult, { ...adult, label: 'Adult again' }] }, 400, 'unitTypes[1].key'],
        [{ unitTypes: [{ ...adult, minAge: 18, maxAge: 12 }] }, 400, 'unitTypes[0].maxAge'],
        [{ unitTypes: [{ ...adult, minQuantity: 5, maxQuantity: 2 }] }, 400, 'unitTypes[0].maxQuantity'],
        [{ unitTypes: [{ ...adult, type: 'pet' }] }, 400, 'unitTypes[0].type'],
        [{ unitTypes: [{ ...adult, key: 'a dult' }] }, 400, 'unitTypes[0].key'],
        [{ unitTypes: [{ ...adult, pax: 0 }] }, 400, 'unitTypes[0].pax'],
        [{ unitTypes: [{ ...adult, minAge: -1 }] }, 400, 'unitTypes[0].minAge'],
        [{ unitTypes: [{ ...adult, minQuantity: 0 }] }, 400, 'unitTypes[0].minQuantity'],
        [{ unitTypes: [{ ...adult, label: '' }] }, 400, 'unitTypes[0].label'],
        [plan([eur('child', 10)]), 422, 'ratePlans[0].unitPrices[0].unitKey'],
        [plan([eur('adult', 10), eur('adult', 11)]), 400, 'ratePlans[0].unitPrices[1].unitKey'],
        [plan([{ unitKey: 'adult', amount: 10, currency: 'USD' }]), 422, 'ratePlans[0].unitPrices[0].currency'],
        [plan([eur('adult', 19.999)]), 400, 'ratePlans[0].unitPrices[0].amount'],
        [plan([eur('adult', -1)]), 400, 'ratePlans[0].unitPrices[0].amount'],
        [plan([{ unitKey: 'adult', amount: '10', currency: 'EUR' }]), 400, 'ratePlans[0].unitPrices[0].amount'],
        [
          { ...plan([eur('adult', 10)]), departureOverrides: [{ departureId: dep, unitPrices: [eur('senior', 5)] }] },
          422,
          'departureOverrides[0].unitPrices[0].unitKey',
        ],
        [
          {
            ...plan([eur('adult', 10)]),
            departureOverrides: [{ departureId: dep, unitPrices: [eur('adult', 5.555)] }],
          },
          400,
          'departureOverrides[0].unitPrices[0].amount',
        ],
      ];
      for (const [body, status, field] of cases) {
        const r = await put(pid, body);
        expect(r.status, JSON.stringify(body)).toBe(status);
        expect(r.body.details.field, JSON.stringify(body)).toBe(field);
      }
      expect((await t.call('GET', `/v1/products/${pid}/pricing`, { key: ws.key })).body.data).toMatchObject({
        unitTypes: [],
        updatedAt: null,
      });
      // A currency without minor units takes whole amounts only.
      const yen = await product(ws, { currency: 'JPY', title: 'Tokyo Walk' });
      expect(
        (
          await put(yen, {
            unitTypes: [adult],
            ratePlans: [{ name: 'S', unitPrices: [{ unitKey: 'adult', amount: 1500.5, currency: 'JPY' }] }],
          })
        ).body.details.field,
      ).toBe('ratePlans[0].unitPrices[0].amount');
      expect(
        (
          await put(yen, {
            unitTypes: [adult],
            ratePlans: [{ name: 'S', unitPrices: [{ unitKey: 'adult', amount: 1500, currency: 'JPY' }] }],
          })
        ).status,
      ).toBe(200);
    });

    it('answers 401/403 and 404 for another workspace; PUT emits product.updated with changes ["pricing"]', async () => {
      const w = await t.workspace();
      const pid = await product(w);
      const body = {
        unitTypes: [{ key: 'adult', type: 'adult', label: 'Adult' }],
        ratePlans: [{ name: 'S', unitPrices: [eur('adult', 10)] }],
      };
      expect((await t.call('PUT', `/v1/products/${pid}/pricing`, { body })).status).toBe(401);
      const reader = await t.key(w.id, { scopes: ['products:read'] });
      const denied = await put(pid, body, reader);
      expect(denied.status).toBe(403);
      expect(denied.body.message).toContain('products:write');
      expect((await put(pid, body, other.key)).status).toBe(404);
      expect((await t.call('GET', `/v1/products/${pid}/pricing`, { key: other.key })).status).toBe(404);
      expect((await put(pid, body, w.key)).status).toBe(200);
      expect((await t.call('GET', `/v1/products/${pid}/pricing`, { key: reader })).body.data.unitTypes).toHaveLength(1);
      const updated = await t.events(w.id, 'product.updated');
      expect(updated).toHaveLength(1);
      expect(updated[0]!.data).toMatchObject({ id: pid, changes: ['pricing'] });
    });
  });

  describe('bookings by units', () => {
    it('derives pax and seats from the units, prices them in minor units, keeps the units and emits booking.created', async () => {
      const { pid, plain } = await unitProduct();
      const units = [
        { unitKey: 'adult', quantity: 3 },
        { unitKey: 'child', quantity: 1 },
        { unitKey: 'infant', quantity: 1 },
      ];
      const r = await book({ productId: pid, departureId: plain, units });
      expect(r.status, r.text).toBe(201);
      const b = r.body;
      expect(b).toMatchObject({
        status: 'pending',
        product: { id: pid },
        departure: { id: plain },
        pax: { adults: 3, children: 1, infants: 1 },
        seats: 3 + 1,
        seats_held: true,
        rooms: [],
        units,
      });
      // 3 × 19.99 + 9.99 + 0: exactly 69.96, never 69.96000000000001.
      expect(b.pricing).toMatchObject({
        currency: 'EUR',
        subtotal: 69.96,
        total: 69.96,
        subtotal_minor: 6996,
        total_minor: 6996,
        tax_minor: 0,
      });
      expect(b.pricing.breakdown).toMatchObject({
        pricingModel: 'per_unit',
        lines: [
          { unitKey: 'adult', label: 'Adult', quantity: 3, unitAmountMinor: 1999, amountMinor: 5997 },
          { unitKey: 'child', label: 'Child', quantity: 1, unitAmountMinor: 999, amountMinor: 999 },
          { unitKey: 'infant', label: 'Infant', quantity: 1, unitAmountMinor: 0, amountMinor: 0 },
        ],
      });
      expect(await seatsOf(t, ws.key, plain)).toMatchObject({ capacity: 20, bookedPax: 4, remaining: 16 });
      const got = await t.call('GET', `/v1/bookings/${b.id}`, { key: ws.key });
      expect(got.body).toEqual(b);
      const created = (await t.events(ws.id, 'booking.created')).filter(
        (e) => (e.data as { booking: { id: string } }).booking.id === b.id,
      );
      expect(created).toHaveLength(1);
      expect(created[0]!.data).toMatchObject({
        booking: {
          id: b.id,
          units,
          pax: { adults: 3, children: 1, infants: 1 },
          seats: 4,
          pricing: { total_minor: 6996 },
        },
      });
    });

    it('sums small amounts without float drift (3 × 0.10 EUR is 0.30)', async () => {
      const pid = await product(ws, { title: 'Ferry ticket' });
      const dep = await departure(ws, pid);
      expect(
        (
          await put(pid, {
            unitTypes: [
              { key: 'ticket', type: 'adult', label: 'Ticket' },
              { key: 'bike', type: 'custom', label: 'Bike' },
            ],
            ratePlans: [{ name: 'S', unitPrices: [eur('ticket', 0.1), eur('bike', 0.2)] }],
          })
        ).status,
      ).toBe(200);
      const r = await book({ productId: pid, departureId: dep, units: [{ unitKey: 'ticket', quantity: 3 }] });
      expect(r.status, r.text).toBe(201);
      expect(r.body.pricing).toMatchObject({ total: 0.3, total_minor: 30 });
      const mixed = await book({
        productId: pid,
        departureId: dep,
        units: [
          { unitKey: 'ticket', quantity: 1 },
          { unitKey: 'bike', quantity: 1 },
        ],
      });
      expect(mixed.body.pricing).toMatchObject({ total: 0.3, total_minor: 30 });
      expect(mixed.body).toMatchObject({ pax: { adults: 2, children: 0, infants: 0 }, seats: 2 });
    });

    it('counts children and infants by type, everyone else as adults, each unit × its pax; infants take no seat', async () => {
      const { pid, plain } = await unitProduct();
      const cases: Array<
        [Array<{ unitKey: string; quantity: number }>, { adults: number; children: number; infants: number }, number]
      > = [
        [[{ unitKey: 'family', quantity: 2 }], { adults: 4, children: 0, infants: 0 }, 2 * 3500],
        [
          [
            { unitKey: 'youth', quantity: 1 },
            { unitKey: 'senior', quantity: 2 },
            { unitKey: 'student', quantity: 2 },
            { unitKey: 'guide', quantity: 1 },
          ],
          { adults: 6, children: 0, infants: 0 },
          1450 + 2 * 1550 + 2 * 1200 + 12000,
        ],
        [
          [
            { unitKey: 'child', quantity: 2 },
            { unitKey: 'infant', quantity: 2 },
          ],
          { adults: 0, children: 2, infants: 2 },
          2 * 999,
        ],
        [
          [
            { unitKey: 'family', quantity: 1 },
            { unitKey: 'child', quantity: 3 },
          ],
          { adults: 2, children: 3, infants: 0 },
          3500 + 3 * 999,
        ],
      ];
      for (const [units, pax, totalMinor] of cases) {
        const before = (await seatsOf(t, ws.key, plain)).bookedPax;
        const r = await book({ productId: pid, departureId: plain, units });
        expect(r.status, r.text).toBe(201);
        expect(r.body, JSON.stringify(units)).toMatchObject({
          pax,
          seats: pax.adults + pax.children,
          units,
          pricing: { total_minor: totalMinor },
        });
        expect((await seatsOf(t, ws.key, plain)).bookedPax).toBe(before + pax.adults + pax.children);
      }
    });

    it('accepts pax fields that match the units and refuses those that do not (422 naming the field)', async () => {
      const { pid, plain } = await unitProduct();
      const units = [
        { unitKey: 'family', quantity: 1 },
        { unitKey: 'child', quantity: 1 },
        { unitKey: 'infant', quantity: 1 },
      ];
      const ok = await book({ productId: pid, departureId: plain, units, paxAdults: 2, paxChildren: 1, paxInfants: 1 });
      expect(ok.status, ok.text).toBe(201);
      expect(ok.body).toMatchObject({ pax: { adults: 2, children: 1, infants: 1 }, seats: 3 });
      const before = await seatsOf(t, ws.key, plain);
      for (const [extra, field] of [
        [{ paxAdults: 1 }, 'paxAdults'],
        [{ paxAdults: 2, paxChildren: 2 }, 'paxChildren'],
        [{ paxInfants: 3 }, 'paxInfants'],
      ] as const) {
        const r = await book({ productId: pid, departureId: plain, units, ...extra });
        expect(r.status, JSON.stringify(extra)).toBe(422);
        expect(r.body.details.field, JSON.stringify(extra)).toBe(field);
      }
      expect(await seatsOf(t, ws.key, plain)).toEqual(before);
    });

    it('refuses bad units with 400/422 naming the field, writing nothing', async () => {
      const w = await t.workspace();
      const { pid, plain } = await unitProduct(w);
      const perRoom = await product(w, { pricingModel: 'per_room', title: 'Hotel' });
      const roomDep = await departure(w, perRoom);
      expect(
        (
          await put(
            perRoom,
            {
              roomCategories: [{ key: 'double', label: 'Double', pax: 2 }],
              ratePlans: [{ name: 'S', prices: [{ categoryKey: 'double', amountPerPerson: 50, currency: 'EUR' }] }],
            },
            w.key,
          )
        ).status,
      ).toBe(200);
      const perGroup = await product(w, { pricingModel: 'per_group', title: 'Private tour' });
      const groupDep = await departure(w, perGroup);
      expect(
        (
          await put(
            perGroup,
            {
              roomCategories: [{ key: 'group', label: 'Group', pax: 8 }],
              ratePlans: [{ name: 'S', prices: [{ categoryKey: 'group', amountPerPerson: 300, currency: 'EUR' }] }],
            },
            w.key,
          )
        ).status,
      ).toBe(200);
      const on = (units: unknown, extra: Record<string, unknown> = {}) => ({
        productId: pid,
        departureId: plain,
        units,
        ...extra,
      });
      const u = (unitKey: string, quantity: number) => ({ unitKey, quantity });
      const cases: Array<[Record<string, unknown>, number, string]> = [
        [on([u('adult', 0)]), 400, 'units[0].quantity'],
        [on([u('adult', 501)]), 400, 'units[0].quantity'],
        [on([u('adult', 1.5)]), 400, 'units[0].quantity'],
        [on([{ quantity: 1 }]), 400, 'units[0].unitKey'],
        [on([u('', 1)]), 400, 'units[0].unitKey'],
        [on(Array.from({ length: 21 }, (_, i) => u(`k${i}`, 1))), 400, 'units'],
        [on('adult:2'), 400, 'units'],
        [on([u('adult', 1), u('adult', 2)]), 400, 'units[1].unitKey'],
        [on([u('adult', 1)], { rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }] }), 400, 'units'],
        [on([u('dog', 1)]), 422, 'units[0].unitKey'],
        [on([u('adult', 1), u('student', 1)]), 422, 'units[1].quantity'],
        [on([u('family', 3)]), 422, 'units[0].quantity'],
        [on([u('infant', 2)]), 422, 'units'],
        [on([]), 422, 'units'],
        [{ productId: pid, departureId: plain, paxAdults: 2 }, 422, 'units'],
        [on([u('adult', 21)]), 422, 'departureId'],
        [on([u('adult', 1)], { ratePlanId: 'rate_00000000-0000-7000-8000-000000000000' }), 422, 'ratePlanId'],
        [on([u('adult', 1)], { currency: 'USD' }), 422, 'currency'],
        [{ productId: perRoom, departureId: roomDep, units: [u('adult', 2)] }, 422, 'units'],
        [{ productId: perGroup, departureId: groupDep, units: [u('adult', 2)] }, 422, 'units'],
      ];
      for (const [body, status, field] of cases) {
        const r = await book(body, w.key);
        expect(r.status, JSON.stringify(body)).toBe(status);
        expect(r.body.details?.field, JSON.stringify(body)).toBe(field);
      }
      expect(await seatsOf(t, w.key, plain)).toMatchObject({ bookedPax: 0, remaining: 20 });
      expect(await t.events(w.id, 'booking.created')).toHaveLength(0);
      // The same product's booking by units from another workspace is not found; without a key or scope refused.
      const good = on([u('adult', 1)]);
      const foreign = await book(good, other.key);
      expect(foreign.status).toBe(404);
      expect(foreign.body.details.field).toBe('productId');
      expect((await t.call('POST', '/v1/bookings', { body: good })).status).toBe(401);
      const reader = await t.key(w.id, { scopes: ['bookings:read'] });
      const denied = await book(good, reader);
      expect(denied.status).toBe(403);
      expect(denied.body.message).toContain('bookings:write');
      expect((await book(good, w.key)).status).toBe(201);
    });

    it('prices by rate plan and departure: base → plan → departure override → the override of the plan', async () => {
      const { pid, dep, plain, baseId } = await unitProduct();
      const units = [
        { unitKey: 'adult', quantity: 1 },
        { unitKey: 'child', quantity: 1 },
        { unitKey: 'senior', quantity: 1 },
      ];
      const total = async (departureId: string, ratePlanId?: string) => {
        const r = await book({ productId: pid, departureId, units, ...(ratePlanId ? { ratePlanId } : {}) });
        expect(r.status, r.text).toBe(201);
        expect(r.body.rate_plan_id).toBe(ratePlanId ?? null);
        return r.body.pricing.total_minor as number;
      };
      expect(await total(plain)).toBe(1999 + 999 + 1550);
      expect(await total(plain, baseId)).toBe(1999 + 999 + 1550);
      expect(await total(plain, FLEX)).toBe(2499 + 999 + 1550);
      expect(await total(dep)).toBe(1999 + 750 + 1550);
      expect(await total(dep, FLEX)).toBe(2200 + 750 + 1550);
    });

    it('refuses a unit without a price on the departure (422 naming the unit)', async () => {
      const pid = await product(ws, { title: 'Half priced' });
      const dep = await departure(ws, pid);
      expect(
        (
          await put(pid, {
            unitTypes: [
              { key: 'adult', type: 'adult', label: 'Adult' },
              { key: 'child', type: 'child', label: 'Child' },
            ],
            ratePlans: [{ name: 'S', unitPrices: [eur('adult', 10)] }],
          })
        ).status,
      ).toBe(200);
      const r = await book({
        productId: pid,
        departureId: dep,
        units: [
          { unitKey: 'adult', quantity: 1 },
          { unitKey: 'child', quantity: 1 },
        ],
      });
      expect(r.status).toBe(422);
      expect(r.body.details.field).toBe('units[1].unitKey');
      // Without any price at all the product is not bookable.
      const bare = await product(ws, { title: 'Unpriced' });
      const bareDep = await departure(ws, bare);
      const none = await book({ productId: bare, departureId: bareDep, units: [{ unitKey: 'adult', quantity: 1 }] });
      expect(none.status).toBe(422);
      expect(none.body.code).toBe('NO_PRICES');
    });

    it('books a per_person product by its synthetic adult/child/infant units at the same price as by pax fields', async () => {
      const pid = await product(ws, { pricingModel: 'per_person', title: 'Walking tour' });
      const dep = await departure(ws, pid);
      expect(
        (
          await put(pid, {
            roomCategories: [{ key: 'person', label: 'Person', pax: 1 }],
            ratePlans: [{ name: 'S', prices: [{ categoryKey: 'person', amountPerPerson: 33.33, currency: 'EUR' }] }],
          })
        ).status,
      ).toBe(200);
      const units = [
        { unitKey: 'adult', quantity: 2 },
        { unitKey: 'child', quantity: 1 },
        { unitKey: 'infant', quantity: 1 },
      ];
      const byUnits = await book({ productId: pid, departureId: dep, units });
      expect(byUnits.status, byUnits.text).toBe(201);
      const byPax = await book({ productId: pid, departureId: dep, paxAdults: 2, paxChildren: 1, paxInfants: 1 });
      expect(byPax.status, byPax.text).toBe(201);
      expect(byUnits.body).toMatchObject({
        pax: { adults: 2, children: 1, infants: 1 },
        seats: 3,
        units,
        pricing: { total: 99.99, total_minor: 9999 },
      });
      expect(byPax.body).toMatchObject({
        pax: byUnits.body.pax,
        seats: 3,
        units: [],
        pricing: { total: 99.99, total_minor: 9999 },
      });
      expect((await seatsOf(t, ws.key, dep)).bookedPax).toBe(6);
      // Only the synthetic units exist; pax fields beside them must match.
      const unknown = await book({ productId: pid, departureId: dep, units: [{ unitKey: 'senior', quantity: 1 }] });
      expect(unknown.status).toBe(422);
      expect(unknown.body.details.field).toBe('units[0].unitKey');
      const mismatch = await book({ productId: pid, departureId: dep, units, paxAdults: 3 });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.details.field).toBe('paxAdults');
      // The same party is refused whichever way it is sent: a child alone, more infants than adults.
      const refusals: Array<[Record<string, unknown>, Record<string, unknown>, string]> = [
        [{ units: [{ unitKey: 'child', quantity: 1 }] }, { paxAdults: 0, paxChildren: 1 }, 'paxAdults'],
        [
          {
            units: [
              { unitKey: 'adult', quantity: 1 },
              { unitKey: 'infant', quantity: 2 },
            ],
          },
          { paxAdults: 1, paxInfants: 2 },
          'paxInfants',
        ],
      ];
      for (const [byUnitsBody, byPaxBody, paxField] of refusals) {
        const u = await book({ productId: pid, departureId: dep, ...byUnitsBody });
        expect(u.status, JSON.stringify(byUnitsBody)).toBe(422);
        expect(u.body.details.field).toBe('units');
        const p = await book({ productId: pid, departureId: dep, ...byPaxBody });
        expect(p.status, JSON.stringify(byPaxBody)).toBe(422);
        expect(p.body.details.field).toBe(paxField);
      }
      expect((await seatsOf(t, ws.key, dep)).bookedPax).toBe(6);
      // A per_unit product sells what its unit types say: a child ticket alone is a booking.
      const { pid: unitPid, plain } = await unitProduct();
      expect(
        (await book({ productId: unitPid, departureId: plain, units: [{ unitKey: 'child', quantity: 1 }] })).status,
      ).toBe(201);
    });

    it('holds by units take their seats at once and cancelling gives them back', async () => {
      const { pid, plain } = await unitProduct();
      const r = await book({
        productId: pid,
        departureId: plain,
        units: [
          { unitKey: 'family', quantity: 2 },
          { unitKey: 'child', quantity: 1 },
        ],
        hold: true,
      });
      expect(r.status, r.text).toBe(201);
      expect(r.body).toMatchObject({
        status: 'on_hold',
        seats: 5,
        seats_held: true,
        units: [
          { unitKey: 'family', quantity: 2 },
          { unitKey: 'child', quantity: 1 },
        ],
      });
      expect((await seatsOf(t, ws.key, plain)).remaining).toBe(15);
      const c = await t.call('PATCH', `/v1/bookings/${r.body.id}`, { key: ws.key, body: { status: 'cancelled' } });
      expect(c.status, c.text).toBe(200);
      expect((await seatsOf(t, ws.key, plain)).remaining).toBe(20);
    });

    it('20 concurrent bookings of one family unit (2 seats each) on 10 seats: exactly 5 succeed', async () => {
      const w = await t.workspace();
      const { pid, plain } = await unitProduct(w, 10);
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          book({ productId: pid, departureId: plain, units: [{ unitKey: 'family', quantity: 1 }] }, w.key),
        ),
      );
      const ok = results.filter((r) => r.status === 201);
      expect(ok).toHaveLength(5);
      for (const r of ok)
        expect(r.body).toMatchObject({
          seats: 2,
          pax: { adults: 2, children: 0, infants: 0 },
          units: [{ unitKey: 'family', quantity: 1 }],
        });
      for (const r of results.filter((x) => x.status !== 201)) {
        expect(r.status, r.text).toBe(422);
        expect(r.body).toMatchObject({ code: 'CAPACITY_EXCEEDED', details: { field: 'departureId' } });
      }
      expect(await seatsOf(t, w.key, plain)).toEqual({ capacity: 10, bookedPax: 10, remaining: 0 });
      expect(await t.events(w.id, 'booking.created')).toHaveLength(5);
      expect((await t.call('GET', '/v1/bookings', { key: w.key })).body.pagination.total).toBe(5);
    });
  });
});
