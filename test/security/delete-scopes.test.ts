// One rule for every DELETE route (docs/decisions.md, "Delete scopes"): `<resource>:delete` deletes everywhere;
// `<resource>:write` deletes exactly where it did before the rule. The table below is the rule's expectation,
// stated apart from the code; the OpenAPI document is walked so a new DELETE route without a row fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';

/** DELETE route → its resource, and whether `<resource>:write` deletes there too. */
const DELETE_ROUTES: Record<string, [resource: string, writeDeletes: boolean]> = {
  '/v1/products/{id}': ['products', false],
  '/v1/tags/{id}': ['tags', false],
  '/v1/collections/{id}': ['collections', false],
  '/v1/gallery/files/{id}': ['gallery', false],
  '/v1/webhooks/subscriptions/{id}': ['webhooks', true],
  '/v1/departures/{id}': ['inventory', true],
  '/v1/marketplace/products/{productId}/disable': ['catalog', true],
  '/v1/contract-series/{id}': ['contract-series', true],
  '/v1/people/{id}': ['customers', true],
  '/v1/forms/{id}': ['forms', true],
  '/v1/organizations/{id}': ['organizations', true],
  '/v1/policies/{id}': ['policies', true],
};

describe('delete scopes on every DELETE route', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let deletePaths: string[];

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    const doc = (await t.call('GET', '/v1/openapi.json')).body as {
      paths: Record<string, Record<string, { security?: Array<Record<string, unknown>> }>>;
    };
    // Session-only DELETE routes (API keys, members) are never a key's, whatever its scopes: roles decide there
    // (test/modules/accounts-roles.test.ts); their scope still follows the rule (`deleteScope` in scopes.ts).
    const sessionOnly = (op: { security?: Array<Record<string, unknown>> }) =>
      op.security?.length === 1 && 'cookieAuth' in op.security[0]!;
    deletePaths = Object.entries(doc.paths)
      .filter(([, ops]) => ops.delete && !sessionOnly(ops.delete))
      .map(([path]) => path);
  });
  afterAll(() => t.close());

  // An id that exists nowhere: a permitted call gets past the scope check to a 404 (or a 400 for a missing query).
  const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-7000-8000-000000000000');
  const del = async (path: string, scopes: string[]) =>
    t.call('DELETE', urlOf(path), { key: await t.key(ws.id, { scopes }) });
  const allowed = (status: number) => status !== 401 && status !== 403 && status < 500;

  it('has a row for every documented DELETE route, and a route for every row', () => {
    expect([...deletePaths].sort()).toEqual(Object.keys(DELETE_ROUTES).sort());
  });

  it.each(Object.entries(DELETE_ROUTES))('DELETE %s', async (path, [resource, writeDeletes]) => {
    const onlyDelete = await del(path, [`${resource}:delete`]);
    expect(allowed(onlyDelete.status), `${resource}:delete → ${onlyDelete.status} ${onlyDelete.text}`).toBe(true);
    expect(allowed((await del(path, ['*:delete'])).status), '*:delete').toBe(true);

    const onlyRead = await del(path, [`${resource}:read`]);
    expect(onlyRead.status).toBe(403);
    expect(onlyRead.body.required_scope).toBe(`${resource}:delete`);
    expect(onlyRead.body.message).toContain(`${resource}:delete`);

    const onlyWrite = await del(path, [`${resource}:write`]);
    expect(allowed(onlyWrite.status), `${resource}:write → ${onlyWrite.status}`).toBe(writeDeletes);
    if (!writeDeletes) expect(onlyWrite.body.required_scope).toBe(`${resource}:delete`);

    // Another resource's delete scope grants nothing here.
    expect((await del(path, [resource === 'tags' ? 'products:delete' : 'tags:delete'])).status).toBe(403);
  });
});
