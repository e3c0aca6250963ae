// One delivery attempt over HTTP: the body signed two ways (X-Webhook-Signature: hex HMAC-SHA256 of the body;
// Standard Webhooks: base64 HMAC-SHA256 of "<id>.<timestamp>.<body>"), redirects not followed, a time-out on the
// whole exchange, at most 64 KiB of the answer read, and (unless private targets are allowed) every connection
// made only to public addresses.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { clock } from '../../platform/clock.js';
import { checkLiteralHost, guardedLookup, systemResolver, type Resolver } from './targets.js';

const MAX_RESPONSE_BYTES = 64 * 1024;
const USER_AGENT = 'travel-commerce-webhooks/1';

export interface Attempt {
  url: string;
  secret: string;
  eventId: string;
  eventType: string;
  /** 1 on the first attempt. */
  attempt: number;
  /** The exact bytes that are signed and sent. */
  body: string;
  headers: Record<string, string>;
}

export interface AttemptResult {
  /** The receiver's HTTP status, or null when no answer arrived (connection error, time-out, refused target). */
  status: number | null;
  durationMs: number;
  error: string | null;
  /** The receiver's Retry-After, in ms, when it sent one. */
  retryAfterMs: number | null;
}

export interface SenderOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  resolve?: Resolver;
}

/** Both signatures of a body. The key is the subscription secret's bytes (its 64 hex characters as text). */
export function signatures(secret: string, eventId: string, timestampSec: number, body: string) {
  return {
    hex: createHmac('sha256', secret).update(body).digest('hex'),
    standard: `v1,${createHmac('sha256', secret).update(`${eventId}.${timestampSec}.${body}`).digest('base64')}`,
  };
}

/** Retry-After as seconds or an HTTP date, in ms from now; null when absent or unreadable. */
function parseRetryAfter(value: string | undefined): number | null {
  if (!value) return null;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - clock.nowMs());
}

function describe(err: unknown, timeoutMs: number): string {
  const e = err as { name?: string; code?: string; message?: string };
  if (e.name === 'AbortError' || e.name === 'TimeoutError') return `timed out after ${timeoutMs} ms`;
  return [e.code, e.message].filter(Boolean).join(': ').slice(0, 500) || 'request failed';
}

export class WebhookSender {
  private readonly agents: { http: http.Agent; https: https.Agent };

  constructor(private readonly opts: SenderOptions) {
    const lookup = opts.allowPrivate ? undefined : guardedLookup(opts.resolve ?? systemResolver);
    this.agents = {
      http: new http.Agent({ keepAlive: true, lookup }),
      https: new https.Agent({ keepAlive: true, lookup }),
    };
  }

  send(a: Attempt): Promise<AttemptResult> {
    const started = performance.now();
    const result = (
      status: number | null,
      error: string | null,
      retryAfterMs: number | null = null,
    ): AttemptResult => ({ status, durationMs: Math.round(performance.now() - started), error, retryAfterMs });
    let url: URL;
    try {
      url = new URL(a.url);
      if (!this.opts.allowPrivate) checkLiteralHost(url);
    } catch (err) {
      return Promise.resolve(result(null, (err as Error).message));
    }
    const timestamp = Math.floor(clock.nowMs() / 1000);
    const sig = signatures(a.secret, a.eventId, timestamp, a.body);
    const headers = {
      ...a.headers,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(a.body)),
      'user-agent': USER_AGENT,
      'x-webhook-signature': sig.hex,
      'x-webhook-event': a.eventType,
      'x-delivery-attempt': String(a.attempt),
      'x-webhook-id': a.eventId,
      'webhook-id': a.eventId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': sig.standard,
    };
    const isHttps = url.protocol === 'https:';
    return new Promise((resolve) => {
      const done = (r: AttemptResult) => {
        clearTimeout(timer);
        resolve(r);
      };
      const req = (isHttps ? https : http).request(
        url,
        { method: 'POST', headers, agent: isHttps ? this.agents.https : this.agents.http },
        (res) => {
          const status = res.statusCode ?? 0;
          const finish = () =>
            done(
              result(
                status,
                status >= 200 && status < 300 ? null : `HTTP ${status}`,
                parseRetryAfter(res.headers['retry-after']),
              ),
            );
          let read = 0;
          res.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_RESPONSE_BYTES) res.destroy();
          });
          res.once('end', finish);
          res.once('close', finish);
          res.once('error', finish);
        },
      );
      // One timer for the whole exchange (lookup, connect, answer): a plain timer costs a fraction of an AbortSignal's.
      const timer = setTimeout(
        () => req.destroy(Object.assign(new Error('timed out'), { name: 'TimeoutError' })),
        this.opts.timeoutMs,
      );
      req.once('error', (err) => done(result(null, describe(err, this.opts.timeoutMs))));
      req.end(a.body);
    });
  }

  close(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }
}
