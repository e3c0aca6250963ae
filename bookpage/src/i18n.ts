// The page's two languages: `?lang=en|ro` wins, else the browser's first language that is one of them, else
// English. Money, dates and times are formatted by Intl in that language's locale.

export type Lang = 'en' | 'ro';

const EN = {
  products: 'What you can book',
  noProducts: 'Nothing is on sale right now. Please check back soon.',
  from: 'from',
  perPerson: 'per person',
  allProducts: 'All trips',
  party: 'Who is coming',
  age: (min: number | null, max: number | null) =>
    min !== null && max !== null
      ? `ages ${min}–${max}`
      : min !== null
        ? `age ${min}+`
        : max !== null
          ? `up to age ${max}`
          : '',
  fewer: (label: string) => `One fewer ${label}`,
  more: (label: string) => `One more ${label}`,
  free: 'free',
  date: 'Choose a date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  status: {
    AVAILABLE: 'open',
    LIMITED: 'few left',
    SOLD_OUT: 'full',
    CLOSED: 'closed',
  } as Record<string, string>,
  noDates: 'No dates with departures this month.',
  departures: 'Departures',
  seatsLeft: (n: number) => (n === 1 ? '1 seat left' : `${n} seats left`),
  soldOutForParty: 'not enough seats for your party',
  total: 'Total',
  chooseParty: 'Add at least one traveller.',
  chooseDeparture: 'Choose a date and a departure.',
  details: 'Your details',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  required: 'Please fill this in.',
  badEmail: 'Please enter an email address like name@example.com.',
  hold: 'Hold my seats',
  holding: 'Holding your seats…',
  held: 'Your seats are held',
  heldFor: 'We keep them for you for',
  code: 'Order code',
  pay: 'Pay',
  payNext: 'Payment opens here once the seller has set it up.',
  payFailed: 'The payment was not completed, so nothing was charged. Please choose again.',
  lapsed: 'Your hold ended and the seats were given back. Please choose again.',
  taken: 'Someone else just took these seats. Please choose another departure or a smaller party.',
  failed: 'Something went wrong. Please try again.',
  notFound: 'This trip is no longer on sale.',
  loading: 'Loading…',
  policies: 'Good to know',
  language: 'Language',
  days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
  questions: 'A few questions',
  travellerN: (n: number, unit: string) => `Traveller ${n}${unit ? ` · ${unit}` : ''}`,
  requiredNote: 'Fields marked * are required.',
  choose: 'Choose…',
  badAnswer: 'Please check this answer.',
  badNumber: 'Please enter a number.',
  badDate: 'Please enter a date.',
  badPhone: 'Please enter a phone number, like +40 721 234 567.',
  tooLong: (n: number) => `Please keep this under ${n} characters.`,
  mustCheck: 'Please tick this box to go on.',
  voucher: 'Gift card or voucher code',
  optional: 'optional',
  voucherRefused: {
    voucher_not_found: 'We do not know this code. Please check it, or leave the field empty.',
    voucher_inactive: 'This code is not active. Please ask the seller, or leave the field empty.',
    voucher_expired: 'This code has expired.',
    voucher_depleted: 'This code has no value left.',
    currency_mismatch: 'This code is in another currency than this trip.',
    voucher_not_transferable: 'This code belongs to another customer. Please ask the seller.',
  } as Record<string, string>,
  voucherBad: 'This code cannot be used here.',
  voucherApplied: (code: string) => `Voucher ${code}`,
  due: 'To pay',
  nothingDue: 'Your voucher covers everything: there is nothing to pay.',
  confirming: 'Confirming your booking…',
  confirmingText: 'This takes a few seconds once the payment has arrived.',
  paymentReceived: 'Your payment was received; we are making your booking.',
  stillPending: 'Your booking is not confirmed yet',
  stillPendingText:
    'The payment has not reached us yet. We will email you as soon as it does; nothing more to do now. You can also check again in a minute.',
  checkAgain: 'Check again',
  confirmed: 'Your booking is confirmed',
  bookingCode: 'Booking code',
  what: 'What',
  when: 'When',
  who: 'Who',
  totalPaid: 'Total paid',
  ticket: 'Download your ticket',
  emailOnItsWay: 'A confirmation email with your ticket is on its way to you.',
  notPaid: 'Not paid',
  expiredOrder: 'Your hold ended before the payment arrived, so nothing was booked. Please choose again.',
  chooseAgain: 'Choose again',
  orderMissing: 'We cannot find this order on this page.',
};

type Strings = typeof EN;

