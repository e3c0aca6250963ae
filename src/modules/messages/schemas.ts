// Request and response schemas of messages.
import Type, { type Static } from 'typebox';
import { Component, Nullable, PrefixedId } from '../../platform/http/schemas.js';
import { MESSAGE_LOCALES } from './templates/locale.js';
import { TEMPLATE_KEYS } from './templates/model.js';

export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'kept'] as const;

const BookingId = PrefixedId('book', ['bkg', 'bk']);
const InvoiceId = PrefixedId('inv');
const TemplateKey = Type.Enum([...TEMPLATE_KEYS], {
  description: 'The template (GET /v1/messages/settings lists them)',
});
const Locale = Type.Enum([...MESSAGE_LOCALES], {
  description: "The language: `en` or `ro`; by default the booking's language (`ro…` → Romanian, else English)",
});

const messageFields = {
  id: Type.String({ description: 'msg_… id' }),
  template: Type.String(),
  locale: Type.String(),
  to: Type.String({ description: 'The recipient address' }),
  subject: Type.String(),
  status: Type.Enum([...MESSAGE_STATUSES], {
    description:
      '`queued` (an attempt is due), `sending` (an attempt is under way), `sent` (the SMTP server accepted it), `failed` (refused for good, or too many attempts; `lastResponse` says why) or `kept` (no SMTP server is configured: rendered and kept, never sent)',
  }),
  attempts: Type.Integer({ description: 'Sending attempts started' }),
  lastResponse: Nullable(Type.String({ description: "The SMTP server's last answer, or why there was none" })),
  bookingId: Nullable(Type.String()),
  invoiceId: Nullable(Type.String()),
  resendOf: Nullable(Type.String({ description: 'The message this one sends again' })),
  test: Type.Boolean({ description: 'A test sent from POST /v1/messages/test' }),
  attachments: Type.Array(Type.Object({ filename: Type.String(), contentType: Type.String(), size: Type.Integer() }), {
    description: 'What was attached (known once the message is rendered at its first attempt)',
  }),
  createdAt: Type.String(),
  sentAt: Nullable(Type.String()),
  updatedAt: Type.String(),
};

export const Message = Component(
  'Message',
  Type.Object(messageFields, {
    description: 'An email to a guest or buyer: its template, recipient, status and the last answer of the server.',
  }),
);
export type Message = Static<typeof Message>;

export const MessageWithBody = Component(
  'MessageWithBody',
  Type.Object(
    {
      ...messageFields,
      html: Nullable(Type.String({ description: 'The HTML part as sent (null until the first attempt renders it)' })),
      text: Nullable(Type.String({ description: 'The plain-text part as sent' })),
    },
    { description: 'A message with the parts it was (or will be) sent with.' },
  ),
);
export type MessageWithBody = Static<typeof MessageWithBody>;

export const MessageListQuery = Type.Object({
  status: Type.Optional(Type.Enum([...MESSAGE_STATUSES])),
  template: Type.Optional(TemplateKey),
  bookingId: Type.Optional(BookingId),
});
export type MessageListQuery = Static<typeof MessageListQuery>;

export const MessageSettings = Type.Object({
  delivery: Type.Enum(['smtp', 'kept'], {
    description: '`smtp`: messages are sent to SMTP_URL; `kept`: no SMTP server is configured, messages are kept',
  }),
  from: Type.String({ description: 'The sender address (MAIL_FROM)' }),
  dkim: Type.Boolean({ description: 'Whether messages are DKIM-signed' }),
  templates: Type.Array(Type.Object({ key: Type.String(), name: Type.String(), description: Type.String() })),
});

export const PreviewBody = Type.Object(
  {
    template: TemplateKey,
    bookingId: Type.Optional({ ...BookingId, description: 'The booking to render with (booking templates)' }),
    invoiceId: Type.Optional({ ...InvoiceId, description: 'The invoice to render with (`invoice_issued`)' }),
    locale: Type.Optional(Locale),
  },
  { examples: [{ template: 'booking_confirmed', bookingId: 'book_0192f0c4-5a6b-7c3d-8e9f-0a1b2c3d4e5f' }] },
);
export type PreviewBody = Static<typeof PreviewBody>;

export const Preview = Type.Object({
  subject: Type.String(),
  html: Type.String({ description: 'The HTML part (the logo inline as a data: URL)' }),
  text: Type.String(),
  locale: Type.String(),
  to: Nullable(Type.String({ description: 'Who the message would go to; null when the record has no email' })),
});

export const TestBody = Type.Object(
  {
    ...PreviewBody.properties,
    to: Type.String({ format: 'email', maxLength: 254, description: 'Where to send the test' }),
  },
  {
    examples: [
      {
        template: 'booking_confirmed',
        bookingId: 'book_0192f0c4-5a6b-7c3d-8e9f-0a1b2c3d4e5f',
        locale: 'ro',
        to: 'me@example.com',
      },
    ],
  },
);
export type TestBody = Static<typeof TestBody>;
