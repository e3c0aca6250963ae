// HTTP for gallery files. Uploads come as multipart (`file`, streamed into storage as it arrives) or JSON
// (`contentBase64`, capped lower); both reach the service as received bytes. Downloads stream the stored file with
// its own content type.
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ValidationError } from '../../platform/errors.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, IdParamsOf, Ref } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import {
  DeletionScheduled,
  FileListQuery,
  GalleryFile,
  JsonUploadBody,
  MultipartUploadBody,
  UpdateFileBody,
  Uploaded,
} from './schemas.js';
import type { GalleryService, Received, UploadInput } from './service.js';

const tags = ['Gallery'];
const IdParams = IdParamsOf('gal_file');
const Data = Type.Object({ data: Ref(GalleryFile) });
const SORTS = {
  created_at: 'created_at',
  createdAt: 'created_at',
  updated_at: 'updated_at',
  updatedAt: 'updated_at',
  name: 'original_name',
  size: 'size',
} as const;

/** A multipart file part, received into storage. Serialises (for idempotency) as its digest. */
class UploadedPart {
  constructor(
    readonly fileName: string,
    readonly mimeType: string,
    readonly content: Received,
  ) {}

  toJSON() {
    return { fileName: this.fileName, mimeType: this.mimeType, size: this.content.size, sha256: this.content.sha256 };
  }
}

/** What a request received into storage, removed once it is answered unless the upload committed it. */
const received = new WeakMap<FastifyRequest, Received>();

interface MultipartFields {
  file: unknown;
  fileName?: string;
  folder?: string;
  altText?: string;
  description?: string;
  tags?: string;
}

const BASE64_RE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

async function fromJson(req: FastifyRequest, service: GalleryService, body: JsonUploadBody): Promise<UploadInput> {
  if (!BASE64_RE.test(body.contentBase64))
    throw new ValidationError('contentBase64', 'must be base64 (RFC 4648, with padding)');
  const content = await service.receive(
    [Buffer.from(body.contentBase64, 'base64')],
    'contentBase64',
    service.maxJsonFileBytes,
  );
  received.set(req, content);
  const { fileName, contentType, folder, altText, description, tags: fileTags } = body;
  return {
    field: 'contentBase64',
    content,
    fileName,
    declaredType: contentType,
    folder,
    altText,
    description,
    tags: fileTags,
  };
}

function fromMultipart(body: MultipartFields): UploadInput {
  if (!(body.file instanceof UploadedPart)) throw new ValidationError('file', 'must be a file part');
  const part = body.file;
  return {
    field: 'file',
    content: part.content,
    fileName: body.fileName ?? part.fileName,
    declaredType: part.mimeType,
    folder: body.folder,
    altText: body.altText,
    description: body.description,
    tags: body.tags?.split(','),
  };
}

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function galleryRoutes(app: Api, service: GalleryService): void {
  uploadRoute(app, service);
  fileRoutes(app, service);
}

/**
 * The upload lives in its own scope: only it parses multipart, and its body limit fits a base64 JSON file (the
 * multipart parser streams and is bounded by the file size limit instead).
 */
function uploadRoute(app: Api, service: GalleryService): void {
  const max = service.maxFileBytes;
  void app.register(async (scope) => {
    scope.removeContentTypeParser('text/plain');
    await scope.register(multipart, {
      attachFieldsToBody: 'keyValues',
      // One byte over the limit reaches receive, which refuses the file; the parser drops the rest of the part.
      limits: { fileSize: max + 1, files: 1, fields: 10, fieldSize: 8 * 1024, parts: 12 },
      throwFileSizeLimit: false,
      async onFile(this: FastifyRequest, part: MultipartFile) {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new ValidationError(part.fieldname, 'unexpected file part: send the file as "file"');
        }
        const content = await service.receive(part.file, 'file', max);
        received.set(this, content);
        (part as MultipartFile & { value: unknown }).value = new UploadedPart(part.filename, part.mimetype, content);
      },
    });
    // Received bytes the upload never committed (a refused body, an idempotent replay) are removed once answered.
    scope.addHook('onResponse', async (req) => {
      await received.get(req)?.incoming.discard();
    });

    scope.post(
      '/v1/gallery/upload',
      {
        config: { scope: 'gallery:write' },
        bodyLimit: Math.ceil(service.maxJsonFileBytes / 3) * 4 + 64 * 1024,
        schema: {
          operationId: 'uploadGalleryFile',
          tags,
          summary: 'Upload a file',
          description:
            "Uploads a file as multipart (`file` part) or as JSON (`contentBase64`, for smaller files), within the workspace's quota (409 `QUOTA_EXCEEDED`). The file is `processing` until a background job verifies its content, then `completed` (announced by `gallery.file.uploaded`) or `failed`.",
          body: {
            content: {
              'application/json': { schema: JsonUploadBody },
              'multipart/form-data': { schema: MultipartUploadBody },
            },
          },
          errors: ['QUOTA_EXCEEDED', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE', 'CONTENT_TYPE_MISMATCH'],
          response: { 202: Uploaded, ...authErrors },
        },
      },
      async (req, reply) => {
        // Bodies are validated per content type; a request with none (no Content-Type) reaches here unvalidated.
        if (typeof req.body !== 'object' || req.body === null)
          throw new ValidationError(
            'body',
            'send multipart/form-data with a file part, or JSON {fileName, contentBase64}',
          );
        const input = req.isMultipart()
          ? fromMultipart(req.body as MultipartFields)
          : await fromJson(req, service, req.body as JsonUploadBody);
        return reply.code(202).send(await service.upload(req.auth.workspaceId, input));
      },
    );
  });
}

