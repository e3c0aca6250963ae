// The booking page's own public JSON (/book/<handle>/api/…): what the page shows a guest and nothing more (no
// drafts, ids the guest does not need, or internal fields).
import Type, { type Static } from 'typebox';
import { DepartureId } from '../bookings/booking-schemas.js';
import { AVAILABILITY_STATUSES, Money } from '../catalog/availability-schemas.js';
import { UnitTypeOut } from '../catalog/pricing-schemas.js';
import { Nullable } from '../../platform/http/schemas.js';
import { SLUG_PATTERN } from '../../platform/slug.js';
import { HANDLE_MAX_LENGTH, HANDLE_PATTERN } from '../workspaces/handles.js';

/** The languages the page speaks. */
export const PAGE_LANGUAGES = ['en', 'ro'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

export const HandleParams = Type.Object({
  handle: Type.String({ pattern: HANDLE_PATTERN, maxLength: HANDLE_MAX_LENGTH }),
});
export const ProductParams = Type.Object({
  handle: HandleParams.properties.handle,
  slug: Type.String({ pattern: SLUG_PATTERN, maxLength: 100 }),
});

export const LanguageQuery = Type.Object({ lang: Type.Optional(Type.Enum([...PAGE_LANGUAGES])) });

/** A unit and how many of it: `adult:2,child:1`, as the catalog's availability takes it. */
const UnitsQuery = Type.String({
  pattern: '^[a-z0-9_-]{1,40}:[1-9][0-9]{0,2}(,[a-z0-9_-]{1,40}:[1-9][0-9]{0,2}){0,19}$',
});

export const CalendarQuery = Type.Object({
  month: Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' }),
  units: Type.Optional(UnitsQuery),
});

const PageInfo = Type.Object({
  name: Type.String({ description: "The workspace's name, as the guest sees the seller." }),
  handle: Type.String(),
  timeZone: Type.String(),
  logoUrl: Nullable(Type.String({ description: "The brand's logo on this page, or null without one." })),
});

/** A product's first image, served by the page (`/book/<handle>/media/<file id>`). */
export const PageImage = Type.Object({
  url: Type.String(),
  alt: Type.String({ description: "The image's alt text, or empty when the operator gave none." }),
});

export const ProductCard = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  summary: Nullable(Type.String()),
  durationDays: Nullable(Type.Integer()),
  fromPrice: Nullable(Money),
  image: Nullable(PageImage),
});
export type ProductCard = Static<typeof ProductCard>;

export const MediaParams = Type.Object({
  handle: Type.String({ maxLength: 300 }),
  fileId: Type.String({ maxLength: 100 }),
});

export const ProductList = Type.Object({ page: PageInfo, data: Type.Array(ProductCard) });

export const PagePolicy = Type.Object({
  kind: Type.String(),
  title: Nullable(Type.String()),
  html: Type.String({ description: 'Sanitised HTML, as the policies area stores it.' }),
});

/** A booking question as the guest answers it: a field of the workspace's billing or passenger form. */
export const PageQuestion = Type.Object({
  id: Type.String({ description: 'The key of its answer.' }),
  label: Type.String(),
  type: Type.String({ description: 'text, email, number, phone, date, select, checkbox or textarea' }),
  required: Type.Boolean(),
  placeholder: Nullable(Type.String()),
  options: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  maxLength: Nullable(Type.Integer({ description: 'The longest answer the form accepts (characters).' })),
});
export type PageQuestion = Static<typeof PageQuestion>;

export const ProductPage = Type.Object({
  page: PageInfo,
  data: Type.Object({
    ...ProductCard.properties,
    description: Nullable(Type.String()),
    currency: Nullable(Type.String()),
    nextDate: Nullable(
      Type.String({
        description: 'The first local date from today with a departure on sale (the calendar opens there).',
      }),
    ),
    units: Type.Array(UnitTypeOut, {
      description: 'pax: people one of it stands for (traveller answers are per person).',
    }),
    policies: Type.Array(PagePolicy),
    questions: Type.Object({
      booking: Type.Array(PageQuestion, { description: "Once per booking (the workspace's billing form)." }),
      traveller: Type.Array(PageQuestion, { description: "Once per person (the workspace's passenger form)." }),
    }),
  }),
});
export type ProductPage = Static<typeof ProductPage>;

