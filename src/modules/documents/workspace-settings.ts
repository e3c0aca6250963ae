// The business's identity on what guests and buyers receive (tickets, invoices, emails): its legal details, address,
// bank account, brand colour and logo, and how tickets are laid out. Read in the caller's transaction.
import Type from 'typebox';
import { Nullable, PrefixedId } from '../../platform/http/schemas.js';
import type { SettingsReader, SettingsSection } from '../workspaces/settings.js';

export type BrandSettings = {
  /** The legal name printed on tickets and invoices; null: the workspace's name. */
  businessName: string | null;
  businessTaxId: string | null;
  businessRegistrationNumber: string | null;
  /** Postal address, lines separated by newlines. */
  businessAddress: string | null;
  /** Printed on documents and the Reply-To of guest emails. */
  businessEmail: string | null;
  businessPhone: string | null;
  /** `#rrggbb`, the accent of emails, tickets and invoices. */
  brandColor: string;
  /** A gallery file (gal_file_…, PNG or JPEG) shown on emails, tickets and invoices; null: none. */
  logoFileId: string | null;
  bankName: string | null;
  /** The account buyers pay into (IBAN), printed on invoices. */
  bankAccount: string | null;
  /** One ticket page per traveller, or one page for the whole booking. */
  ticketLayout: 'per_traveller' | 'per_booking';
};

const text = (maxLength: number, description: string) =>
  Nullable(Type.String({ minLength: 1, maxLength, description }));

export const brandSettings: SettingsSection<BrandSettings> = {
  answer: {
    businessName: Nullable(Type.String()),
    businessTaxId: Nullable(Type.String()),
    businessRegistrationNumber: Nullable(Type.String()),
    businessAddress: Nullable(Type.String()),
    businessEmail: Nullable(Type.String()),
    businessPhone: Nullable(Type.String()),
    brandColor: Type.String(),
    logoFileId: Nullable(Type.String()),
    bankName: Nullable(Type.String()),
    bankAccount: Nullable(Type.String()),
    ticketLayout: Type.Union([Type.Literal('per_traveller'), Type.Literal('per_booking')]),
  },
  patch: {
    businessName: text(200, "The legal name printed on tickets and invoices; null: the workspace's name."),
    businessTaxId: text(64, 'The tax (VAT) id printed on invoices, e.g. RO12345678.'),
    businessRegistrationNumber: text(64, 'The trade register number printed on invoices, e.g. J40/1234/2020.'),
    businessAddress: text(500, 'The postal address printed on tickets, invoices and emails; one line per line.'),
    businessEmail: Nullable(
      Type.String({
        format: 'email',
        maxLength: 254,
        description: 'The address printed on documents, and the one guests reach when they reply to an email.',
      }),
    ),
    businessPhone: text(40, 'The phone number printed on tickets and emails.'),
    brandColor: Type.String({
      pattern: '^#[0-9a-fA-F]{6}$',
      description: 'The accent colour of emails, tickets and invoices, as #rrggbb.',
    }),
    logoFileId: Nullable({
      ...PrefixedId('gal_file'),
      description: 'A gallery file (gal_file_…, a PNG or JPEG image) shown on emails, tickets and invoices.',
    }),
    bankName: text(200, 'The bank printed with the account on invoices.'),
    bankAccount: text(64, 'The account (IBAN) buyers pay invoices into.'),
    ticketLayout: Type.Union([Type.Literal('per_traveller'), Type.Literal('per_booking')], {
      description: 'Tickets: one page per traveller (each with its own QR code), or one page for the whole booking.',
    }),
  },
  defaults: {
    businessName: null,
    businessTaxId: null,
    businessRegistrationNumber: null,
    businessAddress: null,
    businessEmail: null,
    businessPhone: null,
    brandColor: '#1f5fa8',
    logoFileId: null,
    bankName: null,
    bankAccount: null,
    ticketLayout: 'per_traveller',
  },
};

export type BrandSettingsReader = SettingsReader<BrandSettings>;
