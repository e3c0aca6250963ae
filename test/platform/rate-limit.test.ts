// Rate limits: per workspace (all its keys together), per-minute window plus per-second burst, defaults by
// workspace type, per-workspace overrides, per-IP limits for unauthenticated routes, and one shared budget across
// processes when the counters live in Redis.
import net from 'node:net';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { clock } from '../../src/platform/clock.js';
import { closePlatform, createPlatform, type Api, type Platform } from '../../src/platform/index.js';
import { wireModules } from '../../src/modules/index.js';
import { IP_LIMITS } from '../../src/platform/http/rate-limit.js';
import { DEFAULT_LIMITS, RateLimits } from '../../src/platform/rate-limits.js';
import { createTestApp, type Response, type TestApp } from '../support/app.js';

const statusCounts = (rs: Response[]) =>
  rs.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

describe('rate limits (in memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  // The windows are counted on the app's clock, held still in each test: however slow the machine, a test's
  // requests fall in one burst second unless it moves the clock.
  beforeEach(() => clock.freeze(Date.now()));
  afterEach(() => clock.reset());

  /** A workspace created the way an operator does (CLI defaults), with one full-access key. */
  async function workspace(type: 'live' | 'sandbox', limits: { perMinute?: number; burst?: number } = {}) {
    const ws = await t.services.workspaces.createWorkspace({ name: `${type} limits`, type, ...limits });
    return { ws, key: await t.key(ws.id) };
  }

  const list = (key: string) => t.call('GET', '/v1/organizations', { key });

  it('defaults to the spec’s figures per type', async () => {
    expect(DEFAULT_LIMITS).toEqual({ live: { perMinute: 3000, burst: 30 }, sandbox: { perMinute: 100, burst: 5 } });
    const live = await workspace('live');
    const sandbox = await workspace('sandbox');
    expect(live.ws.limits).toEqual({ perMinute: 3000, burst: 30 });
    expect(sandbox.ws.limits).toEqual({ perMinute: 100, burst: 5 });
    expect((await list(live.key)).headers['x-ratelimit-limit']).toBe('3000');
    expect((await list(sandbox.key)).headers['x-ratelimit-limit']).toBe('100');
  });

  it('answers the 6th sandbox request in a second with 429 {error, retry_after} and Retry-After', async () => {
    const { key } = await workspace('sandbox');
    const rs: Response[] = [];
    for (let i = 0; i < 6; i++) rs.push(await list(key));
    expect(rs.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(rs.slice(0, 5).map((r) => Number(r.headers['x-ratelimit-remaining']))).toEqual([99, 98, 97, 96, 95]);
    const limited = rs[5]!;
    expect(limited.body).toEqual({
      error: 'Rate limit exceeded',
      code: 'RATE_LIMITED',
      retry_after: expect.any(Number),
    });
    expect(Number.isInteger(limited.body.retry_after)).toBe(true);
    expect(limited.body.retry_after).toBeGreaterThanOrEqual(1);
    expect(limited.body.retry_after).toBeLessThanOrEqual(1); // the burst window is one second
    expect(limited.headers['retry-after']).toBe(String(limited.body.retry_after));
  });

  it('lets a live workspace burst 30 requests in a second, not 31', async () => {
    const { key } = await workspace('live');
    const rs = await Promise.all(Array.from({ length: 31 }, () => list(key)));
    expect(statusCounts(rs)).toEqual({ 200: 30, 429: 1 });
  });

  it('applies a workspace’s own limits: per minute and burst', async () => {
    const perMinute = await workspace('live', { perMinute: 10, burst: 100 });
    const rs = await Promise.all(Array.from({ length: 12 }, () => list(perMinute.key)));
    expect(statusCounts(rs)).toEqual({ 200: 10, 429: 2 });
    const limited = rs.find((r) => r.status === 429)!;
    // The minute window: wait up to a minute, never more.
    expect(limited.body.retry_after).toBeGreaterThanOrEqual(1);
    expect(limited.body.retry_after).toBeLessThanOrEqual(60);
    expect(limited.headers['x-ratelimit-limit']).toBe('10');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');

    const burst = await workspace('sandbox', { burst: 2 });
    const brs = await Promise.all(Array.from({ length: 3 }, () => list(burst.key)));
    expect(statusCounts(brs)).toEqual({ 200: 2, 429: 1 });
  });

  it('takes new limits set by an operator on the next request', async () => {
    const { ws, key } = await workspace('sandbox');
    for (let i = 0; i < 5; i++) expect((await list(key)).status).toBe(200);
    expect((await list(key)).status).toBe(429);
    await t.services.workspaces.setLimits(ws.id, { perMinute: 10_000, burst: 1_000 });
    const r = await list(key);
    expect(r.status).toBe(200);
    expect(r.headers['x-ratelimit-limit']).toBe('10000');
  });

  it('applies a lowered limit to what the current window has already spent', async () => {
    // The minute window: a loaded machine cannot outrun it between the requests.
    const { ws, key } = await workspace('live', { perMinute: 100, burst: 100 });
    for (let i = 0; i < 3; i++) expect((await list(key)).status).toBe(200);
    await t.services.workspaces.setLimits(ws.id, { perMinute: 3 });
    const r = await list(key);
    expect(r.status).toBe(429);
    expect(r.headers['x-ratelimit-limit']).toBe('3');
    expect(r.headers['x-ratelimit-remaining']).toBe('0');
  });

  it('shares one budget between all keys of a workspace, and only that workspace', async () => {
    const { ws, key } = await workspace('sandbox');
    const second = await t.key(ws.id, { scopes: ['organizations:read'] });
    const other = await workspace('sandbox');
    const statuses = [];
    for (const k of [key, second, key, second, key, second]) statuses.push((await list(k)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await list(other.key)).status).toBe(200);
  });

  it('counts writes and failed requests of a workspace too', async () => {
    const { ws, key } = await workspace('sandbox');
    const reader = await t.key(ws.id, { scopes: ['organizations:read'] });
    expect((await t.call('POST', '/v1/organizations', { key, body: { name: 'a' } })).status).toBe(201);
    expect((await t.call('POST', '/v1/organizations', { key, body: { name: 1 } })).status).toBe(400);
    expect((await t.call('POST', '/v1/organizations', { key: reader, body: { name: 'b' } })).status).toBe(403);
    expect((await t.call('GET', '/v1/organizations/org_00000000-0000-7000-8000-000000000000', { key })).status).toBe(
      404,
    );
    expect((await list(key)).status).toBe(200);
    expect((await list(key)).status).toBe(429);
  });

  it('limits unauthenticated requests per client IP', async () => {
    expect(IP_LIMITS.burst).toBeLessThan(100);
    const from = (ip: string) => t.call('GET', '/healthz', { remoteAddress: ip });
    const rs = await Promise.all(Array.from({ length: IP_LIMITS.burst + 1 }, () => from('192.0.2.10')));
    expect(statusCounts(rs)).toEqual({ 200: IP_LIMITS.burst, 429: 1 });
    const limited = rs.find((r) => r.status === 429)!;
    expect(limited.body).toEqual({
      error: 'Rate limit exceeded',
      code: 'RATE_LIMITED',
      retry_after: expect.any(Number),
    });
    expect(limited.headers['x-ratelimit-limit']).toBe(String(IP_LIMITS.perMinute));
    // Another address is not affected, nor is an authenticated workspace calling from the same address.
    expect((await from('192.0.2.11')).status).toBe(200);
    const { key } = await workspace('live');
    expect((await t.call('GET', '/v1/organizations', { key, remoteAddress: '192.0.2.10' })).status).toBe(200);
    // Failed authentication counts against the address (no free guessing of keys).
    const guesses = await Promise.all(
      Array.from({ length: IP_LIMITS.burst + 1 }, () =>
        t.call('GET', '/v1/organizations', { key: 'tca_ws_AAAAAAAAAAAAAAAAAAAAAAAA', remoteAddress: '192.0.2.12' }),
      ),
    );
    expect(statusCounts(guesses)).toEqual({ 401: IP_LIMITS.burst, 429: 1 });
  });

  it('limits IPv6 clients per /64, and an IPv4-mapped address as its IPv4 address', async () => {
    const burst = (ip: (i: number) => string) =>
      Promise.all(
        Array.from({ length: IP_LIMITS.burst + 1 }, (_, i) => t.call('GET', '/healthz', { remoteAddress: ip(i) })),
      );
    // One client rotating through the addresses of its /64 shares one budget.
    expect(statusCounts(await burst((i) => `2001:db8:aa:1::${(i + 1).toString(16)}`))).toEqual({
      200: IP_LIMITS.burst,
      429: 1,
    });
    expect((await t.call('GET', '/healthz', { remoteAddress: '2001:db8:aa:2::1' })).status).toBe(200); // the next /64
    expect(statusCounts(await burst(() => '::ffff:192.0.2.40'))).toEqual({ 200: IP_LIMITS.burst, 429: 1 });
    expect((await t.call('GET', '/healthz', { remoteAddress: '192.0.2.40' })).status).toBe(429);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    const spoofed = await Promise.all(
      Array.from({ length: IP_LIMITS.burst + 1 }, (_, i) =>
        t.call('GET', '/healthz', { remoteAddress: '192.0.2.50', headers: { 'x-forwarded-for': `198.51.100.${i}` } }),
      ),
    );
    expect(statusCounts(spoofed)).toEqual({ 200: IP_LIMITS.burst, 429: 1 });
  });

  it('opens a new window when the clock goes back before the current one began', async () => {
    const { key } = await workspace('sandbox', { burst: 1 });
    clock.advance(30 * 60_000); // as a test of a hold's lapse does, or a clock an NTP step then sets back
    expect((await list(key)).status).toBe(200);
    expect((await list(key)).status).toBe(429);
    clock.advance(-30 * 60_000);
    expect((await list(key)).status).toBe(200);
    expect((await list(key)).status).toBe(429);
    clock.advance(-1);
    expect((await list(key)).status).toBe(200); // 1 ms before that window began
  });

  it('recovers when the window has passed: refused 1 ms before its end, allowed at its end', async () => {
    const { key } = await workspace('sandbox', { burst: 1 });
    expect((await list(key)).status).toBe(200); // opens the burst window: it ends 1,000 ms later
    expect((await list(key)).status).toBe(429);
    clock.advance(999);
    expect((await list(key)).status).toBe(429);
    clock.advance(1);
    expect((await list(key)).status).toBe(200);
    expect((await list(key)).status).toBe(429); // the next window, spent
    clock.advance(1_001);
    expect((await list(key)).status).toBe(200);
  });
});

