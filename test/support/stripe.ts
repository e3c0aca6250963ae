// A local stand-in for Stripe (there is no network here), following Stripe's documented HTTP API for what we use:
// - `POST /v1/webhook_endpoints` (url, enabled_events[]) → the endpoint with its signing `secret`, as an operator
//   sets one up in Stripe's dashboard;
// - `POST /v1/checkout/sessions` → an open Checkout Session whose `url` is the stand-in's hosted checkout page,
//   `GET /v1/checkout/sessions/{id}`, `POST /v1/checkout/sessions/{id}/expire`;
// - `POST /v1/refunds`;
// - the hosted checkout page `GET /c/pay/{id}`: a "Pay" button (the session completes, a `checkout.session.completed`
//   event signed as Stripe signs it — `Stripe-Signature: t=…,v1=HMAC-SHA256(t.payload)` with the endpoint's secret,
//   by the library's own `generateTestHeaderString` — is POSTed to each endpoint, then a 303 to `success_url`) and a
//   "Cancel" link to `cancel_url`.
// Bearer secret keys are checked, `Idempotency-Key` replays the first answer, errors are Stripe's `{ error }` shape.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export interface StripeCall {
  path: string;
  auth: string | undefined;
  form: URLSearchParams;
}

export interface StripeDelivery {
  endpoint: string;
  type: string;
  status: number;
  body: string;
}

interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  livemode: false;
  created: number;
  expires_at: number;
  url: string | null;
  /** The one line's product name (shown on the hosted page; Stripe keeps it under line_items). */
  name: string;
}

interface WebhookEndpoint {
  id: string;
  url: string;
  secret: string;
  enabled_events: string[];
}

const stripe = new Stripe('sk_test_signing_only');
const rid = () => randomBytes(8).toString('hex');
const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Metadata from Stripe's form encoding (`metadata[order_id]=…`). */
function metadataOf(form: URLSearchParams, prefix = 'metadata'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) {
    const m = new RegExp(`^${prefix}\\[([^\\]]+)\\]$`).exec(k);
    if (m) out[m[1]!] = v;
  }
  return out;
}

