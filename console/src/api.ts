// The console's one way to the API: the SDK (sdk/src) without an API key, so requests carry the session cookie, with
// the session's CSRF token on every state-changing request. No request goes anywhere but this page's own origin.
import { createClient } from '../../sdk/src/client.js';
import { ApiError } from '../../sdk/src/errors.js';
import type { paths } from '../../sdk/src/schema.js';

export { ApiError };

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type SuccessOf<Op> = Op extends { responses: infer R }
  ? R extends { 200: infer A }
    ? JsonOf<A>
    : R extends { 201: infer A }
      ? JsonOf<A>
      : R extends { 202: infer A }
        ? JsonOf<A>
        : never
  : never;
/** The JSON a successful call of `method path` answers. */
export type Answer<P extends keyof paths, M extends Method> = paths[P] extends { [K in M]: infer O }
  ? SuccessOf<O>
  : never;
/** An item of a list answer (`{data: [...], pagination}`). */
export type ItemOf<P extends keyof paths> = Answer<P, 'get'> extends { data: Array<infer I> } ? I : never;

export type Session = Answer<'/v1/auth/session', 'get'>['data'];
export type ApiKey = ItemOf<'/v1/api-keys'>;
export type Member = ItemOf<'/v1/members'>;
export type AuditEntry = ItemOf<'/v1/audit-log'>;
export type Subscription = ItemOf<'/v1/webhooks/subscriptions'>;
export type Delivery = ItemOf<'/v1/webhooks/subscriptions/{id}/deliveries'>;
export type Booking = Answer<'/v1/bookings/{id}', 'get'>;
export type Workspace = Answer<'/v1/workspace', 'get'>['data'];
export type Pagination = Answer<'/v1/bookings', 'get'>['pagination'];
/** The keys of the guest email templates (`template` of the messages list, preview and test). */
export type MessageTemplate = NonNullable<NonNullable<paths['/v1/messages']['get']['parameters']['query']>['template']>;

let csrfToken: string | null = null;
let onSessionLost: () => void = () => undefined;

/** Remembers the signed-in session's CSRF token (sent as X-CSRF-Token), or forgets it (null). */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Called when an answer says the session is gone (401 outside the sign-in calls): the app shows the sign-in. */
export function whenSessionLost(fn: () => void): void {
  onSessionLost = fn;
}

export const api = createClient({
  baseUrl: location.origin,
  csrfToken: () => csrfToken,
  // The console shows a refusal (429 included) at once instead of waiting and retrying behind the person's back.
  maxRetries: 0,
});

const SIGN_IN_PATHS = ['/v1/auth/sign-in', '/v1/auth/session', '/v1/auth/password', '/v1/auth/accept-invitation'];
// Added after the SDK's own error middleware, so it sees each answer before that one throws it.
api.use({
  onResponse({ response, schemaPath }) {
    if (response.status === 401 && !SIGN_IN_PATHS.includes(schemaPath)) onSessionLost();
    return undefined;
  },
});

/** A person-readable sentence for a failed call. */
export function messageOf(err: unknown): string {
  if (err instanceof ApiError) {
    const b = err.body;
    if (err.status === 429) {
      const wait = typeof b.retry_after === 'number' ? b.retry_after : Number(err.body.retryAfter ?? NaN);
      return `Too many requests. Try again${Number.isFinite(wait) ? ` in ${Math.ceil(wait)} s` : ' in a moment'}.`;
    }
    if (err.code === 'CSRF_REJECTED') return 'This request was refused as cross-site. Reload the page and try again.';
    if (err.status === 403) return b.message ?? 'Your role does not allow this.';
    const detail = b.details ? ` (${b.details.field}: ${b.details.message})` : '';
    const text = typeof b.message === 'string' && b.message ? b.message : b.error;
    return `${text}${detail}`;
  }
  if (err instanceof TypeError) return 'The server could not be reached. Check the connection and try again.';
  return err instanceof Error ? err.message : String(err);
}
