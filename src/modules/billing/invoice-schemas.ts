// Request and response schemas of invoices. Bodies follow the spec's creation shape (camelCase); the read shape
// is the reference's: decimal values as strings, computed from integer minor units (docs/decisions.md, Billing).
import Type, { type Static } from 'typebox';
import { Component, CurrencyCode, Nullable, PrefixedId } from '../../platform/http/schemas.js';

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/** `inv_<uuid>`, or the bare UUID that invoice creation returns. */
export const InvoiceIdParams = Type.Object({
  id: Type.String({ pattern: `^(inv_)?${UUID}$`, description: 'inv_… id or its bare UUID' }),
});

const INVOICE_STATUSES = ['draft', 'issued', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An invoice series code; the same grammar as the workspace's `defaultInvoiceSeries` (workspace-settings.ts). */
export const SERIES_CODE_PATTERN = '^[A-Z0-9][A-Z0-9-]{0,31}$';
const SeriesCode = Type.String({ pattern: SERIES_CODE_PATTERN, description: 'invoice series code, e.g. INV' });

const DateOnly = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

export const BuyerAddress = Type.Object({
  company: Type.Optional(Type.String({ maxLength: 200 })),
  vat: Type.Optional(Type.String({ maxLength: 64 })),
  country: Type.Optional(Type.String({ maxLength: 2 })),
});
export type BuyerAddress = Static<typeof BuyerAddress>;

export const LineInput = Type.Object({
  itemType: Type.Optional(
    Type.String({
      pattern: '^[a-z][a-z0-9_]{0,31}$',
      description: 'e.g. service, product, booking, fee (default service)',
    }),
  ),
  description: Type.String({ minLength: 1, maxLength: 1000 }),
  unit: Type.Optional(Nullable(Type.String({ maxLength: 32 }))),
  quantity: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000, description: 'up to 3 decimal places' }),
  unitPrice: Type.Number({ minimum: 0, maximum: 1_000_000_000_000, description: 'major units, e.g. 2450.00' }),
  discountAmount: Type.Optional(
    Type.Number({ minimum: 0, maximum: 1e15, description: 'major units, off this line before tax' }),
  ),
  taxRate: Type.Optional(
    Type.Number({ minimum: 0, maximum: 100, description: 'percent, up to 2 decimal places (default 0)' }),
  ),
  lineTotal: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 1e15,
      description: 'quantity × unitPrice; computed when omitted, checked when given',
    }),
  ),
});
export type LineInput = Static<typeof LineInput>;

const writable = {
  series: SeriesCode,
  currency: CurrencyCode(),
  issueDate: DateOnly,
  dueDate: DateOnly,
  buyerAddress: Nullable(BuyerAddress),
  buyerName: Nullable(Type.String({ maxLength: 200 })),
  buyerEmail: Nullable(Type.String({ format: 'email', maxLength: 254 })),
  lines: Type.Array(LineInput, { maxItems: 200 }),
};

export const UpdateInvoiceBody = Type.Partial(Type.Object(writable), {
  examples: [
    {
      dueDate: '2026-07-15',
      lines: [{ description: 'Danube Delta boat tour, 2 adults', quantity: 2, unitPrice: 145, taxRate: 9 }],
    },
  ],
});
export type UpdateInvoiceBody = Static<typeof UpdateInvoiceBody>;

export const CreateInvoiceBody = Type.Object(
  {
    ...UpdateInvoiceBody.properties,
    series: writable.series,
    currency: writable.currency,
    issueDate: writable.issueDate,
    dueDate: writable.dueDate,
  },
  {
    examples: [
      {
        series: 'INV',
        currency: 'EUR',
        issueDate: '2026-06-01',
        dueDate: '2026-06-15',
        buyerName: 'Blue Danube Tours GmbH',
        buyerEmail: 'accounts@bluedanube.example',
        buyerAddress: { company: 'Blue Danube Tours GmbH', vat: 'ATU12345678', country: 'AT' },
        lines: [
          {
            itemType: 'service',
            description: 'Transylvania castles tour, 4 days',
            unit: 'pax',
            quantity: 2,
            unitPrice: 490,
            taxRate: 9,
          },
          { itemType: 'fee', description: 'Airport transfer', quantity: 1, unitPrice: 35.5, discountAmount: 5.5 },
        ],
      },
    ],
  },
);
export type CreateInvoiceBody = Static<typeof CreateInvoiceBody>;

export const CreatedInvoice = Type.Object({
  id: Type.String({ format: 'uuid', description: "The invoice's UUID (its id is `inv_<uuid>`; either names it)" }),
});

export const InvoiceLine = Type.Object({
  id: Type.String(),
  lineNo: Type.Integer(),
  itemType: Type.String(),
  description: Type.String(),
  unit: Nullable(Type.String()),
  quantity: Type.String(),
  unitPrice: Type.String(),
  discountAmount: Type.String(),
  taxRate: Type.String(),
  taxAmount: Type.String(),
  lineTotal: Type.String(),
});
export type InvoiceLine = Static<typeof InvoiceLine>;

export const Invoice = Component(
  'Invoice',
  Type.Object(
    {
      id: Type.String({ description: 'inv_… id' }),
      number: Nullable(Type.String()),
      series: Type.String(),
      status: Type.Enum([...INVOICE_STATUSES]),
      currency: Type.String(),
      issueDate: Type.String(),
      dueDate: Type.String(),
      subtotal: Type.String(),
      discountTotal: Type.String(),
      taxTotal: Type.String(),
      total: Type.String(),
      buyerAddress: Nullable(BuyerAddress),
      buyerName: Nullable(Type.String()),
      buyerEmail: Nullable(Type.String()),
      bookingId: Nullable(Type.String()),
      issuedAt: Nullable(Type.String()),
      voidedAt: Nullable(Type.String()),
      createdAt: Type.String(),
      updatedAt: Type.String(),
      lines: Type.Array(InvoiceLine),
    },
    {
      description:
        'An invoice with its lines. Amounts are decimal strings in major units (`"980.00"`), computed from integer minor units.',
    },
  ),
);
export type Invoice = Static<typeof Invoice>;

export const InvoiceListQuery = Type.Object({
  status: Type.Optional(Type.Enum([...INVOICE_STATUSES])),
  series: Type.Optional(SeriesCode),
  bookingId: Type.Optional(PrefixedId('book', ['bkg', 'bk'])),
  issueDateFrom: Type.Optional(DateOnly),
  issueDateTo: Type.Optional(DateOnly),
  dueDateFrom: Type.Optional(DateOnly),
  dueDateTo: Type.Optional(DateOnly),
});
export type InvoiceListQuery = Static<typeof InvoiceListQuery>;
