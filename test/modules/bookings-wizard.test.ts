import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { expectNoDifferences } from '../support/integrity.js';
import { bookingBody, seatsOf, trip, type Trip } from '../support/bookings.js';

const BILLING = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

describe('booking wizard', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;
  let tr: Trip;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    other = await t.workspace();
    tr = await trip(t, ws.key, { capacity: 30 });
  });
  afterAll(() => t.close());

  const upsert = (body: unknown, key = ws.key) => t.call('POST', '/v1/bookings/wizard/session', { key, body });
  const getSession = (id: string, key = ws.key) => t.call('GET', `/v1/bookings/wizard/${id}`, { key });
  const commit = (id: string, key = ws.key) => t.call('POST', `/v1/bookings/wizard/${id}/commit`, { key });
  const submit = (body: unknown, key = ws.key) => t.call('POST', '/v1/bookings/wizard', { key, body });
  const steps = (x: Trip) => ({
    step_1: { productId: x.productId, departureId: x.departureId },
    step_2: { departureId: x.departureId, rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }], paxAdults: 2 },
  });
  const bookingsOf = async (key: string) =>
    (await t.call('GET', '/v1/bookings', { key })).body.pagination.total as number;

  describe('sessions', () => {
    it('creates ({id, created}), merges step data ({id, upserted}) and reads back the session', async () => {
      const c = await upsert({
        language: 'en',
        currency: 'EUR',
        step: 1,
        data: { step_1: { productId: tr.productId } },
      });
      expect(c.status).toBe(201);
      expect(c.body).toEqual({ id: expect.stringMatching(/^wzd_/), created: true });
      const m = await upsert({
        id: c.body.id,
        step: 2,
        data: { step_1: { departureId: tr.departureId }, step_2: { rooms: [] } },
      });
      expect(m.status).toBe(200);
      expect(m.body).toEqual({ id: c.body.id, upserted: true });
      const g = await getSession(c.body.id);
      expect(g.status).toBe(200);
      expect(g.body.session).toMatchObject({
        id: c.body.id,
        workspace_id: ws.id,
        language: 'en',
        currency: 'EUR',
        step: 2,
        version: 2,
        data: { step_1: { productId: tr.productId, departureId: tr.departureId }, step_2: { rooms: [] } },
        booking_id: null,
        status: 'open',
        expired: false,
        locked_at: null,
        consumed_at: null,
        payment: null,
      });
      expect(Date.parse(g.body.session.expires_at) - clock.nowMs()).toBeGreaterThan(59 * 60_000);
    });

    it('is 404 for an unknown or another workspace’s session, 400 for a wrong prefix', async () => {
      const id = (await upsert({})).body.id;
      expect((await getSession(id, other.key)).status).toBe(404);
      expect((await upsert({ id }, other.key)).status).toBe(404);
      expect((await commit(id, other.key)).status).toBe(404);
      expect((await getSession('wzd_01930000-0000-7000-8000-000000000000')).status).toBe(404);
      const bad = await getSession('book_01930000-0000-7000-8000-000000000000');
      expect(bad.status).toBe(400);
      expect(bad.body.details.field).toBe('id');
      const badBody = await upsert({ productId: tr.departureId });
      expect(badBody.status).toBe(400);
      expect(badBody.body.details.field).toBe('productId');
    });

    it('merging into an expired session starts a new one', async () => {
      const id = (await upsert({ data: steps(tr) })).body.id;
      clock.advance(61 * 60_000);
      const r = await upsert({ id, step: 3 });
      expect(r.status).toBe(201);
      expect(r.body.id).not.toBe(id);
      expect((await getSession(id)).body.session).toMatchObject({ status: 'expired', expired: true });
    });

    it('needs bookings:read to read and bookings:write to change', async () => {
      const id = (await upsert({})).body.id;
      expect((await getSession(id, '')).status).toBe(401);
      const reader = await t.key(ws.id, { scopes: ['bookings:read'] });
      expect((await getSession(id, reader)).status).toBe(200);
      for (const r of [await upsert({}, reader), await commit(id, reader), await submit({}, reader)]) {
        expect(r.status).toBe(403);
        expect(r.body.message).toContain('bookings:write');
      }
      const writer = await t.key(ws.id, { scopes: ['bookings:write'] });
      expect((await getSession(id, writer)).body.message).toContain('bookings:read');
    });
  });

  describe('commit', () => {
    it('creates a pending booking from the session, once; a repeat answers reused:true', async () => {
      const before = await seatsOf(t, ws.key, tr.departureId);
      const id = (
        await upsert({ currency: 'EUR', language: 'ro', data: steps(tr), billing: BILLING, notes: 'from the wizard' })
      ).body.id;
      const r = await commit(id);
      expect(r.status, r.text).toBe(200);
      expect(r.body).toEqual({ ok: true, bookingId: expect.stringMatching(/^book_/) });
      const b = (await t.call('GET', `/v1/bookings/${r.body.bookingId}`, { key: ws.key })).body;
      expect(b).toMatchObject({
        status: 'pending',
        source: 'wizard',
        wizard_session_id: id,
        language: 'ro',
        pax: { adults: 2 },
        seats: 2,
        notes: 'from the wizard',
        billing: BILLING,
      });
      expect(b.pricing.total).toBe(999);
      expect((await seatsOf(t, ws.key, tr.departureId)).remaining).toBe(before.remaining - 2);
      const again = await commit(id);
      expect(again.body).toEqual({ ok: true, bookingId: r.body.bookingId, reused: true });
      expect((await getSession(id)).body.session).toMatchObject({ booking_id: r.body.bookingId, status: 'booked' });
      expect((await seatsOf(t, ws.key, tr.departureId)).remaining).toBe(before.remaining - 2);
    });

    it('concurrent commits of one session make one booking', async () => {
      const w = await t.workspace();
      const wt = await trip(t, w.key, { capacity: 10 });
      const id = (await upsert({ data: steps(wt) }, w.key)).body.id;
      const rs = await Promise.all(Array.from({ length: 8 }, () => commit(id, w.key)));
      expect(rs.every((r) => r.status === 200)).toBe(true);
      expect(new Set(rs.map((r) => r.body.bookingId)).size).toBe(1);
      expect(rs.filter((r) => !r.body.reused)).toHaveLength(1);
      expect(await bookingsOf(w.key)).toBe(1);
      expect((await seatsOf(t, w.key, wt.departureId)).remaining).toBe(8);
      await expectNoDifferences(t);
    });

    it('answers 410 once the session expired (60 minutes after its last change by default)', async () => {
      const fresh = (await upsert({ data: steps(tr) })).body.id;
      const stale = (await upsert({ data: steps(tr) })).body.id;
      clock.advance(50 * 60_000);
      await upsert({ id: fresh, step: 2 }); // a change extends the session
      clock.advance(15 * 60_000);
      const r = await commit(stale);
      expect(r.status).toBe(410);
      expect(r.body).toMatchObject({ code: 'SESSION_EXPIRED' });
      expect((await commit(fresh)).status).toBe(200);
    });

    it('answers 400 with issues for data that is not a booking, and 422 for what the catalog refuses', async () => {
      const w = await t.workspace();
      const wt = await trip(t, w.key, { capacity: 1 });
      const empty = await commit((await upsert({}, w.key)).body.id, w.key);
      expect(empty.status).toBe(400);
      expect(empty.body.issues).toEqual([
        { field: 'productId', message: 'is required' },
        { field: 'departureId', message: 'is required' },
      ]);
      expect(empty.body.details).toEqual(empty.body.issues[0]);
      const junk = await commit(
        (
          await upsert(
            { data: { step_1: { productId: 'nope', departureId: wt.departureId }, step_2: { paxAdults: 'two' } } },
            w.key,
          )
        ).body.id,
        w.key,
      );
      expect(junk.status).toBe(400);
      expect(junk.body.issues.map((i: { field: string }) => i.field)).toEqual(['productId', 'paxAdults']);
      const full = await commit((await upsert({ data: steps(wt) }, w.key)).body.id, w.key);
      expect(full.status).toBe(422);
      expect(full.body.details.field).toBe('departureId');
      expect(await bookingsOf(w.key)).toBe(0);
    });

    it('books by units: units at the top level or in a step; malformed units are issues', async () => {
      const w = await t.workspace();
      const product = (
        await t.call('POST', '/v1/products', {
          key: w.key,
          body: { title: 'Old town walk', status: 'active', pricingModel: 'per_unit', currency: 'EUR' },
        })
      ).body.data.id;
      const departure = (
        await t.call('POST', '/v1/departures', {
          key: w.key,
          body: { productId: product, startAt: '2031-05-01T08:00:00Z', endAt: '2031-05-01T10:00:00Z', capacity: 10 },
        })
      ).body.data.id;
      const pricing = await t.call('PUT', `/v1/products/${product}/pricing`, {
        key: w.key,
        body: {
          unitTypes: [
            { key: 'adult', type: 'adult', label: 'Adult' },
            { key: 'child', type: 'child', label: 'Child' },
          ],
          ratePlans: [
            {
              name: 'Standard',
              unitPrices: [
                { unitKey: 'adult', amount: 19.99, currency: 'EUR' },
                { unitKey: 'child', amount: 9.5, currency: 'EUR' },
              ],
            },
          ],
        },
      });
      expect(pricing.status).toBe(200);
      const bad = await commit(
        (
          await upsert(
            {
              productId: product,
              departureId: departure,
              data: { step_2: { units: [{ unitKey: 'adult', quantity: 0 }] } },
            },
            w.key,
          )
        ).body.id,
        w.key,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.issues).toEqual([{ field: 'units[0]', message: 'must be {unitKey, quantity 1–500}' }]);
      const fromStep = await commit(
        (
          await upsert(
            {
              productId: product,
              departureId: departure,
              data: {
                step_2: {
                  units: [
                    { unitKey: 'adult', quantity: 2 },
                    { unitKey: 'child', quantity: 1 },
                  ],
                },
              },
            },
            w.key,
          )
        ).body.id,
        w.key,
      );
      expect(fromStep.status, fromStep.text).toBe(200);
      const booking = (await t.call('GET', `/v1/bookings/${fromStep.body.bookingId}`, { key: w.key })).body;
      expect(booking).toMatchObject({
        units: [
          { unitKey: 'adult', quantity: 2 },
          { unitKey: 'child', quantity: 1 },
        ],
        pax: { adults: 2, children: 1, infants: 0 },
        seats: 3,
      });
      expect(booking.pricing.total_minor).toBe(2 * 1999 + 950);
      const top = await commit(
        (
          await upsert(
            {
              productId: product,
              departureId: departure,
              units: [
                { unitKey: 'child', quantity: 1 },
                { unitKey: 'adult', quantity: 1 },
              ],
            },
            w.key,
          )
        ).body.id,
        w.key,
      );
      expect(top.status, top.text).toBe(200);
      expect((await t.call('GET', `/v1/departures/${departure}`, { key: w.key })).body.data.bookedPax).toBe(5);
    });

    it('validates billing and passengers against the workspace’s configured forms', async () => {
      const w = await t.workspace();
      const wt = await trip(t, w.key);
      const form = async (fields: string[]) =>
        (
          await t.call('POST', '/v1/forms', {
            key: w.key,
            body: {
              name: `Form ${fields.join(' ')}`,
              title: 'Wizard',
              fields: fields.map((id) => ({ id, type: id === 'email' ? 'email' : 'text', label: id, required: true })),
            },
          })
        ).body.id as string;
      const billingForm = await form(['firstName', 'lastName', 'email']);
      const passengerForm = await form(['firstName', 'lastName']);
      const settings = await t.call('PATCH', '/v1/workspace', {
        key: w.key,
        body: { wizardBillingFormId: billingForm, wizardPassengerFormId: passengerForm },
      });
      expect(settings.status).toBe(200);
      // Step data is free-form (the body's own `billing` is schema-checked): the forms are what judge it.
      const bad = await commit(
        (
          await upsert(
            { data: { ...steps(wt), step_3: { billing: { firstName: 'Ada', email: 'not-an-email' } } } },
            w.key,
          )
        ).body.id,
        w.key,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.issues).toHaveLength(3);
      expect(bad.body.issues).toEqual(
        expect.arrayContaining([
          { field: 'billing.lastName', message: expect.any(String) },
          { field: 'billing.email', message: expect.any(String) },
          { field: 'passengers', message: expect.any(String) },
        ]),
      );
      const badPassenger = await commit(
        (
          await upsert(
            {
              data: steps(wt),
              billing: BILLING,
              passengers: [{ firstName: 'Ada', lastName: 'L' }, { firstName: 'Bob' }],
            },
            w.key,
          )
        ).body.id,
        w.key,
      );
      expect(badPassenger.status).toBe(400);
      expect(badPassenger.body.issues).toEqual([{ field: 'passengers[1].lastName', message: expect.any(String) }]);
      expect(await bookingsOf(w.key)).toBe(0);
      const ok = await commit(
        (
          await upsert(
            {
              data: steps(wt),
              billing: BILLING,
              passengers: [
                { firstName: 'Ada', lastName: 'L' },
                { firstName: 'Bob', lastName: 'B' },
              ],
            },
            w.key,
          )
        ).body.id,
        w.key,
      );
      expect(ok.status, ok.text).toBe(200);
    });
  });

  describe('asynchronous submission', () => {
    it('queues the snapshot and a payment session; no booking exists yet, a seat hold holds the seats until the payment is confirmed', async () => {
      const w = await t.workspace();
      const wt = await trip(t, w.key, { capacity: 4 });
      const r = await submit(
        {
          productId: wt.productId,
          departureId: wt.departureId,
          currency: 'EUR',
          language: 'en',
          paxAdults: 2,
          rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }],
          billing: BILLING,
        },
        w.key,
      );
      expect(r.status, r.text).toBe(202);
      expect(r.body).toEqual({
        accepted: true,
        code: expect.stringMatching(/^[0-9A-F]{16}$/),
        sessionId: expect.stringMatching(/^wzd_/),
      });
      // The spec: "accepted and queued … no booking exists yet". The seats are held all the same.
      expect(await bookingsOf(w.key)).toBe(0);
      expect(await t.events(w.id, 'booking.created')).toHaveLength(0);
      expect((await seatsOf(t, w.key, wt.departureId)).remaining).toBe(2);
      const s = (await getSession(r.body.sessionId, w.key)).body.session;
      expect(s).toMatchObject({
        status: 'submitted',
        code: r.body.code,
        booking_id: null,
        payment: {
          order_id: r.body.code,
          status: 'awaiting_payment',
          amount: 999,
          amount_minor: 99900,
          currency: 'EUR',
          workflow_status: 'pending',
          booking_id: null,
        },
      });
      expect(s.seat_hold).toMatchObject({ status: 'held', departure_id: wt.departureId, seats: 2, booking_id: null });
      expect(s.consumed_at).toBeTruthy();
    });

    it('submits an existing session (its data merged with the body) once; a repeat is 409', async () => {
      const id = (await upsert({ data: steps(tr), currency: 'EUR' })).body.id;
      const r = await submit({ sessionId: id, billing: BILLING });
      expect(r.status, r.text).toBe(202);
      expect(r.body.sessionId).toBe(id);
      const again = await submit({ sessionId: id, billing: BILLING });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'SESSION_SUBMITTED', submission_code: r.body.code });
      // A submitted session takes no more merges: the next upsert starts a new one.
      expect((await upsert({ id, step: 4 })).status).toBe(201);
    });

    it('validates the snapshot: billing contact required, 400 issues; catalog refusals 422; nothing queued', async () => {
      const w = await t.workspace();
      const wt = await trip(t, w.key, { capacity: 1 });
      const noBilling = await submit(bookingBody(wt), w.key);
      expect(noBilling.status).toBe(400);
      expect(noBilling.body.issues.map((i: { field: string }) => i.field)).toEqual([
        'billing.firstName',
        'billing.lastName',
        'billing.email',
      ]);
      const tooMany = await submit(
        bookingBody(wt, {
          paxAdults: 2,
          rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }],
          billing: BILLING,
        }),
        w.key,
      );
      expect(tooMany.status).toBe(422);
      const wrongCurrency = await submit(bookingBody(wt, { currency: 'USD', billing: BILLING }), w.key);
      expect(wrongCurrency.status).toBe(422);
      expect(wrongCurrency.body.details.field).toBe('currency');
      const badEmail = await submit(bookingBody(wt, { billing: { ...BILLING, email: 'nope' } }), w.key);
      expect(badEmail.status).toBe(400);
      expect(badEmail.body.details.field).toBe('billing.email');
      const expired = (await upsert({ data: steps(wt) }, w.key)).body.id;
      clock.advance(61 * 60_000);
      expect((await submit({ sessionId: expired, billing: BILLING }, w.key)).status).toBe(410);
    });
  });
});

