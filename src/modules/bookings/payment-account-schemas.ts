// Request and response schemas of payment accounts (reference: GET /v1/payments/accounts, POST …/upsert).
import Type, { type Static } from 'typebox';
import { Component, IdParamsOf, Nullable } from '../../platform/http/schemas.js';

const Provider = Type.Union([Type.Literal('paymentprovider'), Type.Literal('stripe'), Type.Literal('test')], {
  description:
    "`paymentprovider` (the contract's provider: `posSignature`, `apiKey`) and `stripe` (`secretKey`, `webhookSecret`) for live workspaces; `test` (the built-in test provider, no credentials) for sandbox workspaces.",
});
export type PaymentProviderName = Static<typeof Provider>;

const secret = Type.String({ minLength: 1, maxLength: 500 });
const Credentials = Type.Object(
  {
    posSignature: Type.Optional(secret),
    apiKey: Type.Optional(secret),
    secretKey: Type.Optional(secret),
    webhookSecret: Type.Optional(secret),
  },
  {
    description:
      "The provider's credentials, all of the provider's fields: sealed at rest and never shown again. Omitted when updating an account, the stored ones are kept.",
  },
);

export const UpsertPaymentAccountBody = Type.Object(
  {
    provider: Provider,
    displayName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    display_name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    liveMode: Type.Optional(Type.Boolean()),
    live_mode: Type.Optional(Type.Boolean()),
    config: Type.Optional(Credentials),
  },
  {
    examples: [
      {
        provider: 'stripe',
        displayName: 'Stripe',
        liveMode: true,
        config: { secretKey: 'sk_live_…', webhookSecret: 'whsec_…' },
      },
    ],
  },
);
export type UpsertPaymentAccountBody = Static<typeof UpsertPaymentAccountBody>;

export const PaymentAccountListQuery = Type.Object({ provider: Type.Optional(Provider) });

export const PaymentAccount = Component(
  'PaymentAccount',
  Type.Object(
    {
      id: Type.String(),
      workspaceId: Type.String(),
      provider: Type.String(),
      displayName: Type.String(),
      liveMode: Type.Boolean(),
      status: Type.Literal('active'),
      configEncrypted: Nullable(
        Type.Object(
          {
            enc: Type.Literal('aes-256-gcm'),
            fields: Type.Array(Type.String(), { description: 'The credential fields set (never their values).' }),
          },
          { description: 'How the credentials are sealed and which are set; null when the provider needs none.' },
        ),
      ),
      createdAt: Type.String(),
      updatedAt: Type.String(),
    },
    { description: "The workspace's account at a payment provider. Its credentials are write-only." },
  ),
);
export type PaymentAccount = Static<typeof PaymentAccount>;

export const PaymentAccountIdParams = IdParamsOf('payacct');
