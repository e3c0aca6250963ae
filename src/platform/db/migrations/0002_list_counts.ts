// List totals kept per workspace, list and bucket by each listed table's triggers (src/platform/db/list-counts.ts).
import type { Kysely } from 'kysely';
import type { Migrations } from '../migrate.js';
import { createListCountsTable } from '../list-counts.js';

export const listCountsMigrations: Migrations = {
  '0002_platform_list_counts': {
    async up(db: Kysely<unknown>) {
      await createListCountsTable(db);
    },
  },
};
