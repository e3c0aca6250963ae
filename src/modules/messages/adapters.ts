// The messages ports as other areas' services answer them (used by src/modules/index.ts).
import { NotFoundError } from '../../platform/errors.js';
import type { GalleryService } from '../gallery/service.js';
import type { PoliciesService } from '../policies/service.js';
import type { DeparturesService } from '../catalog/departure-service.js';
import type { MessagePorts } from './ports.js';

/** A record that is gone (deleted since) reads as none. */
function orNull(err: unknown): null {
  if (err instanceof NotFoundError) return null;
  throw err;
}

const FIRST = { limit: 1, offset: 0 };
const NEWEST = { column: 'updated_at', direction: 'desc' } as const;

/**
 * A product's cancellation terms: its own active cancellation policy, else the workspace's generic one; in the
 * message's language when translated into it, else in the language it has.
 */
export function cancellationTermsFrom(policies: PoliciesService): MessagePorts['cancellationTerms'] {
  return async (workspaceId, productId, locale) => {
    const base = { kind: 'cancellation', status: 'active' };
    for (const scope of [{ productId }, { scope: 'generic' }])
      for (const language of [{ locale }, {}]) {
        const { items } = await policies.list(workspaceId, { ...base, ...scope, ...language }, NEWEST, FIRST);
        const html = items[0]?.description_html;
        if (html) return html;
      }
    return null;
  };
}

/** A departure's meeting point as one line: its name and address. */
export function meetingPointFrom(departures: DeparturesService): MessagePorts['meetingPoint'] {
  return async (workspaceId, departureId) => {
    const departure = await departures.get(workspaceId, departureId).catch(orNull);
    const mp = departure?.meetingPoint;
    return mp ? [mp.name, mp.address].filter(Boolean).join(', ') : null;
  };
}

/** A gallery file's bytes (the logo); null once it is gone. */
export function imageFrom(gallery: GalleryService): MessagePorts['image'] {
  return async (workspaceId, fileId) => {
    const file = await gallery.download(workspaceId, fileId).catch(orNull);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    return { bytes: Buffer.concat(chunks), contentType: file.mimeType };
  };
}
