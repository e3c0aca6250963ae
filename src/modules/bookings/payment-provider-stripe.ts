// Stripe Checkout through the official library: a Checkout Session per payment (the guest pays on Stripe's page),
// its `checkout.session.*` webhooks verified by the library's signature check with the account's signing secret,
// refunds of the session's payment intent. STRIPE_API_BASE points the library elsewhere (tests' local stand-in).
import type Stripe from 'stripe';
import { ValidationError } from '../../platform/errors.js';
import {
  withOutcome,
  type OutcomeKind,
  type PaymentAdapter,
  type PaymentOutcome,
  type VerifiedNotification,
} from './payment-adapters.js';

export const STRIPE_PROVIDER = 'stripe';

export interface StripeCredentials {
  secretKey: string;
  webhookSecret: string;
}

/** What each Checkout Session event means for the payment session, with the status code stored for it. */
const EVENTS: Record<string, { kind: OutcomeKind; status: number }> = {
  'checkout.session.completed': { kind: 'success', status: 3 }, // paid (an unpaid completion: see below)
  'checkout.session.async_payment_succeeded': { kind: 'success', status: 3 },
  'checkout.session.async_payment_failed': { kind: 'failure', status: 12 },
  'checkout.session.expired': { kind: 'failure', status: 23 },
};

/** The library's `host`/`port`/`protocol` options from a base URL (`http://127.0.0.1:12111`). */
function apiOptions(base: string | undefined): Stripe.StripeConfig {
  if (!base) return {};
  const url = new URL(base);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

function outcomeOf(event: Stripe.Event): PaymentOutcome {
  const meaning = EVENTS[event.type];
  if (!meaning || !event.type.startsWith('checkout.session.'))
    throw new ValidationError('type', 'must be a checkout.session event');
  const session = event.data.object as Stripe.Checkout.Session;
  const orderId = session.metadata?.order_id ?? session.client_reference_id;
  if (!orderId) throw new ValidationError('data.object.metadata.order_id', 'is required');
  // A completed session paid by a delayed method is not paid yet: its async_payment_* event says how it ends.
  const unpaid = event.type === 'checkout.session.completed' && session.payment_status === 'unpaid';
  const paymentIntent =
    typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  return {
    orderId,
    kind: unpaid ? 'intermediate' : meaning.kind,
    status: unpaid ? 1 : meaning.status,
    providerPaymentId: paymentIntent ?? session.id,
    amountMinor: session.amount_total,
    currency: session.currency?.toUpperCase() ?? null,
    message: event.type,
  };
}

export function stripeAdapter(credentials: StripeCredentials, apiBase: string | undefined): PaymentAdapter {
  // The library (about 250 modules) loads with the first call: a process that takes no Stripe payment never reads it.
  let client: Promise<Stripe> | undefined;
  const stripeClient = () =>
    (client ??= import('stripe').then(
      ({ default: StripeClient }) =>
        new StripeClient(credentials.secretKey, { maxNetworkRetries: 2, telemetry: false, ...apiOptions(apiBase) }),
    ));
  return {
    provider: STRIPE_PROVIDER,
    verifierName: 'stripe',
    async start(session, { returnUrl, cancelUrl }) {
      const checkout = await (
        await stripeClient()
      ).checkout.sessions.create(
        {
          mode: 'payment',
          // Back with the outcome in the address, as every provider sends the guest (the page reads it there).
          success_url: withOutcome(returnUrl, 'succeeded', session.order_id),
          cancel_url: withOutcome(cancelUrl, 'abandoned', session.order_id),
          client_reference_id: session.order_id,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: session.currency.toLowerCase(),
                unit_amount: session.amount_minor,
                product_data: { name: `Order ${session.order_id}` },
              },
            },
          ],
          metadata: { order_id: session.order_id, payment_session_id: session.id },
          payment_intent_data: { metadata: { order_id: session.order_id, payment_session_id: session.id } },
        },
        // One Checkout Session per payment session and amount, however often the guest starts.
        { idempotencyKey: `checkout-${session.id}-${session.amount_minor}` },
      );
      if (!checkout.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { redirectUrl: checkout.url };
    },
    async verify({ raw, headers }): Promise<VerifiedNotification> {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') return { verdict: 'rejected_signature' };
      const stripe = await stripeClient();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(raw, signature, credentials.webhookSecret);
      } catch {
        return { verdict: 'rejected_signature' };
      }
      return { verdict: 'received', read: () => outcomeOf(event) };
    },
    async refund(session, amountMinor, opts) {
      if (!session.provider_payment_id) throw new Error('the payment session has no Stripe payment intent');
      const refund = await (
        await stripeClient()
      ).refunds.create(
        { payment_intent: session.provider_payment_id, amount: amountMinor },
        opts?.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : undefined,
      );
      return { refundId: refund.id };
    },
  };
}
