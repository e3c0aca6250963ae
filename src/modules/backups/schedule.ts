// Scheduled backups: one `backups.take` job at a time, which takes a backup into BACKUP_DIR, deletes the oldest
// beyond BACKUP_KEEP and enqueues its successor in the transaction that ends it. Being a job row, the schedule
// survives restarts and a lease gives each backup to one worker; the next time is counted from the newest archive in
// the folder, so a restart, a second worker or a changed BACKUP_EVERY_HOURS never doubles or skips one.
import fs from 'node:fs';
import path from 'node:path';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Config } from '../../config.js';
import { clock } from '../../platform/clock.js';
import type { Database, Tx } from '../../platform/db/index.js';
import { retryBackoff, type JobContext, type JobSink } from '../../platform/jobs.js';
import { WORK_DIR_PREFIX, type BackupService } from './service.js';
import { BackupScheduleStore } from './store.js';

export interface BackupJob {
  /** Scheduled backups that failed in a row before this one (the retry delay grows with them). */
  failures: number;
}

export type ScheduleConfig = Pick<Config, 'backupDir' | 'backupEveryHours' | 'backupKeep'>;

/** The advisory-lock space of the schedule (one key): every process that (re)schedules takes it. */
const SCHEDULE_LOCKS = 1010;
const KIND = 'backups.take';
/** A failed backup is tried again after 5 minutes, doubling, never later than the next regular one. */
const RETRY_BASE_MS = 5 * 60_000;

/** `backup-2026-11-27T03-00-00.000Z.tar.gz`: the time it was taken, in a name every file system takes, in order. */
const ARCHIVE_RE = /^backup-(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2}\.\d{3}Z)\.tar\.gz$/;
const archiveName = (iso: string) => `backup-${iso.replaceAll(':', '-')}.tar.gz`;

export interface ScheduledArchive {
  file: string;
  takenAt: string;
}

export class BackupSchedule {
  private readonly store: BackupScheduleStore;
  private readonly taken: Counter<'outcome'>;

  constructor(
    private readonly deps: {
      db: Database;
      jobs: JobSink;
      config: ScheduleConfig;
      metrics: Registry;
      backups: BackupService;
    },
  ) {
    this.store = new BackupScheduleStore(deps.db);
    this.taken = new Counter({
      name: 'backups_total',
      help: 'Scheduled backups this process took, by outcome (success, failure)',
      labelNames: ['outcome'],
      registers: [deps.metrics],
    });
    // Read from the folder at scrape time: right after a restart, and in a process that did not take them.
    const ofNewest = (name: string, help: string, value: (last: ScheduledArchive) => Promise<number>) => {
      const archives = () => this.archives();
      new Gauge({
        name,
        help,
        registers: [deps.metrics],
        async collect() {
          const last = (await archives()).at(-1);
          this.set(last ? await value(last) : 0);
        },
      });
    };
    ofNewest(
      'backup_last_success_timestamp_seconds',
      'When the newest scheduled backup in BACKUP_DIR was taken (Unix seconds; 0: none)',
      async (last) => Date.parse(last.takenAt) / 1000,
    );
    ofNewest(
      'backup_last_size_bytes',
      'Size of the newest scheduled backup in BACKUP_DIR (0: none)',
      async (last) => (await fs.promises.stat(last.file).catch(() => ({ size: 0 }))).size,
    );
  }

  /** The scheduled backups in BACKUP_DIR, oldest first. */
  async archives(): Promise<ScheduledArchive[]> {
    const dir = this.deps.config.backupDir;
    if (!dir) return [];
    const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
    return names
      .map((name) => ARCHIVE_RE.exec(name))
      .filter((m) => m !== null)
      .map((m) => ({ file: path.join(dir, m[0]), takenAt: `${m[1]}:${m[2]}:${m[3]}` }))
      .sort((a, b) => a.takenAt.localeCompare(b.takenAt));
  }

  /**
   * At a worker's start: the one queued job, due BACKUP_EVERY_HOURS after the newest archive (now when there is
   * none); none when BACKUP_DIR is unset. A job already running is left to enqueue its successor.
   */
  async ensure(): Promise<{ nextAt: string | null }> {
    const due = this.deps.config.backupDir ? await this.nextRegularAt() : null;
    return this.deps.db.transaction(async (tx) => {
      await this.deps.db.lockKey(tx, SCHEDULE_LOCKS, KIND);
      if (await this.store.running(tx, KIND)) return { nextAt: await this.store.nextQueued(tx, KIND) };
      await this.store.dropQueued(tx, KIND);
      if (!due) return { nextAt: null };
      await this.enqueue(tx, due, { failures: 0 });
      return { nextAt: clock.iso(due) };
    });
  }

  /** The `backups.take` job: a backup, the rotation, then the next job (sooner after a failure). */
  async run(job: BackupJob, ctx: JobContext): Promise<void> {
    if (!this.deps.config.backupDir) {
      ctx.log.info('BACKUP_DIR is unset: scheduled backups stop');
      return;
    }
    let next: Date;
    let failures = 0;
    try {
      const { file, bytes, removed } = await this.takeOne(this.deps.config.backupDir);
      this.taken.inc({ outcome: 'success' });
      ctx.log.info({ file, bytes, removed }, 'backup taken');
      next = await this.nextRegularAt();
    } catch (err) {
      failures = job.failures + 1;
      this.taken.inc({ outcome: 'failure' });
      ctx.log.error({ err, failures }, 'backup failed');
      const regularMs = this.deps.config.backupEveryHours * 3_600_000;
      next = new Date(
        clock.nowMs() + retryBackoff(failures, { baseMs: Math.min(RETRY_BASE_MS, regularMs), maxMs: regularMs }),
      );
    }
    await this.deps.db.transaction(async (tx) => {
      await this.deps.db.lockKey(tx, SCHEDULE_LOCKS, KIND);
      await this.store.dropQueued(tx, KIND);
      await this.enqueue(tx, next, { failures });
      await ctx.complete(tx);
    });
  }

  private async takeOne(dir: string): Promise<{ file: string; bytes: number; removed: string[] }> {
    await fs.promises.mkdir(dir, { recursive: true });
    const { file, bytes } = await this.deps.backups.backup(path.join(dir, archiveName(clock.iso())));
    const all = await this.archives();
    const removed = all.slice(0, Math.max(0, all.length - this.deps.config.backupKeep)).map((a) => a.file);
    for (const old of removed) await fs.promises.rm(old, { force: true });
    // A backup interrupted by a crash leaves its `.partial` archive and work folder: nothing else would remove them.
    for (const name of await fs.promises.readdir(dir))
      if (name.endsWith('.tar.gz.partial') || name.startsWith(WORK_DIR_PREFIX))
        await fs.promises.rm(path.join(dir, name), { recursive: true, force: true });
    return { file, bytes, removed };
  }

  private async nextRegularAt(): Promise<Date> {
    const newest = (await this.archives()).at(-1);
    const at = newest ? Date.parse(newest.takenAt) + this.deps.config.backupEveryHours * 3_600_000 : clock.nowMs();
    return new Date(Math.max(at, clock.nowMs()));
  }

  private async enqueue(tx: Tx, runAt: Date, payload: BackupJob): Promise<void> {
    await this.deps.jobs.enqueue(tx, KIND, payload, { runAt, maxAttempts: 10 });
  }
}
