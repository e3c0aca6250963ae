// SQL of wizard sessions. Every query is filtered by workspace.
import type { Executor } from '../../platform/db/index.js';

export type WizardTables = {
  wizard_sessions: {
    id: string;
    workspace_id: string;
    language: string | null;
    currency: string | null;
    step: number;
    version: number;
    data: string;
    booking_id: string | null;
    code: string | null;
    expires_at: string;
    locked_at: string | null;
    consumed_at: string | null;
    created_at: string;
    updated_at: string;
  };
};

export type WizardSessionRow = WizardTables['wizard_sessions'];

const t = (db: Executor) => db.withTables<WizardTables>();

export const wizardStore = {
  insert: (db: Executor, row: WizardSessionRow) => t(db).insertInto('wizard_sessions').values(row).execute(),

  get: (db: Executor, workspaceId: string, id: string) =>
    t(db)
      .selectFrom('wizard_sessions')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst(),

  getForUpdate: (db: Executor, workspaceId: string, id: string) =>
    t(db)
      .selectFrom('wizard_sessions')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst(),

  /** Optimistic update: only applies when the row is still at `version` (a concurrent merge makes it 0 rows). */
  update: (db: Executor, workspaceId: string, id: string, version: number, patch: Partial<WizardSessionRow>) =>
    t(db)
      .updateTable('wizard_sessions')
      .set(patch)
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst(),
};
