// Backups: the operator's `backup` and `restore` commands (src/cli.ts) and the worker's scheduled backups
// (BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP). No tables of its own: the schedule is a row of the job queue.
import type { Registry } from 'prom-client';
import type { Database } from '../../platform/db/index.js';
import type { JobSink } from '../../platform/jobs.js';
import type { Module } from '../../platform/module.js';
import { BackupSchedule, type ScheduleConfig } from './schedule.js';
import { BackupService, type BackupConfig } from './service.js';

export interface BackupsDeps {
  db: Database;
  jobs: JobSink;
  config: BackupConfig & ScheduleConfig;
  metrics: Registry;
}

export function createBackupsModule(deps: BackupsDeps): Module<{ backups: BackupService; schedule: BackupSchedule }> {
  const backups = new BackupService(deps);
  const schedule = new BackupSchedule({ ...deps, backups });
  return {
    name: 'backups',
    migrations: {},
    services: { backups, schedule },
    jobs: { 'backups.take': (payload, ctx) => schedule.run(payload, ctx) },
  };
}
