// The payment notification endpoint keeps every payload for audit, bounded: refused and oversized bodies are
// stored truncated with their full size, no stored body passes the cap, a body over it is a readable 413 even for a
// client still sending, each client address has its own budget spent before anything is written, and the audit
// rows are deleted past their retention window (except the evidence of a paid order waiting for an operator).
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsTables } from '../../src/modules/bookings/payment-store.js';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { hmacHex, notification, NOTIFY, payingWorkspace, submitted, trip } from '../support/bookings.js';

const SECRET = 'notify-secret';
const KIB = 1024;

type Db = TestApp['platform']['db'];
const notifications = (db: Db) =>
  db.kysely.withTables<PaymentsTables>().selectFrom('payment_notifications').selectAll();
const lastAudit = async (db: Db) => {
  const row = await notifications(db).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return { ...row, body_size: Number(row.body_size), body_truncated: Number(row.body_truncated) };
};
const auditCount = async (db: Db) => (await notifications(db).execute()).length;

/** A signed success padded (in `payment.message`) to exactly `bytes` bytes. */
function paddedNotification(orderId: string, bytes: number): string {
  const bare = notification(orderId, 3, { message: '' });
  return notification(orderId, 3, { message: 'x'.repeat(bytes - Buffer.byteLength(bare)) });
}

