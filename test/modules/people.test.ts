import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';

const MISSING = 'ppl_00000000-0000-7000-8000-000000000000';

describe('people', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    other = await t.workspace();
  });
  afterAll(() => t.close());

  const create = (body: unknown, key = ws.key) => t.call('POST', '/v1/people', { key, body });

  it('creates with the spec’s body and answers the bare person with defaultEmail = first email', async () => {
    const r = await create({
      firstName: 'Ana',
      lastName: 'Popescu',
      emails: ['Ana@Example.com', 'ana.work@example.com'],
      phones: ['+40 721 000 000'],
      country: 'RO',
    });
    expect(r.status).toBe(201);
    expect(r.body.data).toBeUndefined();
    expect(r.body).toMatchObject({
      id: expect.stringMatching(/^ppl_[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      firstName: 'Ana',
      lastName: 'Popescu',
      defaultEmail: 'ana@example.com',
      emails: ['ana@example.com', 'ana.work@example.com'],
      phones: ['+40 721 000 000'],
      country: 'RO',
    });
    expect(r.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(String(r.headers['content-type'])).toMatch(/^application\/json/);
  });

  it('needs only the names; no email means no defaultEmail', async () => {
    const r = await create({ firstName: '  Ion ', lastName: 'Ionescu' });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      firstName: 'Ion',
      lastName: 'Ionescu',
      emails: [],
      phones: [],
      country: null,
      defaultEmail: null,
    });
    const dupes = await create({ firstName: 'D', lastName: 'Upe', emails: ['x@example.com', 'X@EXAMPLE.COM'] });
    expect(dupes.body.emails).toEqual(['x@example.com']);
  });

  it('ignores server-owned fields in the body', async () => {
    const r = await create({
      firstName: 'S',
      lastName: 'Neaky',
      id: MISSING,
      createdAt: '2000-01-01T00:00:00.000Z',
      workspace_id: other.id,
      defaultEmail: 'forged@example.com',
    });
    expect(r.status).toBe(201);
    expect(r.body.id).not.toBe(MISSING);
    expect(r.body.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    expect(r.body.defaultEmail).toBeNull();
    expect((await t.call('GET', `/v1/people/${r.body.id}`, { key: other.key })).status).toBe(404);
  });

  it('validates emails and ISO 3166-1 alpha-2 countries with 400 details.field, writing nothing', async () => {
    const w = await t.workspace();
    const cases: Array<[unknown, string]> = [
      [{ lastName: 'X' }, 'firstName'],
      [{ firstName: 'X' }, 'lastName'],
      [{ firstName: '', lastName: 'X' }, 'firstName'],
      [{ firstName: '   ', lastName: 'X' }, 'firstName'],
      [{ firstName: 'X', lastName: 'Y', emails: ['not-an-email'] }, 'emails[0]'],
      [{ firstName: 'X', lastName: 'Y', emails: ['ok@example.com', 'a@'] }, 'emails[1]'],
      [{ firstName: 'X', lastName: 'Y', emails: 'ok@example.com' }, 'emails'],
      [{ firstName: 'X', lastName: 'Y', phones: [42] }, 'phones[0]'],
      [{ firstName: 'X', lastName: 'Y', country: 'XX' }, 'country'],
      [{ firstName: 'X', lastName: 'Y', country: 'ZZ' }, 'country'],
      [{ firstName: 'X', lastName: 'Y', country: 'EU' }, 'country'],
      [{ firstName: 'X', lastName: 'Y', country: 'ROU' }, 'country'],
      [{ firstName: 'X', lastName: 'Y', country: 'R' }, 'country'],
      [{ firstName: 'X', lastName: 'Y', country: 40 }, 'country'],
      [{ firstName: 'X', lastName: 'Y', country: '1A' }, 'country'],
    ];
    for (const [body, field] of cases) {
      const r = await create(body, w.key);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body, JSON.stringify(body)).toMatchObject({
        error: expect.any(String),
        details: { field, message: expect.any(String) },
      });
    }
    expect((await t.call('GET', '/v1/people', { key: w.key })).body.pagination.total).toBe(0);
    expect(await t.events(w.id)).toEqual([]);
    // Lower-case codes are accepted and stored upper-case; null is no country.
    expect((await create({ firstName: 'X', lastName: 'Y', country: 'de' }, w.key)).body.country).toBe('DE');
    expect((await create({ firstName: 'X', lastName: 'Y', country: null }, w.key)).body.country).toBeNull();
  });

  it('lists with q (names and emails) and email filters, only this workspace', async () => {
    const w = await t.workspace();
    const mk = async (firstName: string, lastName: string, emails: string[] = []) =>
      (await create({ firstName, lastName, emails }, w.key)).body.id as string;
    const maria = await mk('Maria', 'Ionescu', ['maria@example.com', 'm.ionescu@work.example']);
    const mihai = await mk('Mihai', 'Popa', ['john_doe@example.com']);
    const elena = await mk('Elena', 'Marin', ['elena@example.com']);
    await create({ firstName: 'Maria', lastName: 'Elsewhere', emails: ['maria@example.com'] }, other.key);

    const ids = async (query: string) =>
      (await t.call('GET', `/v1/people${query}`, { key: w.key })).body.data.map((p: { id: string }) => p.id);
    expect(await ids('?q=MARI&sort=firstName')).toEqual([elena, maria]); // Marin, Maria
    expect(await ids('?q=ionescu')).toEqual([maria]);
    expect(await ids('?q=work.example')).toEqual([maria]);
    expect(await ids('?q=john_doe')).toEqual([mihai]);
    expect(await ids('?q=john%25')).toEqual([]);
    expect(await ids('?email=maria@example.com')).toEqual([maria]);
    expect(await ids('?email=M.IONESCU@WORK.EXAMPLE')).toEqual([maria]); // any of the emails, any case
    expect(await ids('?email=john_doe@example.com')).toEqual([mihai]);
    expect(await ids('?email=johnXdoe@example.com')).toEqual([]);
    expect(await ids('?email=maria@')).toEqual([]); // exact, not a substring
    expect(await ids('?email=example.com')).toEqual([]);
    expect(await ids('?q=maria&email=maria@example.com')).toEqual([maria]);
    expect(await ids('?q=elena&email=maria@example.com')).toEqual([]);

    const all = await t.call('GET', '/v1/people?sort=lastName', { key: w.key });
    expect(all.body.data.map((p: { lastName: string }) => p.lastName)).toEqual(['Ionescu', 'Marin', 'Popa']);
    expect(all.body.pagination).toEqual({ total: 3, limit: 50, offset: 0, has_more: false, next_cursor: null });
    const page = await t.call('GET', '/v1/people?sort=-last_name&limit=2&offset=1', { key: w.key });
    expect(page.body.data.map((p: { lastName: string }) => p.lastName)).toEqual(['Marin', 'Ionescu']);
    expect(page.body.pagination).toEqual({ total: 3, limit: 2, offset: 1, has_more: false, next_cursor: null });
    expect(
      (await t.call('GET', '/v1/people?sortBy=firstName&sortOrder=desc', { key: w.key })).body.data[0].firstName,
    ).toBe('Mihai');
    for (const bad of ['limit=0', 'limit=101', 'offset=-1', 'sort=emails', 'sort=search_text']) {
      const r = await t.call('GET', `/v1/people?${bad}`, { key: w.key });
      expect(r.status, bad).toBe(400);
      expect(r.body.details.field, bad).toMatch(/limit|offset|sort/);
    }
  });

  it('gets a person by ppl_ id (and the p_ alias); another workspace gets 404; a bad prefix 400', async () => {
    const id = (await create({ firstName: 'Get', lastName: 'Me' })).body.id as string;
    const r = await t.call('GET', `/v1/people/${id}`, { key: ws.key });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, firstName: 'Get', lastName: 'Me' });
    const alias = await t.call('GET', `/v1/people/${id.replace(/^ppl_/, 'p_')}`, { key: ws.key });
    expect(alias.status).toBe(200);
    expect(alias.body.id).toBe(id);
    expect((await t.call('GET', `/v1/people/${MISSING}`, { key: ws.key })).status).toBe(404);
    const foreign = await t.call('GET', `/v1/people/${id}`, { key: other.key });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: expect.any(String), code: 'NOT_FOUND' });
    const bad = await t.call('GET', '/v1/people/org_00000000-0000-7000-8000-000000000000', { key: ws.key });
    expect(bad.status).toBe(400);
    expect(bad.body.details.field).toBe('id');
  });

  it('patches fields; new emails move defaultEmail; null clears the country; another workspace gets 404', async () => {
    const id = (await create({ firstName: 'Pat', lastName: 'Ch', emails: ['old@example.com'], country: 'FR' })).body
      .id as string;
    expect((await t.call('PATCH', `/v1/people/${id}`, { key: other.key, body: { firstName: 'Hijack' } })).status).toBe(
      404,
    );
    const renamed = await t.call('PATCH', `/v1/people/${id}`, { key: ws.key, body: { firstName: 'Patricia' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      id,
      firstName: 'Patricia',
      lastName: 'Ch',
      emails: ['old@example.com'],
      defaultEmail: 'old@example.com',
      country: 'FR',
    });
    expect(renamed.body.updatedAt >= renamed.body.createdAt).toBe(true);
    const emails = await t.call('PATCH', `/v1/people/${id}`, {
      key: ws.key,
      body: { emails: ['New@Example.com', 'old@example.com'], country: null },
    });
    expect(emails.body).toMatchObject({
      emails: ['new@example.com', 'old@example.com'],
      defaultEmail: 'new@example.com',
      country: null,
    });
    expect(
      (await t.call('GET', `/v1/people?email=new@example.com`, { key: ws.key })).body.data.map(
        (p: { id: string }) => p.id,
      ),
    ).toEqual([id]);
    expect(
      (await t.call('GET', `/v1/people?q=patricia`, { key: ws.key })).body.data.map((p: { id: string }) => p.id),
    ).toEqual([id]);
    const none = await t.call('PATCH', `/v1/people/${id}`, { key: ws.key, body: { emails: [] } });
    expect(none.body).toMatchObject({ emails: [], defaultEmail: null });

    for (const [body, field] of [
      [{ firstName: '' }, 'firstName'],
      [{ lastName: '  ' }, 'lastName'],
      [{ emails: ['bad'] }, 'emails[0]'],
      [{ country: 'QQ' }, 'country'],
      [{ firstName: 7 }, 'firstName'],
    ] as const) {
      const r = await t.call('PATCH', `/v1/people/${id}`, { key: ws.key, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.details.field).toBe(field);
    }
    expect((await t.call('GET', `/v1/people/${id}`, { key: ws.key })).body).toMatchObject({
      firstName: 'Patricia',
      lastName: 'Ch',
      country: null,
    });
    expect((await t.call('PATCH', `/v1/people/${MISSING}`, { key: ws.key, body: { firstName: 'x' } })).status).toBe(
      404,
    );
  });

  it('deletes (soft): gone from reads and lists; another workspace gets 404', async () => {
    const w = await t.workspace();
    const id = (await create({ firstName: 'Del', lastName: 'Eted', emails: ['del@example.com'] }, w.key)).body
      .id as string;
    expect((await t.call('DELETE', `/v1/people/${id}`, { key: other.key })).status).toBe(404);
    const del = await t.call('DELETE', `/v1/people/${id}`, { key: w.key });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ ok: true });
    expect((await t.call('GET', `/v1/people/${id}`, { key: w.key })).status).toBe(404);
    expect((await t.call('PATCH', `/v1/people/${id}`, { key: w.key, body: { firstName: 'Back' } })).status).toBe(404);
    expect((await t.call('DELETE', `/v1/people/${id}`, { key: w.key })).status).toBe(404);
    const list = await t.call('GET', '/v1/people?email=del@example.com', { key: w.key });
    expect(list.body.data).toEqual([]);
    expect(list.body.pagination.total).toBe(0);
  });

  it('answers 401 without a key and 403 without customers:read / customers:write', async () => {
    const id = (await create({ firstName: 'Scope', lastName: 'd' })).body.id as string;
    for (const [method, url, body] of [
      ['GET', '/v1/people', undefined],
      ['POST', '/v1/people', { firstName: 'a', lastName: 'b' }],
      ['GET', `/v1/people/${id}`, undefined],
      ['PATCH', `/v1/people/${id}`, { firstName: 'x' }],
      ['DELETE', `/v1/people/${id}`, undefined],
    ] as const) {
      const r = await t.call(method, url, { body, remoteAddress: '203.0.113.9' });
      expect(r.status, `${method} ${url}`).toBe(401);
      expect(r.body).toEqual({ error: expect.any(String), code: 'UNAUTHORIZED' });
    }
    const reader = await t.key(ws.id, { scopes: ['customers:read'] });
    expect((await t.call('GET', '/v1/people', { key: reader })).status).toBe(200);
    expect((await t.call('GET', `/v1/people/${id}`, { key: reader })).status).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/v1/people', { firstName: 'a', lastName: 'b' }],
      ['PATCH', `/v1/people/${id}`, { firstName: 'x' }],
      ['DELETE', `/v1/people/${id}`, undefined],
    ] as const) {
      const r = await t.call(method, url, { key: reader, body });
      expect(r.status, `${method} ${url}`).toBe(403);
      expect(r.body).toMatchObject({ error: 'Forbidden', message: expect.stringContaining('customers:write') });
    }
    const orgsOnly = await t.key(ws.id, { scopes: ['organizations:*'] });
    const denied = await t.call('GET', '/v1/people', { key: orgsOnly });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toContain('customers:read');
    const writer = await t.key(ws.id, { scopes: ['customers:write'] });
    expect((await t.call('PATCH', `/v1/people/${id}`, { key: writer, body: { lastName: 'Written' } })).status).toBe(
      200,
    );
    expect((await t.call('GET', `/v1/people/${id}`, { key: writer })).status).toBe(403);
  });

  it('emits customer.created, customer.updated and customer.deleted with the person', async () => {
    const w = await t.workspace();
    const id = (await create({ firstName: 'Ev', lastName: 'Ent', emails: ['ev@example.com'] }, w.key)).body
      .id as string;
    await t.call('PATCH', `/v1/people/${id}`, { key: w.key, body: { lastName: 'Ented' } });
    await t.call('PATCH', `/v1/people/${id}`, { key: w.key, body: { country: 'XX' } }); // rejected: no event
    await t.call('DELETE', `/v1/people/${id}`, { key: w.key });
    const events = await t.events(w.id);
    expect(events.map((e) => e.type)).toEqual(['customer.created', 'customer.updated', 'customer.deleted']);
    expect(events[0]!.data).toMatchObject({ id, firstName: 'Ev', lastName: 'Ent', defaultEmail: 'ev@example.com' });
    expect(events[1]!.data).toMatchObject({ id, lastName: 'Ented' });
    expect(events[2]!.data).toMatchObject({ id, deletedAt: expect.any(String) });
    for (const e of events) {
      expect(e.id).toMatch(/^evt_/);
      expect(e.workspace_id).toBe(w.id);
    }
    expect((await t.events(other.id)).filter((e) => e.data.id === id)).toEqual([]);
  });
});
