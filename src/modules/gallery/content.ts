// What the gallery accepts, decided on the bytes (magic numbers via file-type), never on the name or the
// declared type alone: images, video and PDF (docs/decisions.md, Gallery).

export type FileKind = 'image' | 'video' | 'document';

export const ALLOWED_TYPES: Readonly<Record<string, FileKind>> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'image/avif': 'image',
  'video/mp4': 'video',
  'video/webm': 'video',
  'video/quicktime': 'video',
  'application/pdf': 'document',
};

/** Declared types that make no claim about the content (clients send them for "unknown"). */
const NO_CLAIM = new Set(['', 'application/octet-stream', 'binary/octet-stream']);
const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'application/x-pdf': 'application/pdf',
};

export interface Detected {
  mimeType: string;
  ext: string;
  kind: FileKind;
}

export type Detection = { ok: true; type: Detected } | { ok: false; found: string | null };

/** How many leading bytes the type is judged on (file-type's own sample size): an upload is refused before the rest is stored. */
export const HEAD_BYTES = 4100;

export async function detectContent(bytes: Buffer): Promise<Detection> {
  // Loaded with the first upload: a process that takes none never reads its modules.
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes);
  const kind = found ? ALLOWED_TYPES[found.mime] : undefined;
  if (!found || !kind) return { ok: false, found: found?.mime ?? null };
  return { ok: true, type: { mimeType: found.mime, ext: found.ext, kind } };
}

/** The declared content type, normalised, or null when it claims nothing. */
export function declaredType(value: string | undefined): string | null {
  const base = (value ?? '').split(';')[0]!.trim().toLowerCase();
  if (NO_CLAIM.has(base)) return null;
  return ALIASES[base] ?? base;
}
