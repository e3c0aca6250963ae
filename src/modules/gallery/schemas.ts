// Request and response schemas of gallery files.
import Type, { type Static } from 'typebox';
import { Component, Nullable, Ref } from '../../platform/http/schemas.js';

const Tags = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 50 });
/** A folder path such as `Marketing/Campaigns`: non-empty segments without control characters. */
const Folder = Type.String({ minLength: 1, maxLength: 200, pattern: '^[^/\\u0000-\\u001f]+(/[^/\\u0000-\\u001f]+)*$' });
const AltText = Type.String({ maxLength: 1000 });
const Description = Type.String({ maxLength: 5000 });
const FileName = Type.String({ minLength: 1, maxLength: 255 });

/** The base64 JSON upload. Its size is bounded by the route's body limit and, decoded, by GALLERY_MAX_JSON_FILE_BYTES (413). */
export const JsonUploadBody = Type.Object(
  {
    fileName: FileName,
    contentType: Type.Optional(Type.String({ maxLength: 255 })),
    contentBase64: Type.String({ minLength: 1 }),
    folder: Type.Optional(Folder),
    altText: Type.Optional(AltText),
    description: Type.Optional(Description),
    tags: Type.Optional(Tags),
  },
  {
    examples: [
      {
        fileName: 'pixel.png',
        contentType: 'image/png',
        contentBase64:
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        folder: 'Marketing/Campaigns',
        altText: 'A single transparent pixel',
        tags: ['test'],
      },
    ],
  },
);
export type JsonUploadBody = Static<typeof JsonUploadBody>;

/** The multipart upload: one `file` part plus optional text fields (`tags` comma-separated). */
export const MultipartUploadBody = Type.Object({
  // The received part (its name, type and stored bytes), not JSON: open, so the body's exactness leaves it whole.
  file: Type.Object({}, { additionalProperties: true, description: 'the file part' }),
  fileName: Type.Optional(FileName),
  folder: Type.Optional(Folder),
  altText: Type.Optional(AltText),
  description: Type.Optional(Description),
  tags: Type.Optional(Type.String({ maxLength: 4000, description: 'comma-separated' })),
});

export const UpdateFileBody = Type.Object(
  {
    tags: Type.Optional(Tags),
    altText: Type.Optional(Nullable(AltText)),
    description: Type.Optional(Nullable(Description)),
    folder: Type.Optional(Nullable(Folder)),
  },
  { examples: [{ altText: 'Bran Castle at sunset', tags: ['castles', 'transylvania'], folder: 'Products/Castles' }] },
);
export type UpdateFileBody = Static<typeof UpdateFileBody>;

export const FILE_STATUSES = ['processing', 'completed', 'failed', 'deleting'] as const;

export const GalleryFile = Component(
  'GalleryFile',
  Type.Object(
    {
      id: Type.String({ description: 'gal_file_… id' }),
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
      metadata: Type.Object({
        altText: Nullable(Type.String()),
        description: Nullable(Type.String()),
        tags: Type.Array(Type.String()),
      }),
      downloadUrl: Type.String({
        description: 'Where its bytes are (`GET /v1/gallery/download/{id}`, with the API key)',
      }),
      createdAt: Type.String(),
      updatedAt: Type.String(),
    },
    {
      description:
        'A stored file: image, video, document or audio, with its description and tags. `status` is `processing` until its content is verified, then `completed` or `failed`; `deleting` once its deletion is scheduled.',
    },
  ),
);
export type GalleryFile = Static<typeof GalleryFile>;

export const Uploaded = Type.Object({
  fileId: Type.String(),
  jobId: Type.String(),
  status: Type.String(),
  data: Ref(GalleryFile),
});

export const DeletionScheduled = Type.Object({
  message: Type.String(),
  status: Type.Literal('scheduled'),
  fileId: Type.String(),
});

export const FileListQuery = Type.Object({
  type: Type.Optional(Type.Enum(['all', 'image', 'video', 'document', 'audio'])),
  tag: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  folder: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  status: Type.Optional(Type.Enum([...FILE_STATUSES])),
  q: Type.Optional(Type.String({ maxLength: 200 })),
});
export type FileListQuery = Static<typeof FileListQuery>;
