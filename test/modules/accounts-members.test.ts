// Workspace members through HTTP: list, invite (a setup link for someone without a password), change role,
// remove; only owners make, change or remove owners; the last owner stays; concurrent invitations of one email
// make one user; a removed member's session ends at once; every change is audited. And no invitation takes an
// account over: it carries no password, answers alike whether the email has an account elsewhere, its link sets a
// password only for an account that has none, and an invitation grants nothing until the person uses its link
// (an existing account accepts with its own password), so whoever set an account's password through their own
// workspace's link never reaches another workspace that invites the same email.
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { InviteBody } from '../../src/modules/accounts/member-schemas.js';
import type { MemberService } from '../../src/modules/accounts/member-service.js';
import { createTestApp, type Response, type TestApp, type TestWorkspace } from '../support/app.js';
import { onPostgres } from '../support/db.js';
import {
  accept,
  acceptInvitation,
  createUser,
  memberSession,
  nextAddress,
  PASSWORD,
  sessionCookieOf,
  signIn,
  tokenOf,
  withSession,
  type TestSession,
} from '../support/accounts.js';

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
  const patch = (s: TestSession, userId: string, body: unknown) =>
    t.call('PATCH', `/v1/members/${userId}`, withSession(s, { body }));
  const remove = (s: TestSession, userId: string) => t.call('DELETE', `/v1/members/${userId}`, withSession(s));
  const newEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

  it('lists members with the standard envelope', async () => {
    const res = await t.call('GET', '/v1/members', withSession(owner));
    expect(res.status).toBe(200);
    expect(res.body.pagination).toMatchObject({ total: 2, limit: 50, offset: 0, has_more: false, next_cursor: null });
    expect(res.body.data).toEqual([
      {
        user_id: owner.user.id,
        email: owner.user.email,
        role: 'owner',
        status: 'active',
        created_at: expect.any(String),
      },
      {
        user_id: admin.user.id,
        email: admin.user.email,
        role: 'admin',
        status: 'active',
        created_at: expect.any(String),
      },
    ]);
  });

  it('invites a new person: 201, status invited, a one-time setup link on this origin that lets them sign in', async () => {
    const email = newEmail('Invitee');
    const res = await invite(admin, { email, role: 'developer' });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      member: {
        user_id: expect.stringMatching(/^usr_/),
        email: email.toLowerCase(),
        role: 'developer',
        status: 'invited',
        created_at: expect.any(String),
      },
      setup_url: expect.stringMatching(/^http:\/\/localhost:80\/console\/#\/setup\?token=[A-Za-z0-9_-]{43}$/),
    });
    const token = /token=([^&]+)/.exec(res.body.data.setup_url)![1];
    expect(
      (
        await t.call('POST', '/v1/auth/password', {
          body: { token, password: 'the invitee’s password' },
          remoteAddress: nextAddress(),
        })
      ).status,
    ).toBe(200);
    const s = await signIn(t, { id: res.body.data.member.user_id, email, password: 'the invitee’s password' });
    expect(s.role).toBe('developer');
    const listed = (await t.call('GET', '/v1/members', withSession(owner))).body.data.find(
      (m: { user_id: string }) => m.user_id === s.user.id,
    );
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
    expect((await t.call('POST', '/v1/organizations', withSession(dev, { body: { name: 'dev org' } }))).status).toBe(
      201,
    );
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
    expect((await t.call('GET', '/v1/organizations', withSession(dev, { remoteAddress: nextAddress() }))).status).toBe(
      401,
    );
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
    const owners = (await t.services.accounts.members.list(fresh.id, { limit: 10, offset: 0 })).items.filter(
      (m) => m.role === 'owner',
    );
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
    const ids = new Set(
      [...sameWorkspace, ...elsewhere].filter((r) => r.status === 201).map((r) => r.body.data.member.user_id),
    );
    expect(ids.size).toBe(1);
    const users = await t.platform.db.kysely
      .withTables<{ users: { id: string; email: string } }>()
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .execute();
    expect(users).toHaveLength(1);
  }, 60_000);

  it('audits invitations, role changes and removals with who, what, when and from where', async () => {
    const email = newEmail('audited');
    const invited = await t.call(
      'POST',
      '/v1/members',
      withSession(admin, { body: { email, role: 'viewer' }, remoteAddress: '198.51.100.4' }),
    );
    const userId = invited.body.data.member.user_id;
    await patch(admin, userId, { role: 'developer' });
    await remove(admin, userId);
    const log = (await t.call('GET', '/v1/audit-log', withSession(owner))).body.data.filter(
      (e: { target: { id: string } | null }) => e.target?.id === userId,
    );
    expect(log).toEqual([
      expect.objectContaining({
        action: 'member.removed',
        actor: { type: 'user', id: admin.user.id, email: admin.user.email },
        details: { email: email.toLowerCase(), role: 'developer' },
      }),
      expect.objectContaining({ action: 'member.role_changed', details: { from: 'viewer', to: 'developer' } }),
      expect.objectContaining({
        action: 'member.invited',
        ip: '198.51.100.4',
        target: { type: 'user', id: userId },
        details: { email: email.toLowerCase(), role: 'viewer', password_set: false },
      }),
    ]);
    for (const e of log) expect(e).toMatchObject({ id: expect.stringMatching(/^aud_/), at: expect.any(String) });
    // The log is the workspace's own: another workspace's owner sees none of it.
    const elsewhere = await t.workspace();
    const stranger = await memberSession(t, elsewhere.id, 'owner');
    const theirs = (await t.call('GET', '/v1/audit-log', withSession(stranger))).body.data;
    expect(theirs.some((e: { target: { id: string } | null }) => e.target?.id === userId)).toBe(false);
    // Filtered by action, paged.
    const filtered = await t.call(
      'GET',
      '/v1/audit-log',
      withSession(owner, { query: { action: 'member.role_changed', limit: 1 } }),
    );
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
    const linkOf = (res: Response) => tokenOf(res.body.data.setup_url as string);
    const usePasswordLink = (res: Response, password: string) =>
      t.call('POST', '/v1/auth/password', { body: { token: linkOf(res), password }, remoteAddress: nextAddress() });
    const readLink = (token: string) =>
      t.call('POST', '/v1/auth/invitation', { body: { token }, remoteAddress: nextAddress() });
    const signInAs = (email: string, password: string, workspaceId?: string) =>
      t.call('POST', '/v1/auth/sign-in', {
        body: { email, password, ...(workspaceId ? { workspaceId } : {}) },
        remoteAddress: nextAddress(),
      });
    const signInStatus = async (email: string, password: string, workspaceId?: string) =>
      (await signInAs(email, password, workspaceId)).status;
    const switchTo = (s: TestSession, workspaceId: string) =>
      t.call('POST', '/v1/auth/switch-workspace', withSession(s, { body: { workspaceId } }));
    const statusIn = async (s: TestSession, userId: string) =>
      (
        (await t.call('GET', '/v1/members', withSession(s))).body.data as Array<{ user_id: string; status: string }>
      ).find((m) => m.user_id === userId)?.status;
    const workspacesOf = (s: TestSession) =>
      (s.signIn.body.data.workspaces as Array<{ id: string }>).map((w) => w.id).sort();
    const ownerOfNewWorkspace = async () => memberSession(t, (await t.workspace()).id, 'owner');
    /** Same status and body: nothing in the answer tells the two cases apart. */
    const expectAlike = (res: Response, like: Response, what: string) => {
      expect(res.status, what).toBe(like.status);
      expect(res.body, what).toEqual(like.body);
    };

    it('has no way to hand a password to an invitation: its input is the request schema’s (checked by tsc)', () => {
      expectTypeOf<Parameters<MemberService['invite']>[1]>().toEqualTypeOf<InviteBody>();
      expectTypeOf<InviteBody>().not.toHaveProperty('password');
    });

    it('never applies a password sent with an invitation: the person keeps their password, sessions and workspaces', async () => {
      const victim = await ownerOfNewWorkspace();
      const attacker = await ownerOfNewWorkspace();
      const res = await invite(attacker, {
        email: victim.user.email,
        role: 'viewer',
        password: 'the attacker’s password',
      });
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
          member: {
            user_id: expect.stringMatching(/^usr_/),
            email: email.toLowerCase(),
            role: 'viewer',
            status: 'invited',
            created_at: expect.any(String),
          },
          setup_url: expect.stringMatching(SETUP_URL),
        });
        expect(await statusIn(a, res.body.data.member.user_id), email).toBe('invited');
        answers.push(res);
      }
      const [fresh, ofWithPassword, , ofRemoved] = answers as [Response, Response, Response, Response];
      // The link of an account that has a password cannot set it (and is not spent: it accepts instead).
      for (const [res, email] of [
        [ofWithPassword, withPassword.email],
        [ofRemoved, removed.email],
      ] as const) {
        const used = await usePasswordLink(res, 'chosen by workspace A');
        expect(used.status, email).toBe(409);
        expect(used.body).toMatchObject({ error: expect.any(String), code: 'ACCOUNT_EXISTS' });
        expect(await signInStatus(email, 'chosen by workspace A'), email).toBe(401);
        expect((await readLink(linkOf(res))).body.data, email).toMatchObject({ email, has_password: true });
      }
      // Someone with an account joins through the link with their own password; until then the invitation grants nothing.
      expect(await signInStatus(removed.email, removed.password, a.workspaceId)).toBe(403);
      expect(await statusIn(a, removed.id)).toBe('invited');
      expect(await accept(t, removed, linkOf(ofRemoved))).toMatchObject({ workspaceId: a.workspaceId, role: 'viewer' });
      expect(await statusIn(a, removed.id)).toBe('active');
      // A new person's link sets their password and makes them active.
      expect((await usePasswordLink(fresh, 'the newcomer’s password')).status).toBe(200);
      expect(await statusIn(a, fresh.body.data.member.user_id)).toBe('active');
      // Already a member: 409, whatever the case of the email.
      const again = await invite(a, { email: withPassword.email.toUpperCase(), role: 'admin' });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('ALREADY_MEMBER');
    });

    it('keeps an account set up through one workspace’s own link out of another workspace that invites the email later (pre-account takeover)', async () => {
      const a = await ownerOfNewWorkspace();
      const b = await ownerOfNewWorkspace();
      const stranger = await t.workspace();
      const email = newEmail('victim');
      const password = 'chosen by workspace A';
      // A invites an email nobody has used yet, opens the link it was shown and chooses the password.
      const fromA = await invite(a, { email, role: 'viewer' });
      expect((await usePasswordLink(fromA, password)).status).toBe(200);
      // Later B invites the same email: the answer is the one of a new person, and the member is invited.
      const fromB = await invite(b, { email, role: 'admin' });
      expect(fromB.status).toBe(201);
      expect(fromB.body.data).toEqual({
        member: expect.objectContaining({ email, role: 'admin', status: 'invited' }),
        setup_url: expect.stringMatching(SETUP_URL),
      });
      const userId = fromB.body.data.member.user_id as string;
      // A's password does not open B's workspace: the sign-in is answered as for a workspace the account is not in.
      expectAlike(
        await signInAs(email, password, b.workspaceId),
        await signInAs(email, password, stranger.id),
        'sign-in to B',
      );
      expect(await signInStatus(email, password, b.workspaceId)).toBe(404);
      // Signed in (to A), B is not among the account's workspaces, and switching there is a stranger's 404.
      const s = await signIn(t, { id: userId, email, password });
      expect(s.workspaceId).toBe(a.workspaceId);
      expect(workspacesOf(s)).toEqual([a.workspaceId]);
      expectAlike(await switchTo(s, b.workspaceId), await switchTo(s, stranger.id), 'switch to B');
      expect((await switchTo(s, b.workspaceId)).status).toBe(404);
      // The password endpoint cannot reset the account with B's link either; B still sees an invitation.
      expect((await usePasswordLink(fromB, 'another password')).status).toBe(409);
      expect(await signInStatus(email, 'another password')).toBe(401);
      expect(await statusIn(b, userId)).toBe('invited');
      expect((await t.call('GET', '/v1/members', withSession(s))).status).toBe(403); // a viewer in A, nothing of B
      // Only B's link opens B's workspace, with the account's password: B gives the link to the person it invited.
      const viaLink = await acceptInvitation(t, linkOf(fromB), password);
      expect(viaLink.status).toBe(200);
      expect(viaLink.body.data).toMatchObject({ workspace: { id: b.workspaceId }, role: 'admin' });
      expect(await statusIn(b, userId)).toBe('active');
    });

    it('accepts the invitation of an existing account with its link and the account’s password: joined, a session there, the link spent', async () => {
      const home = await ownerOfNewWorkspace();
      const x = await ownerOfNewWorkspace();
      const person = await createUser(t, home.workspaceId, { role: 'developer' });
      const res = await invite(x, { email: person.email, role: 'admin' });
      const token = linkOf(res);
      // The link's page learns what it is for, without using it.
      const info = await readLink(token);
      expect(info.status).toBe(200);
      expect(info.body).toEqual({
        data: { email: person.email, workspace: { id: x.workspaceId, name: 'Test workspace' }, has_password: true },
      });
      expect((await readLink(token)).status).toBe(200);

      const s = await accept(t, person, token);
      expect(s).toMatchObject({ workspaceId: x.workspaceId, role: 'admin' });
      expect(s.signIn.headers['set-cookie']).toMatch(/^tc_session=[^;]+;.*HttpOnly.*SameSite=Lax/);
      expect(workspacesOf(s)).toEqual([home.workspaceId, x.workspaceId].sort());
      expect((await t.call('GET', '/v1/members', withSession(s))).status).toBe(200); // an admin of X now
      expect(await statusIn(x, person.id)).toBe('active');
      const log = (await t.call('GET', '/v1/audit-log', withSession(x))).body.data.filter(
        (e: { actor: { id: string | null } }) => e.actor.id === person.id,
      );
      expect(log.map((e: { action: string }) => e.action)).toEqual(['session.signed_in', 'member.joined']);
      expect(log[1]).toMatchObject({
        target: { type: 'user', id: person.id },
        details: { role: 'admin' },
        ip: expect.any(String),
      });
      // Once: the link is spent.
      expect((await acceptInvitation(t, token, person.password)).status).toBe(410);
      expect((await readLink(token)).status).toBe(410);
      // From now on an ordinary member: a sign-in to X, and a switch from home to X.
      expect((await signIn(t, person, { workspaceId: x.workspaceId })).role).toBe('admin');
      const atHome = await signIn(t, person);
      expect(atHome.workspaceId).toBe(home.workspaceId);
      expect((await switchTo(atHome, x.workspaceId)).body.data).toMatchObject({
        workspace: { id: x.workspaceId },
        role: 'admin',
      });
    });

    it('changes nothing on a wrong password: the same 401 as a failed sign-in, the link unused, the member invited and shut out', async () => {
      const home = await ownerOfNewWorkspace();
      const x = await ownerOfNewWorkspace();
      const person = await createUser(t, home.workspaceId, { role: 'viewer' });
      const res = await invite(x, { email: person.email, role: 'developer' });
      const token = linkOf(res);
      const wrong = await acceptInvitation(t, token, 'not the password at all');
      expectAlike(wrong, await signInAs(person.email, 'not the password at all'), 'a wrong password');
      expect(wrong.status).toBe(401);
      expect(sessionCookieOf(wrong)).toBeUndefined();
      expect(await statusIn(x, person.id)).toBe('invited');
      expect(await signInStatus(person.email, person.password, x.workspaceId)).toBe(404);
      expect((await readLink(token)).status).toBe(200);
      // A password-less account has no password to accept with: the same 401, and its link still chooses one.
      const fresh = await invite(x, { email: newEmail('no-password'), role: 'viewer' });
      expectAlike(
        await acceptInvitation(t, linkOf(fresh), 'any password at all'),
        wrong,
        'an account without a password',
      );
      expect((await readLink(linkOf(fresh))).body.data.has_password).toBe(false);
      expect((await usePasswordLink(fresh, 'the newcomer’s password')).status).toBe(200);
      // The right password still works with the unused link.
      expect((await accept(t, person, token)).workspaceId).toBe(x.workspaceId);
      expect(await statusIn(x, person.id)).toBe('active');
    });

    it('answers a sign-in or a switch to a workspace whose invitation is not accepted as for a workspace the person is not in', async () => {
      const home = await ownerOfNewWorkspace();
      const x = await ownerOfNewWorkspace();
      const stranger = await t.workspace();
      const person = await createUser(t, home.workspaceId, { role: 'admin' });
      expect((await invite(x, { email: person.email, role: 'owner' })).status).toBe(201);
      expectAlike(
        await signInAs(person.email, person.password, x.workspaceId),
        await signInAs(person.email, person.password, stranger.id),
        'sign-in',
      );
      const s = await signIn(t, person);
      expect(s.workspaceId).toBe(home.workspaceId);
      expect(workspacesOf(s)).toEqual([home.workspaceId]);
      expect((await t.call('GET', '/v1/auth/session', withSession(s))).body.data.workspaces).toEqual([
        expect.objectContaining({ id: home.workspaceId }),
      ]);
      expectAlike(await switchTo(s, x.workspaceId), await switchTo(s, stranger.id), 'switch');
      expect((await t.call('GET', '/v1/auth/session', withSession(s))).body.data.workspace.id).toBe(home.workspaceId);
      expect(await statusIn(x, person.id)).toBe('invited');
      // An account whose only membership is an invitation not accepted signs in nowhere, as an account with none.
      const left = await createUser(t, home.workspaceId, { role: 'viewer' });
      expect((await remove(home, left.id)).status).toBe(200);
      const none = await signInAs(left.email, left.password);
      expect((await invite(x, { email: left.email, role: 'viewer' })).status).toBe(201);
      expectAlike(await signInAs(left.email, left.password), none, 'only an invitation');
      expect(none.status).toBe(403);
    });

    it('reads a link without using it; an unknown or missing token is a 400 naming the field', async () => {
      for (const body of [{ token: 'not-a-token' }, {}]) {
        for (const path of ['/v1/auth/invitation', '/v1/auth/accept-invitation']) {
          const res = await t.call('POST', path, {
            body: { ...body, ...(path.endsWith('accept-invitation') ? { password: PASSWORD } : {}) },
            remoteAddress: nextAddress(),
          });
          expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
          expect(res.body.details.field).toBe('token');
        }
      }
    });

    it('spends the account’s sign-in budget on every acceptance attempt', async () => {
      const home = await ownerOfNewWorkspace();
      const x = await ownerOfNewWorkspace();
      const person = await createUser(t, home.workspaceId, { role: 'viewer' });
      const token = linkOf(await invite(x, { email: person.email, role: 'viewer' }));
      for (let i = 0; i < 10; i++) expect((await acceptInvitation(t, token, `guess number ${i}`)).status).toBe(401);
      const throttled = await acceptInvitation(t, token, person.password);
      expect(throttled.status).toBe(429);
      expect(throttled.headers['retry-after']).toBeDefined();
      expect(await signInStatus(person.email, person.password, home.workspaceId)).toBe(429);
      expect(await statusIn(x, person.id)).toBe('invited');
    });

    it('lets the first link used choose the password of an account invited by two workspaces; the other workspace waits for acceptance with it', async () => {
      const b = await ownerOfNewWorkspace();
      const a = await ownerOfNewWorkspace();
      const email = newEmail('invited-twice');
      const fromB = await invite(b, { email, role: 'developer' });
      const fromA = await invite(a, { email, role: 'owner' });
      const userId = fromB.body.data.member.user_id as string;
      expect((await readLink(linkOf(fromA))).body.data.has_password).toBe(false);
      // A's link chooses the password and joins A only.
      expect((await usePasswordLink(fromA, 'chosen through A’s link')).status).toBe(200);
      expect([await statusIn(a, userId), await statusIn(b, userId)]).toEqual(['active', 'invited']);
      expect(await signInStatus(email, 'chosen through A’s link', b.workspaceId)).toBe(404);
      // B's link now accepts with that password; it can no longer choose one.
      expect((await readLink(linkOf(fromB))).body.data).toMatchObject({ email, has_password: true });
      expect((await usePasswordLink(fromB, 'chosen through B’s link')).status).toBe(409);
      expect((await acceptInvitation(t, linkOf(fromB), 'chosen through B’s link')).status).toBe(401);
      const s = await accept(t, { id: userId, email, password: 'chosen through A’s link' }, linkOf(fromB));
      expect(s).toMatchObject({ workspaceId: b.workspaceId, role: 'developer' });
      expect(workspacesOf(s)).toEqual([a.workspaceId, b.workspaceId].sort());
      expect(await statusIn(b, userId)).toBe('active');
    });

    it(`lets one of two links used at once choose the password, and joins only its workspace${onPostgres ? ' (PostgreSQL)' : ''}`, async () => {
      const a = await ownerOfNewWorkspace();
      const b = await ownerOfNewWorkspace();
      const email = newEmail('race-links');
      const fromA = await invite(a, { email, role: 'viewer' });
      const fromB = await invite(b, { email, role: 'viewer' });
      const userId = fromA.body.data.member.user_id as string;
      const [ra, rb] = await Promise.all([
        usePasswordLink(fromA, 'the password of A'),
        usePasswordLink(fromB, 'the password of B'),
      ]);
      expect([ra.status, rb.status].sort()).toEqual([200, 409]);
      const [won, lost, password] = ra.status === 200 ? [a, b, 'the password of A'] : [b, a, 'the password of B'];
      expect([await statusIn(won, userId), await statusIn(lost, userId)]).toEqual(['active', 'invited']);
      expect(await signInStatus(email, password, won.workspaceId)).toBe(200);
      expect(await signInStatus(email, password, lost.workspaceId)).toBe(404);
      expect((await readLink(linkOf(ra.status === 200 ? fromB : fromA))).body.data.has_password).toBe(true);
    }, 60_000);

    it('kills the setup link of a removed member (a withdrawn invitation), also when they are invited again', async () => {
      const a = await ownerOfNewWorkspace();
      const email = newEmail('withdrawn');
      const first = await invite(a, { email, role: 'developer' });
      expect((await remove(a, first.body.data.member.user_id)).status).toBe(200);
      expect((await usePasswordLink(first, 'set after the removal')).status).toBe(410);
      expect((await readLink(linkOf(first))).status).toBe(410);
      const second = await invite(a, { email, role: 'developer' });
      expect(second.status).toBe(201);
      expect((await usePasswordLink(first, 'set after the removal')).status).toBe(410);
      expect(await signInStatus(email, 'set after the removal')).toBe(401);
      expect((await usePasswordLink(second, 'the person’s password')).status).toBe(200);
      expect(
        (await signIn(t, { id: second.body.data.member.user_id, email, password: 'the person’s password' })).role,
      ).toBe('developer');
    });
  });
});
