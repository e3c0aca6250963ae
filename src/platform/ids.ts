// Prefixed ids: `<prefix>_<uuidv7>` (docs/CONVENTIONS.md). The UUID is time-ordered, so ids sort by creation.
import { v7 as uuidv7 } from 'uuid';
import { ValidationError } from './errors.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function newId(prefix: string): string {
  return `${prefix}_${uuidv7()}`;
}

export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}

export interface ParseIdOptions {
  /** Other prefixes the spec's examples use for the same resource (e.g. `dep` for `dept`). */
  aliases?: string[];
  /** Accept the bare UUID (where the spec describes the id as a UUID). */
  allowBareUuid?: boolean;
}

/**
 * Checks that `value` is an id of the expected type and returns its canonical `<prefix>_<uuid>` form.
 * A wrong prefix or a malformed tail is a 400 naming `field`.
 */
export function parseId(value: unknown, prefix: string, field: string, opts: ParseIdOptions = {}): string {
  if (typeof value !== 'string') throw new ValidationError(field, `must be a ${prefix}_ id`);
  if (opts.allowBareUuid && isUuid(value)) return `${prefix}_${value.toLowerCase()}`;
  for (const p of [prefix, ...(opts.aliases ?? [])]) {
    if (value.startsWith(`${p}_`) && isUuid(value.slice(p.length + 1))) {
      return `${prefix}_${value.slice(p.length + 1).toLowerCase()}`;
    }
  }
  throw new ValidationError(field, `must be a ${prefix}_ id`);
}

/** Like parseId but answers null instead of throwing: for path lookups where a malformed id simply is not found. */
export function tryParseId(value: string, prefix: string, opts: ParseIdOptions = {}): string | null {
  try {
    return parseId(value, prefix, 'id', opts);
  } catch {
    return null;
  }
}

/** The bare UUID of a prefixed id (for endpoints whose contract returns a UUID). */
export function uuidOf(id: string): string {
  return id.slice(id.indexOf('_') + 1);
}
