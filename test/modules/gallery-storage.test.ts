// The gallery's disk storage: bytes refused while they arrive leave no file behind, even when the refusal comes
// before the file was opened (the open is asynchronous: removing first and opening after would leave it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../../src/modules/gallery/storage.js';

describe('gallery disk storage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tca-storage-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const incoming = () =>
    fs.existsSync(path.join(root, '.incoming')) ? fs.readdirSync(path.join(root, '.incoming')) : [];

  it('leaves nothing in .incoming when the source fails at once, many times over', async () => {
    const storage = new DiskStorage(root);
    for (let i = 0; i < 50; i++) {
      // eslint-disable-next-line require-yield -- a source refused before its first byte
      const refused = (async function* () {
        throw new Error('refused');
      })();
      await expect(storage.receive(refused)).rejects.toThrow('refused');
    }
    // Any open still pending would have created its file by now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(incoming()).toEqual([]);
  });
});
