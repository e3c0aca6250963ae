// Request and response schemas of a booking's money: a payment or refund recorded by hand, and the ledger's rows.
import Type, { type Static } from 'typebox';
import { Component, CurrencyCode, Nullable, Ref } from '../../platform/http/schemas.js';
import { Booking } from './booking-schemas.js';

/** How money came in by hand; `provider` payments are the payment workflow's alone (they carry their session). */
export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'card_terminal', 'other'] as const;
/** How money went back; `provider`: refunded at the payment provider (its dashboard), recorded here. */
export const REFUND_METHODS = ['cash', 'bank_transfer', 'card_terminal', 'provider', 'other'] as const;
/** Every method a ledger row may have: `voucher` is what a voucher (gift card) paid of an order, its code the reference. */
export const MOVEMENT_METHODS = [...REFUND_METHODS, 'voucher'] as const;

const Amount = Type.Number({
  exclusiveMinimum: 0,
  maximum: 1_000_000_000_000,
  description:
    "In the booking's currency, in major units like `pricing.total` (`120.5` euros), with at most the currency's decimals.",
});
const Text = (maxLength: number, description: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[^\\u0000]*$', description });
const Reference = Text(200, 'Your reference of the money: a receipt number, a bank transfer reference…');
const MoneyDate = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: "The day the money moved (`YYYY-MM-DD`, in the workspace's time zone): today by default, never later.",
});
const BookingCurrency = CurrencyCode({
  description: "The booking's currency (`pricing.currency`), to make sure of it: another is 422 `CURRENCY_MISMATCH`.",
});

export const RecordPaymentBody = Type.Object(
  {
    amount: Amount,
    method: Type.Enum([...PAYMENT_METHODS]),
    reference: Type.Optional(Nullable(Reference)),
    date: Type.Optional(MoneyDate),
    currency: Type.Optional(BookingCurrency),
  },
  { examples: [{ amount: 300, method: 'bank_transfer', reference: 'TRF-2026-0412', date: '2026-04-12' }] },
);
export type RecordPaymentBody = Static<typeof RecordPaymentBody>;

export const RefundBody = Type.Object(
  {
    amount: Amount,
    reason: Text(1000, 'Why the money goes back (kept in the ledger).'),
    method: Type.Optional(Nullable(Type.Enum([...REFUND_METHODS]))),
    reference: Type.Optional(Nullable(Reference)),
    date: Type.Optional(MoneyDate),
    currency: Type.Optional(BookingCurrency),
  },
  { examples: [{ amount: 120.5, reason: 'Cancelled by the customer 40 days before departure', method: 'cash' }] },
);
export type RefundBody = Static<typeof RefundBody>;

export const ProviderRefundBody = Type.Object(
  {
    amount: Type.Optional(
      Type.Number({
        exclusiveMinimum: 0,
        maximum: 1_000_000_000_000,
        description:
          "In the payment's currency, in major units (`49.5`): all the provider took and has not given back when absent.",
      }),
    ),
    reason: Text(1000, 'Why the money goes back (kept in the ledger).'),
  },
  { examples: [{ amount: 49.5, reason: 'Cancelled by the customer 40 days before departure' }] },
);
export type ProviderRefundBody = Static<typeof ProviderRefundBody>;

export const MoneyMovement = Component(
  'BookingMoneyMovement',
  Type.Object(
    {
      id: Type.String({ description: 'bmov_… id' }),
      booking_id: Type.String(),
      kind: Type.Enum(['payment', 'refund']),
      amount: Type.Number({ description: 'Major units of `currency`, positive (a refund gives it back).' }),
      amount_minor: Type.Integer(),
      currency: Type.String({
        description:
          "The booking's currency; a provider's payment taken in another is listed in its own and left out of the booking's totals.",
      }),
      method: Nullable(Type.Enum([...MOVEMENT_METHODS])),
      reference: Nullable(Type.String()),
      reason: Nullable(Type.String()),
      date: Type.String({ description: "The day the money moved (`YYYY-MM-DD`, the workspace's time zone)." }),
      payment_session_id: Nullable(
        Type.String({ description: "The provider's payment session of a payment the provider took." }),
      ),
      created_at: Type.String(),
      created_by: Nullable(
        Type.String({ description: 'The API key or person that recorded it; null for the payment workflow.' }),
      ),
    },
    { description: "A row of a booking's ledger: one payment or refund, never changed once recorded." },
  ),
);
export type MoneyMovement = Static<typeof MoneyMovement>;

export const MovementResponse = Type.Object({
  movement: Ref(MoneyMovement),
  booking: Ref(Booking),
});
export type MovementResponse = Static<typeof MovementResponse>;
