import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { allPages } from '../support/pages.js';

describe('organizations', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    other = await t.workspace();
  });
  afterAll(() => t.close());

  const create = (body: unknown, key = ws.key) => t.call('POST', '/v1/organizations', { key, body });

  it('creates with camelCase or snake_case keys and answers {data}', async () => {
    const camel = await create({
      name: 'Acme Travel',
      legalName: 'Acme SRL',
      taxId: 'RO123',
      metadata: { tier: 'gold' },
    });
    expect(camel.status).toBe(201);
    expect(camel.body.data).toMatchObject({
      name: 'Acme Travel',
      legalName: 'Acme SRL',
      taxId: 'RO123',
      metadata: { tier: 'gold' },
      billingAddress: null,
      visitingAddress: null,
    });
    expect(camel.body.data.id).toMatch(/^org_[0-9a-f-]{36}$/);
    expect(camel.body.data.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const snake = await create({
      name: 'Beta Tours',
      legal_name: 'Beta SA',
      tax_id: 'DE999',
      billing_address: { city: 'Berlin', country: 'DE' },
    });
    expect(snake.status).toBe(201);
    expect(snake.body.data).toMatchObject({
      legalName: 'Beta SA',
      taxId: 'DE999',
      billingAddress: { city: 'Berlin', country: 'DE' },
    });
  });

  it('ignores server-owned fields in the body', async () => {
    const r = await create({
      name: 'Sneaky',
      id: 'org_00000000-0000-7000-8000-000000000000',
      workspace_id: other.id,
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(r.status).toBe(201);
    expect(r.body.data.id).not.toBe('org_00000000-0000-7000-8000-000000000000');
    expect(r.body.data.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    expect((await t.call('GET', `/v1/organizations/${r.body.data.id}`, { key: other.key })).status).toBe(404);
  });

  it('rejects bad input with 400 and details.field, writing nothing', async () => {
    const before = (await t.call('GET', '/v1/organizations', { key: ws.key })).body.pagination.total;
    const cases: Array<[unknown, string]> = [
      [{}, 'name'],
      [{ name: 42 }, 'name'],
      [{ name: 'x', email: 'not-an-email' }, 'email'],
      [{ name: 'x', billingAddress: { country: 'XX' } }, 'billingAddress.country'],
      [{ name: 'x', metadata: 'nope' }, 'metadata'],
    ];
    for (const [body, field] of cases) {
      const r = await create(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.details.field).toBe(field);
    }
    const malformed = await t.call('POST', '/v1/organizations', { key: ws.key, rawBody: '{"name":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: expect.any(String), code: 'INVALID_JSON' });
    expect((await t.call('GET', '/v1/organizations', { key: ws.key })).body.pagination.total).toBe(before);
  });

  it('bounds metadata: 50 keys of up to 40 characters, each a string of up to 500, a finite number, a boolean or null', async () => {
    const fifty = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]));
    const fits = { ...fifty, k0: 'x'.repeat(500), k1: true, k2: null, k3: -1.5e300, ['y'.repeat(40)]: 'long key' };
    delete (fits as Record<string, unknown>).k49;
    const ok = await create({ name: 'Bounded', metadata: fits });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body.data.metadata).toEqual(fits);
    const before = (await t.call('GET', '/v1/organizations', { key: ws.key })).body.pagination.total;
    const refused: Array<[unknown, string]> = [
      [{ ...fifty, k50: 1 }, 'metadata'],
      [{ ['z'.repeat(41)]: 1 }, 'metadata'],
      [{ note: 'x'.repeat(501) }, 'metadata.note'],
      [{ nested: { a: 1 } }, 'metadata.nested'],
      [{ list: [1, 2] }, 'metadata.list'],
      [{ 'line\nbreak': { a: 1 } }, 'metadata.line\nbreak'],
    ];
    for (const [metadata, field] of refused) {
      const r = await create({ name: 'Unbounded', metadata });
      expect(r.status, field).toBe(400);
      expect(r.body.details.field, field).toBe(field);
    }
    // JSON.parse reads 1e400 as Infinity, which JSON would store as null: refused, on create and on update.
    for (const rawBody of ['{"name":"Huge","metadata":{"big":1e400}}', '{"name":"Huge","metadata":{"small":-1e999}}']) {
      const r = await t.call('POST', '/v1/organizations', {
        key: ws.key,
        rawBody,
        headers: { 'content-type': 'application/json' },
      });
      expect(r.status, rawBody).toBe(400);
      expect(r.body.details.field).toMatch(/^metadata\.(big|small)$/);
    }
    const patched = await t.call('PATCH', `/v1/organizations/${ok.body.data.id}`, {
      key: ws.key,
      rawBody: '{"metadata":{"big":1e400}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(patched.status).toBe(400);
    expect(patched.body.details.field).toBe('metadata.big');
    expect((await t.call('GET', '/v1/organizations', { key: ws.key })).body.pagination.total).toBe(before);
    expect((await t.call('GET', `/v1/organizations/${ok.body.data.id}`, { key: ws.key })).body.data.metadata).toEqual(
      fits,
    );
    // Metadata stored before the bounds (nested values) is still answered as it is.
    const older = { nested: { a: [1, 2] }, note: 'x'.repeat(600) };
    await t.platform.db.kysely
      .withTables<{ organizations: { id: string; metadata: string } }>()
      .updateTable('organizations')
      .set({ metadata: JSON.stringify(older) })
      .where('id', '=', ok.body.data.id)
      .execute();
    const read = await t.call('GET', `/v1/organizations/${ok.body.data.id}`, { key: ws.key });
    expect(read.status).toBe(200);
    expect(read.body.data.metadata).toEqual(older);
  });

  it('answers 401 without a key and 403 without the scope', async () => {
    expect((await t.call('GET', '/v1/organizations')).status).toBe(401);
    const readOnly = await t.key(ws.id, { scopes: ['organizations:read'] });
    const r = await create({ name: 'Nope' }, readOnly);
    expect(r.status).toBe(403);
    expect(r.body.error).toBe('Forbidden');
    expect(r.body.message).toContain('organizations:write');
    expect((await t.call('GET', '/v1/organizations', { key: readOnly })).status).toBe(200);
    const wildcard = await t.key(ws.id, { scopes: ['*:write'] });
    expect((await create({ name: 'Wild' }, wildcard)).status).toBe(201);
  });

  it('lists with q, sort and pagination, only this workspace', async () => {
    const w = await t.workspace();
    for (const name of ['Gamma', 'alpha', 'Beta Holidays'])
      expect((await create({ name, description: `${name} desc` }, w.key)).status).toBe(201);
    await create({ name: 'Alpha elsewhere' }, other.key);
    const all = await t.call('GET', '/v1/organizations?sort=name', { key: w.key });
    expect(all.body.data.map((o: { name: string }) => o.name)).toEqual(['Beta Holidays', 'Gamma', 'alpha']);
    expect(all.body.pagination).toEqual({ total: 3, limit: 50, offset: 0, has_more: false, next_cursor: null });
    const desc = await t.call('GET', '/v1/organizations?sortBy=name&sortOrder=desc&limit=2', { key: w.key });
    expect(desc.body.data.map((o: { name: string }) => o.name)).toEqual(['alpha', 'Gamma']);
    expect(desc.body.pagination).toEqual({
      total: 3,
      limit: 2,
      offset: 0,
      has_more: true,
      next_cursor: expect.any(String),
    });
    const q = await t.call('GET', '/v1/organizations?q=ALPHA', { key: w.key });
    expect(q.body.data.map((o: { name: string }) => o.name)).toEqual(['alpha']);
    for (const bad of ['limit=0', 'limit=101', 'limit=-1', 'offset=-1', 'sort=secret', 'limit=abc']) {
      const r = await t.call('GET', `/v1/organizations?${bad}`, { key: w.key });
      expect(r.status, bad).toBe(400);
      expect(r.body.details.field, bad).toMatch(/limit|offset|sort/);
    }
  });

  it('q over many matching rows: totals and pages equal a plain filter of the list, in every order and by offset or cursor', async () => {
    const w = await t.workspace();
    const orgs = t.services.organizations;
    const ids: string[] = [];
    for (let i = 0; i < 400; i++) {
      const org = await orgs.create(w.id, {
        name: `Org ${i}`,
        description: i % 3 === 0 ? 'Harbour cruises' : 'city walks',
        kind: i % 2 === 0 ? 'agency' : undefined,
      });
      ids.push(org.id);
    }
    for (let i = 0; i < 20; i++) await orgs.create(other.id, { name: `Harbour elsewhere ${i}` });
    // Deleted rows leave the search; edits move rows in and out of it.
    for (const i of [0, 3, 30, 33, 300]) await orgs.remove(w.id, ids[i]!);
    for (const i of [1, 2, 4]) await orgs.update(w.id, ids[i]!, { legalName: 'Harbour Holdings' });
    for (const i of [6, 9]) await orgs.update(w.id, ids[i]!, { description: 'museums' });

    type Org = { id: string; name: string; legalName: string | null; description: string | null; kind: string | null };
    const pages = (path: string, limit: number) => allPages<Org>(t, w.key, path, limit);
    const contains = (o: Org, term: string) =>
      [o.name, o.legalName, o.description].filter(Boolean).join(' ').toLowerCase().includes(term);
    // A common term (about a third of the rows) and a rare one: by the page's reach, a page of the first walks the
    // sort index and one of the second reads the rows the index names.
    for (const [term, kind] of [
      ['harbour', undefined],
      ['HARBOUR', 'agency'],
      ['org 17', undefined],
      ['ha', undefined],
    ] as const) {
      for (const sort of ['-created_at', 'name', '-name', 'updated_at']) {
        const everything = (await pages(`/v1/organizations?sort=${sort}${kind ? `&kind=${kind}` : ''}`, 100)).rows;
        const expected = everything.filter((o) => contains(o, term.toLowerCase())).map((o) => o.id);
        expect(expected.length, term).toBeGreaterThan(term === 'org 17' ? 5 : 50);
        const path = `/v1/organizations?q=${encodeURIComponent(term)}&sort=${sort}${kind ? `&kind=${kind}` : ''}`;
        for (const limit of [10, 100]) {
          const found = await pages(path, limit);
          expect(
            found.rows.map((o) => o.id),
            `${path} limit ${limit}`,
          ).toEqual(expected);
          expect(found.totals, `${path} limit ${limit}`).toEqual([expected.length]);
        }
        const deep = await t.call('GET', `${path}&offset=40&limit=20`, { key: w.key });
        expect(deep.body.data.map((o: Org) => o.id)).toEqual(expected.slice(40, 60));
        expect(deep.body.pagination.total).toBe(expected.length);
      }
    }
    // A total asked again is never stale: every change to a searched row shows in the next answer's total.
    const total = async () =>
      (await t.call('GET', '/v1/organizations?q=harbour&limit=1', { key: w.key })).body.pagination.total as number;
    const before = await total();
    expect(await total()).toBe(before);
    const added = await orgs.create(w.id, { name: 'New harbour' });
    expect(await total()).toBe(before + 1);
    await orgs.update(w.id, added.id, { name: 'New pier' });
    expect(await total()).toBe(before);
    await orgs.update(w.id, added.id, { description: 'harbour view' });
    expect(await total()).toBe(before + 1);
    await orgs.remove(w.id, added.id);
    expect(await total()).toBe(before);
    await orgs.create(other.id, { name: 'Harbour elsewhere again' });
    expect(await total()).toBe(before);
  });

  it('gets, patches (null clears) and soft-deletes; another workspace gets 404', async () => {
    const id = (await create({ name: 'Patchable', phone: '+40 721', kind: 'agency' })).body.data.id;
    expect((await t.call('GET', `/v1/organizations/${id}`, { key: other.key })).status).toBe(404);
    expect(
      (await t.call('PATCH', `/v1/organizations/${id}`, { key: other.key, body: { name: 'Hijack' } })).status,
    ).toBe(404);
    expect((await t.call('DELETE', `/v1/organizations/${id}`, { key: other.key })).status).toBe(404);
    expect(
      (await t.call('GET', '/v1/organizations/book_00000000-0000-7000-8000-000000000000', { key: ws.key })).body.details
        .field,
    ).toBe('id');

    const patched = await t.call('PATCH', `/v1/organizations/${id}`, {
      key: ws.key,
      body: { phone: null, kind: 'wholesale' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ name: 'Patchable', phone: null, kind: 'wholesale' });
    expect((await t.call('PATCH', `/v1/organizations/${id}`, { key: ws.key, body: { name: '' } })).status).toBe(400);

    const del = await t.call('DELETE', `/v1/organizations/${id}`, { key: ws.key });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ ok: true });
    expect((await t.call('GET', `/v1/organizations/${id}`, { key: ws.key })).status).toBe(404);
    expect((await t.call('DELETE', `/v1/organizations/${id}`, { key: ws.key })).status).toBe(404);
  });

  it('emits organization.created, .updated and .deleted', async () => {
    const w = await t.workspace();
    const id = (await create({ name: 'Evented' }, w.key)).body.data.id;
    await t.call('PATCH', `/v1/organizations/${id}`, { key: w.key, body: { name: 'Evented 2' } });
    await t.call('DELETE', `/v1/organizations/${id}`, { key: w.key });
    const events = await t.events(w.id);
    expect(events.map((e) => e.type)).toEqual(['organization.created', 'organization.updated', 'organization.deleted']);
    expect(events[1]!.data).toMatchObject({ id, name: 'Evented 2' });
    expect(events[0]!.id).toMatch(/^evt_/);
  });
});
