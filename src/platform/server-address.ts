// Where the API was last seen listening, kept in its database: the CLI (same DATABASE_URL) builds the links it
// prints, the console's setup links, on it when PUBLIC_URL is unset, so they reach the running server whatever
// PORT the operator's shell has. Written by every API process at start; the latest start wins.
import { clock } from './clock.js';
import type { Database } from './db/index.js';

export type ServerAddressTables = {
  server_addresses: { name: string; url: string; recorded_at: string };
};

/** The one row this table holds (a name, so another kind of address could be kept beside it). */
const API = 'api';

export async function recordServerAddress(db: Database, url: string): Promise<void> {
  const recorded_at = clock.iso();
  await db.kysely
    .withTables<ServerAddressTables>()
    .insertInto('server_addresses')
    .values({ name: API, url, recorded_at })
    .onConflict((oc) => oc.column('name').doUpdateSet({ url, recorded_at }))
    .execute();
}

export async function recordedServerAddress(db: Database): Promise<string | undefined> {
  const row = await db.kysely
    .withTables<ServerAddressTables>()
    .selectFrom('server_addresses')
    .select('url')
    .where('name', '=', API)
    .executeTakeFirst();
  return row?.url;
}