/** The stored files: list, get, update their description, schedule their deletion, download them. */
function fileRoutes(app: Api, service: GalleryService): void {
  app.get(
    '/v1/gallery/files',
    {
      config: { scope: 'gallery:read' },
      schema: {
        operationId: 'listGalleryFiles',
        tags,
        summary: 'List gallery files',
        description:
          "Lists the workspace's files, newest first unless `sort` says otherwise (`created_at`, `updated_at`, `name`, `size`); filter by kind (`type`), tag, folder and status, search names with `q`.",
        querystring: Type.Intersect([ListQuery, FileListQuery]),
        response: { 200: ListResponse(Ref(GalleryFile)), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const sort = parseSort(req.query, SORTS, { column: 'created_at', direction: 'desc' });
      const { type, tag, folder, status, q } = req.query;
      const { items, total } = await service.list(
        req.auth.workspaceId,
        { kind: type === 'all' ? undefined : type, tag, folder, status, q },
        sort,
        page,
      );
      return listEnvelope(items, total, page);
    },
  );

  app.get(
    '/v1/gallery/files/:id',
    {
      config: { scope: 'gallery:read' },
      schema: {
        operationId: 'getGalleryFile',
        tags,
        summary: 'Get a gallery file',
        description: "Answers one file's record (its bytes: `downloadUrl`).",
        params: IdParams,
        response: { 200: Data, ...authErrors },
      },
    },
    async (req) => ({ data: await service.get(req.auth.workspaceId, req.params.id) }),
  );

  app.put(
    '/v1/gallery/files/:id',
    {
      config: { scope: 'gallery:write' },
      schema: {
        operationId: 'updateGalleryFile',
        tags,
        summary: 'Update a gallery file',
        description: "Changes a file's tags, alt text, description or folder (the fields sent; `null` clears).",
        emits: ['gallery.file.updated'],
        params: IdParams,
        body: UpdateFileBody,
        errors: ['FILE_BEING_DELETED'],
        response: { 200: Data, ...authErrors },
      },
    },
    async (req) => ({ data: await service.update(req.auth.workspaceId, req.params.id, req.body) }),
  );

  app.delete(
    '/v1/gallery/files/:id',
    {
      config: { scope: deleteScope('gallery') },
      schema: {
        operationId: 'deleteGalleryFile',
        tags,
        summary: 'Delete a gallery file',
        description:
          "Schedules a file's deletion: it turns `deleting` at once, and a background job removes its bytes and announces `gallery.file.deleted`.",
        params: IdParams,
        response: { 200: DeletionScheduled, ...authErrors },
      },
    },
    async (req) => {
      await service.scheduleDeletion(req.auth.workspaceId, req.params.id);
      return { message: 'File deletion scheduled', status: 'scheduled' as const, fileId: req.params.id };
    },
  );

  app.get(
    '/v1/gallery/download/:id',
    {
      config: { scope: 'gallery:read' },
      schema: {
        operationId: 'downloadGalleryFile',
        tags,
        summary: 'Download a gallery file',
        description: "Answers the file's bytes as an attachment with its own content type.",
        params: IdParams,
        response: {
          200: {
            description: 'The file',
            content: { 'application/octet-stream': { schema: Type.String({ format: 'binary' }) } },
          },
          ...authErrors,
        },
      },
    },
    async (req, reply) => {
      const file = await service.download(req.auth.workspaceId, req.params.id);
      // A stream is sent as is: the reply is widened from the route's typed (JSON) replies.
      const raw: FastifyReply = reply;
      raw
        .header('content-type', file.mimeType)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(file.fileName));
      return raw.send(file.stream);
    },
  );
}
