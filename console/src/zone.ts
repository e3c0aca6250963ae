// Days and times in the workspace's time zone (GET /v1/workspace `timezone`), whatever the browser's own zone: an
// operator in Lisbon running tours in Vienna sees Vienna's today and Vienna's clock times. The calendar arithmetic
// is the API's own (src/platform/dates.ts, free of server dependencies), so both agree on where a day begins.
import { addDays, localMidnight, todayIn } from '../../src/platform/dates.js';

export { addDays, localMidnight as midnightIn, todayIn as dateIn };

const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter made once per purpose and zone (making one costs far more than using it). */
function formatter(key: string, opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(undefined, opts)));
  return f;
}

/** `{from, to}` ISO timestamps covering the zone's `date`, `to` its last millisecond (the API's `to` is inclusive). */
export function dayRange(date: string, zone: string): { from: string; to: string } {
  return {
    from: new Date(localMidnight(date, zone)).toISOString(),
    to: new Date(localMidnight(addDays(date, 1), zone) - 1).toISOString(),
  };
}

/** An instant's clock time in the zone, as the browser's locale writes it (`14:30`, `2:30 PM`). */
export function timeIn(iso: string, zone: string): string {
  return formatter(`time ${zone}`, { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** An instant in the zone with its date: `27 Nov 2026, 14:30`. */
export function whenIn(iso: string, zone: string): string {
  return formatter(`when ${zone}`, { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A date (`YYYY-MM-DD`) written out: `Friday, 27 November 2026`. */
export function longDay(date: string): string {
  return formatter('long day', { timeZone: 'UTC', dateStyle: 'full' }).format(new Date(`${date}T00:00:00Z`));
}

/** The browser's own time zone: the fallback for a role that cannot read the workspace's. */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
