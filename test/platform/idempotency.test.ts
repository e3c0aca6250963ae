// Idempotency-Key on authenticated POSTs: replay of the first completed response, 422 on reuse with another
// request, 409 while the first is still running, nothing stored for requests rejected before they ran, key length,
// expiry after IDEMPOTENCY_TTL_HOURS, exactly-once under concurrency, and keys scoped per workspace.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type Response, type TestApp, type TestWorkspace } from '../support/app.js';
import { onPostgres, urlWithSchema } from '../support/db.js';

type IdemTable = {
  idempotency_keys: {
    workspace_id: string;
    key: string;
    fingerprint: string;
    status: string;
    response_status: number | null;
    response_body: string | null;
    locked_until: string;
    expires_at: string;
    created_at: string;
  };
};

describe('Idempotency-Key', () => {
  let t: TestApp;
  let ws: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
  });
  afterAll(() => t.close());

  const post = (url: string, body: unknown, key: string | undefined, apiKey = ws.key) =>
    t.call('POST', url, { key: apiKey, body, headers: key === undefined ? {} : { 'idempotency-key': key } });
  const total = async (w: TestWorkspace = ws) =>
    (await t.call('GET', '/v1/organizations', { key: w.key })).body.pagination.total as number;
  const rows = (key: string) =>
    t.platform.db.kysely
      .withTables<IdemTable>()
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('key', '=', key)
      .execute();

  it('replays the first response exactly, with Idempotent-Replayed: true', async () => {
    const key = randomUUID();
    const first = await post('/v1/organizations', { name: 'Once' }, key);
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const before = await total();
    for (let i = 0; i < 3; i++) {
      const again = await post('/v1/organizations', { name: 'Once' }, key);
      expect(again.status).toBe(201);
      expect(again.text).toBe(first.text);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(String(again.headers['content-type'])).toMatch(/^application\/json/);
      expect(again.headers['x-request-id']).toMatch(/^req_/);
      expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      expect(again.headers['x-ratelimit-limit']).toBeDefined();
    }
    expect(await total()).toBe(before);
    expect(
      (await t.events(ws.id, 'organization.created')).filter((e) => e.data.id === first.body.data.id),
    ).toHaveLength(1);
  });

  it('replays the bare people response the same way', async () => {
    const key = randomUUID();
    const first = await post('/v1/people', { firstName: 'Ana', lastName: 'Pop', emails: ['ana@example.com'] }, key);
    expect(first.status).toBe(201);
    const again = await post('/v1/people', { firstName: 'Ana', lastName: 'Pop', emails: ['ana@example.com'] }, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('answers 422 idempotency_key_reused to the same key with another body or path', async () => {
    const key = randomUUID();
    expect((await post('/v1/organizations', { name: 'Original' }, key)).status).toBe(201);
    const before = await total();
    const otherBody = await post('/v1/organizations', { name: 'Different' }, key);
    expect(otherBody.status).toBe(422);
    expect(otherBody.body).toEqual({ error: expect.any(String), code: 'IDEMPOTENCY_KEY_REUSED' });
    const otherPath = await post('/v1/people', { firstName: 'A', lastName: 'B' }, key);
    expect(otherPath.status).toBe(422);
    expect(otherPath.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const extraField = await post('/v1/organizations', { name: 'Original', kind: 'agency' }, key);
    expect(extraField.status).toBe(422);
    expect(await total()).toBe(before);
    // The stored response is still there for the original request.
    expect((await post('/v1/organizations', { name: 'Original' }, key)).headers['idempotent-replayed']).toBe('true');
  });

  it('scopes keys per workspace', async () => {
    const other = await t.workspace();
    const key = randomUUID();
    const a = await post('/v1/organizations', { name: 'Same key' }, key, ws.key);
    const b = await post('/v1/organizations', { name: 'Same key' }, key, other.key);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.body.data.id).not.toBe(a.body.data.id);
    const c = await post('/v1/organizations', { name: 'Another body' }, key, other.key);
    expect(c.status).toBe(422);
    expect((await t.call('GET', `/v1/organizations/${a.body.data.id}`, { key: other.key })).status).toBe(404);
  });

  it('stores nothing for requests rejected before the handler ran: a fixed retry with the same key succeeds', async () => {
    const key = randomUUID();
    const readOnly = await t.key(ws.id, { scopes: ['organizations:read'] });
    const rejected: Array<[number, () => Promise<Response>]> = [
      [401, () => post('/v1/organizations', { name: 'Fixed' }, key, 'tca_ws_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')],
      [403, () => post('/v1/organizations', { name: 'Fixed' }, key, readOnly)],
      [
        400,
        () =>
          t.call('POST', '/v1/organizations', {
            key: ws.key,
            rawBody: '{"name":',
            headers: { 'idempotency-key': key },
          }),
      ],
      [400, () => post('/v1/organizations', { name: 42 }, key)],
      [400, () => post('/v1/organizations', {}, key)],
      [400, () => post('/v1/organizations', { name: '   ' }, key)], // rejected by the service's own validation
    ];
    for (const [status, send] of rejected) {
      const r = await send();
      expect(r.status).toBe(status);
      expect(await rows(key)).toEqual([]);
    }
    const ok = await post('/v1/organizations', { name: 'Fixed' }, key);
    expect(ok.status).toBe(201);
    expect(ok.headers['idempotent-replayed']).toBeUndefined();
    expect(await rows(key)).toHaveLength(1);
  });

  it('lets a person be created after a rejected country with the same key', async () => {
    const key = randomUUID();
    const bad = await post('/v1/people', { firstName: 'A', lastName: 'B', country: 'XX' }, key);
    expect(bad.status).toBe(400);
    expect(bad.body.details.field).toBe('country');
    const good = await post('/v1/people', { firstName: 'A', lastName: 'B', country: 'RO' }, key);
    expect(good.status).toBe(201);
    expect(good.body.country).toBe('RO');
  });

  it('accepts keys of up to 255 characters and answers longer ones with 400', async () => {
    const max = 'k'.repeat(255);
    expect((await post('/v1/organizations', { name: 'Long key' }, max)).status).toBe(201);
    const r = await post('/v1/organizations', { name: 'Too long' }, 'k'.repeat(256));
    expect(r.status).toBe(400);
    expect(r.body.details.field).toMatch(/idempotency-key/i);
    expect((await t.call('GET', '/v1/organizations?q=too%20long', { key: ws.key })).body.data).toEqual([]);
  });

  it('takes no part in GET, PATCH or DELETE', async () => {
    const key = randomUUID();
    const id = (await post('/v1/organizations', { name: 'Patch target' }, undefined)).body.data.id;
    const p1 = await t.call('PATCH', `/v1/organizations/${id}`, {
      key: ws.key,
      body: { name: 'P1' },
      headers: { 'idempotency-key': key },
    });
    const p2 = await t.call('PATCH', `/v1/organizations/${id}`, {
      key: ws.key,
      body: { name: 'P2' },
      headers: { 'idempotency-key': key },
    });
    expect([p1.status, p2.status]).toEqual([200, 200]);
    expect(p2.body.data.name).toBe('P2');
    expect(p2.headers['idempotent-replayed']).toBeUndefined();
    expect(await rows(key)).toEqual([]);
  });

  it('forgets keys after IDEMPOTENCY_TTL_HOURS', async () => {
    expect(t.config.idempotencyTtlHours).toBe(24);
    const key = randomUUID();
    const first = await post('/v1/organizations', { name: 'Expiring' }, key);
    expect(first.status).toBe(201);
    clock.advance(23 * 3_600_000);
    expect((await post('/v1/organizations', { name: 'Expiring' }, key)).headers['idempotent-replayed']).toBe('true');
    expect((await post('/v1/organizations', { name: 'Other' }, key)).status).toBe(422);
    clock.advance(1 * 3_600_000 + 1000);
    const after = await post('/v1/organizations', { name: 'Expiring' }, key);
    expect(after.status).toBe(201);
    expect(after.headers['idempotent-replayed']).toBeUndefined();
    expect(after.body.data.id).not.toBe(first.body.data.id);
    // A different request may use the key once it expired, too.
    const key2 = randomUUID();
    expect((await post('/v1/organizations', { name: 'Before' }, key2)).status).toBe(201);
    clock.advance(25 * 3_600_000);
    expect((await post('/v1/organizations', { name: 'After, different' }, key2)).status).toBe(201);
    clock.reset();
  });

  it('the retention run deletes entries past IDEMPOTENCY_TTL_HOURS and keeps the others', async () => {
    const key = randomUUID();
    await post('/v1/organizations', { name: 'Purged' }, key);
    clock.advance(23 * 3_600_000);
    const younger = randomUUID();
    await post('/v1/organizations', { name: 'Kept' }, younger);
    expect((await t.platform.retention.run()).idempotency_keys).toBe(0);
    expect(await rows(key)).toHaveLength(1);
    clock.advance(1 * 3_600_000 + 1000);
    expect((await t.platform.retention.run()).idempotency_keys).toBeGreaterThanOrEqual(1);
    clock.reset();
    expect(await rows(key)).toEqual([]);
    expect(await rows(younger)).toHaveLength(1);
  });

  it('answers 409 while a claim is running, and lets a crashed request’s claim be taken over', async () => {
    // What a process that died mid-request leaves behind: a running claim and no response.
    const key = randomUUID();
    const first = await post('/v1/organizations', { name: 'Crashed' }, key);
    await t.platform.db.kysely
      .withTables<IdemTable>()
      .updateTable('idempotency_keys')
      .set({
        status: 'running',
        response_status: null,
        response_body: null,
        locked_until: clock.iso(clock.nowMs() + 60_000),
      })
      .where('workspace_id', '=', ws.id)
      .where('key', '=', key)
      .execute();
    const busy = await post('/v1/organizations', { name: 'Crashed' }, key);
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ error: expect.any(String) });
    clock.advance(61_000);
    const retaken = await post('/v1/organizations', { name: 'Crashed' }, key);
    clock.reset();
    expect(retaken.status).toBe(201);
    expect(retaken.headers['idempotent-replayed']).toBeUndefined();
    expect(retaken.body.data.id).not.toBe(first.body.data.id);
  });

  it('creates exactly one organization from fifty concurrent POSTs with one key', async () => {
    const w = await t.workspace();
    const key = randomUUID();
    const rs = await Promise.all(
      Array.from({ length: 50 }, () => post('/v1/organizations', { name: 'Concurrent' }, key, w.key)),
    );
    const statuses = new Set(rs.map((r) => r.status));
    expect(
      [...statuses].every((s) => s === 201 || s === 409),
      JSON.stringify([...statuses]),
    ).toBe(true);
    const ids = new Set(rs.filter((r) => r.status === 201).map((r) => r.body.data.id));
    expect(ids.size).toBe(1);
    expect(rs.filter((r) => r.status === 201 && r.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    for (const r of rs.filter((x) => x.status === 409)) expect(r.body).toMatchObject({ error: expect.any(String) });
    expect(await total(w)).toBe(1);
    expect(await t.events(w.id, 'organization.created')).toHaveLength(1);
    // Once the first finished, every repeat replays it.
    const after = await post('/v1/organizations', { name: 'Concurrent' }, key, w.key);
    expect(after.headers['idempotent-replayed']).toBe('true');
    expect(after.body.data.id).toBe([...ids][0]);
  });

  it('creates one resource per key when fifty keys race at once', async () => {
    const w = await t.workspace();
    const keys = Array.from({ length: 10 }, () => randomUUID());
    const rs = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post('/v1/organizations', { name: `Race ${i % 10}` }, keys[i % 10], w.key)),
    );
    expect(rs.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(await total(w)).toBe(10);
  });
});

