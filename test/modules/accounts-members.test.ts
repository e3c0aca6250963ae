// Workspace members through HTTP: list, invite (a setup link for someone without a password), change role,
// remove; only owners make, change or remove owners; the last owner stays; concurrent invitations of one email
// make one user; a removed member's session ends at once; every change is audited. And no invitation takes an
// account over: it carries no password, answers alike whether the email has an account elsewhere, and its link
// sets a password only for an account that has none and belongs to no other workspace.
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { InviteBody } from '../../src/modules/accounts/member-schemas.js';
import type { MemberService } from '../../src/modules/accounts/member-service.js';
import { createTestApp, type Response, type TestApp, type TestWorkspace } from '../support/app.js';
import { onPostgres } from '../support/db.js';
import { createUser, memberSession, nextAddress, PASSWORD, signIn, withSession, type TestSession } from '../support/accounts.js';

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
  describe('account takeover through invitations', () => {
    const SETUP_URL = /^http:\/\/localhost:80\/console\/#\/setup\?token=[A-Za-z0-9_-]{43}$/;
    const tokenOf = (res: Response) => /token=([^&]+)/.exec(res.body.data.setup_url as string)![1]!;
    const usePasswordLink = (res: Response, password: string) => t.call('POST', '/v1/auth/password', { body: { token: tokenOf(res), password }, remoteAddress: nextAddress() });
    const signInStatus = async (email: string, password: string, workspaceId?: string) =>
      (await t.call('POST', '/v1/auth/sign-in', { body: { email, password, ...(workspaceId ? { workspaceId } : {}) }, remoteAddress: nextAddress() })).status;
    const statusIn = async (s: TestSession, userId: string) =>
      ((await t.call('GET', '/v1/members', withSession(s))).body.data as Array<{ user_id: string; status: string }>).find((m) => m.user_id === userId)?.status;
    const ownerOfNewWorkspace = async () => memberSession(t, (await t.workspace()).id, 'owner');

    it('has no way to hand a password to an invitation: its input is the request schema’s (checked by tsc)', () => {
      expectTypeOf<Parameters<MemberService['invite']>[1]>().toEqualTypeOf<InviteBody>();
      expectTypeOf<InviteBody>().not.toHaveProperty('password');
    });

    it('never applies a password sent with an invitation: the person keeps their password, sessions and workspaces', async () => {
      const victim = await ownerOfNewWorkspace();
      const attacker = await ownerOfNewWorkspace();
      const res = await invite(attacker, { email: victim.user.email, role: 'viewer', password: 'the attacker’s password' });
      expect(res.status).toBe(201);
      expect(await signInStatus(victim.user.email, 'the attacker’s password', victim.workspaceId)).toBe(401);
      expect((await t.call('GET', '/v1/auth/session', withSession(victim))).status).toBe(200);
      expect(await signInStatus(victim.user.email, PASSWORD, victim.workspaceId)).toBe(200);
    });

    it('answers an invitation alike whether the email has an account elsewhere or not, and never sets an existing account’s password', async () => {
      const a = await ownerOfNewWorkspace();
      const elsewhere = await ownerOfNewWorkspace();
      const withPassword = await createUser(t, elsewhere.workspaceId, { role: 'admin' });
      const waiting = await createUser(t, elsewhere.workspaceId, { role: 'admin', password: null });
      const removed = await createUser(t, elsewhere.workspaceId, { role: 'admin' });
      expect((await remove(elsewhere, removed.id)).status).toBe(200); // an account with a password and no workspace left
      const emails = [newEmail('fresh'), withPassword.email, waiting.email, removed.email];
      const answers: Response[] = [];
      for (const email of emails) {
        const res = await invite(a, { email, role: 'viewer' });
        expect(res.status, email).toBe(201);
        expect(Object.keys(res.body)).toEqual(['data']);
        expect(res.body.data, email).toEqual({
          member: { user_id: expect.stringMatching(/^usr_/), email: email.toLowerCase(), role: 'viewer', status: 'invited', created_at: expect.any(String) },
          setup_url: expect.stringMatching(SETUP_URL),
        });
        expect(await statusIn(a, res.body.data.member.user_id), email).toBe('invited');
        answers.push(res);
      }
      const [fresh, ofWithPassword, ofWaiting, ofRemoved] = answers as [Response, Response, Response, Response];
      // The link of an account that already exists cannot set its password (it is not consumed: it is never able to).
      for (const [res, email] of [[ofWithPassword, withPassword.email], [ofWaiting, waiting.email], [ofRemoved, removed.email]] as const) {
        const used = await usePasswordLink(res, 'chosen by workspace A');
        expect(used.status, email).toBe(409);
        expect(used.body).toMatchObject({ error: expect.any(String), code: 'ACCOUNT_EXISTS' });
        expect(await signInStatus(email, 'chosen by workspace A'), email).toBe(401);
      }
      // Someone with an account joins with their own password: active once they signed in here or switched here.
      const signedIn = await signIn(t, removed, { workspaceId: a.workspaceId });
      expect(signedIn.role).toBe('viewer');
      expect(await statusIn(a, removed.id)).toBe('active');
      const atHome = await signIn(t, withPassword);
      expect(atHome.workspaceId).toBe(elsewhere.workspaceId);
      expect(await statusIn(a, withPassword.id)).toBe('invited');
      const switched = await t.call('POST', '/v1/auth/switch-workspace', withSession(atHome, { body: { workspaceId: a.workspaceId } }));
      expect(switched.body.data).toMatchObject({ workspace: { id: a.workspaceId }, role: 'viewer' });
      expect(await statusIn(a, withPassword.id)).toBe('active');
      // A new person's link sets their password and makes them active.
      expect((await usePasswordLink(fresh, 'the newcomer’s password')).status).toBe(200);
      expect(await statusIn(a, fresh.body.data.member.user_id)).toBe('active');
      // Already a member: 409, whatever the case of the email.
      const again = await invite(a, { email: withPassword.email.toUpperCase(), role: 'admin' });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('ALREADY_MEMBER');
    });

    it('lets no link set the password of an account waiting for another workspace’s link while both memberships stand', async () => {
      const b = await ownerOfNewWorkspace();
      const a = await ownerOfNewWorkspace();
      const email = newEmail('waiting');
      const fromB = await invite(b, { email, role: 'developer' });
      const fromA = await invite(a, { email, role: 'owner' });
      expect([fromB.status, fromA.status]).toEqual([201, 201]);
      const userId = fromB.body.data.member.user_id as string;
      const viaA = await usePasswordLink(fromA, 'chosen by workspace A');
      expect(viaA.status).toBe(409);
      expect(viaA.body.code).toBe('ACCOUNT_EXISTS');
      expect(await signInStatus(email, 'chosen by workspace A', b.workspaceId)).toBe(401);
      expect((await usePasswordLink(fromB, 'chosen by the person')).status).toBe(409);
      // A withdraws its invitation: A's link is dead for good, B's works again.
      expect((await remove(a, userId)).status).toBe(200);
      expect((await usePasswordLink(fromA, 'chosen by workspace A')).status).toBe(410);
      expect((await usePasswordLink(fromB, 'chosen by the person')).status).toBe(200);
      const s = await signIn(t, { id: userId, email, password: 'chosen by the person' });
      expect(s.signIn.body.data.workspaces.map((w: { id: string }) => w.id)).toEqual([b.workspaceId]);
      expect(await statusIn(b, userId)).toBe('active');
    });

    it('kills the setup link of a removed member (a withdrawn invitation), also when they are invited again', async () => {
      const a = await ownerOfNewWorkspace();
      const email = newEmail('withdrawn');
      const first = await invite(a, { email, role: 'developer' });
      expect((await remove(a, first.body.data.member.user_id)).status).toBe(200);
      expect((await usePasswordLink(first, 'set after the removal')).status).toBe(410);
      const second = await invite(a, { email, role: 'developer' });
      expect(second.status).toBe(201);
      expect((await usePasswordLink(first, 'set after the removal')).status).toBe(410);
      expect(await signInStatus(email, 'set after the removal')).toBe(401);
      expect((await usePasswordLink(second, 'the person’s password')).status).toBe(200);
      expect((await signIn(t, { id: second.body.data.member.user_id, email, password: 'the person’s password' })).role).toBe('developer');
    });
  });
});
