// The OCTO supplier API (issue 19 §4), its bookings through HTTP: a reseller's whole flow (calendar → availability →
// hold → extend → confirm → update → cancel), holds lapsing with the controllable clock, the reseller's uuid as the
// idempotency key, lookups by reference and local date, the refusals in the standard's error bodies, and OCTO
// bookings as our bookings (seats, events, GET /v1/bookings, confirmed or cancelled from either side). Every answer
// is checked against the standard's own schema (@octocloud/types' zod schemas). Changes of a booking's product,
// option, availability or units: octo-changes.test.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zBooking } from '@octocloud/types';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type Response, type TestApp, type TestWorkspace } from '../support/app.js';
import { bookingBody, seatsOf, trip } from '../support/bookings.js';
import {
  localDate,
  octo,
  octoTour,
  perPersonTour,
  reservation,
  TICKET_DELIVERY,
  type OctoTour,
} from '../support/octo.js';

const MINUTE = 60_000;

function expectOctoError(r: Response, status: number, error: string, fields: Record<string, unknown> = {}) {
  expect(r.status, r.text).toBe(status);
  expect(r.body).toEqual({ error, errorMessage: expect.any(String), ...fields });
}

/** A booking answer: 200 and the standard's shape. */
function booking(r: Response) {
  expect(r.status, r.text).toBe(200);
  zBooking.parse(r.body);
  return r.body;
}

const eur = (retail: number) => ({
  original: retail,
  retail,
  net: null,
  currency: 'EUR',
  currencyPrecision: 2,
  includedTaxes: [],
});

