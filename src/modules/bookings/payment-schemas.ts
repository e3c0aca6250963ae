// The payment session as the API shows it (GET /v1/payments/attention, and inside a wizard session).
import Type, { type Static } from 'typebox';
import { Nullable } from '../../platform/http/schemas.js';

export const PaymentSessionView = Type.Object({
  id: Type.String(),
  order_id: Type.String(),
  status: Type.String(),
  amount: Type.Number(),
  amount_minor: Type.Integer(),
  currency: Type.String(),
  booking_id: Nullable(Type.String()),
  invoice_id: Nullable(Type.String()),
  contract_number: Nullable(Type.String()),
  workflow_status: Type.String(),
  /** What the provider reported: the amount it took, its payment id, its last status and message for the session. */
  paid_amount: Nullable(Type.Number()),
  paid_amount_minor: Nullable(Type.Integer()),
  paid_currency: Nullable(Type.String()),
  provider_payment_id: Nullable(Type.String()),
  provider_status: Nullable(Type.Integer()),
  provider_message: Nullable(Type.String()),
  /** Set when the status is `needs_attention`: why the booking could not be confirmed, and since when. */
  attention_reason: Nullable(Type.String()),
  attention_at: Nullable(Type.String()),
  created_at: Type.String(),
  confirmed_at: Nullable(Type.String()),
  failed_at: Nullable(Type.String()),
});
export type PaymentSessionView = Static<typeof PaymentSessionView>;
