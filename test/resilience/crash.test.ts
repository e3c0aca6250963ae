// Crash test (issue 08 §2): under a steady write load the server is killed with SIGKILL and restarted. Every
// request answered 2xx must be in the database, no idempotent request may be applied twice, and every answered
// write's event must be in the outbox.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { loadConfig } from '../../src/config.js';
import { migrate } from '../../src/platform/db/migrate.js';
import { closePlatform, createPlatform, type Platform } from '../../src/platform/index.js';
import { createServices, migrations, type Services } from '../../src/modules/index.js';
import type { EventsTable } from '../../src/platform/events.js';
import { freshDatabase, urlWithSchema, type TestDatabase } from '../support/db.js';
import { startProcess } from '../support/process.js';

interface Sent {
  key: string;
  name: string;
  answeredId?: string;
}

describe('SIGKILL under write load', () => {
  let database: TestDatabase;
  let platform: Platform;
  let services: Services;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await freshDatabase();
    platform = createPlatform({ ...loadConfig({}), databaseUrl: database.url }, { log: pino({ level: 'silent' }), pgSchema: database.schema });
    await migrate(platform.db, migrations, database.schema ? { url: database.url } : undefined);
    services = createServices(platform);
    env = { DATABASE_URL: urlWithSchema(database.url, database.schema), WORKER: 'false' };
  });
  afterAll(async () => {
    await closePlatform(platform);
    await database.drop();
  });

  it('loses no answered write and applies no idempotent request twice', async () => {
    const ws = await services.workspaces.createWorkspace({ name: 'crash', perMinute: 1_000_000, burst: 100_000 });
    const { key: apiKey } = await services.workspaces.createKey({ workspaceId: ws.id });
    const post = (url: string, s: Sent) =>
      fetch(`${url}/v1/organizations`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', 'idempotency-key': s.key },
        body: JSON.stringify({ name: s.name }),
      });

    const server = await startProcess('serve', env);
    const sent: Sent[] = [];
    let stop = false;
    const writer = async () => {
      while (!stop) {
        const s: Sent = { key: randomUUID(), name: `crash-${randomUUID()}` };
        sent.push(s);
        try {
          const r = await post(server.url, s);
          if (r.status === 201) s.answeredId = ((await r.json()) as { data: { id: string } }).data.id;
        } catch {
          return; // the server died under this request
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    // Kill once a steady stream of writes has been answered.
    const deadline = Date.now() + 20_000;
    while (sent.filter((s) => s.answeredId).length < 150 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await server.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    const answered = sent.filter((s) => s.answeredId);
    expect(answered.length).toBeGreaterThanOrEqual(150);

    const restarted = await startProcess('serve', env);
    try {
      // Every answered write is there.
      for (const s of answered) {
        const r = await fetch(`${restarted.url}/v1/organizations/${s.answeredId}`, { headers: { authorization: `Bearer ${apiKey}` } });
        expect(r.status).toBe(200);
      }
      // Retrying every request with its key replays the answered ones (same id); none creates a second row.
      for (const s of answered) {
        const r = await post(restarted.url, s);
        expect(r.status).toBe(201);
        expect(r.headers.get('idempotent-replayed')).toBe('true');
        expect(((await r.json()) as { data: { id: string } }).data.id).toBe(s.answeredId);
      }
      const names = new Map<string, number>();
      const orgs = await platform.db.kysely
        .withTables<{ organizations: { workspace_id: string; name: string } }>()
        .selectFrom('organizations')
        .select('name')
        .where('workspace_id', '=', ws.id)
        .execute();
      for (const o of orgs) names.set(o.name, (names.get(o.name) ?? 0) + 1);
      expect([...names.values()].every((n) => n === 1)).toBe(true);
      // Each stored organization has its event in the outbox, written in the same transaction.
      const events = await platform.db.kysely
        .withTables<EventsTable>()
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workspace_id', '=', ws.id)
        .where('type', '=', 'organization.created')
        .executeTakeFirstOrThrow();
      expect(Number(events.n)).toBe(orgs.length);
    } finally {
      await restarted.kill('SIGTERM');
    }
  }, 120_000);
});
