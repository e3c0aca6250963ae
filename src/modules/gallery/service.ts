// Gallery files: uploads streamed into storage and checked on their bytes, a per-workspace quota, metadata,
// downloads, deletion in two steps (the request marks the file `deleting`; a job removes the bytes, marks it
// `deleted` and emits gallery.file.deleted), and a sweep of stored bytes no committed row refers to.
import { createHash } from 'node:crypto';
import type { Config } from '../../config.js';
import type { JobSink } from '../../platform/jobs.js';
import type { DataDeps } from '../../platform/module.js';
import { clock } from '../../platform/clock.js';
import { json } from '../../platform/db/codecs.js';
import type { Executor } from '../../platform/db/index.js';
import { AppError, ConflictError, NotFoundError, UnprocessableError, ValidationError } from '../../platform/errors.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import { newId, tryParseId } from '../../platform/ids.js';
import { ALLOWED_TYPES, declaredType, detectContent, HEAD_BYTES, type Detected } from './content.js';
import type { GalleryFile, UpdateFileBody } from './schemas.js';
import type { ByteSource, FileStorage, Incoming, StoredObject } from './storage.js';
import {
  galleryStore as store,
  type FileStatus,
  type GalleryFileRow,
  type GalleryFilters,
  type GallerySortColumn,
} from './store.js';

export const GALLERY_PROCESS_JOB = 'gallery.file.process';
export const GALLERY_DELETE_JOB = 'gallery.file.delete';

/** Stored objects checked against their rows per query by the orphan sweep. */
const SWEEP_BATCH = 200;

/** States a file can be changed (or deleted) from. */
const CHANGEABLE: readonly FileStatus[] = ['processing', 'completed', 'failed'];

/** An upload's bytes, received into storage and checked (receive), not yet under their key. */
export interface Received {
  incoming: Incoming;
  size: number;
  sha256: string;
  type: Detected;
}

export interface UploadInput {
  /** The body field the bytes came in (`file` or `contentBase64`), named by errors about them. */
  field: string;
  content: Received;
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
  /** The content's SHA-256 (hex): a strong validator for caches. */
  sha256: string;
}

/** What another area needs to know of a file it refers to (a product's images). */
export interface ReferencedFile {
  id: string;
  /** image, video or document. */
  kind: string;
  mimeType: string;
  status: FileStatus;
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

function tooLarge(field: string, max: number): AppError {
  return new AppError(413, 'FILE_TOO_LARGE', 'File too large', {
    details: { field, message: `must be at most ${max} bytes` },
  });
}

/** The detected type of an upload's first bytes, or the 415 that refuses it. */
async function typeOf(head: Buffer, field: string): Promise<Detected | AppError> {
  const detection = await detectContent(head);
  if (detection.ok) return detection.type;
  const message = `content must be one of ${Object.keys(ALLOWED_TYPES).join(', ')}; found ${detection.found ?? 'an unrecognised format'}`;
  return new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'Unsupported file type', { details: { field, message } });
}

async function sha256Of(stream: AsyncIterable<Buffer>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk);
  return hash.digest('hex');
}

export interface GalleryDeps extends DataDeps {
  jobs: JobSink;
  config: Pick<
    Config,
    | 'galleryMaxFileBytes'
    | 'galleryMaxJsonFileBytes'
    | 'galleryQuotaBytes'
    | 'galleryQuotaFiles'
    | 'galleryOrphanMinutes'
  >;
}

export class GalleryService {
  /** Largest multipart upload. */
  readonly maxFileBytes: number;
  /** Largest base64 JSON upload (decoded): the whole body sits in memory, so it is capped lower. */
  readonly maxJsonFileBytes: number;
  private readonly quota: { bytes: number; files: number };

  constructor(
    private readonly deps: GalleryDeps,
    private readonly storage: FileStorage,
  ) {
    this.maxFileBytes = deps.config.galleryMaxFileBytes;
    this.maxJsonFileBytes = Math.min(deps.config.galleryMaxJsonFileBytes, deps.config.galleryMaxFileBytes);
    this.quota = { bytes: deps.config.galleryQuotaBytes, files: deps.config.galleryQuotaFiles };
  }

