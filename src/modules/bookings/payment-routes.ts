// HTTP for payments: the provider's notification (public, raw body, its own per-address budget) and the
// operators' queue of paid sessions whose booking could not be confirmed.
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { applyLimit } from '../../platform/http/rate-limit.js';
import {
  authErrors,
  ErrorBody,
  IdParamsOf,
  OkBody,
  PrefixedId,
  Ref,
  ValidationErrorBody,
} from '../../platform/http/schemas.js';
import { actorId } from '../../platform/identity.js';
import { parseId } from '../../platform/ids.js';
import { COMMAND_ERRORS } from './booking-schemas.js';
import { MovementResponse, ProviderRefundBody } from './money-schemas.js';
import { ipBucket, type Limits, type RateLimits } from '../../platform/rate-limits.js';
import { readCapped, type NotifyBody } from './notify-body.js';
import type { PaymentsService } from './payment-service.js';
import { PaymentSessionView } from './payment-schemas.js';

const tags = ['Payments'];
const ATTENTION_SORTS = {
  attention_at: 'attention_at',
  attentionAt: 'attention_at',
  created_at: 'created_at',
  createdAt: 'created_at',
} as const;

/** The notification's own per-address budget (PAYMENT_NOTIFY_RATE_*) and the counters it is spent from. */
export interface NotifyBudget {
  limits: RateLimits;
  notifyLimits: Limits;
}

const StartPaymentBody = Type.Object(
  {
    orderId: Type.String({ minLength: 1, maxLength: 128, description: "The wizard submission's code." }),
    returnUrl: Type.String({ minLength: 1, maxLength: 2000, description: 'Where the guest comes back after paying.' }),
    cancelUrl: Type.String({
      minLength: 1,
      maxLength: 2000,
      description: 'Where the guest comes back without paying.',
    }),
  },
  { examples: [{ orderId: '87EACF3D5E2DAF7B', returnUrl: '/book/acme/done', cancelUrl: '/book/acme' }] },
);

/** What a provider's notification is answered. */
const NOTIFY_RESPONSES = {
  200: OkBody,
  400: ValidationErrorBody,
  401: ErrorBody,
  404: ErrorBody,
  413: ErrorBody,
  429: authErrors[429],
};

/** The raw body the route's parser read (none: empty). */
function rawBody(body: unknown): NotifyBody {
  return (body as NotifyBody | undefined) ?? { bytes: Buffer.alloc(0), size: 0, overCap: false };
}

