// Request logs: the Authorization header and the values of secret query parameters (voucher codes, tokens) never
// reach a log line; the rest of the request line stays readable.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createLogger, prettyLogs, redactUrl, type Api } from '../../src/platform/index.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';

describe('request logs', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let app: Api;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    const log = createLogger(
      { ...t.config, logLevel: 'info' },
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    app = await buildApp({ ...t.platform, log }, t.modules);
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('leave out voucher codes, tokens and the API key, keeping the path and other parameters', async () => {
    await app.inject({
      method: 'GET',
      url: '/v1/vouchers/lookup?code=GIFT-SECRET-42&limit=5',
      headers: { authorization: `Bearer ${ws.key}` },
    });
    await app.inject({
      method: 'GET',
      url: '/v1/organizations?token=tok-SECRET-7&q=acme',
      headers: { authorization: `Bearer ${ws.key}` },
    });
    const text = lines.join('');
    expect(text).toContain('/v1/vouchers/lookup?code=[redacted]&limit=5');
    expect(text).toContain('/v1/organizations?token=[redacted]&q=acme');
    expect(text).not.toMatch(/SECRET/);
    expect(text).not.toContain(ws.key);
  });

  it('are one line per answered request at info: what was asked, the status, the time and the request id', async () => {
    lines.length = 0;
    const res = await app.inject({
      method: 'GET',
      url: '/v1/organizations?limit=2',
      headers: { authorization: `Bearer ${ws.key}` },
    });
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logged).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        reqId: res.headers['x-request-id'] ?? expect.any(String),
        req: expect.objectContaining({ method: 'GET', url: '/v1/organizations?limit=2' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('redactUrl covers encoded names, repeated and empty parameters', () => {
    expect(redactUrl('/a')).toBe('/a');
    expect(redactUrl('/a?x=1')).toBe('/a?x=1');
    expect(redactUrl('/a?c%6Fde=S1&code=S2&CODE=S3')).toBe('/a?c%6Fde=[redacted]&code=[redacted]&CODE=[redacted]');
    expect(redactUrl('/a?code&api_key=k&apikey=k&secret=s&password=p&signature=g&x=')).toBe(
      '/a?code&api_key=[redacted]&apikey=[redacted]&secret=[redacted]&password=[redacted]&signature=[redacted]&x=',
    );
    expect(redactUrl('/a?%E0%A4%A=1&code=S')).toBe('/a?%E0%A4%A=1&code=[redacted]');
  });

  it('are human-readable lines on a terminal (LOG_FORMAT=auto) or when asked for, JSON otherwise', async () => {
    expect([
      prettyLogs('auto', true),
      prettyLogs('auto', false),
      prettyLogs('json', true),
      prettyLogs('pretty', false),
    ]).toEqual([true, false, false, true]);
    const out: string[] = [];
    const log = createLogger(
      { ...t.config, logLevel: 'info', logFormat: 'pretty' },
      new Writable({
        write(chunk, _enc, done) {
          out.push(String(chunk));
          done();
        },
      }),
    );
    log.info({ order: 'ord_1' }, 'payment received');
    log.flush();
    await new Promise((r) => setTimeout(r, 50));
    const text = out.join('');
    expect(text).toMatch(/INFO.*payment received/);
    expect(text).toContain('order: "ord_1"');
    expect(() => JSON.parse(text)).toThrow();
  });
});
