// Backups (docs/operating.md): the real CLI takes one while bookings are being written, and every booking answered
// 201 before it began is in the restored database; restore refuses a non-empty target, a newer schema and a damaged
// archive; `migrate --dry-run` changes nothing; the worker's scheduled job takes, rotates and counts them; without
// pg_dump the PostgreSQL backup says how to install it. On SQLite, or on PostgreSQL with TEST_DATABASE_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { openDatabase } from '../../src/platform/db/index.js';
import { extractArchive, writeArchive } from '../../src/modules/backups/archive.js';
import type { Manifest } from '../../src/modules/backups/service.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { bookingBody, record, trip, type Trip } from '../support/bookings.js';
import { databaseUrlOf, runCli, type CliResult } from '../support/cli.js';
import { freshDatabase, onPostgres, urlOfDatabase, urlWithSchema, withPgClient } from '../support/db.js';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tca-backups-'));
const pgUrl = process.env.TEST_DATABASE_URL;
const created: string[] = [];

/** A new, empty database to restore into: a file, or a PostgreSQL database of its own (the backup's schema named). */
async function emptyTarget(schema?: string): Promise<string> {
  const name = `${process.env.TEST_SCHEMA_PREFIX ?? 't_'}bk${randomBytes(5).toString('hex')}`;
  if (!pgUrl) return `sqlite:${path.join(work, `${name}.sqlite`)}`;
  await withPgClient(pgUrl, (c) => c.query(`create database ${name}`));
  created.push(name);
  return urlWithSchema(urlOfDatabase(pgUrl, name), schema);
}

