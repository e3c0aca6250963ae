// Verifying a webhook delivery in a receiver: the API signs the exact body bytes with the subscription's secret,
// in its own header (X-Webhook-Signature: hex HMAC-SHA256 of the body) and in the Standard Webhooks headers
// (webhook-id, webhook-timestamp, webhook-signature: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">).
import { createHmac, timingSafeEqual } from 'node:crypto';

export type WebhookHeaders = Record<string, string | string[] | undefined> | Headers;

export interface VerifyOptions {
  /** Standard Webhooks signatures older (or newer) than this many seconds are refused: replays. Default 300. */
  toleranceSeconds?: number;
  /** Now, in Unix seconds (tests). */
  now?: number;
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof Headers !== 'undefined' && headers instanceof Headers) return headers.get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value[0] : value;
}

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * True when the delivery carries a valid signature for `rawBody` (the bytes as received, before any JSON parsing)
 * under `secret`: the API's X-Webhook-Signature, or a Standard Webhooks signature within the time tolerance. Compared
 * in constant time. Reject the delivery when this is false.
 */
export function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  opts: VerifyOptions = {},
): boolean {
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody);
  const key = Buffer.from(secret, 'utf8');

  const own = header(headers, 'x-webhook-signature')?.trim().toLowerCase();
  if (own && /^[0-9a-f]{64}$/.test(own)) {
    if (sameBytes(Buffer.from(own, 'hex'), createHmac('sha256', key).update(body).digest())) return true;
  }

  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures || !/^\d+$/.test(timestamp)) return false;
  const now = opts.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - Number(timestamp)) > (opts.toleranceSeconds ?? 300)) return false;
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest();
  // The header may list several space-separated signatures (a secret rotation): any valid v1 one will do.
  return signatures.split(' ').some((s) => {
    const [version, value] = s.split(',', 2);
    return version === 'v1' && value !== undefined && sameBytes(Buffer.from(value, 'base64'), expected);
  });
}
