// The messages ports as other areas' services answer them (used by src/modules/index.ts).
import type { PoliciesService } from '../policies/service.js';
import type { MessagePorts } from './ports.js';

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
