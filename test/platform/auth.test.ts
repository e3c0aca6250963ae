// Authentication and authorisation: API keys (format, hash lookup, revocation), scopes with wildcards, internal
// keys with x-workspace-id, and the 401/403 bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { databaseUrlOf, runCli } from '../support/cli.js';
import { hasScope } from '../../src/platform/http/auth.js';

describe('authentication', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let ip = 0;
  /** Each unauthenticated burst from its own address, so per-IP limits never turn a 401 into a 429. */
  const nextIp = () => `10.20.${Math.floor(++ip / 200)}.${(ip % 200) + 1}`;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
  });
  afterAll(() => t.close());

  it('answers 401 {error} to a missing, malformed or unknown key', async () => {
    const headers: Array<Record<string, string>> = [
      {},
      { authorization: '' },
      { authorization: 'Bearer' },
      { authorization: 'Bearer ' },
      { authorization: `Basic ${Buffer.from('user:pass').toString('base64')}` },
      { authorization: ws.key }, // no scheme
      { authorization: `Token ${ws.key}` },
      { authorization: 'Bearer not-a-key' },
      { authorization: 'Bearer tca_ws_short' },
      { authorization: 'Bearer tca_org_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      { authorization: `Bearer ${ws.key}x` }, // right shape, unknown value
      { authorization: `Bearer ${ws.key.slice(0, -1)}${ws.key.endsWith('A') ? 'B' : 'A'}` },
      { authorization: `Bearer ${ws.key} ${ws.key}` },
      { authorization: 'Bearer tca_ws_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    ];
    for (const h of headers) {
      const r = await t.call('GET', '/v1/organizations', { headers: h, remoteAddress: nextIp() });
      expect(r.status, JSON.stringify(h)).toBe(401);
      expect(r.body).toEqual({ error: expect.any(String), code: 'UNAUTHORIZED' });
    }
  });

  it('never takes the key from the query string', async () => {
    const r = await t.call('GET', `/v1/organizations?api_key=${ws.key}&key=${ws.key}&access_token=${ws.key}`, {
      remoteAddress: nextIp(),
    });
    expect(r.status).toBe(401);
  });

  it('accepts the scheme in any case and surrounding spaces', async () => {
    expect((await t.call('GET', '/v1/organizations', { headers: { authorization: `bearer ${ws.key}` } })).status).toBe(
      200,
    );
    expect(
      (await t.call('GET', '/v1/organizations', { headers: { authorization: `Bearer   ${ws.key}  ` } })).status,
    ).toBe(200);
  });

  it('stores keys only as SHA-256 hashes', async () => {
    const created = await t.services.workspaces.createKey({ workspaceId: ws.id, name: 'hashed' });
    const row = await t.platform.db.kysely
      .withTables<{ api_keys: { id: string; key_hash: string; key_hint: string } }>()
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(created.key);
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(created.key).toMatch(/^[a-z0-9]+_ws_[A-Za-z0-9]+$/);
    const listed = await t.services.workspaces.listKeys(ws.id);
    expect(JSON.stringify(listed)).not.toContain(created.key);
    expect(JSON.stringify(listed)).not.toContain(row.key_hash);
  });

  it('fails a key revoked through the service on the very next request', async () => {
    const k = await t.services.workspaces.createKey({ workspaceId: ws.id });
    expect((await t.call('GET', '/v1/organizations', { key: k.key })).status).toBe(200);
    const revoked = await t.services.workspaces.revokeKey(k.id);
    expect(revoked).toMatchObject({ id: k.id, status: 'revoked', revokedAt: expect.any(String) });
    const r = await t.call('GET', '/v1/organizations', { key: k.key, remoteAddress: nextIp() });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: expect.any(String), code: 'UNAUTHORIZED' });
    // Revoking is irreversible and idempotent; the workspace's other keys keep working.
    expect((await t.services.workspaces.revokeKey(k.id)).status).toBe('revoked');
    expect((await t.call('GET', '/v1/organizations', { key: ws.key })).status).toBe(200);
  });

  it('fails a key revoked with the CLI (another process, same database) on the very next request', async () => {
    const k = await t.services.workspaces.createKey({ workspaceId: ws.id });
    expect((await t.call('GET', '/v1/organizations', { key: k.key })).status).toBe(200);
    const cli = await runCli(['key', 'revoke', k.id, '--json'], { DATABASE_URL: databaseUrlOf(t.database) });
    expect(cli.code, cli.stderr).toBe(0);
    expect(JSON.parse(cli.stdout)).toMatchObject({ id: k.id, status: 'revoked' });
    expect((await t.call('GET', '/v1/organizations', { key: k.key, remoteAddress: nextIp() })).status).toBe(401);
  }, 60_000);
});

