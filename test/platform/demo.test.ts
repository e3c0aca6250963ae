// `npm run cli -- demo --json`: a workspace with believable data, made through the public API, and a key that works.
// Run as the real CLI process against the test app's database (SQLite file or PostgreSQL schema).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../src/platform/rate-limits.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { databaseUrlOf, runCli } from '../support/cli.js';

describe('cli demo', () => {
  let t: TestApp;
  let demo: { workspaceId: string; key: string; counts: Record<string, number> };
  const get = async (url: string) => {
    const r = await t.call('GET', url, { key: demo.key });
    expect(r.status, url).toBe(200);
    return r.body;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const r = await runCli(['demo', '--json'], { DATABASE_URL: databaseUrlOf(t.database) });
    expect(r.code, r.stderr).toBe(0);
    demo = JSON.parse(r.stdout.trim().split('\n').at(-1)!);
  }, 120_000);
  afterAll(() => t.close());

  it('prints the workspace id and a working key', async () => {
    expect(demo.workspaceId).toMatch(/^ws_/);
    expect(demo.key).toMatch(/^tca_ws_[A-Za-z0-9]+$/);
    expect((await get('/v1/workspace')).data.limits).toEqual(DEFAULT_LIMITS.live);
  });

  it('makes a dozen products of several types and categories, priced, with departures over the next six months', async () => {
    const products = (await get('/v1/products?limit=100')).data as Array<{
      id: string;
      type: string;
      category: string;
      status: string;
    }>;
    expect(products).toHaveLength(12);
    expect(new Set(products.map((p) => p.type)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(products.map((p) => p.category)).size).toBeGreaterThanOrEqual(5);
    expect(products.every((p) => p.status === 'active')).toBe(true);
    for (const p of products)
      expect((await get(`/v1/products/${p.id}/pricing`)).data.ratePlans[0].prices.length).toBeGreaterThan(0);
    const departures = (await get(`/v1/departures?productId=${products[0]!.id}&limit=100`)).data as Array<{
      startAt: string;
    }>;
    expect(departures.length).toBeGreaterThanOrEqual(5);
    const now = Date.now();
    for (const d of departures) {
      expect(Date.parse(d.startAt)).toBeGreaterThan(now);
      expect(Date.parse(d.startAt)).toBeLessThan(now + 184 * 86_400_000);
    }
    expect(demo.counts.departures).toBeGreaterThanOrEqual(60);
  });

  it('makes people, organizations, bookings in every status, a voucher, a published form and a policy', async () => {
    expect((await get('/v1/people')).pagination.total).toBe(10);
    expect((await get('/v1/organizations')).pagination.total).toBe(4);
    const bookings = (await get('/v1/bookings?limit=100')).data as Array<{ status: string }>;
    expect(new Set(bookings.map((b) => b.status))).toEqual(new Set(['pending', 'confirmed', 'completed', 'cancelled']));
    expect((await get('/v1/vouchers')).pagination.total).toBe(1);
    const forms = await get('/v1/forms');
    expect(forms.data.map((f: { status: string }) => f.status)).toEqual(['published']);
    expect((await get('/v1/policies')).pagination.total).toBe(1);
  });
});
