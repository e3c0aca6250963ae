// The booking page's handle (issue 29 §1): a workspace setting shown by GET /v1/workspace, made from the name at
// creation by the contract's slug rule (numbered when taken), changeable by PATCH (409 when another workspace's,
// 400 naming the field when malformed), and given to workspaces made before it by their migration.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import type { WorkspacesTables } from '../../src/modules/workspaces/store.js';
import { migrate } from '../../src/platform/db/migrate.js';
import { closePlatform, createPlatform } from '../../src/platform/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { slugOfName as smokeSlug } from '../support/bookpage.js';
import { freshDatabase } from '../support/db.js';
import { allMigrations } from '../support/migrations.js';

describe('the booking page handle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const handleOf = async (key: string) =>
    (await t.call('GET', '/v1/workspace', { key })).body.data.bookingPageHandle as string;

  it("defaults to the contract's slug of the name, numbered when another workspace has it", async () => {
    const name = `  Blue Danube — Tours & Cruises (Wien) ${Date.now()}`;
    const first = await t.workspace({ name });
    const second = await t.workspace({ name });
    const third = await t.workspace({ name });
    expect(await handleOf(first.key)).toBe(smokeSlug(name));
    expect(await handleOf(second.key)).toBe(`${smokeSlug(name)}-2`);
    expect(await handleOf(third.key)).toBe(`${smokeSlug(name)}-3`);
    // Accents keep their letter (the rule the contract fixes); a name without any ASCII letter gets a fallback.
    expect(await handleOf((await t.workspace({ name: 'Brașov Trips' })).key)).toBe(smokeSlug('Brașov Trips'));
    const greek = await handleOf((await t.workspace({ name: 'Ωραία ταξίδια' })).key);
    expect(greek).toMatch(/^booking(-[0-9]+)?$/);
  });

  it('numbers two workspaces of one name made at the same moment apart', async () => {
    const name = `Race Tours ${Date.now()}`;
    const made = await Promise.all([1, 2, 3].map(() => t.services.workspaces.createWorkspace({ name })));
    expect(made.map((w) => w.bookingPageHandle).sort()).toEqual(
      [smokeSlug(name), `${smokeSlug(name)}-2`, `${smokeSlug(name)}-3`].sort(),
    );
  });

  it('changes by PATCH, is unique across workspaces, and a rename leaves it alone', async () => {
    const mine = await t.workspace({ name: 'Handle Mine' });
    const theirs = await t.workspace({ name: 'Handle Theirs' });
    const wanted = `danube-${Date.now()}`;
    const set = await t.call('PATCH', '/v1/workspace', { key: mine.key, body: { bookingPageHandle: wanted } });
    expect(set.status, set.text).toBe(200);
    expect(set.body.data.bookingPageHandle).toBe(wanted);
    expect(await handleOf(mine.key)).toBe(wanted);
    expect((await t.services.workspaces.findByHandle(wanted))?.id).toBe(mine.id);

    // Setting its own handle again is fine; renaming keeps the handle (links already shared keep working).
    const again = await t.call('PATCH', '/v1/workspace', {
      key: mine.key,
      body: { bookingPageHandle: wanted, name: 'Handle Renamed' },
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body.data).toMatchObject({ name: 'Handle Renamed', bookingPageHandle: wanted });

    const before = await t.call('GET', '/v1/workspace', { key: theirs.key });
    const taken = await t.call('PATCH', '/v1/workspace', {
      key: theirs.key,
      body: { bookingPageHandle: wanted, timezone: 'Europe/Vienna' },
    });
    expect(taken.status, taken.text).toBe(409);
    expect(taken.body.code).toBe('BOOKING_PAGE_HANDLE_TAKEN');
    expect(taken.body.details.field).toBe('bookingPageHandle');
    // Nothing of the refused body was written.
    expect((await t.call('GET', '/v1/workspace', { key: theirs.key })).body.data).toEqual(before.body.data);
  });

  it('refuses a malformed handle naming the field, writing nothing', async () => {
    const w = await t.workspace({ name: 'Handle Bad Input' });
    const before = await handleOf(w.key);
    for (const bad of [
      'Blue-Danube',
      'blue danube',
      '-blue',
      'blue-',
      'blue--danube',
      'brașov',
      '',
      'x'.repeat(201),
      7,
    ]) {
      const r = await t.call('PATCH', '/v1/workspace', { key: w.key, body: { bookingPageHandle: bad } });
      expect(r.status, `${JSON.stringify(bad)}: ${r.text}`).toBe(400);
      expect(r.body.details.field).toBe('bookingPageHandle');
    }
    expect(await handleOf(w.key)).toBe(before);
  });

  it('needs workspace:write to change and workspace:read to see', async () => {
    const w = await t.workspace({ name: 'Handle Scopes' });
    const reader = await t.key(w.id, { scopes: ['workspace:read'] });
    const none = await t.key(w.id, { scopes: ['bookings:read'] });
    expect((await t.call('GET', '/v1/workspace', {})).status).toBe(401);
    expect((await t.call('GET', '/v1/workspace', { key: none })).status).toBe(403);
    const patch = await t.call('PATCH', '/v1/workspace', {
      key: reader,
      body: { bookingPageHandle: 'handle-scopes-x' },
    });
    expect(patch.status).toBe(403);
    expect(await handleOf(reader)).toBe(smokeSlug('Handle Scopes'));
  });
});

describe('the handle migration', () => {
  it('gives existing workspaces their handles, oldest first, numbered when names share one', async () => {
    const database = await freshDatabase();
    const p = createPlatform(
      { ...loadConfig({}), databaseUrl: database.url, logLevel: 'silent' },
      { log: pino({ level: 'silent' }), pgSchema: database.schema },
    );
    const lock = database.schema ? { url: database.url, schema: database.schema } : undefined;
    try {
      const { '0102_workspaces_booking_page_handle': handleMigration, ...before } = allMigrations;
      expect(handleMigration).toBeDefined();
      await migrate(p.db, before, lock);
      const rows = [
        { id: 'ws_b', name: 'Sibiu Walks', created_at: '2026-01-02T00:00:00.000Z' },
        { id: 'ws_a', name: 'Sibiu Walks', created_at: '2026-01-01T00:00:00.000Z' },
        { id: 'ws_c', name: 'Δ', created_at: '2026-01-03T00:00:00.000Z' },
      ];
      const old = p.db.kysely.withTables<{ workspaces: Omit<WorkspacesTables['workspaces'], 'booking_page_handle'> }>();
      for (const r of rows)
        await old
          .insertInto('workspaces')
          .values({ ...r, type: 'live', rate_per_minute: 1, rate_burst: 1, settings: '{}', updated_at: r.created_at })
          .execute();
      await migrate(p.db, allMigrations, lock);
      const handles = await p.db.kysely
        .withTables<WorkspacesTables>()
        .selectFrom('workspaces')
        .select(['id', 'booking_page_handle'])
        .orderBy('id')
        .execute();
      expect(handles).toEqual([
        { id: 'ws_a', booking_page_handle: 'sibiu-walks' },
        { id: 'ws_b', booking_page_handle: 'sibiu-walks-2' },
        { id: 'ws_c', booking_page_handle: 'booking' },
      ]);
      // The index keeps them unique from now on.
      await expect(
        p.db.kysely
          .withTables<WorkspacesTables>()
          .updateTable('workspaces')
          .set({ booking_page_handle: 'sibiu-walks' })
          .where('id', '=', 'ws_c')
          .execute(),
      ).rejects.toThrow();
    } finally {
      await closePlatform(p);
      await database.drop();
    }
  });
});
