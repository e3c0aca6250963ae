// Without SMTP_URL (the embedded default) messages are rendered and kept, never sent: the log shows what would
// have gone out, and the settings say so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import type { Trip } from '../support/bookings.js';
import { brandedWorkspace, confirm, guestBooking, messagesOf, PRODUCT_TITLE } from '../support/messages.js';

describe('messages without SMTP_URL', () => {
  let t: TestApp;
  let w: TestWorkspace;
  let x: Trip;

  beforeAll(async () => {
    t = await createTestApp();
    ({ w, x } = await brandedWorkspace(t));
  });
  afterAll(() => t.close());

  it('says delivery is kept', async () => {
    const r = await t.call('GET', '/v1/messages/settings', { key: w.key });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ delivery: 'kept', from: 'bookings@localhost', dkim: false });
    expect(r.body.data.templates.map((tpl: { key: string }) => tpl.key)).toEqual([
      'booking_confirmed',
      'booking_changed',
      'booking_cancelled',
      'payment_received',
      'invoice_issued',
      'hold_expiring',
    ]);
  });

  it('renders and keeps each message, with its parts stored', async () => {
    const b = await guestBooking(t, w, x);
    await confirm(t, w, b.id);
    const cancel = await t.call('PATCH', `/v1/bookings/${b.id}`, { key: w.key, body: { status: 'cancelled' } });
    expect(cancel.status, cancel.text).toBe(200);
    await t.drainJobs();
    const list = await messagesOf(t, w, { bookingId: b.id });
    expect(list.map((m) => [m.template, m.status, m.attempts])).toEqual([
      ['booking_cancelled', 'kept', 0],
      ['booking_confirmed', 'kept', 0],
    ]);
    const got = await t.call('GET', `/v1/messages/${list[0]!.id}`, { key: w.key });
    expect(got.body.data.subject).toBe(`Booking ${b.code} cancelled — ${PRODUCT_TITLE}`);
    expect(got.body.data.html).toContain(PRODUCT_TITLE);
    expect(got.body.data.text).toContain('Nothing was paid for this booking');
    expect(got.body.data.sentAt).toBeNull();
  });
  it('forgets finished messages after MESSAGES_RETENTION_DAYS, never a queued one', async () => {
    const b = await guestBooking(t, w, x);
    await confirm(t, w, b.id); // queued: its job has not run
    const before = (await messagesOf(t, w)).length;
    clock.advance((t.config.messagesRetentionDays + 1) * 86_400_000);
    try {
      expect((await t.platform.retention.run()).messages).toBe(before - 1);
      expect((await messagesOf(t, w)).map((m) => [m.bookingId, m.status])).toEqual([[b.id, 'queued']]);
    } finally {
      clock.reset();
    }
  });
});
