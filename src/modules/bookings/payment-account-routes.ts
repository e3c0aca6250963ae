// HTTP for payment accounts (reference: GET /v1/payments/accounts, POST /v1/payments/accounts/upsert).
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { authErrors, ErrorBody, Ref } from '../../platform/http/schemas.js';
import {
  PaymentAccount,
  PaymentAccountIdParams,
  PaymentAccountListQuery,
  UpsertPaymentAccountBody,
} from './payment-account-schemas.js';
import type { PaymentAccountsService } from './payment-account-service.js';

const tags = ['Payments'];

export function paymentAccountRoutes(app: Api, accounts: PaymentAccountsService): void {
  app.get(
    '/v1/payments/accounts',
    {
      config: { scope: 'payments:read' },
      schema: {
        operationId: 'listPaymentAccounts',
        tags,
        summary: 'List payment accounts',
        description:
          "Lists the workspace's accounts at payment providers (at most one per provider), oldest first. Credentials are never answered: `configEncrypted.fields` names those set.",
        querystring: PaymentAccountListQuery,
        response: { 200: Type.Object({ data: Type.Array(Ref(PaymentAccount)) }), ...authErrors },
      },
    },
    async (req) => ({ data: await accounts.list(req.auth.workspaceId, req.query.provider) }),
  );

  app.get(
    '/v1/payments/accounts/:id',
    {
      config: { scope: 'payments:read' },
      schema: {
        operationId: 'getPaymentAccount',
        tags,
        summary: 'Get a payment account',
        description: 'One payment account, its credentials shown only as the fields set.',
        params: PaymentAccountIdParams,
        response: { 200: Type.Object({ data: Ref(PaymentAccount) }), ...authErrors },
      },
    },
    async (req) => ({ data: await accounts.get(req.auth.workspaceId, req.params.id) }),
  );

  app.post(
    '/v1/payments/accounts/upsert',
    {
      config: { scope: 'payments:write' },
      schema: {
        operationId: 'upsertPaymentAccount',
        tags,
        summary: 'Create or update a payment account',
        description:
          "Creates the workspace's account at `provider`, or updates it. Sandbox workspaces use only the `test` provider, live workspaces any other (422 `PAYMENT_PROVIDER_NOT_ALLOWED`). `config` holds all of the provider's credentials (required when creating an account at a provider that has any, optional when updating: omitted, the stored ones are kept); they are sealed with AES-256-GCM under the server's PAYMENT_CREDENTIALS_KEY (501 `PAYMENT_CREDENTIALS_KEY_MISSING` without it) and never answered again.",
        errors: ['PAYMENT_PROVIDER_NOT_ALLOWED', 'PAYMENT_CREDENTIALS_KEY_MISSING'],
        body: UpsertPaymentAccountBody,
        response: { 200: Type.Object({ id: Type.String() }), ...authErrors, 422: ErrorBody, 501: ErrorBody },
      },
    },
    async (req) => accounts.upsert(req.auth.workspaceId, req.auth.workspaceType, req.body),
  );
}
