// Builds the real app on a fresh database for a test file, with helpers to make workspaces and keys, call the
// API through Fastify's inject (real routing, hooks and serialisation), read emitted events and run due jobs.
import fs from 'node:fs';
import { pino } from 'pino';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { clock } from '../../src/platform/clock.js';
import { json } from '../../src/platform/db/codecs.js';
import { migrate } from '../../src/platform/db/migrate.js';
import type { EventRecord, EventsTable } from '../../src/platform/events.js';
import { closePlatform, createPlatform, type Api, type Platform } from '../../src/platform/index.js';
import { wireModules, type Modules, type Services } from '../../src/modules/index.js';
import { freshDatabase, type TestDatabase } from './db.js';
import { documentedOperations, errorAnswerProblem, type DocumentedOperations } from './error-answers.js';

export interface TestWorkspace {
  id: string;
  type: 'live' | 'sandbox';
  /** A full-access key of this workspace. */
  key: string;
}

export interface CallOptions {
  key?: string | null;
  body?: unknown;
  /** Sent as is (for malformed JSON tests). */
  rawBody?: string;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean>;
  /** The client address the request comes from (per-IP limits). */
  remoteAddress?: string;
}

export interface Response {
  status: number;
  headers: LightMyRequestResponse['headers'];
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests assert on arbitrary JSON
  text: string;
}

export interface TestApp {
  app: Api;
  platform: Platform;
  services: Services;
  /** Every area as built for this app (buildApp takes them). */
  modules: Modules;
  database: TestDatabase;
  config: Config;
  /** A workspace with a full-access key; limits are raised unless given, so tests never meet a 429 by accident. */
  workspace(opts?: {
    type?: 'live' | 'sandbox';
    perMinute?: number;
    burst?: number;
    name?: string;
  }): Promise<TestWorkspace>;
  key(workspaceId: string, opts?: { scopes?: string[]; internal?: boolean }): Promise<string>;
  /**
   * Calls the API. An error answer must carry a catalogue code of its status, one its operation documents
   * (test/support/error-answers.ts): otherwise the call throws.
   */
  call(method: string, url: string, opts?: CallOptions): Promise<Response>;
  /** Events of a workspace, oldest first, optionally of one type. */
  events(workspaceId: string, type?: string): Promise<EventRecord[]>;
  /** Runs every due job (and the jobs they enqueue) now. */
  drainJobs(): Promise<number>;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await freshDatabase({ migrated: true });
  const config: Config = {
    // The suite's scrypt cost, which global-setup.ts sets for every process it starts (a sign-in costs ms, not 0.5 s).
    ...loadConfig({ PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST }),
    databaseUrl: database.url,
    logLevel: 'silent',
    webhookAllowPrivateTargets: true,
    galleryDir: `${process.env.TMPDIR ?? '/tmp'}/tca-gallery-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    ...overrides,
  };
  const platform = createPlatform(config, { log: pino({ level: 'silent' }), pgSchema: database.schema, poolSize: 20 });
  const wiring = wireModules(platform);
  await migrate(
    platform.db,
    wiring.migrations,
    database.schema ? { url: database.url, schema: database.schema } : undefined,
  );
  const services = wiring.services;
  const app = await buildApp(platform, wiring.modules);
  await app.ready();
  let operations: DocumentedOperations | undefined;

  const t: TestApp = {
    app,
    platform,
    services,
    modules: wiring.modules,
    database,
    config,
    async workspace(opts = {}) {
      const ws = await services.workspaces.createWorkspace({
        name: opts.name ?? 'Test workspace',
        type: opts.type ?? 'live',
        perMinute: opts.perMinute ?? 1_000_000,
        burst: opts.burst ?? 100_000,
      });
      const key = await t.key(ws.id);
      return { id: ws.id, type: ws.type, key };
    },
    async key(workspaceId, opts = {}) {
      return (await services.workspaces.createKey({ workspaceId, scopes: opts.scopes, internal: opts.internal })).key;
    },
    async call(method, url, opts = {}) {
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (opts.key) headers.authorization = `Bearer ${opts.key}`;
      let payload: string | undefined;
      if (opts.rawBody !== undefined) payload = opts.rawBody;
      else if (opts.body !== undefined) payload = JSON.stringify(opts.body);
      if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers,
        payload,
        query: opts.query as Record<string, string>,
        remoteAddress: opts.remoteAddress,
      });
      operations ??= documentedOperations(app.swagger() as unknown as Parameters<typeof documentedOperations>[0]);
      const problem = errorAnswerProblem(operations, method, url, res.statusCode, res.body);
      if (problem) throw new Error(`error answer: ${problem}`);
      let body: unknown;
      try {
        body = res.body ? JSON.parse(res.body) : undefined;
      } catch {
        body = undefined;
      }
      return { status: res.statusCode, headers: res.headers, body, text: res.body };
    },
    async events(workspaceId, type) {
      let q = platform.db.kysely
        .withTables<EventsTable>()
        .selectFrom('events')
        .selectAll()
        .where('workspace_id', '=', workspaceId);
      if (type) q = q.where('type', '=', type);
      const rows = await q.orderBy('created_at').orderBy('id').execute();
      return rows.map((r) => ({
        id: r.id,
        type: r.type,
        created_at: r.created_at,
        workspace_id: r.workspace_id,
        data: json.read(r.data),
      }));
    },
    drainJobs: () => platform.jobs.drain(),
    async close() {
      clock.reset();
      await app.close();
      await closePlatform(platform);
      await database.drop();
      // The gallery folder this app made for itself (one a test passes in is the test's to remove).
      if (overrides.galleryDir === undefined) fs.rmSync(config.galleryDir, { recursive: true, force: true });
    },
  };
  return t;
}
