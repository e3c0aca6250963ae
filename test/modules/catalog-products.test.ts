import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireModules } from '../../src/modules/index.js';
import { closePlatform, createPlatform } from '../../src/platform/index.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';

describe('products', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    other = await t.workspace();
  });
  afterAll(() => t.close());

  const create = (body: unknown, key = ws.key) => t.call('POST', '/v1/products', { key, body });

  it('creates with defaults, a slug from the title and source "owned"', async () => {
    const r = await create({
      title: 'Rome City Break',
      type: 'tour',
      status: 'active',
      category: 'city-break',
      pricingModel: 'per_room',
      currency: 'EUR',
    });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({
      title: 'Rome City Break',
      slug: 'rome-city-break',
      source: 'owned',
      status: 'active',
      type: 'tour',
      category: 'city-break',
      pricingModel: 'per_room',
      currency: 'EUR',
      description: null,
      location: null,
      durationDays: null,
    });
    expect(r.body.data.id).toMatch(/^prod_[0-9a-f-]{36}$/);
    expect(r.body.data).not.toHaveProperty('providerId');
    const minimal = await create({ title: 'Bare' });
    expect(minimal.body.data).toMatchObject({
      status: 'draft',
      type: null,
      pricingModel: 'per_person',
      currency: null,
    });
    const snake = await create({
      title: 'Snake',
      duration_days: 3,
      pricing_model: 'per_group',
      location: { city: 'Rome', country: 'IT', coordinates: { lat: 41.9, lng: 12.5 } },
    });
    expect(snake.body.data).toMatchObject({
      durationDays: 3,
      pricingModel: 'per_group',
      location: { city: 'Rome', country: 'IT', coordinates: { lat: 41.9, lng: 12.5 } },
    });
  });

  it('derives a unique slug per workspace; a chosen slug that is taken is a 409', async () => {
    const a = await create({ title: 'Dolomites Trek' });
    const b = await create({ title: 'Dolomites Trek' });
    expect(a.body.data.slug).toBe('dolomites-trek');
    expect(b.body.data.slug).toMatch(/^dolomites-trek-[a-z0-9]{6}$/);
    expect((await create({ title: 'Dolomites Trek' }, other.key)).body.data.slug).toBe('dolomites-trek');
    const taken = await create({ title: 'Other', slug: 'dolomites-trek' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('PRODUCT_SLUG_TAKEN');
    expect(taken.body.details).toEqual({ field: 'slug', message: 'is used by another product of the workspace' });
    const patch = await t.call('PATCH', `/v1/products/${b.body.data.id}`, {
      key: ws.key,
      body: { slug: 'dolomites-trek' },
    });
    expect(patch.status).toBe(409);
  });

  it('ignores server-owned fields', async () => {
    const r = await create({
      title: 'Sneaky',
      id: 'prod_00000000-0000-7000-8000-000000000000',
      source: 'marketplace',
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(r.status).toBe(201);
    expect(r.body.data.id).not.toBe('prod_00000000-0000-7000-8000-000000000000');
    expect(r.body.data.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('rejects bad input with 400 and details.field, writing nothing', async () => {
    const w = await t.workspace();
    const cases: Array<[unknown, string]> = [
      [{}, 'title'],
      [{ title: '   ' }, 'title'],
      [{ title: 42 }, 'title'],
      [{ title: 'x', type: 'cruise' }, 'type'],
      [{ title: 'x', status: 'live' }, 'status'],
      [{ title: 'x', pricingModel: 'per_kilo' }, 'pricingModel'],
      [{ title: 'x', currency: 'eur' }, 'currency'],
      [{ title: 'x', currency: 'XYZ' }, 'currency'],
      [{ title: 'x', slug: 'Not A Slug' }, 'slug'],
      [{ title: 'x', durationDays: -1 }, 'durationDays'],
      [{ title: 'x', location: { country: 'XX' } }, 'location.country'],
    ];
    for (const [body, field] of cases) {
      const r = await create(body, w.key);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.details.field, JSON.stringify(body)).toBe(field);
    }
    expect((await t.call('GET', '/v1/products', { key: w.key })).body.pagination.total).toBe(0);
    expect(await t.events(w.id)).toEqual([]);
  });

  it('answers 401 without a key and 403 naming the scope', async () => {
    expect((await t.call('GET', '/v1/products')).status).toBe(401);
    const readOnly = await t.key(ws.id, { scopes: ['products:read'] });
    const r = await create({ title: 'Nope' }, readOnly);
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('products:write');
    const id = (await create({ title: 'Keep' })).body.data.id;
    const del = await t.call('DELETE', `/v1/products/${id}`, {
      key: await t.key(ws.id, { scopes: ['products:write'] }),
    });
    expect(del.status).toBe(403);
    expect(del.body.message).toContain('products:delete');
    expect((await t.call('GET', `/v1/products/${id}`, { key: readOnly })).status).toBe(200);
  });

  it('lists with filters, q, sort and pagination, only this workspace; totals follow status and type changes', async () => {
    const w = await t.workspace();
    const made: Record<string, string> = {};
    for (const [title, type, status, category] of [
      ['Gamma Tour', 'tour', 'active', 'city-break'],
      ['alpha hotel', 'hotel', 'draft', 'beach'],
      ['Beta Transfer 100%', 'transfer', 'active', 'beach'],
      ['Delta Tour', 'tour', 'archived', null],
    ] as const) {
      made[title] = (
        await create({ title, type, status, category, description: `${title} described` }, w.key)
      ).body.data.id;
    }
    await create({ title: 'Gamma elsewhere', type: 'tour', status: 'active' }, other.key);
    const titles = (r: { body: { data: Array<{ title: string }> } }) => r.body.data.map((p) => p.title);

    const all = await t.call('GET', '/v1/products', { key: w.key });
    expect(titles(all)).toEqual(['Delta Tour', 'Beta Transfer 100%', 'alpha hotel', 'Gamma Tour']); // updated_at desc
    expect(all.body.pagination).toEqual({ total: 4, limit: 50, offset: 0, has_more: false, next_cursor: null });
    expect(all.body.data.every((p: { source: string }) => p.source === 'owned')).toBe(true);

    expect(titles(await t.call('GET', '/v1/products?sort=title', { key: w.key }))).toEqual([
      'Beta Transfer 100%',
      'Delta Tour',
      'Gamma Tour',
      'alpha hotel',
    ]);
    expect(titles(await t.call('GET', '/v1/products?sortBy=createdAt&sortOrder=asc&limit=2', { key: w.key }))).toEqual([
      'Gamma Tour',
      'alpha hotel',
    ]);
    const page = await t.call('GET', '/v1/products?sort=created_at&limit=2&offset=2', { key: w.key });
    expect(titles(page)).toEqual(['Beta Transfer 100%', 'Delta Tour']);
    expect(page.body.pagination).toEqual({ total: 4, limit: 2, offset: 2, has_more: false, next_cursor: null });

    const active = await t.call('GET', '/v1/products?status=active&sort=title', { key: w.key });
    expect(titles(active)).toEqual(['Beta Transfer 100%', 'Gamma Tour']);
    expect(active.body.pagination.total).toBe(2);
    const tours = await t.call('GET', '/v1/products?status=active&type=tour', { key: w.key });
    expect(titles(tours)).toEqual(['Gamma Tour']);
    expect(tours.body.pagination.total).toBe(1);
    expect((await t.call('GET', '/v1/products?source=owned', { key: w.key })).body.pagination.total).toBe(4);
    const market = await t.call('GET', '/v1/products?source=marketplace', { key: w.key });
    expect(market.body).toEqual({
      data: [],
      pagination: { total: 0, limit: 50, offset: 0, has_more: false, next_cursor: null },
    });
    const beach = await t.call('GET', '/v1/products?category=beach&sort=title', { key: w.key });
    expect(titles(beach)).toEqual(['Beta Transfer 100%', 'alpha hotel']);
    expect(beach.body.pagination.total).toBe(2);
    const q = await t.call('GET', '/v1/products?q=ALPHA', { key: w.key });
    expect(titles(q)).toEqual(['alpha hotel']);
    expect(q.body.pagination.total).toBe(1);
    expect(titles(await t.call('GET', '/v1/products?q=100%25', { key: w.key }))).toEqual(['Beta Transfer 100%']);
    expect(titles(await t.call('GET', '/v1/products?q=%25', { key: w.key }))).toEqual(['Beta Transfer 100%']);

    // Counters move with status and type changes and with deletes.
    await t.call('PATCH', `/v1/products/${made['alpha hotel']}`, {
      key: w.key,
      body: { status: 'active', type: 'tour' },
    });
    expect((await t.call('GET', '/v1/products?status=active&type=tour', { key: w.key })).body.pagination.total).toBe(2);
    expect((await t.call('GET', '/v1/products?type=hotel', { key: w.key })).body.pagination.total).toBe(0);
    await t.call('DELETE', `/v1/products/${made['Delta Tour']}`, { key: w.key });
    expect((await t.call('GET', '/v1/products', { key: w.key })).body.pagination.total).toBe(3);
    expect((await t.call('GET', '/v1/products?status=archived', { key: w.key })).body.pagination.total).toBe(0);

    for (const bad of [
      'limit=0',
      'limit=101',
      'offset=-1',
      'sort=secret',
      'status=live',
      'type=cruise',
      'source=stolen',
    ]) {
      const r = await t.call('GET', `/v1/products?${bad}`, { key: w.key });
      expect(r.status, bad).toBe(400);
      expect(r.body.details.field, bad).toMatch(/limit|offset|sort|status|type|source/);
    }
  });

  it('gets by prod_ id, bare UUID or slug; patches; deletes; another workspace gets 404', async () => {
    const made = (await create({ title: 'Lisbon Food Walk', type: 'experience', summary: 'Tasting', durationDays: 1 }))
      .body.data;
    const uuid = made.id.slice('prod_'.length);
    for (const ref of [made.id, uuid, 'lisbon-food-walk']) {
      const r = await t.call('GET', `/v1/products/${ref}`, { key: ws.key });
      expect(r.status, ref).toBe(200);
      expect(r.body.data).toEqual(made);
    }
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { title: 'Hijack' }],
      ['DELETE', undefined],
    ] as const) {
      expect((await t.call(method, `/v1/products/${made.id}`, { key: other.key, body })).status, method).toBe(404);
    }
    expect((await t.call('GET', '/v1/products/lisbon-food-walk', { key: other.key })).status).toBe(404);
    const wrong = await t.call('GET', '/v1/products/book_00000000-0000-7000-8000-000000000000', { key: ws.key });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.field).toBe('id');
    expect(
      (await t.call('PATCH', '/v1/products/lisbon-food-walk', { key: ws.key, body: { title: 'x' } })).body.details
        .field,
    ).toBe('id');

    const patched = await t.call('PATCH', `/v1/products/${uuid}`, {
      key: ws.key,
      body: { summary: null, category: 'food', durationDays: 2 },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({
      id: made.id,
      title: 'Lisbon Food Walk',
      summary: null,
      category: 'food',
      durationDays: 2,
      slug: 'lisbon-food-walk',
    });
    expect(patched.body.data.updatedAt >= made.updatedAt).toBe(true);
    expect((await t.call('PATCH', `/v1/products/${made.id}`, { key: ws.key, body: { title: '' } })).status).toBe(400);
    expect(
      (await t.call('PATCH', `/v1/products/${made.id}`, { key: ws.key, body: { status: 'gone' } })).body.details.field,
    ).toBe('status');

    const del = await t.call('DELETE', `/v1/products/${made.id}`, { key: ws.key });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ ok: true });
    expect((await t.call('GET', `/v1/products/${made.id}`, { key: ws.key })).status).toBe(404);
    expect((await t.call('DELETE', `/v1/products/${made.id}`, { key: ws.key })).status).toBe(404);
    // The slug is free again.
    expect((await create({ title: 'Lisbon Food Walk' })).body.data.slug).toBe('lisbon-food-walk');
  });

  it('emits product.created, .published, .updated, .archived and .deleted', async () => {
    const w = await t.workspace();
    const id = (await create({ title: 'Evented', status: 'active' }, w.key)).body.data.id;
    await t.call('PATCH', `/v1/products/${id}`, { key: w.key, body: { title: 'Evented 2' } });
    await t.call('PATCH', `/v1/products/${id}`, { key: w.key, body: { status: 'archived' } });
    await t.call('PATCH', `/v1/products/${id}`, { key: w.key, body: { status: 'active' } });
    await t.call('DELETE', `/v1/products/${id}`, { key: w.key });
    const events = await t.events(w.id);
    expect(events.map((e) => e.type)).toEqual([
      'product.created',
      'product.published',
      'product.updated',
      'product.updated',
      'product.archived',
      'product.updated',
      'product.published',
      'product.deleted',
    ]);
    expect(events[2]!.data).toMatchObject({ id, title: 'Evented 2', changes: ['title'] });
    expect(events[7]!.data).toMatchObject({ id, deletedAt: expect.any(String) });
  });

  it('serves repeated lists from its cache yet shows every change at once, made by this process or another', async () => {
    const w = await t.workspace();
    const twin = await t.workspace();
    const list = async (key = w.key, query = '') => {
      const r = await t.call('GET', `/v1/products?sort=title${query}`, { key });
      expect(r.headers['content-type']).toBe('application/json; charset=utf-8'); // also when sent as the kept bytes
      return r.body;
    };
    const titles = async (key = w.key, query = '') =>
      (await list(key, query)).data.map((p: { title: string; tags: string[] }) => `${p.title}[${p.tags.join()}]`);
    const a = (await create({ title: 'Cache A', tags: ['coast'] }, w.key)).body.data.id;
    await create({ title: 'Cache B' }, w.key);
    await create({ title: 'Twin' }, twin.key);
    expect(await titles()).toEqual(['Cache A[coast]', 'Cache B[]']);
    expect(await titles()).toEqual(['Cache A[coast]', 'Cache B[]']);
    // The same query in another workspace is its own page.
    expect(await titles(twin.key)).toEqual(['Twin[]']);

    await t.call('PATCH', `/v1/products/${a}`, { key: w.key, body: { title: 'Cache A2', tags: ['coast', 'food'] } });
    expect(await titles()).toEqual(['Cache A2[coast,food]', 'Cache B[]']);
    expect(await titles(w.key, '&tags=food')).toEqual(['Cache A2[coast,food]']);
    const food = (await t.call('GET', '/v1/tags', { key: w.key })).body.data.find(
      (tag: { slug: string }) => tag.slug === 'food',
    );
    await t.call('PATCH', `/v1/tags/${food.id}`, { key: w.key, body: { slug: 'gastronomy' } });
    expect(await titles()).toEqual(['Cache A2[coast,gastronomy]', 'Cache B[]']);
    expect(await titles(w.key, '&tags=food')).toEqual([]);

    // Another process: its own connection to the same database, writing through its own services.
    const other = createPlatform(t.config, { log: pino({ level: 'silent' }), pgSchema: t.database.schema });
    try {
      const products = wireModules(other).services.catalog.products;
      await products.update(w.id, a, { title: 'Cache A3' });
      expect(await titles()).toEqual(['Cache A3[coast,gastronomy]', 'Cache B[]']);
      await products.remove(w.id, a);
    } finally {
      await closePlatform(other);
    }
    const after = await list();
    expect(after.data.map((p: { title: string }) => p.title)).toEqual(['Cache B']);
    expect(after.pagination.total).toBe(1);
    expect(await titles(twin.key)).toEqual(['Twin[]']);
  });

  it('listByIds answers the workspace products in the given order', async () => {
    const a = (await create({ title: 'Ids A' })).body.data.id;
    const b = (await create({ title: 'Ids B' })).body.data.id;
    const foreign = (await create({ title: 'Ids C' }, other.key)).body.data.id;
    const got = await t.services.catalog.products.listByIds(ws.id, [
      b,
      foreign,
      a,
      'prod_00000000-0000-7000-8000-000000000000',
    ]);
    expect(got.map((p) => p.title)).toEqual(['Ids B', 'Ids A']);
  });
});
