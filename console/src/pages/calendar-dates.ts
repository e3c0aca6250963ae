// Local dates and times in the workspace's time zone (not the browser's): the calendar's days, a departure's start
// as the operator typed it, and the other way round. Dates are `YYYY-MM-DD` strings, days counted in UTC so no
// daylight-saving change moves them.

import { addDays, inZone, isDate, localInstant, todayIn } from '../../../src/platform/dates.js';

// The server's own rules (src/platform/dates.ts), so a time typed here names the instant a schedule's does.
export { addDays, todayIn };

/** The local date and `HH:MM` of an instant in `timeZone`. */
export function localOf(iso: string, timeZone: string): { date: string; time: string } {
  const { dateTime } = inZone(iso, timeZone);
  return { date: dateTime.slice(0, 10), time: dateTime.slice(11, 16) };
}

/**
 * The instant (ISO, UTC) of a local date and `HH:MM` in `timeZone`; a time the clocks skip moves forward by the
 * gap, one they show twice is the earlier, as in a schedule.
 */
export function instantOf(date: string, time: string, timeZone: string): string {
  return new Date(localInstant(date, time, timeZone)).toISOString();
}

/** ISO day of the week: 1 Monday … 7 Sunday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

export function mondayOf(date: string): string {
  return addDays(date, 1 - weekdayOf(date));
}

export function addMonths(date: string, months: number): string {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** A date from the address (`?date=`): `YYYY-MM-DD` naming a day of the calendar. */
export function isDateParam(s: string | null): s is string {
  return s !== null && isDate(s);
}

/** A local date in words (the browser's language): dates are read in UTC, where they were made. */
export function dateLabel(date: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** An instant's time of day in `timeZone`, as the browser's language writes it. */
export function timeLabel(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(undefined, { timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** An instant's date and time in `timeZone`. */
export function whenIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}
