// Dates and instants in requests: the one parser of date ranges (list filters, analytics, availability windows) and
// of ISO 8601 instants, answering in the storage form (UTC ISO with milliseconds, so text order is time order).
import { clock } from './clock.js';
import { ValidationError } from './errors.js';

export const DAY_MS = 86_400_000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` naming a day of the calendar (2026-02-30 is not one). */
export function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00.000Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

/**
 * An ISO 8601 timestamp (`YYYY-MM-DDT…`) on a day of the calendar, in ms; NaN otherwise. `Date.parse` alone takes
 * 2026-02-30T10:00Z as 2 March.
 */
function timestampMs(value: string): number {
  return /^\d{4}-\d{2}-\d{2}T/.test(value) && isDate(value.slice(0, 10)) ? Date.parse(value) : NaN;
}

/**
 * An ISO 8601 date-time (the schema's `date-time` format checked its form) in the storage form; a value that is no
 * time at all, or on a day the calendar does not have, is a 400 naming `field`.
 */
export function instant(field: string, value: string): string;
export function instant(field: string, value: string | undefined): string | undefined;
export function instant(field: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const ms = timestampMs(value);
  if (Number.isNaN(ms)) throw new ValidationError(field, 'must be an ISO 8601 date-time');
  return clock.iso(ms);
}

/** One end of a range: a date is its UTC midnight. */
interface RangeEnd {
  ms: number;
  isDate: boolean;
}

function rangeEnd(field: string, value: string, datesOnly: boolean): RangeEnd {
  if (datesOnly) {
    if (!isDate(value)) throw new ValidationError(field, 'must be a date (YYYY-MM-DD)');
    return { ms: Date.parse(`${value}T00:00:00.000Z`), isDate: true };
  }
  const isDay = DATE.test(value);
  const ms = isDay ? (isDate(value) ? Date.parse(`${value}T00:00:00.000Z`) : NaN) : timestampMs(value);
  if (Number.isNaN(ms)) throw new ValidationError(field, 'must be a date (YYYY-MM-DD) or an ISO 8601 timestamp');
  return { ms, isDate: isDay };
}

export interface DateRangeOptions {
  /** The query's names of the two ends, for the 400s (default `from` and `to`). */
  fields?: { from: string; to: string };
  /** Only whole days (`YYYY-MM-DD`), no timestamps. */
  datesOnly?: boolean;
  /** A `to` before `from` is a 400 on `to` (otherwise the range is just empty). */
  ordered?: boolean;
}

/** A half-open range of instants in the storage form; an end the query left out is absent. */
export interface InstantRange {
  /** Inclusive: `from`'s instant (a date's UTC midnight). */
  from?: string;
  /** Exclusive: the instant after `to` (the next UTC midnight after a date, the next millisecond after a timestamp). */
  before?: string;
  /** Days from `from` up to `before` when both are given: the days a range of dates covers (2026-01-01..01 is 1). */
  days?: number;
}

/**
 * `from`/`to` query values, each a date (`YYYY-MM-DD`) or an ISO 8601 timestamp, as a range of instants: a date
 * `to` covers its whole UTC day, a timestamp its millisecond. A value that is neither, or names a day the calendar
 * does not have (2026-02-30, 2025-02-29), is a 400 naming its field.
 */
export function parseDateRange(q: { from?: string; to?: string }, opts: DateRangeOptions = {}): InstantRange {
  const fields = opts.fields ?? { from: 'from', to: 'to' };
  const datesOnly = opts.datesOnly ?? false;
  const from = q.from === undefined ? undefined : rangeEnd(fields.from, q.from, datesOnly);
  const to = q.to === undefined ? undefined : rangeEnd(fields.to, q.to, datesOnly);
  const beforeMs = to && to.ms + (to.isDate ? DAY_MS : 1);
  const range: InstantRange = {};
  if (from) range.from = clock.iso(from.ms);
  if (beforeMs !== undefined) range.before = clock.iso(beforeMs);
  if (from && beforeMs !== undefined) {
    if (opts.ordered && beforeMs <= from.ms) throw new ValidationError(fields.to, `must not be before ${fields.from}`);
    range.days = (beforeMs - from.ms) / DAY_MS;
  }
  return range;
}

/** Today's date (`YYYY-MM-DD`) in a time zone, by the service's clock. */
export function todayIn(timezone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(clock.now());
}

/** The date `days` after a date (`YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
/** Zone → UTC hour → the zone's offset in minutes then. Offsets change at whole UTC hours, and Intl is slow (µs a call). */
const zoneOffsets = new Map<string, Map<number, number>>();
const HOUR_MS = 3_600_000;

