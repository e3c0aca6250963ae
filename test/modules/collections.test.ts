import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';

describe('collections', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    other = await t.workspace();
  });
  afterAll(() => t.close());

  const create = (body: unknown, key = ws.key) => t.call('POST', '/v1/collections', { key, body });
  const product = async (title: string, extra: Record<string, unknown> = {}, key = ws.key): Promise<string> => {
    clock.advance(1000);
    const r = await t.call('POST', '/v1/products', { key, body: { title, status: 'active', ...extra } });
    expect(r.status, r.text).toBe(201);
    return r.body.data.id;
  };
  const members = async (id: string, qs = '', key = ws.key) => {
    const r = await t.call('GET', `/v1/collections/${id}/products${qs}`, { key });
    expect(r.status, r.text).toBe(200);
    return r.body as { data: Array<{ id: string; title: string }>; pagination: Record<string, unknown> };
  };
  const titles = (page: { data: Array<{ title: string }> }) => page.data.map((p) => p.title);

  it('creates a manual collection from base + translation → {id, key, status}; GET shows the whole record', async () => {
    const w = await t.workspace();
    const a = await product('Alps Trek', {}, w.key);
    const b = await product('Beach Week', {}, w.key);
    const r = await create(
      {
        base: {
          key: 'summer-picks',
          name: 'Summer picks',
          type: 'manual',
          status: 'active',
          sort_strategy: 'manual',
          definition: { productIds: [b, a, b] },
        },
        translation: { locale: 'ro', name: 'Alegeri de vară' },
      },
      w.key,
    );
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ id: expect.stringMatching(/^col_[0-9a-f-]{36}$/), key: 'summer-picks', status: 'active' });
    const got = await t.call('GET', `/v1/collections/${r.body.id}`, { key: w.key });
    expect(got.status).toBe(200);
    expect(got.body).toEqual({
      id: r.body.id,
      key: 'summer-picks',
      name: 'Summer picks',
      type: 'manual',
      status: 'active',
      sort_strategy: 'manual',
      definition: { productIds: [b, a] },
      translation: { locale: 'ro', name: 'Alegeri de vară', slug: 'alegeri-de-vara' },
      translations: [{ locale: 'ro', name: 'Alegeri de vară', slug: 'alegeri-de-vara' }],
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
    expect((await t.call('GET', `/v1/collections/${r.body.id}?locale=en`, { key: w.key })).body.translation).toBeNull();
    const events = await t.events(w.id, 'collection.created');
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ id: r.body.id, key: 'summer-picks', definition: { productIds: [b, a] } });
  });

  it('defaults: key from the name, type manual, status draft, manual order; a smart collection orders newest first', async () => {
    const plain = await create({ base: { name: 'Città & Mare!' } });
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ key: 'citta-mare', status: 'draft' });
    const got = await t.call('GET', `/v1/collections/${plain.body.id}`, { key: ws.key });
    expect(got.body).toMatchObject({
      type: 'manual',
      sort_strategy: 'manual',
      definition: { productIds: [] },
      translation: null,
      translations: [],
    });
    const smart = await create({
      base: { name: 'Beach', type: 'smart', definition: { include: [{ tag: 'beach' }], exclude: [{ tag: 'winter' }] } },
    });
    expect(smart.status).toBe(201);
    const s = await t.call('GET', `/v1/collections/${smart.body.id}`, { key: ws.key });
    expect(s.body).toMatchObject({
      type: 'smart',
      sort_strategy: 'newest',
      definition: { include: [{ tag: 'beach' }], exclude: [{ tag: 'winter' }], match: 'any' },
    });
  });

  it('keeps keys unique per workspace: 409, also under concurrent creates', async () => {
    const w = await t.workspace();
    expect((await create({ base: { key: 'dup', name: 'One' } }, w.key)).status).toBe(201);
    const again = await create({ base: { key: 'dup', name: 'Two' } }, w.key);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: expect.stringContaining('dup'), code: 'COLLECTION_KEY_TAKEN' });
    expect((await create({ base: { name: 'Dup' } }, w.key)).status).toBe(409);
    expect((await create({ base: { key: 'dup', name: 'Elsewhere' } }, other.key)).status).toBe(201);
    const racers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => create({ base: { key: 'race', name: `Racer ${i}` } }, w.key)),
    );
    expect(racers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect((await t.events(w.id, 'collection.created')).length).toBe(2);
  });

  it('rejects bad input with 400/422 and details.field, writing nothing', async () => {
    const w = await t.workspace();
    const mine = await product('Mine', {}, w.key);
    const theirs = await product('Theirs', {}, other.key);
    const cases: Array<[unknown, number, string]> = [
      [{}, 400, 'base'],
      [{ base: {} }, 400, 'base.name'],
      [{ base: { name: '  ' } }, 400, 'base.name'],
      [{ base: { name: 'x', key: 'Not OK' } }, 400, 'base.key'],
      [{ base: { name: 'x', type: 'dynamic' } }, 400, 'base.type'],
      [{ base: { name: 'x', status: 'live' } }, 400, 'base.status'],
      [{ base: { name: 'x', sort_strategy: 'random' } }, 400, 'base.sort_strategy'],
      [
        { base: { name: 'x', definition: { productIds: ['book_00000000-0000-7000-8000-000000000000'] } } },
        400,
        'base.definition.productIds[0]',
      ],
      [{ base: { name: 'x', definition: { productIds: [mine, theirs] } } }, 422, 'base.definition.productIds[1]'],
      [{ base: { name: 'x', definition: { include: [{ tag: 'beach' }] } } }, 422, 'base.definition.include'],
      [{ base: { name: 'x', type: 'smart' } }, 422, 'base.definition.include'],
      [
        { base: { name: 'x', type: 'smart', definition: { include: [{ tag: ' ' }] } } },
        400,
        'base.definition.include[0].tag',
      ],
      [
        { base: { name: 'x', type: 'smart', definition: { include: [{ tag: 'a' }], exclude: [{ tag: '!!' }] } } },
        400,
        'base.definition.exclude[0].tag',
      ],
      [
        { base: { name: 'x', type: 'smart', definition: { include: [{ tag: 'a' }], productIds: [mine] } } },
        422,
        'base.definition.productIds',
      ],
      [
        { base: { name: 'x', type: 'smart', sort_strategy: 'manual', definition: { include: [{ tag: 'a' }] } } },
        422,
        'base.sort_strategy',
      ],
      [
        {
          base: {
            name: 'x',
            type: 'smart',
            definition: { include: [{ tag: 'a' }], exclude: [{ tag: 'b', productId: mine }] },
          },
        },
        400,
        'base.definition.exclude[0]',
      ],
      [
        { base: { name: 'x', type: 'smart', definition: { include: [{ tag: 'a' }], exclude: [{}] } } },
        400,
        'base.definition.exclude[0]',
      ],
      [
        { base: { name: 'x', type: 'smart', definition: { include: [{ tag: 'a' }], match: 'some' } } },
        400,
        'base.definition.match',
      ],
      [{ base: { name: 'x' }, translation: { locale: 'english', name: 'x' } }, 400, 'translation.locale'],
      [{ base: { name: 'x' }, translation: { locale: 'en' } }, 400, 'translation.name'],
      [{ base: { name: 'x' }, translation: { locale: 'en', name: 'x', slug: 'Bad Slug' } }, 400, 'translation.slug'],
    ];
    for (const [body, status, field] of cases) {
      const r = await create(body, w.key);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.details.field, JSON.stringify(body)).toBe(field);
    }
    expect((await t.call('POST', '/v1/collections', { key: w.key, rawBody: '{"base":' })).status).toBe(400);
    expect((await t.call('GET', '/v1/collections', { key: w.key })).body.pagination.total).toBe(0);
    expect(await t.events(w.id, 'collection.created')).toEqual([]);
  });

  it('answers 401 without a key and 403 naming the scope', async () => {
    expect((await t.call('GET', '/v1/collections')).status).toBe(401);
    const reader = await t.key(ws.id, { scopes: ['collections:read'] });
    const writer = await t.key(ws.id, { scopes: ['collections:write'] });
    const denied = await create({ base: { name: 'Nope' } }, reader);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toContain('collections:write');
    const id = (await create({ base: { name: 'Scoped' } }, writer)).body.id;
    expect((await t.call('GET', `/v1/collections/${id}`, { key: reader })).status).toBe(200);
    expect((await t.call('GET', `/v1/collections/${id}/products`, { key: reader })).status).toBe(200);
    expect(
      (await t.call('PUT', `/v1/collections/${id}/translations/en`, { key: reader, body: { name: 'x' } })).body.message,
    ).toContain('collections:write');
    const del = await t.call('DELETE', `/v1/collections/${id}`, { key: writer });
    expect(del.status).toBe(403);
    expect(del.body.message).toContain('collections:delete');
  });

  it('lists with type, status, q, sort, locale and pagination, only this workspace', async () => {
    const w = await t.workspace();
    await create(
      {
        base: {
          key: 'b',
          name: 'Beaches',
          status: 'active',
          type: 'smart',
          definition: { include: [{ tag: 'beach' }] },
        },
        translation: { locale: 'ro', name: 'Plaje' },
      },
      w.key,
    );
    await create(
      { base: { key: 'a', name: 'Alps', status: 'active' }, translation: { locale: 'en', name: 'The Alps' } },
      w.key,
    );
    await create({ base: { key: 'c', name: 'City breaks' } }, w.key);
    await create({ base: { key: 'x', name: 'Alps elsewhere' } }, other.key);
    const keys = async (qs: string) => {
      const r = await t.call('GET', `/v1/collections?${qs}`, { key: w.key });
      expect(r.status, qs).toBe(200);
      return r.body.data.map((c: { key: string }) => c.key);
    };
    expect(await keys('sort=name')).toEqual(['a', 'b', 'c']);
    expect(await keys('')).toEqual(['c', 'a', 'b']);
    expect(await keys('type=smart')).toEqual(['b']);
    expect(await keys('status=active&sort=-key')).toEqual(['b', 'a']);
    expect(await keys('q=ALP')).toEqual(['a']);
    const page = await t.call('GET', '/v1/collections?sort=key&limit=1&offset=1&locale=ro', { key: w.key });
    expect(page.body.pagination).toEqual({
      total: 3,
      limit: 1,
      offset: 1,
      has_more: true,
      next_cursor: expect.any(String),
    });
    expect(page.body.data[0]).toMatchObject({
      key: 'b',
      translation: { locale: 'ro', name: 'Plaje', slug: 'plaje' },
      definition: { include: [{ tag: 'beach' }] },
    });
    for (const bad of ['type=other', 'status=gone', 'sort=secret', 'limit=0', 'locale=12345']) {
      const r = await t.call('GET', `/v1/collections?${bad}`, { key: w.key });
      expect(r.status, bad).toBe(400);
    }
  });

  it('patches fields and definitions, keeps keys unique, checks the type against the definition; emits collection.updated', async () => {
    const w = await t.workspace();
    const p1 = await product('One', {}, w.key);
    const p2 = await product('Two', {}, w.key);
    const id = (await create({ base: { key: 'k1', name: 'First', definition: { productIds: [p1] } } }, w.key)).body.id;
    await create({ base: { key: 'k2', name: 'Second' } }, w.key);
    const r = await t.call('PATCH', `/v1/collections/${id}`, {
      key: w.key,
      body: { name: 'First, renamed', status: 'active', sort_strategy: 'title', definition: { productIds: [p2, p1] } },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id,
      key: 'k1',
      name: 'First, renamed',
      status: 'active',
      sort_strategy: 'title',
      definition: { productIds: [p2, p1] },
    });
    const unchanged = await t.call('PATCH', `/v1/collections/${id}`, { key: w.key, body: { status: 'archived' } });
    expect(unchanged.body.definition).toEqual({ productIds: [p2, p1] });
    const taken = await t.call('PATCH', `/v1/collections/${id}`, { key: w.key, body: { key: 'k2' } });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('COLLECTION_KEY_TAKEN');
    const noRules = await t.call('PATCH', `/v1/collections/${id}`, { key: w.key, body: { type: 'smart' } });
    expect(noRules.status).toBe(422);
    expect(noRules.body.details.field).toBe('definition.include');
    const smart = await t.call('PATCH', `/v1/collections/${id}`, {
      key: w.key,
      body: { type: 'smart', definition: { include: [{ tag: 'alps' }], match: 'all' } },
    });
    expect(smart.status).toBe(200);
    expect(smart.body).toMatchObject({
      type: 'smart',
      sort_strategy: 'title',
      definition: { include: [{ tag: 'alps' }], exclude: [], match: 'all' },
    });
    const back = await t.call('PATCH', `/v1/collections/${id}`, {
      key: w.key,
      body: { type: 'manual', sort_strategy: 'manual' },
    });
    expect(back.body).toMatchObject({ type: 'manual', sort_strategy: 'manual', definition: { productIds: [] } });
    expect(
      (await t.call('PATCH', `/v1/collections/${id}`, { key: w.key, body: { name: '' } })).body.details.field,
    ).toBe('name');
    expect(
      (
        await t.call('PATCH', `/v1/collections/${id}`, {
          key: w.key,
          body: { definition: { productIds: ['prod_00000000-0000-7000-8000-000000000000'] } },
        })
      ).status,
    ).toBe(422);
    const events = await t.events(w.id, 'collection.updated');
    expect(events).toHaveLength(4);
    expect(events[0]!.data).toMatchObject({ id, name: 'First, renamed' });
  });

  it('puts translations per locale: creates, replaces, normalises the locale, keeps slugs unique per locale', async () => {
    const w = await t.workspace();
    const id = (await create({ base: { name: 'Alps' }, translation: { locale: 'en', name: 'Alps' } }, w.key)).body.id;
    const other2 = (await create({ base: { name: 'Other' } }, w.key)).body.id;
    const ro = await t.call('PUT', `/v1/collections/${id}/translations/ro`, { key: w.key, body: { name: 'Alpii' } });
    expect(ro.status).toBe(200);
    expect(ro.body.translation).toEqual({ locale: 'ro', name: 'Alpii', slug: 'alpii' });
    expect(ro.body.translations.map((x: { locale: string }) => x.locale)).toEqual(['en', 'ro']);
    const replaced = await t.call('PUT', `/v1/collections/${id}/translations/ro`, {
      key: w.key,
      body: { name: 'Munții Alpi', slug: 'alpi' },
    });
    expect(replaced.body.translation).toEqual({ locale: 'ro', name: 'Munții Alpi', slug: 'alpi' });
    const gb = await t.call('PUT', `/v1/collections/${id}/translations/en_gb`, {
      key: w.key,
      body: { name: 'The Alps' },
    });
    expect(gb.body.translation).toEqual({ locale: 'en-GB', name: 'The Alps', slug: 'the-alps' });
    expect((await t.call('GET', `/v1/collections/${id}?locale=en-gb`, { key: w.key })).body.translation.name).toBe(
      'The Alps',
    );
    const clash = await t.call('PUT', `/v1/collections/${other2}/translations/ro`, {
      key: w.key,
      body: { name: 'Alpi', slug: 'alpi' },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('COLLECTION_SLUG_TAKEN');
    expect(
      (
        await t.call('PUT', `/v1/collections/${other2}/translations/de`, {
          key: w.key,
          body: { name: 'Alpi', slug: 'alpi' },
        })
      ).status,
    ).toBe(200);
    const bad = await t.call('PUT', `/v1/collections/${id}/translations/not-a-locale-at-all`, {
      key: w.key,
      body: { name: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.field).toBe('locale');
    expect(
      (await t.call('PUT', `/v1/collections/${id}/translations/fr`, { key: w.key, body: {} })).body.details.field,
    ).toBe('name');
    expect((await t.events(w.id, 'collection.updated')).length).toBe(4);
  });

  it("deletes (products stay); another workspace's id is 404 everywhere; a malformed id is 400", async () => {
    const w = await t.workspace();
    const p = await product('Kept', {}, w.key);
    const id = (
      await create(
        { base: { name: 'Doomed', definition: { productIds: [p] } }, translation: { locale: 'en', name: 'Doomed' } },
        w.key,
      )
    ).body.id;
    const attempts: Array<[string, string, unknown]> = [
      ['GET', `/v1/collections/${id}`, undefined],
      ['GET', `/v1/collections/${id}/products`, undefined],
      ['PATCH', `/v1/collections/${id}`, { name: 'Hijack' }],
      ['PUT', `/v1/collections/${id}/translations/en`, { name: 'Hijack' }],
      ['DELETE', `/v1/collections/${id}`, undefined],
    ];
    for (const [method, url, body] of attempts)
      expect((await t.call(method, url, { key: other.key, body })).status, `${method} ${url}`).toBe(404);
    const bad = await t.call('GET', '/v1/collections/prod_00000000-0000-7000-8000-000000000000', { key: w.key });
    expect(bad.status).toBe(400);
    expect(bad.body.details.field).toBe('id');

    const del = await t.call('DELETE', `/v1/collections/${id}`, { key: w.key });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ ok: true });
    expect((await t.call('GET', `/v1/collections/${id}`, { key: w.key })).status).toBe(404);
    expect((await t.call('DELETE', `/v1/collections/${id}`, { key: w.key })).status).toBe(404);
    expect((await t.call('GET', `/v1/products/${p}`, { key: w.key })).status).toBe(200);
    // The key and the translated slug are free again.
    expect(
      (
        await create(
          { base: { key: 'doomed', name: 'Doomed again' }, translation: { locale: 'en', name: 'Doomed' } },
          w.key,
        )
      ).status,
    ).toBe(201);
    const events = await t.events(w.id);
    expect(events.filter((e) => e.type.startsWith('collection.')).map((e) => e.type)).toEqual([
      'collection.created',
      'collection.deleted',
      'collection.created',
    ]);
    expect(events.find((e) => e.type === 'collection.deleted')!.data).toMatchObject({
      id,
      key: 'doomed',
      deleted_at: expect.any(String),
    });
  });

  it('resolves a manual collection in manual, title, newest and price order (unpriced last), pages and filters it; deleted products drop out', async () => {
    const w = await t.workspace();
    const c = await product('Crete', {}, w.key);
    const a = await product('Athens', { status: 'draft' }, w.key);
    const b = await product('Berlin', {}, w.key);
    const id = (await create({ base: { name: 'Europe', definition: { productIds: [b, c, a] } } }, w.key)).body.id;
    expect(titles(await members(id, '', w.key))).toEqual(['Berlin', 'Crete', 'Athens']);
    const page = await members(id, '?limit=2&offset=1', w.key);
    expect(titles(page)).toEqual(['Crete', 'Athens']);
    expect(page.pagination).toEqual({ total: 3, limit: 2, offset: 1, has_more: false, next_cursor: null });
    expect(titles(await members(id, '?status=active', w.key))).toEqual(['Berlin', 'Crete']);
    await t.call('PATCH', `/v1/collections/${id}`, { key: w.key, body: { sort_strategy: 'title' } });
    expect(titles(await members(id, '', w.key))).toEqual(['Athens', 'Berlin', 'Crete']);
    await t.call('PATCH', `/v1/collections/${id}`, { key: w.key, body: { sort_strategy: 'newest' } });
    expect(titles(await members(id, '', w.key))).toEqual(['Berlin', 'Athens', 'Crete']);
    expect((await members(id, '?limit=1&offset=2', w.key)).pagination).toEqual({
      total: 3,
      limit: 1,
      offset: 2,
      has_more: false,
      next_cursor: null,
    });

    const priced = async (id: string, amountPerPerson: number, currency = 'EUR') =>
      expect(
        (
          await t.call('PUT', `/v1/products/${id}/pricing`, {
            key: w.key,
            body: {
              roomCategories: [
                { key: 'double', label: 'Double', pax: 2 },
                { key: 'single', label: 'Single', pax: 1 },
              ],
              ratePlans: [
                {
                  name: 'Base',
                  prices: [
                    { categoryKey: 'double', amountPerPerson, currency },
                    { categoryKey: 'single', amountPerPerson: amountPerPerson + 100, currency },
                  ],
                },
              ],
            },
          })
        ).status,
      ).toBe(200);
    await priced(c, 450);
    await priced(b, 99.5);
    await t.call('PATCH', `/v1/collections/${id}`, { key: w.key, body: { sort_strategy: 'price' } });
    expect(titles(await members(id, '', w.key))).toEqual(['Berlin', 'Crete', 'Athens']);
    expect(titles(await members(id, '?limit=1', w.key))).toEqual(['Berlin']);

    expect((await t.call('DELETE', `/v1/products/${c}`, { key: w.key })).status).toBe(200);
    expect(titles(await members(id, '', w.key))).toEqual(['Berlin', 'Athens']);
    expect((await t.call('GET', `/v1/collections/${id}`, { key: w.key })).body.definition).toEqual({
      productIds: [b, a],
    });
    for (const bad of ['?limit=101', '?status=gone', '?offset=-1'])
      expect((await t.call('GET', `/v1/collections/${id}/products${bad}`, { key: w.key })).status, bad).toBe(400);
  });

  it('resolves a smart collection from tag rules (any/all, excluded tags and products) in title, newest and price order', async () => {
    const w = await t.workspace();
    const sea = await product('Seaside Villa', { tags: ['Beach', 'Summer'] }, w.key);
    const surf = await product('Surf Camp', { tags: ['beach', 'sport'] }, w.key);
    const ski = await product('Ski Lodge', { tags: ['Winter', 'Sport'] }, w.key);
    const isl = await product('Island Hop', { tags: ['beach', 'summer'], status: 'draft' }, w.key);
    await product('City Walk', { tags: [] }, w.key);
    await product('Elsewhere Beach', { tags: ['beach'] }, other.key);
    const smart = async (definition: unknown, sort_strategy = 'title') => {
      const r = await create(
        { base: { name: `Smart ${Math.random()}`, type: 'smart', sort_strategy, definition } },
        w.key,
      );
      expect(r.status, r.text).toBe(201);
      return r.body.id as string;
    };
    const beach = await smart({ include: [{ tag: 'Beach' }] });
    expect(titles(await members(beach, '', w.key))).toEqual(['Island Hop', 'Seaside Villa', 'Surf Camp']);
    expect(titles(await members(beach, '?status=active', w.key))).toEqual(['Seaside Villa', 'Surf Camp']);
    const page = await members(beach, '?limit=1&offset=1', w.key);
    expect(titles(page)).toEqual(['Seaside Villa']);
    expect(page.pagination).toEqual({ total: 3, limit: 1, offset: 1, has_more: true, next_cursor: expect.any(String) });
    expect((await members(beach, '', w.key)).data[0]).toMatchObject({ id: isl, tags: ['beach', 'summer'] });

    expect(titles(await members(await smart({ include: [{ tag: 'beach' }, { tag: 'sport' }] }), '', w.key))).toEqual([
      'Island Hop',
      'Seaside Villa',
      'Ski Lodge',
      'Surf Camp',
    ]);
    expect(
      titles(await members(await smart({ include: [{ tag: 'beach' }, { tag: 'sport' }], match: 'all' }), '', w.key)),
    ).toEqual(['Surf Camp']);
    expect(
      titles(await members(await smart({ include: [{ tag: 'beach' }], exclude: [{ tag: 'summer' }] }), '', w.key)),
    ).toEqual(['Surf Camp']);
    expect(
      titles(await members(await smart({ include: [{ tag: 'beach' }], exclude: [{ productId: sea }] }), '', w.key)),
    ).toEqual(['Island Hop', 'Surf Camp']);
    expect(titles(await members(await smart({ include: [{ tag: 'nothing-has-this' }] }), '', w.key))).toEqual([]);
    expect(titles(await members(await smart({ include: [{ tag: 'beach' }] }, 'newest'), '', w.key))).toEqual([
      'Island Hop',
      'Surf Camp',
      'Seaside Villa',
    ]);

    const priced = async (id: string, amountPerPerson: number) =>
      expect(
        (
          await t.call('PUT', `/v1/products/${id}/pricing`, {
            key: w.key,
            body: {
              roomCategories: [{ key: 'double', label: 'Double', pax: 2 }],
              ratePlans: [{ name: 'Base', prices: [{ categoryKey: 'double', amountPerPerson, currency: 'EUR' }] }],
            },
          })
        ).status,
      ).toBe(200);
    await priced(sea, 300);
    await priced(surf, 120.25);
    const byPrice = await smart({ include: [{ tag: 'beach' }, { tag: 'sport' }] }, 'price');
    expect(titles(await members(byPrice, '', w.key))).toEqual([
      'Surf Camp',
      'Seaside Villa',
      'Island Hop',
      'Ski Lodge',
    ]);
    const second = await members(byPrice, '?limit=2&offset=2', w.key);
    expect(titles(second)).toEqual(['Island Hop', 'Ski Lodge']);
    expect(second.pagination).toEqual({ total: 4, limit: 2, offset: 2, has_more: false, next_cursor: null });

    // Members follow the catalog: a product tagged later joins, a deleted one leaves.
    await t.call('PATCH', `/v1/products/${ski}`, { key: w.key, body: { tags: ['beach'] } });
    expect(titles(await members(beach, '', w.key))).toEqual(['Island Hop', 'Seaside Villa', 'Ski Lodge', 'Surf Camp']);
    await t.call('DELETE', `/v1/products/${surf}`, { key: w.key });
    expect(titles(await members(beach, '', w.key))).toEqual(['Island Hop', 'Seaside Villa', 'Ski Lodge']);
  });
});