export function paymentRoutes(app: Api, payments: PaymentsService, budget: NotifyBudget): void {
  // The provider signs the exact bytes it sent, so this route (alone) reads its body raw, whatever the content
  // type, and never holds more than PAYMENT_NOTIFY_MAX_BODY_BYTES of it; the service parses it once verified.
  // Its own per-address budget is spent before the body is read or anything is written. Stripe's webhook likewise.
  const spendBudget = async (req: FastifyRequest, reply: FastifyReply) =>
    applyLimit(budget.limits, reply, `notify:${ipBucket(req.ip)}`, budget.notifyLimits);
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', async (req: FastifyRequest, payload: IncomingMessage) => {
      const declared = Number(req.headers['content-length']);
      return readCapped(payload, payments.maxBodyBytes, Number.isSafeInteger(declared) ? declared : undefined);
    });
    scope.post(
      '/v1/integrations/paymentprovider/notify',
      {
        config: { public: true },
        onRequest: spendBudget,
        schema: {
          operationId: 'receivePaymentNotification',
          tags,
          summary: 'Receive a payment notification',
          description:
            "The payment provider's notification of a payment's outcome, accepted from the allowed addresses with a valid signature (instead of an API key). A failed payment is announced at once (the submission's hold stays until it lapses: another card may still pay); a confirmed one starts the background workflow that confirms the booking the submission holds (or books it again when the hold had lapsed before the payment arrived), issues its invoice and contract number, and announces `booking.payment.success` and `payment.succeeded`.",
          emits: ['payment.failed', 'booking.payment.failed'],
          security: [],
          errors: ['UNAUTHORIZED', 'NOT_FOUND'],
          response: NOTIFY_RESPONSES,
        },
      },
      async (req) => {
        return payments.notify({ body: rawBody(req.body), headers: req.headers, ip: req.ip });
      },
    );
    scope.post(
      '/v1/integrations/stripe/:accountId/webhook',
      {
        config: { public: true },
        onRequest: spendBudget,
        schema: {
          operationId: 'receiveStripeWebhook',
          tags,
          summary: 'Receive a Stripe Checkout webhook',
          description:
            "Stripe's `checkout.session.*` events for the payment account in the path (configure the endpoint in Stripe with this URL and those events, and save its signing secret as the account's `webhookSecret`). Verified by the `stripe` library's signature check (`Stripe-Signature`), audited like every notification, then applied to the account's workspace's order named by the session's `metadata.order_id`: `checkout.session.completed` (paid) and `checkout.session.async_payment_succeeded` confirm it as a provider notification with status 3 does; `checkout.session.async_payment_failed` and `checkout.session.expired` fail it.",
          emits: ['payment.failed', 'booking.payment.failed'],
          security: [],
          params: Type.Object({ accountId: PrefixedId('payacct') }),
          errors: ['UNAUTHORIZED', 'NOT_FOUND'],
          response: NOTIFY_RESPONSES,
        },
      },
      async (req) => {
        const { accountId } = req.params as { accountId: string };
        return payments.stripeWebhook(accountId, { body: rawBody(req.body), headers: req.headers, ip: req.ip });
      },
    );
  });

  app.post(
    '/v1/payments/start',
    {
      config: { scope: 'payments:write' },
      schema: {
        operationId: 'createPaymentRedirect',
        tags,
        summary: 'Start paying an order',
        description:
          "Where to send the guest to pay a wizard submission (`orderId`: its code): a sandbox workspace's test provider page (`returnUrl` and `cancelUrl` then paths of this server), or a live workspace's Stripe Checkout page when it has a `stripe` payment account (absolute URLs, or paths made absolute with PUBLIC_URL); the contract's provider starts its payments itself (501 `PAYMENT_OPERATION_UNSUPPORTED`). Another workspace's order is a 404.",
        errors: ['PAYMENT_OPERATION_UNSUPPORTED'],
        body: StartPaymentBody,
        response: {
          200: Type.Object({ url: Type.String(), orderId: Type.String(), provider: Type.String() }),
          ...authErrors,
          501: ErrorBody,
        },
      },
    },
    async (req) => payments.start(req.auth.workspaceId, req.body.orderId, req.body),
  );

  app.post(
    '/v1/payments/:id/refund',
    {
      config: { scope: 'payments:write' },
      schema: {
        operationId: 'refundPaymentAtProvider',
        tags,
        summary: 'Refund a payment at its provider',
        description:
          "Gives money back through the provider that took the payment session's payment (`pay_…`: the wizard session's `payment.id`) and records it as a row of the booking's ledger (`method: provider`, `reference`: the provider's refund id, `payment_session_id`), answering it with the booking, like `POST /v1/bookings/{id}/refunds` (which records a refund made elsewhere and asks no provider). `amount` defaults to all the provider took and has not given back; never more than that nor than the booking holds (422 `REFUND_EXCEEDS_PAID`, also when refunds race). What a voucher paid of the order is not refunded here. A session not paid, paid by a voucher alone or whose booking is not made yet is a 409 `PAYMENT_NOT_REFUNDABLE`. The sandbox's test provider refunds at once, Stripe through its Refunds API; the contract's provider refunds only at its own end (501 `PAYMENT_OPERATION_UNSUPPORTED`). A refusal by the provider is a 502 `PAYMENT_PROVIDER_ERROR` and nothing is recorded. Another workspace's session is a 404.",
        emits: ['payment.refunded'],
        params: IdParamsOf('pay'),
        body: ProviderRefundBody,
        errors: [
          ...COMMAND_ERRORS,
          'PAYMENT_NOT_REFUNDABLE',
          'REFUND_EXCEEDS_PAID',
          'PAYMENT_OPERATION_UNSUPPORTED',
          'PAYMENT_PROVIDER_ERROR',
        ],
        response: { 201: MovementResponse, ...authErrors, 501: ErrorBody, 502: ErrorBody },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await payments.refund(req.auth.workspaceId, parseId(req.params.id, 'pay', 'id'), req.body, actorId(req.auth)),
        ),
  );

  app.get(
    '/v1/payments/attention',
    {
      config: { scope: 'payments:read' },
      schema: {
        operationId: 'listPaymentSessionsNeedingAttention',
        tags,
        summary: 'List paid sessions needing attention',
        description:
          'Lists the paid payment sessions whose booking could not be confirmed (`needs_attention`: seats gone, booking cancelled, amount short), oldest first, for an operator to resolve.',
        querystring: ListQuery,
        response: { 200: ListResponse(Ref(PaymentSessionView)), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const sort = parseSort(req.query, ATTENTION_SORTS, { column: 'attention_at', direction: 'asc' });
      const { items, total } = await payments.needingAttention(req.auth.workspaceId, sort, page);
      return listEnvelope(items, total, page);
    },
  );
}