describe.skipIf(!onPostgres)('Idempotency-Key while the first request is held open (PostgreSQL)', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  const rowsOf = (key: string) =>
    t.platform.db.kysely
      .withTables<IdemTable>()
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('key', '=', key)
      .execute();
  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
  });
  afterAll(() => t.close());

  /**
   * Sends `send()` while another session holds the organizations table locked: the request claims its key, then waits
   * in its insert. `whileHeld` runs at that moment; the lock is then released and the first answer returned.
   */
  async function heldOpen(
    key: string,
    send: () => Promise<Response>,
    whileHeld: () => Promise<void>,
  ): Promise<Response> {
    const locker = new pg.Client({ connectionString: urlWithSchema(t.database.url, t.database.schema) });
    await locker.connect();
    let first: Promise<Response> | undefined;
    try {
      await locker.query('begin');
      await locker.query('lock table organizations in exclusive mode');
      first = send();
      const deadline = Date.now() + 10_000;
      while ((await rowsOf(key))[0]?.status !== 'running') {
        if (Date.now() > deadline) throw new Error('the first request never claimed its key');
        await new Promise((r) => setTimeout(r, 20));
      }
      await whileHeld();
    } finally {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
    }
    return first!;
  }

  it('answers 409 to a repeat while the first is still running, then replays it', async () => {
    const key = randomUUID();
    const send = () =>
      t.call('POST', '/v1/organizations', { key: ws.key, body: { name: 'Held' }, headers: { 'idempotency-key': key } });
    const done = await heldOpen(key, send, async () => {
      const second = await send();
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({ error: expect.any(String) });
      const otherBody = await t.call('POST', '/v1/organizations', {
        key: ws.key,
        body: { name: 'Else' },
        headers: { 'idempotency-key': key },
      });
      expect(otherBody.status).toBe(422);
    });
    expect(done.status).toBe(201);
    const third = await send();
    expect(third.status).toBe(201);
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(third.text).toBe(done.text);
  });

  it("keeps none of a request's writes when its answer cannot be stored with them (its claim was taken from it)", async () => {
    const key = randomUUID();
    const name = `Lost claim ${key}`;
    const send = () =>
      t.call('POST', '/v1/organizations', { key: ws.key, body: { name }, headers: { 'idempotency-key': key } });
    const stored = async () =>
      (await t.call('GET', `/v1/organizations?q=${encodeURIComponent(name)}`, { key: ws.key })).body.data
        .length as number;
    // What a takeover does to a claim: it is no longer this request's when its write reaches the database.
    const lost = await heldOpen(key, send, async () => {
      await t.platform.db.kysely
        .withTables<IdemTable>()
        .deleteFrom('idempotency_keys')
        .where('key', '=', key)
        .execute();
    });
    expect(lost.status).toBe(409);
    expect(lost.body.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    expect(await stored()).toBe(0);
    expect(await t.events(ws.id, 'organization.created').then((es) => es.filter((e) => e.data.name === name))).toEqual(
      [],
    );
    const retried = await send();
    expect(retried.status).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await stored()).toBe(1);
  });
});
