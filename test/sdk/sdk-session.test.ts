// The SDK without an API key (a page signed in with the session cookie, like the console): no Authorization header,
// the cookie sent to this origin only, and the session's CSRF token on every state-changing request, read afresh
// each time (it changes on sign-in and workspace switch). With a key nothing of this happens.
import { describe, expect, it } from 'vitest';
import { createClient } from '../../sdk/src/index.js';

function recorder() {
  const seen: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    seen.push(req);
    return new Response(JSON.stringify({ data: { ok: true } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { seen, fetch: fetch as typeof globalThis.fetch };
}

describe('SDK with the session cookie', () => {
  it('sends no Authorization, the cookie to the same origin only, and X-CSRF-Token on POST, PUT, PATCH and DELETE', async () => {
    const r = recorder();
    let token = 'csrf-1';
    const api = createClient({ baseUrl: 'http://127.0.0.1:1', csrfToken: () => token, fetch: r.fetch, maxRetries: 0 });
    await api.GET('/v1/workspace');
    await api.POST('/v1/organizations', { body: { name: 'A' } });
    token = 'csrf-2';
    await api.PATCH('/v1/organizations/{id}', { params: { path: { id: 'org_1' } }, body: { name: 'B' } });
    await api.DELETE('/v1/organizations/{id}', { params: { path: { id: 'org_1' } } });

    expect(r.seen.map((q) => q.method)).toEqual(['GET', 'POST', 'PATCH', 'DELETE']);
    for (const q of r.seen) {
      expect(q.headers.get('authorization')).toBeNull();
      expect(q.credentials).toBe('same-origin');
    }
    expect(r.seen.map((q) => q.headers.get('x-csrf-token'))).toEqual([null, 'csrf-1', 'csrf-2', 'csrf-2']);
    expect(r.seen[1]!.headers.get('idempotency-key')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('with an API key sends the key and no CSRF header', async () => {
    const r = recorder();
    const api = createClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'tca_ws_abc', fetch: r.fetch, maxRetries: 0 });
    await api.POST('/v1/organizations', { body: { name: 'A' } });
    expect(r.seen[0]!.headers.get('authorization')).toBe('Bearer tca_ws_abc');
    expect(r.seen[0]!.headers.get('x-csrf-token')).toBeNull();
  });

  it('makes an Idempotency-Key where crypto.randomUUID is missing (a page outside a secure context)', async () => {
    const r = recorder();
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true, writable: true });
    try {
      const api = createClient({ baseUrl: 'http://127.0.0.1:1', csrfToken: () => 't', fetch: r.fetch, maxRetries: 0 });
      await api.POST('/v1/organizations', { body: { name: 'A' } });
      await api.POST('/v1/organizations', { body: { name: 'A' } });
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true, writable: true });
    }
    const keys = r.seen.map((q) => q.headers.get('idempotency-key'));
    for (const k of keys) expect(k).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
