// Checks an error answer against the error catalogue and the OpenAPI document: every 4xx and 5xx of the API carries
// a catalogue `code` of its status, and a 4xx of a documented operation is one of the codes the operation lists
// (`x-error-codes`). createTestApp's `call` runs it on every answer, so the whole suite proves it; the fuzz test
// runs it on random requests. OCTO (/octo) answers the standard's own bodies and is left out.
import { ERROR_CATALOGUE } from '../../src/modules/error-catalogue.js';

interface Operation {
  method: string;
  path: string;
  pattern: RegExp;
  /** Path parameters: the fewer, the more specific (a static segment wins, as in the router). */
  params: number;
  codes: Record<string, string[]>;
}

export interface DocumentedOperations {
  /** The documented operation a request reaches, or undefined. */
  find(method: string, url: string): Operation | undefined;
}

export function documentedOperations(doc: {
  paths: Record<string, Record<string, { 'x-error-codes'?: Record<string, string[]> }>>;
}): DocumentedOperations {
  const operations: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    for (const [method, op] of Object.entries(ops)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        pattern: new RegExp(`^${source}$`),
        params: (path.match(/\{/g) ?? []).length,
        codes: op['x-error-codes'] ?? {},
      });
    }
  }
  operations.sort((a, b) => a.params - b.params);
  return {
    find(method, url) {
      const path = url.split('?')[0]!;
      return operations.find((o) => o.method === method.toUpperCase() && o.pattern.test(path));
    },
  };
}

/** Why an answer breaks the rules above, or null. */
export function errorAnswerProblem(
  operations: DocumentedOperations,
  method: string,
  url: string,
  status: number,
  text: string,
): string | null {
  // The booking page's own pages answer HTML (its JSON under /book/<handle>/api/ is checked like the API's).
  const bookPage = url.startsWith('/book/') && !/^\/book\/[^/]+\/api\//.test(url);
  if (status < 400 || url.startsWith('/octo/') || url.startsWith('/console') || bookPage) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${method} ${url} → ${status}: the body is not JSON: ${text.slice(0, 200)}`;
  }
  const { error, code } = (body ?? {}) as { error?: unknown; code?: unknown };
  if (typeof error !== 'string') return `${method} ${url} → ${status}: no \`error\` string: ${text.slice(0, 200)}`;
  const entry = typeof code === 'string' ? ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE] : undefined;
  if (!entry) return `${method} ${url} → ${status}: \`code\` ${String(code)} is not in the catalogue`;
  if (entry.status !== status) return `${method} ${url} → ${status}: ${String(code)} is a ${entry.status} code`;
  // An unknown path is no operation's answer (`/v1/bookings/./payments` looks like one but is routed as another).
  const op = status < 500 && code !== 'ROUTE_NOT_FOUND' ? operations.find(method, url) : undefined;
  if (op && !(op.codes[String(status)] ?? []).includes(code as string))
    return `${op.method} ${op.path} → ${status} ${String(code)}: not among the operation's x-error-codes ${JSON.stringify(op.codes[String(status)] ?? [])}`;
  return null;
}
