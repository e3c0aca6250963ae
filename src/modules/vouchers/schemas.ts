// Request and response schemas of vouchers. Bodies and records are snake_case (spec "Voucher", reference vouchers).
import Type, { type Static } from 'typebox';
import {
  Component,
  CurrencyCode,
  JsonObject,
  Metadata,
  Nullable,
  PrefixedId,
  Ref,
} from '../../platform/http/schemas.js';

export const VOUCHER_TYPES = ['gift_card', 'store_credit', 'loyalty_reward', 'compensation', 'referral'] as const;
/** The reference's six statuses plus the spec's `inactive`. */
export const VOUCHER_STATUSES = [
  'pending',
  'active',
  'inactive',
  'depleted',
  'expired',
  'cancelled',
  'suspended',
] as const;
export const TRANSACTION_TYPES = ['redemption', 'refund', 'adjustment'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Minor units: positive, and small enough to stay exact in a JSON number and a bigint column. */
const Amount = Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 });
const Currency = CurrencyCode({ anyCase: true });
const Code = Type.String({ minLength: 3, maxLength: 64, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' });
const Timestamp = Type.String({ format: 'date-time', maxLength: 40 });
const CustomerId = PrefixedId('ppl', ['p']);
const BookingId = PrefixedId('book', ['bkg', 'bk']);

export const CreateVoucherBody = Type.Object(
  {
    /** Bulk creation: `count` vouchers with generated codes starting with `prefix`. */
    bulk: Type.Optional(Type.Boolean()),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    prefix: Type.Optional(Type.String({ minLength: 1, maxLength: 10, pattern: '^[A-Za-z0-9]+$' })),
    code: Type.Optional(Code),
    type: Type.Optional(Type.Enum([...VOUCHER_TYPES])),
    status: Type.Optional(Type.Enum(['pending', 'active'])),
    customer_id: Type.Optional(Nullable(CustomerId)),
    initial_balance_minor: Amount,
    currency: Type.Optional(Currency),
    expires_at: Type.Optional(Nullable(Timestamp)),
    is_transferable: Type.Optional(Type.Boolean()),
    source_type: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 64 }))),
    source_id: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 200 }))),
    metadata: Type.Optional(Metadata),
  },
  {
    examples: [
      {
        code: 'GIFT-IOANA-2026',
        type: 'gift_card',
        status: 'active',
        initial_balance_minor: 15000,
        currency: 'EUR',
        expires_at: '2027-06-30T23:59:59Z',
        customer_id: 'ppl_0192f0c4-5a6b-7c3d-8e9f-0a1b2c3d4e5f',
      },
      { bulk: true, count: 50, prefix: 'SUMMER', type: 'store_credit', initial_balance_minor: 2500, currency: 'EUR' },
    ],
  },
);
export type CreateVoucherBody = Static<typeof CreateVoucherBody>;

/** Never the balance: it changes only through redeem and refund. */
export const UpdateVoucherBody = Type.Object(
  {
    status: Type.Optional(Type.Enum([...VOUCHER_STATUSES])),
    customer_id: Type.Optional(Nullable(CustomerId)),
    expires_at: Type.Optional(Nullable(Timestamp)),
    is_transferable: Type.Optional(Type.Boolean()),
    metadata: Type.Optional(Nullable(Metadata)),
  },
  { examples: [{ status: 'suspended', metadata: { reason: 'reported lost by the customer' } }] },
);
export type UpdateVoucherBody = Static<typeof UpdateVoucherBody>;

const movement = {
  amount_minor: Amount,
  booking_id: Type.Optional(BookingId),
  customer_id: Type.Optional(CustomerId),
  description: Type.Optional(Type.String({ maxLength: 500 })),
};

export const RedeemBody = Type.Object(movement, {
  examples: [
    {
      amount_minor: 4900,
      booking_id: 'book_0192f0c4-5a6b-7c3d-8e9f-0a1b2c3d4e5f',
      description: 'Part payment of a booking',
    },
  ],
});
export type RedeemBody = Static<typeof RedeemBody>;

export const RefundBody = Type.Object(
  { ...movement, original_transaction_id: Type.Optional(PrefixedId('txn')) },
  {
    examples: [
      {
        amount_minor: 4900,
        original_transaction_id: 'txn_0192f0c4-5a6b-7c3d-8e9f-0a1b2c3d4e5f',
        description: 'Booking cancelled',
      },
    ],
  },
);
export type RefundBody = Static<typeof RefundBody>;

/** A code as a customer typed it: anything that names no voucher is `voucher_not_found`, not a 400. */
const TypedCode = Type.String({ minLength: 1, maxLength: 255 });

