// The money API: conversions between the decimals of requests and responses and integer minor units are exact
// (never float arithmetic), honour each currency's exponent, and the currency list is one.
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/platform/errors.js';
import {
  checkCurrency,
  currencyExponent,
  divRound,
  formatMinorUnits,
  fromMinorUnits,
  fromUnits,
  isCurrency,
  toMinorUnits,
  toUnits,
} from '../../src/platform/money.js';

describe('money', () => {
  it('knows the exponents of the currencies (EUR 2, JPY 0, BHD 3)', () => {
    expect([
      currencyExponent('EUR'),
      currencyExponent('RON'),
      currencyExponent('JPY'),
      currencyExponent('BHD'),
      currencyExponent('KWD'),
    ]).toEqual([2, 2, 0, 3, 3]);
  });

  it('checks codes against the one list', () => {
    expect(isCurrency('EUR')).toBe(true);
    expect(isCurrency('eur')).toBe(false);
    expect(isCurrency('XXY')).toBe(false);
    expect(() => checkCurrency('currency', 'EUR')).not.toThrow();
    try {
      checkCurrency('lines[0].currency', 'ABC');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ValidationError);
      expect((err as ValidationError).extra.details).toEqual({
        field: 'lines[0].currency',
        message: 'must be an ISO 4217 currency code',
      });
    }
  });

  it('reads decimals into minor units exactly where float arithmetic would not', () => {
    // 1.005 * 100 is 100.49999999999999, 84.5 * 100 is fine but 4.35 * 100 is 434.99999999999994.
    expect(toMinorUnits(4.35, 'EUR')).toBe(435);
    expect(toMinorUnits(84.5, 'RON')).toBe(8450);
    expect(toMinorUnits(0.3, 'EUR')).toBe(30);
    expect(toMinorUnits(1.005, 'BHD')).toBe(1005);
    expect(toMinorUnits(19.999, 'KWD')).toBe(19999);
    expect(toMinorUnits(1234, 'JPY')).toBe(1234);
    expect(toMinorUnits(0, 'EUR')).toBe(0);
    expect(toMinorUnits(-12.3, 'EUR')).toBe(-1230);
  });

  it('refuses more decimals than the currency has instead of rounding', () => {
    expect(toMinorUnits(0.1 + 0.2, 'EUR')).toBeNull(); // 0.30000000000000004
    expect(toMinorUnits(1.005, 'EUR')).toBeNull();
    expect(toMinorUnits(12.5, 'JPY')).toBeNull();
    expect(toMinorUnits(1.0005, 'BHD')).toBeNull();
    expect(toMinorUnits(Number.NaN, 'EUR')).toBeNull();
    expect(toMinorUnits(Number.POSITIVE_INFINITY, 'EUR')).toBeNull();
    expect(toMinorUnits(1e-7, 'EUR')).toBeNull();
  });

  it('handles amounts up to the largest safe count of minor units, and no further', () => {
    // A double this large holds a quarter exactly, not every cent: the amount is the number's shortest decimal form.
    expect(toMinorUnits(90071992547409.75, 'EUR')).toBe(9007199254740975);
    expect(toMinorUnits(-90071992547409.75, 'EUR')).toBe(-9007199254740975);
    expect(toMinorUnits(90071992547409.9, 'EUR')).toBe(9007199254740990);
    expect(toMinorUnits(90071992547410, 'EUR')).toBeNull();
    expect(toMinorUnits(9007199254740.5, 'BHD')).toBe(9007199254740500);
    expect(toMinorUnits(9007199254740991, 'JPY')).toBe(Number.MAX_SAFE_INTEGER);
    expect(toMinorUnits(1e21, 'JPY')).toBeNull();
  });

  it("renders minor units as the currency's decimal text", () => {
    expect(formatMinorUnits(12345, 'EUR')).toBe('123.45');
    expect(formatMinorUnits(5, 'EUR')).toBe('0.05');
    expect(formatMinorUnits(-5, 'EUR')).toBe('-0.05');
    expect(formatMinorUnits(0, 'BHD')).toBe('0.000');
    expect(formatMinorUnits(1005, 'BHD')).toBe('1.005');
    expect(formatMinorUnits(500, 'JPY')).toBe('500');
    expect(formatMinorUnits(Number.MAX_SAFE_INTEGER, 'EUR')).toBe('90071992547409.91');
    expect(formatMinorUnits(10n ** 20n + 1n, 'EUR')).toBe('1000000000000000000.01');
  });

  it('renders minor units as the decimal number a client would have written', () => {
    expect(fromMinorUnits(12345, 'EUR')).toBe(123.45);
    expect(fromMinorUnits(30, 'EUR')).toBe(0.3);
    expect(fromMinorUnits(435, 'EUR')).toBe(4.35);
    expect(fromMinorUnits(1005, 'BHD')).toBe(1.005);
    expect(fromMinorUnits(500, 'JPY')).toBe(500);
    expect(fromMinorUnits(-1230, 'EUR')).toBe(-12.3);
    expect(fromMinorUnits(9007199254740975, 'EUR')).toBe(90071992547409.75);
    expect(JSON.stringify({ total: fromMinorUnits(12300, 'EUR') })).toBe('{"total":123}');
  });

  it('round-trips every amount of cents exactly, as the numbers a correctly rounded division gave', () => {
    for (let minor = -2000; minor <= 200_000; minor += 7) {
      expect(fromMinorUnits(minor, 'EUR')).toBe(minor / 100);
      expect(toMinorUnits(fromMinorUnits(minor, 'EUR'), 'EUR')).toBe(minor);
      expect(toMinorUnits(fromMinorUnits(minor, 'BHD'), 'BHD')).toBe(minor);
    }
  });

  it('converts quantities and rates with their own places, and rounds half up in integers', () => {
    expect(toUnits(2.5, 3)).toBe(2500n);
    expect(toUnits(19.25, 2)).toBe(1925n);
    expect(toUnits(0.0001, 3)).toBeNull();
    expect(fromUnits(2500n, 3, true)).toBe('2.5');
    expect(fromUnits(1900, 2, true)).toBe('19');
    expect(fromUnits(1900, 2)).toBe('19.00');
    expect(() => fromUnits(1.5, 2)).toThrow(RangeError);
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(4n, 3n)).toBe(1n);
    expect(divRound(1005n * 1000n, 1000n)).toBe(1005n);
  });
});
