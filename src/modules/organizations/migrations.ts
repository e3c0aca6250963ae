import { sql, type Kysely } from 'kysely';
import { countList } from '../../platform/db/list-counts.js';
import type { Migrations } from '../../platform/db/migrate.js';
import { createTextIndex, indexTextByWorkspace } from '../../platform/db/text-search.js';
import { ORGANIZATION_TEXT, ORGANIZATION_COUNTS } from './store.js';

export const organizationsMigrations: Migrations = {
  '0200_organizations': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('organizations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('legal_name', 'text')
        .addColumn('email', 'text')
        .addColumn('phone', 'text')
        .addColumn('description', 'text')
        .addColumn('tax_id', 'text')
        .addColumn('kind', 'text')
        .addColumn('billing_address', 'text')
        .addColumn('visiting_address', 'text')
        .addColumn('metadata', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text')
        .execute();
      // Partial: lists and counts only ever look at rows that are not deleted.
      await db.schema
        .createIndex('organizations_ws_created')
        .on('organizations')
        .columns(['workspace_id', 'created_at', 'id'])
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();
      await db.schema
        .createIndex('organizations_ws_name')
        .on('organizations')
        .columns(['workspace_id', 'name'])
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();
    },
  },
  // Exact list totals kept by triggers (src/platform/db/list-counts.ts), instead of counting a page's matches.
  '0201_organizations_list_counts': {
    async up(db: Kysely<unknown>) {
      await countList(db, ORGANIZATION_COUNTS);
    },
  },
  // `q` through an index (src/platform/db/text-search.ts), not a scan of the workspace's rows.
  '0202_organizations_text_index': {
    async up(db: Kysely<unknown>) {
      await createTextIndex(db, ORGANIZATION_TEXT);
    },
  },
  // One index per sort of the list, ending in id: a page (and a cursor page at any depth) is an index range read.
  '0203_organizations_sort_indexes': {
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex('organizations_ws_name').execute();
      for (const column of ['name', 'updated_at']) {
        await db.schema
          .createIndex(`organizations_ws_${column}`)
          .on('organizations')
          .columns(['workspace_id', column, 'id'])
          .where(sql.ref('deleted_at'), 'is', null)
          .execute();
      }
    },
  },
  // `q` counted by the index alone, its listed rows only, by workspace (src/platform/db/text-search.ts): a term
  // a quarter of 50,000 rows contain cost 17× what it costs at 2,000 (issue 30).
  '0204_organizations_text_by_workspace': {
    async up(db: Kysely<unknown>) {
      await indexTextByWorkspace(db, ORGANIZATION_TEXT);
    },
  },
};
