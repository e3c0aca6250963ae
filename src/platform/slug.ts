// URL slugs derived from names and titles (forms, products, tags).

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
