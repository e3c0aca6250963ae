// People and console sessions for tests: users made the way the operator CLI makes them, sign-in through the API,
// and calls carrying the session cookie (and the CSRF token on writes).
import type { Role } from '../../src/platform/http/scopes.js';
import type { Who } from '../../src/modules/accounts/audit-service.js';
import type { CallOptions, Response, TestApp } from './app.js';

export const OPERATOR: Who = { actor: { type: 'operator', id: 'test-operator' }, role: null, ip: null };

export const PASSWORD = 'correct horse battery staple';

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

export interface TestSession {
  /** The tc_session cookie's value. */
  token: string;
  csrf: string;
  user: TestUser;
  workspaceId: string;
  role: Role;
  /** The sign-in's answer. */
  signIn: Response;
}

let counter = 0;

/** A member of `workspaceId` with a password (or none: `password: null`, the invited state). */
export async function createUser(
  t: TestApp,
  workspaceId: string,
  opts: { role?: Role; email?: string; password?: string | null } = {},
): Promise<TestUser> {
  const email = opts.email ?? `person-${Date.now().toString(36)}-${++counter}@example.com`;
  const input = { email, role: opts.role ?? 'owner' };
  if (opts.password === null) {
    const { member } = await t.services.accounts.members.invite(workspaceId, input, OPERATOR);
    return { id: member.user_id, email: member.email, password: '' };
  }
  const password = opts.password ?? PASSWORD;
  const member = await t.services.accounts.members.addWithPassword(workspaceId, { ...input, password }, OPERATOR);
  return { id: member.user_id, email: member.email, password };
}

/** The tc_session value a response sets, or undefined. */
export function sessionCookieOf(res: Response): string | undefined {
  const raw = res.headers['set-cookie'];
  for (const line of [raw ?? []].flat()) {
    const m = /^tc_session=([^;]*)/.exec(line);
    if (m) return m[1];
  }
  return undefined;
}

/** Signs in through the API; fails the test unless it answers 200. */
export async function signIn(
  t: TestApp,
  user: TestUser,
  opts: { workspaceId?: string; remoteAddress?: string } = {},
): Promise<TestSession> {
  const res = await t.call('POST', '/v1/auth/sign-in', {
    body: {
      email: user.email,
      password: user.password,
      ...(opts.workspaceId ? { workspaceId: opts.workspaceId } : {}),
    },
    remoteAddress: opts.remoteAddress ?? nextAddress(),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${res.text}`);
  const token = sessionCookieOf(res);
  if (!token) throw new Error('sign-in set no tc_session cookie');
  return {
    token,
    csrf: res.body.data.csrf_token,
    user,
    workspaceId: res.body.data.workspace.id,
    role: res.body.data.role,
    signIn: res,
  };
}

/** The token of a setup link (`…/console/#/setup?token=…`). */
export function tokenOf(setupUrl: string): string {
  const m = /[?&]token=([^&]+)/.exec(setupUrl);
  if (!m) throw new Error(`no token in ${setupUrl}`);
  return decodeURIComponent(m[1]!);
}

/** POST /v1/auth/accept-invitation from a fresh address (the answer, whatever its status). */
export function acceptInvitation(
  t: TestApp,
  token: string,
  password: string,
  opts: CallOptions = {},
): Promise<Response> {
  return t.call('POST', '/v1/auth/accept-invitation', {
    remoteAddress: nextAddress(),
    ...opts,
    body: { token, password },
  });
}

/** Accepts an invitation with the person's password, as the person; fails the test unless it answers 200. */
export async function accept(t: TestApp, user: TestUser, token: string): Promise<TestSession> {
  const res = await acceptInvitation(t, token, user.password);
  if (res.status !== 200) throw new Error(`accepting answered ${res.status}: ${res.text}`);
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error('accepting set no tc_session cookie');
  return {
    token: cookie,
    csrf: res.body.data.csrf_token,
    user,
    workspaceId: res.body.data.workspace.id,
    role: res.body.data.role,
    signIn: res,
  };
}

/** A member with a role, signed in. */
export async function memberSession(t: TestApp, workspaceId: string, role: Role = 'owner'): Promise<TestSession> {
  return signIn(t, await createUser(t, workspaceId, { role }), { workspaceId });
}

/** Call options carrying the session cookie and, unless `csrf: false`, the CSRF token. */
export function withSession(
  s: Pick<TestSession, 'token' | 'csrf'>,
  opts: CallOptions & { csrf?: boolean } = {},
): CallOptions {
  const { csrf = true, ...rest } = opts;
  return {
    ...rest,
    headers: { cookie: `tc_session=${s.token}`, ...(csrf ? { 'x-csrf-token': s.csrf } : {}), ...(rest.headers ?? {}) },
  };
}

let address = 0;
/** A fresh client address, so per-address sign-in budgets never meet across tests. */
export function nextAddress(): string {
  address++;
  return `10.77.${(address >> 8) & 255}.${address & 255}`;
}