const RO: Strings = {
  products: 'Ce puteți rezerva',
  noProducts: 'Momentan nu este nimic de vânzare. Reveniți în curând.',
  from: 'de la',
  perPerson: 'de persoană',
  allProducts: 'Toate excursiile',
  party: 'Cine vine',
  age: (min, max) =>
    min !== null && max !== null
      ? `${min}–${max} ani`
      : min !== null
        ? `${min}+ ani`
        : max !== null
          ? `până la ${max} ani`
          : '',
  fewer: (label) => `Cu un ${label} mai puțin`,
  more: (label) => `Încă un ${label}`,
  free: 'gratuit',
  date: 'Alegeți data',
  previousMonth: 'Luna precedentă',
  nextMonth: 'Luna următoare',
  status: { AVAILABLE: 'liber', LIMITED: 'puține', SOLD_OUT: 'plin', CLOSED: 'închis' },
  noDates: 'Nicio plecare în această lună.',
  departures: 'Plecări',
  seatsLeft: (n) => (n === 1 ? 'un loc liber' : `${n} locuri libere`),
  soldOutForParty: 'nu sunt destule locuri pentru grupul dvs.',
  total: 'Total',
  chooseParty: 'Adăugați cel puțin un călător.',
  chooseDeparture: 'Alegeți o dată și o plecare.',
  details: 'Datele dvs.',
  firstName: 'Prenume',
  lastName: 'Nume',
  email: 'E-mail',
  required: 'Vă rugăm completați.',
  badEmail: 'Introduceți o adresă de e-mail, de exemplu nume@exemplu.ro.',
  hold: 'Rezervă locurile',
  holding: 'Rezervăm locurile…',
  held: 'Locurile sunt rezervate',
  heldFor: 'Le păstrăm pentru dvs. încă',
  code: 'Codul comenzii',
  pay: 'Plătește',
  payNext: 'Plata se deschide aici după ce vânzătorul o configurează.',
  payFailed: 'Plata nu a fost finalizată, deci nu s-a încasat nimic. Vă rugăm alegeți din nou.',
  lapsed: 'Rezervarea a expirat și locurile au fost eliberate. Vă rugăm alegeți din nou.',
  taken: 'Altcineva tocmai a luat aceste locuri. Alegeți altă plecare sau un grup mai mic.',
  failed: 'Ceva nu a mers. Vă rugăm încercați din nou.',
  notFound: 'Această excursie nu mai este de vânzare.',
  loading: 'Se încarcă…',
  policies: 'Bine de știut',
  language: 'Limba',
  days: (n) => (n === 1 ? 'o zi' : `${n} zile`),
  questions: 'Câteva întrebări',
  travellerN: (n, unit) => `Călătorul ${n}${unit ? ` · ${unit}` : ''}`,
  requiredNote: 'Câmpurile marcate cu * sunt obligatorii.',
  choose: 'Alegeți…',
  badAnswer: 'Vă rugăm verificați acest răspuns.',
  badNumber: 'Introduceți un număr.',
  badDate: 'Introduceți o dată.',
  badPhone: 'Introduceți un număr de telefon, de exemplu +40 721 234 567.',
  tooLong: (n) => `Cel mult ${n} caractere, vă rugăm.`,
  mustCheck: 'Bifați căsuța pentru a continua.',
  voucher: 'Card cadou sau cod voucher',
  optional: 'opțional',
  voucherRefused: {
    voucher_not_found: 'Nu cunoaștem acest cod. Verificați-l sau lăsați câmpul gol.',
    voucher_inactive: 'Acest cod nu este activ. Întrebați vânzătorul sau lăsați câmpul gol.',
    voucher_expired: 'Acest cod a expirat.',
    voucher_depleted: 'Acest cod nu mai are valoare.',
    currency_mismatch: 'Acest cod este în altă monedă decât excursia.',
    voucher_not_transferable: 'Acest cod aparține altui client. Întrebați vânzătorul.',
  },
  voucherBad: 'Acest cod nu poate fi folosit aici.',
  voucherApplied: (code) => `Voucher ${code}`,
  due: 'De plată',
  nothingDue: 'Voucherul acoperă tot: nu aveți nimic de plătit.',
  confirming: 'Confirmăm rezervarea…',
  confirmingText: 'Durează câteva secunde după ce sosește plata.',
  paymentReceived: 'Plata a fost primită; facem rezervarea.',
  stillPending: 'Rezervarea nu este încă confirmată',
  stillPendingText:
    'Plata nu a ajuns încă la noi. Vă scriem pe e-mail imediat ce ajunge; nu mai aveți nimic de făcut acum. Puteți verifica din nou peste un minut.',
  checkAgain: 'Verifică din nou',
  confirmed: 'Rezervarea este confirmată',
  bookingCode: 'Codul rezervării',
  what: 'Ce',
  when: 'Când',
  who: 'Cine',
  totalPaid: 'Total plătit',
  ticket: 'Descărcați biletul',
  emailOnItsWay: 'Un e-mail de confirmare cu biletul este pe drum.',
  notPaid: 'Neplătit',
  expiredOrder: 'Rezervarea a expirat înainte să sosească plata, deci nu s-a rezervat nimic. Vă rugăm alegeți din nou.',
  chooseAgain: 'Alegeți din nou',
  orderMissing: 'Nu găsim această comandă pe această pagină.',
};

export function pickLang(search: string, browser: readonly string[]): Lang {
  const asked = new URLSearchParams(search).get('lang');
  if (asked === 'en' || asked === 'ro') return asked;
  for (const tag of browser) {
    const base = tag.slice(0, 2).toLowerCase();
    if (base === 'en' || base === 'ro') return base;
  }
  return 'en';
}

export const LANG: Lang = pickLang(location.search, navigator.languages ?? [navigator.language]);
export const T: Strings = LANG === 'ro' ? RO : EN;
const LOCALE = LANG === 'ro' ? 'ro-RO' : 'en-GB';

export function money(amount: number, currency: string): string {
  return new Intl.NumberFormat(LOCALE, { style: 'currency', currency }).format(amount);
}

/** `2031-07-01T07:00:00+03:00` (a local time with its offset) as the guest reads its time of day. */
export function timeOf(local: string): string {
  return local.slice(11, 16);
}

/** A local date (YYYY-MM-DD) in words: "Tuesday 1 July 2031". */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** "July 2031" of a month (YYYY-MM). */
export function monthName(month: string): string {
  return new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
}

/** The short weekday names, Monday first. */
export function weekdays(): string[] {
  const f = new Intl.DateTimeFormat(LOCALE, { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => f.format(new Date(Date.UTC(2024, 0, 1 + i, 12))));
}
