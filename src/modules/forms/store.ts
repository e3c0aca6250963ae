// SQL for forms and their submissions. Every query is filtered by workspace, except the public submit endpoint's
// lookup of a published form (its workspace comes from the form) and the checks that a slug is free (slugs are
// one namespace, and a slug once used stays with its workspace: docs/decisions.md). Soft-deleted forms are invisible.
import type { Executor } from '../../platform/db/index.js';
import { likeContainsSql } from '../../platform/db/codecs.js';
import { listPage } from '../../platform/db/lists.js';
import type { Page, Sort } from '../../platform/http/pagination.js';

export type FormsTables = {
  forms: {
    id: string;
    workspace_id: string;
    name: string;
    slug: string;
    title: string | null;
    description: string | null;
    status: string;
    /** JSON array of the normalised fields. */
    fields: string;
    settings: string | null;
    notification_emails: string;
    /** The API key that created the form. */
    created_by: string | null;
    /** Lower-cased name, title and slug: what `q` searches. */
    search_text: string;
    created_at: string;
    updated_at: string;
    deleted_at: string | null;
  };
  form_submissions: {
    id: string;
    workspace_id: string;
    form_id: string;
    data: string;
    created_at: string;
    /** The client's Idempotency-Key, unique per form. */
    idempotency_key: string | null;
  };
  /** Every slug a workspace has given a form, kept after the form is deleted or renamed; one owner per slug. */
  form_slugs: {
    workspace_id: string;
    slug: string;
    created_at: string;
  };
};

export type FormRow = FormsTables['forms'];
export type SubmissionRow = FormsTables['form_submissions'];
export type FormSortColumn = 'name' | 'created_at' | 'updated_at';
export interface FormFilters {
  status?: string;
  q?: string;
}

const t = (db: Executor) => db.withTables<FormsTables>();

function live(db: Executor) {
  return t(db).selectFrom('forms').where('deleted_at', 'is', null);
}

export const formsStore = {
  insert: (db: Executor, row: FormRow) => t(db).insertInto('forms').values(row).execute(),

  get: (db: Executor, workspaceId: string, id: string) =>
    live(db).selectAll().where('workspace_id', '=', workspaceId).where('id', '=', id).executeTakeFirst(),

  /** The published form with this id or slug, in whichever workspace owns it (public submit). */
  findPublished: (db: Executor, by: { id: string } | { slug: string }) => {
    const q = live(db).selectAll().where('status', '=', 'published');
    return ('id' in by ? q.where('id', '=', by.id) : q.where('slug', '=', by.slug)).executeTakeFirst();
  },

  /** Whether the workspace can't give a form this slug: a live form has it, or another workspace used it. */
  async slugTaken(db: Executor, workspaceId: string, slug: string): Promise<boolean> {
    if (await live(db).select('id').where('slug', '=', slug).executeTakeFirst()) return true;
    const owner = await t(db)
      .selectFrom('form_slugs')
      .select('workspace_id')
      .where('slug', '=', slug)
      .executeTakeFirst();
    return owner !== undefined && owner.workspace_id !== workspaceId;
  },

  /**
   * Records the slug as the workspace's on its first use; answers whether the workspace holds it. A concurrent
   * first use by another workspace waits on the unique key (PostgreSQL) or the write lock (SQLite) and then loses.
   */
  async claimSlug(db: Executor, workspaceId: string, slug: string, now: string): Promise<boolean> {
    await t(db)
      .insertInto('form_slugs')
      .values({ workspace_id: workspaceId, slug, created_at: now })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
    const owner = await t(db)
      .selectFrom('form_slugs')
      .select('workspace_id')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    return owner.workspace_id === workspaceId;
  },

  update: (db: Executor, workspaceId: string, id: string, patch: Partial<FormRow>) =>
    t(db)
      .updateTable('forms')
      .set(patch)
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst(),

  async list(db: Executor, workspaceId: string, f: FormFilters, sort: Sort<FormSortColumn>, page: Page) {
    let q = live(db).where('workspace_id', '=', workspaceId);
    if (f.status) q = q.where('status', '=', f.status);
    if (f.q) q = q.where(likeContainsSql('search_text', f.q));
    return listPage(db, q, { sort, page });
  },

  insertSubmission: (db: Executor, row: SubmissionRow) => t(db).insertInto('form_submissions').values(row).execute(),

  submissionByKey: (db: Executor, workspaceId: string, formId: string, key: string) =>
    t(db)
      .selectFrom('form_submissions')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('form_id', '=', formId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst(),

  async listSubmissions(db: Executor, workspaceId: string, formId: string, sort: Sort<'created_at'>, page: Page) {
    const q = t(db)
      .selectFrom('form_submissions')
      .where('workspace_id', '=', workspaceId)
      .where('form_id', '=', formId);
    return listPage(db, q, { sort, page });
  },
};