const PageDeparture = Type.Object({
  id: Type.String(),
  localStartAt: Type.String(),
  localEndAt: Type.String(),
  status: Type.Enum([...AVAILABILITY_STATUSES]),
  vacancies: Type.Integer(),
  prices: Type.Array(Type.Object({ unitKey: Type.String(), ...Money.properties })),
  total: Nullable(Money),
});

export const Calendar = Type.Object({
  data: Type.Object({
    month: Type.String(),
    timeZone: Type.String(),
    currency: Nullable(Type.String()),
    days: Type.Array(
      Type.Object({
        date: Type.String(),
        status: Type.Enum([...AVAILABILITY_STATUSES]),
        lowestPrice: Nullable(Money),
        departures: Type.Array(PageDeparture),
      }),
    ),
  }),
});
export type Calendar = Static<typeof Calendar>['data'];

const Name = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });

/** Answers to booking questions, by question id: what a form takes (text, a number, a checkbox's true/false). */
const Answers = Type.Record(
  Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$' }),
  Type.Union([Type.String({ maxLength: 10_000 }), Type.Number(), Type.Boolean(), Type.Null()]),
  { maxProperties: 100 },
);
export type Answers = Static<typeof Answers>;

export const HoldBody = Type.Object({
  productSlug: ProductParams.properties.slug,
  departureId: DepartureId,
  units: Type.Array(
    Type.Object({
      unitKey: Type.String({ minLength: 1, maxLength: 40 }),
      quantity: Type.Integer({ minimum: 1, maximum: 50 }),
    }),
    { minItems: 1, maxItems: 20 },
  ),
  guest: Type.Object({
    firstName: Name,
    lastName: Name,
    email: Type.String({ format: 'email', maxLength: 254 }),
  }),
  language: Type.Enum([...PAGE_LANGUAGES]),
  answers: Type.Optional(Answers),
  travellers: Type.Optional(Type.Array(Answers, { maxItems: 500 })),
  voucherCode: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'A voucher (gift card) code that pays what it can of the total: 422 VOUCHER_INVALID otherwise.',
    }),
  ),
});
export type HoldBody = Static<typeof HoldBody>;

export const Held = Type.Object({
  data: Type.Object({
    code: Type.String({ description: 'The order code the payment will carry.' }),
    expiresAt: Type.String({ description: 'When the seats are given back unless paid for.' }),
    seats: Type.Integer(),
    total: Nullable(Money),
    voucher: Nullable(
      Type.Object({ code: Type.String(), applied: Money }, { description: 'What the voucher paid of the total.' }),
    ),
    due: Nullable(Money),
    needsPayment: Type.Boolean({
      description: 'False when the voucher paid everything: the booking is made and confirmed with no payment.',
    }),
  }),
});
export type Held = Static<typeof Held>['data'];

export const OrderParams = Type.Object({
  handle: HandleParams.properties.handle,
  code: Type.String({ pattern: '^[A-Z0-9]{6,40}$', description: "The hold's order code." }),
});

export const PayBody = Type.Object({
  productSlug: ProductParams.properties.slug,
  language: Type.Enum([...PAGE_LANGUAGES]),
});
export type PayBody = Static<typeof PayBody>;

export const PayAnswer = Type.Object({
  data: Type.Object({
    url: Type.String({ description: 'Where the guest pays: the provider sends them back to the page.' }),
  }),
});

export const ORDER_STATUSES = ['awaiting_payment', 'confirmed', 'failed', 'expired'] as const;

export const OrderAnswer = Type.Object({
  data: Type.Object({
    code: Type.String(),
    status: Type.Enum([...ORDER_STATUSES], {
      description:
        'awaiting_payment until the payment workflow has made the booking (paid: the payment arrived), confirmed once ' +
        'it has, failed when the provider declined, expired when the hold lapsed unpaid.',
    }),
    bookingCode: Nullable(Type.String()),
    product: Type.Object({ title: Type.String() }),
    localStartAt: Nullable(Type.String({ description: "The departure's local time, with its offset." })),
    party: Type.Array(Type.Object({ unitKey: Type.String(), quantity: Type.Integer() })),
    total: Money,
    paid: Nullable(Money),
    ticketUrl: Nullable(Type.String({ description: "The guest's ticket (PDF), once the booking is confirmed." })),
  }),
});
export type Order = Static<typeof OrderAnswer>['data'];
