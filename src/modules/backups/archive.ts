// The backup archive: one gzip-compressed tar of named files, each counted and hashed (SHA-256) as it is written,
// and read back into a folder with the same counts and hashes, so the manifest can be checked against what arrived.
// Only regular files with plain relative names are extracted: an archive cannot write outside its folder.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';

export interface ArchivedFile {
  /** The name in the archive (`/`-separated, relative). */
  name: string;
  bytes: number;
  sha256: string;
}

/** Counts and hashes what passes through. */
function meter(): Transform & { result(): { bytes: number; sha256: string } } {
  const hash = createHash('sha256');
  let bytes = 0;
  const t = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return Object.assign(t, { result: () => ({ bytes, sha256: hash.digest('hex') }) });
}

/** A name an archive may hold: relative, no `..`, no empty or dot segments. */
function safeName(name: string): boolean {
  const parts = name.split('/');
  return name.length > 0 && !name.startsWith('/') && parts.every((p) => p !== '' && p !== '.' && p !== '..');
}

export interface ArchiveWriter {
  /** Adds the file `source` as `name`; resolves to its size and hash. */
  addFile(name: string, source: string): Promise<ArchivedFile>;
  /** Adds `content` as `name` (the manifest). */
  addBuffer(name: string, content: Buffer): Promise<ArchivedFile>;
  /** Ends the archive; resolves once it is on disk (its size in bytes). */
  finish(): Promise<number>;
  /** Stops writing and removes the unfinished file. */
  abort(): Promise<void>;
}

/** Starts writing an archive to `file` (created; an existing one is an error). */
export function writeArchive(file: string): ArchiveWriter {
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip(), fs.createWriteStream(file, { flags: 'wx' }));
  // Seen by finish() or abort(); a failure before either must not be an unhandled rejection meanwhile.
  written.catch(() => undefined);
  const entryDone = (resolve: () => void, reject: (err: Error) => void) => (err?: Error | null) =>
    err ? reject(err) : resolve();
  return {
    async addFile(name, source) {
      const { size, mtime } = await fs.promises.stat(source);
      const m = meter();
      await new Promise<void>((resolve, reject) => {
        const entry = pack.entry({ name, size, mtime, mode: 0o644 }, entryDone(resolve, reject));
        pipeline(fs.createReadStream(source), m, entry).catch(reject);
      });
      return { name, ...m.result() };
    },
    async addBuffer(name, content) {
      await new Promise<void>((resolve, reject) =>
        pack.entry({ name, mode: 0o644 }, content, entryDone(resolve, reject)),
      );
      return { name, bytes: content.length, sha256: createHash('sha256').update(content).digest('hex') };
    },
    async finish() {
      pack.finalize();
      await written;
      return (await fs.promises.stat(file)).size;
    },
    async abort() {
      pack.destroy();
      await written.catch(() => undefined);
      await fs.promises.rm(file, { force: true });
    },
  };
}

/**
 * Extracts `archive` into the empty folder `dir`; resolves to each file's size and hash by name. A damaged or
 * truncated archive rejects (gzip's own check, or the tar's structure).
 */
export async function extractArchive(archive: string, dir: string): Promise<Map<string, ArchivedFile>> {
  const files = new Map<string, ArchivedFile>();
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const name = header.name;
    if (header.type !== 'file' || !safeName(name) || files.has(name)) {
      stream.resume();
      next(new Error(`unexpected entry "${name}" (${header.type ?? 'file'})`));
      return;
    }
    const target = path.join(dir, ...name.split('/'));
    const m = meter();
    fs.promises
      .mkdir(path.dirname(target), { recursive: true })
      .then(() => pipeline(stream, m, fs.createWriteStream(target, { flags: 'wx' })))
      .then(() => {
        files.set(name, { name, ...m.result() });
        next();
      }, next);
  });
  await pipeline(fs.createReadStream(archive), zlib.createGunzip(), extract);
  return files;
}