  /**
   * Streams an upload into storage, counting (more than `maxBytes` → 413), hashing, and judging its type on the
   * first bytes (not an allowed type → 415, the rest is not stored). A refused upload leaves nothing behind. The
   * rest of a refused source is still read (and dropped): an HTTP client that is still sending gets the answer.
   */
  async receive(source: ByteSource, field: string, maxBytes: number): Promise<Received> {
    const hash = createHash('sha256');
    let size = 0;
    let type: Detected | undefined;
    let head: Buffer[] = [];
    /** Judges the type on the bytes so far: sets `type`, or answers the refusal. */
    const judge = async (): Promise<AppError | undefined> => {
      const judged = await typeOf(Buffer.concat(head), field);
      head = [];
      if (judged instanceof AppError) return judged;
      type = judged;
      return undefined;
    };
    async function* checked(): AsyncGenerator<Buffer> {
      let refusal: AppError | undefined;
      for await (const chunk of source) {
        if (refusal) continue;
        size += chunk.length;
        if (size > maxBytes) {
          refusal = tooLarge(field, maxBytes);
          continue;
        }
        hash.update(chunk);
        if (!type) {
          head.push(chunk);
          if (size >= HEAD_BYTES) refusal = await judge();
        }
        if (!refusal) yield chunk;
      }
      if (!refusal && size === 0) refusal = new ValidationError(field, 'must not be empty');
      if (!refusal && !type) refusal = await judge();
      if (refusal) throw refusal;
    }
    const incoming = await this.storage.receive(checked());
    return { incoming, size, sha256: hash.digest('hex'), type: type! };
  }

  /**
   * Records a received upload as `processing` (a job verifies the stored copy), within the workspace's quota.
   * Whatever happens, the received bytes end up under the file's key or removed.
   */
  async upload(
    workspaceId: string,
    input: UploadInput,
  ): Promise<{ fileId: string; jobId: string; status: FileStatus; data: GalleryFile }> {
    try {
      return await this.record(workspaceId, input);
    } finally {
      await input.content.incoming.discard();
    }
  }

