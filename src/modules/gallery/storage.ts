// Where gallery bytes live, behind a small interface: the disk adapter now, an S3-compatible store later. Keys are
// built by the service from server-generated ids (`<workspaceId>/<fileId>`), never from client input.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredObject {
  size: number;
  stream: Readable;
}

/** Bytes received into storage but not yet under a key. */
export interface Incoming {
  /** Moves the bytes to `key`, replacing what was there; readers never see a partial object. */
  commit(key: string): Promise<void>;
  /** Removes the bytes unless they were committed; safe to call again. */
  discard(): Promise<void>;
}

/** Something stored before a time: an object (`key`), or received bytes never committed (`key` null). */
export interface StoredEntry {
  key: string | null;
  remove(): Promise<void>;
}

export type ByteSource = AsyncIterable<Buffer> | Iterable<Buffer>;

export interface FileStorage {
  /** Reported on each file as `storageProvider`. */
  readonly provider: string;
  /** Streams `source` into storage (never held whole in memory); an error of the source removes what was written. */
  receive(source: ByteSource): Promise<Incoming>;
  /** The object's size and a stream of its bytes, or null when there is none. */
  open(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** Objects and uncommitted bytes last written before `beforeMs` (the orphan sweep's candidates). */
  writtenBefore(beforeMs: number): AsyncIterable<StoredEntry>;
}

const KEY_RE = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
/** Received bytes wait here, on the objects' file system so committing them is a rename. Keys never start with a dot. */
const INCOMING = '.incoming';
/** Names of received bytes in INCOMING, and of the temporary files earlier versions wrote beside an object. */
const INCOMING_NAME_RE = /^[0-9a-f]{24}$/;
const OLD_TEMP_NAME_RE = /^[A-Za-z0-9_-]+\.[0-9a-f]{12}\.tmp$/;

/** Files under one root directory: `<root>/<key>`, received into `<root>/.incoming/` and renamed into place. */
export class DiskStorage implements FileStorage {
  readonly provider = 'disk';
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    if (!KEY_RE.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async receive(source: ByteSource): Promise<Incoming> {
    const dir = path.join(this.root, INCOMING);
    await fs.promises.mkdir(dir, { recursive: true });
    const tmp = path.join(dir, randomBytes(12).toString('hex')); // INCOMING_NAME_RE
    const discard = () => fs.promises.rm(tmp, { force: true });
    const out = fs.createWriteStream(tmp, { flags: 'wx' });
    try {
      await pipeline(source, out);
    } catch (err) {
      // The file is opened asynchronously: a refusal that comes first would remove nothing, and the open would then
      // create the file after all. Its removal waits until the stream has closed (opened or not).
      if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
      await discard();
      throw err;
    }
    return {
      commit: async (key) => {
        const target = this.pathOf(key);
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.rename(tmp, target);
      },
      discard,
    };
  }

  async open(key: string): Promise<StoredObject | null> {
    const target = this.pathOf(key);
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(target, 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    // Size and stream from one open handle: a concurrent removal cannot make them disagree.
    const { size } = await handle.stat();
    return { size, stream: handle.createReadStream() };
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  /** Two-segment keys (`<workspace>/<file>`, what the gallery stores) and received bytes; other files are left alone. */
  async *writtenBefore(beforeMs: number): AsyncIterable<StoredEntry> {
    for (const dir of await entriesOf(this.root)) {
      if (!dir.isDirectory()) continue;
      const dirPath = path.join(this.root, dir.name);
      for (const file of await entriesOf(dirPath)) {
        if (!file.isFile()) continue;
        const key = `${dir.name}/${file.name}`;
        const uncommitted = dir.name === INCOMING ? INCOMING_NAME_RE.test(file.name) : OLD_TEMP_NAME_RE.test(file.name);
        if (!uncommitted && (dir.name === INCOMING || !KEY_RE.test(key))) continue;
        const filePath = path.join(dirPath, file.name);
        const stat = await fs.promises.stat(filePath).catch(() => null); // gone meanwhile: nothing to sweep
        if (!stat || stat.mtimeMs >= beforeMs) continue;
        yield { key: uncommitted ? null : key, remove: () => fs.promises.rm(filePath, { force: true }) };
      }
    }
  }
}

async function entriesOf(dir: string): Promise<fs.Dirent[]> {
  try {
    return await fs.promises.readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}
