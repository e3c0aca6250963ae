// Guest emails through a real SMTP server on loopback (test/support/smtp.ts): made from events in their
// transactions, sent by the job, retried on 4xx, failed on 5xx, once per event; English and Romanian; escaped.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { BILLING, hmacHex, notification, NOTIFY, submitted, type Trip } from '../support/bookings.js';
import { brandedWorkspace, confirm, guestBooking, messagesOf, PRODUCT_TITLE } from '../support/messages.js';
import { pdfText } from '../support/pdf.js';
import { startSmtp, type TestSmtp } from '../support/smtp.js';

const RETRY_MAX_MS = 2_000;
const SECRET = 'messages-notify-secret';

describe('guest messages over SMTP', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let w: TestWorkspace;
  let x: Trip;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      smtpUrl: smtp.url,
      mailFrom: 'bookings@carpathianroads.example',
      mailRetryBaseMs: 1_000,
      mailRetryMaxMs: RETRY_MAX_MS,
      mailMaxAttempts: 4,
      paymentNotifySecret: SECRET,
    });
    ({ w, x } = await brandedWorkspace(t));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => clock.reset());

  /** Runs the due jobs, moving the clock past each retry delay, until none is left. */
  async function deliver(rounds = 6): Promise<void> {
    for (let i = 0; i < rounds; i++) {
      await t.drainJobs();
      clock.advance(RETRY_MAX_MS);
    }
  }

  const sentTo = (email: string) => smtp.received.filter((m) => m.to && JSON.stringify(m.to).includes(email));

  it('sends the confirmation once, with the ticket PDF and the link to it', async () => {
    const b = await guestBooking(t, w, x, { email: 'confirm@example.com' });
    await confirm(t, w, b.id);
    await deliver(2);
    await deliver(2); // nothing left to send: never twice
    const mail = sentTo('confirm@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Booking ${b.code} confirmed — ${PRODUCT_TITLE}`);
    const pdfs = mail[0]!.attachments.filter((a) => a.contentType === 'application/pdf');
    expect(pdfs).toHaveLength(1);
    expect(pdfs[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdfs[0]!.content);
    expect(text).toContain(b.code);
    expect(text).toContain('Transfăgărășan');
    expect(mail[0]!.text).toMatch(/View your ticket: http:\/\/\S+\/tickets\/\S+\.pdf/);
    expect(mail[0]!.text).toContain('MEETING POINT');
    expect(mail[0]!.text).toContain('Council Square, Piața Sfatului 1, Brașov');
    expect(mail[0]!.text).toContain('Free cancellation up to 48 hours before departure.');
    const [m] = await messagesOf(t, w, { bookingId: b.id });
    expect(m).toMatchObject({ template: 'booking_confirmed', status: 'sent', attempts: 1 });
    expect(m!.attachments).toEqual([
      { filename: pdfs[0]!.filename, contentType: 'application/pdf', size: expect.any(Number) },
    ]);
  });

  it("sends an issued invoice's PDF to the buyer", async () => {
    const draft = await t.call('POST', '/v1/billing/invoices', {
      key: w.key,
      body: {
        series: 'INV',
        currency: 'EUR',
        issueDate: '2027-05-01',
        dueDate: '2027-05-15',
        buyerName: 'Blue Danube Tours GmbH',
        buyerEmail: 'accounts@bluedanube.example',
        lines: [{ description: 'Transfăgărășan sunrise drive, 2 pax', quantity: 2, unitPrice: 120 }],
      },
    });
    expect(draft.status, draft.text).toBe(201);
    const id = (draft.body.data ?? draft.body.invoice ?? draft.body).id;
    const issued = await t.call('POST', `/v1/billing/invoices/${id}/issue`, { key: w.key });
    expect(issued.status, issued.text).toBe(200);
    const number = (issued.body.data ?? issued.body.invoice ?? issued.body).number;
    await deliver(2);
    const mail = sentTo('accounts@bluedanube.example');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Invoice ${number} from Carpathian Roads SRL`);
    const pdf = mail[0]!.attachments.find((a) => a.contentType === 'application/pdf')!;
    expect(pdf.filename).toBe(`${number}.pdf`);
    const text = await pdfText(pdf.content);
    expect(text).toContain(number);
    expect(text).toContain('Transfăgărășan');
    const [m] = await messagesOf(t, w, { template: 'invoice_issued' });
    expect(m).toMatchObject({ invoiceId: `inv_${id}`, status: 'sent', to: 'accounts@bluedanube.example' });
  });

  it('tells a cancelled guest what was refunded and what is still held', async () => {
    const b = await guestBooking(t, w, x, { email: 'refund@example.com' });
    await confirm(t, w, b.id);
    await t.call('POST', `/v1/bookings/${b.id}/payments`, { key: w.key, body: { amount: 100, method: 'cash' } });
    const refund = await t.call('POST', `/v1/bookings/${b.id}/refunds`, {
      key: w.key,
      body: { amount: 40, reason: 'Cancelled 10 days before', method: 'cash' },
    });
    expect(refund.status, refund.text).toBe(201);
    const cancel = await t.call('PATCH', `/v1/bookings/${b.id}`, { key: w.key, body: { status: 'cancelled' } });
    expect(cancel.status).toBe(200);
    await deliver(1);
    const list = await messagesOf(t, w, { bookingId: b.id });
    expect(list.map((m) => m.template)).toEqual(['booking_cancelled', 'payment_received', 'booking_confirmed']);
    const [mail] = sentTo('refund@example.com').filter((m) => m.subject?.includes('cancelled'));
    expect(mail!.subject).toBe(`Booking ${b.code} cancelled — ${PRODUCT_TITLE}`);
    expect(mail!.text).toContain('€40.00 has been refunded to you.');
    expect(mail!.text).toContain('€60.00 of what you paid is still with us');
    expect(mail!.text).toContain('Free cancellation up to 48 hours before departure.');
  });

  it('an online payment that confirms its booking sends the confirmation and the invoice, not a receipt', async () => {
    const sub = await submitted(t, w, x, { billing: { ...BILLING, email: 'online@example.com' } });
    const raw = notification(sub.code, 3);
    const notify = await t.call('POST', NOTIFY, { rawBody: raw, headers: { 'x-signature': hmacHex(SECRET, raw) } });
    expect(notify.status, notify.text).toBeLessThan(300);
    await deliver(2);
    const subjects = sentTo('online@example.com').map((m) => m.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects.some((s) => s?.match(/^Booking \S+ confirmed — Transfăgărășan sunrise drive$/))).toBe(true);
    expect(subjects.some((s) => s?.match(/^Invoice \S+ from Carpathian Roads SRL$/))).toBe(true);
  });

  it('retries each message on its own after a 451', async () => {
    const b = await guestBooking(t, w, x, { email: 'retry@example.com' });
    await confirm(t, w, b.id);
    const cancel = await t.call('PATCH', `/v1/bookings/${b.id}`, { key: w.key, body: { status: 'cancelled' } });
    expect(cancel.status).toBe(200);
    smtp.script([451, 451]);
    await t.drainJobs(); // both messages' first attempts: 451 each
    const [first] = await messagesOf(t, w, { bookingId: b.id, template: 'booking_cancelled' });
    await deliver();
    const got = (await t.call('GET', `/v1/messages/${first!.id}`, { key: w.key })).body.data;
    const confirmed = (await messagesOf(t, w, { bookingId: b.id, template: 'booking_confirmed' }))[0]!;
    // Both messages went through; the 451s fell on the first attempts made.
    expect([got.status, confirmed.status]).toEqual(['sent', 'sent']);
    expect(got.attempts + confirmed.attempts).toBe(4);
    expect(sentTo('retry@example.com')).toHaveLength(2);
  });

  it('a 451 twice then 250: attempts 3, sent, the answer kept', async () => {
    const b = await guestBooking(t, w, x, { email: 'thrice@example.com' });
    const cancel = await t.call('PATCH', `/v1/bookings/${b.id}`, { key: w.key, body: { status: 'cancelled' } });
    expect(cancel.status).toBe(200);
    // Not confirmed nor paid: the guest was told nothing, so nothing is sent about its end either.
    expect(await messagesOf(t, w, { bookingId: b.id })).toEqual([]);
    const paid = await guestBooking(t, w, x, { email: 'thrice@example.com' });
    const pay = await t.call('POST', `/v1/bookings/${paid.id}/payments`, {
      key: w.key,
      body: { amount: 100, method: 'cash' },
    });
    expect(pay.status, pay.text).toBe(201);
    smtp.script([451, 451]);
    await t.drainJobs();
    let [m] = await messagesOf(t, w, { bookingId: paid.id });
    expect(m).toMatchObject({ template: 'payment_received', status: 'queued', attempts: 1 });
    expect(m!.lastResponse).toMatch(/^451/);
    await deliver();
    [m] = await messagesOf(t, w, { bookingId: paid.id });
    expect(m).toMatchObject({ status: 'sent', attempts: 3 });
    expect(m!.lastResponse).toMatch(/^250/);
    expect(m!.sentAt).not.toBeNull();
    const mail = sentTo('thrice@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Payment received for booking ${paid.code}`);
    expect(mail[0]!.messageId).toBe(`<${m!.id}@carpathianroads.example>`);
    expect(mail[0]!.from?.text).toBe('"Carpathian Roads SRL" <bookings@carpathianroads.example>');
    expect(mail[0]!.replyTo?.text).toBe('hello@carpathianroads.example');
    expect(mail[0]!.text).toContain('€100.00');
  });

  it('a 550 fails the message at once with the answer', async () => {
    const b = await guestBooking(t, w, x, { email: 'nobody@example.com' });
    await t.call('POST', `/v1/bookings/${b.id}/payments`, { key: w.key, body: { amount: 50, method: 'cash' } });
    smtp.script([550]);
    await deliver();
    const [m] = await messagesOf(t, w, { bookingId: b.id });
    expect(m).toMatchObject({ status: 'failed', attempts: 1 });
    expect(m!.lastResponse).toMatch(/^550 .*no such user/);
    expect(sentTo('nobody@example.com')).toHaveLength(0);
    const failed = await messagesOf(t, w, { status: 'failed' });
    expect(failed.map((f) => f.id)).toContain(m!.id);
  });

  it('gives up after MAIL_MAX_ATTEMPTS temporary failures', async () => {
    const b = await guestBooking(t, w, x, { email: 'later@example.com' });
    await t.call('POST', `/v1/bookings/${b.id}/payments`, { key: w.key, body: { amount: 50, method: 'cash' } });
    smtp.script([451, 451, 451, 451]);
    await deliver(8);
    const [m] = await messagesOf(t, w, { bookingId: b.id });
    expect(m).toMatchObject({ status: 'failed', attempts: 4 });
    expect(m!.lastResponse).toMatch(/^gave up after 4 attempts: 451/);
  });

  it('writes Romanian for a booking in Romanian, money and dates per locale', async () => {
    const b = await guestBooking(t, w, x, { email: 'ro@example.com', language: 'ro-RO' });
    await t.call('POST', `/v1/bookings/${b.id}/payments`, { key: w.key, body: { amount: 100, method: 'cash' } });
    await deliver(1);
    const [mail] = sentTo('ro@example.com');
    expect(mail!.subject).toBe(`Am primit plata pentru rezervarea ${b.code}`);
    expect(mail!.text).toMatch(/Sumă:\s+100,00\sEUR/); // Intl: a no-break space before the code
    // 02:30 UTC is 05:30 in Bucharest (summer time), written the Romanian way.
    expect(mail!.text).toContain('sâmbătă, 12 iunie 2027 la 05:30');
    expect(mail!.text).toContain('Participanți:  1 × Adult');
  });

  it("escapes a hostile customer's name", async () => {
    const b = await guestBooking(t, w, x, {
      email: 'hostile@example.com',
      firstName: '<img src=x onerror=alert(1)>"Mallory',
    });
    await t.call('POST', `/v1/bookings/${b.id}/payments`, { key: w.key, body: { amount: 10, method: 'cash' } });
    await deliver(1);
    const [mail] = sentTo('hostile@example.com');
    const html = String(mail!.html);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;Mallory');
    expect(mail!.text).toContain('<img src=x onerror=alert(1)>"Mallory');
  });

  it('sends nothing, and fails nothing, for a booking without an email', async () => {
    const b = await guestBooking(t, w, x, { email: null });
    const pay = await t.call('POST', `/v1/bookings/${b.id}/payments`, {
      key: w.key,
      body: { amount: 10, method: 'cash' },
    });
    expect(pay.status).toBe(201);
    expect(await messagesOf(t, w, { bookingId: b.id })).toEqual([]);
  });

  it('tells a confirmed booking of a change of its travellers, not of a note', async () => {
    const b = await guestBooking(t, w, x, { email: 'change@example.com' });
    await confirm(t, w, b.id);
    const note = await t.call('PATCH', `/v1/bookings/${b.id}`, { key: w.key, body: { notes: 'window seat' } });
    expect(note.status).toBe(200);
    const change = await t.call('POST', `/v1/bookings/${b.id}/changes`, {
      key: w.key,
      body: { paxAdults: 2, rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }] },
    });
    expect(change.status, change.text).toBe(200);
    const list = await messagesOf(t, w, { bookingId: b.id });
    expect(list.map((m) => m.template)).toEqual(['booking_changed', 'booking_confirmed']);
    expect(list[0]!.subject).toBe(`Booking ${b.code} changed — ${PRODUCT_TITLE}`);
    await deliver(1);
    const [changed] = sentTo('change@example.com').filter((m) => m.subject?.includes('changed'));
    expect(changed!.text).toContain('What changed: travellers.');
    expect(changed!.text).toContain('2 × Adult');
  });

  it('makes one message of an event handled twice', async () => {
    const b = await guestBooking(t, w, x, { email: 'twice@example.com' });
    const booking = (await t.call('GET', `/v1/bookings/${b.id}`, { key: w.key })).body;
    const data = booking.data ?? booking;
    const event = {
      id: 'evt_redelivered',
      type: 'booking.confirmed' as const,
      created_at: clock.iso(),
      workspace_id: w.id,
      data: { booking: { ...data, status: 'confirmed' } },
    };
    for (let i = 0; i < 2; i++) await t.platform.db.transaction((tx) => t.services.messages.onEvent(tx, event));
    const list = await messagesOf(t, w, { bookingId: b.id });
    expect(list).toHaveLength(1);
  });

  it('reminds a wizard customer whose unpaid seat hold is about to lapse, once, while it holds', async () => {
    clock.freeze(Date.parse('2027-05-01T08:00:00.000Z'));
    await submitted(t, w, x, { billing: { ...BILLING, email: 'wizard@example.com' } });
    clock.advance(14 * 60_000); // a 30-minute hold: the reminder is due 15 minutes before its end
    await t.drainJobs();
    expect(sentTo('wizard@example.com')).toHaveLength(0);
    clock.advance(60_000);
    await t.drainJobs();
    await t.drainJobs();
    const mail = sentTo('wizard@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Your seats for ${PRODUCT_TITLE} are held until 11:30`);
    expect(mail[0]!.text).toContain('Hello Ada Lovelace,');
    // A submission that is paid before its reminder is due hears nothing of its hold.
    const paid = await submitted(t, w, x, { billing: { ...BILLING, email: 'paid-wizard@example.com' } });
    const raw = notification(paid.code, 3);
    const notify = await t.call('POST', NOTIFY, { rawBody: raw, headers: { 'x-signature': hmacHex(SECRET, raw) } });
    expect(notify.status, notify.text).toBeLessThan(300);
    clock.advance(16 * 60_000);
    await deliver(2);
    const toPaid = sentTo('paid-wizard@example.com').map((m) => m.subject);
    expect(toPaid.some((s) => s?.startsWith('Your seats'))).toBe(false);
  });
});
