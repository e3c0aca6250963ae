// Every word of the guest emails, in English and Romanian. A function takes the values it places.
import type { MessageLocale } from './locale.js';
import type { TemplateKey } from './model.js';

/** The words of a confirmation or a change. */
interface BookingNews {
  subject(code: string, product: string): string;
  heading: string;
  intro: string;
  /** The line about the ticket (attached, or behind the link). */
  ticket: string;
  /** What a change changed, e.g. "the departure and the travellers". */
  what?(changed: string): string;
}

export interface Strings {
  names: Record<TemplateKey, { name: string; description: string }>;
  greeting(name: string | null): string;
  closing(business: string): string;
  label: {
    code: string;
    product: string;
    departure: string;
    travellers: string;
    total: string;
    paid: string;
    balance: string;
    refunded: string;
    toRefund: string;
    amount: string;
    invoice: string;
    issued: string;
    due: string;
    heldUntil: string;
    seats: string;
    meetingPoint: string;
    cancellation: string;
    refund: string;
    viewTicket: string;
    contact: string;
  };
  units: Record<string, string>;
  confirmed: BookingNews;
  changed: BookingNews;
  cancelled: {
    subject(code: string, product: string): string;
    heading: string;
    intro: string;
    refunded(amount: string): string;
    pending(amount: string): string;
    nothing: string;
  };
  payment: { subject(code: string): string; heading: string; intro(amount: string): string; settled: string };
  invoice: { subject(number: string, business: string): string; heading: string; intro(number: string): string };
  hold: {
    subject(product: string, time: string): string;
    heading: string;
    intro(until: string): string;
    after: string;
  };
}

const en: Strings = {
  names: {
    booking_confirmed: {
      name: 'Booking confirmed',
      description: 'When a booking is confirmed: its details and the ticket PDF.',
    },
    booking_changed: {
      name: 'Booking changed',
      description: 'When a confirmed booking moves to another departure or its travellers change.',
    },
    booking_cancelled: {
      name: 'Booking cancelled',
      description: 'When a confirmed or paid booking is cancelled: what was refunded and what is still held.',
    },
    payment_received: {
      name: 'Payment received',
      description: 'When a payment of a booking is recorded (not the one that confirms it: the confirmation says so).',
    },
    invoice_issued: {
      name: 'Invoice issued',
      description: "When an invoice is issued: the invoice PDF, to the buyer's email.",
    },
    hold_expiring: {
      name: 'Hold about to lapse',
      description: "Before an online customer's unpaid seat hold lapses: a reminder to complete the payment.",
    },
  },
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  closing: (business) => `Thank you,\n${business}`,
  label: {
    code: 'Booking code',
    product: 'Tour',
    departure: 'Departure',
    travellers: 'Travellers',
    total: 'Total',
    paid: 'Paid',
    balance: 'Still to pay',
    refunded: 'Refunded',
    toRefund: 'Held, to be refunded under the terms',
    amount: 'Amount',
    invoice: 'Invoice',
    issued: 'Issued',
    due: 'Due',
    heldUntil: 'Held until',
    seats: 'Seats',
    meetingPoint: 'Meeting point',
    cancellation: 'Cancellation terms',
    refund: 'Refund',
    viewTicket: 'View your ticket',
    contact: 'Questions? Reply to this email',
  },
  units: {
    adult: 'Adult',
    adults: 'Adults',
    child: 'Child',
    children: 'Children',
    infant: 'Infant',
    infants: 'Infants',
  },
  confirmed: {
    subject: (code, product) => `Booking ${code} confirmed — ${product}`,
    heading: 'Your booking is confirmed',
    intro: 'Thank you for booking with us. Here is everything you need for the day.',
    ticket: 'Your ticket is attached as a PDF: show it on your phone or printed at the meeting point.',
  },
  changed: {
    subject: (code, product) => `Booking ${code} changed — ${product}`,
    heading: 'Your booking has changed',
    intro: 'Your booking was updated. These are its details now.',
    ticket: 'Use the link below for your up-to-date ticket.',
    what: (changed) => `What changed: ${changed}.`,
  },
  cancelled: {
    subject: (code, product) => `Booking ${code} cancelled — ${product}`,
    heading: 'Your booking is cancelled',
    intro: 'Your booking has been cancelled. We are sorry to miss you.',
    refunded: (amount) => `${amount} has been refunded to you.`,
    pending: (amount) =>
      `${amount} of what you paid is still with us; it is refunded under the cancellation terms below.`,
    nothing: 'Nothing was paid for this booking, so there is nothing to refund.',
  },
  payment: {
    subject: (code) => `Payment received for booking ${code}`,
    heading: 'We received your payment',
    intro: (amount) => `Thank you: we received ${amount}.`,
    settled: 'Your booking is paid in full.',
  },
  invoice: {
    subject: (number, business) => `Invoice ${number} from ${business}`,
    heading: 'Your invoice',
    intro: (number) => `Invoice ${number} is attached as a PDF.`,
  },
  hold: {
    subject: (product, time) => `Your seats for ${product} are held until ${time}`,
    heading: 'Your seats are waiting',
    intro: (until) => `We are holding your seats until ${until}, but we have not received your payment yet.`,
    after: 'Complete your payment before then to keep them; after that they are released to other travellers.',
  },
};

