// The contract's payment provider (its notification at POST /v1/integrations/paymentprovider/notify), the first
// payment adapter: the notification is accepted from the allowed addresses with a valid signature (the verifiers
// of verifiers.ts, chosen by PAYMENT_NOTIFY_VERIFIER), and its JSON (Netopia's shape: `order.orderID`,
// `payment.status`, `payment.ntpID`, `payment.amount`, `payment.currency`, `payment.message`) becomes an outcome.
import { AppError, ValidationError } from '../../platform/errors.js';
import { isCurrency, toMinorUnits } from '../../platform/money.js';
import type { OutcomeKind, PaymentAdapter, PaymentOutcome, VerifiedNotification } from './payment-adapters.js';
import { IpAllowList, verifierFromConfig, type NotifyVerifier, type VerifierConfig } from './verifiers.js';
import type { Config } from '../../config.js';

export const CONTRACT_PROVIDER = 'paymentprovider';

/**
 * What each of the provider's `payment.status` codes (Netopia's SDK constants) does to a payment session; the
 * table and its reasons are in docs/decisions.md (the kinds: `OutcomeKind`). A code missing here is `unknown`.
 */
const STATUS_CLASSES = new Map<number, Exclude<OutcomeKind, 'unknown'>>([
  [1, 'intermediate'], // NEW
  [2, 'intermediate'], // OPENED
  [3, 'success'], // PAID
  [4, 'failure'], // CANCELED
  [5, 'success'], // CONFIRMED
  [6, 'intermediate'], // PENDING
  [7, 'intermediate'], // SCHEDULED
  [8, 'post_payment'], // CREDIT (refund)
  [9, 'post_payment'], // CHARGEBACK_INIT
  [10, 'post_payment'], // CHARGEBACK_ACCEPT
  [11, 'failure'], // ERROR
  [12, 'failure'], // DECLINED
  [13, 'failure'], // FRAUD
  [14, 'intermediate'], // PENDING_AUTH (in review)
  [15, 'intermediate'], // 3D_AUTH (3-D Secure pending)
  [16, 'post_payment'], // CHARGEBACK_REPRESENTMENT
  [17, 'post_payment'], // REVERSED
  [18, 'intermediate'], // PENDING_ANY
  [19, 'intermediate'], // PROGRAMMED_RECURRENT_PAYMENT
  [20, 'intermediate'], // CANCELED_PROGRAMMED_RECURRENT_PAYMENT (the recurrence, not this payment)
  [21, 'intermediate'], // TRIAL_PENDING
  [22, 'intermediate'], // TRIAL
  [23, 'failure'], // EXPIRED
]);
export const SUCCESS_STATUSES: readonly number[] = [...STATUS_CLASSES]
  .filter(([, c]) => c === 'success')
  .map(([code]) => code);

/** Text as PostgreSQL can store it (no NUL characters). */
function storable(text: string): string {
  return text.replaceAll('\u0000', '');
}

export function parseNotification(raw: Buffer): PaymentOutcome {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ValidationError('body', 'must be a JSON object', 'Invalid JSON body');
  }
  const obj = (v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  const root = obj(body);
  const order = obj(root?.order);
  const payment = obj(root?.payment);
  const orderId = order?.orderID;
  if (typeof orderId !== 'string' || !/^[\x21-\x7e]{1,128}$/.test(orderId))
    throw new ValidationError('order.orderID', 'is required (printable ASCII, at most 128 characters)');
  const status = payment?.status;
  if (!Number.isInteger(status)) throw new ValidationError('payment.status', 'is required (an integer)');
  const success = STATUS_CLASSES.get(status as number) === 'success';
  const ntp = payment?.ntpID;
  const currency = payment?.currency ?? null;
  if (currency === null ? success : typeof currency !== 'string' || !isCurrency(currency)) {
    throw new ValidationError(
      'payment.currency',
      success ? 'is required for a successful payment (an ISO 4217 code)' : 'must be an ISO 4217 code',
    );
  }
  const amount = payment?.amount ?? null;
  if (amount === null ? success : typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) {
    throw new ValidationError(
      'payment.amount',
      success ? 'is required for a successful payment (a non-negative number)' : 'must be a non-negative number',
    );
  }
  let amountMinor: number | null = null;
  if (amount !== null && currency !== null) {
    // Exact: an amount with more decimals than the currency has is refused, never rounded up into a full payment.
    amountMinor = toMinorUnits(amount as number, currency as string);
    if (amountMinor === null)
      throw new ValidationError('payment.amount', `must have at most the decimals of ${currency as string}`);
  }
  const message = payment?.message;
  return {
    orderId,
    kind: STATUS_CLASSES.get(status as number) ?? 'unknown',
    status: status as number,
    providerPaymentId: typeof ntp === 'string' || typeof ntp === 'number' ? storable(String(ntp)).slice(0, 128) : null,
    amountMinor,
    currency: currency as string | null,
    message: typeof message === 'string' ? storable(message).slice(0, 1000) : null,
  };
}

export type ContractAdapterConfig = VerifierConfig & Pick<Config, 'paymentNotifyAllowedIps'>;

/** The contract's provider; `verifier` replaces the configured one (tests, another deployment's provider). */
export function contractAdapter(config: ContractAdapterConfig, verifier?: NotifyVerifier): PaymentAdapter {
  const allowList = new IpAllowList(config.paymentNotifyAllowedIps);
  const signature = verifier ?? verifierFromConfig(config);
  // The contract defines only the provider's notification: its payments are started and refunded at the provider.
  const unsupported = (what: string) =>
    new AppError(
      501,
      'PAYMENT_OPERATION_UNSUPPORTED',
      `The contract's payment provider does not ${what} through this API`,
    );
  return {
    provider: CONTRACT_PROVIDER,
    verifierName: signature.name,
    async start() {
      throw unsupported('start payments');
    },
    async verify({ raw, headers, ip }): Promise<VerifiedNotification> {
      if (!allowList.allows(ip)) return { verdict: 'rejected_ip' };
      if (!(await signature.verify(raw, headers))) return { verdict: 'rejected_signature' };
      return { verdict: 'received', read: () => parseNotification(raw) };
    },
    async refund() {
      throw unsupported('refund payments');
    },
  };
}
