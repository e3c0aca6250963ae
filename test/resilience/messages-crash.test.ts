// A worker killed (SIGKILL) while sending a message: between the job's claim and the send, the message is sent
// once when another worker takes the job over (never twice, never lost); killed just after the server accepted
// it, the message is sent again with the same Message-ID (at least once: mail clients show one message).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import type { Trip } from '../support/bookings.js';
import { urlWithSchema } from '../support/db.js';
import { brandedWorkspace, confirm, guestBooking, messagesOf } from '../support/messages.js';
import { startProcess } from '../support/process.js';
import { startSmtp, type TestSmtp } from '../support/smtp.js';

/** Past the longest lease a worker takes (src/platform/index.ts: at least a minute). */
const LEASE_PASSED_MS = 10 * 60_000;

describe('a worker killed while sending a message', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let w: TestWorkspace;
  let x: Trip;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ smtpUrl: smtp.url });
    ({ w, x } = await brandedWorkspace(t));
  });
  afterAll(async () => {
    clock.reset();
    await t.close();
    await smtp.close();
  });

  /** Confirms a booking (its message and job committed), then lets a worker process run until it dies at `point`. */
  async function crashAt(point: string, email: string) {
    clock.reset(); // the job is due on the worker's (real) clock
    const b = await guestBooking(t, w, x, { email });
    await confirm(t, w, b.id);
    const worker = await startProcess('worker', {
      DATABASE_URL: urlWithSchema(t.database.url, t.database.schema),
      SMTP_URL: smtp.url,
      TCA_TEST_CRASH_POINT: point,
    });
    const died = await Promise.race([worker.exited, new Promise((r) => setTimeout(() => r('alive'), 30_000))]);
    if (died === 'alive') await worker.kill('SIGKILL');
    expect(died).toBeNull(); // killed by its own signal at the crash point
    const [m] = await messagesOf(t, w, { bookingId: b.id });
    return { booking: b, message: m! };
  }

  const to = (email: string) => smtp.received.filter((m) => JSON.stringify(m.to).includes(email));

  it('between the claim and the send: sent once by the worker that takes over', async () => {
    const { message } = await crashAt('messages.before-send', 'before@example.com');
    expect(message).toMatchObject({ status: 'sending', attempts: 1 });
    expect(to('before@example.com')).toHaveLength(0);
    clock.advance(LEASE_PASSED_MS);
    await t.drainJobs();
    await t.drainJobs();
    expect(to('before@example.com')).toHaveLength(1);
    const got = (await t.call('GET', `/v1/messages/${message.id}`, { key: w.key })).body.data;
    expect(got).toMatchObject({ status: 'sent', attempts: 2 });
  }, 120_000);

  it('after the server accepted it: sent again with the same Message-ID, then never more', async () => {
    const { message } = await crashAt('messages.after-send', 'after@example.com');
    expect(message).toMatchObject({ status: 'sending', attempts: 1 });
    expect(to('after@example.com')).toHaveLength(1);
    clock.advance(LEASE_PASSED_MS);
    await t.drainJobs();
    await t.drainJobs();
    const copies = to('after@example.com');
    expect(copies).toHaveLength(2);
    expect(copies[1]!.messageId).toBe(copies[0]!.messageId);
    expect(copies[1]!.html).toBe(copies[0]!.html);
    const got = (await t.call('GET', `/v1/messages/${message.id}`, { key: w.key })).body.data;
    expect(got).toMatchObject({ status: 'sent', attempts: 2 });
  }, 120_000);
});
