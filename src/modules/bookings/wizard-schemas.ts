// Request and response schemas of the booking wizard.
import Type, { type Static } from 'typebox';
import { Component, Nullable, PrefixedId, Ref, WizardValidationErrorSchema } from '../../platform/http/schemas.js';
import {
  Billing,
  Currency,
  DepartureId,
  Language,
  Notes,
  Passengers,
  Pax,
  ProductId,
  Rooms,
  Units,
} from './booking-schemas.js';
import { NullablePaymentSession } from './payment-schemas.js';

/** The booking fields a wizard session or submission carries; all optional until commit or submission. */
const wizardFields = {
  productId: Type.Optional(ProductId),
  departureId: Type.Optional(DepartureId),
  ratePlanId: Type.Optional(PrefixedId('rate')),
  rooms: Type.Optional(Rooms),
  units: Type.Optional(Units),
  paxAdults: Type.Optional(Pax),
  paxChildren: Type.Optional(Pax),
  paxInfants: Type.Optional(Pax),
  billing: Type.Optional(Billing),
  passengers: Type.Optional(Passengers),
  notes: Type.Optional(Notes),
};

export const WizardSessionBody = Type.Object(
  {
    id: Type.Optional(PrefixedId('wzd')),
    language: Type.Optional(Language),
    currency: Type.Optional(Currency),
    step: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
    /** Free-form wizard state (`step_1: {productId, departureId}`, `step_2: {departureId, rooms}`, …), merged per key. */
    data: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.Unknown())),
    ...wizardFields,
  },
  {
    examples: [
      {
        step: 1,
        language: 'en',
        currency: 'EUR',
        productId: 'prod_0192f0c4-5a6b-7c3d-8e9f-0a1b2c3d4e5f',
        departureId: 'dept_0192f0c4-6b7c-7d8e-9f0a-1b2c3d4e5f60',
        data: { step_1: { productId: 'prod_0192f0c4-5a6b-7c3d-8e9f-0a1b2c3d4e5f' } },
      },
      {
        id: 'wzd_0192f0c4-8d9e-7f0a-9b1c-2d3e4f5a6b7c',
        step: 2,
        paxAdults: 2,
        rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }],
      },
    ],
  },
);
export type WizardSessionBody = Static<typeof WizardSessionBody>;

export const WizardSessionUpserted = Type.Object({
  id: Type.String(),
  created: Type.Optional(Type.Literal(true)),
  upserted: Type.Optional(Type.Literal(true)),
});

export const WizardSubmitBody = Type.Object(
  {
    /** A session to submit (its data is the base; fields of this body win). */
    sessionId: Type.Optional(PrefixedId('wzd')),
    language: Type.Optional(Language),
    currency: Type.Optional(Currency),
    ...wizardFields,
  },
  {
    examples: [
      {
        sessionId: 'wzd_0192f0c4-8d9e-7f0a-9b1c-2d3e4f5a6b7c',
        billing: { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana.popescu@example.com' },
        passengers: [
          { firstName: 'Ioana', lastName: 'Popescu' },
          { firstName: 'Andrei', lastName: 'Popescu' },
        ],
      },
    ],
  },
);
export type WizardSubmitBody = Static<typeof WizardSubmitBody>;

export const WizardSubmitted = Type.Object({ accepted: Type.Boolean(), code: Type.String(), sessionId: Type.String() });

export const WizardSession = Component(
  'WizardSession',
  Type.Object(
    {
      id: Type.String({ description: 'wzd_… id' }),
      workspace_id: Type.String(),
      user_id: Nullable(Type.String()),
      visitor_id: Nullable(Type.String()),
      language: Nullable(Type.String()),
      currency: Nullable(Type.String()),
      step: Type.Integer(),
      version: Type.Integer(),
      data: Type.Record(Type.String(), Type.Unknown()),
      booking_id: Nullable(Type.String()),
      code: Nullable(Type.String()),
      status: Type.String(),
      expires_at: Type.String(),
      expired: Type.Boolean(),
      locked_at: Nullable(Type.String()),
      consumed_at: Nullable(Type.String()),
      created_at: Type.String(),
      updated_at: Type.String(),
      payment: NullablePaymentSession,
      seat_hold: Nullable(
        Type.Object(
          {
            id: Type.String({ description: 'seat_hold_… id' }),
            status: Type.Enum(['held', 'converted', 'lapsed'], {
              description:
                '`held` while the payment is awaited; `converted` once it became the booking; `lapsed` when it ended unpaid (its seats given back)',
            }),
            departure_id: Type.String(),
            seats: Type.Integer(),
            expires_at: Type.String({ description: 'When the hold lapses unless the payment arrives first' }),
            booking_id: Nullable(Type.String({ description: 'The booking it became' })),
          },
          {
            description:
              "The seats a submitted session holds while its payment is awaited (the workspace's `holdMinutes`, else HOLD_DEFAULT_MINUTES): a hold, not a booking; null before the submission (or when the session was committed first, whose booking holds them).",
          },
        ),
      ),
    },
    {
      description:
        "A booking engine's wizard session: the booking data gathered step by step, until it is committed or submitted for payment, or expires.",
    },
  ),
);
export type WizardSession = Static<typeof WizardSession>;

export const WizardCommitted = Type.Object({
  ok: Type.Literal(true),
  bookingId: Type.String(),
  reused: Type.Optional(Type.Literal(true)),
});

/** A 400 of the wizard: `issues` when the session's data or the configured forms were judged, else the usual body. */
export const IssuesBody = Ref(WizardValidationErrorSchema);
