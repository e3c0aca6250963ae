// Roles → routes, as a table: each role against a read route, a write route, a delete route, the keys routes, the
// members routes and the audit log, through HTTP with the role's session; and the scopes each session lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/platform/http/scopes.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { memberSession, withSession, type TestSession } from '../support/accounts.js';

const NOWHERE = '00000000-0000-7000-8000-000000000000';

/** A route and what a permitted call answers (an id that exists nowhere gets past the role check to a 404). */
const ROUTES: Record<string, { method: string; url: string; body?: () => unknown; ok: number }> = {
  read: { method: 'GET', url: '/v1/organizations', ok: 200 },
  write: { method: 'POST', url: '/v1/organizations', body: () => ({ name: 'Role table' }), ok: 201 },
  delete: { method: 'DELETE', url: `/v1/organizations/org_${NOWHERE}`, ok: 404 },
  settings: { method: 'PATCH', url: '/v1/workspace', body: () => ({ name: 'Renamed by role' }), ok: 200 },
  'keys:read': { method: 'GET', url: '/v1/api-keys', ok: 200 },
  'keys:write': {
    method: 'POST',
    url: '/v1/api-keys',
    body: () => ({ name: 'Role table', scopes: ['organizations:read'] }),
    ok: 201,
  },
  'keys:delete': { method: 'DELETE', url: `/v1/api-keys/key_${NOWHERE}`, ok: 404 },
  'members:read': { method: 'GET', url: '/v1/members', ok: 200 },
  'members:write': {
    method: 'POST',
    url: '/v1/members',
    body: () => ({ email: `role-table-${Math.random().toString(36).slice(2)}@example.com`, role: 'viewer' }),
    ok: 201,
  },
  'members:delete': { method: 'DELETE', url: `/v1/members/usr_${NOWHERE}`, ok: 404 },
  audit: { method: 'GET', url: '/v1/audit-log', ok: 200 },
};

/** The contract's table: viewer reads (not people or keys), developer everything but people and keys, admin and owner everything. */
const ALLOWED: Record<Role, string[]> = {
  viewer: ['read'],
  developer: ['read', 'write', 'delete', 'settings'],
  admin: Object.keys(ROUTES),
  owner: Object.keys(ROUTES),
};

describe('roles → routes', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  const sessions = new Map<Role, TestSession>();

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    for (const role of ['owner', 'admin', 'developer', 'viewer'] as const)
      sessions.set(role, await memberSession(t, ws.id, role));
  }, 120_000);
  afterAll(() => t.close());

  it.each(Object.keys(ALLOWED) as Role[])('%s', async (role) => {
    const s = sessions.get(role)!;
    const got: Record<string, number> = {};
    const want: Record<string, number> = {};
    for (const [name, r] of Object.entries(ROUTES)) {
      const res = await t.call(r.method, r.url, withSession(s, { body: r.body?.() }));
      got[name] = res.status;
      want[name] = ALLOWED[role].includes(name) ? r.ok : 403;
      if (res.status === 403) expect(res.body.required_scope, `${role} ${name}`).toEqual(expect.any(String));
    }
    expect(got).toEqual(want);
  });

  it('lists in each session exactly the route scopes the role grants', async () => {
    const scopesOf = async (role: Role) =>
      (await t.call('GET', '/v1/auth/session', withSession(sessions.get(role)!))).body.data.scopes as string[];
    const owner = await scopesOf('owner');
    expect(owner).toEqual([...t.app.routeScopes].sort());
    expect(await scopesOf('admin')).toEqual(owner);
    expect(await scopesOf('developer')).toEqual(
      owner.filter((s) => !s.startsWith('keys:') && !s.startsWith('members:')),
    );
    expect(await scopesOf('viewer')).toEqual(
      owner.filter((s) => s.endsWith(':read') && !s.startsWith('keys:') && !s.startsWith('members:')),
    );
    expect(owner).toEqual(
      expect.arrayContaining([
        'keys:read',
        'keys:write',
        'members:read',
        'members:write',
        'bookings:write',
        'webhooks:read',
      ]),
    );
  });
});