  private async record(
    workspaceId: string,
    input: UploadInput,
  ): Promise<{ fileId: string; jobId: string; status: FileStatus; data: GalleryFile }> {
    const { content, field } = input;
    const fileName = cleanFileName(input.fileName);
    const claimed = declaredType(input.declaredType);
    if (claimed && claimed !== content.type.mimeType) {
      throw new UnprocessableError('CONTENT_TYPE_MISMATCH', 'Declared content type does not match the file', {
        field: 'contentType',
        message: `declared ${claimed}, the content is ${content.type.mimeType}`,
      });
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
      size: content.size,
      mime_type: content.type.mimeType,
      kind: content.type.kind,
      sha256: content.sha256,
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

    // Bytes first (no I/O inside the transaction); if the row can't be written, they are removed again. A crash in
    // between leaves bytes no row refers to: sweepOrphans collects them.
    await content.incoming.commit(row.storage_key);
    try {
      const jobId = await this.deps.db.transaction(async (tx) => {
        if (!(await store.charge(tx, workspaceId, content.size, this.quota))) {
          const used = await store.usage(tx, workspaceId);
          throw new ConflictError('QUOTA_EXCEEDED', 'Gallery quota exceeded', {
            details: {
              field,
              message: `the workspace's gallery holds at most ${this.quota.files} files and ${this.quota.bytes} bytes`,
            },
            quota: {
              maxBytes: this.quota.bytes,
              maxFiles: this.quota.files,
              usedBytes: used.bytes,
              usedFiles: used.files,
            },
          });
        }
        await store.insert(tx, row);
        await store.replaceTags(tx, workspaceId, id, tags);
        return this.deps.jobs.enqueue(
          tx,
          GALLERY_PROCESS_JOB,
          { workspaceId, fileId: id } satisfies GalleryJobPayload,
          { workspaceId },
        );
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
    const { rows, total } = await store.list(this.deps.db.kysely, workspaceId, filters, sort, page);
    return { items: rows.map(toFile), total };
  }

  async update(workspaceId: string, id: string, body: UpdateFileBody): Promise<GalleryFile> {
    return this.deps.db.transaction(async (tx) => {
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
      const changed = await store.update(tx, workspaceId, id, CHANGEABLE, {
        tags: tagsJson,
        alt_text,
        description,
        folder,
        search_text,
        updated_at,
      });
      if (!changed) throw new ConflictError('FILE_BEING_DELETED', 'File is being deleted');
      if (tags !== undefined) await store.replaceTags(tx, workspaceId, id, tags);
      const file = toFile(next);
      await this.deps.outbox.emit(tx, workspaceId, 'gallery.file.updated', file);
      return file;
    });
  }

  /** The bytes of a file that is not being deleted; 404 once deletion was requested or if the bytes are gone. */
  async download(workspaceId: string, id: string): Promise<Download> {
    const row = await this.row(workspaceId, id);
    if (row.status === 'deleting' || row.status === 'failed') throw new NotFoundError('File');
    const object = await this.storage.open(row.storage_key);
    if (!object) throw new NotFoundError('File');
    return { ...object, fileName: row.original_name, mimeType: row.mime_type, sha256: row.sha256 };
  }

  /** The workspace's files among `ids` (not deleted), by id: another workspace's id is simply absent. */
  async kinds(db: Executor, workspaceId: string, ids: readonly string[]): Promise<Map<string, ReferencedFile>> {
    if (ids.length === 0) return new Map();
    const rows = await store.kinds(db, workspaceId, ids);
    return new Map(rows.map((r) => [r.id, { id: r.id, kind: r.kind, mimeType: r.mime_type, status: r.status }]));
  }

  /** Marks the file `deleting` and queues the removal; asking again while it is pending changes nothing. */
  async scheduleDeletion(workspaceId: string, id: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const current = await this.row(workspaceId, id, tx);
      if (current.status === 'deleting') return;
      // Conditional: of two concurrent requests only one moves the file and queues the job.
      const moved = await store.update(tx, workspaceId, id, CHANGEABLE, {
        status: 'deleting',
        updated_at: clock.iso(),
      });
      if (moved)
        await this.deps.jobs.enqueue(tx, GALLERY_DELETE_JOB, { workspaceId, fileId: id } satisfies GalleryJobPayload, {
          workspaceId,
        });
    });
  }

  /** Job: re-reads the stored copy and marks the file `completed` (or `failed` when the bytes don't match). */
  async finishUpload({ workspaceId, fileId }: GalleryJobPayload): Promise<void> {
    const row = await store.get(this.deps.db.kysely, workspaceId, fileId);
    if (!row || row.status !== 'processing') return;
    const object = await this.storage.open(row.storage_key);
    const intact =
      object !== null && object.size === Number(row.size) && (await sha256Of(object.stream)) === row.sha256;
    if (!intact) object?.stream.destroy();
    await this.deps.db.transaction(async (tx) => {
      const status: FileStatus = intact ? 'completed' : 'failed';
      const updatedAt = clock.iso();
      if (!(await store.update(tx, workspaceId, fileId, ['processing'], { status, updated_at: updatedAt }))) return;
      if (intact)
        await this.deps.outbox.emit(
          tx,
          workspaceId,
          'gallery.file.uploaded',
          toFile({ ...row, status, updated_at: updatedAt }),
        );
    });
  }

  /** Job: removes the bytes, then marks the file `deleted` and emits gallery.file.deleted. Safe to run twice. */
  async finishDeletion({ workspaceId, fileId }: GalleryJobPayload): Promise<void> {
    const row = await store.get(this.deps.db.kysely, workspaceId, fileId);
    if (!row || row.status !== 'deleting') return;
    await this.storage.remove(row.storage_key);
    await this.deps.db.transaction(async (tx) => {
      const now = clock.iso();
      if (
        !(await store.update(tx, workspaceId, fileId, ['deleting'], {
          status: 'deleted',
          deleted_at: now,
          updated_at: now,
        }))
      )
        return;
      await store.release(tx, workspaceId, Number(row.size));
      await store.replaceTags(tx, workspaceId, fileId, []);
      await this.deps.outbox.emit(tx, workspaceId, 'gallery.file.deleted', {
        ...toFile({ ...row, status: 'deleted', updated_at: now }),
        deletedAt: now,
      });
    });
  }

  /**
   * Retention rule: removes stored bytes last written more than GALLERY_ORPHAN_MINUTES ago that no file row refers
   * to (a process that died, or a rollback, between storing the bytes and committing the row) and received bytes
   * never committed (an upload that died). An upload in flight is younger than that and is never touched.
   */
  async sweepOrphans(nowMs: number, limit: number): Promise<number> {
    const cutoff = nowMs - this.deps.config.galleryOrphanMinutes * 60_000;
    let removed = 0;
    // Objects are checked against their rows a workspace (directory) at a time, in batches.
    let batch: { workspaceId: string; ids: Map<string, () => Promise<void>> } | undefined;
    const flush = async () => {
      if (!batch) return;
      const live = await store.liveIds(this.deps.db.kysely, batch.workspaceId, [...batch.ids.keys()]);
      for (const [id, remove] of batch.ids) {
        if (live.has(id) || removed >= limit) continue;
        await remove();
        removed++;
      }
      batch = undefined;
    };
    for await (const entry of this.storage.writtenBefore(cutoff)) {
      if (removed >= limit) break;
      if (entry.key === null) {
        await entry.remove();
        removed++;
        continue;
      }
      const [workspaceId, id] = entry.key.split('/') as [string, string];
      if (tryParseId(workspaceId, 'ws') !== workspaceId || tryParseId(id, 'gal_file') !== id) continue; // not an object the gallery stored
      if (batch && (batch.workspaceId !== workspaceId || batch.ids.size >= SWEEP_BATCH)) await flush();
      batch ??= { workspaceId, ids: new Map() };
      batch.ids.set(id, entry.remove);
    }
    await flush();
    return removed;
  }

  private async row(workspaceId: string, id: string, db = this.deps.db.kysely): Promise<GalleryFileRow> {
    const row = await store.get(db, workspaceId, id);
    if (!row) throw new NotFoundError('File');
    return row;
  }
}