/** Runs `fn` on the database at `url` (its tables, its rows). */
async function onDatabase<T>(url: string, fn: (db: ReturnType<typeof openDatabase>) => Promise<T>): Promise<T> {
  const db = openDatabase(url);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

async function tableCount(url: string): Promise<number> {
  return onDatabase(url, async (db) => {
    const q =
      db.dialect === 'postgres'
        ? sql<{ n: number }>`select count(*) as n from information_schema.tables where table_schema = ${db.pgSchema}`
        : sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'table'`;
    return Number((await q.execute(db.kysely)).rows[0]!.n);
  });
}

function refusal(r: CliResult): { error: string; code: string } {
  expect(r.code, r.stdout).toBe(1);
  return JSON.parse(r.stderr.trim().split('\n').at(-1)!);
}

afterAll(async () => {
  fs.rmSync(work, { recursive: true, force: true });
  if (pgUrl)
    for (const name of created)
      await withPgClient(pgUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
});

describe('backup and restore through the CLI', () => {
  let t: TestApp;
  let w: TestWorkspace;
  let x: Trip;
  let env: Record<string, string>;
  const archive = path.join(work, 'taken-while-writing.tar.gz');
  let acknowledgedBefore: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    w = await t.workspace();
    x = await trip(t, w.key, { capacity: 100_000 });
    env = { DATABASE_URL: databaseUrlOf(t.database), GALLERY_DIR: t.config.galleryDir };
    fs.mkdirSync(path.join(t.config.galleryDir, 'ws', 'photo'), { recursive: true });
    fs.writeFileSync(path.join(t.config.galleryDir, 'ws', 'photo', 'f1'), 'the bytes of a photo');
    // An upload still arriving is not a file of the gallery yet.
    fs.mkdirSync(path.join(t.config.galleryDir, '.incoming'), { recursive: true });
    fs.writeFileSync(path.join(t.config.galleryDir, '.incoming', 'a'.repeat(24)), 'half');
  });
  afterAll(() => t.close());

  it('takes a consistent copy while bookings are written, and restores every booking acknowledged before it', async () => {
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const r = await t.call('POST', '/v1/bookings', { key: w.key, body: bookingBody(x) });
        expect(r.status, r.text).toBe(201);
        acknowledged.push(record(r, 'booking').id);
        // A steady stream rather than a flood: small data, and the CLI's process keeps its share of the machine.
        await sleep(5);
      }
    })();
    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
    acknowledgedBefore = [...acknowledged];
    let backup: CliResult;
    try {
      backup = await runCli(['backup', '--to', archive, '--json'], env);
    } finally {
      writing = false;
      await writer;
    }
    expect(backup.code, backup.stderr).toBe(0);
    // The writes went on while the CLI ran: the copy was taken under load.
    expect(acknowledged.length).toBeGreaterThan(acknowledgedBefore.length);
    const out = JSON.parse(backup.stdout);
    expect(out).toMatchObject({
      file: archive,
      database: { format: onPostgres ? 'pg_dump' : 'sqlite', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      gallery: { files: 1, bytes: 'the bytes of a photo'.length },
    });
    expect(out.rowCounts.bookings).toBeGreaterThanOrEqual(acknowledgedBefore.length);
    expect(out.rowCounts.bookings).toBeLessThanOrEqual(acknowledged.length);
    expect(fs.existsSync(`${archive}.partial`)).toBe(false);

    const target = await emptyTarget(t.database.schema);
    const galleryDir = path.join(work, 'restored-gallery');
    const restore = await runCli(
      ['restore', '--from', archive, '--to', target, '--gallery-dir', galleryDir, '--json'],
      env,
    );
    expect(restore.code, restore.stderr).toBe(0);
    const restored = JSON.parse(restore.stdout);
    expect(restored).toMatchObject({ createdAt: out.createdAt, galleryFiles: 1, migrations: { applied: [] } });
    expect(restored.migrations.restored).toBe(out.migrations);
    const ids = await onDatabase(target, async (db) =>
      (await sql<{ id: string }>`select id from bookings`.execute(db.kysely)).rows.map((r) => r.id),
    );
    // The restored rows are exactly the snapshot the manifest counted, and hold every acknowledged booking.
    expect(ids.length).toBe(out.rowCounts.bookings);
    expect(ids).toEqual(expect.arrayContaining(acknowledgedBefore));
    expect(fs.readFileSync(path.join(galleryDir, 'ws', 'photo', 'f1'), 'utf8')).toBe('the bytes of a photo');
    expect(fs.existsSync(path.join(galleryDir, '.incoming'))).toBe(false);
    // The restored database serves: the CLI finds the workspace there, and the integrity check finds no difference
    // (seats taken, list totals, money of the bookings restored mid-stream).
    const listed = await runCli(['workspace', 'list', '--json'], { ...env, DATABASE_URL: target });
    expect(listed.code, listed.stderr).toBe(0);
    expect(JSON.parse(listed.stdout).map((ws: { id: string }) => ws.id)).toContain(w.id);
    const verified = await runCli(['verify', '--json'], { ...env, DATABASE_URL: target });
    expect(verified.code, verified.stdout).toBe(0);
    expect(JSON.parse(verified.stdout)).toMatchObject({ ok: true, differences: [] });
  }, 120_000);

  it('refuses a non-empty target, a newer schema and a damaged archive, writing nothing', async () => {
    expect(fs.existsSync(archive), 'the first test made the archive').toBe(true);
    const dir = path.join(work, 'unpacked');
    fs.mkdirSync(dir);
    await extractArchive(archive, dir);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
    /** The archive again, with `change` made to its files first. */
    const variant = async (name: string, change: (m: Manifest, payload: string) => void) => {
      const m = structuredClone(manifest);
      const payload = path.join(dir, `${name}-payload`);
      fs.copyFileSync(path.join(dir, m.database.file.name), payload);
      change(m, payload);
      const file = path.join(work, `${name}.tar.gz`);
      const a = writeArchive(file);
      await a.addFile(m.database.file.name, payload);
      for (const f of m.gallery.files) await a.addFile(f.name, path.join(dir, f.name));
      await a.addBuffer('manifest.json', Buffer.from(JSON.stringify(m)));
      await a.finish();
      return file;
    };
    const newer = await variant('newer', (m) => m.database.migrations.push('9990_future_feature'));
    const tampered = await variant('tampered', (_m, payload) => {
      const bytes = fs.readFileSync(payload);
      bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
      fs.writeFileSync(payload, bytes);
    });
    const truncated = path.join(work, 'truncated.tar.gz');
    const whole = fs.readFileSync(archive);
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));

    const targets = await Promise.all([1, 2, 3].map(() => emptyTarget(t.database.schema)));
    const restore = (from: string, to: string, gallery: string) =>
      runCli(['restore', '--from', from, '--to', to, '--gallery-dir', path.join(work, gallery), '--json'], env);
    const [nonEmpty, schema, damaged, cut] = await Promise.all([
      restore(archive, env.DATABASE_URL!, 'g-nonempty'),
      restore(newer, targets[0]!, 'g-newer'),
      restore(tampered, targets[1]!, 'g-tampered'),
      restore(truncated, targets[2]!, 'g-truncated'),
    ]);
    expect(refusal(nonEmpty)).toMatchObject({ code: 'TARGET_NOT_EMPTY' });
    expect(refusal(schema)).toMatchObject({
      code: 'SCHEMA_NEWER',
      error: expect.stringContaining('9990_future_feature'),
    });
    expect(refusal(damaged)).toMatchObject({
      code: 'ARCHIVE_CORRUPT',
      error: expect.stringContaining(`${manifest.database.file.name} does not match its checksum`),
    });
    expect(refusal(cut)).toMatchObject({ code: 'ARCHIVE_CORRUPT' });
    // Nothing was written: the targets are still empty, the source still has its bookings.
    for (const target of targets) expect(await tableCount(target)).toBe(0);
    for (const g of ['g-newer', 'g-tampered', 'g-truncated']) expect(fs.existsSync(path.join(work, g))).toBe(false);
    const listed = await t.call('GET', '/v1/bookings', { key: w.key });
    expect(listed.body.pagination.total).toBeGreaterThanOrEqual(acknowledgedBefore.length);

    // A restore into a gallery folder that already holds files is refused too.
    const busyGallery = path.join(work, 'g-busy');
    fs.mkdirSync(busyGallery);
    fs.writeFileSync(path.join(busyGallery, 'someone-else'), 'x');
    const into = await emptyTarget(t.database.schema);
    expect(
      refusal(await runCli(['restore', '--from', archive, '--to', into, '--gallery-dir', busyGallery], env)),
    ).toMatchObject({ code: 'GALLERY_NOT_EMPTY' });
    expect(await tableCount(into)).toBe(0);
  }, 120_000);

  it('never overwrites a file with a backup', async () => {
    const r = await runCli(['backup', '--to', archive], env);
    expect(refusal(r)).toMatchObject({ code: 'FILE_EXISTS' });
  });

  it.skipIf(!onPostgres)('says how to install pg_dump when it is missing', async () => {
    const noTools = path.join(work, 'empty-path');
    fs.mkdirSync(noTools);
    const r = await runCli(['backup', '--to', path.join(work, 'never.tar.gz')], { ...env, PATH: noTools });
    const { code, error } = refusal(r);
    expect(code).toBe('PG_CLIENT_MISSING');
    expect(error).toContain('pg_dump is not installed');
    expect(error).toContain('apt-get install postgresql-client');
    expect(fs.readdirSync(work).filter((n) => n.startsWith('never'))).toEqual([]);
  });
});

describe('migrate --dry-run', () => {
  it('lists the pending migrations and changes nothing; none once migrated', async () => {
    const empty = await freshDatabase();
    const t = await createTestApp();
    try {
      const url = databaseUrlOf(empty);
      const before = await tableCount(url);
      const r = await runCli(['migrate', '--dry-run', '--json'], { DATABASE_URL: url });
      expect(r.code, r.stderr).toBe(0);
      const { pending, applied } = JSON.parse(r.stdout);
      const all = await onDatabase(databaseUrlOf(t.database), async (db) =>
        (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db.kysely)).rows.map(
          (m) => m.name,
        ),
      );
      expect(applied).toEqual([]);
      expect(pending).toEqual(all);
      expect(await tableCount(url)).toBe(before);
      // A backup is of the schema as it is (taken before an upgrade, by the new code): it migrates nothing either.
      const backup = await runCli(['backup', '--to', path.join(work, 'unmigrated.tar.gz'), '--json'], {
        DATABASE_URL: url,
        GALLERY_DIR: path.join(work, 'no-gallery'),
      });
      expect(backup.code, backup.stderr).toBe(0);
      expect(JSON.parse(backup.stdout)).toMatchObject({ migrations: 0, gallery: { files: 0 } });
      expect(await tableCount(url)).toBe(before);
      const done = await runCli(['migrate', '--dry-run', '--json'], { DATABASE_URL: databaseUrlOf(t.database) });
      expect(JSON.parse(done.stdout)).toEqual({ pending: [], applied: [] });
    } finally {
      await t.close();
      await empty.drop();
    }
  }, 60_000);
});

describe('scheduled backups', () => {
  let t: TestApp;
  const dir = path.join(work, 'scheduled');
  const START = Date.UTC(2031, 0, 6, 3, 0, 0);

  beforeAll(async () => {
    t = await createTestApp({ backupDir: dir, backupEveryHours: 6, backupKeep: 2, metricsToken: 'scrape' });
    clock.freeze(START);
  });
  afterAll(async () => {
    clock.reset();
    await t.close();
  });

  const schedule = () => t.services.backups.schedule;
  const queued = async () =>
    (
      await sql<{
        run_at: string;
        payload: string;
      }>`select run_at, payload from jobs where kind = 'backups.take' and status = 'queued'`.execute(
        t.platform.db.kysely,
      )
    ).rows;
  const metric = async (line: RegExp) => {
    const r = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scrape' } });
    return Number(line.exec(r.body)?.[1]);
  };

  it('is scheduled once however many workers start, takes, rotates by BACKUP_KEEP and counts in /metrics', async () => {
    // Two workers starting at once: one job.
    await Promise.all([schedule().ensure(), schedule().ensure()]);
    expect(await queued()).toEqual([{ run_at: clock.iso(START), payload: '{"failures":0}' }]);

    await t.drainJobs();
    const first = 'backup-2031-01-06T03-00-00.000Z.tar.gz';
    expect(fs.readdirSync(dir)).toEqual([first]);
    expect((await queued()).map((j) => j.run_at)).toEqual([clock.iso(START + 6 * 3_600_000)]);
    // Not due yet: nothing more; a restart schedules from the newest archive, not from now.
    clock.advance(3_600_000);
    await t.drainJobs();
    expect(await schedule().ensure()).toEqual({ nextAt: clock.iso(START + 6 * 3_600_000) });
    expect(fs.readdirSync(dir)).toEqual([first]);

    for (let i = 1; i <= 2; i++) {
      clock.freeze(START + i * 6 * 3_600_000);
      await t.drainJobs();
    }
    // Three taken, two kept: the oldest went.
    expect(fs.readdirSync(dir).sort()).toEqual([
      'backup-2031-01-06T09-00-00.000Z.tar.gz',
      'backup-2031-01-06T15-00-00.000Z.tar.gz',
    ]);
    expect(await metric(/^backups_total\{outcome="success"\} (\d+)$/m)).toBe(3);
    expect(await metric(/^backup_last_success_timestamp_seconds (\d+)$/m)).toBe((START + 12 * 3_600_000) / 1000);
    expect(await metric(/^backup_last_size_bytes (\d+)$/m)).toBe(
      fs.statSync(path.join(dir, 'backup-2031-01-06T15-00-00.000Z.tar.gz')).size,
    );
    // Each one is a complete backup of this database.
    const unpacked = path.join(work, 'scheduled-unpacked');
    fs.mkdirSync(unpacked);
    await extractArchive(path.join(dir, 'backup-2031-01-06T15-00-00.000Z.tar.gz'), unpacked);
    const m = JSON.parse(fs.readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')) as Manifest;
    expect(m.createdAt).toBe(clock.iso(START + 12 * 3_600_000));
    expect(m.database.rowCounts.workspaces).toBeGreaterThanOrEqual(0);
  }, 60_000);

  it('counts a failure and tries again sooner, then goes back to its pace', async () => {
    const folder = t.config.backupDir;
    // A file where the folder should be: the backup cannot be written.
    const blocked = path.join(work, 'not-a-folder');
    fs.writeFileSync(blocked, '');
    t.config.backupDir = path.join(blocked, 'backups');
    try {
      clock.freeze(START + 18 * 3_600_000);
      await t.drainJobs();
      expect(await metric(/^backups_total\{outcome="failure"\} (\d+)$/m)).toBe(1);
      const [retry] = await queued();
      expect(JSON.parse(retry!.payload)).toEqual({ failures: 1 });
      const delay = Date.parse(retry!.run_at) - clock.nowMs();
      expect(delay).toBeGreaterThanOrEqual(150_000);
      expect(delay).toBeLessThanOrEqual(300_000);
    } finally {
      t.config.backupDir = folder;
    }
    clock.advance(300_000);
    await t.drainJobs();
    expect(await metric(/^backups_total\{outcome="success"\} (\d+)$/m)).toBe(4);
    expect(fs.readdirSync(dir)).toHaveLength(2);
    const [next] = await queued();
    expect(next).toEqual({ run_at: clock.iso(clock.nowMs() + 6 * 3_600_000), payload: '{"failures":0}' });
  }, 60_000);
});
