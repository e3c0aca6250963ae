import { sql, type Kysely } from 'kysely';
import type { Migrations } from '../../platform/db/migrate.js';

export const formsMigrations: Migrations = {
  '0530_forms': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('forms')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('title', 'text')
        .addColumn('description', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('fields', 'text', (c) => c.notNull())
        .addColumn('settings', 'text')
        .addColumn('notification_emails', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text')
        .execute();
      // The public submit endpoint finds a form by slug without a workspace, so a slug names one live form across
      // all workspaces (docs/decisions.md, Forms). Deleting a form frees its slug.
      await db.schema
        .createIndex('forms_slug')
        .unique()
        .on('forms')
        .column('slug')
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();
      await db.schema
        .createIndex('forms_ws_created')
        .on('forms')
        .columns(['workspace_id', 'created_at', 'id'])
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();

      await db.schema
        .createTable('form_submissions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('form_id', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('form_submissions_ws_form_created')
        .on('form_submissions')
        .columns(['workspace_id', 'form_id', 'created_at', 'id'])
        .execute();
    },
  },
  // The spec's Idempotency-Key on the public submit: a repeat of a submission with the same key finds it here.
  '0531_form_submissions_idempotency': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('form_submissions').addColumn('idempotency_key', 'text').execute();
      await db.schema
        .createIndex('form_submissions_idempotency')
        .unique()
        .on('form_submissions')
        .columns(['workspace_id', 'form_id', 'idempotency_key'])
        .where(sql.ref('idempotency_key'), 'is not', null)
        .execute();
    },
  },
  // Every slug a workspace has used stays its own (docs/decisions.md, issue 15): deleting or renaming a form no
  // longer lets another workspace take its slug and receive the submissions still sent to it. Existing forms'
  // slugs are backfilled; when workspaces shared one (a deleted form's slug taken by another), the workspace whose
  // live form holds it keeps it, else the one that used it last.
  '0532_form_slugs': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('form_slugs')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await sql`
        insert into form_slugs (workspace_id, slug, created_at)
        select workspace_id, slug, created_at from (
          select workspace_id, slug, created_at,
                 row_number() over (partition by slug order by case when deleted_at is null then 0 else 1 end, updated_at desc, id desc) as nth
          from forms
        ) ranked
        where nth = 1`.execute(db);
    },
  },
};
