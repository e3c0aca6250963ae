// The operator CLI (README, "Operating"), run as a real child process against the test app's database: what it prints,
// what it stores, that its changes take effect on the app's next request, and its exit codes; the README's CLI lines
// run as written, and the links it prints reach the running server.
import { exec } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { databaseUrlOf, runCli, type CliResult } from '../support/cli.js';
import { startProcess } from '../support/process.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The CLI lines of the README's shell blocks, as a reader would copy them. */
function readmeCliLines(): string[] {
  const blocks = [...fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8').matchAll(/```sh\n([\s\S]*?)```/g)].map(
    (m) => m[1]!,
  );
  return blocks.flatMap((b) => b.split('\n')).filter((line) => /^npm run .*\bcli -- /.test(line));
}

describe('operator CLI', () => {
  let t: TestApp;
  let env: Record<string, string>;
  const cli = (...args: string[]) => runCli(args, env);
  const json = (r: CliResult) => {
    expect(r.code, `${r.stderr}\n${r.stdout}`).toBe(0);
    return JSON.parse(r.stdout);
  };

  beforeAll(async () => {
    t = await createTestApp();
    env = { DATABASE_URL: databaseUrlOf(t.database) };
  });
  afterAll(() => t.close());

  it('creates workspaces with the type’s default limits or the given ones', async () => {
    const [sandbox, live, plain] = await Promise.all([
      cli(
        'workspace',
        'create',
        '--name',
        'CLI sandbox',
        '--type',
        'sandbox',
        '--per-minute',
        '2',
        '--burst',
        '2',
        '--json',
      ),
      cli('workspace', 'create', '--name', 'CLI live', '--type', 'live', '--json'),
      cli('workspace', 'create', '--name', 'CLI default', '--json'),
    ]);
    const s = json(sandbox);
    expect(s).toMatchObject({
      id: expect.stringMatching(/^ws_/),
      name: 'CLI sandbox',
      type: 'sandbox',
      limits: { perMinute: 2, burst: 2 },
    });
    expect(json(live)).toMatchObject({ type: 'live', limits: { perMinute: 3000, burst: 30 } });
    expect(json(plain)).toMatchObject({ name: 'CLI default', type: 'live', limits: { perMinute: 3000, burst: 30 } });
    // Stored where the server reads it: 2 a minute applies on the app's next requests (the minute window, not the
    // one-second burst, so a slow machine cannot outlast it).
    expect(await t.services.workspaces.getWorkspace(s.id)).toMatchObject({
      type: 'sandbox',
      limits: { perMinute: 2, burst: 2 },
    });
    const key = await t.key(s.id);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await t.call('GET', '/v1/organizations', { key })).status);
    expect(statuses).toEqual([200, 200, 429]);
    const sandboxDefaults = json(
      await cli('workspace', 'create', '--name', 'CLI sandbox defaults', '--type', 'sandbox', '--json'),
    );
    expect(sandboxDefaults.limits).toEqual({ perMinute: 100, burst: 5 });
  }, 60_000);

  it('sets limits, effective on the next request, and lists workspaces', async () => {
    const ws = await t.services.workspaces.createWorkspace({ name: 'Limits target', type: 'sandbox' });
    const key = await t.key(ws.id);
    expect((await t.call('GET', '/v1/organizations', { key })).headers['x-ratelimit-limit']).toBe('100');
    const set = json(await cli('workspace', 'set-limits', ws.id, '--per-minute', '5000', '--burst', '50', '--json'));
    expect(set).toMatchObject({ id: ws.id, limits: { perMinute: 5000, burst: 50 } });
    expect((await t.call('GET', '/v1/organizations', { key })).headers['x-ratelimit-limit']).toBe('5000');
    const one = json(await cli('workspace', 'set-limits', ws.id, '--burst', '7', '--json'));
    expect(one.limits).toEqual({ perMinute: 5000, burst: 7 });
    const list = json(await cli('workspace', 'list', '--json')) as Array<{
      id: string;
      name: string;
      type: string;
      limits: object;
    }>;
    expect(list.find((w) => w.id === ws.id)).toEqual({
      id: ws.id,
      name: 'Limits target',
      type: 'sandbox',
      limits: { perMinute: 5000, burst: 7 },
    });
    const missing = await cli('workspace', 'set-limits', 'ws_00000000-0000-7000-8000-000000000000', '--burst', '3');
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.stderr.trim())).toMatchObject({ error: expect.stringMatching(/not found/i) });
  }, 60_000);

  it('creates keys shown once, with scopes and the internal flag, that work on the next request', async () => {
    const ws = await t.services.workspaces.createWorkspace({ name: 'Keys', perMinute: 100_000, burst: 10_000 });
    const target = await t.services.workspaces.createWorkspace({
      name: 'Keys target',
      perMinute: 100_000,
      burst: 10_000,
    });
    const [scopedRun, fullRun] = await Promise.all([
      cli(
        'key',
        'create',
        '--workspace',
        ws.id,
        '--name',
        'ops',
        '--scopes',
        'a:b,c:*,organizations:read',
        '--internal',
        '--json',
      ),
      cli('key', 'create', '--workspace', ws.id, '--json'),
    ]);
    const scoped = json(scopedRun);
    expect(scoped).toMatchObject({
      id: expect.stringMatching(/^key_/),
      workspaceId: ws.id,
      name: 'ops',
      scopes: ['a:b', 'c:*', 'organizations:read'],
      internal: true,
    });
    expect(scoped.key).toMatch(/^[a-z0-9]+_ws_[A-Za-z0-9]+$/);
    const full = json(fullRun);
    expect(full).toMatchObject({ workspaceId: ws.id, scopes: [], internal: false });
    expect(full.key).toMatch(/^[a-z0-9]+_ws_[A-Za-z0-9]+$/);
    expect(full.key).not.toBe(scoped.key);

    // The internal key acts in the workspace it names, within its scopes.
    const headers = { 'x-workspace-id': target.id };
    expect((await t.call('GET', '/v1/organizations', { key: scoped.key, headers })).status).toBe(200);
    expect((await t.call('POST', '/v1/organizations', { key: scoped.key, headers, body: { name: 'x' } })).status).toBe(
      403,
    );
    expect((await t.call('GET', '/v1/organizations', { key: scoped.key })).status).toBe(400);
    // No scopes: full access.
    expect(
      (await t.call('POST', '/v1/organizations', { key: full.key, body: { name: 'From a CLI key' } })).status,
    ).toBe(201);
    expect(
      (await t.call('POST', '/v1/people', { key: full.key, body: { firstName: 'A', lastName: 'B' } })).status,
    ).toBe(201);
  }, 60_000);

  it('lists keys without their values or hashes, and revokes them', async () => {
    const ws = await t.services.workspaces.createWorkspace({ name: 'Listed', perMinute: 100_000, burst: 10_000 });
    const a = await t.services.workspaces.createKey({ workspaceId: ws.id, name: 'first' });
    const b = await t.services.workspaces.createKey({ workspaceId: ws.id, name: 'second', scopes: ['customers:read'] });
    const [jsonRun, textRun] = await Promise.all([
      cli('key', 'list', '--workspace', ws.id, '--json'),
      cli('key', 'list', '--workspace', ws.id),
    ]);
    for (const r of [jsonRun, textRun]) {
      expect(r.code, r.stderr).toBe(0);
      for (const k of [a, b]) {
        expect(r.stdout).not.toContain(k.key);
        expect(r.stdout).not.toContain(k.key.slice(0, -4)); // not even most of it
        expect(r.stdout).not.toContain(createHash('sha256').update(k.key).digest('hex'));
      }
    }
    const listed = JSON.parse(jsonRun.stdout) as Array<Record<string, unknown>>;
    expect(listed.map((k) => k.id)).toEqual([a.id, b.id]);
    expect(listed[1]).toMatchObject({ name: 'second', scopes: ['customers:read'], status: 'active' });
    for (const k of listed) {
      expect(Object.keys(k)).not.toContain('key');
      expect(Object.keys(k)).not.toContain('key_hash');
      expect(Object.keys(k)).not.toContain('keyHash');
    }

    expect((await t.call('GET', '/v1/people', { key: b.key })).status).toBe(200);
    const revoked = json(await cli('key', 'revoke', b.id, '--json'));
    expect(revoked).toMatchObject({ id: b.id, status: 'revoked', revokedAt: expect.any(String) });
    expect((await t.call('GET', '/v1/people', { key: b.key, remoteAddress: '198.51.100.7' })).status).toBe(401);
    expect((await t.call('GET', '/v1/people', { key: a.key })).status).toBe(200);
    const after = json(await cli('key', 'list', '--workspace', ws.id, '--json')) as Array<{
      id: string;
      status: string;
    }>;
    expect(after.map((k) => k.status)).toEqual(['active', 'revoked']);
    const unknown = await cli('key', 'revoke', 'key_00000000-0000-7000-8000-000000000000');
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.stderr.trim())).toMatchObject({ error: expect.any(String) });
  }, 60_000);

  it('exits 2 with the usage on usage errors, touching nothing', async () => {
    const before = (await t.services.workspaces.listWorkspaces()).length;
    const cases = [
      [],
      ['frobnicate'],
      ['workspace', 'create'],
      ['workspace', 'create', '--name'],
      ['workspace', 'create', '--name', 'x', '--type', 'premium'],
      ['workspace', 'create', '--name', 'x', '--per-minute', 'lots'],
      ['workspace', 'create', '--name', 'x', '--bogus'],
      ['key', 'revoke'],
    ];
    const results = await Promise.all(cases.map((args) => cli(...args)));
    results.forEach((r, i) => {
      expect(r.code, `${cases[i]!.join(' ')}: ${r.stderr}`).toBe(2);
      expect(r.stderr, cases[i]!.join(' ')).toContain('usage:');
      expect(r.stdout, cases[i]!.join(' ')).toBe('');
    });
    expect((await t.services.workspaces.listWorkspaces()).length).toBe(before);
  }, 120_000);

  it('refuses a malformed scope with exit 1 and a JSON error, creating no key', async () => {
    const ws = await t.services.workspaces.createWorkspace({ name: 'Bad scopes' });
    const r = await cli('key', 'create', '--workspace', ws.id, '--scopes', 'organizations', '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stderr.trim())).toMatchObject({ error: expect.any(String), details: { field: 'scopes' } });
    expect(await t.services.workspaces.listKeys(ws.id)).toEqual([]);
  }, 60_000);

  it('migrates on demand (a no-op on a migrated database)', async () => {
    expect(json(await cli('migrate', '--json'))).toEqual({ applied: [] });
  }, 60_000);

  it('prints setup links to the running server when run without its PORT, or to PUBLIC_URL', async () => {
    const ws = await t.services.workspaces.createWorkspace({ name: 'Links' });
    const server = await startProcess('api', { DATABASE_URL: databaseUrlOf(t.database) });
    try {
      expect(server.url).not.toBe('http://127.0.0.1:3000');
      // The operator's shell has no PORT (or another one): the link still reaches the server.
      const made = json(await cli('user', 'create', '--workspace', ws.id, '--email', 'links@example.com', '--json'));
      expect(made.setupUrl).toMatch(new RegExp(`^${server.url.replace(/\./g, '\\.')}/console/#/setup\\?token=`));
      const page = await fetch(made.setupUrl.split('#')[0]);
      expect(page.status, 'the console of the running server').not.toBe(404);
      const other = await runCli(['user', 'create', '--workspace', ws.id, '--email', 'links2@example.com', '--json'], {
        ...env,
        PORT: '3999',
      });
      expect(json(other).setupUrl.startsWith(`${server.url}/console/`)).toBe(true);
      const proxied = await runCli(
        ['user', 'create', '--workspace', ws.id, '--email', 'links3@example.com', '--json'],
        { ...env, PUBLIC_URL: 'https://travel.example.net' },
      );
      expect(json(proxied).setupUrl).toMatch(/^https:\/\/travel\.example\.net\/console\/#\/setup\?token=/);
    } finally {
      await server.kill();
    }
  }, 90_000);

  it('runs the README’s CLI lines as written, each printing JSON and nothing else', async () => {
    const lines = readmeCliLines();
    expect(lines.length).toBeGreaterThanOrEqual(5);
    let workspaceId = '';
    for (const line of lines) {
      // The reader puts their workspace id where the README writes ws_…
      const command = line.replaceAll('ws_…', workspaceId);
      const { stdout } = await promisify(exec)(command, {
        cwd: ROOT,
        env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
        timeout: 90_000,
      });
      let out: unknown;
      expect(() => (out = JSON.parse(stdout)), `${line}\n${stdout}`).not.toThrow();
      const made = out as { id?: string; workspaceId?: string };
      if (made.id?.startsWith('ws_')) workspaceId = made.id;
    }
    expect(workspaceId).toMatch(/^ws_/);
  }, 180_000);
});
