// The console in headless Chromium against a real listening server (SQLite, or PostgreSQL with TEST_DATABASE_URL):
// a user made with the CLI signs in, creates an API key, sees its value once (not after a reload), calls the API
// with it (200), revokes it in the console, and the same key gets 401 on its next request; a viewer sees no key
// management and the API refuses it (403); a cross-site POST that carries the cookie is refused; a session past its
// idle time is refused. No page logs an error or asks another host.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { hasChromium } from '../support/browser.js';
import {
  everythingShown,
  refusal,
  startConsoleServer,
  type ConsoleServer,
  type ConsoleUser,
} from '../support/console.js';
import type { TestWorkspace } from '../support/app.js';

describe.skipIf(!hasChromium)('console: sign-in and API keys in a browser', () => {
  let s: ConsoleServer;
  let ws: TestWorkspace;
  let owner: ConsoleUser;

  beforeAll(async () => {
    s = await startConsoleServer();
    ws = await s.t.workspace({ name: 'Carpathia Travel' });
    owner = await s.createUser(ws.id, 'owner');
  });
  afterAll(async () => {
    clock.reset();
    await s?.close();
  });

  it('signs in, creates a key shown once, calls the API with it, revokes it, and the key gets 401 next', async () => {
    const p = await s.open(1280);
    const { page } = p;
    await s.signIn(p, owner);
    await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
    expect(await page.locator('.ws-name').innerText()).toBe('Carpathia Travel');

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API key' });
    await dialog.getByLabel('Name').fill('Booking site');
    await dialog.getByRole('checkbox', { name: 'organizations read', exact: true }).check();
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: 'Key “Booking site” created' });
    const key = await shown.getByLabel('The new API key').inputValue();
    expect(key).toMatch(/^[a-z0-9]+_ws_[A-Za-z0-9]+$/);
    await expect.poll(() => shown.getByText('It will not be shown again').count()).toBe(1);
    await shown.getByRole('button', { name: 'I have copied it' }).click();

    // The list shows the key's name and hint, never its value; nor does the page after a reload.
    const row = page.getByRole('row', { name: /Booking site/ });
    await row.waitFor();
    expect(await everythingShown(page)).not.toContain(key);
    await page.reload();
    await page.getByRole('row', { name: /Booking site/ }).waitFor();
    expect(await everythingShown(page)).not.toContain(key);

    // The key works on the API, with the scope it was given and no other.
    const call = (url: string) => fetch(`${s.origin}${url}`, { headers: { authorization: `Bearer ${key}` } });
    expect((await call('/v1/organizations')).status).toBe(200);
    expect((await call('/v1/bookings')).status).toBe(403);

    await page.getByRole('button', { name: 'Revoke key Booking site' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke “Booking site”?' });
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await page.getByRole('status').filter({ hasText: 'Key “Booking site” revoked.' }).waitFor();
    await page
      .getByRole('row', { name: /Booking site/ })
      .getByText('revoked', { exact: true })
      .waitFor();
    expect((await call('/v1/organizations')).status).toBe(401);

    // The audit log has both changes, by this person.
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await page.getByRole('cell', { name: 'key.revoked' }).waitFor();
    await page.getByRole('cell', { name: 'key.created' }).waitFor();
    p.assertClean();
  });

  it('shows a viewer no key or member management, and the API refuses them keys (403)', async () => {
    const viewer = await s.createUser(ws.id, 'viewer');
    const p = await s.open(1280);
    const { page } = p;
    await s.signIn(p, viewer);
    const nav = page.getByRole('navigation', { name: 'Console' });
    await nav.getByRole('link', { name: 'Bookings' }).waitFor();
    expect(await nav.getByRole('link', { name: 'API keys' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Members' }).count()).toBe(0);

    // By its address the page says the role has no access, and offers no button.
    await page.goto(`${s.origin}/console/#/keys`);
    await page.getByText('Your role in this workspace does not give access to api keys').waitFor();
    expect(await page.getByRole('button', { name: 'Create key' }).count()).toBe(0);

    // The API itself refuses, with the viewer's own cookie and CSRF token.
    const answers = await page.evaluate(async () => {
      const session = await (await fetch('/v1/auth/session')).json();
      const list = await fetch('/v1/api-keys');
      const create = await fetch('/v1/api-keys', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': session.data.csrf_token },
        body: JSON.stringify({ name: 'sneaky', scopes: ['organizations:read'] }),
      });
      return { role: session.data.role, list: list.status, create: create.status };
    });
    expect(answers).toEqual({ role: 'viewer', list: 403, create: 403 });
    p.assertClean([refusal(403, '/v1/api-keys')]);
  });

  it('refuses a cross-site POST that carries the session cookie, and a same-site one without the CSRF token', async () => {
    const p = await s.open(1280);
    const { page, context } = p;
    await s.signIn(p, owner);

    // Another origin (another port: the same site, so the browser sends the Lax cookie) posts a form to the API.
    // A text/plain form body that reads as JSON: `{"name":"csrf",…,"x":"="}`.
    const evil =
      await startPage(`<!doctype html><form id="f" method="POST" action="${s.origin}/v1/api-keys" enctype="text/plain">
<input name='{"name":"csrf","scopes":["organizations:read"],"x":"' value='"}'></form><script>document.getElementById('f').submit()</script>`);
    try {
      const answered = page.waitForResponse(
        (r) => r.url() === `${s.origin}/v1/api-keys` && r.request().method() === 'POST',
      );
      await page.goto(evil.url);
      const response = await answered;
      const sent = await response.request().allHeaders();
      expect(sent.cookie ?? '').toContain('tc_session=');
      expect(sent.origin).toBe(evil.origin);
      expect(response.status()).toBe(403);
      expect(await response.json()).toMatchObject({ error: 'Forbidden', code: 'CSRF_REJECTED' });
    } finally {
      await evil.close();
    }

    // From the console's own origin but without X-CSRF-Token: refused too.
    await page.goto(`${s.origin}/console/#/keys`);
    await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
    const withoutToken = await page.evaluate(async () => {
      const r = await fetch('/v1/api-keys', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'no token', scopes: ['organizations:read'] }),
      });
      return { status: r.status, body: await r.json() };
    });
    expect(withoutToken).toMatchObject({ status: 403, body: { code: 'CSRF_REJECTED' } });

    // No key was made by either.
    const keys = await s.t.call('GET', '/v1/api-keys', {
      headers: { cookie: await cookieHeader(context) },
      query: { limit: 100 },
    });
    expect(keys.status).toBe(200);
    expect(keys.body.data.map((k: { name: string }) => k.name)).not.toContain('csrf');
    expect(keys.body.data.map((k: { name: string }) => k.name)).not.toContain('no token');
  });

  it('refuses a session past its idle time, and the console asks to sign in again', async () => {
    const p = await s.open(1280);
    const { page } = p;
    await s.signIn(p, owner);
    await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
    expect(await page.locator('.ws-name').innerText()).toBe('Carpathia Travel');
    const idleMinutes = s.t.config.sessionIdleMinutes;

    // Just within the idle time the session lives (and each request extends it).
    clock.advance((idleMinutes - 1) * 60_000);
    const nav = page.getByRole('navigation', { name: 'Console' });
    await nav.getByRole('link', { name: 'Bookings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
    await page
      .getByText(/No bookings match|Showing/)
      .first()
      .waitFor();

    // Past it, the next request is refused and the console says so.
    clock.advance((idleMinutes + 1) * 60_000);
    const status = await page.evaluate(async () => (await fetch('/v1/auth/session')).status);
    expect(status).toBe(401);
    await nav.getByRole('link', { name: 'API keys' }).click();
    await page.getByText('Your session has ended. Sign in again to go on.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    clock.reset();
    p.assertClean([/status of 401 /]);
  });
});

async function cookieHeader(context: import('playwright-core').BrowserContext): Promise<string> {
  return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
}

/** A page on another origin (127.0.0.1, another port). */
async function startPage(html: string): Promise<{ url: string; origin: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/`,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
