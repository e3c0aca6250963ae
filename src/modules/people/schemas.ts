// Request and response schemas of people (customers).
import Type, { type Static } from 'typebox';
import { Component, Nullable, Ref } from '../../platform/http/schemas.js';

const Email = Type.String({ format: 'email', maxLength: 254 });
const Phone = Type.String({ minLength: 3, maxLength: 50 });

const fields = {
  firstName: Type.String({ minLength: 1, maxLength: 100 }),
  lastName: Type.String({ minLength: 1, maxLength: 100 }),
  emails: Type.Array(Email, { maxItems: 20 }),
  phones: Type.Array(Phone, { maxItems: 20 }),
  country: Nullable(Type.String({ minLength: 2, maxLength: 2 })),
};

export const UpdatePersonBody = Type.Partial(Type.Object(fields), {
  examples: [{ phones: ['+40 721 234 567'], country: 'RO' }],
});
export type UpdatePersonBody = Static<typeof UpdatePersonBody>;

export const CreatePersonBody = Type.Object(
  { ...UpdatePersonBody.properties, firstName: fields.firstName, lastName: fields.lastName },
  {
    examples: [
      {
        firstName: 'Ioana',
        lastName: 'Popescu',
        emails: ['ioana.popescu@example.com'],
        phones: ['+40 721 234 567'],
        country: 'RO',
      },
    ],
  },
);
export type CreatePersonBody = Static<typeof CreatePersonBody>;

export const Person = Component(
  'Person',
  Type.Object(
    {
      id: Type.String({ description: 'ppl_… id' }),
      firstName: Type.String(),
      lastName: Type.String(),
      emails: Type.Array(Type.String()),
      phones: Type.Array(Type.String()),
      country: Nullable(Type.String()),
      defaultEmail: Nullable(Type.String({ description: 'The first of `emails`' })),
      createdAt: Type.String(),
      updatedAt: Type.String(),
      erasedAt: Type.Optional(
        Type.String({
          description:
            'When their personal data was erased (`POST /v1/people/{id}/erase`); absent otherwise. An erased person has empty names and no emails or phones, and cannot be changed.',
        }),
      ),
    },
    { description: 'A customer: someone who books or travels.' },
  ),
);
export type Person = Static<typeof Person>;

export const PersonListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
});

const Fields = Type.Record(Type.String(), Type.Unknown());
const Str = Type.String();
const NullStr = Nullable(Type.String());

const Retained = Type.Object(
  {
    type: Type.String({ description: 'The kind of record, e.g. `invoice`' }),
    id: Str,
    reason: Type.String({ description: 'Why it keeps the person’s data' }),
  },
  { description: 'A record that keeps the person’s data after an erasure, and why.' },
);

export const PersonErasure = Component(
  'PersonErasure',
  Type.Object(
    {
      id: Type.String({ description: 'The person (ppl_…)' }),
      erasedAt: Type.String({
        description: 'When the erasure was made (the first request; a repeat answers the same)',
      }),
      retained: Type.Array(Retained, {
        description: 'Records that keep their data by law (issued invoices), which the erasure left as they were',
      }),
    },
    { description: 'The answer to an erasure: when it happened, and what was kept.' },
  ),
);
export type PersonErasure = Static<typeof PersonErasure>;

const list = <T extends Type.TProperties>(description: string, item: T) =>
  Type.Array(Type.Object(item), { description });

export const PersonExport = Component(
  'PersonExport',
  Type.Object(
    {
      exportedAt: Str,
      person: Ref(Person),
      bookings: list('The bookings whose customer they are (the billing person, or the billing contact’s email)', {
        id: Str,
        code: Str,
        status: Str,
        paymentStatus: Str,
        productTitle: Str,
        departureStartAt: NullStr,
        currency: Str,
        totalMinor: Type.Integer(),
        paidMinor: Type.Integer(),
        refundedMinor: Type.Integer(),
        billing: Nullable(Fields),
        notes: NullStr,
        checkedInCount: Type.Integer(),
        createdAt: Str,
      }),
      travellers: list(
        'Their entries among bookings’ travellers (a passenger naming their person id or email, or their name on their own booking), with the check-in of each',
        { bookingId: Str, bookingCode: Str, index: Type.Integer(), details: Fields, checkedInAt: NullStr },
      ),
      consent: list('The marketing consent recorded with their contact on bookings (OCTO `allowMarketing`)', {
        source: Str,
        bookingId: Str,
        allowMarketing: Type.Boolean(),
        recordedAt: Str,
      }),
      messages: list('The messages sent to one of their addresses or about a booking of theirs', {
        id: Str,
        template: Str,
        to: Str,
        subject: Str,
        status: Str,
        bookingId: NullStr,
        invoiceId: NullStr,
        text: Nullable(Type.String({ description: 'The text part as sent' })),
        createdAt: Str,
        sentAt: NullStr,
      }),
      formSubmissions: list('Form submissions with one of their emails or their person id among the answers', {
        id: Str,
        formId: Str,
        data: Fields,
        createdAt: Str,
      }),
      invoices: list('Invoices whose buyer they are (their email, or a booking of theirs)', {
        id: Str,
        number: NullStr,
        status: Str,
        issueDate: Str,
        buyerName: NullStr,
        buyerEmail: NullStr,
        buyerAddress: Nullable(Fields),
        bookingId: NullStr,
        currency: Str,
        totalMinor: Type.Integer(),
        retained: Type.Boolean({
          description: 'Issued or voided: an erasure keeps its buyer data (the law requires it); a draft’s is erased',
        }),
      }),
      vouchers: list('Vouchers assigned to them, or whose metadata names their email', {
        id: Str,
        code: Str,
        type: Str,
        currency: Str,
        initialBalanceMinor: Type.Integer(),
        currentBalanceMinor: Type.Integer(),
        expiresAt: NullStr,
        metadata: Fields,
        createdAt: Str,
      }),
      voucherTransactions: list('Voucher ledger entries made for them', {
        id: Str,
        voucherId: Str,
        type: Str,
        amountMinor: Type.Integer(),
        currency: Str,
        bookingId: NullStr,
        description: NullStr,
        createdAt: Str,
      }),
      retained: Type.Array(Retained, {
        description: 'After an erasure: the records that kept their data, and why; empty before',
      }),
    },
    {
      description: 'Everything the workspace holds about a person, as one document (a data subject’s access request).',
    },
  ),
);
export type PersonExport = Static<typeof PersonExport>;
