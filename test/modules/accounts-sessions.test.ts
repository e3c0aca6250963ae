// Console sessions through HTTP: sign-in (the cookie, the same answer for an unknown email and a wrong password,
// throttling), the session answer, idle and absolute expiry on the controllable clock, sign-out and sign-out
// everywhere, switching workspace, CSRF and Origin checks on cookie-authenticated writes, password links.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { SIGN_IN_PER_ADDRESS, signInBuckets } from '../../src/modules/accounts/session-routes.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import {
  accept,
  createUser,
  memberSession,
  nextAddress,
  OPERATOR,
  PASSWORD,
  sessionCookieOf,
  signIn,
  withSession,
  type TestSession,
  type TestUser,
} from '../support/accounts.js';

const MINUTE = 60_000;

describe('console sessions', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;
  let owner: TestUser;
  let session: TestSession;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace({ name: 'Main' });
    other = await t.workspace({ name: 'Other', type: 'sandbox' });
    owner = await createUser(t, ws.id, { role: 'owner' });
    session = await signIn(t, owner);
  }, 60_000);
  afterAll(() => t.close());
  // Tests that move the clock put it back: the sessions made before stay alive for the next test.
  afterEach(() => clock.reset());

  it('signs in: 200 with the session, and an HttpOnly SameSite=Lax cookie on /', async () => {
    const res = session.signIn;
    expect(res.body).toEqual({
      data: {
        user: { id: owner.id, email: owner.email },
        workspace: { id: ws.id, name: 'Main', type: 'live' },
        role: 'owner',
        scopes: expect.arrayContaining([
          'keys:read',
          'keys:write',
          'members:read',
          'members:write',
          'organizations:write',
          'bookings:read',
        ]),
        workspaces: [{ id: ws.id, name: 'Main', type: 'live', role: 'owner' }],
        csrf_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expires_at: expect.any(String),
      },
    });
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('tc_session='))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Secure/i); // plain HTTP here; HTTPS below
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const rows = await t.platform.db.kysely
      .withTables<{ sessions: { token_hash: string; user_id: string } }>()
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', owner.id)
      .execute();
    expect(JSON.stringify(rows)).not.toContain(session.token);
  });

  it('answers GET /v1/auth/session with the session, and 401 without or with a bad cookie', async () => {
    const res = await t.call('GET', '/v1/auth/session', withSession(session));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      user: { id: owner.id },
      workspace: { id: ws.id },
      role: 'owner',
      csrf_token: session.csrf,
    });
    expect((await t.call('GET', '/v1/auth/session', { remoteAddress: nextAddress() })).status).toBe(401);
    const bad = await t.call(
      'GET',
      '/v1/auth/session',
      withSession({ token: 'A'.repeat(43), csrf: 'x' }, { remoteAddress: nextAddress() }),
    );
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ error: 'Unauthorized', code: 'UNAUTHORIZED' });
    expect(
      (
        await t.call(
          'GET',
          '/v1/auth/session',
          withSession({ token: 'not a token', csrf: 'x' }, { remoteAddress: nextAddress() }),
        )
      ).status,
    ).toBe(401);
  });

  it('authenticates every /v1 route with the cookie, with the workspace’s rate-limit headers', async () => {
    const read = await t.call('GET', '/v1/organizations', withSession(session));
    expect(read.status).toBe(200);
    expect(read.headers['x-ratelimit-limit']).toBe('1000000');
    const write = await t.call(
      'POST',
      '/v1/organizations',
      withSession(session, { body: { name: 'Made in the console' } }),
    );
    expect(write.status).toBe(201);
    expect((await t.call('GET', `/v1/organizations/${write.body.data.id}`, { key: ws.key })).status).toBe(200);
  });

  it('replays an Idempotency-Key for a session as for a key', async () => {
    const opts = withSession(session, { body: { name: 'Once' }, headers: { 'idempotency-key': 'session-idem-1' } });
    const first = await t.call('POST', '/v1/organizations', opts);
    const again = await t.call('POST', '/v1/organizations', opts);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
  });

  it('lets Authorization win over the cookie', async () => {
    const res = await t.call('GET', '/v1/auth/session', withSession(session, { key: ws.key }));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'Forbidden', code: 'SESSION_REQUIRED' });
    const badKey = await t.call(
      'GET',
      '/v1/organizations',
      withSession(session, { headers: { authorization: 'Bearer nope' }, remoteAddress: nextAddress() }),
    );
    expect(badKey.status).toBe(401);
  });

  it('gives an unknown email, a wrong password and an invited person without a password the same 401, checking a password each time', async () => {
    const invited = await createUser(t, ws.id, { role: 'viewer', password: null });
    const verify = vi.spyOn(t.services.accounts.passwords, 'verify');
    try {
      const tries = [
        { email: `nobody-${Date.now()}@example.com`, password: PASSWORD },
        { email: owner.email, password: `${PASSWORD}!` },
        { email: invited.email, password: PASSWORD },
      ];
      const answers = [];
      for (const body of tries)
        answers.push(await t.call('POST', '/v1/auth/sign-in', { body, remoteAddress: nextAddress() }));
      for (const a of answers) {
        expect(a.status).toBe(401);
        expect(a.body).toEqual({
          error: 'Unauthorized',
          code: 'INVALID_CREDENTIALS',
          message: 'Invalid email or password',
        });
        expect(sessionCookieOf(a)).toBeUndefined();
      }
      expect(new Set(answers.map((a) => a.text)).size).toBe(1);
      // One scrypt per attempt, whether or not the email is known (a dummy hash stands in).
      expect(verify).toHaveBeenCalledTimes(3);
      for (const r of verify.mock.results) expect(await r.value).toBe(false);
    } finally {
      verify.mockRestore();
    }
  });

  it('matches emails case-insensitively and refuses malformed bodies with 400 naming the field', async () => {
    const ok = await t.call('POST', '/v1/auth/sign-in', {
      body: { email: `  ${owner.email.toUpperCase()} `.trim(), password: PASSWORD },
      remoteAddress: nextAddress(),
    });
    expect(ok.status).toBe(200);
    for (const [body, field] of [
      [{ password: PASSWORD }, 'email'],
      [{ email: 'not-an-email', password: PASSWORD }, 'email'],
      [{ email: owner.email }, 'password'],
      [{ email: owner.email, password: 'x'.repeat(201) }, 'password'],
      [{ email: owner.email, password: PASSWORD, workspaceId: 'org_1' }, 'workspaceId'],
    ] as const) {
      const res = await t.call('POST', '/v1/auth/sign-in', { body, remoteAddress: nextAddress() });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details.field).toBe(field);
    }
  });

  it('throttles sign-in per account (from many addresses) and per address (over many accounts) with 429 and Retry-After', async () => {
    const email = `target-${Date.now()}@example.com`;
    const perAccount = [];
    for (let i = 0; i < 11; i++)
      perAccount.push(
        await t.call('POST', '/v1/auth/sign-in', {
          body: { email, password: 'wrong password' },
          remoteAddress: nextAddress(),
        }),
      );
    expect(perAccount.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(401));
    const limited = perAccount[10]!;
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: 'Too many sign-in attempts', retry_after: expect.any(Number) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Upper-case is the same account.
    expect(
      (
        await t.call('POST', '/v1/auth/sign-in', {
          body: { email: email.toUpperCase(), password: 'x' },
          remoteAddress: nextAddress(),
        })
      ).status,
    ).toBe(429);

    // Per address: 29 attempts spent straight from its budget (each would cost a scrypt through HTTP), then two
    // over HTTP with new accounts: the 30th passes, the 31st is refused although its account is fresh.
    const address = nextAddress();
    const [addressBucket] = signInBuckets(address, 'unused@example.com');
    for (let i = 0; i < SIGN_IN_PER_ADDRESS.perMinute - 1; i++)
      await t.platform.limits.consume(addressBucket![0], addressBucket![1]);
    await new Promise((r) => setTimeout(r, 1100)); // past the per-second burst window those spent too
    const attempt = (i: number) =>
      t.call('POST', '/v1/auth/sign-in', {
        body: { email: `a${i}-${Date.now()}@example.com`, password: 'wrong password' },
        remoteAddress: address,
      });
    expect((await attempt(30)).status).toBe(401);
    const refused = await attempt(31);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another address is not held back.
    expect(
      (
        await t.call('POST', '/v1/auth/sign-in', {
          body: { email: `b-${Date.now()}@example.com`, password: 'wrong password' },
          remoteAddress: nextAddress(),
        })
      ).status,
    ).toBe(401);
  }, 120_000);

  it('ends a session after SESSION_IDLE_MINUTES without requests, and keeps an active one alive', async () => {
    const s = await memberSession(t, ws.id, 'viewer');
    clock.advance(40 * MINUTE);
    expect((await t.call('GET', '/v1/organizations', withSession(s))).status).toBe(200); // moves the idle end
    clock.advance(40 * MINUTE);
    expect((await t.call('GET', '/v1/organizations', withSession(s))).status).toBe(200);
    clock.advance(61 * MINUTE);
    const res = await t.call('GET', '/v1/organizations', withSession(s, { remoteAddress: nextAddress() }));
    expect(res.status).toBe(401);
    // The browser is told to forget the cookie.
    expect([res.headers['set-cookie']].flat().some((c) => c?.startsWith('tc_session=;'))).toBe(true);
  });

  it('ends a session SESSION_MAX_HOURS after sign-in, however active', async () => {
    const s = await memberSession(t, ws.id, 'viewer');
    const expiresAt = Date.parse(s.signIn.body.data.expires_at);
    expect(expiresAt - clock.nowMs()).toBeLessThanOrEqual(60 * MINUTE);
    for (let h = 0; h < 12; h++) {
      clock.advance(59 * MINUTE);
      expect((await t.call('GET', '/v1/organizations', withSession(s))).status, `hour ${h}`).toBe(200);
    }
    clock.advance(13 * MINUTE); // 12 h 1 min after sign-in
    expect((await t.call('GET', '/v1/organizations', withSession(s, { remoteAddress: nextAddress() }))).status).toBe(
      401,
    );
  });

  it('signs out: 204, the cookie cleared, the session gone', async () => {
    const s = await memberSession(t, ws.id, 'viewer');
    const res = await t.call('POST', '/v1/auth/sign-out', withSession(s));
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect([res.headers['set-cookie']].flat().some((c) => c?.startsWith('tc_session=;'))).toBe(true);
    expect((await t.call('GET', '/v1/auth/session', withSession(s, { remoteAddress: nextAddress() }))).status).toBe(
      401,
    );
    expect((await t.call('GET', '/v1/auth/session', withSession(session))).status).toBe(200); // other sessions live on
  });

  it('signs out everywhere: every session of the person ends, other people’s stay, and it is audited', async () => {
    const person = await createUser(t, ws.id, { role: 'developer' });
    const a = await signIn(t, person);
    const b = await signIn(t, person);
    const res = await t.call('POST', '/v1/auth/sign-out-everywhere', withSession(a));
    expect(res.status).toBe(204);
    for (const s of [a, b])
      expect((await t.call('GET', '/v1/auth/session', withSession(s, { remoteAddress: nextAddress() }))).status).toBe(
        401,
      );
    expect((await t.call('GET', '/v1/auth/session', withSession(session))).status).toBe(200);
    const log = await t.call(
      'GET',
      '/v1/audit-log',
      withSession(session, { query: { action: 'session.signed_out_everywhere' } }),
    );
    expect(log.body.data[0]).toMatchObject({
      actor: { type: 'user', id: person.id, email: person.email },
      target: { type: 'user', id: person.id },
      details: { sessions: 2 },
    });
  });

  it('replaces the session a browser still holds when it signs in again', async () => {
    const first = await signIn(t, owner);
    const again = await t.call(
      'POST',
      '/v1/auth/sign-in',
      withSession(first, { body: { email: owner.email, password: PASSWORD }, remoteAddress: nextAddress() }),
    );
    expect(again.status).toBe(200);
    expect((await t.call('GET', '/v1/auth/session', withSession(first, { remoteAddress: nextAddress() }))).status).toBe(
      401,
    );
    expect(
      (await t.call('GET', '/v1/auth/session', withSession({ token: sessionCookieOf(again)!, csrf: '' }))).status,
    ).toBe(200);
  });

  it('switches workspace: the session acts in the other workspace; 404 where the person is no member', async () => {
    const person = await createUser(t, ws.id, { role: 'admin' });
    // A member of Other once they accept its invitation (before, Other is not theirs: accounts-members.test.ts).
    const { setupToken } = await t.services.accounts.members.invite(
      other.id,
      { email: person.email, role: 'viewer' },
      OPERATOR,
    );
    await accept(t, person, setupToken);
    const s = await signIn(t, person);
    expect(s.signIn.body.data.workspaces).toEqual([
      { id: ws.id, name: 'Main', type: 'live', role: 'admin' },
      { id: other.id, name: 'Other', type: 'sandbox', role: 'viewer' },
    ]);
    const orgInMain = await t.call('POST', '/v1/organizations', withSession(s, { body: { name: 'Admin’s org' } }));
    expect(orgInMain.status).toBe(201);

    const switched = await t.call(
      'POST',
      '/v1/auth/switch-workspace',
      withSession(s, { body: { workspaceId: other.id } }),
    );
    expect(switched.status).toBe(200);
    expect(switched.body.data).toMatchObject({
      workspace: { id: other.id, name: 'Other', type: 'sandbox' },
      role: 'viewer',
    });
    expect(switched.body.data.scopes.every((sc: string) => sc.endsWith(':read'))).toBe(true);
    // Now a viewer in Other: reads Other's data, not Main's, and may not write.
    expect((await t.call('GET', `/v1/organizations/${orgInMain.body.data.id}`, withSession(s))).status).toBe(404);
    expect((await t.call('POST', '/v1/organizations', withSession(s, { body: { name: 'No' } }))).status).toBe(403);

    const stranger = await t.workspace();
    const refused = await t.call(
      'POST',
      '/v1/auth/switch-workspace',
      withSession(s, { body: { workspaceId: stranger.id } }),
    );
    expect(refused.status).toBe(404);
    const bad = await t.call('POST', '/v1/auth/switch-workspace', withSession(s, { body: { workspaceId: 'nope' } }));
    expect(bad.status).toBe(400);
    expect(bad.body.details.field).toBe('workspaceId');
    // Signing in straight to a workspace: a member's works, another's is 404.
    expect((await signIn(t, person, { workspaceId: other.id })).workspaceId).toBe(other.id);
    const notMember = await t.call('POST', '/v1/auth/sign-in', {
      body: { email: person.email, password: PASSWORD, workspaceId: stranger.id },
      remoteAddress: nextAddress(),
    });
    expect(notMember.status).toBe(404);
  });

  describe('CSRF and Origin', () => {
    const write = (opts: Parameters<typeof withSession>[1]) =>
      t.call('POST', '/v1/organizations', withSession(session, { body: { name: 'CSRF probe' }, ...opts }));

    it('refuses a cookie-authenticated write without the token, with a wrong one, or from another origin', async () => {
      const cases = [
        await write({ csrf: false }),
        await write({ csrf: false, headers: { 'x-csrf-token': 'wrong' } }),
        await write({ headers: { origin: 'https://evil.example.com' } }),
        await write({ headers: { origin: 'null' } }),
        await t.call(
          'DELETE',
          '/v1/organizations/org_00000000-0000-7000-8000-000000000000',
          withSession(session, { csrf: false }),
        ),
        await t.call('POST', '/v1/auth/sign-out', withSession(session, { csrf: false })),
      ];
      for (const r of cases) {
        expect(r.status).toBe(403);
        expect(r.body).toMatchObject({ error: 'Forbidden', code: 'CSRF_REJECTED', message: expect.any(String) });
      }
      // Nothing was written, and the session still works.
      const orgs = await t.call('GET', '/v1/organizations', withSession(session, { query: { q: 'CSRF probe' } }));
      expect(orgs.body.data).toEqual([]);
    });

    it('accepts the token from this server’s own origin, and needs none for reads or for key-authenticated writes', async () => {
      expect((await write({ headers: { origin: 'http://localhost:80' } })).status).toBe(201);
      expect((await write({ headers: { origin: 'http://localhost' } })).status).toBe(201);
      expect(
        (
          await t.call(
            'GET',
            '/v1/organizations',
            withSession(session, { csrf: false, headers: { origin: 'https://evil.example.com' } }),
          )
        ).status,
      ).toBe(200);
      expect(
        (
          await t.call('POST', '/v1/organizations', {
            key: ws.key,
            body: { name: 'Key write' },
            headers: { origin: 'https://evil.example.com' },
          })
        ).status,
      ).toBe(201);
    });

    it('checks Origin on sign-in (no token needed there)', async () => {
      const cross = await t.call('POST', '/v1/auth/sign-in', {
        body: { email: owner.email, password: PASSWORD },
        headers: { origin: 'https://evil.example.com' },
        remoteAddress: nextAddress(),
      });
      expect(cross.status).toBe(403);
      expect(cross.body.code).toBe('CSRF_REJECTED');
      expect(sessionCookieOf(cross)).toBeUndefined();
    });
  });

  it('sends the cookie Secure over HTTPS, and takes PUBLIC_URL as the origin', async () => {
    const https = await createTestApp({ trustProxy: 1, publicUrl: 'https://console.example.com' });
    try {
      const w = await https.workspace();
      const user = await createUser(https, w.id);
      const res = await https.call('POST', '/v1/auth/sign-in', {
        body: { email: user.email, password: PASSWORD },
        headers: { 'x-forwarded-proto': 'https', origin: 'https://console.example.com' },
      });
      expect(res.status).toBe(200);
      expect([res.headers['set-cookie']].flat().find((c) => c?.startsWith('tc_session='))).toMatch(/; Secure/i);
      const s = { token: sessionCookieOf(res)!, csrf: res.body.data.csrf_token };
      expect(
        (
          await https.call(
            'POST',
            '/v1/organizations',
            withSession(s, { body: { name: 'x' }, headers: { origin: 'https://console.example.com' } }),
          )
        ).status,
      ).toBe(201);
      expect(
        (
          await https.call(
            'POST',
            '/v1/organizations',
            withSession(s, { body: { name: 'x' }, headers: { origin: 'http://localhost' } }),
          )
        ).status,
      ).toBe(403);
    } finally {
      await https.close();
    }
  }, 60_000);

  describe('password links', () => {
    it('sets a password once with the link and audits it', async () => {
      const invited = await t.services.accounts.members.invite(
        ws.id,
        { email: `new-${Date.now()}@example.com`, role: 'developer' },
        OPERATOR,
      );
      const token = invited.setupToken;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const res = await t.call('POST', '/v1/auth/password', {
        body: { token, password: 'a brand new password' },
        remoteAddress: nextAddress(),
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { user_id: invited.member.user_id, email: invited.member.email } });
      const s = await signIn(t, {
        id: invited.member.user_id,
        email: invited.member.email,
        password: 'a brand new password',
      });
      expect(s.role).toBe('developer');

      const again = await t.call('POST', '/v1/auth/password', {
        body: { token, password: 'another new password' },
        remoteAddress: nextAddress(),
      });
      expect(again.status).toBe(410);
      expect(again.body).toMatchObject({ error: 'Gone' });
      const log = await t.call('GET', '/v1/audit-log', withSession(session, { query: { action: 'password.set' } }));
      expect(log.body.data[0]).toMatchObject({
        actor: { type: 'user', id: invited.member.user_id },
        action: 'password.set',
        target: { type: 'user', id: invited.member.user_id },
      });
    });

    it('refuses an unknown token (400), an expired one (410) and a password outside 10–200 characters (400)', async () => {
      const unknown = await t.call('POST', '/v1/auth/password', {
        body: { token: 'A'.repeat(43), password: 'long enough password' },
        remoteAddress: nextAddress(),
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.details.field).toBe('token');
      const invited = await t.services.accounts.members.invite(
        ws.id,
        { email: `late-${Date.now()}@example.com`, role: 'viewer' },
        OPERATOR,
      );
      for (const password of ['short', 'x'.repeat(201)]) {
        const res = await t.call('POST', '/v1/auth/password', {
          body: { token: invited.setupToken, password },
          remoteAddress: nextAddress(),
        });
        expect(res.status).toBe(400);
        expect(res.body.details.field).toBe('password');
      }
      clock.advance(24 * 60 * MINUTE + MINUTE);
      const expired = await t.call('POST', '/v1/auth/password', {
        body: { token: invited.setupToken, password: 'long enough password' },
        remoteAddress: nextAddress(),
      });
      expect(expired.status).toBe(410);
    });

    it('ends the sessions of a person whose password is set again', async () => {
      const person = await createUser(t, ws.id, { role: 'viewer' });
      const s = await signIn(t, person);
      await t.services.accounts.members.addWithPassword(
        other.id,
        { email: person.email, role: 'viewer', password: 'operator reset password' },
        OPERATOR,
      );
      expect((await t.call('GET', '/v1/auth/session', withSession(s, { remoteAddress: nextAddress() }))).status).toBe(
        401,
      );
    });
  });

  it('documents cookie auth next to bearer; public, cookie-only and either-scheme routes', async () => {
    const doc = (await t.call('GET', '/v1/openapi.json')).body;
    expect(doc.components.securitySchemes.cookieAuth).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'tc_session',
    });
    expect(doc.security).toEqual([{ bearer: [] }, { cookieAuth: [] }]);
    expect(doc.paths['/v1/auth/sign-in'].post.security).toEqual([]);
    expect(doc.paths['/v1/auth/password'].post.security).toEqual([]);
    for (const [path, method] of [
      ['/v1/auth/session', 'get'],
      ['/v1/api-keys', 'post'],
      ['/v1/members/{userId}', 'delete'],
      ['/v1/audit-log', 'get'],
    ] as const) {
      expect(doc.paths[path][method].security, `${method} ${path}`).toEqual([{ cookieAuth: [] }]);
      expect(doc.paths[path][method].tags, `${method} ${path}`).toHaveLength(1);
    }
    expect(doc.paths['/v1/organizations'].get.security).toBeUndefined(); // the document's default: either
  });

  it('records sign-ins in the audit log (failures are only counted)', async () => {
    const log = await t.call('GET', '/v1/audit-log', withSession(session, { query: { action: 'session.signed_in' } }));
    expect(log.status).toBe(200);
    expect(log.body.data.length).toBeGreaterThan(1);
    expect(log.body.data.every((e: { actor: { type: string } }) => e.actor.type === 'user')).toBe(true);
    expect(log.body.data[0]).toMatchObject({
      action: 'session.signed_in',
      ip: expect.any(String),
      target: { type: 'session', id: expect.stringMatching(/^ses_/) },
    });
    const metrics = await t.platform.metrics.registry.getSingleMetricAsString('sign_ins_total');
    expect(metrics).toMatch(/sign_ins_total\{outcome="failure"\} [1-9]/);
    expect(metrics).toMatch(/sign_ins_total\{outcome="throttled"\} [1-9]/);
  });

  it('deletes sessions past their ends in the retention run', async () => {
    const s = await memberSession(t, ws.id, 'viewer');
    clock.advance(13 * 60 * MINUTE);
    const deleted = await t.platform.retention.run();
    expect(deleted.sessions).toBeGreaterThan(0);
    const rows = await t.platform.db.kysely
      .withTables<{ sessions: { token_hash: string; user_id: string } }>()
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', s.user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
