// Request and response schemas of tickets and check-in by scanning.
import Type, { type Static } from 'typebox';
import { Component, Nullable } from '../../platform/http/schemas.js';

export const TicketQuery = Type.Object({
  layout: Type.Optional(
    Type.Union([Type.Literal('per_traveller'), Type.Literal('per_booking')], {
      description:
        "`per_traveller`: a page (and QR code) per traveller; `per_booking`: one page whose code admits the whole party. Default: the workspace's `ticketLayout`.",
    }),
  ),
});
export type TicketQuery = Static<typeof TicketQuery>;

export const ScanBody = Type.Object(
  {
    token: Type.String({
      minLength: 1,
      maxLength: 200,
      description:
        "What the ticket's QR code holds (`tc1.…`), or the code printed under it (spaces are ignored, so it can be typed in groups).",
    }),
  },
  { examples: [{ token: 'tc1.AQGWx2v3vX5fkZ1iA2ZQ0AEBlsdr971-X5GdYgNmUNAB__8HA1J6Cbqj4CNc2bRsbX2VZg' }] },
);
export type ScanBody = Static<typeof ScanBody>;

export const CheckInResult = Component(
  'TicketCheckIn',
  Type.Object(
    {
      result: Type.Union([Type.Literal('checked_in'), Type.Literal('already_checked_in')], {
        description:
          '`checked_in`: this scan checked in the traveller (or, with a whole-booking ticket, at least one of the party); `already_checked_in`: everyone the ticket admits was in already, and nothing was written or sent.',
      }),
      checkedInAt: Nullable(
        Type.String({
          description:
            "When the ticket's traveller was checked in (a whole-booking ticket: the party's latest check-in)",
        }),
      ),
      booking: Type.Object({
        id: Type.String(),
        code: Type.String(),
        status: Type.String(),
        customerName: Nullable(Type.String({ description: "The booking's billing contact" })),
      }),
      traveller: Nullable(
        Type.Object(
          {
            index: Type.Integer({ description: "The traveller's place in the booking's party, from 0" }),
            name: Type.String(),
            unit: Nullable(Type.String()),
          },
          { description: "The ticket's traveller; null for a whole-booking ticket (every traveller)" },
        ),
      ),
      travellers: Type.Integer({ description: 'How many travellers the ticket admits: 1, or the whole party' }),
      departure: Type.Object({
        id: Type.String(),
        startsAt: Nullable(Type.String()),
        productId: Type.String(),
        productName: Type.String(),
      }),
    },
    { description: 'Who a scanned ticket admits, and whether this scan checked them in.' },
  ),
);
export type CheckInResult = Static<typeof CheckInResult>;