describe('booking wizard with WIZARD_SESSION_TTL_MINUTES=5', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ wizardSessionTtlMinutes: 5 });
  });
  afterAll(() => t.close());

  it('expires sessions after the configured minutes', async () => {
    const ws = await t.workspace();
    const x = await trip(t, ws.key);
    const body = {
      productId: x.productId,
      departureId: x.departureId,
      paxAdults: 1,
      rooms: [{ categoryKey: 'single', occupancy: 1, quantity: 1 }],
    };
    const early = (await t.call('POST', '/v1/bookings/wizard/session', { key: ws.key, body })).body.id;
    const late = (await t.call('POST', '/v1/bookings/wizard/session', { key: ws.key, body })).body.id;
    const s = (await t.call('GET', `/v1/bookings/wizard/${early}`, { key: ws.key })).body.session;
    expect(Date.parse(s.expires_at) - Date.parse(s.updated_at)).toBe(5 * 60_000);
    clock.advance(4 * 60_000);
    expect((await t.call('POST', `/v1/bookings/wizard/${early}/commit`, { key: ws.key })).status).toBe(200);
    clock.advance(2 * 60_000);
    const r = await t.call('POST', `/v1/bookings/wizard/${late}/commit`, { key: ws.key });
    expect(r.status).toBe(410);
    expect((await t.call('GET', `/v1/bookings/wizard/${late}`, { key: ws.key })).body.session).toMatchObject({
      status: 'expired',
      expired: true,
      booking_id: null,
    });
  });
});
