// The messages API: the log (filters, cursor pages), one message with its parts, resend, settings, previews with a
// real booking, tests sent through the same job; scopes, another workspace's ids, bad input.
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import type { Trip } from '../support/bookings.js';
import { brandedWorkspace, guestBooking, messagesOf, PRODUCT_TITLE } from '../support/messages.js';
import { startSmtp, type TestSmtp } from '../support/smtp.js';

describe('messages API', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let w: TestWorkspace;
  let other: TestWorkspace;
  let x: Trip;
  let paidBooking: { id: string; code: string };

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ smtpUrl: smtp.url, dkimDomain: 'carpathianroads.example' });
    ({ w, x } = await brandedWorkspace(t));
    other = await t.workspace();
    paidBooking = await guestBooking(t, w, x, { email: 'api@example.com' });
    for (const amount of [10, 20, 30]) {
      const r = await t.call('POST', `/v1/bookings/${paidBooking.id}/payments`, {
        key: w.key,
        body: { amount, method: 'cash' },
      });
      expect(r.status).toBe(201);
    }
    await t.drainJobs();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('lists newest first with filters and cursor pages', async () => {
    const all = await messagesOf(t, w);
    expect(all).toHaveLength(3);
    expect(all[0]).toMatchObject({
      template: 'payment_received',
      locale: 'en',
      to: 'api@example.com',
      status: 'sent',
      attempts: 1,
      bookingId: paidBooking.id,
      invoiceId: null,
      resendOf: null,
      test: false,
      attachments: [],
    });
    expect(all[0]!.id).toMatch(/^msg_/);
    const page1 = await t.call('GET', '/v1/messages', { key: w.key, query: { limit: 2 } });
    expect(page1.body.data).toHaveLength(2);
    expect(page1.body.pagination).toMatchObject({ total: 3, has_more: true });
    const page2 = await t.call('GET', '/v1/messages', {
      key: w.key,
      query: { limit: 2, cursor: page1.body.pagination.next_cursor },
    });
    expect(page2.body.data.map((m: { id: string }) => m.id)).toEqual([all[2]!.id]);
    expect(await messagesOf(t, w, { status: 'failed' })).toEqual([]);
    expect(await messagesOf(t, w, { template: 'booking_confirmed' })).toEqual([]);
    expect(await messagesOf(t, other)).toEqual([]);
  });

  it('answers one message with its parts; another workspace gets 404', async () => {
    const [m] = await messagesOf(t, w);
    const r = await t.call('GET', `/v1/messages/${m!.id}`, { key: w.key });
    expect(r.status).toBe(200);
    expect(r.body.data.html).toContain('<!doctype html>');
    expect(r.body.data.text).toContain(paidBooking.code);
    expect((await t.call('GET', `/v1/messages/${m!.id}`, { key: other.key })).status).toBe(404);
    expect((await t.call('GET', '/v1/messages/msg_nope', { key: w.key })).status).toBe(400);
  });

  it('resends as a new message naming the old one', async () => {
    const [m] = await messagesOf(t, w);
    const before = smtp.received.length;
    const r = await t.call('POST', `/v1/messages/${m!.id}/resend`, { key: w.key });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ resendOf: m!.id, status: 'queued', to: 'api@example.com', attempts: 0 });
    expect(r.body.data.id).not.toBe(m!.id);
    await t.drainJobs();
    expect(smtp.received.length).toBe(before + 1);
    expect((await t.call('POST', `/v1/messages/${m!.id}/resend`, { key: other.key })).status).toBe(404);
  });

  it('tells how messages are delivered', async () => {
    const r = await t.call('GET', '/v1/messages/settings', { key: w.key });
    expect(r.body.data).toMatchObject({ delivery: 'smtp', from: 'bookings@localhost', dkim: false });
    expect(r.body.data.templates[0]).toEqual({
      key: 'booking_confirmed',
      name: 'Booking confirmed',
      description: expect.any(String),
    });
  });

  it('previews a template with a real booking, in either language', async () => {
    const en = await t.call('POST', '/v1/messages/preview', {
      key: w.key,
      body: { template: 'booking_cancelled', bookingId: paidBooking.id },
    });
    expect(en.status, en.text).toBe(200);
    expect(en.body.data).toMatchObject({
      subject: `Booking ${paidBooking.code} cancelled — ${PRODUCT_TITLE}`,
      locale: 'en',
      to: 'api@example.com',
    });
    expect(en.body.data.text).toContain('Free cancellation up to 48 hours before departure.');
    const ro = await t.call('POST', '/v1/messages/preview', {
      key: w.key,
      body: { template: 'hold_expiring', bookingId: paidBooking.id, locale: 'ro' },
    });
    expect(ro.body.data.subject).toMatch(/^Locurile pentru Transfăgărășan sunrise drive sunt rezervate până la/);
    expect(ro.body.data.locale).toBe('ro');
    // Nothing stored, nothing sent.
    expect(await messagesOf(t, w)).toHaveLength(4);
  });

  it('refuses a preview without its record, or with another workspace’s', async () => {
    const missing = await t.call('POST', '/v1/messages/preview', {
      key: w.key,
      body: { template: 'payment_received' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.details.field).toBe('bookingId');
    const noInvoice = await t.call('POST', '/v1/messages/preview', {
      key: w.key,
      body: { template: 'invoice_issued', bookingId: paidBooking.id },
    });
    expect(noInvoice.body.details.field).toBe('invoiceId');
    const foreign = await t.call('POST', '/v1/messages/preview', {
      key: other.key,
      body: { template: 'payment_received', bookingId: paidBooking.id },
    });
    expect(foreign.status).toBe(404);
    const badTemplate = await t.call('POST', '/v1/messages/preview', {
      key: w.key,
      body: { template: 'newsletter', bookingId: paidBooking.id },
    });
    expect(badTemplate.status).toBe(400);
  });

  it('sends a test through the same job, marked test', async () => {
    const r = await t.call('POST', '/v1/messages/test', {
      key: w.key,
      body: { template: 'payment_received', bookingId: paidBooking.id, locale: 'ro', to: 'operator@example.com' },
    });
    expect(r.status, r.text).toBe(201);
    expect(r.body.data).toMatchObject({ test: true, to: 'operator@example.com', locale: 'ro', status: 'queued' });
    await t.drainJobs();
    const mail = smtp.received.filter((m) => JSON.stringify(m.to).includes('operator@example.com'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Am primit plata pentru rezervarea ${paidBooking.code}`);
    const bad = await t.call('POST', '/v1/messages/test', {
      key: w.key,
      body: { template: 'payment_received', bookingId: paidBooking.id, to: 'not-an-email' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.field).toMatch(/to/);
  });

  it('needs a key with the bookings scopes', async () => {
    const [m] = await messagesOf(t, w);
    expect((await t.call('GET', '/v1/messages', {})).status).toBe(401);
    const readOnly = await t.key(w.id, { scopes: ['bookings:read'] });
    expect((await t.call('GET', '/v1/messages', { key: readOnly })).status).toBe(200);
    expect((await t.call('GET', '/v1/messages/settings', { key: readOnly })).status).toBe(200);
    expect((await t.call('POST', `/v1/messages/${m!.id}/resend`, { key: readOnly })).status).toBe(403);
    const test = await t.call('POST', '/v1/messages/test', {
      key: readOnly,
      body: { template: 'payment_received', bookingId: paidBooking.id, to: 'a@example.com' },
    });
    expect(test.status).toBe(403);
    const unrelated = await t.key(w.id, { scopes: ['products:read'] });
    expect((await t.call('GET', '/v1/messages', { key: unrelated })).status).toBe(403);
  });
});

describe('DKIM', () => {
  it('signs every message when the domain, selector and key are set', async () => {
    const smtp = await startSmtp();
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const t = await createTestApp({
      smtpUrl: smtp.url,
      mailFrom: 'bookings@carpathianroads.example',
      dkimDomain: 'carpathianroads.example',
      dkimSelector: 'mail2027',
      // As a one-line environment variable carries it.
      dkimPrivateKey: pem.replace(/\n/g, '\\n'),
    });
    try {
      const { w, x } = await brandedWorkspace(t);
      expect((await t.call('GET', '/v1/messages/settings', { key: w.key })).body.data.dkim).toBe(true);
      const b = await guestBooking(t, w, x, { email: 'signed@example.com' });
      await t.call('POST', `/v1/bookings/${b.id}/payments`, { key: w.key, body: { amount: 10, method: 'cash' } });
      await t.drainJobs();
      const [mail] = smtp.received;
      const signature = mail!.headerLines.find((h) => h.key === 'dkim-signature')?.line ?? '';
      expect(signature).toMatch(/d=carpathianroads\.example/);
      expect(signature).toMatch(/s=mail2027/);
      expect(mail!.messageId).toMatch(/@carpathianroads\.example>$/);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe('an SMTP server that cannot be reached', () => {
  it('keeps the message queued for a retry, with why', async () => {
    const closed = await startSmtp();
    await closed.close(); // its port now refuses connections
    const t = await createTestApp({ smtpUrl: closed.url, mailTimeoutMs: 2_000 });
    try {
      const { w, x } = await brandedWorkspace(t);
      const b = await guestBooking(t, w, x, { email: 'unreachable@example.com' });
      await t.call('POST', `/v1/bookings/${b.id}/payments`, { key: w.key, body: { amount: 10, method: 'cash' } });
      await t.drainJobs();
      const [m] = await messagesOf(t, w, { bookingId: b.id });
      expect(m).toMatchObject({ status: 'queued', attempts: 1 });
      expect(m!.lastResponse).toMatch(/ECONNECTION|ECONNREFUSED/);
    } finally {
      await t.close();
    }
  });
});
