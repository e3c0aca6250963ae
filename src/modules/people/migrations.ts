import { sql, type Kysely } from 'kysely';
import { countList } from '../../platform/db/list-counts.js';
import type { Migrations } from '../../platform/db/migrate.js';
import { createTextIndex, indexTextByWorkspace } from '../../platform/db/text-search.js';
import { PEOPLE_TEXT, PEOPLE_COUNTS } from './store.js';

export const peopleMigrations: Migrations = {
  '0210_people': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('people')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('emails', 'text', (c) => c.notNull())
        .addColumn('phones', 'text', (c) => c.notNull())
        .addColumn('country', 'text')
        .addColumn('default_email', 'text')
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text')
        .execute();
      // Partial: lists and counts only ever look at rows that are not deleted.
      await db.schema
        .createIndex('people_ws_created')
        .on('people')
        .columns(['workspace_id', 'created_at', 'id'])
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();
      await db.schema
        .createIndex('people_ws_email')
        .on('people')
        .columns(['workspace_id', 'default_email'])
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();
    },
  },
  // Exact list totals kept by triggers (src/platform/db/list-counts.ts), instead of counting a page's matches.
  '0211_people_list_counts': {
    async up(db: Kysely<unknown>) {
      await countList(db, PEOPLE_COUNTS);
    },
  },
  // `q` through an index (src/platform/db/text-search.ts), not a scan of the workspace's rows.
  '0212_people_text_index': {
    async up(db: Kysely<unknown>) {
      await createTextIndex(db, PEOPLE_TEXT);
    },
  },
  // One index per sort of the list, ending in id: a page (and a cursor page at any depth) is an index range read.
  '0213_people_sort_indexes': {
    async up(db: Kysely<unknown>) {
      for (const column of ['last_name', 'first_name', 'updated_at']) {
        await db.schema
          .createIndex(`people_ws_${column}`)
          .on('people')
          .columns(['workspace_id', column, 'id'])
          .where(sql.ref('deleted_at'), 'is', null)
          .execute();
      }
    },
  },
  // A person's erasure (POST /v1/people/{id}/erase): when it happened, and what it kept (answered again by a repeat).
  '0214_people_erasure': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('people').addColumn('erased_at', 'text').execute();
      await db.schema.alterTable('people').addColumn('erasure', 'text').execute();
    },
  },
  // `q` and `email` counted by the index alone, listed rows only, by workspace (src/platform/db/text-search.ts), as
  // organizations' 0204: a search of 1,000,000 people read every candidate row to check it.
  '0215_people_text_by_workspace': {
    async up(db: Kysely<unknown>) {
      await indexTextByWorkspace(db, PEOPLE_TEXT);
    },
  },
};
