// SQL for gallery files. Every query is filtered by workspace; deleted files (tombstones) are invisible.
import type { Executor } from '../../platform/db/index.js';
import { likeContainsSql } from '../../platform/db/codecs.js';
import { listPage } from '../../platform/db/lists.js';
import type { Page, Sort } from '../../platform/http/pagination.js';

export type FileStatus = 'processing' | 'completed' | 'failed' | 'deleting' | 'deleted';

export type GalleryTables = {
  gallery_files: {
    workspace_id: string;
    id: string;
    original_name: string;
    storage_key: string;
    storage_provider: string;
    size: number | string;
    mime_type: string;
    /** image, video or document (content.ts). */
    kind: string;
    sha256: string;
    folder: string | null;
    alt_text: string | null;
    description: string | null;
    /** JSON array of the tags as given (case kept); gallery_file_tags holds them lower-cased for filtering. */
    tags: string;
    status: FileStatus;
    /** Lower-cased original name, folder, alt text and description: what `q` searches. */
    search_text: string;
    created_at: string;
    updated_at: string;
    deleted_at: string | null;
  };
  gallery_file_tags: { workspace_id: string; tag: string; file_id: string };
  /** What the workspace's files that are not deleted take up (the quota). */
  gallery_usage: { workspace_id: string; bytes: number | string; files: number | string };
};

export type GalleryFileRow = GalleryTables['gallery_files'];
export type GallerySortColumn = 'created_at' | 'updated_at' | 'original_name' | 'size';
export interface GalleryFilters {
  /** image, video, document (audio is a valid filter that matches nothing yet). */
  kind?: string;
  tag?: string;
  folder?: string;
  status?: FileStatus;
  q?: string;
}

const t = (db: Executor) => db.withTables<GalleryTables>();

function visible(db: Executor, workspaceId: string) {
  return t(db).selectFrom('gallery_files').where('workspace_id', '=', workspaceId).where('status', '<>', 'deleted');
}

export const galleryStore = {
  insert: (db: Executor, row: GalleryFileRow) => t(db).insertInto('gallery_files').values(row).execute(),

  get: (db: Executor, workspaceId: string, id: string) =>
    visible(db, workspaceId).selectAll().where('id', '=', id).executeTakeFirst(),

  /** Updates the file only while it is in one of `from` (a conditional state change); returns whether it did. */
  async update(
    db: Executor,
    workspaceId: string,
    id: string,
    from: readonly FileStatus[],
    patch: Partial<GalleryFileRow>,
  ): Promise<boolean> {
    const r = await t(db)
      .updateTable('gallery_files')
      .set(patch)
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  },

  /** The ids among `ids` of files that are not deleted (whose bytes are referenced). */
  async liveIds(db: Executor, workspaceId: string, ids: readonly string[]): Promise<Set<string>> {
    const rows = await visible(db, workspaceId).select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((r) => r.id));
  },

  /** The files among `ids` that are not deleted: what another area checks before it refers to them. */
  kinds: (db: Executor, workspaceId: string, ids: readonly string[]) =>
    visible(db, workspaceId).select(['id', 'kind', 'mime_type', 'status']).where('id', 'in', ids).execute(),

  /** Adds one file of `bytes` to the workspace's usage only if it stays within the quota; whether it did. */
  async charge(
    db: Executor,
    workspaceId: string,
    bytes: number,
    quota: { bytes: number; files: number },
  ): Promise<boolean> {
    await t(db)
      .insertInto('gallery_usage')
      .values({ workspace_id: workspaceId, bytes: 0, files: 0 })
      .onConflict((oc) => oc.column('workspace_id').doNothing())
      .execute();
    const r = await t(db)
      .updateTable('gallery_usage')
      .set((eb) => ({ bytes: eb('bytes', '+', bytes), files: eb('files', '+', 1) }))
      .where('workspace_id', '=', workspaceId)
      .where((eb) =>
        eb.and([eb(eb('bytes', '+', bytes), '<=', quota.bytes), eb(eb('files', '+', 1), '<=', quota.files)]),
      )
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  },

  /** Gives a deleted file's bytes back. */
  release: (db: Executor, workspaceId: string, bytes: number) =>
    t(db)
      .updateTable('gallery_usage')
      .set((eb) => ({ bytes: eb('bytes', '-', bytes), files: eb('files', '-', 1) }))
      .where('workspace_id', '=', workspaceId)
      .execute(),

  async usage(db: Executor, workspaceId: string): Promise<{ bytes: number; files: number }> {
    const row = await t(db)
      .selectFrom('gallery_usage')
      .select(['bytes', 'files'])
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirst();
    return { bytes: Number(row?.bytes ?? 0), files: Number(row?.files ?? 0) };
  },

  async replaceTags(db: Executor, workspaceId: string, fileId: string, tags: readonly string[]): Promise<void> {
    await t(db)
      .deleteFrom('gallery_file_tags')
      .where('workspace_id', '=', workspaceId)
      .where('file_id', '=', fileId)
      .execute();
    const lower = [...new Set(tags.map((tag) => tag.toLowerCase()))];
    if (lower.length)
      await t(db)
        .insertInto('gallery_file_tags')
        .values(lower.map((tag) => ({ workspace_id: workspaceId, tag, file_id: fileId })))
        .execute();
  },

  async list(db: Executor, workspaceId: string, f: GalleryFilters, sort: Sort<GallerySortColumn>, page: Page) {
    let q = visible(db, workspaceId);
    if (f.kind) q = q.where('kind', '=', f.kind);
    if (f.folder !== undefined) q = q.where('folder', '=', f.folder);
    if (f.status) q = q.where('status', '=', f.status);
    if (f.q) q = q.where(likeContainsSql('search_text', f.q));
    if (f.tag) {
      const tagged = t(db)
        .selectFrom('gallery_file_tags')
        .select('file_id')
        .where('workspace_id', '=', workspaceId)
        .where('tag', '=', f.tag.toLowerCase());
      q = q.where('id', 'in', tagged);
    }
    return listPage(db, q, { sort, page });
  },
};
