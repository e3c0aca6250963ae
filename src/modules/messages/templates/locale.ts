// The languages guest emails are written in, and money and dates formatted for each with Intl.
import { fromMinorUnits } from '../../../platform/money.js';

export const MESSAGE_LOCALES = ['en', 'ro'] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

/** A booking's language (a BCP 47 tag) as an email language: Romanian for `ro…`, English otherwise. */
export function messageLocale(language: string | null | undefined): MessageLocale {
  return language?.toLowerCase().startsWith('ro') ? 'ro' : 'en';
}

const INTL: Record<MessageLocale, string> = { en: 'en-GB', ro: 'ro-RO' };

/** An amount in minor units as the locale writes money: `€1,234.50`, `1.234,50 €`. */
export function formatMoney(locale: MessageLocale, minor: number, currency: string): string {
  return new Intl.NumberFormat(INTL[locale], { style: 'currency', currency }).format(fromMinorUnits(minor, currency));
}

/** An instant in the workspace's time zone: `Saturday 12 June 2027 at 05:30`. */
export function formatDateTime(locale: MessageLocale, iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(INTL[locale], { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

/** A time of day in the workspace's time zone: `14:05`. */
export function formatTime(locale: MessageLocale, iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(INTL[locale], { timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** A calendar day (`YYYY-MM-DD`) as the locale writes it: `12 June 2027`. */
export function formatDay(locale: MessageLocale, day: string): string {
  return new Intl.DateTimeFormat(INTL[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
