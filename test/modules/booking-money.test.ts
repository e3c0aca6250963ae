// Money on the booking (issue 26): payments taken outside the provider and refunds recorded through the API, each a
// row of the booking's ledger; the booking's totals and payment status follow, refunds never exceed what was paid
// (also when refunds race), payments never exceed what is owed, and payment.succeeded / payment.refunded are sent.
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingsMigrations } from '../../src/modules/bookings/migrations.js';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { expectNoDifferences } from '../support/integrity.js';
import { memberSession, withSession } from '../support/accounts.js';
import {
  bookingBody,
  hmacHex,
  NOTIFY,
  notification,
  payingWorkspace,
  submitted,
  trip,
  type Trip,
} from '../support/bookings.js';

const MINUTE = 60_000;
const SECRET = 'money-test-secret';

describe('money on the booking', () => {
  let t: TestApp;
  let w: TestWorkspace;
  let x: Trip;

  beforeAll(async () => {
    t = await createTestApp({ paymentNotifySecret: SECRET });
    w = await t.workspace();
    // One adult in a single room: 100.00 EUR.
    x = await trip(t, w.key, { capacity: 500, amountPerPerson: 100 });
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  const book = async (extra: Record<string, unknown> = {}, on: Trip = x, key = w.key): Promise<string> => {
    const r = await t.call('POST', '/v1/bookings', { key, body: bookingBody(on, extra) });
    expect(r.status, r.text).toBe(201);
    return r.body.id;
  };
  const pay = (id: string, body: Record<string, unknown>, key = w.key) =>
    t.call('POST', `/v1/bookings/${id}/payments`, { key, body: { method: 'cash', ...body } });
  const refund = (id: string, body: Record<string, unknown>, key = w.key) =>
    t.call('POST', `/v1/bookings/${id}/refunds`, { key, body: { reason: 'customer asked', ...body } });
  const ledger = async (id: string, query: Record<string, string | number> = {}) => {
    const r = await t.call('GET', `/v1/bookings/${id}/payments`, { key: w.key, query });
    expect(r.status, r.text).toBe(200);
    return r.body;
  };
  const booking = async (id: string) => (await t.call('GET', `/v1/bookings/${id}`, { key: w.key })).body;
  const eventsOf = async (id: string, type?: string) =>
    (await t.events(w.id, type)).filter((e) => (e.data as { booking_id?: string }).booking_id === id);

  it('records a payment: 201 with the ledger row and the booking, its totals and payment status', async () => {
    const id = await book();
    const { key, id: keyId } = await t.services.workspaces.createKey({ workspaceId: w.id, scopes: ['payments:write'] });
    const r = await pay(id, { amount: 30.5, method: 'bank_transfer', reference: 'TRF-1', currency: 'EUR' }, key);
    expect(r.status, r.text).toBe(201);
    const today = clock.iso().slice(0, 10);
    expect(r.body.movement).toEqual({
      id: expect.stringMatching(/^bmov_/),
      booking_id: id,
      kind: 'payment',
      amount: 30.5,
      amount_minor: 3050,
      currency: 'EUR',
      method: 'bank_transfer',
      reference: 'TRF-1',
      reason: null,
      date: today,
      payment_session_id: null,
      created_at: expect.any(String),
      created_by: keyId,
    });
    expect(r.body.booking).toMatchObject({
      id,
      status: 'pending',
      payment_status: 'partially_paid',
      pricing: { currency: 'EUR', total: 100, total_minor: 10_000 },
      money: { paid: 30.5, refunded: 0, balance: 69.5, paid_minor: 3050, refunded_minor: 0, balance_minor: 6950 },
    });
    expect(await booking(id)).toEqual(r.body.booking);
    const list = await ledger(id);
    expect(list).toMatchObject({ data: [r.body.movement], pagination: { total: 1, has_more: false } });
  });

  it('moves the payment status through every value as money comes and goes', async () => {
    const id = await book();
    const steps: Array<[() => ReturnType<typeof pay>, string, Record<string, number>]> = [
      [() => pay(id, { amount: 30 }), 'partially_paid', { paid: 30, refunded: 0, balance: 70 }],
      [() => pay(id, { amount: 70, method: 'card_terminal' }), 'paid', { paid: 100, refunded: 0, balance: 0 }],
      [() => refund(id, { amount: 40 }), 'partially_refunded', { paid: 100, refunded: 40, balance: 40 }],
      [
        () => refund(id, { amount: 60, method: 'bank_transfer' }),
        'refunded',
        { paid: 100, refunded: 100, balance: 100 },
      ],
    ];
    expect((await booking(id)).payment_status).toBe('unpaid');
    for (const [step, status, money] of steps) {
      const r = await step();
      expect(r.status, r.text).toBe(201);
      expect(r.body.booking).toMatchObject({ payment_status: status, money });
    }
    const rows = (await ledger(id)).data;
    expect(rows.map((m: { kind: string; amount: number }) => [m.kind, m.amount])).toEqual([
      ['payment', 30],
      ['payment', 70],
      ['refund', 40],
      ['refund', 60],
    ]);
    expect(rows[2]).toMatchObject({ method: null, reason: 'customer asked' });
    expect(rows[3]).toMatchObject({ method: 'bank_transfer' });
    // The list filter follows the stored status.
    const refunded = await t.call('GET', '/v1/bookings', { key: w.key, query: { paymentStatus: 'refunded' } });
    expect(refunded.body.data.map((b: { id: string }) => b.id)).toContain(id);
  });

  it('refuses a refund beyond what was paid and a payment beyond what is owed (422 naming amount)', async () => {
    const id = await book();
    const none = await refund(id, { amount: 0.01 });
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({
      code: 'REFUND_EXCEEDS_PAID',
      details: { field: 'amount', message: 'at most 0.00 EUR can be refunded' },
    });
    expect((await pay(id, { amount: 60 })).status).toBe(201);
    const over = await pay(id, { amount: 40.01 });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({
      code: 'PAYMENT_EXCEEDS_BALANCE',
      details: { field: 'amount', message: 'at most 40.00 EUR is still owed' },
    });
    expect((await refund(id, { amount: 25 })).status).toBe(201);
    const beyond = await refund(id, { amount: 35.01 });
    expect(beyond.status).toBe(422);
    expect(beyond.body).toMatchObject({ code: 'REFUND_EXCEEDS_PAID', details: { field: 'amount' } });
    expect((await booking(id)).money).toMatchObject({ paid_minor: 6000, refunded_minor: 2500 });
    expect((await ledger(id)).pagination.total).toBe(2);
  });

  it('takes payments while the booking is live and refunds after it was cancelled or expired', async () => {
    const cancelled = await book();
    expect((await pay(cancelled, { amount: 100 })).status).toBe(201);
    expect(
      (await t.call('PATCH', `/v1/bookings/${cancelled}`, { key: w.key, body: { status: 'cancelled' } })).status,
    ).toBe(200);
    // Nothing is owed once cancelled: the booking holds 100.00 that may go back.
    expect((await booking(cancelled)).money).toMatchObject({ paid: 100, balance: -100 });
    const late = await pay(cancelled, { amount: 1 });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'INVALID_COMMAND', command: 'recordPayment', status: 'cancelled' });
    const back = await refund(cancelled, { amount: 100, reason: 'cancelled by the operator' });
    expect(back.status, back.text).toBe(201);
    expect(back.body.booking).toMatchObject({ status: 'cancelled', payment_status: 'refunded', money: { balance: 0 } });

    // A hold takes payments until it lapses; past its lapse (before or after its job) they are 410.
    const hold = await book({ hold: true, holdMinutes: 5 });
    expect((await pay(hold, { amount: 20 })).status).toBe(201);
    clock.advance(6 * MINUTE);
    const lapsed = await pay(hold, { amount: 20 });
    expect(lapsed.status).toBe(410);
    expect(lapsed.body).toMatchObject({ code: 'HOLD_EXPIRED' });
    await t.drainJobs();
    expect((await booking(hold)).status).toBe('expired');
    expect((await pay(hold, { amount: 20 })).status).toBe(410);
    const expiredRefund = await refund(hold, { amount: 20 });
    expect(expiredRefund.status, expiredRefund.text).toBe(201);
    expect(expiredRefund.body.booking).toMatchObject({ status: 'expired', payment_status: 'refunded' });
  });

  it('sends payment.succeeded and payment.refunded with the movement and the booking, and no booking.updated', async () => {
    const id = await book();
    const paid = (await pay(id, { amount: 100, reference: 'R-9' })).body;
    const back = (await refund(id, { amount: 10 })).body;
    const events = (await t.events(w.id)).filter((e) => {
      const data = e.data as { booking_id?: string; booking?: { id: string } };
      return data.booking_id === id || data.booking?.id === id;
    });
    expect(events.map((e) => e.type)).toEqual(['booking.created', 'payment.succeeded', 'payment.refunded']);
    events.shift();
    const byHand = {
      payment: null,
      order_id: null,
      wizard_session_id: null,
      provider_payment_id: null,
      provider_status: null,
      message: null,
    };
    expect(events[0]!.data).toEqual({
      ...byHand,
      booking_id: id,
      movement: paid.movement,
      booking: paid.booking,
      previous_payment_status: 'unpaid',
    });
    expect(events[1]!.data).toEqual({
      ...byHand,
      booking_id: id,
      movement: back.movement,
      booking: back.booking,
      previous_payment_status: 'paid',
    });
    // A refused movement sends nothing.
    expect((await refund(id, { amount: 1000 })).status).toBe(422);
    expect(await eventsOf(id)).toHaveLength(2);
  });

  it('answers 401 without a key, 403 naming the scope, and lets a viewer read the ledger only', async () => {
    const id = await book();
    expect((await t.call('POST', `/v1/bookings/${id}/payments`, { body: { amount: 1, method: 'cash' } })).status).toBe(
      401,
    );
    expect((await t.call('POST', `/v1/bookings/${id}/refunds`, { body: { amount: 1, reason: 'x' } })).status).toBe(401);
    expect((await t.call('GET', `/v1/bookings/${id}/payments`)).status).toBe(401);
    // Writing bookings is not taking money: the payments scopes are their own.
    const bookingsOnly = await t.key(w.id, { scopes: ['bookings:read', 'bookings:write'] });
    for (const [r, scope] of [
      [await pay(id, { amount: 1 }, bookingsOnly), 'payments:write'],
      [await refund(id, { amount: 1 }, bookingsOnly), 'payments:write'],
      [await t.call('GET', `/v1/bookings/${id}/payments`, { key: bookingsOnly }), 'payments:read'],
    ] as const) {
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ required_scope: scope });
    }
    const viewer = await memberSession(t, w.id, 'viewer');
    expect((await t.call('GET', `/v1/bookings/${id}/payments`, withSession(viewer))).status).toBe(200);
    const refused = await t.call(
      'POST',
      `/v1/bookings/${id}/payments`,
      withSession(viewer, { body: { amount: 1, method: 'cash' } }),
    );
    expect(refused.status).toBe(403);
    // A person records money as themself.
    const owner = await memberSession(t, w.id, 'owner');
    const mine = await t.call(
      'POST',
      `/v1/bookings/${id}/payments`,
      withSession(owner, { body: { amount: 1, method: 'cash' } }),
    );
    expect(mine.status, mine.text).toBe(201);
    expect(mine.body.movement.created_by).toBe(owner.user.id);
    expect((await ledger(id)).pagination.total).toBe(1);
  });

  it("answers 404 for another workspace's booking and changes nothing there", async () => {
    const other = await t.workspace();
    const theirs = await book({}, await trip(t, other.key, { amountPerPerson: 100 }), other.key);
    expect((await pay(theirs, { amount: 10 }, other.key)).status).toBe(201);
    const before = (await t.events(other.id)).length;
    for (const r of [
      await pay(theirs, { amount: 10 }),
      await refund(theirs, { amount: 10 }),
      await t.call('GET', `/v1/bookings/${theirs}/payments`, { key: w.key }),
    ]) {
      expect(r.status).toBe(404);
      expect(r.text).not.toContain(other.id);
    }
    expect((await t.call('GET', `/v1/bookings/${theirs}`, { key: other.key })).body.money).toMatchObject({
      paid: 10,
      refunded: 0,
    });
    expect((await t.events(other.id)).length).toBe(before);
  });

  it('refuses bad input with 400 naming the field, and another currency with 422', async () => {
    const id = await book();
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['payments', { method: 'cash' }, 'amount'],
      ['payments', { amount: 0, method: 'cash' }, 'amount'],
      ['payments', { amount: -5, method: 'cash' }, 'amount'],
      ['payments', { amount: '10', method: 'cash' }, 'amount'],
      // A thousandth of a euro is no amount of euros: never rounded.
      ['payments', { amount: 10.001, method: 'cash' }, 'amount'],
      ['payments', { amount: 10 }, 'method'],
      // Only the payment workflow records the provider's payments.
      ['payments', { amount: 10, method: 'provider' }, 'method'],
      ['payments', { amount: 10, method: 'bitcoin' }, 'method'],
      ['payments', { amount: 10, method: 'cash', reference: 'x'.repeat(201) }, 'reference'],
      ['payments', { amount: 10, method: 'cash', reference: 'a\u0000b' }, 'reference'],
      ['payments', { amount: 10, method: 'cash', date: '2026-02-30' }, 'date'],
      ['payments', { amount: 10, method: 'cash', date: '10/03/2026' }, 'date'],
      ['payments', { amount: 10, method: 'cash', currency: 'eur' }, 'currency'],
      ['refunds', { amount: 10 }, 'reason'],
      ['refunds', { amount: 10, reason: '' }, 'reason'],
      ['refunds', { amount: 10, reason: 'x', method: 'voucher' }, 'method'],
    ];
    for (const [path, body, field] of cases) {
      const r = await t.call('POST', `/v1/bookings/${id}/${path}`, { key: w.key, body });
      expect(r.status, `${path} ${JSON.stringify(body)}: ${r.text}`).toBe(400);
      expect(r.body.details.field, JSON.stringify(body)).toBe(field);
    }
    const badId = await t.call('POST', '/v1/bookings/prod_0192f0c4-5a6b-7c3d-8e9f-0a1b2c3d4e5f/payments', {
      key: w.key,
      body: { amount: 1, method: 'cash' },
    });
    expect(badId.status).toBe(400);
    expect(badId.body.details.field).toBe('id');
    const ron = await pay(id, { amount: 10, currency: 'RON' });
    expect(ron.status).toBe(422);
    expect(ron.body).toMatchObject({ code: 'CURRENCY_MISMATCH', details: { field: 'currency' } });
    expect((await refund(id, { amount: 10, currency: 'RON' })).body.code).toBe('CURRENCY_MISMATCH');
    // A currency without decimals takes whole amounts only.
    const yen = await book({}, await trip(t, w.key, { currency: 'JPY', amountPerPerson: 12_000 }));
    const fraction = await pay(yen, { amount: 1.5 });
    expect(fraction.status).toBe(400);
    expect(fraction.body.details.field).toBe('amount');
    const whole = await pay(yen, { amount: 5000 });
    expect(whole.status, whole.text).toBe(201);
    expect(whole.body.movement).toMatchObject({ amount: 5000, amount_minor: 5000, currency: 'JPY' });
    expect((await ledger(id)).pagination.total).toBe(0);
    expect(await eventsOf(id)).toEqual([]);
  });

  it("dates the money by the workspace's day: today by default, a past day when given, never a later one", async () => {
    const zoned = await t.workspace();
    const zoneTrip = await trip(t, zoned.key, { amountPerPerson: 100 });
    expect(
      (await t.call('PATCH', '/v1/workspace', { key: zoned.key, body: { timezone: 'Pacific/Kiritimati' } })).status,
    ).toBe(200);
    // Noon UTC is already the next day at UTC+14.
    const noon = new Date(clock.nowMs());
    noon.setUTCHours(12, 0, 0, 0);
    clock.freeze(noon.getTime());
    const utcDay = noon.toISOString().slice(0, 10);
    const localDay = new Date(noon.getTime() + 86_400_000).toISOString().slice(0, 10);
    const id = await book({}, zoneTrip, zoned.key);
    const byDefault = await pay(id, { amount: 10 }, zoned.key);
    expect(byDefault.body.movement.date).toBe(localDay);
    expect((await pay(id, { amount: 10, date: localDay }, zoned.key)).status).toBe(201);
    expect((await pay(id, { amount: 10, date: utcDay }, zoned.key)).body.movement.date).toBe(utcDay);
    const later = new Date(noon.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await pay(id, { amount: 10, date: later }, zoned.key);
    expect(future.status).toBe(400);
    expect(future.body.details).toEqual({
      field: 'date',
      message: `must not be after today (${localDay} in the workspace's time zone)`,
    });
    expect((await refund(id, { amount: 5, date: later }, zoned.key)).body.details.field).toBe('date');
  });

  it('lists the ledger oldest first by default, newest first on request, in pages', async () => {
    const id = await book();
    for (const amount of [10, 20, 30]) expect((await pay(id, { amount })).status).toBe(201);
    expect((await refund(id, { amount: 5 })).status).toBe(201);
    const all = (await ledger(id)).data.map((m: { amount: number }) => m.amount);
    expect(all).toEqual([10, 20, 30, 5]);
    expect((await ledger(id, { sort: '-created_at' })).data.map((m: { amount: number }) => m.amount)).toEqual([
      5, 30, 20, 10,
    ]);
    const first = await ledger(id, { limit: 3 });
    expect(first.pagination).toMatchObject({ total: 4, has_more: true });
    const rest = await ledger(id, { limit: 3, cursor: first.pagination.next_cursor });
    expect(rest.data.map((m: { amount: number }) => m.amount)).toEqual([5]);
    const badSort = await t.call('GET', `/v1/bookings/${id}/payments`, { key: w.key, query: { sort: 'amount' } });
    expect(badSort.status).toBe(400);
    expect(badSort.body.details.field).toBe('sort');
  });

  it('records a payment once under a repeated Idempotency-Key', async () => {
    const id = await book();
    const headers = { 'idempotency-key': 'cash-once-1' };
    const body = { amount: 25, method: 'cash' };
    const first = await t.call('POST', `/v1/bookings/${id}/payments`, { key: w.key, body, headers });
    const again = await t.call('POST', `/v1/bookings/${id}/payments`, { key: w.key, body, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.movement.id).toBe(first.body.movement.id);
    expect((await booking(id)).money.paid).toBe(25);
    expect((await ledger(id)).pagination.total).toBe(1);
    expect(await eventsOf(id, 'payment.succeeded')).toHaveLength(1);
  });

  it('a refund racing a refund: 10 concurrent refunds of 30.00 on 100.00 paid, exactly 3 succeed', async () => {
    const id = await book();
    expect((await pay(id, { amount: 100 })).status).toBe(201);
    const rs = await Promise.all(Array.from({ length: 10 }, () => refund(id, { amount: 30 })));
    expect(rs.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = rs.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(Array(7).fill([422, 'REFUND_EXCEEDS_PAID']));
    expect(await booking(id)).toMatchObject({
      payment_status: 'partially_refunded',
      money: { paid_minor: 10_000, refunded_minor: 9000, balance_minor: 9000 },
    });
    const rows = (await ledger(id)).data;
    expect(rows.filter((m: { kind: string }) => m.kind === 'refund')).toHaveLength(3);
    expect(await eventsOf(id, 'payment.refunded')).toHaveLength(3);
    await expectNoDifferences(t);
  });

  it('concurrent payments are summed exactly, never past what is owed', async () => {
    const id = await book();
    const rs = await Promise.all(Array.from({ length: 13 }, () => pay(id, { amount: 7.69 })));
    // 13 × 7.69 = 99.97: every one fits.
    expect(rs.map((r) => r.status)).toEqual(Array(13).fill(201));
    expect((await booking(id)).money).toMatchObject({ paid_minor: 9997, balance_minor: 3 });
    const more = await Promise.all(Array.from({ length: 5 }, () => pay(id, { amount: 0.01 })));
    expect(more.filter((r) => r.status === 201)).toHaveLength(3);
    expect(more.filter((r) => r.status === 422 && r.body.code === 'PAYMENT_EXCEEDS_BALANCE')).toHaveLength(2);
    expect(await booking(id)).toMatchObject({ payment_status: 'paid', money: { paid_minor: 10_000 } });
    expect((await ledger(id)).pagination.total).toBe(16);
    expect(await eventsOf(id, 'payment.succeeded')).toHaveLength(16);
    await expectNoDifferences(t);
  });

  it('records what the provider took as a ledger row, which may then be refunded by hand', async () => {
    const paying = await payingWorkspace(t);
    const big = await trip(t, paying.key, { capacity: 4 });
    const s = await submitted(t, paying, big);
    const raw = notification(s.code, 5, { amount: 999, currency: 'EUR' });
    const res = await t.call('POST', NOTIFY, {
      rawBody: raw,
      headers: { 'content-type': 'application/json', 'x-signature': hmacHex(SECRET, raw) },
    });
    expect(res.status, res.text).toBe(200);
    await t.drainJobs();
    const id = (await t.call('GET', '/v1/bookings', { key: paying.key })).body.data[0].id;
    const rows = (await t.call('GET', `/v1/bookings/${id}/payments`, { key: paying.key })).body.data;
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'payment',
        method: 'provider',
        amount: 999,
        reference: `ntp-${s.code}`,
        payment_session_id: expect.stringMatching(/^pay_/),
        created_by: null,
      }),
    ]);
    const back = await refund(id, { amount: 999, method: 'provider', reason: 'refunded at the provider' }, paying.key);
    expect(back.status, back.text).toBe(201);
    expect(back.body.booking).toMatchObject({ status: 'confirmed', payment_status: 'refunded' });
  });

  it('migration 0696 puts the payments the provider took before the ledger into it, once', async () => {
    const paying = await payingWorkspace(t);
    const big = await trip(t, paying.key, { capacity: 4 });
    const notify = async (code: string, extra: Record<string, unknown>) => {
      const raw = notification(code, 5, extra);
      const r = await t.call('POST', NOTIFY, {
        rawBody: raw,
        headers: { 'content-type': 'application/json', 'x-signature': hmacHex(SECRET, raw) },
      });
      expect(r.status, r.text).toBe(200);
    };
    const full = await submitted(t, paying, big);
    await notify(full.code, { amount: 999 });
    const short = await submitted(t, paying, big);
    await notify(short.code, { amount: 400 });
    await t.drainJobs();
    const bookingOf = async (sessionId: string): Promise<string> =>
      (await t.call('GET', `/v1/bookings/wizard/${sessionId}`, { key: paying.key })).body.session.booking_id;
    const ids = [await bookingOf(full.sessionId), await bookingOf(short.sessionId)];
    const db = t.platform.db.kysely;
    // As the bookings were before the ledger: no rows, no totals, the old status names.
    await sql`delete from booking_money_movements where workspace_id = ${paying.id}`.execute(db);
    await sql`update bookings set paid_minor = 0, payment_status = 'paid' where id = ${ids[0]}`.execute(db);
    await sql`update bookings set paid_minor = 0, payment_status = 'partial' where id = ${ids[1]}`.execute(db);
    const migrate = () => bookingsMigrations['0696_bookings_money_backfill']!.up(db as never);
    await migrate();
    await migrate();
    for (const [id, status, paid, order] of [
      [ids[0], 'paid', 999, full.code],
      [ids[1], 'partially_paid', 400, short.code],
    ] as const) {
      const b = (await t.call('GET', `/v1/bookings/${id}`, { key: paying.key })).body;
      expect(b).toMatchObject({ payment_status: status, money: { paid, refunded: 0 } });
      const rows = (await t.call('GET', `/v1/bookings/${id}/payments`, { key: paying.key })).body.data;
      expect(rows).toEqual([
        expect.objectContaining({ kind: 'payment', method: 'provider', amount: paid, reference: `ntp-${order}` }),
      ]);
    }
  });
});
