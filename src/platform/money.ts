// Exact decimal arithmetic for money (invoices, prices, vouchers, bookings): amounts are integer minor units,
// quantities thousandths and tax rates hundredths of a percent, all converted from the client's JSON numbers without
// floating-point rounding. The one currency list is here too: every schema and check of a currency code uses it.
import { ValidationError } from './errors.js';

/**
 * The currencies the service knows, with their minor-unit exponents: the runtime's ISO 4217 data (ICU/CLDR via
 * Intl). CLDR's exponents are the ones in use (HUF and IQD 0, where ISO 4217 lists 2 and 3).
 */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** The shape every schema gives a currency code; membership is `isCurrency`'s (a schema cannot list 160 codes). */
export const CURRENCY_CODE_PATTERN = '^[A-Z]{3}$';

export function isCurrency(code: string): boolean {
  return CURRENCIES.has(code);
}

/** Throws a 400 naming `field` unless `code` is a currency of the list. */
export function checkCurrency(field: string, code: string): void {
  if (!CURRENCIES.has(code)) throw new ValidationError(field, 'must be an ISO 4217 currency code');
}

const exponents = new Map<string, number>();

/** Decimal places of a currency's minor unit (EUR 2, JPY 0, BHD 3), from Intl; memoised (a NumberFormat costs tens of µs). */
export function currencyExponent(currency: string): number {
  let exponent = exponents.get(currency);
  if (exponent === undefined) {
    exponent =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    exponents.set(currency, exponent);
  }
  return exponent;
}

/**
 * `value` as an integer count of 10^-places units (2450.5 with 2 places → 245050n), read from the number's
 * shortest decimal form so 0.1 stays 0.1. Null when it has more decimal places than `places` (or is not finite).
 */
export function toUnits(value: number, places: number): bigint | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  if (text.includes('e')) return null; // beyond 1e21 or below 1e-6: never a valid amount, quantity or rate here
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  if (fraction.length > places) return null;
  const units = BigInt(whole + fraction.padEnd(places, '0'));
  return negative ? -units : units;
}

/** `units` of 10^-places as a decimal string; `trim` drops trailing zeros (quantities, rates), money keeps them. */
export function fromUnits(units: bigint | number, places: number, trim = false): string {
  // A safe integer prints its exact digits; anything else goes through BigInt (which refuses a fraction).
  const n = typeof units === 'number' && Number.isSafeInteger(units) ? units : BigInt(units);
  const negative = n < 0;
  const digits = (negative ? -n : n).toString().padStart(places + 1, '0');
  let text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  if (trim && places > 0) text = text.replace(/\.?0+$/, '');
  return negative ? `-${text}` : text;
}

/** numerator / denominator rounded half up, for non-negative operands. */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

export const MAX_AMOUNT = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Integer minor units of a decimal amount of `currency`, exactly (84.5 RON → 8450, never 8449.999…); null when
 * the amount has more decimals than the currency's minor unit or is beyond MAX_AMOUNT.
 */
export function toMinorUnits(amount: number, currency: string): number | null {
  const units = toUnits(amount, currencyExponent(currency));
  return units === null || units > MAX_AMOUNT || units < -MAX_AMOUNT ? null : Number(units);
}

/** Minor units of `currency` as its decimal text with every place of the minor unit (12345 EUR → "123.45"). */
export function formatMinorUnits(minor: number | bigint, currency: string): string {
  return fromUnits(minor, currencyExponent(currency));
}

/**
 * Minor units of `currency` as the decimal number responses show (12345 EUR → 123.45, 500 JPY → 500): read from
 * the decimal text, so it is the number nearest the exact amount, as if the client had written it.
 */
export function fromMinorUnits(minor: number | bigint, currency: string): number {
  return Number(formatMinorUnits(minor, currency));
}
