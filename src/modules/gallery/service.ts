// Gallery files: uploads checked on their bytes, metadata, downloads, and deletion in two steps (the request
// marks the file `deleting`; a job removes the bytes, marks it `deleted` and emits gallery.file.deleted).
import { createHash } from 'node:crypto';
import type { Platform } from '../../platform/index.js';
import { clock } from '../../platform/clock.js';
import { json } from '../../platform/db/codecs.js';
import { AppError, ConflictError, NotFoundError, UnprocessableError, ValidationError } from '../../platform/errors.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import { newId } from '../../platform/ids.js';
import { ALLOWED_TYPES, declaredType, detectContent } from './content.js';
import type { GalleryFile, UpdateFileBody } from './schemas.js';
import type { FileStorage, StoredObject } from './storage.js';
import { galleryStore as store, type FileStatus, type GalleryFileRow, type GalleryFilters, type GallerySortColumn } from './store.js';

export const GALLERY_PROCESS_JOB = 'gallery.file.process';
export const GALLERY_DELETE_JOB = 'gallery.file.delete';

/** States a file can be changed (or deleted) from. */
const CHANGEABLE: readonly FileStatus[] = ['processing', 'completed', 'failed'];

export interface UploadInput {
  /** The body field the bytes came in (`file` or `contentBase64`), named by errors about them. */
  field: string;
  bytes: Buffer;
  fileName: string;
  declaredType?: string;
  folder?: string;
  altText?: string;
  description?: string;
  tags?: string[];
}

export interface Download extends StoredObject {
  fileName: string;
  mimeType: string;
}

export interface GalleryJobPayload {
  workspaceId: string;
  fileId: string;
}

function toFile(row: GalleryFileRow): GalleryFile {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    name: row.storage_key,
    originalName: row.original_name,
    size: Number(row.size),
    mimeType: row.mime_type,
    type: row.kind,
    storageProvider: row.storage_provider,
    sha256: row.sha256,
    folder: row.folder,
    status: row.status,
    metadata: { altText: row.alt_text, description: row.description, tags: json.read<string[]>(row.tags) },
    downloadUrl: `/v1/gallery/download/${row.id}`,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The last path segment, without control characters: the name a client's file system gave the file. */
function cleanFileName(raw: string): string {
  // eslint-disable-next-line no-control-regex
  const name = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!name) throw new ValidationError('fileName', 'must name the file');
  return name.slice(0, 255);
}

/** Trimmed, blanks dropped, duplicates (case-insensitive) dropped, first spelling kept. */
function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

function searchText(row: Pick<GalleryFileRow, 'original_name' | 'folder' | 'alt_text' | 'description'>): string {
  return [row.original_name, row.folder, row.alt_text, row.description].filter(Boolean).join(' ').toLowerCase();
}

async function sha256Of(stream: AsyncIterable<Buffer>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk);
  return hash.digest('hex');
}

export class GalleryService {
  readonly maxFileBytes: number;

  constructor(private readonly p: Platform, private readonly storage: FileStorage) {
    this.maxFileBytes = p.config.galleryMaxFileBytes;
  }

