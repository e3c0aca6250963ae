// The one parser of date ranges and instants in requests: half-open ranges in the storage form, and 400s naming
// the query's own field.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/platform/errors.js';
import {
  addDays,
  inZone,
  instant,
  isDate,
  isTimeZone,
  localInstant,
  localMidnight,
  offsetAt,
  parseDateRange,
} from '../../src/platform/dates.js';

function refusal(fn: () => unknown): { status: number; details: unknown } {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return { status: err.statusCode, details: err.extra.details };
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('dates', () => {
  it('knows the days of the calendar', () => {
    expect(isDate('2024-02-29')).toBe(true);
    expect(isDate('2026-02-29')).toBe(false);
    expect(isDate('2026-02-30')).toBe(false);
    expect(isDate('2026-13-01')).toBe(false);
    expect(isDate('2026-1-01')).toBe(false);
    expect(isDate('2026-01-01T00:00:00Z')).toBe(false);
    expect(addDays('2026-12-15', 90)).toBe('2027-03-15');
  });

  it('reads instants into the storage form', () => {
    expect(instant('created_after', '2026-03-01T10:00:00+02:00')).toBe('2026-03-01T08:00:00.000Z');
    expect(instant('created_after', undefined)).toBeUndefined();
    expect(refusal(() => instant('created_before', 'soon'))).toEqual({
      status: 400,
      details: { field: 'created_before', message: 'must be an ISO 8601 date-time' },
    });
  });

  it('makes a half-open range: a date covers its UTC day, a timestamp its millisecond', () => {
    expect(parseDateRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-03-01T00:00:00.000Z',
      before: '2026-04-01T00:00:00.000Z',
      days: 31,
    });
    expect(parseDateRange({ from: '2026-03-01T12:00:00+01:00', to: '2026-03-02T00:00:00Z' })).toEqual({
      from: '2026-03-01T11:00:00.000Z',
      before: '2026-03-02T00:00:00.001Z',
      days: (13 * 3_600_000 + 1) / 86_400_000,
    });
    expect(parseDateRange({ to: '2026-03-31' })).toEqual({ before: '2026-04-01T00:00:00.000Z' });
    expect(parseDateRange({ from: '2026-03-01' })).toEqual({ from: '2026-03-01T00:00:00.000Z' });
    expect(parseDateRange({})).toEqual({});
  });

  it("names the query's field in its 400s", () => {
    const fields = { from: 'createdFrom', to: 'createdTo' };
    expect(refusal(() => parseDateRange({ from: 'March' }, { fields }))).toEqual({
      status: 400,
      details: { field: 'createdFrom', message: 'must be a date (YYYY-MM-DD) or an ISO 8601 timestamp' },
    });
    expect(refusal(() => parseDateRange({ to: '2026-13-45' }))).toEqual({
      status: 400,
      details: { field: 'to', message: 'must be a date (YYYY-MM-DD) or an ISO 8601 timestamp' },
    });
    expect(refusal(() => parseDateRange({ from: '2026-03-01T10:00:00Z' }, { datesOnly: true }))).toEqual({
      status: 400,
      details: { field: 'from', message: 'must be a date (YYYY-MM-DD)' },
    });
    expect(refusal(() => parseDateRange({ from: '2026-03-01', to: '2026-02-30' }, { datesOnly: true }))).toEqual({
      status: 400,
      details: { field: 'to', message: 'must be a date (YYYY-MM-DD)' },
    });
  });

  it('refuses a date or timestamp on a day the calendar does not have, naming the field (no roll-over into March)', () => {
    const fields = { from: 'createdFrom', to: 'createdTo' };
    const message = 'must be a date (YYYY-MM-DD) or an ISO 8601 timestamp';
    for (const value of [
      '2026-02-30',
      '2026-13-01',
      '2025-02-29',
      '2026-04-31',
      '2026-02-30T10:00:00Z',
      '2025-02-29T00:00:00+02:00',
      '2026-00-10T00:00:00Z',
    ]) {
      expect(
        refusal(() => parseDateRange({ from: value }, { fields })),
        value,
      ).toEqual({ status: 400, details: { field: 'createdFrom', message } });
      expect(
        refusal(() => parseDateRange({ from: '2024-01-01', to: value }, { fields })),
        value,
      ).toEqual({ status: 400, details: { field: 'createdTo', message } });
      expect(
        refusal(() => instant('created_after', value)),
        value,
      ).toEqual({ status: 400, details: { field: 'created_after', message: 'must be an ISO 8601 date-time' } });
    }
    expect(parseDateRange({ from: '2024-02-29', to: '2024-02-29T23:59:59Z' })).toMatchObject({
      from: '2024-02-29T00:00:00.000Z',
      before: '2024-02-29T23:59:59.001Z',
    });
    expect(instant('created_after', '2024-02-29T12:00:00+01:00')).toBe('2024-02-29T11:00:00.000Z');
  });

  it('refuses a `to` before `from` only when the range is ordered', () => {
    const fields = { from: 'createdFrom', to: 'createdTo' };
    expect(refusal(() => parseDateRange({ from: '2026-03-02', to: '2026-03-01' }, { fields, ordered: true }))).toEqual({
      status: 400,
      details: { field: 'createdTo', message: 'must not be before createdFrom' },
    });
    expect(
      refusal(() =>
        parseDateRange({ from: '2026-03-01T00:00:00.001Z', to: '2026-03-01T00:00:00Z' }, { ordered: true }),
      ),
    ).toEqual({ status: 400, details: { field: 'to', message: 'must not be before from' } });
    // The same instant at both ends is a range of one millisecond; a date `to` on `from`'s day covers it.
    expect(parseDateRange({ from: '2026-03-01T10:00:00Z', to: '2026-03-01T10:00:00Z' }, { ordered: true }).days).toBe(
      1 / 86_400_000,
    );
    expect(parseDateRange({ from: '2026-03-01T10:00:00Z', to: '2026-03-01' }, { ordered: true }).before).toBe(
      '2026-03-02T00:00:00.000Z',
    );
    expect(parseDateRange({ from: '2026-03-02', to: '2026-03-01' })).toEqual({
      from: '2026-03-02T00:00:00.000Z',
      before: '2026-03-02T00:00:00.000Z',
      days: 0,
    });
  });

  it('local times and midnights in time zones, across DST changes and odd offsets', () => {
    expect(inZone('2030-03-31T00:59:59Z', 'Europe/Bucharest').dateTime).toBe('2030-03-31T02:59:59+02:00');
    expect(inZone('2030-03-31T01:00:00Z', 'Europe/Bucharest').dateTime).toBe('2030-03-31T04:00:00+03:00');
    expect(inZone('2030-09-01T21:30:00Z', 'Pacific/Auckland')).toEqual({
      date: '2030-09-02',
      dateTime: '2030-09-02T09:30:00+12:00',
    });
    expect(inZone('2030-01-01T00:00:00Z', 'America/St_Johns').dateTime).toBe('2029-12-31T20:30:00-03:30');
    expect(offsetAt(Date.parse('2030-01-01T00:00:00Z'), 'Asia/Kathmandu')).toBe(345);
    expect(new Date(localMidnight('2030-03-31', 'Europe/Bucharest')).toISOString()).toBe('2030-03-30T22:00:00.000Z');
    expect(new Date(localMidnight('2030-04-01', 'Europe/Bucharest')).toISOString()).toBe('2030-03-31T21:00:00.000Z');
    expect(new Date(localMidnight('2030-07-01', 'UTC')).toISOString()).toBe('2030-07-01T00:00:00.000Z');
  });

  it('reads a wall-clock time in a zone: a skipped time moves forward by the gap, a repeated one is the earlier', () => {
    const at = (date: string, time: string, zone: string) => new Date(localInstant(date, time, zone)).toISOString();
    // Europe/London: 01:00 GMT → 02:00 BST on 29 March 2026, 02:00 BST → 01:00 GMT on 25 October.
    expect(at('2026-03-28', '01:30', 'Europe/London')).toBe('2026-03-28T01:30:00.000Z');
    expect(at('2026-03-29', '00:59', 'Europe/London')).toBe('2026-03-29T00:59:00.000Z');
    expect(at('2026-03-29', '01:00', 'Europe/London')).toBe('2026-03-29T01:00:00.000Z'); // 02:00 BST
    expect(at('2026-03-29', '01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z'); // 02:30 BST
    expect(at('2026-03-29', '02:00', 'Europe/London')).toBe('2026-03-29T01:00:00.000Z');
    expect(at('2026-10-25', '00:59', 'Europe/London')).toBe('2026-10-24T23:59:00.000Z');
    expect(at('2026-10-25', '01:00', 'Europe/London')).toBe('2026-10-25T00:00:00.000Z'); // BST, not GMT's 01:00Z
    expect(at('2026-10-25', '01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
    expect(at('2026-10-25', '02:00', 'Europe/London')).toBe('2026-10-25T02:00:00.000Z');
    // America/New_York: 02:30 does not exist on 8 March 2026 (03:30 EDT); 01:30 is twice on 1 November (EDT first).
    expect(at('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(at('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    // Lord Howe Island moves by half an hour, at 02:00 local (15:30 UTC): no whole-hour shortcut.
    expect(at('2026-10-04', '02:15', 'Australia/Lord_Howe')).toBe('2026-10-03T15:45:00.000Z'); // 02:45 +11:00
    expect(at('2026-04-05', '01:45', 'Australia/Lord_Howe')).toBe('2026-04-04T14:45:00.000Z'); // +11:00, the earlier
    expect(at('2026-06-01', '12:00', 'Asia/Kathmandu')).toBe('2026-06-01T06:15:00.000Z');
    expect(at('2026-12-31', '23:59', 'Pacific/Kiritimati')).toBe('2026-12-31T09:59:00.000Z');
    expect(at('2026-01-01', '00:00', 'UTC')).toBe('2026-01-01T00:00:00.000Z');
  });

  it('knows the time zones Intl knows', () => {
    expect(isTimeZone('Europe/Bucharest')).toBe(true);
    expect(isTimeZone('europe/london')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
