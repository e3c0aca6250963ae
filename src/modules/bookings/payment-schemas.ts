// The payment session as the API shows it (GET /v1/payments/attention, and inside a wizard session).
import Type, { type Static } from 'typebox';
import { Component, Nullable } from '../../platform/http/schemas.js';

/** The fields of a payment session, in the order they are answered. */
const paymentSession = {
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
};

export const PaymentSessionView = Component(
  'PaymentSession',
  Type.Object(paymentSession, {
    description:
      "An online payment of a submitted booking: its amount and the provider's reports, and the booking, invoice and contract number it led to.",
  }),
);

/** A wizard session's payment session, or null: the same fields inline (a component is nullable only so). */
export const NullablePaymentSession = Nullable(Type.Object(paymentSession));
export type PaymentSessionView = Static<typeof PaymentSessionView>;
