// Every response carries X-Request-ID (req_…), the three X-RateLimit-* headers and Content-Type: application/json,
// whatever its status: successes, validation failures, 401, 403, 404, 413 and 429 alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Response, type TestApp, type TestWorkspace } from '../support/app.js';

function expectCommonHeaders(r: Response, label: string): void {
  expect(r.headers['x-request-id'], label).toMatch(/^req_[A-Za-z0-9]+$/);
  for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
    expect(String(r.headers[h]), `${label} ${h}`).toMatch(/^\d+$/);
  }
  const reset = Number(r.headers['x-ratelimit-reset']);
  const nowSec = Date.now() / 1000;
  // Unix seconds (not milliseconds, not a delta), within the next minute window.
  expect(reset, `${label} reset`).toBeGreaterThanOrEqual(Math.floor(nowSec) - 1);
  expect(reset, `${label} reset`).toBeLessThanOrEqual(Math.ceil(nowSec) + 61);
  expect(Number(r.headers['x-ratelimit-remaining']), label).toBeLessThanOrEqual(Number(r.headers['x-ratelimit-limit']));
  expect(String(r.headers['content-type']), `${label} content-type`).toMatch(/^application\/json/);
  // Error bodies are JSON objects with an `error` string; no stack, no SQL.
  if (r.status >= 400) {
    expect(r.body, label).toMatchObject({ error: expect.any(String) });
    expect(r.text, label).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts:\d+|select |insert into|sqlite|postgres/i);
  }
}

describe('headers on every response', () => {
  let t: TestApp;
  let small: TestApp;
  let ws: TestWorkspace;

  beforeAll(async () => {
    [t, small] = await Promise.all([createTestApp(), createTestApp({ bodyLimitBytes: 1024 })]);
    ws = await t.workspace();
  });
  afterAll(async () => {
    await t.close();
    await small.close();
  });

  it('are present on 200, 201, 400, 401, 403, 404, 413 and 429', async () => {
    const readOnly = await t.key(ws.id, { scopes: ['organizations:read'] });
    const throttled = await t.workspace({ type: 'sandbox', perMinute: 100, burst: 1 });
    const smallWs = await small.workspace();
    const cases: Array<[string, number, () => Promise<Response>]> = [
      ['list', 200, () => t.call('GET', '/v1/organizations', { key: ws.key })],
      ['create', 201, () => t.call('POST', '/v1/organizations', { key: ws.key, body: { name: 'Headers' } })],
      ['healthz', 200, () => t.call('GET', '/healthz')],
      ['readyz', 200, () => t.call('GET', '/readyz')],
      ['malformed json', 400, () => t.call('POST', '/v1/organizations', { key: ws.key, rawBody: '{"name":' })],
      ['wrong type', 400, () => t.call('POST', '/v1/organizations', { key: ws.key, body: { name: 1 } })],
      ['bad limit', 400, () => t.call('GET', '/v1/organizations?limit=0', { key: ws.key })],
      ['no key', 401, () => t.call('GET', '/v1/organizations')],
      [
        'unknown key',
        401,
        () =>
          t.call('POST', '/v1/organizations', { key: 'tca_ws_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', body: { name: 'x' } }),
      ],
      ['missing scope', 403, () => t.call('POST', '/v1/organizations', { key: readOnly, body: { name: 'x' } })],
      [
        'other workspace header',
        403,
        () => t.call('GET', '/v1/organizations', { key: ws.key, headers: { 'x-workspace-id': throttled.id } }),
      ],
      ['unknown route with JSON body', 404, () => t.call('POST', '/v1/no-such-thing', { key: ws.key, body: { a: 1 } })],
      ['unknown route, no key', 404, () => t.call('GET', '/nowhere')],
      [
        'unknown id',
        404,
        () => t.call('GET', '/v1/organizations/org_00000000-0000-7000-8000-000000000000', { key: ws.key }),
      ],
      [
        'too large',
        413,
        () =>
          small.call('POST', '/v1/organizations', {
            key: smallWs.key,
            body: { name: 'x', description: 'y'.repeat(2000) },
          }),
      ],
    ];
    for (const [label, status, send] of cases) {
      const r = await send();
      expect(r.status, label).toBe(status);
      expectCommonHeaders(r, label);
    }
    // 429: the second request within the same second of a burst-1 workspace.
    const first = await t.call('GET', '/v1/organizations', { key: throttled.key });
    const second = await t.call('GET', '/v1/organizations', { key: throttled.key });
    expect([first.status, second.status]).toEqual([200, 429]);
    expectCommonHeaders(second, '429');
    expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('gives every response its own request id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 20; i++)
      ids.add(String((await t.call('GET', '/v1/organizations', { key: ws.key })).headers['x-request-id']));
    expect(ids.size).toBe(20);
  });

  it('ignores a client-sent X-Request-ID', async () => {
    const r = await t.call('GET', '/v1/organizations', { key: ws.key, headers: { 'x-request-id': 'req_forged' } });
    expect(r.headers['x-request-id']).not.toBe('req_forged');
    expect(r.headers['x-request-id']).toMatch(/^req_/);
  });

  it('answers the body limit with 413 JSON and still accepts bodies under it', async () => {
    const w = await small.workspace();
    const ok = await small.call('POST', '/v1/organizations', { key: w.key, body: { name: 'small enough' } });
    expect(ok.status).toBe(201);
    const big = await small.call('POST', '/v1/people', {
      key: w.key,
      body: { firstName: 'x'.repeat(60), lastName: 'y', phones: Array(100).fill('+40 700 000 000') },
    });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ error: expect.any(String), code: 'BODY_TOO_LARGE' });
  });
});
