// The marketplace's operator commands (`provider create|list|import|connect|grant|revoke`) as real child processes
// against the test app's database: JSON out with --json, exit codes, and their effect on the app's next request.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { databaseUrlOf, runCli, type CliResult } from '../support/cli.js';

describe('marketplace operator CLI', () => {
  let t: TestApp;
  let env: Record<string, string>;
  let ws: TestWorkspace;
  let supplier: TestWorkspace;
  const dir = mkdtempSync(path.join(tmpdir(), 'tca-feed-'));
  const cli = (...args: string[]) => runCli(args, env);
  const json = (r: CliResult) => {
    expect(r.code, `${r.stderr}\n${r.stdout}`).toBe(0);
    return JSON.parse(r.stdout);
  };
  const file = (name: string, content: string) => {
    const p = path.join(dir, name);
    writeFileSync(p, content);
    return p;
  };

  beforeAll(async () => {
    t = await createTestApp();
    env = { DATABASE_URL: databaseUrlOf(t.database) };
    [ws, supplier] = await Promise.all([t.workspace(), t.workspace()]);
  });
  afterAll(() => t.close());

  it('creates providers of both kinds and lists them', async () => {
    const [feedRun, wsRun] = await Promise.all([
      cli('provider', 'create', '--name', 'Citybreaks', '--kind', 'feed', '--json'),
      cli('provider', 'create', '--name', 'Supplier', '--kind', 'workspace', '--supplier', supplier.id, '--json'),
    ]);
    const feed = json(feedRun);
    expect(feed).toEqual({
      id: expect.stringMatching(/^prov_[0-9a-f-]{36}$/),
      name: 'Citybreaks',
      kind: 'feed',
      supplierWorkspaceId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(json(wsRun)).toMatchObject({ kind: 'workspace', supplierWorkspaceId: supplier.id });
    const list = json(await cli('provider', 'list', '--json')) as Array<{ id: string }>;
    expect(list.map((p) => p.id)).toContain(feed.id);

    const noSupplier = await cli('provider', 'create', '--name', 'x', '--kind', 'workspace', '--json');
    expect(noSupplier.code).toBe(1);
    expect(JSON.parse(noSupplier.stderr.trim())).toMatchObject({ details: { field: 'supplier' } });
    expect((await cli('provider', 'create', '--kind', 'feed')).code).toBe(2);
    expect((await cli('provider', 'create', '--name', 'x', '--kind')).code).toBe(2);
  }, 120_000);

  it('imports a feed, connects, grants and revokes; the app sees each change on its next request', async () => {
    const prov = json(await cli('provider', 'create', '--name', 'Feed Co', '--kind', 'feed', '--json')).id as string;
    const products = [
      {
        externalProductId: 'rome-3n',
        title: 'Rome, 3 nights',
        description: '<p>Rome</p>',
        kind: 'package',
        status: 'active',
        media: [],
        attributes: { destination: 'Rome' },
      },
      { externalProductId: 'oslo-2n', title: 'Oslo, 2 nights', kind: 'tour' },
    ];
    const imported = json(
      await cli('provider', 'import', prov, '--file', file('feed.json', JSON.stringify({ products })), '--json'),
    );
    expect(imported).toEqual({ providerId: prov, imported: 2, created: 2, updated: 0 });

    const bad = await cli(
      'provider',
      'import',
      prov,
      '--file',
      file('bad.json', JSON.stringify({ products: [{ title: 'no id', kind: 'tour' }] })),
      '--json',
    );
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stderr.trim())).toMatchObject({ details: { field: 'products[0].externalProductId' } });
    const missing = await cli('provider', 'import', prov, '--file', path.join(dir, 'nope.json'));
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.stderr.trim())).toMatchObject({ details: { field: 'file' } });

    expect((await t.call('GET', '/v1/marketplace/products', { key: ws.key })).body.data).toEqual([]);
    expect(json(await cli('provider', 'connect', prov, '--workspace', ws.id, '--json'))).toEqual({
      providerId: prov,
      workspaceId: ws.id,
      access: ['connection'],
    });
    expect(json(await cli('provider', 'grant', prov, '--workspace', ws.id, '--json'))).toEqual({
      providerId: prov,
      workspaceId: ws.id,
      access: ['connection', 'grant'],
    });
    const listed = await t.call('GET', '/v1/marketplace/products', { key: ws.key });
    expect(listed.body.data.map((p: { externalProductId: string }) => p.externalProductId)).toEqual([
      'oslo-2n',
      'rome-3n',
    ]);
    expect((await t.call('GET', '/v1/marketplace/providers', { key: ws.key })).body.data[0]).toMatchObject({
      id: prov,
      access: ['connection', 'grant'],
    });

    expect(json(await cli('provider', 'revoke', prov, '--workspace', ws.id, '--json'))).toEqual({
      providerId: prov,
      workspaceId: ws.id,
      revoked: true,
      disabledProducts: 0,
    });
    expect((await t.call('GET', '/v1/marketplace/providers', { key: ws.key })).body.data).toEqual([]);

    const unknown = await cli('provider', 'connect', 'prov_00000000-0000-7000-8000-000000000000', '--workspace', ws.id);
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.stderr.trim()).error).toMatch(/not found/i);
    const usage = await cli('provider', 'grant', prov);
    expect(usage.code, usage.stderr).toBe(2);
  }, 120_000);
});
