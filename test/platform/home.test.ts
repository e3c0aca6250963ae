// GET /: a person who opens the server's address is pointed at the console, the API reference and the OpenAPI
// document, with the headers every answer carries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';

describe('GET /', () => {
  let t: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    [t, behindProxy] = await Promise.all([createTestApp(), createTestApp({ publicUrl: 'https://example.net/travel' })]);
  });
  afterAll(() => Promise.all([t.close(), behindProxy.close()]));

  it('points at /console, /docs and /v1/openapi.json, each of which answers', async () => {
    const res = await t.call('GET', '/', { key: null });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-request-id']).toMatch(/^req_/);
    for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'])
      expect(res.headers[h], h).toMatch(/^\d+$/);
    expect(res.body).toEqual({
      name: 'Travel Commerce API',
      message:
        'The workspace console is at /console, the API reference at /docs and the OpenAPI document at /v1/openapi.json.',
      links: { console: '/console', docs: '/docs', openapi: '/v1/openapi.json' },
    });
    expect((await t.call('GET', '/v1/openapi.json', { key: null })).body.openapi).toMatch(/^3\.1/);
    const docs = await t.call('GET', '/docs', { key: null });
    expect([docs.status, docs.headers.location]).toEqual([301, '/docs/']);
    expect((await t.call('GET', '/docs/', { key: null })).status).toBe(200);
    // Built or not, the console answers (503 with the build command when console/dist is missing).
    expect([200, 503]).toContain((await t.call('GET', '/console/', { key: null })).status);
    // Not among the API's operations.
    expect(Object.keys((await t.call('GET', '/v1/openapi.json', { key: null })).body.paths)).not.toContain('/');
  });

  it('gives the links under PUBLIC_URL when a proxy serves the API under a path', async () => {
    const res = await behindProxy.call('GET', '/', { key: null });
    expect(res.body.links).toEqual({
      console: 'https://example.net/travel/console',
      docs: 'https://example.net/travel/docs',
      openapi: 'https://example.net/travel/v1/openapi.json',
    });
  });
});
