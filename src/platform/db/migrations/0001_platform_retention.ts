// The events retention rule picks events by age across every workspace: the (workspace_id, created_at) index does
// not serve that, one on created_at alone does.
import type { Kysely } from 'kysely';
import type { Migrations } from '../migrate.js';

export const platformRetentionMigrations: Migrations = {
  '0001_platform_retention': {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('events_created').on('events').column('created_at').execute();
    },
  },
};
