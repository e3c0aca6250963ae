import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';

describe('tags and tagged products', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    other = await t.workspace();
  });
  afterAll(() => t.close());

  const createTag = (body: unknown, key = ws.key) => t.call('POST', '/v1/tags', { key, body });
  const createProduct = (body: Record<string, unknown>, key = ws.key) => t.call('POST', '/v1/products', { key, body });

  it('creates a tag with a slug from the name; a taken slug is a 409', async () => {
    const r = await createTag({ name: 'Family Friendly' });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ name: 'Family Friendly', slug: 'family-friendly' });
    expect(r.body.data.id).toMatch(/^tag_[0-9a-f-]{36}$/);
    const dup = await createTag({ name: 'family friendly' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('TAG_SLUG_TAKEN');
    expect((await createTag({ name: 'Family Friendly' }, other.key)).status).toBe(201);
    expect((await createTag({ name: 'Kids', slug: 'kids-ok' })).body.data.slug).toBe('kids-ok');
  });

  it('rejects bad input with 400 naming the field', async () => {
    for (const [body, field] of [
      [{}, 'name'],
      [{ name: '' }, 'name'],
      [{ name: '!!!' }, 'name'],
      [{ name: 'x', slug: 'Bad Slug' }, 'slug'],
      [{ name: 7 }, 'name'],
    ] as const) {
      const r = await createTag(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.details.field).toBe(field);
    }
  });

  it('answers 401 and 403 naming the scope', async () => {
    expect((await t.call('GET', '/v1/tags')).status).toBe(401);
    const reader = await t.key(ws.id, { scopes: ['tags:read'] });
    const r = await createTag({ name: 'Nope' }, reader);
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('tags:write');
    const id = (await createTag({ name: 'Keep me' })).body.data.id;
    const del = await t.call('DELETE', `/v1/tags/${id}`, { key: await t.key(ws.id, { scopes: ['tags:write'] }) });
    expect(del.status).toBe(403);
    expect(del.body.message).toContain('tags:delete');
  });

  it('lists, gets, patches and deletes; another workspace gets 404', async () => {
    const w = await t.workspace();
    for (const name of ['Ski', 'Beach', 'City']) await createTag({ name }, w.key);
    const list = await t.call('GET', '/v1/tags', { key: w.key });
    expect(list.body.data.map((x: { name: string }) => x.name)).toEqual(['Beach', 'City', 'Ski']);
    expect(list.body.pagination).toEqual({ total: 3, limit: 50, offset: 0, has_more: false, next_cursor: null });
    expect((await t.call('GET', '/v1/tags?sort=-name&limit=1', { key: w.key })).body.data[0].name).toBe('Ski');
    expect(
      (await t.call('GET', '/v1/tags?q=bea', { key: w.key })).body.data.map((x: { slug: string }) => x.slug),
    ).toEqual(['beach']);
    const beach = list.body.data[0];
    expect((await t.call('GET', `/v1/tags/${beach.id}`, { key: w.key })).body.data).toEqual(beach);
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      expect((await t.call(method, `/v1/tags/${beach.id}`, { key: other.key, body })).status, method).toBe(404);
    }
    expect((await t.call('GET', `/v1/tags/prod_${beach.id.slice(4)}`, { key: w.key })).body.details.field).toBe('id');
    const renamed = await t.call('PATCH', `/v1/tags/${beach.id}`, { key: w.key, body: { name: 'Beaches' } });
    expect(renamed.body.data).toMatchObject({ name: 'Beaches', slug: 'beach' });
    const taken = await t.call('PATCH', `/v1/tags/${beach.id}`, { key: w.key, body: { slug: 'ski' } });
    expect(taken.status).toBe(409);
    expect((await t.call('PATCH', `/v1/tags/${beach.id}`, { key: w.key, body: { name: ' ' } })).status).toBe(400);
    expect((await t.call('DELETE', `/v1/tags/${beach.id}`, { key: w.key })).body).toEqual({ ok: true });
    expect((await t.call('GET', `/v1/tags/${beach.id}`, { key: w.key })).status).toBe(404);
    expect((await t.call('DELETE', `/v1/tags/${beach.id}`, { key: w.key })).status).toBe(404);
  });

  it('products carry tags by name or slug, creating new tags; renames and deletes follow', async () => {
    const w = await t.workspace();
    await createTag({ name: 'Beach' }, w.key);
    const p = await createProduct({ title: 'Sun Week', tags: ['beach', 'Family Fun', 'BEACH'] }, w.key);
    expect(p.status).toBe(201);
    expect(p.body.data.tags).toEqual(['beach', 'family-fun']);
    const created = await t.events(w.id, 'tag.created');
    expect(created.map((e) => e.data.slug)).toEqual(['beach', 'family-fun']);
    expect(
      (await t.call('GET', '/v1/tags', { key: w.key })).body.data.find((x: { slug: string }) => x.slug === 'family-fun')
        .name,
    ).toBe('Family Fun');
    const id = p.body.data.id;

    const patched = await t.call('PATCH', `/v1/products/${id}`, { key: w.key, body: { tags: ['family-fun', 'ski'] } });
    expect(patched.body.data.tags).toEqual(['family-fun', 'ski']);
    expect((await t.events(w.id, 'product.updated')).at(-1)!.data).toMatchObject({
      changes: ['tags'],
      tags: ['family-fun', 'ski'],
    });
    expect(
      (await t.call('PATCH', `/v1/products/${id}`, { key: w.key, body: { title: 'Sun Week 2' } })).body.data.tags,
    ).toEqual(['family-fun', 'ski']);
    expect(
      (await t.call('PATCH', `/v1/products/${id}`, { key: w.key, body: { tags: ['***'] } })).body.details.field,
    ).toBe('tags[0]');

    const ski = (await t.call('GET', '/v1/tags?q=ski', { key: w.key })).body.data[0];
    await t.call('PATCH', `/v1/tags/${ski.id}`, { key: w.key, body: { slug: 'skiing' } });
    expect((await t.call('GET', `/v1/products/${id}`, { key: w.key })).body.data.tags).toEqual([
      'family-fun',
      'skiing',
    ]);
    await t.call('DELETE', `/v1/tags/${ski.id}`, { key: w.key });
    expect((await t.call('GET', `/v1/products/${id}`, { key: w.key })).body.data.tags).toEqual(['family-fun']);
    expect((await t.events(w.id)).filter((e) => e.type.startsWith('tag.')).map((e) => e.type)).toEqual([
      'tag.created',
      'tag.created',
      'tag.created',
      'tag.updated',
      'tag.deleted',
    ]);

    const del = await t.call('DELETE', `/v1/products/${id}`, { key: w.key });
    expect(del.status).toBe(200);
    expect((await t.events(w.id, 'product.deleted'))[0]!.data.tags).toEqual(['family-fun']);
  });

  it('deleting a tag emits product.updated for each product that loses it, as it is without the tag; none for the others', async () => {
    const w = await t.workspace();
    const make = async (title: string, tags: string[]) =>
      (await createProduct({ title, tags }, w.key)).body.data as { id: string; updatedAt: string };
    const a = await make('Tagged A', ['gone', 'kept']);
    const b = await make('Tagged B', ['gone']);
    const untagged = await make('Untagged', ['kept']);
    const gone = (await t.call('GET', '/v1/tags?q=gone', { key: w.key })).body.data[0];
    const before = (await t.events(w.id)).length;

    clock.advance(1000);
    expect((await t.call('DELETE', `/v1/tags/${gone.id}`, { key: w.key })).status).toBe(200);
    const emitted = (await t.events(w.id)).slice(before);
    expect(emitted.map((e) => e.type)).toEqual(['tag.deleted', 'product.updated', 'product.updated']);
    const updates = emitted.filter((e) => e.type === 'product.updated');
    expect(updates.map((e) => e.data.id).sort()).toEqual([a.id, b.id].sort());
    for (const e of updates) {
      const now = (await t.call('GET', `/v1/products/${e.data.id}`, { key: w.key })).body.data;
      // The event carries the product as it is now: without the tag, with its new updatedAt.
      expect(e.data).toEqual({ ...now, changes: ['tags'] });
      expect(now.tags).not.toContain('gone');
      expect(now.updatedAt > a.updatedAt).toBe(true);
    }
    expect(updates.find((e) => e.data.id === a.id)!.data.tags).toEqual(['kept']);
    expect(updates.find((e) => e.data.id === b.id)!.data.tags).toEqual([]);
    expect((await t.call('GET', `/v1/products/${untagged.id}`, { key: w.key })).body.data.updatedAt).toBe(
      untagged.updatedAt,
    );

    // A tag on no product: tag.deleted alone.
    const lonely = (await createTag({ name: 'Lonely' }, w.key)).body.data;
    const mark = (await t.events(w.id)).length;
    await t.call('DELETE', `/v1/tags/${lonely.id}`, { key: w.key });
    expect((await t.events(w.id)).slice(mark).map((e) => e.type)).toEqual(['tag.deleted']);
    clock.reset();
  });

  it('a tag delete racing updates of its products: every request answers, and no product keeps the tag', async () => {
    const w = await t.workspace();
    const ids: string[] = [];
    for (let i = 0; i < 8; i++)
      ids.push((await createProduct({ title: `Race ${i}`, tags: ['race', `own-${i}`] }, w.key)).body.data.id);
    const race = (await t.call('GET', '/v1/tags?q=race', { key: w.key })).body.data[0];
    const answers = await Promise.all([
      ...ids.map((id, i) => t.call('PATCH', `/v1/products/${id}`, { key: w.key, body: { title: `Raced ${i}` } })),
      t.call('DELETE', `/v1/tags/${race.id}`, { key: w.key }),
      ...ids.map((id, i) => t.call('PATCH', `/v1/products/${id}`, { key: w.key, body: { summary: `after ${i}` } })),
    ]);
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    for (const [i, id] of ids.entries()) {
      const p = (await t.call('GET', `/v1/products/${id}`, { key: w.key })).body.data;
      expect(p).toMatchObject({ title: `Raced ${i}`, summary: `after ${i}`, tags: [`own-${i}`] });
    }
    expect(
      (await t.events(w.id, 'product.updated')).filter((e) => (e.data.changes as string[]).includes('tags')),
    ).toHaveLength(ids.length);
  });

  it('filters the product list by tags (any of), with the other filters, and services list by ids and tags', async () => {
    const w = await t.workspace();
    const made: Record<string, string> = {};
    for (const [title, tags, status] of [
      ['Beach Villa', ['beach', 'luxury'], 'active'],
      ['Ski Lodge', ['ski'], 'active'],
      ['City Loft', ['city', 'luxury'], 'draft'],
      ['Plain Room', [], 'active'],
    ] as const) {
      made[title] = (await createProduct({ title, tags: [...tags], status }, w.key)).body.data.id;
    }
    const titles = (r: { body: { data: Array<{ title: string }> } }) => r.body.data.map((p) => p.title).sort();
    const luxury = await t.call('GET', '/v1/products?tags=luxury', { key: w.key });
    expect(titles(luxury)).toEqual(['Beach Villa', 'City Loft']);
    expect(luxury.body.pagination.total).toBe(2);
    expect(titles(await t.call('GET', '/v1/products?tags=ski,city', { key: w.key }))).toEqual([
      'City Loft',
      'Ski Lodge',
    ]);
    const activeLux = await t.call('GET', '/v1/products?tags=luxury&status=active', { key: w.key });
    expect(titles(activeLux)).toEqual(['Beach Villa']);
    expect(activeLux.body.pagination.total).toBe(1);
    expect((await t.call('GET', '/v1/products?tags=nothing', { key: w.key })).body.pagination.total).toBe(0);
    expect((await t.call('GET', '/v1/products?tags=luxury', { key: other.key })).body.pagination.total).toBe(0);

    const products = t.services.catalog.products;
    const byTags = await products.listByTags(
      w.id,
      { include: ['luxury', 'ski'], exclude: ['city'] },
      { column: 'title', direction: 'asc' },
      { limit: 50, offset: 0 },
    );
    expect(byTags.items.map((p) => p.title)).toEqual(['Beach Villa', 'Ski Lodge']);
    expect(byTags.total).toBe(2);
    expect(byTags.items[0]!.tags).toEqual(['beach', 'luxury']);
    const byIds = await products.listByIds(w.id, [made['Plain Room']!, made['Beach Villa']!]);
    expect(byIds.map((p) => [p.title, p.tags])).toEqual([
      ['Plain Room', []],
      ['Beach Villa', ['beach', 'luxury']],
    ]);
  });
});
