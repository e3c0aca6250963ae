// The booking page's handle (/book/<handle>): a lower-case slug no other workspace holds. A new workspace's is
// made from its name by the contract's own rule (the smoke check `bookpage/served-at-handle` computes the same
// one), with "-2", "-3"… when another workspace holds it; the operator may change it (PATCH /v1/workspace).
import { SLUG_PATTERN } from '../../platform/slug.js';

/** What a handle may be: dash-separated runs of lower-case ASCII letters and digits. */
export const HANDLE_PATTERN = SLUG_PATTERN;
/** As long as a workspace's name may be, so every name's slug is a handle. */
export const HANDLE_MAX_LENGTH = 200;
/** A name with no ASCII letter or digit (e.g. all in Greek) gets this, numbered like any other. */
const FALLBACK = 'booking';

/**
 * The contract's slug of a workspace name: lower-cased, NFKD, every run of anything but [a-z0-9] a dash, no dash
 * at either end. Accented letters keep their base letter and the accent becomes a dash ("Brașov" → "bras-ov"):
 * the rule the contract fixes, which the operator can replace with a handle of their own.
 */
export function handleOf(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, HANDLE_MAX_LENGTH - 4)
    .replace(/-+$/, '');
  return slug || FALLBACK;
}

/** `base` if no handle in `taken` is it, else `base-N` with N one above the highest such suffix in use (from 2). */
export function freeHandle(base: string, taken: Iterable<string>): string {
  let highest = 0;
  for (const handle of taken) {
    if (handle === base) highest = Math.max(highest, 1);
    else if (handle.startsWith(`${base}-`)) {
      const n = handle.slice(base.length + 1);
      if (/^[1-9][0-9]{0,8}$/.test(n)) highest = Math.max(highest, Number(n));
    }
  }
  return highest === 0 ? base : `${base}-${highest + 1}`;
}
