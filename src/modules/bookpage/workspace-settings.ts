// The booking page's section of the workspace settings (src/modules/workspaces/settings.ts): which products the
// page offers and which websites may show it in a frame. Its colours and logo are the brand section's
// (documents/workspace-settings.ts), the same ones tickets and emails carry.
import Type from 'typebox';
import { ValidationError } from '../../platform/errors.js';
import { Nullable, PrefixedId } from '../../platform/http/schemas.js';
import type { SettingsReader, SettingsSection } from '../workspaces/settings.js';

export type BookingPageSettings = {
  /** The products on the page (any of the workspace's, shown while active); null: every active owned product. */
  bookingPageProductIds: string[] | null;
  /** Origins whose pages may frame the booking page (`https://www.example.ro`, `https://*.example.ro`). */
  bookingPageFrameOrigins: string[];
};

/** The most products a page names: the page lists at most this many (page-service.ts). */
export const MAX_PAGE_PRODUCTS = 200;
export const MAX_FRAME_ORIGINS = 20;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/**
 * An origin as CSP's frame-ancestors takes it, and nothing looser: https (http for this machine only, to try the
 * snippet locally), a lower-case host, optionally `*.` before at least two labels, an optional port, no path.
 */
const ORIGIN_RE = new RegExp(`^(https|http)://(\\*\\.)?(${LABEL}(?:\\.${LABEL})*)(?::([0-9]{1,5}))?$`);
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/** Why `origin` is not one the page may be framed by, or null when it is. */
export function frameOriginProblem(origin: string): string | null {
  const m = ORIGIN_RE.exec(origin);
  if (!m) {
    if (origin !== origin.toLowerCase()) return `${origin} must be lower case`;
    if (/^[a-z]+:\/\/[^/]+\/./.test(origin) || origin.endsWith('/'))
      return `${origin} must be an origin without a path, e.g. https://www.example.ro`;
    return `${origin} is not an origin like https://www.example.ro or https://*.example.ro`;
  }
  const [, scheme, wildcard, host, port] = m;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return `${origin} has no valid port`;
  if (scheme === 'http' && !LOCAL_HOSTS.has(host!))
    return `${origin} must use https (http only for localhost and 127.0.0.1)`;
  if (wildcard && host!.split('.').length < 2)
    return `${origin}: a wildcard needs a domain under it, e.g. *.example.ro`;
  if (!wildcard && !LOCAL_HOSTS.has(host!) && !host!.includes('.')) return `${origin} needs a full domain name`;
  return null;
}

export const bookingPageSettings: SettingsSection<BookingPageSettings> = {
  answer: {
    bookingPageProductIds: Nullable(Type.Array(Type.String())),
    bookingPageFrameOrigins: Type.Array(Type.String()),
  },
  patch: {
    bookingPageProductIds: Nullable(
      Type.Array(PrefixedId('prod'), {
        maxItems: MAX_PAGE_PRODUCTS,
        uniqueItems: true,
        description:
          "The products (prod_… ids of this workspace) the booking page offers, each while it is active; a product not listed is not on the page (its address answers 404). null: every active product the workspace sells itself. An id that is not this workspace's product is a 422 UNKNOWN_REFERENCE.",
      }),
    ),
    bookingPageFrameOrigins: Type.Array(Type.String({ maxLength: 300 }), {
      maxItems: MAX_FRAME_ORIGINS,
      uniqueItems: true,
      description:
        "The websites that may show the booking page in a frame (the Book now snippet's overlay), as origins: https://www.example.ro, or https://*.example.ro for every subdomain; lower case, no path, http only for localhost and 127.0.0.1. Empty: no other site may frame it. Every other page of this server can never be framed.",
    }),
  },
  defaults: { bookingPageProductIds: null, bookingPageFrameOrigins: [] },
  check(values) {
    for (const origin of values.bookingPageFrameOrigins ?? []) {
      const problem = frameOriginProblem(origin);
      if (problem) throw new ValidationError('bookingPageFrameOrigins', problem);
    }
  },
};

export type BookingPageSettingsReader = SettingsReader<BookingPageSettings>;
