// The seam between payment sessions and the providers that take the money. Payment sessions, their state machine
// and the workflow that books a paid order stay in this area (payment-service.ts); an adapter only speaks one
// provider's language: it starts a payment (a page to send the guest to), turns the provider's notification into a
// provider-neutral outcome once it has proved where it came from, and refunds. The contract's notification
// (POST /v1/integrations/paymentprovider/notify) is the first adapter (payment-provider-contract.ts); the built-in
// test provider (payment-provider-test.ts) and Stripe Checkout (payment-provider-stripe.ts) are the others.
import type { NotifyHeaders } from './verifiers.js';
import type { PaymentSessionRow } from './payment-store.js';

/**
 * What a notification does to a payment session:
 * - success: the money was taken; confirms a session that is not paid yet (also a failed one).
 * - failure: final; fails a session still awaiting payment, never a paid one.
 * - intermediate: the payment is under way; recorded on an unpaid session, changes no state.
 * - post_payment: a refund or chargeback; recorded on a paid session, changes no state.
 * - unknown: a status the adapter does not know; stored, changes nothing.
 */
export type OutcomeKind = 'success' | 'failure' | 'intermediate' | 'post_payment' | 'unknown';

/** A verified notification, in the terms of the payment session it applies to. */
export interface PaymentOutcome {
  /** The payment session's order id (the wizard submission's code). */
  orderId: string;
  kind: OutcomeKind;
  /** The provider's status code, as stored on the session (`provider_status`). */
  status: number;
  providerPaymentId: string | null;
  /** Minor units of `currency`; always set for a success. */
  amountMinor: number | null;
  currency: string | null;
  message: string | null;
}

/** A notification as the route received it: the exact bytes (the provider signs them), headers and address. */
export interface ProviderNotification {
  raw: Buffer;
  headers: NotifyHeaders;
  ip: string;
}

/**
 * The adapter's verdict on a notification. Accepted, its payload is read only after the service has audited it
 * (`read` throws a ValidationError with `details.field` for a payload that is not a notification).
 */
export type VerifiedNotification =
  { verdict: 'rejected_ip' | 'rejected_signature' } | { verdict: 'received'; read: () => PaymentOutcome };

/**
 * The address a provider sends the guest back to, saying how the payment ended (`payment=succeeded|failed|abandoned`)
 * and for which order: the booking page reads both from there, whichever provider the guest paid through.
 */
export function withOutcome(url: string, outcome: 'succeeded' | 'failed' | 'abandoned', orderId: string): string {
  const query = new URLSearchParams({ payment: outcome, order: orderId });
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

export interface PaymentAdapter {
  /** The provider's name, as payment accounts and sessions record it. */
  readonly provider: string;
  /** How notifications are verified, recorded on every audited notification (`hmac`, `jwt`, …). */
  readonly verifierName: string;
  /** Where to send the guest to pay the session; the provider then notifies its outcome. */
  start(session: PaymentSessionRow, urls: { returnUrl: string; cancelUrl: string }): Promise<{ redirectUrl: string }>;
  /** Whether the notification provably comes from the provider, and what it says. Never throws for a forgery. */
  verify(notification: ProviderNotification): Promise<VerifiedNotification>;
  /**
   * Gives back `amountMinor` (the session's currency) of a paid session; resolves to the provider's refund id. The
   * same `idempotencyKey` again is the same refund at a provider that keeps keys (Stripe), not a second one.
   */
  refund(
    session: PaymentSessionRow,
    amountMinor: number,
    opts?: { idempotencyKey?: string },
  ): Promise<{ refundId: string }>;
}
