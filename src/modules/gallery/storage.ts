// Where gallery bytes live, behind a small interface: the disk adapter now, an S3-compatible store later. Keys are
// built by the service from server-generated ids (`<workspaceId>/<fileId>`), never from client input.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  stream: Readable;
}

export interface FileStorage {
  /** Reported on each file as `storageProvider`. */
  readonly provider: string;
  /** Stores the bytes under `key`, replacing what was there; readers never see a partial object. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The object's size and a stream of its bytes, or null when there is none. */
  open(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
}

const KEY_RE = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** Files under one root directory: `<root>/<key>`, written to a temporary name and renamed into place. */
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

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.promises.writeFile(tmp, bytes, { flag: 'wx' });
      await fs.promises.rename(tmp, target);
    } catch (err) {
      await fs.promises.rm(tmp, { force: true });
      throw err;
    }
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
}