describe('scopes', () => {
  let t: TestApp;
  let ws: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
  });
  afterAll(() => t.close());

  const readOrgs = (key: string) => t.call('GET', '/v1/organizations', { key });
  const writeOrgs = (key: string) => t.call('POST', '/v1/organizations', { key, body: { name: 'Scoped' } });
  const readPeople = (key: string) => t.call('GET', '/v1/people', { key });
  const writePeople = (key: string) => t.call('POST', '/v1/people', { key, body: { firstName: 'A', lastName: 'B' } });

  async function statuses(scopes: string[]) {
    const key = await t.key(ws.id, { scopes });
    return [
      (await readOrgs(key)).status,
      (await writeOrgs(key)).status,
      (await readPeople(key)).status,
      (await writePeople(key)).status,
    ];
  }

  it('grants exactly the named scope', async () => {
    expect(await statuses(['organizations:read'])).toEqual([200, 403, 403, 403]);
    expect(await statuses(['organizations:write'])).toEqual([403, 201, 403, 403]);
    expect(await statuses(['organizations:read', 'customers:write'])).toEqual([200, 403, 403, 201]);
  });

  it('grants every action of a resource with resource:*', async () => {
    expect(await statuses(['organizations:*'])).toEqual([200, 201, 403, 403]);
    expect(await statuses(['customers:*'])).toEqual([403, 403, 200, 201]);
  });

  it('grants one action on every resource with *:action', async () => {
    expect(await statuses(['*:read'])).toEqual([200, 403, 200, 403]);
    expect(await statuses(['*:write'])).toEqual([403, 201, 403, 201]);
  });

  it('grants everything with * and with no scopes at all', async () => {
    expect(await statuses(['*'])).toEqual([200, 201, 200, 201]);
    expect(await statuses([])).toEqual([200, 201, 200, 201]);
  });

  it('answers 403 naming the missing scope', async () => {
    const key = await t.key(ws.id, { scopes: ['organizations:read', 'catalog:*'] });
    const r = await writePeople(key);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ error: 'Forbidden', required_scope: 'customers:write' });
    expect(r.body.message).toContain('customers:write');
  });

  it('refuses malformed scopes when a key is created', async () => {
    for (const bad of ['organizations', 'organizations:', ':read', 'a:b:c', '**', 'Orgs:Read', 'x y:read']) {
      await expect(t.services.workspaces.createKey({ workspaceId: ws.id, scopes: [bad] }), bad).rejects.toMatchObject({
        statusCode: 400,
      });
    }
  });

  it('matches scopes as the spec describes (unit)', () => {
    expect(hasScope([], 'anything:read')).toBe(true);
    expect(hasScope(['*'], 'billing:write')).toBe(true);
    expect(hasScope(['billing:*'], 'billing:write')).toBe(true);
    expect(hasScope(['billing:*'], 'bookings:write')).toBe(false);
    expect(hasScope(['*:read'], 'billing:read')).toBe(true);
    expect(hasScope(['*:read'], 'billing:write')).toBe(false);
    expect(hasScope(['billing:read'], 'billing:write')).toBe(false);
    expect(hasScope(['contract-series:write'], 'contract-series:write')).toBe(true);
    expect(hasScope(['contract-series:write'], 'contract:write')).toBe(false);
  });
});

describe('internal keys and x-workspace-id', () => {
  let t: TestApp;
  let home: TestWorkspace;
  let target: TestWorkspace;
  let internalKey: string;

  beforeAll(async () => {
    t = await createTestApp();
    home = await t.workspace({ name: 'Provider' });
    target = await t.workspace({ name: 'Tenant' });
    internalKey = await t.key(home.id, { internal: true });
  });
  afterAll(() => t.close());

  it('needs x-workspace-id', async () => {
    const r = await t.call('GET', '/v1/organizations', { key: internalKey });
    expect(r.status).toBe(400);
    expect(r.body.details.field).toBe('x-workspace-id');
  });

  it('needs x-workspace-id to name an existing workspace', async () => {
    for (const id of ['ws_00000000-0000-7000-8000-000000000000', 'nope', ' ']) {
      const r = await t.call('GET', '/v1/organizations', { key: internalKey, headers: { 'x-workspace-id': id } });
      expect(r.status, id).toBeGreaterThanOrEqual(400);
      expect(r.status, id).toBeLessThan(500);
      expect(r.body).toMatchObject({ error: expect.any(String) });
    }
  });

  it('acts in the workspace x-workspace-id names', async () => {
    const created = await t.call('POST', '/v1/organizations', {
      key: internalKey,
      headers: { 'x-workspace-id': target.id },
      body: { name: 'Made by the provider' },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await t.call('GET', `/v1/organizations/${id}`, { key: target.key })).status).toBe(200);
    expect((await t.call('GET', `/v1/organizations/${id}`, { key: home.key })).status).toBe(404);
    expect(
      (await t.call('GET', `/v1/organizations/${id}`, { key: internalKey, headers: { 'x-workspace-id': home.id } }))
        .status,
    ).toBe(404);
    expect((await t.events(target.id, 'organization.created')).map((e) => e.data.id)).toEqual([id]);
    const ws = await t.call('GET', '/v1/workspace', { key: internalKey, headers: { 'x-workspace-id': target.id } });
    expect(ws.body.data).toMatchObject({ id: target.id, name: 'Tenant' });
  });

  it('keeps its scopes in the other workspace', async () => {
    const reader = await t.key(home.id, { internal: true, scopes: ['organizations:read'] });
    const headers = { 'x-workspace-id': target.id };
    expect((await t.call('GET', '/v1/organizations', { key: reader, headers })).status).toBe(200);
    expect((await t.call('POST', '/v1/organizations', { key: reader, headers, body: { name: 'x' } })).status).toBe(403);
  });

  it('answers 403 to a normal key naming another workspace, and accepts its own', async () => {
    const other = await t.call('GET', '/v1/organizations', { key: home.key, headers: { 'x-workspace-id': target.id } });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ error: 'Forbidden', message: expect.any(String) });
    const post = await t.call('POST', '/v1/organizations', {
      key: home.key,
      headers: { 'x-workspace-id': target.id },
      body: { name: 'Hijack' },
    });
    expect(post.status).toBe(403);
    expect(
      (await t.call('GET', '/v1/organizations', { key: target.key })).body.data.map((o: { name: string }) => o.name),
    ).not.toContain('Hijack');
    expect(
      (await t.call('GET', '/v1/organizations', { key: home.key, headers: { 'x-workspace-id': home.id } })).status,
    ).toBe(200);
  });
});