describe('payment notify: bounded audit and body cap', () => {
  let t: TestApp;
  let sent = 0;
  const providerIp = () => `198.51.100.${(sent++ % 250) + 1}`;

  beforeAll(async () => {
    t = await createTestApp({ paymentNotifySecret: SECRET, paymentNotifyAllowedIps: ['198.51.100.0/24'] });
  });
  afterAll(() => t.close());

  const notify = (raw: string, opts: { signature?: string; ip?: string; headers?: Record<string, string> } = {}) =>
    t.call('POST', NOTIFY, {
      rawBody: raw,
      headers: { 'x-signature': opts.signature ?? hmacHex(SECRET, raw), ...opts.headers },
      remoteAddress: opts.ip ?? providerIp(),
    });

  it('a body over the cap (64 KiB by default) is 413 with details.field, recorded as its first 4 KiB and its full size', async () => {
    const raw = paddedNotification('0123456789ABCDEF', 100 * KIB);
    const r = await notify(raw);
    expect(r.status).toBe(413);
    expect(r.body).toEqual({
      error: 'Request body too large',
      details: { field: 'body', message: `must be at most ${64 * KIB} bytes` },
      code: 'BODY_TOO_LARGE',
    });
    expect(await lastAudit(t.platform.db)).toMatchObject({
      verdict: 'too_large',
      raw_body: raw.slice(0, 4 * KIB),
      body_encoding: 'utf8',
      body_size: 100 * KIB,
      body_truncated: 1,
      order_id: null,
      workspace_id: null,
    });
  });

  it('a body of exactly the cap is read, verified and stored whole', async () => {
    const w = await payingWorkspace(t);
    const s = await submitted(t, w, await trip(t, w.key, { capacity: 4 }));
    const raw = paddedNotification(s.code, 64 * KIB);
    expect(Buffer.byteLength(raw)).toBe(64 * KIB);
    const r = await notify(raw);
    expect(r.status, r.text).toBe(200);
    expect(await lastAudit(t.platform.db)).toMatchObject({
      verdict: 'confirmed',
      raw_body: raw,
      body_size: 64 * KIB,
      body_truncated: 0,
      order_id: s.code,
    });
  });

  it('a payload from a refused address or with a bad signature is stored truncated to 4 KiB, with its full size', async () => {
    const raw = paddedNotification('0123456789ABCDEF', 10 * KIB);
    const cases: Array<[{ signature?: string; ip?: string }, string]> = [
      [{ ip: '203.0.113.9' }, 'rejected_ip'],
      [{ signature: hmacHex('wrong', raw) }, 'rejected_signature'],
    ];
    for (const [opts, verdict] of cases) {
      expect((await notify(raw, opts)).status).toBe(401);
      expect(await lastAudit(t.platform.db)).toMatchObject({
        verdict,
        raw_body: raw.slice(0, 4 * KIB),
        body_size: 10 * KIB,
        body_truncated: 1,
      });
    }
    // Cut on a character boundary: multi-byte text stays text.
    const accented = JSON.stringify({ order: { orderID: 'X' }, payment: { status: 3, message: 'é'.repeat(6000) } });
    expect((await notify(accented, { signature: hmacHex('wrong', accented) })).status).toBe(401);
    const a = await lastAudit(t.platform.db);
    expect(a).toMatchObject({ body_encoding: 'utf8', body_size: Buffer.byteLength(accented), body_truncated: 1 });
    expect(Buffer.byteLength(a.raw_body)).toBeLessThanOrEqual(4 * KIB);
    expect(accented.startsWith(a.raw_body)).toBe(true);
  });

  it('answers a client still sending a 2.5 MB body with a readable 413, with or without Content-Length, and keeps the connection usable', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    expect(address).toContain(String(port));
    const big = Buffer.alloc(2_500_000, 'a');
    const send = (chunked: boolean) =>
      new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: NOTIFY,
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              ...(chunked ? {} : { 'content-length': String(big.length) }),
            },
          },
          (res) => {
            let body = '';
            res.on('data', (d: Buffer) => (body += d.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
          },
        );
        req.on('error', reject);
        // Written in pieces, as a client on a real network does: most of it is still unsent when the answer comes.
        let offset = 0;
        const writeMore = () => {
          while (offset < big.length) {
            const piece = big.subarray(offset, offset + 64 * KIB);
            offset += piece.length;
            if (!req.write(piece)) return void req.once('drain', writeMore);
          }
          req.end();
        };
        writeMore();
      });
    for (const chunked of [false, true]) {
      const r = await send(chunked);
      expect(r.status, `chunked: ${chunked}`).toBe(413);
      expect(JSON.parse(r.body)).toMatchObject({ error: 'Request body too large', details: { field: 'body' } });
      expect(r.connection).not.toBe('close');
      const a = await lastAudit(t.platform.db);
      expect(a).toMatchObject({ verdict: 'too_large', body_truncated: 1 });
      expect(a.raw_body).toHaveLength(4 * KIB);
      // The declared length is the full size; a chunked body is known only up to where it was refused.
      if (chunked) expect(a.body_size).toBeGreaterThan(64 * KIB);
      else expect(a.body_size).toBe(big.length);
    }
    // Node's own fetch too.
    const viaFetch = await fetch(`http://127.0.0.1:${port}${NOTIFY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(viaFetch.status).toBe(413);
    expect(await viaFetch.json()).toMatchObject({ error: 'Request body too large', details: { field: 'body' } });
    // The server reads what the clients still send to the end, so their connections become idle keep-alive ones
    // (a stalled read would keep them busy): closing the idle ones leaves none.
    const deadline = Date.now() + 10_000;
    for (;;) {
      t.app.server.closeIdleConnections();
      const open = await new Promise<number>((resolve, reject) =>
        t.app.server.getConnections((err, n) => (err ? reject(err) : resolve(n))),
      );
      if (open === 0) break;
      expect(Date.now(), `${open} connections still busy`).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});

describe('payment notify: its own per-address budget, spent before anything is written', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      paymentNotifySecret: SECRET,
      paymentNotifyRatePerMinute: 3,
      paymentNotifyRateBurst: 100,
    });
  });
  afterAll(() => t.close());

  const notify = (ip: string) =>
    t.call('POST', NOTIFY, {
      rawBody: notification('0123456789ABCDEF', 3),
      headers: { 'x-signature': 'bad' },
      remoteAddress: ip,
    });

  it('answers 429 with Retry-After past PAYMENT_NOTIFY_RATE_PER_MINUTE and stores nothing; other addresses keep their budget, IPv6 counts per /64', async () => {
    for (let i = 0; i < 3; i++) {
      const r = await notify('203.0.113.50');
      expect(r.status).toBe(401);
      expect(r.headers['x-ratelimit-limit']).toBe('3');
    }
    const stored = await auditCount(t.platform.db);
    const limited = await notify('203.0.113.50');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: 'Rate limit exceeded', retry_after: expect.any(Number) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await auditCount(t.platform.db)).toBe(stored);
    expect((await notify('203.0.113.51')).status).toBe(401);
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3'])
      expect((await notify(ip)).status).toBe(401);
    expect((await notify('2001:db8:1:2::4')).status).toBe(429);
    expect((await notify('2001:db8:1:3::1')).status).toBe(401);
    // Other public routes keep the general per-address budget.
    expect((await t.call('GET', '/healthz', { remoteAddress: '203.0.113.50' })).status).toBe(200);
  });
});

describe('payment notify: retention', () => {
  let t: TestApp;
  let sent = 0;
  const providerIp = () => `198.51.100.${(sent++ % 250) + 1}`;

  beforeAll(async () => {
    t = await createTestApp({ paymentNotifySecret: SECRET });
  });
  afterAll(() => t.close());

  const notify = (raw: string, signature = hmacHex(SECRET, raw)) =>
    t.call('POST', NOTIFY, { rawBody: raw, headers: { 'x-signature': signature }, remoteAddress: providerIp() });
  const ordersLeft = async () =>
    (await notifications(t.platform.db).execute()).map((r) => r.order_id ?? r.verdict).sort();

  it(`deletes audit rows past PAYMENT_NOTIFICATIONS_RETENTION_DAYS (180), keeping those of a session needing attention and paid unknown orders`, async () => {
    expect(t.platform.retention.ruleNames).toContain('payment_notifications');
    const w = await payingWorkspace(t);
    const x = await trip(t, w.key, { capacity: 10 });
    const confirmed = await submitted(t, w, x);
    const short = await submitted(t, w, x);
    const younger = await submitted(t, w, x);
    expect((await notify(notification(confirmed.code, 15))).status).toBe(200);
    expect((await notify(notification(confirmed.code, 3))).status).toBe(200);
    expect((await notify(notification(short.code, 3, { amount: 1 }))).status).toBe(200);
    expect((await notify(notification('AAAAAAAAAAAAAAAA', 5))).status).toBe(404);
    expect((await notify(notification('BBBBBBBBBBBBBBBB', 12))).status).toBe(404);
    expect((await notify(notification(confirmed.code, 3), 'bad')).status).toBe(401);
    await t.drainJobs();
    expect(
      (await t.call('GET', '/v1/payments/attention', { key: w.key })).body.data.map(
        (p: { order_id: string }) => p.order_id,
      ),
    ).toEqual([short.code]);
    try {
      clock.advance(179 * 86_400_000);
      expect((await t.platform.retention.run()).payment_notifications).toBe(0);
      clock.advance(2 * 86_400_000);
      expect((await notify(notification(younger.code, 15))).status).toBe(200);
      expect((await t.platform.retention.run()).payment_notifications).toBe(4);
    } finally {
      clock.reset();
    }
    expect(await ordersLeft()).toEqual(['AAAAAAAAAAAAAAAA', short.code, younger.code].sort());
  });
});
