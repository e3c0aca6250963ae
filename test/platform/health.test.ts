// Health endpoints: /healthz (process up, no key) and /readyz (database answers and every migration is applied).
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { migrate } from '../../src/platform/db/migrate.js';
import { closePlatform, createPlatform } from '../../src/platform/index.js';
import { createModules } from '../../src/modules/index.js';
import { allMigrations as migrations } from '../support/migrations.js';
import { createTestApp } from '../support/app.js';
import { freshDatabase } from '../support/db.js';

const log = pino({ level: 'silent' });
const ALL = Object.keys(migrations).sort();

describe('health endpoints', () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const c of cleanup.splice(0).reverse()) await c();
  });

  it('/healthz answers 200 without a key; /readyz 200 when the database answers and is migrated', async () => {
    const t = await createTestApp();
    cleanup.push(() => t.close());
    const health = await t.call('GET', '/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ ok: true });
    const ready = await t.call('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ ok: true });
    // A key is not needed, and a bad one does not matter.
    expect((await t.call('GET', '/healthz', { key: 'tca_ws_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })).status).toBe(200);
  });

  it('/readyz answers 503 while migrations are pending', async () => {
    const database = await freshDatabase();
    cleanup.push(() => database.drop());
    const p = createPlatform(
      { ...loadConfig({}), databaseUrl: database.url, logLevel: 'silent' },
      { log, pgSchema: database.schema },
    );
    cleanup.push(() => closePlatform(p));
    const app = await buildApp(p, createModules(p));
    cleanup.push(() => app.close());
    const pending = await app.inject({ method: 'GET', url: '/readyz' });
    expect(pending.statusCode).toBe(503);
    expect(pending.json()).toMatchObject({ error: 'Migrations pending', code: 'SERVICE_UNAVAILABLE' });
    expect(pending.headers['content-type']).toMatch(/^application\/json/);
    expect(pending.headers['x-request-id']).toMatch(/^req_/);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    // Part of them is still not ready; all of them is.
    const [firstName] = ALL;
    await migrate(
      p.db,
      Object.fromEntries(Object.entries(migrations).filter(([n]) => n === firstName)),
      database.schema ? { url: database.url } : undefined,
    );
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    await migrate(p.db, migrations, database.schema ? { url: database.url } : undefined);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('/readyz answers 503 when the database does not answer; /healthz stays 200', async () => {
    const t = await createTestApp();
    cleanup.push(async () => {
      await t.app.close();
      await t.platform.jobs.stop();
      await t.database.drop();
    });
    // Close the database under the running app (what a lost database looks like from the process).
    await t.platform.db.close();
    const r = await t.call('GET', '/readyz');
    expect(r.status).toBe(503);
    expect(r.body).toEqual({ ok: false, error: expect.any(String), code: 'SERVICE_UNAVAILABLE' });
    expect(r.text).not.toMatch(/sqlite|postgres|destroyed|ECONNREFUSED/i);
    expect((await t.call('GET', '/healthz')).status).toBe(200);
  });
});