  /** Checks the bytes, stores them and records the file as `processing`; a job verifies the stored copy. */
  async upload(workspaceId: string, input: UploadInput): Promise<{ fileId: string; jobId: string; status: FileStatus; data: GalleryFile }> {
    const { bytes, field } = input;
    if (bytes.length === 0) throw new ValidationError(field, 'must not be empty');
    if (bytes.length > this.maxFileBytes) {
      throw new AppError(413, 'File too large', { details: { field, message: `must be at most ${this.maxFileBytes} bytes` } });
    }
    const fileName = cleanFileName(input.fileName);
    const detection = await detectContent(bytes);
    if (!detection.ok) {
      const message = `content must be one of ${Object.keys(ALLOWED_TYPES).join(', ')}; found ${detection.found ?? 'an unrecognised format'}`;
      throw new AppError(415, 'Unsupported file type', { details: { field, message } });
    }
    const claimed = declaredType(input.declaredType);
    if (claimed && claimed !== detection.type.mimeType) {
      throw new UnprocessableError('Declared content type does not match the file', { field: 'contentType', message: `declared ${claimed}, the content is ${detection.type.mimeType}` });
    }

    const now = clock.iso();
    const id = newId('gal_file');
    const tags = cleanTags(input.tags ?? []);
    const row: GalleryFileRow = {
      workspace_id: workspaceId,
      id,
      original_name: fileName,
      storage_key: `${workspaceId}/${id}`,
      storage_provider: this.storage.provider,
      size: bytes.length,
      mime_type: detection.type.mimeType,
      kind: detection.type.kind,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      folder: input.folder ?? null,
      alt_text: input.altText ?? null,
      description: input.description ?? null,
      tags: json.write(tags),
      status: 'processing',
      search_text: '',
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    row.search_text = searchText(row);

    // Bytes first (no I/O inside the transaction); if the row can't be written, they are removed again.
    await this.storage.put(row.storage_key, bytes);
    try {
      const jobId = await this.p.db.transaction(async (tx) => {
        await store.insert(tx, row);
        await store.replaceTags(tx, workspaceId, id, tags);
        return this.p.jobs.enqueue(tx, GALLERY_PROCESS_JOB, { workspaceId, fileId: id } satisfies GalleryJobPayload, { workspaceId });
      });
      return { fileId: id, jobId, status: row.status, data: toFile(row) };
    } catch (err) {
      await this.storage.remove(row.storage_key).catch(() => undefined);
      throw err;
    }
  }

  async get(workspaceId: string, id: string): Promise<GalleryFile> {
    return toFile(await this.row(workspaceId, id));
  }

  async list(workspaceId: string, filters: GalleryFilters, sort: Sort<GallerySortColumn>, page: Page) {
    const { rows, total } = await store.list(this.p.db.kysely, workspaceId, filters, sort, page);
    return { items: rows.map(toFile), total };
  }

  async update(workspaceId: string, id: string, body: UpdateFileBody): Promise<GalleryFile> {
    return this.p.db.transaction(async (tx) => {
      const current = await this.row(workspaceId, id, tx);
      const tags = body.tags === undefined ? undefined : cleanTags(body.tags);
      const next: GalleryFileRow = {
        ...current,
        ...(tags !== undefined && { tags: json.write(tags) }),
        ...(body.altText !== undefined && { alt_text: body.altText }),
        ...(body.description !== undefined && { description: body.description }),
        ...(body.folder !== undefined && { folder: body.folder }),
        updated_at: clock.iso(),
      };
      next.search_text = searchText(next);
      const { tags: tagsJson, alt_text, description, folder, search_text, updated_at } = next;
      const changed = await store.update(tx, workspaceId, id, CHANGEABLE, { tags: tagsJson, alt_text, description, folder, search_text, updated_at });
      if (!changed) throw new ConflictError('File is being deleted');
      if (tags !== undefined) await store.replaceTags(tx, workspaceId, id, tags);
      const file = toFile(next);
      await this.p.outbox.emit(tx, workspaceId, 'gallery.file.updated', file);
      return file;
    });
  }

  /** The bytes of a file that is not being deleted; 404 once deletion was requested or if the bytes are gone. */
  async download(workspaceId: string, id: string): Promise<Download> {
    const row = await this.row(workspaceId, id);
    if (row.status === 'deleting' || row.status === 'failed') throw new NotFoundError('File');
    const object = await this.storage.open(row.storage_key);
    if (!object) throw new NotFoundError('File');
    return { ...object, fileName: row.original_name, mimeType: row.mime_type };
  }

  /** Marks the file `deleting` and queues the removal; asking again while it is pending changes nothing. */
  async scheduleDeletion(workspaceId: string, id: string): Promise<void> {
    await this.p.db.transaction(async (tx) => {
      const current = await this.row(workspaceId, id, tx);
      if (current.status === 'deleting') return;
      // Conditional: of two concurrent requests only one moves the file and queues the job.
      const moved = await store.update(tx, workspaceId, id, CHANGEABLE, { status: 'deleting', updated_at: clock.iso() });
      if (moved) await this.p.jobs.enqueue(tx, GALLERY_DELETE_JOB, { workspaceId, fileId: id } satisfies GalleryJobPayload, { workspaceId });
    });
  }

  /** Job: re-reads the stored copy and marks the file `completed` (or `failed` when the bytes don't match). */
  async finishUpload({ workspaceId, fileId }: GalleryJobPayload): Promise<void> {
    const row = await store.get(this.p.db.kysely, workspaceId, fileId);
    if (!row || row.status !== 'processing') return;
    const object = await this.storage.open(row.storage_key);
    const intact = object !== null && object.size === Number(row.size) && (await sha256Of(object.stream)) === row.sha256;
    if (!intact) object?.stream.destroy();
    await this.p.db.transaction(async (tx) => {
      const status: FileStatus = intact ? 'completed' : 'failed';
      const updatedAt = clock.iso();
      if (!(await store.update(tx, workspaceId, fileId, ['processing'], { status, updated_at: updatedAt }))) return;
      if (intact) await this.p.outbox.emit(tx, workspaceId, 'gallery.file.uploaded', toFile({ ...row, status, updated_at: updatedAt }));
    });
  }

  /** Job: removes the bytes, then marks the file `deleted` and emits gallery.file.deleted. Safe to run twice. */
  async finishDeletion({ workspaceId, fileId }: GalleryJobPayload): Promise<void> {
    const row = await store.get(this.p.db.kysely, workspaceId, fileId);
    if (!row || row.status !== 'deleting') return;
    await this.storage.remove(row.storage_key);
    await this.p.db.transaction(async (tx) => {
      const now = clock.iso();
      if (!(await store.update(tx, workspaceId, fileId, ['deleting'], { status: 'deleted', deleted_at: now, updated_at: now }))) return;
      await store.replaceTags(tx, workspaceId, fileId, []);
      await this.p.outbox.emit(tx, workspaceId, 'gallery.file.deleted', { ...toFile({ ...row, status: 'deleted', updated_at: now }), deletedAt: now });
    });
  }

  private async row(workspaceId: string, id: string, db = this.p.db.kysely): Promise<GalleryFileRow> {
    const row = await store.get(db, workspaceId, id);
    if (!row) throw new NotFoundError('File');
    return row;
  }
}
