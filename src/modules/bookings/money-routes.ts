// HTTP for a booking's money: a payment or a refund recorded by hand, and the ledger of every movement.
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, IdParamsOf, Ref } from '../../platform/http/schemas.js';
import { actorId } from '../../platform/identity.js';
import { parseId } from '../../platform/ids.js';
import { COMMAND_ERRORS } from './booking-schemas.js';
import { MoneyMovement, MovementResponse, RecordPaymentBody, RefundBody } from './money-schemas.js';
import type { MoneyService } from './money-service.js';

const tags = ['Bookings'];
const BOOKING_ALIASES = ['bkg', 'bk'];
const BookingParams = IdParamsOf('book', BOOKING_ALIASES);
const SORTS = { created_at: 'created_at', createdAt: 'created_at' } as const;

export function moneyRoutes(app: Api, money: MoneyService): void {
  const bookingId = (raw: string) => parseId(raw, 'book', 'id', { aliases: BOOKING_ALIASES });

  app.post(
    '/v1/bookings/:id/payments',
    {
      config: { scope: 'payments:write' },
      schema: {
        operationId: 'createBookingPayment',
        tags,
        summary: 'Record a payment of a booking',
        description:
          "Records money taken outside the payment provider (cash, bank transfer, card terminal) as a row of the booking's ledger, in the booking's currency, and answers it with the booking. `payment_status` follows from the ledger (`partially_paid`, then `paid` once the payments cover the total). A booking on hold, pending, confirmed or completed takes payments (a lapsed or expired hold: 410 `HOLD_EXPIRED`; a cancelled booking: 409 `INVALID_COMMAND`); at most what is still owed (422 `PAYMENT_EXCEEDS_BALANCE`). `date` is the day the money moved, today by default and never later.",
        emits: ['payment.succeeded'],
        params: BookingParams,
        body: RecordPaymentBody,
        errors: [...COMMAND_ERRORS, 'CURRENCY_MISMATCH', 'PAYMENT_EXCEEDS_BALANCE'],
        response: { 201: MovementResponse, ...authErrors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await money.recordPayment(req.auth.workspaceId, bookingId(req.params.id), req.body, actorId(req.auth))),
  );

  app.post(
    '/v1/bookings/:id/refunds',
    {
      config: { scope: 'payments:write' },
      schema: {
        operationId: 'refundBooking',
        tags,
        summary: 'Record a refund of a booking',
        description:
          "Records money given back, in full or in part, with its reason, as a row of the booking's ledger, and answers it with the booking: never more than was paid and not yet refunded (422 `REFUND_EXCEEDS_PAID`, also when refunds race). Any booking that was paid may be refunded, cancelled and expired ones included. `payment_status` becomes `partially_refunded`, or `refunded` once everything paid has been given back. This records a refund made elsewhere: the payment provider is not asked to refund (`method: provider` records one made at the provider).",
        emits: ['payment.refunded'],
        params: BookingParams,
        body: RefundBody,
        errors: [...COMMAND_ERRORS, 'CURRENCY_MISMATCH', 'REFUND_EXCEEDS_PAID'],
        response: { 201: MovementResponse, ...authErrors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await money.refund(req.auth.workspaceId, bookingId(req.params.id), req.body, actorId(req.auth))),
  );

  app.get(
    '/v1/bookings/:id/payments',
    {
      config: { scope: 'payments:read' },
      schema: {
        operationId: 'listBookingPayments',
        tags,
        summary: "List a booking's payments and refunds",
        description:
          "The booking's ledger, oldest first: every payment (by hand, or by the payment provider: `method: provider` with its payment session) and every refund, each never changed once recorded. Its totals are the booking's `money`.",
        params: BookingParams,
        querystring: ListQuery,
        response: { 200: ListResponse(Ref(MoneyMovement)), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const sort = parseSort(req.query, SORTS, { column: 'created_at', direction: 'asc' });
      const { items, total } = await money.ledger(req.auth.workspaceId, bookingId(req.params.id), sort, page);
      return listEnvelope(items, total, page);
    },
  );
}
