// WAL checkpoints on a thread of their own, for the long-running processes (server, worker).
//
// SQLite copies the WAL back into the database file (a checkpoint: a read and a write per page, and an fsync) inside
// whichever COMMIT pushes the WAL past 1,000 pages, so every few hundred commits one of them, and the event loop,
// stalls for it; in a write-heavy profile checkpoints were about a sixth of SQLite's time. Here a second connection
// on a worker thread runs a PASSIVE checkpoint (it never blocks the writer) every `everyMs`, and the main connection
// keeps its own automatic checkpoint only as a backstop, at a threshold it should never reach.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** The main connection's own checkpoint threshold (pages) while the thread runs: a backstop if it stops. */
export const BACKSTOP_CHECKPOINT_PAGES = 10_000;
/** SQLite's own threshold, given back to the main connection if the thread dies. */
export const DEFAULT_CHECKPOINT_PAGES = 1_000;

// Plain CommonJS evaluated in the thread, so it runs the same under tsx and compiled builds.
const THREAD = `
const { workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const checkpoint = db.prepare('pragma wal_checkpoint(PASSIVE)');
setInterval(() => {
  try { checkpoint.run(); } catch { /* busy or closing: the next round retries */ }
}, workerData.everyMs);
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

/**
 * Starts the thread. `onFailure` runs if it dies (it could not open the file, say): the caller then gives the
 * checkpoints back to its own connection. Without a listener, the thread's error would end the process.
 */
export function startCheckpointer(file: string, onFailure: (err: Error) => void, everyMs = 100): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(THREAD, { eval: true, workerData: { file, driver, everyMs } });
  worker.once('error', onFailure);
  worker.unref(); // never what keeps a process alive
  return { stop: () => worker.terminate().then(() => undefined) };
}