describe('OCTO supplier API: bookings', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;
  let tour: OctoTour;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    other = await t.workspace();
    tour = await octoTour(t, ws.key, { days: [10, 11], capacity: 10 });
  });
  afterAll(() => t.close());

  const reserve = (body: Record<string, unknown>, key = ws.key) => octo(t, 'POST', '/bookings', key, { body });
  const eventsOf = async (type: string, bookingId: string, w = ws) =>
    (await t.events(w.id, type)).filter((e) => (e.data as { booking?: { id: string } }).booking?.id === bookingId);

  it('takes a reseller through calendar, availability, hold, extend, confirm, update and cancel', async () => {
    const x = await octoTour(t, ws.key, { days: [20], capacity: 6 });
    const day = localDate(x.starts[0]!);
    const calendar = await octo(t, 'POST', '/availability/calendar', ws.key, {
      body: {
        productId: x.productId,
        optionId: x.standard,
        localDateStart: day,
        localDateEnd: day,
        units: [{ id: 'adult', quantity: 2 }],
      },
    });
    expect(calendar.body[0]).toMatchObject({ status: 'AVAILABLE', vacancies: 6, pricingFrom: eur(9000) });
    const availability = await octo(t, 'POST', '/availability', ws.key, {
      body: {
        productId: x.productId,
        optionId: x.standard,
        localDate: day,
        units: [
          { id: 'adult', quantity: 2 },
          { id: 'child', quantity: 1 },
        ],
      },
    });
    const slot = availability.body[0];
    expect(slot).toMatchObject({ id: x.departureIds[0], available: true, pricing: eur(12000) });

    // Hold
    const uuid = randomUUID();
    const before = clock.nowMs();
    const held = booking(
      await reserve({
        uuid,
        productId: x.productId,
        optionId: x.standard,
        availabilityId: slot.id,
        expirationMinutes: 15,
        resellerReference: 'RES-1001',
        notes: 'Window seats please',
        contact: {
          fullName: 'Ada Lovelace',
          emailAddress: 'ada@example.com',
          phoneNumber: '+44 20 7946 0000',
          locales: ['en-GB'],
          country: 'GB',
        },
        unitItems: [
          { unitId: 'adult', uuid: 'item-1' },
          { unitId: 'adult', uuid: 'item-2', resellerReference: 'T-2' },
          { unitId: 'child' },
        ],
      }),
    );
    expect(held).toMatchObject({
      uuid,
      testMode: false,
      status: 'ON_HOLD',
      resellerReference: 'RES-1001',
      supplierReference: expect.stringMatching(/^BKG-\d{4}-\d{6}$/),
      productId: x.productId,
      optionId: x.standard,
      availabilityId: slot.id,
      cancellable: true,
      cancellation: null,
      freesale: false,
      notes: 'Window seats please',
      voucher: { redemptionMethod: 'MANIFEST', utcRedeemedAt: null, deliveryOptions: [] },
      utcConfirmedAt: null,
      contact: {
        fullName: 'Ada Lovelace',
        firstName: null,
        lastName: null,
        emailAddress: 'ada@example.com',
        phoneNumber: '+44 20 7946 0000',
        locales: ['en-GB'],
        country: 'GB',
        postalCode: null,
        notes: null,
      },
      pricing: eur(12000),
      availability: { id: slot.id, vacancies: 3, capacity: 6, status: 'AVAILABLE' },
    });
    expect(held.id).toMatch(/^book_/);
    const expires = Date.parse(held.utcExpiresAt);
    expect(expires).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 15 * MINUTE); // written to the second
    expect(expires).toBeLessThanOrEqual(clock.nowMs() + 15 * MINUTE);
    expect(
      held.unitItems.map(
        (u: { uuid: string; unitId: string; resellerReference: string | null; status: string; pricing: unknown }) => [
          u.unitId,
          u.resellerReference,
          u.status,
          u.pricing,
        ],
      ),
    ).toEqual([
      ['adult', null, 'ON_HOLD', eur(4500)],
      ['adult', 'T-2', 'ON_HOLD', eur(4500)],
      ['child', null, 'ON_HOLD', eur(3000)],
    ]);
    expect(held.unitItems.slice(0, 2).map((u: { uuid: string }) => u.uuid)).toEqual(['item-1', 'item-2']);
    expect(held.unitItems[2].uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await seatsOf(t, ws.key, x.departureIds[0]!)).remaining).toBe(3);
    expect(await eventsOf('booking.created', held.id)).toHaveLength(1);

    // Extend
    clock.advance(10 * MINUTE);
    const extended = booking(
      await octo(t, 'POST', `/bookings/${uuid}/extend`, ws.key, { body: { expirationMinutes: 30 } }),
    );
    expect(extended.status).toBe('ON_HOLD');
    expect(Math.abs(Date.parse(extended.utcExpiresAt) - (clock.nowMs() + 30 * MINUTE))).toBeLessThan(5_000);
    clock.advance(20 * MINUTE); // past the first expiry, within the extended one
    await t.drainJobs();
    expect(booking(await octo(t, 'GET', `/bookings/${uuid}`, ws.key)).status).toBe('ON_HOLD');

    // Confirm, with the lead traveller's name and a unit item's contact
    const confirmed = booking(
      await octo(t, 'POST', `/bookings/${uuid}/confirm`, ws.key, {
        body: {
          resellerReference: 'RES-1001-C',
          contact: { firstName: 'Ada', lastName: 'Lovelace', fullName: null },
          unitItems: [
            { unitId: 'adult', uuid: 'item-1', contact: { fullName: 'Ada Lovelace' } },
            { unitId: 'adult', uuid: 'item-2' },
            { unitId: 'child', uuid: held.unitItems[2].uuid },
          ],
        },
      }),
    );
    expect(confirmed).toMatchObject({
      status: 'CONFIRMED',
      resellerReference: 'RES-1001-C',
      utcExpiresAt: null,
      contact: { fullName: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', emailAddress: 'ada@example.com' },
      voucher: {
        redemptionMethod: 'MANIFEST',
        utcRedeemedAt: null,
        deliveryOptions: TICKET_DELIVERY,
      },
    });
    expect(confirmed.utcConfirmedAt).toBeTruthy();
    expect(
      confirmed.unitItems.map(
        (u: {
          uuid: string;
          status: string;
          resellerReference: string | null;
          contact: { fullName: string | null };
        }) => [u.uuid, u.status, u.resellerReference, u.contact.fullName],
      ),
    ).toEqual([
      ['item-1', 'CONFIRMED', null, 'Ada Lovelace'],
      ['item-2', 'CONFIRMED', 'T-2', null],
      [held.unitItems[2].uuid, 'CONFIRMED', null, null],
    ]);
    expect(await eventsOf('booking.confirmed', held.id)).toHaveLength(1);
    // Confirming again answers it as it is.
    const again = booking(await octo(t, 'POST', `/bookings/${uuid}/confirm`, ws.key, { body: {} }));
    expect(again).toMatchObject({ status: 'CONFIRMED', utcConfirmedAt: confirmed.utcConfirmedAt });
    expect(await eventsOf('booking.confirmed', held.id)).toHaveLength(1);

    // Update: reference, notes, contact
    const updated = booking(
      await octo(t, 'PATCH', `/bookings/${uuid}`, ws.key, {
        body: {
          resellerReference: 'RES-2002',
          notes: null,
          contact: { phoneNumber: null, postalCode: 'NW1' },
          productId: x.productId,
          availabilityId: slot.id,
        },
      }),
    );
    expect(updated).toMatchObject({
      status: 'CONFIRMED',
      resellerReference: 'RES-2002',
      notes: null,
      contact: { phoneNumber: null, postalCode: 'NW1', emailAddress: 'ada@example.com' },
    });
    const updates = (await eventsOf('booking.updated', held.id)).map((e) => (e.data as { changes: string[] }).changes);
    expect(updates).toEqual([
      ['hold_expires_at'],
      ['billing', 'passengers', 'reseller_reference', 'status'],
      ['billing', 'reseller_reference', 'notes'],
    ]);
    // The bookings list's search follows the contact a reseller changes.
    const search = async (q: string) =>
      ((await t.call('GET', '/v1/bookings', { key: ws.key, query: { q } })).body.data as Array<{ id: string }>).map(
        (b) => b.id,
      );
    expect(await search('lovelace')).toEqual([held.id]);
    await octo(t, 'PATCH', `/bookings/${uuid}`, ws.key, { body: { contact: { lastName: 'King' } } });
    expect(await search('lovelace')).toEqual([]);
    expect(await search('ada king')).toEqual([held.id]);

    // Cancel (paid 10 by hand before: its refund shows once money goes back)
    const paid = await t.call('POST', `/v1/bookings/${held.id}/payments`, {
      key: ws.key,
      body: { amount: 10, method: 'cash' },
    });
    expect(paid.status, paid.text).toBe(201);
    const cancelled = booking(
      await octo(t, 'POST', `/bookings/${uuid}/cancel`, ws.key, { body: { reason: 'Customer fell ill' } }),
    );
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      cancellable: false,
      voucher: { redemptionMethod: 'MANIFEST', utcRedeemedAt: null, deliveryOptions: [] },
      cancellation: { refund: 'NONE', reason: 'Customer fell ill', utcCancelledAt: expect.any(String) },
    });
    for (const [amount, refund] of [
      [4, 'PARTIAL'],
      [6, 'FULL'],
    ] as const) {
      const back = await t.call('POST', `/v1/bookings/${held.id}/refunds`, {
        key: ws.key,
        body: { amount, reason: 'Customer fell ill' },
      });
      expect(back.status, back.text).toBe(201);
      expect(booking(await octo(t, 'GET', `/bookings/${uuid}`, ws.key)).cancellation).toMatchObject({ refund });
    }
    expect(cancelled.unitItems.every((u: { status: string }) => u.status === 'CANCELLED')).toBe(true);
    expect((await seatsOf(t, ws.key, x.departureIds[0]!)).remaining).toBe(6);
    expect(await eventsOf('booking.cancelled', held.id)).toHaveLength(1);
    // Cancelling again answers it as it is; a cancelled booking cannot be changed or confirmed.
    expect(booking(await octo(t, 'POST', `/bookings/${uuid}/cancel`, ws.key)).status).toBe('CANCELLED');
    expect(await eventsOf('booking.cancelled', held.id)).toHaveLength(1);
    expectOctoError(
      await octo(t, 'PATCH', `/bookings/${uuid}`, ws.key, { body: { notes: 'late' } }),
      400,
      'UNPROCESSABLE_ENTITY',
    );
    expectOctoError(
      await octo(t, 'POST', `/bookings/${uuid}/confirm`, ws.key, { body: {} }),
      400,
      'UNPROCESSABLE_ENTITY',
    );
    expectOctoError(
      await octo(t, 'POST', `/bookings/${uuid}/extend`, ws.key, { body: {} }),
      400,
      'UNPROCESSABLE_ENTITY',
    );
    clock.reset();
  });

  it('holds for HOLD_DEFAULT_MINUTES without expirationMinutes; a lapsed hold expires, and can be neither confirmed nor extended', async () => {
    const uuid = randomUUID();
    const held = booking(await reserve(reservation(tour, ['adult'], { uuid })));
    expect(
      Math.abs(Date.parse(held.utcExpiresAt) - (clock.nowMs() + t.config.holdDefaultMinutes * MINUTE)),
    ).toBeLessThan(5_000);
    const seats = (await seatsOf(t, ws.key, tour.departureIds[0]!)).remaining;
    clock.advance((t.config.holdDefaultMinutes + 1) * MINUTE);
    // Lapsed, before the expiry job has run.
    expectOctoError(await octo(t, 'POST', `/bookings/${uuid}/confirm`, ws.key), 400, 'INVALID_BOOKING_UUID', { uuid });
    expectOctoError(await octo(t, 'POST', `/bookings/${uuid}/extend`, ws.key), 400, 'INVALID_BOOKING_UUID', { uuid });
    await t.drainJobs();
    const expired = booking(await octo(t, 'GET', `/bookings/${uuid}`, ws.key));
    expect(expired).toMatchObject({ status: 'EXPIRED', cancellable: false, utcExpiresAt: held.utcExpiresAt });
    expect((await seatsOf(t, ws.key, tour.departureIds[0]!)).remaining).toBe(seats + 1);
    expectOctoError(await octo(t, 'POST', `/bookings/${uuid}/confirm`, ws.key), 400, 'INVALID_BOOKING_UUID', { uuid });
    expectOctoError(await octo(t, 'POST', `/bookings/${uuid}/extend`, ws.key), 400, 'INVALID_BOOKING_UUID', { uuid });
    // Cancelling an expired booking answers it as it is.
    expect(booking(await octo(t, 'POST', `/bookings/${uuid}/cancel`, ws.key)).status).toBe('EXPIRED');
    clock.reset();
  });

  it('refuses a hold length outside the configured bounds with BAD_REQUEST, booking nothing', async () => {
    const seats = (await seatsOf(t, ws.key, tour.departureIds[1]!)).remaining;
    for (const expirationMinutes of [0, t.config.holdMaxMinutes + 1]) {
      expectOctoError(
        await reserve({ ...reservation(tour), availabilityId: tour.departureIds[1], expirationMinutes }),
        400,
        'BAD_REQUEST',
      );
    }
    expectOctoError(
      await reserve({ ...reservation(tour), availabilityId: tour.departureIds[1], expirationMinutes: 2.5 }),
      400,
      'BAD_REQUEST',
    );
    expect((await seatsOf(t, ws.key, tour.departureIds[1]!)).remaining).toBe(seats);
    const uuid = randomUUID();
    booking(await reserve({ ...reservation(tour), uuid, availabilityId: tour.departureIds[1] }));
    expectOctoError(
      await octo(t, 'POST', `/bookings/${uuid}/extend`, ws.key, {
        body: { expirationMinutes: t.config.holdMaxMinutes + 1 },
      }),
      400,
      'BAD_REQUEST',
    );
  });

  it('answers a retried reservation with the booking its uuid made, booking nothing more; other content under that uuid is refused', async () => {
    const x = await octoTour(t, ws.key, { capacity: 5 });
    const uuid = randomUUID();
    const body = reservation(x, ['adult', 'child'], { uuid, resellerReference: 'R-1' });
    const first = booking(await reserve(body));
    const second = booking(await reserve({ ...body, unitItems: [{ unitId: 'child' }, { unitId: 'adult' }] }));
    expect(second.id).toBe(first.id);
    expect(second.unitItems.map((u: { uuid: string }) => u.uuid)).toEqual(
      first.unitItems.map((u: { uuid: string }) => u.uuid),
    );
    expect((await seatsOf(t, ws.key, x.departureIds[0]!)).remaining).toBe(3);
    expect(
      (await t.events(ws.id, 'booking.created')).filter(
        (e) => (e.data as { booking: { external_uuid: string } }).booking.external_uuid === uuid,
      ),
    ).toHaveLength(1);
    expectOctoError(await reserve({ ...body, unitItems: [{ unitId: 'adult' }] }), 400, 'UNPROCESSABLE_ENTITY');
    expectOctoError(await reserve({ ...body, optionId: x.flex }), 400, 'UNPROCESSABLE_ENTITY');
    // The same uuid in another workspace is another booking.
    const y = await octoTour(t, other.key);
    const theirs = booking(await reserve(reservation(y, ['adult'], { uuid }), other.key));
    expect(theirs.id).not.toBe(first.id);
    expect(booking(await octo(t, 'GET', `/bookings/${uuid}`, ws.key)).id).toBe(first.id);
  });

  it("refuses reservations with the standard's codes, booking nothing", async () => {
    const x = await octoTour(t, ws.key, { capacity: 2 });
    const y = await octoTour(t, ws.key);
    const theirs = await octoTour(t, other.key);
    const draft = await octoTour(t, ws.key, { status: 'draft' });
    const body = reservation(x);
    expectOctoError(await reserve({ ...body, productId: 'prod_nope' }), 400, 'INVALID_PRODUCT_ID', {
      productId: 'prod_nope',
    });
    expectOctoError(await reserve({ ...body, productId: draft.productId }), 400, 'INVALID_PRODUCT_ID', {
      productId: draft.productId,
    });
    expectOctoError(
      await reserve({ ...body, productId: theirs.productId, optionId: theirs.standard }),
      400,
      'INVALID_PRODUCT_ID',
      { productId: theirs.productId },
    );
    expectOctoError(await reserve({ ...body, optionId: y.standard }), 400, 'INVALID_OPTION_ID', {
      optionId: y.standard,
    });
    expectOctoError(await reserve({ ...body, availabilityId: y.departureIds[0] }), 400, 'INVALID_AVAILABILITY_ID', {
      availabilityId: y.departureIds[0],
    });
    expectOctoError(
      await reserve({ ...body, availabilityId: theirs.departureIds[0] }),
      400,
      'INVALID_AVAILABILITY_ID',
      { availabilityId: theirs.departureIds[0] },
    );
    const { availabilityId: _a, ...noAvailability } = body;
    expectOctoError(await reserve(noAvailability), 400, 'INVALID_AVAILABILITY_ID', { availabilityId: '' });
    expectOctoError(
      await reserve({ ...body, unitItems: [{ unitId: 'adult' }, { unitId: 'pensioner' }] }),
      400,
      'INVALID_UNIT_ID',
      { unitId: 'pensioner' },
    );
    expectOctoError(await reserve({ ...body, unitItems: [{ unitId: 'adult' }, {}] }), 400, 'INVALID_UNIT_ID', {
      unitId: '',
    });
    expectOctoError(await reserve({ ...body, unitItems: [] }), 400, 'BAD_REQUEST');
    expectOctoError(
      await reserve({
        ...body,
        unitItems: [
          { unitId: 'adult', uuid: 'same' },
          { unitId: 'adult', uuid: 'same' },
        ],
      }),
      400,
      'BAD_REQUEST',
    );
    expectOctoError(await reserve({ ...body, uuid: 'not a uuid!' }), 400, 'BAD_REQUEST');
    expectOctoError(await reserve({ ...body, currency: 'USD' }), 400, 'BAD_REQUEST');
    // Well-formed but impossible: more seats than left, a party of infants only, a unit over its maximum.
    expectOctoError(
      await reserve({ ...body, unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'child' }] }),
      400,
      'UNPROCESSABLE_ENTITY',
    );
    expectOctoError(await reserve({ ...body, unitItems: [{ unitId: 'infant' }] }), 400, 'UNPROCESSABLE_ENTITY');
    const z = await octoTour(t, ws.key, { capacity: 50 });
    expectOctoError(await reserve({ ...reservation(z, ['family', 'family', 'family']) }), 400, 'UNPROCESSABLE_ENTITY');
    // Sales closed.
    expect(
      (await t.call('PATCH', `/v1/departures/${x.departureIds[0]}`, { key: ws.key, body: { status: 'closed' } }))
        .status,
    ).toBe(200);
    expectOctoError(await reserve(body), 400, 'UNPROCESSABLE_ENTITY');
    expect((await seatsOf(t, ws.key, x.departureIds[0]!)).remaining).toBe(2);
    expect((await t.call('GET', '/v1/bookings', { key: ws.key, query: { productId: x.productId } })).body.data).toEqual(
      [],
    );
  });

  it('books per_person products by adult, child and infant units, with their pax rules', async () => {
    const walk = await perPersonTour(t, ws.key, { amountPerPerson: 80 });
    const b = booking(await reserve(reservation(walk, ['adult', 'child', 'infant'])));
    expect(b.pricing).toEqual(eur(16000));
    expect(b.unitItems.map((u: { unitId: string; pricing: unknown }) => [u.unitId, u.pricing])).toEqual([
      ['adult', eur(8000)],
      ['child', eur(8000)],
      ['infant', eur(0)],
    ]);
    const ours = (await t.call('GET', `/v1/bookings/${b.id}`, { key: ws.key })).body;
    expect(ours).toMatchObject({
      pax: { adults: 1, children: 1, infants: 1 },
      seats: 2,
      units: [
        { unitKey: 'adult', quantity: 1 },
        { unitKey: 'child', quantity: 1 },
        { unitKey: 'infant', quantity: 1 },
      ],
    });
    expectOctoError(await reserve(reservation(walk, ['adult', 'infant', 'infant'])), 400, 'UNPROCESSABLE_ENTITY');
  });

  it('keeps OCTO bookings as ours: listed in GET /v1/bookings, confirmed and cancelled there, seen so over OCTO', async () => {
    const x = await octoTour(t, ws.key, { capacity: 4 });
    const uuid = randomUUID();
    const held = booking(
      await reserve(
        reservation(x, ['adult', 'adult'], {
          uuid,
          resellerReference: 'V1-1',
          contact: { firstName: 'Grace', lastName: 'Hopper', emailAddress: 'grace@example.com' },
        }),
      ),
    );
    const list = await t.call('GET', '/v1/bookings', { key: ws.key, query: { productId: x.productId } });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      id: held.id,
      code: held.supplierReference,
      source: 'octo',
      status: 'on_hold',
      external_uuid: uuid,
      reseller_reference: 'V1-1',
      seats: 2,
      seats_held: true,
      units: [{ unitKey: 'adult', quantity: 2 }],
      rate_plan_id: x.standard,
      billing: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
      pricing: { currency: 'EUR', total: 90, total_minor: 9000 },
    });
    expect(list.body.data[0].passengers).toHaveLength(2);
    expect((await t.call('POST', `/v1/bookings/${held.id}/confirm`, { key: ws.key })).status).toBe(200);
    expect(booking(await octo(t, 'GET', `/bookings/${uuid}`, ws.key)).status).toBe('CONFIRMED');
    const cancelled = await t.call('PATCH', `/v1/bookings/${held.id}`, { key: ws.key, body: { status: 'cancelled' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(booking(await octo(t, 'GET', `/bookings/${uuid}`, ws.key))).toMatchObject({
      status: 'CANCELLED',
      cancellation: { reason: null },
    });
    expect((await seatsOf(t, ws.key, x.departureIds[0]!)).remaining).toBe(4);
    // PATCH status completed on our side is REDEEMED over OCTO.
    const redeemed = booking(await reserve(reservation(x, ['adult'])));
    await t.call('POST', `/v1/bookings/${redeemed.id}/confirm`, { key: ws.key });
    expect(
      (await t.call('PATCH', `/v1/bookings/${redeemed.id}`, { key: ws.key, body: { status: 'completed' } })).status,
    ).toBe(200);
    const r = booking(await octo(t, 'GET', `/bookings/${redeemed.uuid}`, ws.key));
    expect(r).toMatchObject({ status: 'REDEEMED', cancellable: false, voucher: { utcRedeemedAt: expect.any(String) } });
    expect(r.utcRedeemedAt).toBe(r.voucher.utcRedeemedAt);
    expectOctoError(await octo(t, 'POST', `/bookings/${redeemed.uuid}/cancel`, ws.key), 400, 'UNPROCESSABLE_ENTITY');
  });

  it('shows a booking REDEEMED once every traveller is checked in, and CONFIRMED again after an undo', async () => {
    const uuid = randomUUID();
    booking(
      await reserve(
        reservation(tour, [], {
          uuid,
          unitItems: [
            { unitId: 'child', contact: { firstName: 'Ada', lastName: 'Byron' } },
            { unitId: 'adult', contact: { fullName: 'Grace Hopper' } },
          ],
        }),
      ),
    );
    const confirmed = booking(await octo(t, 'POST', `/bookings/${uuid}/confirm`, ws.key, { body: {} }));
    const id = confirmed.id;
    const checkIn = (path: string, body: unknown) =>
      t.call('POST', `/v1/bookings/${id}/${path}`, { key: ws.key, body });

    // The gate sees the reseller's unit items: their names and units, in their order.
    const manifest = await t.call('GET', `/v1/departures/${tour.departureIds[0]}/manifest`, {
      key: ws.key,
      query: { sort: 'code' },
    });
    expect(
      manifest.body.data.travellers
        .filter((l: { booking_id: string }) => l.booking_id === id)
        .map((l: { name: string; unit: string }) => [l.name, l.unit]),
    ).toEqual([
      ['Ada Byron', 'child'],
      ['Grace Hopper', 'adult'],
    ]);

    // One of two travellers in: still CONFIRMED.
    expect((await checkIn('check-in', { travellers: [1] })).status).toBe(200);
    expect(booking(await octo(t, 'GET', `/bookings/${uuid}`, ws.key))).toMatchObject({
      status: 'CONFIRMED',
      utcRedeemedAt: null,
      cancellable: true,
      voucher: { utcRedeemedAt: null },
    });

    clock.advance(MINUTE);
    const all = await checkIn('check-in', {});
    expect(all.status, all.text).toBe(200);
    const at = `${all.body.booking.checked_in.at.slice(0, 19)}Z`;
    const redeemed = booking(await octo(t, 'GET', `/bookings/${uuid}`, ws.key));
    expect(redeemed).toMatchObject({
      status: 'REDEEMED',
      utcRedeemedAt: at,
      cancellable: false,
      voucher: {
        utcRedeemedAt: at,
        deliveryOptions: TICKET_DELIVERY,
      },
    });
    expect(
      redeemed.unitItems.map((i: { status: string; utcRedeemedAt: string }) => [i.status, i.utcRedeemedAt]),
    ).toEqual([
      ['REDEEMED', at],
      ['REDEEMED', at],
    ]);
    // Redeemed: the reseller can neither cancel nor change it.
    expectOctoError(await octo(t, 'POST', `/bookings/${uuid}/cancel`, ws.key), 400, 'UNPROCESSABLE_ENTITY');
    expectOctoError(
      await octo(t, 'PATCH', `/bookings/${uuid}`, ws.key, { body: { notes: 'late change' } }),
      400,
      'UNPROCESSABLE_ENTITY',
    );
    expect((await t.call('GET', `/v1/bookings/${id}`, { key: ws.key })).body.status).toBe('confirmed');

    // Completing it keeps the redemption at the last check-in.
    expect((await checkIn('check-in/undo', { travellers: [0] })).status).toBe(200);
    expect(booking(await octo(t, 'GET', `/bookings/${uuid}`, ws.key))).toMatchObject({
      status: 'CONFIRMED',
      utcRedeemedAt: null,
      cancellable: true,
    });
    await checkIn('check-in', { travellers: [0] });
    const last = `${(await t.call('GET', `/v1/bookings/${id}`, { key: ws.key })).body.checked_in.at.slice(0, 19)}Z`;
    clock.advance(60 * MINUTE);
    expect((await t.call('PATCH', `/v1/bookings/${id}`, { key: ws.key, body: { status: 'completed' } })).status).toBe(
      200,
    );
    expect(booking(await octo(t, 'GET', `/bookings/${uuid}`, ws.key))).toMatchObject({
      status: 'REDEEMED',
      utcRedeemedAt: last,
    });
    clock.reset();
  });

  it('finds bookings by reseller reference, supplier reference and local date(s), only OCTO ones of the workspace', async () => {
    const w = await t.workspace();
    expect(
      (await t.call('PATCH', '/v1/workspace', { key: w.key, body: { timezone: 'Pacific/Auckland' } })).status,
    ).toBe(200);
    const x = await octoTour(t, w.key, { days: [5, 6, 7], hourUtc: 20 }); // 20:00 UTC is the next morning in Auckland
    const made = [];
    for (const [i, id] of x.departureIds.entries())
      made.push(
        booking(
          await reserve(
            { ...reservation(x), availabilityId: id, resellerReference: i === 2 ? 'SHARED' : `REF-${i}` },
            w.key,
          ),
        ),
      );
    const extra = booking(
      await reserve({ ...reservation(x), availabilityId: x.departureIds[0], resellerReference: 'SHARED' }, w.key),
    );
    // A booking made through /v1 is not an OCTO booking.
    const rooms = await trip(t, w.key);
    expect((await t.call('POST', '/v1/bookings', { key: w.key, body: bookingBody(rooms) })).status).toBe(201);
    const find = (query: Record<string, string>, key = w.key) =>
      octo(t, 'GET', `/bookings?${new URLSearchParams(query)}`, key);
    const ids = (r: Response) => {
      expect(r.status, r.text).toBe(200);
      for (const b of r.body) zBooking.parse(b);
      return r.body.map((b: { id: string }) => b.id);
    };
    expect(ids(await find({ resellerReference: 'REF-1' }))).toEqual([made[1].id]);
    expect(ids(await find({ resellerReference: 'SHARED' }))).toHaveLength(2);
    expect(ids(await find({ supplierReference: made[0].supplierReference }))).toEqual([made[0].id]);
    const localDay = (i: number) => localDate(x.starts[i]!, 'Pacific/Auckland');
    expect(localDay(0)).not.toBe(localDate(x.starts[0]!));
    expect(ids(await find({ localDate: localDay(1) }))).toEqual([made[1].id]);
    expect(ids(await find({ localDate: localDay(0) })).sort()).toEqual([made[0].id, extra.id].sort());
    expect(ids(await find({ localDateStart: localDay(1), localDateEnd: localDay(2) }))).toEqual([
      made[1].id,
      made[2].id,
    ]);
    expect(ids(await find({ localDate: localDay(2), resellerReference: 'SHARED' }))).toEqual([made[2].id]);
    expect(ids(await find({ resellerReference: 'SHARED', productId: x.productId, optionId: x.flex }))).toEqual([]);
    expect(ids(await find({ resellerReference: 'nobody' }))).toEqual([]);
    expect(ids(await find({ resellerReference: 'REF-1' }, ws.key))).toEqual([]);
    expectOctoError(await find({}), 400, 'BAD_REQUEST');
    expectOctoError(await find({ localDateStart: localDay(1) }), 400, 'BAD_REQUEST');
    expectOctoError(await find({ localDate: 'tomorrow' }), 400, 'BAD_REQUEST');
  });

  it("answers INVALID_BOOKING_UUID for an unknown uuid and for another workspace's booking", async () => {
    const uuid = randomUUID();
    booking(await reserve(reservation(tour, ['adult'], { uuid })));
    for (const key of [other.key]) {
      expectOctoError(await octo(t, 'GET', `/bookings/${uuid}`, key), 400, 'INVALID_BOOKING_UUID', { uuid });
      expectOctoError(await octo(t, 'POST', `/bookings/${uuid}/confirm`, key), 400, 'INVALID_BOOKING_UUID', { uuid });
      expectOctoError(await octo(t, 'POST', `/bookings/${uuid}/extend`, key), 400, 'INVALID_BOOKING_UUID', { uuid });
      expectOctoError(await octo(t, 'POST', `/bookings/${uuid}/cancel`, key), 400, 'INVALID_BOOKING_UUID', { uuid });
      expectOctoError(
        await octo(t, 'PATCH', `/bookings/${uuid}`, key, { body: { notes: 'x' } }),
        400,
        'INVALID_BOOKING_UUID',
        { uuid },
      );
    }
    const unknown = randomUUID().toUpperCase();
    expectOctoError(await octo(t, 'GET', `/bookings/${unknown}`, ws.key), 400, 'INVALID_BOOKING_UUID', {
      uuid: unknown,
    });
    expectOctoError(await octo(t, 'GET', '/bookings/not%20a%20uuid', ws.key), 400, 'INVALID_BOOKING_UUID', {
      uuid: 'not a uuid',
    });
    expect(booking(await octo(t, 'GET', `/bookings/${uuid}`, ws.key)).status).toBe('ON_HOLD');
  });

  it('marks bookings of a sandbox workspace as testMode, and leaves pricing out without the capability', async () => {
    const sandbox = await t.workspace({ type: 'sandbox' });
    const x = await octoTour(t, sandbox.key);
    const b = booking(await octo(t, 'POST', '/bookings', sandbox.key, { body: reservation(x), capabilities: null }));
    expect(b.testMode).toBe(true);
    expect(b).not.toHaveProperty('pricing');
    expect(b.unitItems[0]).not.toHaveProperty('pricing');
    expect(b.availability).not.toHaveProperty('unitPricing');
  });
});
