import { sql, type Kysely } from 'kysely';
import type { Migrations } from '../../platform/db/migrate.js';

export const galleryMigrations: Migrations = {
  '0450_gallery_files': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('gallery_files')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('original_name', 'text', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull())
        .addColumn('storage_provider', 'text', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('mime_type', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('folder', 'text')
        .addColumn('alt_text', 'text')
        .addColumn('description', 'text')
        .addColumn('tags', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text')
        .addPrimaryKeyConstraint('gallery_files_pk', ['workspace_id', 'id'])
        .execute();
      // Lists never show deleted files; partial indexes keep the tombstones out of them.
      const live = sql<boolean>`status <> 'deleted'`;
      await db.schema
        .createIndex('gallery_files_ws_created')
        .on('gallery_files')
        .columns(['workspace_id', 'created_at', 'id'])
        .where(live)
        .execute();
      await db.schema
        .createIndex('gallery_files_ws_kind_created')
        .on('gallery_files')
        .columns(['workspace_id', 'kind', 'created_at', 'id'])
        .where(live)
        .execute();

      // One row per (file, tag), lower-cased: the `tag` filter is an indexed lookup instead of a scan of JSON text.
      await db.schema
        .createTable('gallery_file_tags')
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('tag', 'text', (c) => c.notNull())
        .addColumn('file_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('gallery_file_tags_pk', ['workspace_id', 'tag', 'file_id'])
        .execute();
      await db.schema
        .createIndex('gallery_file_tags_ws_file')
        .on('gallery_file_tags')
        .columns(['workspace_id', 'file_id'])
        .execute();
    },
  },
  // Each workspace's stored bytes and files, moved in the transaction that records an upload (a conditional update:
  // the quota holds under concurrent uploads) and in the one that marks a file deleted. Backfilled from the files.
  '0451_gallery_usage': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('gallery_usage')
        .addColumn('workspace_id', 'text', (c) => c.primaryKey())
        .addColumn('bytes', 'bigint', (c) => c.notNull())
        .addColumn('files', 'integer', (c) => c.notNull())
        .execute();
      await sql`
        insert into gallery_usage (workspace_id, bytes, files)
        select workspace_id, sum(size), count(*) from gallery_files where status <> 'deleted' group by workspace_id`.execute(
        db,
      );
    },
  },
};