const ro: Strings = {
  names: {
    booking_confirmed: {
      name: 'Rezervare confirmată',
      description: 'La confirmarea unei rezervări: detaliile ei și biletul PDF.',
    },
    booking_changed: {
      name: 'Rezervare modificată',
      description: 'Când o rezervare confirmată trece pe altă plecare sau se schimbă participanții.',
    },
    booking_cancelled: {
      name: 'Rezervare anulată',
      description: 'La anularea unei rezervări confirmate sau plătite: ce s-a rambursat și ce se mai reține.',
    },
    payment_received: {
      name: 'Plată primită',
      description: 'La înregistrarea unei plăți pentru o rezervare (nu și a celei care o confirmă).',
    },
    invoice_issued: {
      name: 'Factură emisă',
      description: 'La emiterea unei facturi: factura PDF, la adresa cumpărătorului.',
    },
    hold_expiring: {
      name: 'Rezervare temporară pe cale să expire',
      description: 'Înainte să expire locurile ținute pentru un client online care nu a plătit.',
    },
  },
  greeting: (name) => (name ? `Bună ziua, ${name},` : 'Bună ziua,'),
  closing: (business) => `Vă mulțumim,\n${business}`,
  label: {
    code: 'Cod rezervare',
    product: 'Excursie',
    departure: 'Plecare',
    travellers: 'Participanți',
    total: 'Total',
    paid: 'Plătit',
    balance: 'Rest de plată',
    refunded: 'Rambursat',
    toRefund: 'Reținut, de rambursat conform condițiilor',
    amount: 'Sumă',
    invoice: 'Factură',
    issued: 'Emisă',
    due: 'Scadentă',
    heldUntil: 'Rezervat până la',
    seats: 'Locuri',
    meetingPoint: 'Punct de întâlnire',
    cancellation: 'Condiții de anulare',
    refund: 'Rambursare',
    viewTicket: 'Vezi biletul',
    contact: 'Întrebări? Răspundeți la acest e-mail',
  },
  units: {
    adult: 'Adult',
    adults: 'Adulți',
    child: 'Copil',
    children: 'Copii',
    infant: 'Sugar',
    infants: 'Sugari',
  },
  confirmed: {
    subject: (code, product) => `Rezervarea ${code} este confirmată — ${product}`,
    heading: 'Rezervarea dumneavoastră este confirmată',
    intro: 'Vă mulțumim pentru rezervare. Aici găsiți tot ce aveți nevoie pentru ziua excursiei.',
    ticket: 'Biletul este atașat în format PDF: arătați-l pe telefon sau tipărit la punctul de întâlnire.',
  },
  changed: {
    subject: (code, product) => `Rezervarea ${code} a fost modificată — ${product}`,
    heading: 'Rezervarea dumneavoastră s-a schimbat',
    intro: 'Rezervarea a fost actualizată. Acestea sunt acum detaliile ei.',
    ticket: 'Folosiți linkul de mai jos pentru biletul actualizat.',
    what: (changed) => `S-au schimbat: ${changed}.`,
  },
  cancelled: {
    subject: (code, product) => `Rezervarea ${code} a fost anulată — ${product}`,
    heading: 'Rezervarea dumneavoastră a fost anulată',
    intro: 'Rezervarea a fost anulată. Ne pare rău că nu ne vedem.',
    refunded: (amount) => `V-am rambursat ${amount}.`,
    pending: (amount) =>
      `Din suma plătită, ${amount} se află încă la noi; se rambursează conform condițiilor de anulare de mai jos.`,
    nothing: 'Nu s-a plătit nimic pentru această rezervare, deci nu este nimic de rambursat.',
  },
  payment: {
    subject: (code) => `Am primit plata pentru rezervarea ${code}`,
    heading: 'Am primit plata dumneavoastră',
    intro: (amount) => `Vă mulțumim: am primit ${amount}.`,
    settled: 'Rezervarea este plătită integral.',
  },
  invoice: {
    subject: (number, business) => `Factura ${number} de la ${business}`,
    heading: 'Factura dumneavoastră',
    intro: (number) => `Factura ${number} este atașată în format PDF.`,
  },
  hold: {
    subject: (product, time) => `Locurile pentru ${product} sunt rezervate până la ${time}`,
    heading: 'Locurile vă așteaptă',
    intro: (until) => `Vă păstrăm locurile până la ${until}, dar nu am primit încă plata.`,
    after: 'Finalizați plata până atunci pentru a le păstra; după aceea sunt eliberate pentru alți călători.',
  },
};

export const STRINGS: Record<MessageLocale, Strings> = { en, ro };