/** Whether `tz` is a time zone Intl knows (an IANA name such as Europe/Bucharest, in any case, or UTC). */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The offset in force in `timeZone` at the second of `ms`, in ms (exact: not rounded to the hour or minute). */
function zoneOffsetMs(ms: number, timeZone: string): number {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneFormats.set(timeZone, format);
  }
  const second = Math.floor(ms / 1000) * 1000;
  const p: Record<string, string> = {};
  for (const part of format.formatToParts(second)) p[part.type] = part.value;
  const wall = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  // Date.UTC reads years 0–99 as 1900–1999.
  return new Date(wall).setUTCFullYear(Number(p.year)) - second;
}

/** The UTC offset (minutes) in force in `timeZone` during the UTC hour of `ms`. */
export function offsetAt(ms: number, timeZone: string): number {
  let offsets = zoneOffsets.get(timeZone);
  if (!offsets) zoneOffsets.set(timeZone, (offsets = new Map()));
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    offset = Math.round(zoneOffsetMs(hour * HOUR_MS, timeZone) / 60_000);
    if (offsets.size >= 100_000) offsets.clear(); // bounded: a year of hours is 8,760
    offsets.set(hour, offset);
  }
  return offset;
}

/**
 * The instant (ms) a wall-clock time names in `timeZone`: `date` YYYY-MM-DD, `time` HH:MM. Across a change of
 * offset (docs/decisions.md, issue 27): a time the clocks skip (spring forward) is moved forward by the gap, so
 * 02:30 in a 02:00→03:00 gap is 03:30; a time they show twice (fall back) is its earlier instant.
 */
export function localInstant(date: string, time: string, timeZone: string): number {
  const wall = Date.parse(`${date}T${time}:00.000Z`);
  // The instant is within 14 hours of `wall`: a day on each side brackets it, and zones change offset at most once
  // in two days, so the offsets then are the only candidates.
  const before = zoneOffsetMs(wall - DAY_MS, timeZone);
  const after = zoneOffsetMs(wall + DAY_MS, timeZone);
  const instants = [wall - before, wall - after].filter((t) => t + zoneOffsetMs(t, timeZone) === wall);
  // None: the time falls in a gap. Read with the offset before it, it is the instant the gap's length later.
  return instants.length > 0 ? Math.min(...instants) : wall - before;
}

/**
 * An instant's wall-clock date and time in an IANA time zone: `{ date: 'YYYY-MM-DD', dateTime:
 * 'YYYY-MM-DDTHH:mm:ss+02:00' }` (the offset in force at that instant).
 */
export function inZone(iso: string, timeZone: string): { date: string; dateTime: string } {
  // Calendars ask for the same departures' local times again and again.
  const key = `${timeZone} ${iso}`;
  const known = localTimes.get(key);
  if (known) return known;
  const local = localTime(iso, timeZone);
  if (localTimes.size >= 100_000) localTimes.clear();
  localTimes.set(key, local);
  return local;
}

const localTimes = new Map<string, { date: string; dateTime: string }>();

function localTime(iso: string, timeZone: string): { date: string; dateTime: string } {
  const ms = Math.floor(Date.parse(iso) / 1000) * 1000;
  const offset = offsetAt(ms, timeZone);
  const local = new Date(ms + offset * 60_000).toISOString();
  const abs = Math.abs(offset);
  const hhmm = `${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return { date: local.slice(0, 10), dateTime: `${local.slice(0, 19)}${offset < 0 ? '-' : '+'}${hhmm}` };
}

/** The instant a local date (`YYYY-MM-DD`) begins in `timeZone` (its local midnight), in ms. */
export function localMidnight(date: string, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00.000Z`);
  const first = offsetAt(wall, timeZone);
  const guess = wall - first * 60_000;
  const second = offsetAt(guess, timeZone);
  return second === first ? guess : wall - second * 60_000;
}
