// URL slugs derived from names and titles (forms, products, tags, policies, collections), and the one way a new
// row gets a slug no other row of its scope holds.
import { randomBytes } from 'node:crypto';
import { isUniqueViolation } from './db/index.js';

/** Latin letters that carry no combining accent to drop. */
const LETTERS: Record<string, string> = { ı: 'i', ł: 'l', đ: 'd', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th' };

/** A slug: lower-case ASCII letters and digits in dash-separated runs. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/** "New Inquiry Form" → "new-inquiry-form" (accents dropped, anything else becomes a dash); `fallback` when nothing is left. */
export function slugify(name: string, fallback: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ıłđøßæœþ]/g, (c) => LETTERS[c] ?? c)
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return s || fallback;
}

/** How many random tails a derived slug tries before the write's error is let through. */
const SLUG_ATTEMPTS = 5;

/** `slug` with a random 6-character tail, still within 80 characters: what a derived slug becomes when taken. */
export function withRandomTail(slug: string): string {
  return `${slug.slice(0, 73)}-${randomBytes(4).readUInt32BE().toString(36).padStart(6, '0').slice(-6)}`;
}

/** A derived slug, or the same with a random tail when `taken` says another row holds it. */
export async function freeSlug(derived: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  return (await taken(derived)) ? withRandomTail(derived) : derived;
}

export interface UniqueSlugWrite<T> {
  /** The slug the client chose: used as is, and a 409 (`conflict`) when taken. */
  chosen: string | undefined;
  /** The slug made from a name or title, used when none was chosen. */
  derived: string;
  /** Whether another row holds a slug (read before the first write of a derived slug). */
  taken: (slug: string) => Promise<boolean>;
  /** Writes the row under `slug`, in its own transaction: it fails, and changes nothing, when the slug is taken. */
  write: (slug: string) => Promise<T>;
  /** The error a taken chosen slug is answered with. */
  conflict: (slug: string) => Error;
  /** Whether an error of `write` means the slug is taken (default: a unique violation). */
  isTaken?: (err: unknown) => boolean;
}

/**
 * Inserts a row with a unique slug: a slug the client chose is theirs or a 409; a derived one gets a random tail
 * when taken, and a new tail when a concurrent write took it between the look-up and the write.
 */
export async function writeWithUniqueSlug<T>(w: UniqueSlugWrite<T>): Promise<T> {
  const isTaken = w.isTaken ?? isUniqueViolation;
  for (let attempt = 1; ; attempt++) {
    const slug = w.chosen ?? (attempt > 1 ? withRandomTail(w.derived) : await freeSlug(w.derived, w.taken));
    try {
      return await w.write(slug);
    } catch (err) {
      if (!isTaken(err)) throw err;
      if (w.chosen !== undefined) throw w.conflict(slug);
      if (attempt >= SLUG_ATTEMPTS) throw err;
    }
  }
}
