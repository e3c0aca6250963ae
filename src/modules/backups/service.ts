// Backups and restores (docs/operating.md): one archive holding a manifest, the database's copy (dump.ts: SQLite's
// backup API or pg_dump) and the gallery's files. A restore goes only into an empty database and an empty gallery
// folder, checks every file against the manifest and the manifest's migrations against the code's before it
// writes anything, then lets the migrations bring the restored database forward.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../../config.js';
import { clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import { dumpDatabase, loadDump, tableNames, DumpError, type DumpFacts } from '../../platform/db/dump.js';
import { migrate, type Migrations } from '../../platform/db/migrate.js';
import { extractArchive, writeArchive, type ArchivedFile } from './archive.js';

const MANIFEST = 'manifest.json';
const MANIFEST_KIND = 'travel-commerce-backup';
const GALLERY = 'gallery';
/** The gallery's uploads still arriving (src/modules/gallery/storage.ts): not files yet. */
const GALLERY_INCOMING = '.incoming';

export interface Manifest {
  kind: typeof MANIFEST_KIND;
  version: 1;
  /** When the copy was taken (ISO 8601). */
  createdAt: string;
  database: DumpFacts & { file: ArchivedFile };
  /** The gallery's files, named `gallery/<key>` in the archive. */
  gallery: { files: ArchivedFile[]; bytes: number };
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
}

export interface RestoreResult {
  from: string;
  createdAt: string;
  /** Migrations the backup's database had, and those applied after the restore to bring it forward. */
  migrations: { restored: number; applied: string[] };
  rowCounts: Record<string, number>;
  galleryFiles: number;
}

export type BackupConfig = Pick<Config, 'databaseUrl' | 'galleryDir'>;

const refuse = (code: string, message: string) => new DumpError(code, message);

/** The gallery's files under `dir` (relative, `/`-separated), uploads in progress left out. */
async function galleryFiles(dir: string): Promise<string[]> {
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true }).catch((err) => {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((name) => !name.startsWith(`${GALLERY_INCOMING}/`))
    .sort();
}

/** The work folder a backup or restore makes for itself (removed when it ends, or by the next scheduled backup). */
export const WORK_DIR_PREFIX = '.tca-backup-';

async function withTempDir<T>(near: string, fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.promises.mkdtemp(path.join(near, WORK_DIR_PREFIX));
  try {
    return await fn(dir);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

export class BackupService {
  constructor(private readonly deps: { db: Database; config: BackupConfig }) {}

  /**
   * Writes a backup to `to` (a new file: an existing one is refused). The archive appears under its name only once
   * complete; until then it is `<to>.partial`.
   */
  async backup(to: string): Promise<BackupResult> {
    const file = path.resolve(to);
    if (fs.existsSync(file)) throw refuse('FILE_EXISTS', `${file} already exists: a backup never overwrites a file`);
    const dir = path.dirname(file);
    if (!fs.existsSync(dir)) throw refuse('NO_FOLDER', `the folder ${dir} does not exist`);
    const createdAt = clock.iso();
    const partial = `${file}.partial`;
    // The database's copy is written beside the archive (same disk, which has room for the archive anyway).
    return withTempDir(dir, async (work) => {
      const facts = await dumpDatabase(this.deps.db, this.deps.config.databaseUrl, path.join(work, 'database'));
      const archive = writeArchive(partial);
      try {
        const payload = await archive.addFile(
          `database.${facts.format === 'sqlite' ? 'sqlite' : 'pgdump'}`,
          path.join(work, 'database'),
        );
        const galleryDir = path.resolve(this.deps.config.galleryDir);
        const files: ArchivedFile[] = [];
        for (const name of await galleryFiles(galleryDir))
          files.push(await archive.addFile(`${GALLERY}/${name}`, path.join(galleryDir, ...name.split('/'))));
        const manifest: Manifest = {
          kind: MANIFEST_KIND,
          version: 1,
          createdAt,
          database: { ...facts, file: payload },
          gallery: { files, bytes: files.reduce((n, f) => n + f.bytes, 0) },
        };
        await archive.addBuffer(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
        const bytes = await archive.finish();
        await fs.promises.rename(partial, file);
        return { file, bytes, manifest };
      } catch (err) {
        await archive.abort();
        throw err;
      }
    });
  }

  /**
   * Restores the backup `from` into this service's database (opened from `databaseUrl`) and the gallery folder
   * `galleryDir`, both empty, then applies the migrations the backup's database did not have yet.
   */
  async restore(from: string, opts: { galleryDir: string; migrations: Migrations }): Promise<RestoreResult> {
    const { db, config } = this.deps;
    const existing = await tableNames(db);
    if (existing.length > 0)
      throw refuse(
        'TARGET_NOT_EMPTY',
        `the target database already has ${existing.length} tables (${existing.slice(0, 3).join(', ')}…): ` +
          'a backup is restored only into an empty database',
      );
    const galleryDir = path.resolve(opts.galleryDir);
    if ((await galleryFiles(galleryDir)).length > 0)
      throw refuse(
        'GALLERY_NOT_EMPTY',
        `the gallery folder ${galleryDir} already holds files: restore into an empty one (--gallery-dir)`,
      );
    if (!fs.existsSync(from)) throw refuse('NO_ARCHIVE', `${from} does not exist`);
    return withTempDir(os.tmpdir(), async (work) => {
      const manifest = await this.checkedArchive(from, work, opts.migrations);
      const payload = path.join(work, manifest.database.file.name);
      await loadDump(db, config.databaseUrl, payload, manifest.database);
      await this.checkRowCounts(manifest.database.rowCounts);
      if (manifest.gallery.files.length > 0) {
        await fs.promises.mkdir(galleryDir, { recursive: true });
        await fs.promises.cp(path.join(work, GALLERY), galleryDir, {
          recursive: true,
          errorOnExist: true,
          force: false,
        });
      }
      const applied = await migrate(
        db,
        opts.migrations,
        db.dialect === 'postgres' ? { url: config.databaseUrl } : undefined,
      );
      return {
        from: path.resolve(from),
        createdAt: manifest.createdAt,
        migrations: { restored: manifest.database.migrations.length, applied },
        rowCounts: manifest.database.rowCounts,
        galleryFiles: manifest.gallery.files.length,
      };
    });
  }

  /** Extracts the archive into `dir` and answers its manifest, once every file matches it and its schema is known. */
  private async checkedArchive(from: string, dir: string, migrations: Migrations): Promise<Manifest> {
    const corrupt = (why: string) =>
      refuse('ARCHIVE_CORRUPT', `${from} is not a complete backup (${why}); nothing was restored`);
    let files: Map<string, ArchivedFile>;
    try {
      files = await extractArchive(from, dir);
    } catch (err) {
      throw corrupt(`it cannot be read: ${(err as Error).message}`);
    }
    let manifest: Manifest;
    try {
      manifest = JSON.parse(await fs.promises.readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
    } catch {
      throw corrupt(`no readable ${MANIFEST}`);
    }
    if (manifest.kind !== MANIFEST_KIND || manifest.version !== 1) throw corrupt(`${MANIFEST} is not a backup's`);
    for (const expected of [manifest.database.file, ...manifest.gallery.files]) {
      const got = files.get(expected.name);
      if (!got) throw corrupt(`${expected.name} is missing`);
      if (got.bytes !== expected.bytes || got.sha256 !== expected.sha256)
        throw corrupt(`${expected.name} does not match its checksum`);
    }
    const unknown = manifest.database.migrations.filter((name) => !(name in migrations));
    if (unknown.length > 0)
      throw refuse(
        'SCHEMA_NEWER',
        `the backup's database has migrations this version does not know (${unknown.join(', ')}): restore it with ` +
          'the version that took it, or a newer one',
      );
    return manifest;
  }

  /** The restored tables hold the rows the backup counted when it was taken. */
  private async checkRowCounts(expected: Record<string, number>): Promise<void> {
    for (const [table, n] of Object.entries(expected)) {
      const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(this.deps.db.kysely);
      const got = Number(row.rows[0]?.n ?? 0);
      if (got !== n)
        throw refuse('RESTORE_MISMATCH', `table ${table} has ${got} rows after the restore, the backup counted ${n}`);
    }
  }
}