describe('rate limits behind a trusted proxy (TRUST_PROXY)', () => {
  const viaProxy = (t: TestApp, proxy: string, forwardedFor: string) =>
    t.call('GET', '/healthz', { remoteAddress: proxy, headers: { 'x-forwarded-for': forwardedFor } });
  const burstFrom = (t: TestApp, proxy: string, forwardedFor: string) =>
    Promise.all(Array.from({ length: IP_LIMITS.burst + 1 }, () => viaProxy(t, proxy, forwardedFor)));

  it('limits the client a listed proxy forwards for, not the proxy', async () => {
    const t = await createTestApp({ trustProxy: ['10.0.0.0/8'] });
    try {
      expect(statusCounts(await burstFrom(t, '10.1.2.3', '203.0.113.7'))).toEqual({ 200: IP_LIMITS.burst, 429: 1 });
      // Another client behind the same proxy has its own budget.
      expect((await viaProxy(t, '10.1.2.3', '203.0.113.8')).status).toBe(200);
      // A client-supplied entry before the real one changes nothing: the address the proxy saw is the client.
      expect((await viaProxy(t, '10.1.2.3', '198.51.100.1, 203.0.113.7')).status).toBe(429);
      // A sender that is not a listed proxy cannot pick its address.
      expect(statusCounts(await burstFrom(t, '192.0.2.60', '203.0.113.9'))).toEqual({ 200: IP_LIMITS.burst, 429: 1 });
      expect((await viaProxy(t, '192.0.2.60', '203.0.113.10')).status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('takes a hop count', async () => {
    const t = await createTestApp({ trustProxy: 1 });
    try {
      expect(statusCounts(await burstFrom(t, '192.0.2.70', '198.51.100.9, 203.0.113.20'))).toEqual({
        200: IP_LIMITS.burst,
        429: 1,
      });
      expect((await viaProxy(t, '192.0.2.71', '203.0.113.20')).status).toBe(429); // same client, another proxy address
      expect((await viaProxy(t, '192.0.2.70', '203.0.113.21')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Redis: two app instances (as two server processes would be) sharing one database and one Redis.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function reachable(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port || 6379) });
    const done = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.once('connect', () => done(true));
    s.once('error', () => done(false));
    s.setTimeout(1000, () => done(false));
  });
}

// Without TEST_REDIS_URL the Redis tests run when a local Redis answers; with it they must run.
const redisUp = process.env.TEST_REDIS_URL ? true : await reachable(REDIS_URL);

async function redisReady(p: Platform): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (p.redis && p.redis.status !== 'ready') {
    if (Date.now() > deadline) throw new Error(`Redis at ${REDIS_URL} not ready (${p.redis.status})`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!redisUp)('rate limits shared through Redis', () => {
  let t: TestApp;
  let second: { app: Api; platform: Platform };

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: REDIS_URL });
    // A second instance on the same database and Redis: what a second server process is.
    const platform = createPlatform(t.config, { log: pino({ level: 'silent' }), pgSchema: t.database.schema });
    const app = await buildApp(platform, wireModules(platform).modules);
    await app.ready();
    second = { app, platform };
    await Promise.all([redisReady(t.platform), redisReady(platform)]);
  });
  afterAll(async () => {
    await second?.app.close();
    if (second) await closePlatform(second.platform);
    await t?.close();
  });

  const listOn = async (app: Api, key: string) => {
    const r = await app.inject({
      method: 'GET',
      url: '/v1/organizations',
      headers: { authorization: `Bearer ${key}` },
    });
    return { status: r.statusCode, headers: r.headers, body: r.json() as Record<string, unknown> };
  };

  it('gives two instances one budget: the 6th sandbox request in a second is 429 wherever it lands', async () => {
    // Fresh workspaces each run, so counters left in Redis by earlier runs never collide.
    const ws = await t.services.workspaces.createWorkspace({ name: 'shared sandbox', type: 'sandbox' });
    const key = await t.key(ws.id);
    const apps = [t.app, second.app];
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await listOn(apps[i % 2]!, key)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const remaining = await listOn(t.app, key);
    expect(remaining.status).toBe(429);
    expect(remaining.body).toMatchObject({ error: 'Rate limit exceeded', retry_after: expect.any(Number) });
  });

  it('shares the per-minute budget too', async () => {
    const ws = await t.services.workspaces.createWorkspace({
      name: 'shared minute',
      type: 'live',
      perMinute: 8,
      burst: 100,
    });
    const key = await t.key(ws.id);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => listOn(i % 2 ? second.app : t.app, key)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(8);
    expect(results.filter((r) => r.status === 429)).toHaveLength(2);
    const remaining = results
      .filter((r) => r.status === 200)
      .map((r) => Number(r.headers['x-ratelimit-remaining']))
      .sort((a, b) => a - b);
    expect(remaining).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps counting in memory when Redis is unreachable', async () => {
    const { Redis } = await import('ioredis');
    const dead = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    dead.on('error', () => undefined);
    try {
      const limits = new RateLimits(dead);
      const decisions = [];
      for (let i = 0; i < 3; i++) decisions.push(await limits.consume('ws:offline', { perMinute: 100, burst: 2 }));
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, false]);
    } finally {
      dead.disconnect();
    }
  });
});
