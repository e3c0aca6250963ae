// Where the API was last seen listening (src/platform/server-address.ts): the CLI's links point there.
import type { Kysely } from 'kysely';
import type { Migrations } from '../migrate.js';

export const serverAddressMigrations: Migrations = {
  '0003_platform_server_address': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('server_addresses')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('recorded_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
};
