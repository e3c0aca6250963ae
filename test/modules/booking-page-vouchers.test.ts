// A voucher (gift card) paying a booking made on the booking page (issue 29 §1): the hold spends min(balance, total)
// of it in the submission's transaction, the provider is asked for the rest; a voucher that pays everything books
// and confirms at once; a lapsed hold gives the voucher back exactly once; a code that cannot pay is a 422 naming
// why, and nothing is held or spent; two holds racing for one balance never overspend it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type CallOptions, type TestApp, type TestWorkspace } from '../support/app.js';
import { expectNoDifferences } from '../support/integrity.js';
import { pageProduct, slugOfName, type PageProduct } from '../support/bookpage.js';
import { seatsOf } from '../support/bookings.js';

const GUEST = { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.com' };
const MINUTE = 60_000;
const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const eur = (amountMinor: number) => ({ amount: amountMinor / 100, amountMinor, currency: 'EUR' });

describe('a voucher paying a booking made on the booking page', () => {
  let t: TestApp;
  let w: TestWorkspace;
  let other: TestWorkspace;
  let handle: string;
  let boat: PageProduct;

  beforeAll(async () => {
    t = await createTestApp({ holdDefaultMinutes: 20 });
    w = await t.workspace({ type: 'sandbox', name: `Gift Tours ${Date.now()}` });
    other = await t.workspace({ type: 'sandbox', name: `Other Gifts ${Date.now()}` });
    handle = slugOfName((await t.call('GET', '/v1/workspace', { key: w.key })).body.data.name);
    const series = await t.call('POST', '/v1/contract-series', {
      key: w.key,
      body: { name: 'Contracts', pattern: 'CNT-{year}-{sequence:04}' },
    });
    await t.call('POST', `/v1/contract-series/${series.body.series.id}/set-default`, { key: w.key });
    boat = await pageProduct(t, w.key, { startAts: [soon(40), soon(41), soon(42), soon(43), soon(44)], capacity: 6 });
  });
  afterEach(() => clock.reset());
  afterAll(() => t.close());

  let guests = 0;
  const guest = (method: string, url: string, opts: CallOptions = {}) =>
    t.call(method, url, { remoteAddress: `10.8.${Math.floor(++guests / 250)}.${guests % 250}`, ...opts });
  /** Two adults (2 × 49.50 EUR = 99 EUR) on a departure, with a voucher code when given. */
  const hold = (departureId: string, voucherCode?: string) =>
    guest('POST', `/book/${handle}/api/holds`, {
      body: {
        productSlug: boat.slug,
        departureId,
        units: [{ unitKey: 'adult', quantity: 2 }],
        guest: GUEST,
        language: 'en',
        ...(voucherCode === undefined ? {} : { voucherCode }),
      },
    });
  const voucher = async (body: Record<string, unknown>, ws: TestWorkspace = w) => {
    const r = await t.call('POST', '/v1/vouchers', { key: ws.key, body: { currency: 'EUR', ...body } });
    expect(r.status, r.text).toBe(201);
    return { id: r.body.data.id as string, code: r.body.data.code as string };
  };
  const balance = async (id: string) =>
    (await t.call('GET', `/v1/vouchers/${id}`, { key: w.key })).body.data.current_balance_minor as number;
  const ledgerOf = async (id: string) =>
    (await t.call('GET', `/v1/vouchers/${id}/transactions`, { key: w.key, query: { sort: 'created_at' } })).body
      .data as Array<{
      id: string;
      type: string;
      amount_minor: number;
      booking_id: string | null;
      related_transaction_id: string;
    }>;
  /** The payment session of an order, as the wizard session shows it, with the session's id. */
  const orderOf = async (code: string) => {
    const row = await t.platform.db.kysely
      .withTables<{ payment_sessions: { order_id: string; wizard_session_id: string } }>()
      .selectFrom('payment_sessions')
      .select('wizard_session_id')
      .where('order_id', '=', code)
      .executeTakeFirstOrThrow();
    return (await t.call('GET', `/v1/bookings/wizard/${row.wizard_session_id}`, { key: w.key })).body.session;
  };
  const payWithTestProvider = async (code: string) => {
    const pay = await guest('POST', `/book/${handle}/api/holds/${code}/pay`, {
      body: { productSlug: boat.slug, language: 'en' },
    });
    expect(pay.status, pay.text).toBe(200);
    const page = await t.call('GET', pay.body.data.url);
    const chosen = await t.call('POST', `/pay/test/${code}`, {
      rawBody: new URLSearchParams({ outcome: 'succeed', return: '/book/x' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(chosen.status).toBe(303);
    await t.drainJobs();
    return page.text;
  };
  const ledger = async (bookingId: string) =>
    (await t.call('GET', `/v1/bookings/${bookingId}/payments`, { key: w.key })).body.data as Array<
      Record<string, unknown>
    >;

  it('pays part of the total: the provider is asked for the rest, the booking paid by two rows', async () => {
    const v = await voucher({ initial_balance_minor: 5000 });
    const r = await hold(boat.departures[0]!, v.code.toLowerCase());
    expect(r.status, r.text).toBe(201);
    expect(r.body.data).toMatchObject({
      total: eur(9900),
      voucher: { code: v.code, applied: eur(5000) },
      due: eur(4900),
      needsPayment: true,
    });
    expect(await balance(v.id)).toBe(0);
    const held = await orderOf(r.body.data.code);
    expect(held.payment).toMatchObject({ status: 'awaiting_payment', amount_minor: 4900 });
    expect(held.booking_id).toBeNull();

    // The provider's page asks for what the voucher left.
    expect(await payWithTestProvider(r.body.data.code)).toContain('€49.00');
    const paid = await orderOf(r.body.data.code);
    expect(paid.payment).toMatchObject({ status: 'confirmed', workflow_status: 'done', paid_amount_minor: 4900 });
    const booking = await t.call('GET', `/v1/bookings/${paid.booking_id}`, { key: w.key });
    expect(booking.body).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect(booking.body.money).toMatchObject({ paid_minor: 9900, balance_minor: 0 });
    const rows = await ledger(paid.booking_id);
    expect(rows.map((m) => [m.kind, m.method, m.amount_minor, m.reference])).toEqual([
      ['payment', 'voucher', 5000, v.code],
      ['payment', 'provider', 4900, `test_${held.payment.id}`],
    ]);
    expect(await balance(v.id)).toBe(0);
    const redemption = (await ledgerOf(v.id)).find((x) => x.type === 'redemption');
    expect(redemption).toMatchObject({ amount_minor: -5000, booking_id: paid.booking_id });
    const succeeded = await t.events(w.id, 'payment.succeeded');
    const ofBooking = succeeded.filter((e) => (e.data as { booking_id: string }).booking_id === paid.booking_id);
    expect(ofBooking.map((e) => (e.data as { movement: { method: string } }).movement.method).sort()).toEqual([
      'provider',
      'voucher',
    ]);
  });

  it('pays the whole total: booked and confirmed at once, nothing to pay', async () => {
    const v = await voucher({ initial_balance_minor: 20000 });
    const before = await seatsOf(t, w.key, boat.departures[1]!);
    const r = await hold(boat.departures[1]!, v.code);
    expect(r.status, r.text).toBe(201);
    expect(r.body.data).toMatchObject({
      total: eur(9900),
      voucher: { code: v.code, applied: eur(9900) },
      due: eur(0),
      needsPayment: false,
    });
    expect(await balance(v.id)).toBe(10100);
    const order = await orderOf(r.body.data.code);
    expect(order).toMatchObject({ status: 'booked', seat_hold: { status: 'converted' } });
    expect(order.payment).toMatchObject({ status: 'confirmed', workflow_status: 'done', provider_payment_id: null });
    const booking = await t.call('GET', `/v1/bookings/${order.booking_id}`, { key: w.key });
    expect(booking.body).toMatchObject({ status: 'confirmed', payment_status: 'paid', source: 'payment' });
    expect(booking.body.invoice_id).toEqual(expect.any(String));
    expect((await ledger(order.booking_id)).map((m) => [m.method, m.amount_minor])).toEqual([['voucher', 9900]]);
    expect(await seatsOf(t, w.key, boat.departures[1]!)).toMatchObject({ bookedPax: before.bookedPax + 2 });
    // Its workflow job finds it done; the lapse job finds the hold converted: nothing changes.
    clock.freeze(Date.now() + 30 * MINUTE);
    await t.drainJobs();
    expect(await balance(v.id)).toBe(10100);
    expect((await t.call('GET', `/v1/bookings/${order.booking_id}`, { key: w.key })).body.status).toBe('confirmed');
  });

  it('refuses a code that cannot pay with 422 VOUCHER_INVALID and its reason, holding and spending nothing', async () => {
    const person = (
      await t.call('POST', '/v1/people', {
        key: w.key,
        body: { firstName: 'Ann', lastName: 'Holder', emails: [`ann${Date.now()}@example.com`] },
      })
    ).body.id;
    const suspended = await voucher({ initial_balance_minor: 5000 });
    expect(
      (await t.call('PATCH', `/v1/vouchers/${suspended.id}`, { key: w.key, body: { status: 'suspended' } })).status,
    ).toBe(200);
    const spent = await voucher({ initial_balance_minor: 300 });
    expect(
      (await t.call('POST', `/v1/vouchers/${spent.id}/redeem`, { key: w.key, body: { amount_minor: 300 } })).status,
    ).toBe(200);
    const expiring = await voucher({ initial_balance_minor: 5000, expires_at: new Date(Date.now() + 5 * MINUTE) });
    const dollars = await voucher({ initial_balance_minor: 5000, currency: 'USD' });
    const owned = await voucher({ initial_balance_minor: 5000, customer_id: person, is_transferable: false });
    const theirs = await voucher({ initial_balance_minor: 5000 }, other);
    clock.freeze(Date.now() + 10 * MINUTE);
    const cases: Array<[string, string, string | null]> = [
      ['NO-SUCH-CODE', 'voucher_not_found', null],
      [suspended.code, 'voucher_inactive', suspended.id],
      [spent.code, 'voucher_depleted', spent.id],
      [expiring.code, 'voucher_expired', expiring.id],
      [dollars.code, 'currency_mismatch', dollars.id],
      [owned.code, 'voucher_not_transferable', owned.id],
      [theirs.code, 'voucher_not_found', null],
    ];
    const seats = await seatsOf(t, w.key, boat.departures[2]!);
    for (const [code, reason, id] of cases) {
      const before = id ? await balance(id) : null;
      const r = await hold(boat.departures[2]!, code);
      expect(r.status, `${reason}: ${r.text}`).toBe(422);
      expect(r.body.code).toBe('VOUCHER_INVALID');
      expect(r.body.details).toMatchObject({ field: 'voucherCode', reason });
      if (id) expect(await balance(id), reason).toBe(before);
    }
    expect(await seatsOf(t, w.key, boat.departures[2]!)).toEqual(seats);
    expect((await t.call('GET', `/v1/vouchers/${theirs.id}`, { key: other.key })).body.data.current_balance_minor).toBe(
      5000,
    );
    // Bad input is a 400 naming the field.
    for (const code of ['', 'x'.repeat(65)]) {
      const r = await hold(boat.departures[2]!, code);
      expect(r.status).toBe(400);
      expect(r.body.details.field).toBe('voucherCode');
    }
  });

  it('gives the voucher back exactly once when the hold lapses unpaid; a payment after that spends it again', async () => {
    const v = await voucher({ initial_balance_minor: 6000 });
    const seats = await seatsOf(t, w.key, boat.departures[3]!);
    const r = await hold(boat.departures[3]!, v.code);
    expect(r.status, r.text).toBe(201);
    expect(await balance(v.id)).toBe(0);
    const order = await orderOf(r.body.data.code);
    clock.freeze(Date.now() + 21 * MINUTE);
    // The lapse, run twice at once and again by its job.
    const seatHolds = t.services.bookings.seatHolds;
    const runs = await Promise.all([
      seatHolds.expire(w.id, order.seat_hold.id),
      seatHolds.expire(w.id, order.seat_hold.id),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    await t.drainJobs();
    expect(await balance(v.id)).toBe(6000);
    const entries = await ledgerOf(v.id);
    const redemption = entries.find((x) => x.type === 'redemption')!;
    expect(entries.filter((x) => x.type === 'refund')).toEqual([
      expect.objectContaining({ amount_minor: 6000, related_transaction_id: expect.any(String) }),
    ]);
    expect(entries.find((x) => x.type === 'refund')!.related_transaction_id).toBe(redemption.id);
    expect(await seatsOf(t, w.key, boat.departures[3]!)).toEqual(seats);
    expect((await orderOf(r.body.data.code)).seat_hold.status).toBe('lapsed');

    // The guest pays after all: the voucher is spent again, the booking paid in full.
    await payWithTestProvider(r.body.data.code);
    const paid = await orderOf(r.body.data.code);
    const booking = await t.call('GET', `/v1/bookings/${paid.booking_id}`, { key: w.key });
    expect(booking.body).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect((await ledger(paid.booking_id)).map((m) => [m.method, m.amount_minor])).toEqual([
      ['voucher', 6000],
      ['provider', 3900],
    ]);
    expect(await balance(v.id)).toBe(0);
  });

  it('two holds racing for one balance: one spends it, the other is refused; never overspent', async () => {
    const v = await voucher({ initial_balance_minor: 7000 });
    const seats = await seatsOf(t, w.key, boat.departures[4]!);
    const [a, b] = await Promise.all([hold(boat.departures[4]!, v.code), hold(boat.departures[4]!, v.code)]);
    const answers = [a, b].sort((x, y) => x.status - y.status);
    expect(answers.map((x) => x.status)).toEqual([201, 422]);
    expect(answers[0]!.body.data.voucher).toEqual({ code: v.code, applied: eur(7000) });
    expect(answers[1]!.body.details).toMatchObject({ field: 'voucherCode', reason: 'voucher_depleted' });
    expect(await balance(v.id)).toBe(0);
    expect((await ledgerOf(v.id)).filter((x) => x.type === 'redemption')).toHaveLength(1);
    expect(await seatsOf(t, w.key, boat.departures[4]!)).toMatchObject({ bookedPax: seats.bookedPax + 2 });
    await expectNoDifferences(t);
  });
});
