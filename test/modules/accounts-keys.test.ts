// API key management by signed-in people, through HTTP: list, create (the value once), revoke (the key refused on
// its next request, in this process and in another one on the same database), expiry, last_used_at written at
// most once a minute, keys refused the keys and members routes, the audit rows, and the operator CLI's audit.
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { clock } from '../../src/platform/clock.js';
import { closePlatform, createPlatform, type Api, type Platform } from '../../src/platform/index.js';
import { wireModules } from '../../src/modules/index.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { memberSession, nextAddress, withSession, type TestSession } from '../support/accounts.js';
import { databaseUrlOf, runCli } from '../support/cli.js';

type KeysTable = { api_keys: { id: string; last_used_at: string | null; key_hash: string } };

describe('API keys managed by people', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let owner: TestSession;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    owner = await memberSession(t, ws.id, 'owner');
  }, 60_000);
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  const create = (s: TestSession, body: unknown) => t.call('POST', '/v1/api-keys', withSession(s, { body }));
  const lastUsed = async (id: string) =>
    (
      await t.platform.db.kysely
        .withTables<KeysTable>()
        .selectFrom('api_keys')
        .select('last_used_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).last_used_at;
  /** last_used_at is written after the answer (never in the request's way): wait for it. */
  async function lastUsedChange(id: string, from: string | null): Promise<string | null> {
    for (let i = 0; i < 100; i++) {
      const v = await lastUsed(id);
      if (v !== from) return v;
      await new Promise((r) => setTimeout(r, 20));
    }
    return from;
  }

  it('creates a key: 201 with its value once, and the value works', async () => {
    const res = await create(owner, { name: 'Booking site', scopes: ['organizations:read', 'bookings:*'] });
    expect(res.status).toBe(201);
    const k = res.body.data;
    expect(k).toEqual({
      id: expect.stringMatching(/^key_/),
      name: 'Booking site',
      hint: `tca_ws_…${k.key.slice(-4)}`,
      scopes: ['organizations:read', 'bookings:*'],
      status: 'active',
      created_at: expect.any(String),
      created_by: { id: owner.user.id, email: owner.user.email },
      last_used_at: null,
      expires_at: null,
      revoked_at: null,
      key: expect.stringMatching(/^tca_ws_[A-Za-z0-9]{32}$/),
    });
    expect((await t.call('GET', '/v1/organizations', { key: k.key })).status).toBe(200);
    expect((await t.call('POST', '/v1/organizations', { key: k.key, body: { name: 'x' } })).status).toBe(403);
  });

  it('lists keys newest first, without values or hashes, internal keys left out', async () => {
    const made = await create(owner, { name: 'Listed', scopes: ['*'] });
    await t.key(ws.id, { internal: true });
    const res = await t.call('GET', '/v1/api-keys', withSession(owner));
    expect(res.status).toBe(200);
    expect(res.body.pagination).toMatchObject({
      total: res.body.data.length,
      limit: 50,
      offset: 0,
      has_more: false,
      next_cursor: null,
    });
    expect(res.body.data[0]).toMatchObject({ id: made.body.data.id, name: 'Listed', status: 'active' });
    expect(res.text).not.toContain(made.body.data.key);
    expect(res.text).not.toMatch(/hash/i);
    // The workspace's first key, made by the operator (createTestApp), has no creator.
    expect(res.body.data.at(-1)).toMatchObject({ created_by: null, scopes: [] });
    const paged = await t.call('GET', '/v1/api-keys', withSession(owner, { query: { limit: 1, offset: 1 } }));
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.pagination).toMatchObject({
      limit: 1,
      offset: 1,
      has_more: true,
      next_cursor: expect.any(String),
    });
  });

  it('revokes a key: 200, the key gets 401 on its very next request, a second revoke is 409', async () => {
    const k = (await create(owner, { name: 'To revoke', scopes: ['*'] })).body.data;
    expect((await t.call('GET', '/v1/organizations', { key: k.key })).status).toBe(200); // now cached (SQLite)
    const res = await t.call('DELETE', `/v1/api-keys/${k.id}`, withSession(owner));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: k.id, status: 'revoked', revoked_at: expect.any(String) });
    expect(res.body.data.key).toBeUndefined();
    const next = await t.call('GET', '/v1/organizations', { key: k.key, remoteAddress: nextAddress() });
    expect(next.status).toBe(401);
    const again = await t.call('DELETE', `/v1/api-keys/${k.id}`, withSession(owner));
    expect(again.status).toBe(409);
  });

  it('revokes for every process: another app on the same database refuses the key on its next request', async () => {
    const platform: Platform = createPlatform(t.config, {
      log: pino({ level: 'silent' }),
      pgSchema: t.database.schema,
    });
    let second: Api | undefined;
    try {
      second = await buildApp(platform, wireModules(platform).modules);
      await second.ready();
      const k = (await create(owner, { name: 'Two processes', scopes: ['*'] })).body.data;
      const on = async (app: Api) =>
        (await app.inject({ method: 'GET', url: '/v1/organizations', headers: { authorization: `Bearer ${k.key}` } }))
          .statusCode;
      expect(await on(second)).toBe(200);
      expect(await on(second)).toBe(200); // served from its cache on SQLite
      expect((await t.call('DELETE', `/v1/api-keys/${k.id}`, withSession(owner))).status).toBe(200);
      expect(await on(second)).toBe(401);
      expect(await on(t.app)).toBe(401);
    } finally {
      await second?.close();
      await closePlatform(platform);
    }
  });

  it('answers 404 for another workspace’s key, an internal key or an unknown id, and 400 for a malformed one', async () => {
    const stranger = await t.workspace();
    const strangersKey = await t.services.workspaces.createKey({ workspaceId: stranger.id, name: 'not yours' });
    const internal = await t.services.workspaces.createKey({ workspaceId: ws.id, internal: true });
    for (const id of [strangersKey.id, internal.id, 'key_00000000-0000-7000-8000-000000000000']) {
      const res = await t.call('DELETE', `/v1/api-keys/${id}`, withSession(owner));
      expect(res.status, id).toBe(404);
    }
    // Nothing was revoked.
    expect((await t.call('GET', '/v1/organizations', { key: strangersKey.key })).status).toBe(200);
    const bad = await t.call('DELETE', '/v1/api-keys/org_00000000-0000-7000-8000-000000000000', withSession(owner));
    expect(bad.status).toBe(400);
    expect(bad.body.details.field).toBe('id');
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ scopes: ['*'] }, 'name'],
      [{ name: '', scopes: ['*'] }, 'name'],
      [{ name: 'x' }, 'scopes'],
      [{ name: 'x', scopes: [] }, 'scopes'],
      [{ name: 'x', scopes: ['not a scope'] }, 'scopes'],
      [{ name: 'x', scopes: ['keys:read'] }, 'scopes'],
      [{ name: 'x', scopes: ['members:*'] }, 'scopes'],
      [{ name: 'x', scopes: ['*'], expires_at: 'tomorrow' }, 'expires_at'],
      [{ name: 'x', scopes: ['*'], expires_at: '2001-01-01T00:00:00Z' }, 'expires_at'],
    ];
    for (const [body, field] of cases) {
      const res = await create(owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details.field, JSON.stringify(body)).toBe(field);
    }
  });

  it('refuses a key past expires_at like a revoked one', async () => {
    const expiresAt = new Date(clock.nowMs() + 60 * 60_000).toISOString();
    const k = (await create(owner, { name: 'Short-lived', scopes: ['*'], expires_at: expiresAt })).body.data;
    expect(k.expires_at).toBe(expiresAt);
    expect((await t.call('GET', '/v1/organizations', { key: k.key })).status).toBe(200);
    clock.advance(59 * 60_000);
    expect((await t.call('GET', '/v1/organizations', { key: k.key })).status).toBe(200);
    clock.advance(2 * 60_000);
    const res = await t.call('GET', '/v1/organizations', { key: k.key, remoteAddress: nextAddress() });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Unauthorized', code: 'UNAUTHORIZED' });
  });

  it('writes last_used_at on first use, then at most once a minute', async () => {
    const k = (await create(owner, { name: 'Used', scopes: ['*'] })).body.data;
    expect(await lastUsed(k.id)).toBeNull();
    await t.call('GET', '/v1/organizations', { key: k.key });
    const first = await lastUsedChange(k.id, null);
    expect(first).not.toBeNull();
    clock.advance(30_000);
    for (let i = 0; i < 5; i++) await t.call('GET', '/v1/organizations', { key: k.key });
    await new Promise((r) => setTimeout(r, 200));
    expect(await lastUsed(k.id)).toBe(first);
    clock.advance(31_000);
    await t.call('GET', '/v1/organizations', { key: k.key });
    const second = await lastUsedChange(k.id, first);
    expect(Date.parse(second!) - Date.parse(first!)).toBeGreaterThanOrEqual(60_000);
    const listed = (await t.call('GET', '/v1/api-keys', withSession(owner))).body.data.find(
      (x: { id: string }) => x.id === k.id,
    );
    expect(listed.last_used_at).toBe(second);
  });

  it('refuses every API key the keys, members and audit routes, whatever its scopes (403)', async () => {
    const full = await t.key(ws.id); // no scopes: full access everywhere else
    const star = await t.key(ws.id, { scopes: ['*', 'keys:*', 'members:*'] });
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/v1/api-keys'],
      ['POST', '/v1/api-keys', { name: 'x', scopes: ['*'] }],
      ['DELETE', '/v1/api-keys/key_00000000-0000-7000-8000-000000000000'],
      ['GET', '/v1/members'],
      ['POST', '/v1/members', { email: 'a@example.com', role: 'viewer' }],
      ['PATCH', '/v1/members/usr_00000000-0000-7000-8000-000000000000', { role: 'viewer' }],
      ['DELETE', '/v1/members/usr_00000000-0000-7000-8000-000000000000'],
      ['GET', '/v1/audit-log'],
    ];
    for (const key of [full, star]) {
      for (const [method, url, body] of routes) {
        const res = await t.call(method, url, { key, body });
        expect(res.status, `${method} ${url}`).toBe(403);
        expect(res.body).toMatchObject({ error: 'Forbidden', message: 'API keys cannot manage keys or members' });
      }
    }
  });

  it('lets owners and admins manage keys; developers and viewers get 403', async () => {
    const admin = await memberSession(t, ws.id, 'admin');
    expect((await create(admin, { name: 'By admin', scopes: ['bookings:read'] })).status).toBe(201);
    for (const role of ['developer', 'viewer'] as const) {
      const s = await memberSession(t, ws.id, role);
      const list = await t.call('GET', '/v1/api-keys', withSession(s));
      expect(list.status, role).toBe(403);
      expect(list.body.required_scope).toBe('keys:read');
      expect((await create(s, { name: 'No', scopes: ['bookings:read'] })).status, role).toBe(403);
    }
  });

  it('audits key creation and revocation with the person, the key and the address', async () => {
    const k = (await create(owner, { name: 'Audited', scopes: ['tags:read'] })).body.data;
    await t.call('DELETE', `/v1/api-keys/${k.id}`, withSession(owner, { remoteAddress: '203.0.113.9' }));
    const log = (await t.call('GET', '/v1/audit-log', withSession(owner))).body.data;
    const [revoked, created] = log.filter((e: { target: { id: string } | null }) => e.target?.id === k.id);
    expect(revoked).toMatchObject({
      action: 'key.revoked',
      actor: { type: 'user', id: owner.user.id, email: owner.user.email },
      ip: '203.0.113.9',
      details: { name: 'Audited' },
    });
    expect(created).toMatchObject({
      action: 'key.created',
      actor: { type: 'user', id: owner.user.id },
      target: { type: 'key', id: k.id },
      details: { name: 'Audited', scopes: ['tags:read'] },
    });
    expect(Date.parse(revoked.at)).toBeGreaterThanOrEqual(Date.parse(created.at));
  });

  it('audits the operator CLI’s key create and revoke (actor operator), and makes users with it', async () => {
    const env = { DATABASE_URL: databaseUrlOf(t.database) };
    const made = await runCli(['key', 'create', '--workspace', ws.id, '--name', 'From the CLI', '--json'], env);
    expect(made.code, made.stderr).toBe(0);
    const key = JSON.parse(made.stdout);
    const revoked = await runCli(['key', 'revoke', key.id, '--json'], env);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(JSON.parse(revoked.stdout)).toMatchObject({ id: key.id, status: 'revoked' });
    expect((await t.call('GET', '/v1/organizations', { key: key.key, remoteAddress: nextAddress() })).status).toBe(401);
    const log = (await t.call('GET', '/v1/audit-log', withSession(owner))).body.data.filter(
      (e: { target: { id: string } | null }) => e.target?.id === key.id,
    );
    expect(log.map((e: { action: string }) => e.action)).toEqual(['key.revoked', 'key.created']);
    for (const e of log) expect(e.actor).toMatchObject({ type: 'operator', id: expect.any(String), email: null });

    const email = `cli-${Date.now()}@example.com`;
    const user = await runCli(
      ['user', 'create', '--workspace', ws.id, '--email', email, '--role', 'developer', '--json'],
      env,
    );
    expect(user.code, user.stderr).toBe(0);
    const u = JSON.parse(user.stdout);
    expect(u).toEqual({
      id: expect.stringMatching(/^usr_/),
      email,
      workspaceId: ws.id,
      role: 'developer',
      setupUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:3000\/console\/#\/setup\?token=[A-Za-z0-9_-]{43}$/),
    });
    const token = new URL(u.setupUrl.replace('#/setup', 'setup')).searchParams.get('token');
    expect(
      (
        await t.call('POST', '/v1/auth/password', {
          body: { token, password: 'chosen by the person' },
          remoteAddress: nextAddress(),
        })
      ).status,
    ).toBe(200);
    const list = await runCli(['user', 'list', '--workspace', ws.id, '--json'], env);
    expect(list.code, list.stderr).toBe(0);
    expect(JSON.parse(list.stdout)).toContainEqual({
      id: u.id,
      email,
      role: 'developer',
      status: 'active',
      createdAt: expect.any(String),
    });
    const dup = await runCli(['user', 'create', '--workspace', ws.id, '--email', email, '--json'], env);
    expect(dup.code).toBe(1);
    expect(JSON.parse(dup.stderr.trim().split('\n').at(-1)!)).toMatchObject({ code: 'ALREADY_MEMBER' });
  }, 180_000);
});
