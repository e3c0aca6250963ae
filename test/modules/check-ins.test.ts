// Check-in by scanning a ticket (issue 28 §5, POST /v1/check-ins) through HTTP: a traveller's ticket and a whole
// booking's, the idempotent second scan, each refusal with its code (altered, another workspace's, cancelled, not
// confirmed, another day — at the local midnight boundary of a non-UTC zone, to the millisecond), concurrent scans,
// 401/403 and bad input, the event, and OCTO showing the booking REDEEMED once scanned in.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { addDays, localMidnight } from '../../src/platform/dates.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { expectNoDifferences } from '../support/integrity.js';
import { localDate, octo, octoTour, reservation } from '../support/octo.js';
import { familyBooking, printedTokens, sunriseDrive, ticketPdf, type Drive } from '../support/tickets.js';

const ZONE = 'Europe/Bucharest';
const DAY = 86_400_000;

describe('check-in by scanning a ticket', () => {
  let t: TestApp;
  let w: TestWorkspace;
  let other: TestWorkspace;
  let drive: Drive;
  /** The departure's local date in Bucharest, and when it begins and ends there. */
  let day: string;
  let dayStarts: number;
  let dayEnds: number;

  beforeAll(async () => {
    t = await createTestApp();
    w = await t.workspace();
    other = await t.workspace();
    for (const ws of [w, other]) {
      const r = await t.call('PATCH', '/v1/workspace', { key: ws.key, body: { timezone: ZONE } });
      expect(r.status, r.text).toBe(200);
    }
    // 00:30 local, so the departure's UTC date is the day before its local one: only the zone's day is right.
    day = localDate(new Date(Date.now() + 10 * DAY).toISOString(), ZONE);
    dayStarts = localMidnight(day, ZONE);
    dayEnds = localMidnight(addDays(day, 1), ZONE);
    drive = await sunriseDrive(t, w.key, new Date(dayStarts + 30 * 60_000).toISOString());
    expect(drive.startAt.slice(0, 10)).not.toBe(day);
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  const scan = (token: string, key: string | null = w.key) => t.call('POST', '/v1/check-ins', { key, body: { token } });
  /** The tickets of a new confirmed booking: one per traveller, and the whole booking's. */
  async function tickets(opts: { confirm?: boolean } = {}) {
    const booking = await familyBooking(t, w.key, drive, opts);
    if (opts.confirm === false) {
      const link = await t.services.documents.guestTicketUrl(w.id, booking.id);
      return { booking, travellers: [], whole: new URL(link).searchParams.get('token')! };
    }
    const travellers = await printedTokens(await ticketPdf(t, w.key, booking.id, 'per_traveller'));
    const [whole] = await printedTokens(await ticketPdf(t, w.key, booking.id, 'per_booking'));
    return { booking, travellers, whole: whole! };
  }
  const onTheDay = () => clock.freeze(dayStarts + 6 * 3_600_000);
  const checkedInEvents = async (bookingId: string) =>
    (await t.events(w.id, 'booking.checked_in'))
      .map((e) => e.data as { booking: { id: string }; travellers: Array<{ index: number }> })
      .filter((d) => d.booking.id === bookingId)
      .map((d) => d.travellers.map((tr) => tr.index));

  it('checks a traveller in, and a second scan answers already_checked_in and sends nothing', async () => {
    const { booking, travellers } = await tickets();
    onTheDay();
    const first = await scan(travellers[2]!);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({
      result: 'checked_in',
      checkedInAt: clock.iso(),
      booking: { id: booking.id, code: booking.code, status: 'confirmed', customerName: 'Ioana Popescu' },
      traveller: { index: 2, name: 'Ștefan Popescu', unit: 'child' },
      travellers: 1,
      departure: {
        id: drive.departureId,
        startsAt: drive.startAt,
        productId: drive.productId,
        productName: 'Transfăgărășan sunrise drive',
      },
    });
    const at = clock.iso();
    clock.advance(60_000);
    const again = await scan(travellers[2]!);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ result: 'already_checked_in', checkedInAt: at, traveller: { index: 2 } });
    expect(await checkedInEvents(booking.id)).toEqual([[2]]);
    // Typed from the ticket, in its printed groups.
    const typed = travellers[0]!.replace(/(.{4})/g, '$1 ');
    expect((await scan(typed)).body).toMatchObject({ result: 'checked_in', traveller: { index: 0 } });
  });

  it('checks in every traveller not in yet with a whole-booking ticket', async () => {
    const { booking, travellers, whole } = await tickets();
    onTheDay();
    await scan(travellers[1]!);
    clock.advance(60_000);
    const all = await scan(whole);
    expect(all.status, all.text).toBe(200);
    expect(all.body).toMatchObject({ result: 'checked_in', traveller: null, travellers: 3, checkedInAt: clock.iso() });
    expect(await checkedInEvents(booking.id)).toEqual([[1], [0, 2]]);
    expect((await scan(whole)).body.result).toBe('already_checked_in');
    const read = await t.call('GET', `/v1/bookings/${booking.id}`, { key: w.key });
    expect(read.body.checked_in).toMatchObject({ count: 3, total: 3 });
  });

  it('refuses an altered ticket, another workspace’s, a cancelled or unconfirmed booking’s', async () => {
    const { booking, travellers } = await tickets();
    onTheDay();
    const token = travellers[0]!;
    const bytes = Buffer.from(token.slice(4), 'base64url');
    const forged = (i: number) => {
      const copy = Buffer.from(bytes);
      copy[i]! ^= 0x01;
      return `tc1.${copy.toString('base64url')}`;
    };
    const refused = async (tok: string, code: string, key = w.key) => {
      const r = await scan(tok, key);
      expect(r.status, r.text).toBe(422);
      expect(r.body.code).toBe(code);
      expect(r.body.error).toEqual(expect.any(String));
      return r.body;
    };
    // The booking's uuid, the traveller, the signature: each byte is covered.
    for (const i of [20, 34, 50]) await refused(forged(i), 'TICKET_INVALID');
    for (const junk of ['hello', 'tc1.', `tc2.${token.slice(4)}`, `${token}A`, token.toLowerCase()])
      await refused(junk, 'TICKET_INVALID');
    const foreign = await refused(token, 'TICKET_OTHER_WORKSPACE', other.key);
    expect(JSON.stringify(foreign)).not.toContain(w.id.slice(3));
    clock.reset();
    // Another workspace's own valid ticket, scanned here.
    const theirs = await sunriseDrive(t, other.key, drive.startAt);
    const theirBooking = await familyBooking(t, other.key, theirs);
    const [theirToken] = await printedTokens(await ticketPdf(t, other.key, theirBooking.id));
    onTheDay();
    await refused(theirToken!, 'TICKET_OTHER_WORKSPACE');
    clock.reset();

    const cancelled = await t.call('PATCH', `/v1/bookings/${booking.id}`, {
      key: w.key,
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    onTheDay();
    await refused(token, 'TICKET_BOOKING_CANCELLED');
    clock.reset();

    const pending = await tickets({ confirm: false });
    onTheDay();
    await refused(pending.whole, 'TICKET_NOT_CONFIRMED');
    expect(await checkedInEvents(booking.id)).toEqual([]);
  });

  it("refuses another day's ticket, by the local midnight of the workspace's zone, to the millisecond", async () => {
    const { booking, travellers } = await tickets();
    const at = async (ms: number) => {
      clock.freeze(ms);
      return scan(travellers[0]!);
    };
    for (const ms of [dayStarts - 1, dayEnds]) {
      const r = await at(ms);
      expect(r.status, `${new Date(ms).toISOString()}: ${r.text}`).toBe(422);
      expect(r.body).toMatchObject({ code: 'TICKET_WRONG_DAY', details: { departureStartsAt: drive.startAt } });
    }
    expect((await at(dayStarts)).body.result).toBe('checked_in');
    expect((await at(dayStarts + 1)).body.result).toBe('already_checked_in');
    expect((await at(dayEnds - 1)).body.result).toBe('already_checked_in');
    expect(await checkedInEvents(booking.id)).toEqual([[0]]);
  });

  it('answers a completed booking: already in for who was checked in, refused for who never was', async () => {
    const { booking, travellers } = await tickets();
    onTheDay();
    expect((await scan(travellers[0]!)).body.result).toBe('checked_in');
    const done = await t.call('PATCH', `/v1/bookings/${booking.id}`, { key: w.key, body: { status: 'completed' } });
    expect(done.status, done.text).toBe(200);
    expect((await scan(travellers[0]!)).body).toMatchObject({
      result: 'already_checked_in',
      booking: { status: 'completed' },
    });
    const late = await scan(travellers[1]!);
    expect(late.status).toBe(422);
    expect(late.body.code).toBe('TICKET_BOOKING_COMPLETED');
    expect(await checkedInEvents(booking.id)).toEqual([[0]]);
  });

  it('lets one of two concurrent scans of a ticket check in, the other answers already_checked_in', async () => {
    const { booking, travellers } = await tickets();
    onTheDay();
    const answers = await Promise.all([scan(travellers[1]!), scan(travellers[1]!)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(answers.map((r) => r.body.result).sort()).toEqual(['already_checked_in', 'checked_in']);
    expect(await checkedInEvents(booking.id)).toEqual([[1]]);
    const manifest = await t.call('GET', `/v1/departures/${drive.departureId}/manifest`, { key: w.key });
    const lines = manifest.body.data.travellers.filter(
      (l: { booking_id: string; checked_in: boolean }) => l.booking_id === booking.id && l.checked_in,
    );
    expect(lines.map((l: { index: number }) => l.index)).toEqual([1]);
    await expectNoDifferences(t);
  });

  it('needs a key that may write bookings, and a token', async () => {
    const { travellers } = await tickets();
    onTheDay();
    expect((await scan(travellers[0]!, null)).status).toBe(401);
    const reader = await t.key(w.id, { scopes: ['bookings:read'] });
    expect((await scan(travellers[0]!, reader)).status).toBe(403);
    const empty = await t.call('POST', '/v1/check-ins', { key: w.key, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.details.field).toContain('token');
    const long = await scan('x'.repeat(500));
    expect(long.status).toBe(400);
  });

  it("delivers the ticket as OCTO's voucher, and shows the booking checked in by scanning it REDEEMED", async () => {
    const tour = await octoTour(t, w.key, { days: [5], hourUtc: 9 });
    const uuid = randomUUID();
    const held = await octo(t, 'POST', '/bookings', w.key, {
      body: reservation(tour, ['adult', 'child'], { uuid }),
    });
    expect(held.status, held.text).toBe(200);
    const confirmed = await octo(t, 'POST', `/bookings/${uuid}/confirm`, w.key, {
      body: { contact: { fullName: 'Grace Hopper' } },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    // The voucher the reseller hands the guest is the ticket: its QR code checks the party in, its link is the PDF.
    const [qr, pdf] = confirmed.body.voucher.deliveryOptions;
    expect(qr.deliveryFormat).toBe('QRCODE');
    expect(pdf.deliveryFormat).toBe('PDF_URL');
    const [whole] = await printedTokens(await ticketPdf(t, w.key, confirmed.body.id, 'per_booking'));
    expect(qr.deliveryValue).toBe(whole);
    const url = new URL(pdf.deliveryValue);
    expect(url.searchParams.get('token')).toBe(whole);
    const link = await t.app.inject({ url: url.pathname + url.search });
    expect(link.statusCode).toBe(200);
    clock.freeze(Date.parse(tour.starts[0]!) - 3_600_000);
    const r = await scan(qr.deliveryValue);
    expect(r.body.result, r.text).toBe('checked_in');
    const redeemedAt = `${clock.iso().slice(0, 19)}Z`;
    const seen = await octo(t, 'GET', `/bookings/${uuid}`, w.key);
    expect(seen.body).toMatchObject({ status: 'REDEEMED', utcRedeemedAt: redeemedAt });
    expect(seen.body.unitItems.map((i: { status: string }) => i.status)).toEqual(['REDEEMED', 'REDEEMED']);
  });
});