/** `secretKeys`: the API keys the stand-in accepts (any other is Stripe's 401). */
export async function stripeStandIn(opts: { secretKeys?: string[] } = {}) {
  const keys = new Set(opts.secretKeys ?? []);
  const seen: StripeCall[] = [];
  const deliveries: StripeDelivery[] = [];
  const sessions = new Map<string, CheckoutSession>();
  const endpoints: WebhookEndpoint[] = [];
  const replays = new Map<string, { status: number; json: unknown }>();
  let origin = '';

  /** Sends an event to every endpoint that listens for it, signed with that endpoint's secret; waits for answers. */
  async function deliver(type: string, object: unknown): Promise<void> {
    const payload = JSON.stringify({
      id: `evt_${rid()}`,
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object },
    });
    for (const e of endpoints.filter((x) => x.enabled_events.includes('*') || x.enabled_events.includes(type))) {
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: e.secret });
      const res = await fetch(e.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
      });
      deliveries.push({ endpoint: e.url, type, status: res.status, body: await res.text() });
    }
  }

  const publicSession = ({ name: _name, ...s }: CheckoutSession) => s;

  function api(method: string, url: string, form: URLSearchParams): { status: number; json: unknown } {
    const notFound = { status: 404, json: { error: { type: 'invalid_request_error', message: `No such ${url}` } } };
    if (method === 'POST' && url === '/v1/webhook_endpoints') {
      const endpoint: WebhookEndpoint = {
        id: `we_${rid()}`,
        url: form.get('url') ?? '',
        secret: `whsec_${randomBytes(24).toString('base64url')}`,
        enabled_events: form
          .getAll('enabled_events[]')
          .concat([...form.keys()].filter((k) => /^enabled_events\[\d+\]$/.test(k)).map((k) => form.get(k)!)),
      };
      endpoints.push(endpoint);
      return { status: 200, json: { object: 'webhook_endpoint', status: 'enabled', livemode: false, ...endpoint } };
    }
    if (method === 'POST' && url === '/v1/checkout/sessions') {
      const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
      const currency = form.get('line_items[0][price_data][currency]');
      if (!form.get('success_url') || !currency || !Number.isInteger(amount))
        return {
          status: 400,
          json: { error: { type: 'invalid_request_error', message: 'Missing required param: success_url.' } },
        };
      const id = `cs_test_${rid()}`;
      const now = Math.floor(Date.now() / 1000);
      const session: CheckoutSession = {
        id,
        object: 'checkout.session',
        mode: form.get('mode') ?? 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount,
        currency,
        success_url: form.get('success_url')!,
        cancel_url: form.get('cancel_url'),
        client_reference_id: form.get('client_reference_id'),
        metadata: metadataOf(form),
        payment_intent: null,
        livemode: false,
        created: now,
        expires_at: now + 24 * 3600,
        url: `${origin}/c/pay/${id}`,
        name: form.get('line_items[0][price_data][product_data][name]') ?? 'Payment',
      };
      sessions.set(id, session);
      return { status: 200, json: publicSession(session) };
    }
    const m = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url);
    if (m) {
      const s = sessions.get(m[1]!);
      if (!s) return notFound;
      if (method === 'GET' && !m[2]) return { status: 200, json: publicSession(s) };
      if (method === 'POST' && m[2]) {
        if (s.status !== 'open')
          return {
            status: 400,
            json: { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' } },
          };
        s.status = 'expired';
        s.url = null;
        return { status: 200, json: publicSession(s) };
      }
    }
    if (method === 'POST' && url === '/v1/refunds')
      return {
        status: 200,
        json: {
          id: `re_${rid()}`,
          object: 'refund',
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent'),
          status: 'succeeded',
        },
      };
    return { status: 404, json: { error: { type: 'invalid_request_error', message: `Unrecognized request URL` } } };
  }

  function checkoutPage(s: CheckoutSession): string {
    const amount = new Intl.NumberFormat('en-GB', { style: 'currency', currency: s.currency.toUpperCase() }).format(
      s.amount_total / 100,
    );
    const open = s.status === 'open';
    return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Checkout (Stripe stand-in)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f9fc;color:#30313d}
main{max-width:26rem;margin:1rem auto;overflow-wrap:anywhere;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 2px 6px #0002}
.amount{font-size:2rem;font-weight:700}button{width:100%;min-height:3rem;font:inherit;font-weight:600;
background:#635bff;color:#fff;border:0;border-radius:.4rem;margin:1rem 0}a{color:#635bff}</style></head>
<body><main><p>Stripe stand-in (test mode)</p><h1>${escape(s.name)}</h1>
<p class="amount" aria-label="Amount to pay">${escape(amount)}</p>
${
  open
    ? `<form method="post" action="/c/pay/${s.id}"><button type="submit">Pay ${escape(amount)}</button></form>
${s.cancel_url ? `<a href="${escape(s.cancel_url)}">Cancel</a>` : ''}`
    : `<p role="status">This checkout session is ${s.status}.</p>`
}</main></body></html>`;
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      void (async () => {
        const url = req.url ?? '/';
        const method = req.method ?? 'GET';
        const page = /^\/c\/pay\/([^/?]+)$/.exec(url);
        if (page) {
          const s = sessions.get(page[1]!);
          if (!s) return res.writeHead(404).end('No such checkout session');
          if (method === 'POST' && s.status === 'open') {
            s.status = 'complete';
            s.payment_status = 'paid';
            s.payment_intent = `pi_${rid()}`;
            s.url = null;
            await deliver('checkout.session.completed', publicSession(s));
            const back = s.success_url.replaceAll('{CHECKOUT_SESSION_ID}', s.id);
            return res.writeHead(303, { location: back }).end();
          }
          return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(s));
        }
        if (url === '/favicon.ico') return res.writeHead(204).end();
        if (!url.startsWith('/v1/')) return res.writeHead(404).end('Not found');
        const form = new URLSearchParams(body);
        const auth = req.headers.authorization;
        seen.push({ path: `${method} ${url}`, auth, form });
        const send = (status: number, json: unknown) =>
          res
            .writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${rid()}` })
            .end(JSON.stringify(json));
        if (keys.size && !keys.has(auth?.replace(/^Bearer /, '') ?? ''))
          return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        const idem = req.headers['idempotency-key'];
        const replayKey = typeof idem === 'string' ? `${auth} ${idem}` : undefined;
        const replay = replayKey ? replays.get(replayKey) : undefined;
        if (replay) return send(replay.status, replay.json);
        const answer = api(method, url, form);
        if (replayKey) replays.set(replayKey, answer);
        // Expiring a session tells its endpoints, as Stripe does.
        if (answer.status === 200 && /\/expire$/.test(url)) await deliver('checkout.session.expired', answer.json);
        send(answer.status, answer.json);
      })().catch((err: unknown) => res.writeHead(500).end(String(err)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    seen,
    deliveries,
    sessions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof stripeStandIn>>;
