// OCTO capabilities: a reseller asks for them per request in the `Octo-Capabilities` header (comma-separated ids);
// the answer's `Octo-Capabilities` header names the ones applied. Ids we do not support are ignored.
import type { Capability } from './schemas.js';

export const SUPPORTED_CAPABILITIES = ['octo/content', 'octo/pricing'] as const;
export type CapabilityId = (typeof SUPPORTED_CAPABILITIES)[number];

export interface Capabilities {
  /** octo/content: customer-facing titles and descriptions of products, options and units. */
  content: boolean;
  /** octo/pricing: prices (integer minor units) on units, availability and bookings. */
  pricing: boolean;
}

export const NO_CAPABILITIES: Capabilities = { content: false, pricing: false };

/** Each header text's capabilities: a reseller sends the same few texts on every request. */
const byHeader = new Map<string, Capabilities>();
const BY_HEADER_MAX = 100;

/** The supported capabilities a request's `Octo-Capabilities` header asks for (frozen: shared between requests). */
export function capabilitiesOf(header: string | string[] | undefined): Capabilities {
  if (typeof header !== 'string') return parsed(header);
  let c = byHeader.get(header);
  if (!c) {
    c = parsed(header);
    if (byHeader.size < BY_HEADER_MAX) byHeader.set(header, c);
  }
  return c;
}

function parsed(header: string | string[] | undefined): Capabilities {
  const asked = new Set(
    [header ?? []]
      .flat()
      .flatMap((h) => h.split(','))
      .map((s) => s.trim().toLowerCase()),
  );
  return Object.freeze({ content: asked.has('octo/content'), pricing: asked.has('octo/pricing') });
}

/** The `Octo-Capabilities` answer header: the applied ones, comma-separated (empty when none). */
export function capabilitiesHeader(c: Capabilities): string {
  return HEADERS[Number(c.content) * 2 + Number(c.pricing)]!;
}

const HEADERS = [0, 1, 2, 3].map((i) => headerOf({ content: i >= 2, pricing: i % 2 === 1 }));

function headerOf(c: Capabilities): string {
  return SUPPORTED_CAPABILITIES.filter((id) => (id === 'octo/content' ? c.content : c.pricing)).join(', ');
}

/** GET /octo/capabilities: what a reseller may ask for. */
export const CAPABILITY_LIST: Capability[] = SUPPORTED_CAPABILITIES.map((id) => ({
  id,
  revision: 1,
  required: false,
  dependencies: [],
  docs: null,
}));
