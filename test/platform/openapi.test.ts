import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { EVENT_TYPES } from '../../src/modules/event-catalogue.js';

/** `/v1/x/:id/y` ↔ `/v1/x/{id}/y` */
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is served unauthenticated at /v1/openapi.json as OpenAPI 3.1', async () => {
    const r = await t.call('GET', '/v1/openapi.json');
    expect(r.status).toBe(200);
    expect(r.body.openapi).toMatch(/^3\.1/);
    expect(r.body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(r.body.info.description).toContain(EVENT_TYPES[0]);
  });

  it('documents every served /v1 route and serves every documented one', async () => {
    const doc = (await t.call('GET', '/v1/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).filter((m) => m !== 'parameters').map((m) => `${m.toUpperCase()} ${path}`)),
    );
    const served = new Set(t.app.servedRoutes.map((r) => `${r.method} ${toOpenApiPath(r.url)}`));
    served.delete('GET /v1/openapi.json');
    expect(served.size).toBeGreaterThan(5);
    expect([...served].filter((r) => !documented.has(r))).toEqual([]);
    expect([...documented].filter((r) => !served.has(r))).toEqual([]);
  });

  it('describes each operation with a summary and its success response', async () => {
    const doc = (await t.call('GET', '/v1/openapi.json')).body as { paths: Record<string, Record<string, { summary?: string; responses?: object }>> };
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(op.summary, `${method} ${path}`).toBeTruthy();
        expect(Object.keys(op.responses ?? {}).some((c) => /^2\d\d$/.test(c)), `${method} ${path}`).toBe(true);
      }
    }
  });

  it('serves the docs page', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.body).toContain('/v1/openapi.json');
  });
});