export const ValidateBody = Type.Object(
  {
    code: TypedCode,
    amount_minor: Amount,
    currency: Type.Optional(Currency),
    customer_id: Type.Optional(CustomerId),
  },
  { examples: [{ code: 'GIFT-IOANA-2026', amount_minor: 98000, currency: 'EUR' }] },
);
export type ValidateBody = Static<typeof ValidateBody>;

export const LookupQuery = Type.Object({ code: TypedCode });

export const VoucherListQuery = Type.Object({
  status: Type.Optional(Type.Enum([...VOUCHER_STATUSES])),
  type: Type.Optional(Type.Enum([...VOUCHER_TYPES])),
  customer_id: Type.Optional(CustomerId),
  q: Type.Optional(Type.String({ maxLength: 64 })),
});

export const TransactionListQuery = Type.Object({ type: Type.Optional(Type.Enum([...TRANSACTION_TYPES])) });

export const Voucher = Component(
  'Voucher',
  Type.Object(
    {
      id: Type.String({ description: 'voucher_… id' }),
      workspace_id: Type.String(),
      code: Type.String(),
      type: Type.String(),
      status: Type.String(),
      customer_id: Nullable(Type.String()),
      initial_balance_minor: Type.Integer(),
      current_balance_minor: Type.Integer(),
      currency: Type.String(),
      expires_at: Nullable(Type.String()),
      is_transferable: Type.Boolean(),
      source_type: Nullable(Type.String()),
      source_id: Nullable(Type.String()),
      last_used_at: Nullable(Type.String()),
      metadata: JsonObject,
      created_at: Type.String(),
      updated_at: Type.String(),
    },
    {
      description:
        'A prepaid balance (gift card, store credit, …) in minor units, spent by redemptions and given back by refunds.',
    },
  ),
);
export type Voucher = Static<typeof Voucher>;

export const Transaction = Component(
  'VoucherTransaction',
  Type.Object(
    {
      id: Type.String({ description: 'txn_… id' }),
      voucher_id: Type.String(),
      type: Type.String(),
      amount_minor: Type.Integer(),
      balance_after_minor: Type.Integer(),
      currency: Type.String(),
      booking_id: Nullable(Type.String()),
      customer_id: Nullable(Type.String()),
      description: Nullable(Type.String()),
      related_transaction_id: Nullable(Type.String({ description: 'The redemption a refund gives back' })),
      created_at: Type.String(),
    },
    {
      description:
        "An entry of a voucher's ledger: a redemption (negative amount), refund or adjustment, with the balance after it.",
    },
  ),
);
export type Transaction = Static<typeof Transaction>;

export const Movement = Type.Object({
  transaction: Ref(Transaction),
  voucher: Type.Object({
    id: Type.String(),
    code: Type.String(),
    previous_balance_minor: Type.Integer(),
    new_balance_minor: Type.Integer(),
    status: Type.String(),
  }),
});
export type Movement = Static<typeof Movement>;

/** What an invalid lookup or validation still shows of the voucher (null fields when no voucher has the code). */
const PartialVoucher = Type.Object({
  code: Type.String(),
  status: Nullable(Type.String()),
  current_balance_minor: Nullable(Type.Integer()),
  currency: Nullable(Type.String()),
});
export type PartialVoucher = Static<typeof PartialVoucher>;

export const VOUCHER_ERRORS = [
  'voucher_not_found',
  'voucher_inactive',
  'voucher_expired',
  'voucher_depleted',
  'voucher_not_transferable',
  'currency_mismatch',
] as const;
export type VoucherErrorCode = (typeof VOUCHER_ERRORS)[number];

export const LookupResponse = Type.Union([
  Type.Object({ valid: Type.Literal(true), voucher: Ref(Voucher) }),
  Type.Object({
    valid: Type.Literal(false),
    error: Type.Enum([...VOUCHER_ERRORS]),
    message: Type.String(),
    voucher: PartialVoucher,
  }),
]);
export type LookupResponse = Static<typeof LookupResponse>;

export const ValidateResponse = Type.Union([
  Type.Object({
    valid: Type.Literal(true),
    voucher: Type.Object({
      id: Type.String(),
      code: Type.String(),
      type: Type.String(),
      current_balance_minor: Type.Integer(),
      currency: Type.String(),
    }),
    calculation: Type.Object({
      requested_amount_minor: Type.Integer(),
      applicable_amount_minor: Type.Integer(),
      remaining_voucher_balance_minor: Type.Integer(),
      remaining_order_amount_minor: Type.Integer(),
      covers_full_amount: Type.Boolean(),
    }),
  }),
  Type.Object({
    valid: Type.Literal(false),
    error: Type.Enum([...VOUCHER_ERRORS]),
    message: Type.String(),
    voucher: PartialVoucher,
  }),
]);
export type ValidateResponse = Static<typeof ValidateResponse>;
