// Request and response schemas of gallery files.
import Type, { type Static } from 'typebox';
import { Nullable } from '../../platform/http/schemas.js';

const Tags = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 50 });
/** A folder path such as `Marketing/Campaigns`: non-empty segments without control characters. */
const Folder = Type.String({ minLength: 1, maxLength: 200, pattern: '^[^/\\u0000-\\u001f]+(/[^/\\u0000-\\u001f]+)*$' });
const AltText = Type.String({ maxLength: 1000 });
const Description = Type.String({ maxLength: 5000 });
const FileName = Type.String({ minLength: 1, maxLength: 255 });

/** The base64 JSON upload. Its size is bounded by the route's body limit and, decoded, by GALLERY_MAX_JSON_FILE_BYTES (413). */
export const JsonUploadBody = Type.Object({
  fileName: FileName,
  contentType: Type.Optional(Type.String({ maxLength: 255 })),
  contentBase64: Type.String({ minLength: 1 }),
  folder: Type.Optional(Folder),
  altText: Type.Optional(AltText),
  description: Type.Optional(Description),
  tags: Type.Optional(Tags),
});
export type JsonUploadBody = Static<typeof JsonUploadBody>;

/** The multipart upload: one `file` part plus optional text fields (`tags` comma-separated). */
export const MultipartUploadBody = Type.Object({
  file: Type.Object({}, { description: 'the file part' }),
  fileName: Type.Optional(FileName),
  folder: Type.Optional(Folder),
  altText: Type.Optional(AltText),
  description: Type.Optional(Description),
  tags: Type.Optional(Type.String({ maxLength: 4000, description: 'comma-separated' })),
});

export const UpdateFileBody = Type.Object({
  tags: Type.Optional(Tags),
  altText: Type.Optional(Nullable(AltText)),
  description: Type.Optional(Nullable(Description)),
  folder: Type.Optional(Nullable(Folder)),
});
export type UpdateFileBody = Static<typeof UpdateFileBody>;

export const FILE_STATUSES = ['processing', 'completed', 'failed', 'deleting'] as const;

export const GalleryFile = Type.Object({
  id: Type.String(),
  workspaceId: Type.String(),
  /** The storage path, prefixed with the workspace. */
  name: Type.String(),
  originalName: Type.String(),
  size: Type.Integer(),
  mimeType: Type.String(),
  type: Type.String(),
  storageProvider: Type.String(),
  sha256: Type.String(),
  folder: Nullable(Type.String()),
  status: Type.String(),
  metadata: Type.Object({ altText: Nullable(Type.String()), description: Nullable(Type.String()), tags: Type.Array(Type.String()) }),
  downloadUrl: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type GalleryFile = Static<typeof GalleryFile>;

export const Uploaded = Type.Object({ fileId: Type.String(), jobId: Type.String(), status: Type.String(), data: GalleryFile });

export const DeletionScheduled = Type.Object({ message: Type.String(), status: Type.Literal('scheduled'), fileId: Type.String() });

export const FileListQuery = Type.Object({
  type: Type.Optional(Type.Enum(['all', 'image', 'video', 'document', 'audio'])),
  tag: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  folder: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  status: Type.Optional(Type.Enum([...FILE_STATUSES])),
  q: Type.Optional(Type.String({ maxLength: 200 })),
});
export type FileListQuery = Static<typeof FileListQuery>;
