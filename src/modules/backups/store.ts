// SQL of the backup schedule: its job rows in the platform's queue (src/platform/jobs.ts), which hold no workspace.
import type { Database, Executor } from '../../platform/db/index.js';
import type { JobsTable } from '../../platform/jobs.js';

export class BackupScheduleStore {
  constructor(private readonly db: Database) {}

  private jobs(executor: Executor = this.db.kysely) {
    return executor.withTables<JobsTable>();
  }

  /** Whether a job of `kind` is running now (claimed by a worker). */
  async running(executor: Executor, kind: string): Promise<boolean> {
    const row = await this.jobs(executor)
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', kind)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** When the next queued job of `kind` is due, if one is queued. */
  async nextQueued(executor: Executor, kind: string): Promise<string | null> {
    const row = await this.jobs(executor)
      .selectFrom('jobs')
      .select((eb) => eb.fn.min('run_at').as('at'))
      .where('kind', '=', kind)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    return row?.at ?? null;
  }

  async dropQueued(executor: Executor, kind: string): Promise<void> {
    await this.jobs(executor).deleteFrom('jobs').where('kind', '=', kind).where('status', '=', 'queued').execute();
  }
}
