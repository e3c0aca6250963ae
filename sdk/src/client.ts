// The client: openapi-fetch over the API's generated types (every path, parameter and body checked by the
// compiler), plus what a generic client does not do for this API: an Idempotency-Key on every POST, retries of 429s
// after the time the API names and of network failures where a retry cannot apply a write twice, and errors thrown
// as ApiError.
import createFetchClient, {
  type Client,
  type FetchResponse,
  type MaybeOptionalInit,
  type Middleware,
} from 'openapi-fetch';
import type { HttpMethod, MediaType, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import { apiErrorOf } from './errors.js';
import type { paths } from './schema.js';

export interface ClientOptions {
  /** Where the API is, e.g. `https://api.example.com` (no `/v1`). */
  baseUrl: string;
  /**
   * An API key (`<prefix>_ws_…`). Left out, requests carry the browser's session cookie instead (a page served by
   * the API itself, like the console, signed in with `POST /v1/auth/sign-in`); give `csrfToken` then.
   */
  apiKey?: string;
  /**
   * With the session cookie: the session's `csrf_token`, read before every POST, PUT, PATCH and DELETE and sent as
   * `X-CSRF-Token` (the API refuses a state-changing request made with the cookie without it). A function, because
   * the token changes with the session (sign-in, workspace switch).
   */
  csrfToken?: () => string | null | undefined;
  /** Retries of one request after a 429 or a network failure. Default 3. */
  maxRetries?: number;
  /** The longest wait before a retry, in milliseconds, whatever the API asks. Default 60,000. */
  maxRetryDelayMs?: number;
  /** Another fetch (tests, proxies). */
  fetch?: typeof fetch;
  /** Extra headers on every request (`x-workspace-id` for internal keys). */
  headers?: Record<string, string>;
}

/** openapi-fetch's own rule: the init argument may be left out when nothing in it is required. */
type InitParam<Init> =
  RequiredKeysOf<Init> extends never ? [(Init & { [key: string]: unknown })?] : [Init & { [key: string]: unknown }];

/** A method of the client: a resolved call always carries its data, since a failed one throws an ApiError. */
/** The operation object of a path and method (never where the path has no such method). */
type OperationOf<P extends keyof paths, M extends HttpMethod> = paths[P] extends { [K in M]: infer O }
  ? // eslint-disable-next-line @typescript-eslint/no-explicit-any -- openapi-fetch's own bound for an operation
    O extends Record<string | number, any>
    ? O
    : never
  : never;

type Call<M extends HttpMethod> = <P extends PathsWithMethod<paths, M>, I extends MaybeOptionalInit<paths[P], M>>(
  path: P,
  ...init: InitParam<I>
) => Promise<Extract<FetchResponse<OperationOf<P, M>, I, MediaType>, { error?: never }>>;

export interface TravelCommerceClient {
  GET: Call<'get'>;
  POST: Call<'post'>;
  PUT: Call<'put'>;
  PATCH: Call<'patch'>;
  DELETE: Call<'delete'>;
  /** openapi-fetch middleware (logging, tracing headers). */
  use: Client<paths>['use'];
}

/** Methods a network failure may be retried for: they cannot apply twice (a POST is made safe by its Idempotency-Key). */
const RETRYABLE_ON_NETWORK_ERROR = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'POST']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A random UUID (v4). `crypto.randomUUID` exists only in secure contexts (HTTPS or localhost) in browsers; a page
 * served over plain HTTP on another host still has `crypto.getRandomValues`.
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Seconds to wait before retrying a 429: the body's `retry_after`, else the Retry-After header, else 1. */
async function retryAfterMs(response: Response): Promise<number> {
  try {
    const body = (await response.clone().json()) as { retry_after?: unknown };
    if (typeof body.retry_after === 'number' && body.retry_after >= 0) return body.retry_after * 1000;
  } catch {
    // not JSON: fall back to the header
  }
  const header = Number(response.headers.get('retry-after'));
  return Number.isFinite(header) && header >= 0 ? header * 1000 : 1000;
}

/**
 * A fetch that gives every POST an Idempotency-Key (unless the caller set one), so the same key goes with every
 * retry of it, and retries 429s and network failures.
 */
export function retryingFetch(
  opts: Pick<ClientOptions, 'maxRetries' | 'maxRetryDelayMs' | 'fetch'> = {},
): (request: Request) => Promise<Response> {
  const send = opts.fetch ?? globalThis.fetch;
  const maxRetries = opts.maxRetries ?? 3;
  const maxDelay = opts.maxRetryDelayMs ?? 60_000;
  return async (request) => {
    if (request.method === 'POST' && !request.headers.has('idempotency-key'))
      request.headers.set('idempotency-key', randomUuid());
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await send(request.clone());
      } catch (err) {
        if (attempt >= maxRetries || !RETRYABLE_ON_NETWORK_ERROR.has(request.method)) throw err;
        await sleep(Math.min(maxDelay, 250 * 2 ** attempt));
        continue;
      }
      if (response.status !== 429 || attempt >= maxRetries) return response;
      await sleep(Math.min(maxDelay, await retryAfterMs(response)));
    }
  };
}

/** Throws every answer that is not a success as an ApiError: a resolved call always has its data. */
const throwOnError: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw await apiErrorOf(response);
    return undefined;
  },
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Cookie sessions: the session's CSRF token on every state-changing request. */
function csrfHeader(token: () => string | null | undefined): Middleware {
  return {
    onRequest({ request }) {
      const value = token();
      if (value && STATE_CHANGING.has(request.method)) request.headers.set('x-csrf-token', value);
      return request;
    },
  };
}

/**
 * A client of the API: `client.GET('/v1/organizations/{id}', { params: { path: { id } } })` resolves to
 * `{ data, response }` or throws an ApiError.
 */
export function createClient(opts: ClientOptions): TravelCommerceClient {
  const client = createFetchClient<paths>({
    baseUrl: opts.baseUrl.replace(/\/+$/, ''),
    headers: { ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}), ...opts.headers },
    // Without a key the session cookie authenticates: sent to this origin only, never to another.
    ...(opts.apiKey ? {} : { credentials: 'same-origin' as const }),
    fetch: retryingFetch(opts),
  });
  if (opts.csrfToken) client.use(csrfHeader(opts.csrfToken));
  client.use(throwOnError);
  // The same object: only its answers' types narrow, because throwOnError turns every error answer into an ApiError.
  return client as unknown as TravelCommerceClient;
}
