// Workspace members through HTTP: list, invite (a setup link for someone without a password), change role,
// remove; only owners make, change or remove owners; the last owner stays; concurrent invitations of one email
// make one user; a removed member's session ends at once; every change is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { onPostgres } from '../support/db.js';
import { createUser, memberSession, nextAddress, signIn, withSession, type TestSession } from '../support/accounts.js';

describe('workspace members', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let owner: TestSession;
  let admin: TestSession;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    owner = await memberSession(t, ws.id, 'owner');
    admin = await memberSession(t, ws.id, 'admin');
  }, 60_000);
  afterAll(() => t.close());

  const invite = (s: TestSession, body: unknown) => t.call('POST', '/v1/members', withSession(s, { body }));
  const patch = (s: TestSession, userId: string, body: unknown) => t.call('PATCH', `/v1/members/${userId}`, withSession(s, { body }));
  const remove = (s: TestSession, userId: string) => t.call('DELETE', `/v1/members/${userId}`, withSession(s));
  const newEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

  it('lists members with the standard envelope', async () => {
    const res = await t.call('GET', '/v1/members', withSession(owner));
    expect(res.status).toBe(200);
    expect(res.body.pagination).toMatchObject({ total: 2, limit: 50, offset: 0, has_more: false, next_cursor: null });
    expect(res.body.data).toEqual([
      { user_id: owner.user.id, email: owner.user.email, role: 'owner', status: 'active', created_at: expect.any(String) },
      { user_id: admin.user.id, email: admin.user.email, role: 'admin', status: 'active', created_at: expect.any(String) },
    ]);
  });

  it('invites a new person: 201, status invited, a one-time setup link on this origin that lets them sign in', async () => {
    const email = newEmail('Invitee');
    const res = await invite(admin, { email, role: 'developer' });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      member: { user_id: expect.stringMatching(/^usr_/), email: email.toLowerCase(), role: 'developer', status: 'invited', created_at: expect.any(String) },
      setup_url: expect.stringMatching(/^http:\/\/localhost:80\/console\/#\/setup\?token=[A-Za-z0-9_-]{43}$/),
    });
    const token = /token=([^&]+)/.exec(res.body.data.setup_url)![1];
    expect((await t.call('POST', '/v1/auth/password', { body: { token, password: 'the invitee’s password' }, remoteAddress: nextAddress() })).status).toBe(200);
    const s = await signIn(t, { id: res.body.data.member.user_id, email, password: 'the invitee’s password' });
    expect(s.role).toBe('developer');
    const listed = (await t.call('GET', '/v1/members', withSession(owner))).body.data.find((m: { user_id: string }) => m.user_id === s.user.id);
    expect(listed.status).toBe('active');
  });

  it('adds someone who already has a password (another workspace’s member) without a link; 409 for a member', async () => {
    const elsewhere = await t.workspace();
    const person = await createUser(t, elsewhere.id, { role: 'owner' });
    const res = await invite(owner, { email: person.email, role: 'viewer' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ member: { user_id: person.id, status: 'active', role: 'viewer' }, setup_url: null });
    const again = await invite(owner, { email: person.email.toUpperCase(), role: 'admin' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_MEMBER');
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ role: 'viewer' }, 'email'],
      [{ email: 'no-at-sign', role: 'viewer' }, 'email'],
      [{ email: newEmail('x') }, 'role'],
      [{ email: newEmail('x'), role: 'superuser' }, 'role'],
    ] as const) {
      const res = await invite(owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details.field).toBe(field);
    }
    const badId = await patch(owner, 'ws_00000000-0000-7000-8000-000000000000', { role: 'viewer' });
    expect(badId.status).toBe(400);
    expect(badId.body.details.field).toBe('userId');
    const badRole = await patch(owner, admin.user.id, { role: 'root' });
    expect(badRole.status).toBe(400);
    expect(badRole.body.details.field).toBe('role');
  });

  it('changes a role, effective on the member’s next request', async () => {
    const dev = await memberSession(t, ws.id, 'developer');
    expect((await t.call('POST', '/v1/organizations', withSession(dev, { body: { name: 'dev org' } }))).status).toBe(201);
    const res = await patch(admin, dev.user.id, { role: 'viewer' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ user_id: dev.user.id, role: 'viewer', status: 'active' });
    const refused = await t.call('POST', '/v1/organizations', withSession(dev, { body: { name: 'viewer org' } }));
    expect(refused.status).toBe(403);
    expect(refused.body.required_scope).toBe('organizations:write');
    expect((await t.call('GET', '/v1/auth/session', withSession(dev))).body.data.role).toBe('viewer');
  });

  it('removes a member: their session here ends at once; 404 afterwards and for strangers', async () => {
    const dev = await memberSession(t, ws.id, 'developer');
    const res = await remove(admin, dev.user.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { deleted: true } });
    expect((await t.call('GET', '/v1/organizations', withSession(dev, { remoteAddress: nextAddress() }))).status).toBe(401);
    expect((await remove(admin, dev.user.id)).status).toBe(404);
    expect((await patch(admin, dev.user.id, { role: 'viewer' })).status).toBe(404);
    // Another workspace's member is not found here, and stays a member there.
    const elsewhere = await t.workspace();
    const stranger = await createUser(t, elsewhere.id, { role: 'owner' });
    expect((await remove(owner, stranger.id)).status).toBe(404);
    expect((await patch(owner, stranger.id, { role: 'viewer' })).status).toBe(404);
    expect((await signIn(t, stranger)).workspaceId).toBe(elsewhere.id);
  });

  it('lets only owners make, change or remove owners', async () => {
    const coOwner = await createUser(t, ws.id, { role: 'owner' });
    const dev = await createUser(t, ws.id, { role: 'developer' });
    for (const res of [
      await remove(admin, coOwner.id),
      await patch(admin, coOwner.id, { role: 'admin' }),
      await patch(admin, dev.id, { role: 'owner' }),
      await invite(admin, { email: newEmail('owner-by-admin'), role: 'owner' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ error: 'Forbidden', code: 'OWNER_REQUIRED' });
    }
    expect((await patch(owner, dev.id, { role: 'owner' })).status).toBe(200);
    expect((await patch(owner, dev.id, { role: 'admin' })).status).toBe(200);
    expect((await remove(owner, coOwner.id)).status).toBe(200);
  });

  it('never lets the last owner go: demoting or removing them is 409, also for themself', async () => {
    const fresh = await t.workspace();
    const only = await memberSession(t, fresh.id, 'owner');
    const removed = await remove(only, only.user.id);
    expect(removed.status).toBe(409);
    expect(removed.body.code).toBe('LAST_OWNER');
    expect((await patch(only, only.user.id, { role: 'admin' })).status).toBe(409);
    // With a second owner, one may leave.
    const second = await createUser(t, fresh.id, { role: 'owner' });
    expect((await patch(only, only.user.id, { role: 'admin' })).status).toBe(200);
    expect((await patch(only, second.id, { role: 'viewer' })).status).toBe(403); // now an admin
  });

  it('keeps one owner when two owners remove each other at once', async () => {
    const fresh = await t.workspace();
    const a = await memberSession(t, fresh.id, 'owner');
    const b = await memberSession(t, fresh.id, 'owner');
    const [ra, rb] = await Promise.all([remove(a, b.user.id), remove(b, a.user.id)]);
    const statuses = [ra.status, rb.status].sort();
    // One removal wins; the other finds its author removed (401) or the last owner protected (409).
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const owners = (await t.services.accounts.members.list(fresh.id, { limit: 10, offset: 0 })).items.filter((m) => m.role === 'owner');
    expect(owners).toHaveLength(1);
  }, 60_000);

  it(`makes one user of concurrent invitations of one email${onPostgres ? ' (PostgreSQL)' : ''}`, async () => {
    const email = newEmail('race');
    const others = await Promise.all([t.workspace(), t.workspace()]);
    const owners = await Promise.all(others.map((w) => memberSession(t, w.id, 'owner')));
    const sameWorkspace = await Promise.all(Array.from({ length: 4 }, () => invite(owner, { email, role: 'viewer' })));
    const elsewhere = await Promise.all(owners.map((s) => invite(s, { email, role: 'developer' })));
    expect(sameWorkspace.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(elsewhere.map((r) => r.status)).toEqual([201, 201]);
    const ids = new Set([...sameWorkspace, ...elsewhere].filter((r) => r.status === 201).map((r) => r.body.data.member.user_id));
    expect(ids.size).toBe(1);
    const users = await t.platform.db.kysely.withTables<{ users: { id: string; email: string } }>().selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).execute();
    expect(users).toHaveLength(1);
  }, 60_000);

  it('audits invitations, role changes and removals with who, what, when and from where', async () => {
    const email = newEmail('audited');
    const invited = await t.call('POST', '/v1/members', withSession(admin, { body: { email, role: 'viewer' }, remoteAddress: '198.51.100.4' }));
    const userId = invited.body.data.member.user_id;
    await patch(admin, userId, { role: 'developer' });
    await remove(admin, userId);
    const log = (await t.call('GET', '/v1/audit-log', withSession(owner))).body.data.filter((e: { target: { id: string } | null }) => e.target?.id === userId);
    expect(log).toEqual([
      expect.objectContaining({ action: 'member.removed', actor: { type: 'user', id: admin.user.id, email: admin.user.email }, details: { email: email.toLowerCase(), role: 'developer' } }),
      expect.objectContaining({ action: 'member.role_changed', details: { from: 'viewer', to: 'developer' } }),
      expect.objectContaining({ action: 'member.invited', ip: '198.51.100.4', target: { type: 'user', id: userId }, details: { email: email.toLowerCase(), role: 'viewer', password_set: false } }),
    ]);
    for (const e of log) expect(e).toMatchObject({ id: expect.stringMatching(/^aud_/), at: expect.any(String) });
    // The log is the workspace's own: another workspace's owner sees none of it.
    const elsewhere = await t.workspace();
    const stranger = await memberSession(t, elsewhere.id, 'owner');
    const theirs = (await t.call('GET', '/v1/audit-log', withSession(stranger))).body.data;
    expect(theirs.some((e: { target: { id: string } | null }) => e.target?.id === userId)).toBe(false);
    // Filtered by action, paged.
    const filtered = await t.call('GET', '/v1/audit-log', withSession(owner, { query: { action: 'member.role_changed', limit: 1 } }));
    expect(filtered.body.data.every((e: { action: string }) => e.action === 'member.role_changed')).toBe(true);
    expect(filtered.body.pagination.limit).toBe(1);
  });

  it('lets owners and admins manage members and read the audit log; developers and viewers get 403', async () => {
    for (const role of ['developer', 'viewer'] as const) {
      const s = await memberSession(t, ws.id, role);
      for (const res of [
        await t.call('GET', '/v1/members', withSession(s)),
        await t.call('GET', '/v1/audit-log', withSession(s)),
        await invite(s, { email: newEmail('nope'), role: 'viewer' }),
        await remove(s, admin.user.id),
      ]) {
        expect(res.status, role).toBe(403);
        expect(res.body.required_scope).toMatch(/^members:/);
      }
    }
  }, 60_000);
});
