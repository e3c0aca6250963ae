// Marketplace (issue 7): providers reached by connection or grant, product search, details, enable/disable with
// their events, availability (501 for a feed), revocation, and the sandbox rejection on every endpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { expectNoDifferences } from '../support/integrity.js';

const feed = (products: object[]) => JSON.stringify({ products });
const item = (externalProductId: string, extra: object = {}) => ({
  externalProductId,
  title: `Trip ${externalProductId}`,
  description: `<p>About ${externalProductId}</p>`,
  kind: 'package',
  status: 'active',
  media: [{ type: 'image', url: `https://cdn.example.com/${externalProductId}.jpg`, alt: 'cover' }],
  attributes: { destination: 'Rome', durationNights: 3, category: 'city-break' },
  ...extra,
});
const MISSING = 'mp_prod_00000000-0000-7000-8000-000000000000';

describe('marketplace', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;
  let sandbox: TestWorkspace;
  let cityBreaks: string;
  let beaches: string;
  let hidden: string;

  beforeAll(async () => {
    t = await createTestApp();
    [ws, other, sandbox] = await Promise.all([t.workspace(), t.workspace(), t.workspace({ type: 'sandbox' })]);
    const m = t.services.marketplace.providers;
    cityBreaks = (await m.createProvider({ name: 'City Breaks', kind: 'feed' })).id;
    beaches = (await m.createProvider({ name: 'Beaches', kind: 'feed' })).id;
    hidden = (await m.createProvider({ name: 'Hidden', kind: 'feed' })).id;
    await m.importFeed(
      cityBreaks,
      feed([
        item('rome'),
        item('paris', { title: 'Paris in spring', kind: 'tour', attributes: {} }),
        item('vienna', { title: 'Vienna 100% sure_thing' }),
        item('oslo', { status: 'archived' }),
      ]),
    );
    await m.importFeed(beaches, feed([item('crete', { title: 'Crete beach week', kind: 'hotel' })]));
    await m.importFeed(hidden, feed([item('secret')]));
    await m.addAccess(cityBreaks, ws.id, 'connection');
    await m.addAccess(beaches, ws.id, 'grant');
    await m.addAccess(beaches, ws.id, 'connection');
    await m.addAccess(cityBreaks, sandbox.id, 'connection');
  });
  afterAll(() => t.close());

  const get = (path: string, key = ws.key) => t.call('GET', path, { key });
  const productsOf = async (query: string, key = ws.key) => {
    const r = await get(`/v1/marketplace/products${query}`, key);
    expect(r.status, r.text).toBe(200);
    return r.body as { data: Array<Record<string, unknown>>; pagination: Record<string, unknown> };
  };
  const idOf = async (externalProductId: string) =>
    (await productsOf('?limit=100')).data.find((p) => p.externalProductId === externalProductId)!.id as string;

  it('refuses every marketplace endpoint (the six and the supplier’s sales) to a sandbox workspace, right after authentication', async () => {
    const id = (
      await t.services.marketplace.providers.listProducts(
        ws.id,
        {},
        { column: 'title', direction: 'asc' },
        { limit: 1, offset: 0 },
      )
    ).items[0]!.id;
    const scopeless = await t.key(sandbox.id, { scopes: ['nothing:read'] });
    const routes: Array<[string, string]> = [
      ['GET', '/v1/marketplace/providers'],
      ['GET', '/v1/marketplace/products'],
      ['GET', `/v1/marketplace/products/${id}`],
      ['POST', `/v1/marketplace/products/${id}/enable`],
      ['DELETE', `/v1/marketplace/products/${id}/disable`],
      ['GET', `/v1/marketplace/products/${id}/availability`],
      ['GET', '/v1/marketplace/sales'],
    ];
    for (const [method, url] of routes) {
      for (const key of [sandbox.key, scopeless]) {
        const r = await t.call(method, url, { key });
        expect(r.status, `${method} ${url}`).toBe(403);
        expect(r.body).toEqual({ error: 'Forbidden', message: expect.any(String), code: 'SANDBOX_FEATURE_DISABLED' });
      }
      // Before input validation too, and still 401 without a key.
      const bad = await t.call(method, url.replace(id, 'book_1').replace('/providers', '/providers?limit=1000'), {
        key: sandbox.key,
      });
      expect(bad.body.code, `${method} ${url}`).toBe('SANDBOX_FEATURE_DISABLED');
      expect((await t.call(method, url)).status).toBe(401);
    }
    // Nothing happened: the sandbox enabled nothing.
    expect(await t.events(sandbox.id)).toEqual([]);
  });

  it('asks for catalog:read, catalog:write and inventory:read', async () => {
    const id = await idOf('rome');
    const none = await t.key(ws.id, { scopes: ['customers:read'] });
    const read = await t.key(ws.id, { scopes: ['catalog:read'] });
    const cases: Array<[string, string, string]> = [
      ['GET', '/v1/marketplace/providers', 'catalog:read'],
      ['GET', '/v1/marketplace/products', 'catalog:read'],
      ['GET', `/v1/marketplace/products/${id}`, 'catalog:read'],
      ['POST', `/v1/marketplace/products/${id}/enable`, 'catalog:write'],
      ['DELETE', `/v1/marketplace/products/${id}/disable`, 'catalog:write'],
      ['GET', `/v1/marketplace/products/${id}/availability`, 'inventory:read'],
      ['GET', '/v1/marketplace/sales', 'bookings:read'],
    ];
    for (const [method, url, scope] of cases) {
      const r = await t.call(method, url, { key: none });
      expect(r.status, url).toBe(403);
      expect(r.body.message).toContain(scope);
    }
    expect((await t.call('POST', `/v1/marketplace/products/${id}/enable`, { key: read })).status).toBe(403);
    expect((await get('/v1/marketplace/products', read)).status).toBe(200);
  });

  it('lists the providers this workspace reaches, with how it reaches them', async () => {
    const r = await get('/v1/marketplace/providers');
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([
      {
        id: beaches,
        name: 'Beaches',
        kind: 'feed',
        supportsAvailability: false,
        access: ['connection', 'grant'],
        createdAt: expect.any(String),
      },
      {
        id: cityBreaks,
        name: 'City Breaks',
        kind: 'feed',
        supportsAvailability: false,
        access: ['connection'],
        createdAt: expect.any(String),
      },
    ]);
    expect(r.body.pagination).toEqual({ total: 2, limit: 50, offset: 0, has_more: false, next_cursor: null });
    const page = await get('/v1/marketplace/providers?limit=1&offset=1');
    expect(page.body.data.map((p: { id: string }) => p.id)).toEqual([cityBreaks]);
    expect(page.body.pagination).toEqual({ total: 2, limit: 1, offset: 1, has_more: false, next_cursor: null });
    expect((await get('/v1/marketplace/providers', other.key)).body).toEqual({
      data: [],
      pagination: { total: 0, limit: 50, offset: 0, has_more: false, next_cursor: null },
    });
  });

  it('searches reachable products by q, providerId, type and enabled, paginated and sorted', async () => {
    const all = await productsOf('');
    expect(all.data.map((p) => p.externalProductId)).toEqual(['crete', 'paris', 'rome', 'vienna']);
    expect(all.pagination).toEqual({ total: 4, limit: 50, offset: 0, has_more: false, next_cursor: null });
    for (const p of all.data) expect(p.id).toMatch(/^mp_prod_[0-9a-f-]{36}$/);
    expect((await productsOf(`?providerId=${beaches}`)).data.map((p) => p.externalProductId)).toEqual(['crete']);
    expect((await productsOf(`?providerId=${hidden}`)).data).toEqual([]);
    expect((await productsOf('?type=tour')).data.map((p) => p.externalProductId)).toEqual(['paris']);
    expect((await productsOf('?q=ROME')).data.map((p) => p.externalProductId)).toEqual(['rome']);
    // q matches literally: % and _ are not wildcards.
    expect((await productsOf('?q=100%25%20sure_t')).data.map((p) => p.externalProductId)).toEqual(['vienna']);
    expect((await productsOf('?q=0_s')).data).toEqual([]);
    const desc = await productsOf('?sort=-title&limit=2');
    expect(desc.data.map((p) => p.externalProductId)).toEqual(['vienna', 'rome']);
    expect(desc.pagination).toEqual({ total: 4, limit: 2, offset: 0, has_more: true, next_cursor: expect.any(String) });
    expect((await productsOf('?enabled=false')).pagination.total).toBe(4);
    expect((await productsOf('?enabled=true')).data).toEqual([]);
    expect((await productsOf('', other.key)).data).toEqual([]);
    for (const [bad, field] of [
      ['type=cruise', 'type'],
      ['providerId=org_1', 'providerId'],
      ['enabled=maybe', 'enabled'],
      ['limit=101', 'limit'],
      ['sort=secret', 'sort'],
    ]) {
      const r = await get(`/v1/marketplace/products?${bad}`);
      expect(r.status, bad).toBe(400);
      expect(r.body.details.field, bad).toBe(field);
    }
  });

  it('shows a product’s full details; another workspace or an unreached provider gets 404', async () => {
    const id = await idOf('rome');
    const r = await get(`/v1/marketplace/products/${id}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      id,
      providerId: cityBreaks,
      externalProductId: 'rome',
      title: 'Trip rome',
      description: '<p>About rome</p>',
      kind: 'package',
      status: 'active',
      media: [{ type: 'image', url: 'https://cdn.example.com/rome.jpg', alt: 'cover' }],
      attributes: { destination: 'Rome', durationNights: 3, category: 'city-break' },
      enabled: false,
      enabledAt: null,
      catalogProductId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await get(`/v1/marketplace/products/${id}`, other.key)).status).toBe(404);
    // A product of a provider this workspace does not reach.
    const insider = await t.workspace();
    await t.services.marketplace.providers.addAccess(hidden, insider.id, 'grant');
    const secret = (await productsOf('', insider.key)).data[0]!.id as string;
    expect((await get(`/v1/marketplace/products/${secret}`)).status).toBe(404);
    expect((await t.call('POST', `/v1/marketplace/products/${secret}/enable`, { key: ws.key })).status).toBe(404);
    expect((await get(`/v1/marketplace/products/${MISSING}`)).status).toBe(404);
    const bad = await get('/v1/marketplace/products/prod_00000000-0000-7000-8000-000000000000');
    expect(bad.status).toBe(400);
    expect(bad.body.details.field).toBe('productId');
  });

  it('enables idempotently (one product.created) and disables (product.deleted; 404 when not enabled)', async () => {
    const w = await t.workspace();
    await t.services.marketplace.providers.addAccess(cityBreaks, w.id, 'grant');
    const id = (await productsOf('?q=rome', w.key)).data[0]!.id as string;
    expect((await t.call('DELETE', `/v1/marketplace/products/${id}/disable`, { key: w.key })).status).toBe(404);

    const first = await t.call('POST', `/v1/marketplace/products/${id}/enable`, { key: w.key });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id,
      enabled: true,
      enabledAt: expect.any(String),
      catalogProductId: expect.stringMatching(/^prod_/),
    });
    const again = await t.call('POST', `/v1/marketplace/products/${id}/enable`, { key: w.key });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      enabledAt: first.body.enabledAt,
      catalogProductId: first.body.catalogProductId,
    });
    expect((await productsOf('?enabled=true', w.key)).data.map((p) => p.id)).toEqual([id]);
    expect((await get(`/v1/marketplace/products/${id}`, w.key)).body.enabled).toBe(true);
    // Enabled for w only.
    expect((await get(`/v1/marketplace/products/${id}`)).body.enabled).toBe(false);

    const off = await t.call('DELETE', `/v1/marketplace/products/${id}/disable`, { key: w.key });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id, enabled: false, enabledAt: null, catalogProductId: null });
    expect((await t.call('DELETE', `/v1/marketplace/products/${id}/disable`, { key: w.key })).status).toBe(404);

    const events = await t.events(w.id);
    expect(events.map((e) => e.type)).toEqual(['product.created', 'product.deleted']);
    expect(events[0]!.data).toMatchObject({
      id: first.body.catalogProductId,
      source: 'marketplace',
      providerId: cityBreaks,
      externalProductId: 'rome',
      title: 'Trip rome',
      status: 'active',
    });
    expect(events[1]!.data).toMatchObject({
      id: first.body.catalogProductId,
      source: 'marketplace',
      deletedAt: expect.any(String),
    });
  });

  it('enables and disables a product once under concurrent requests', async () => {
    const w = await t.workspace();
    await t.services.marketplace.providers.addAccess(beaches, w.id, 'connection');
    const id = (await productsOf('', w.key)).data[0]!.id as string;
    const results = await Promise.all(
      Array.from({ length: 12 }, () => t.call('POST', `/v1/marketplace/products/${id}/enable`, { key: w.key })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(new Set(results.map((r) => r.body.enabledAt)).size).toBe(1);
    expect(await t.events(w.id, 'product.created')).toHaveLength(1);
    const disables = await Promise.all(
      Array.from({ length: 12 }, () => t.call('DELETE', `/v1/marketplace/products/${id}/disable`, { key: w.key })),
    );
    expect(disables.map((r) => r.status).sort()).toEqual([200, ...Array(11).fill(404)]);
    expect(await t.events(w.id, 'product.deleted')).toHaveLength(1);
    await expectNoDifferences(t);
  });

  it('withdraws a product imported again as archived: hidden, and disabled wherever it was enabled', async () => {
    const m = t.services.marketplace.providers;
    const p = (await m.createProvider({ name: 'Withdrawals', kind: 'feed' })).id;
    await m.importFeed(p, feed([item('keep'), item('gone')]));
    const [a, b] = [await t.workspace(), await t.workspace()];
    for (const w of [a, b]) await m.addAccess(p, w.id, 'grant');
    const gone = (await productsOf('?q=gone', a.key)).data[0]!.id as string;
    for (const w of [a, b])
      expect((await t.call('POST', `/v1/marketplace/products/${gone}/enable`, { key: w.key })).status).toBe(200);
    await m.importFeed(p, feed([item('gone', { status: 'archived' })]));
    for (const w of [a, b]) {
      expect((await get(`/v1/marketplace/products/${gone}`, w.key)).status).toBe(404);
      expect((await t.call('POST', `/v1/marketplace/products/${gone}/enable`, { key: w.key })).status).toBe(404);
      expect((await productsOf('', w.key)).data.map((x) => x.externalProductId)).toEqual(['keep']);
      expect((await t.events(w.id, 'product.deleted')).map((e) => e.data.externalProductId)).toEqual(['gone']);
    }
    // Active again: visible under the same id, enabled nowhere.
    await m.importFeed(p, feed([item('gone')]));
    expect((await get(`/v1/marketplace/products/${gone}`, a.key)).body).toMatchObject({ id: gone, enabled: false });
  });

  it('refuses to enable or disable a product the workspace cannot reach', async () => {
    const rome = await idOf('rome');
    expect((await t.call('POST', `/v1/marketplace/products/${rome}/enable`, { key: other.key })).status).toBe(404);
    expect((await t.call('DELETE', `/v1/marketplace/products/${rome}/disable`, { key: other.key })).status).toBe(404);
    expect(await t.events(other.id)).toEqual([]);
  });

  it('answers 501 for availability of a feed product, 404 when unreachable, 400 for bad dates', async () => {
    const id = await idOf('rome');
    const r = await get(`/v1/marketplace/products/${id}/availability?from=2027-01-01&to=2027-02-01`);
    expect(r.status).toBe(501);
    expect(r.body).toEqual({
      error: 'Not Implemented',
      message: expect.stringContaining(cityBreaks),
      code: 'AVAILABILITY_NOT_SUPPORTED',
    });
    expect((await get(`/v1/marketplace/products/${id}/availability`, other.key)).status).toBe(404);
    for (const [query, field] of [
      ['from=2027-13-01', 'from'],
      ['to=tomorrow', 'to'],
      ['from=2027-02-01&to=2027-01-01', 'to'],
      ['from=2027-01-01&to=2029-01-01', 'to'],
    ]) {
      const bad = await get(`/v1/marketplace/products/${id}/availability?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body.details.field, query).toBe(field);
    }
  });

  it('revoking access hides the provider and disables what the workspace had enabled from it', async () => {
    const w = await t.workspace();
    const m = t.services.marketplace.providers;
    await m.addAccess(cityBreaks, w.id, 'connection');
    await m.addAccess(cityBreaks, w.id, 'grant');
    await m.addAccess(beaches, w.id, 'grant');
    const rome = (await productsOf('?q=rome', w.key)).data[0]!.id as string;
    const crete = (await productsOf('?q=crete', w.key)).data[0]!.id as string;
    for (const id of [rome, crete])
      expect((await t.call('POST', `/v1/marketplace/products/${id}/enable`, { key: w.key })).status).toBe(200);

    expect(await m.revokeAccess(cityBreaks, w.id)).toEqual({
      providerId: cityBreaks,
      workspaceId: w.id,
      revoked: true,
      disabledProducts: 1,
    });
    expect((await get('/v1/marketplace/providers', w.key)).body.data.map((p: { id: string }) => p.id)).toEqual([
      beaches,
    ]);
    expect((await productsOf('', w.key)).data.map((p) => p.id)).toEqual([crete]);
    expect((await get(`/v1/marketplace/products/${rome}`, w.key)).status).toBe(404);
    const deleted = await t.events(w.id, 'product.deleted');
    expect(deleted.map((e) => e.data.externalProductId)).toEqual(['rome']);
    expect(await m.revokeAccess(cityBreaks, w.id)).toMatchObject({ revoked: false, disabledProducts: 0 });

    // Access given again: visible again, not enabled.
    await m.addAccess(cityBreaks, w.id, 'grant');
    expect((await get(`/v1/marketplace/products/${rome}`, w.key)).body).toMatchObject({ id: rome, enabled: false });
  });

  it('a revoke racing enables leaves nothing enabled, every enable matched by a product.deleted', async () => {
    const m = t.services.marketplace.providers;
    const w = await t.workspace();
    await m.addAccess(cityBreaks, w.id, 'connection');
    const ids = (await productsOf('', w.key)).data.filter((p) => p.status === 'active').map((p) => p.id as string);
    const enables = ids.flatMap((id) =>
      Array.from({ length: 4 }, () => t.call('POST', `/v1/marketplace/products/${id}/enable`, { key: w.key })),
    );
    const [revoked, ...answers] = await Promise.all([m.revokeAccess(cityBreaks, w.id), ...enables]);
    for (const a of answers) expect([200, 404]).toContain(a.status);
    await m.addAccess(cityBreaks, w.id, 'grant');
    expect((await productsOf('?enabled=true', w.key)).data).toEqual([]);
    const created = await t.events(w.id, 'product.created');
    expect(await t.events(w.id, 'product.deleted')).toHaveLength(created.length);
    expect(revoked.disabledProducts).toBe(created.length);
    await expectNoDifferences(t);
  });

  it('imports feeds all or nothing, upserting by externalProductId', async () => {
    const m = t.services.marketplace.providers;
    const p = (await m.createProvider({ name: 'Upserts', kind: 'feed' })).id;
    expect(await m.importFeed(p, feed([item('a'), item('b')]))).toEqual({
      providerId: p,
      imported: 2,
      created: 2,
      updated: 0,
    });
    expect(await m.importFeed(p, feed([item('a', { title: 'A renamed' }), item('c')]))).toEqual({
      providerId: p,
      imported: 2,
      created: 1,
      updated: 1,
    });
    const w = await t.workspace();
    await m.addAccess(p, w.id, 'connection');
    const list = await productsOf('', w.key);
    expect(list.data.map((x) => x.title)).toEqual(['A renamed', 'Trip b', 'Trip c']);

    const bad: Array<[string, string]> = [
      ['{', 'file'],
      [JSON.stringify({}), 'products'],
      [feed([item('d'), item('e', { title: '' })]), 'products[1].title'],
      [feed([item('f', { kind: 'spaceship' })]), 'products[0].kind'],
      [feed([item('g', { media: [{ type: 'image', url: 'not a url' }] })]), 'products[0].media[0].url'],
      [feed([item('h'), item('h')]), 'products[1].externalProductId'],
    ];
    for (const [text, field] of bad) {
      await expect(m.importFeed(p, text), text).rejects.toMatchObject({
        statusCode: 400,
        extra: { details: { field } },
      });
    }
    expect((await productsOf('', w.key)).pagination.total).toBe(3);
    await expect(m.importFeed('prov_00000000-0000-7000-8000-000000000000', feed([]))).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('checks providers and access it is given', async () => {
    const m = t.services.marketplace.providers;
    const supplier = await t.workspace();
    const prov = await m.createProvider({
      name: '  Supplier Co ',
      kind: 'workspace',
      supplierWorkspaceId: supplier.id,
    });
    expect(prov).toMatchObject({
      id: expect.stringMatching(/^prov_/),
      name: 'Supplier Co',
      kind: 'workspace',
      supplierWorkspaceId: supplier.id,
    });
    await expect(
      m.createProvider({ name: 'Twice', kind: 'workspace', supplierWorkspaceId: supplier.id }),
    ).rejects.toMatchObject({ statusCode: 409 });
    await expect(m.createProvider({ name: 'x', kind: 'workspace' })).rejects.toMatchObject({ statusCode: 400 });
    await expect(m.createProvider({ name: 'x', kind: 'feed', supplierWorkspaceId: supplier.id })).rejects.toMatchObject(
      { statusCode: 400 },
    );
    await expect(m.createProvider({ name: 'x', kind: 'ftp' })).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      m.createProvider({
        name: 'x',
        kind: 'workspace',
        supplierWorkspaceId: 'ws_00000000-0000-7000-8000-000000000000',
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(m.importFeed(prov.id, feed([item('x')]))).rejects.toMatchObject({ statusCode: 422 });
    await expect(m.addAccess(prov.id, supplier.id, 'connection')).rejects.toMatchObject({ statusCode: 422 });
    await expect(m.addAccess(prov.id, 'ws_00000000-0000-7000-8000-000000000000', 'grant')).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await m.addAccess(prov.id, other.id, 'grant')).toEqual({
      providerId: prov.id,
      workspaceId: other.id,
      access: ['grant'],
    });
    expect(await m.addAccess(prov.id, other.id, 'grant')).toEqual({
      providerId: prov.id,
      workspaceId: other.id,
      access: ['grant'],
    });
    await m.revokeAccess(prov.id, other.id);
  });
});
