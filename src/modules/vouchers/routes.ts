// HTTP for vouchers: records answered as {data}, the spec's lookup and the reference's validate answered bare.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, IdParamsOf, Ref } from '../../platform/http/schemas.js';
import { parseId } from '../../platform/ids.js';
import {
  CreateVoucherBody,
  LookupQuery,
  LookupResponse,
  Movement,
  RedeemBody,
  RefundBody,
  Transaction,
  TransactionListQuery,
  UpdateVoucherBody,
  ValidateBody,
  ValidateResponse,
  Voucher,
  VoucherListQuery,
} from './schemas.js';
import type { VouchersService } from './service.js';

const tags = ['Vouchers'];
const IdParams = IdParamsOf('voucher');
const VoucherBody = Ref(Voucher);
const Data = Type.Object({ data: VoucherBody });
const Created = Type.Object({ data: Type.Union([VoucherBody, Type.Array(VoucherBody)]) });
const MovementData = Type.Object({ data: Movement });
const SORTS = {
  created_at: 'created_at',
  updated_at: 'updated_at',
  code: 'code',
  expires_at: 'expires_at',
  current_balance_minor: 'current_balance_minor',
} as const;
/** Ledgers and submissions sort by time only (newest first unless `sort=created_at`). */
const BY_TIME = { created_at: 'created_at', createdAt: 'created_at' } as const;

export function vouchersRoutes(app: Api, service: VouchersService): void {
  app.post(
    '/v1/vouchers',
    {
      config: { scope: 'marketing:write' },
      schema: {
        operationId: 'createVoucher',
        tags,
        summary: 'Create vouchers',
        description:
          'Creates a voucher with a balance in minor units (a code is generated unless given). With `bulk: true`, creates `count` vouchers (up to 1000) with generated codes starting with `prefix`, and answers them as a list.',
        emits: ['voucher.created'],
        body: CreateVoucherBody,
        errors: ['VOUCHER_CODE_TAKEN', 'UNKNOWN_REFERENCE', 'UNPROCESSABLE'],
        response: { 201: Created, ...authErrors },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.create(req.auth.workspaceId, req.body) }),
  );

  app.get(
    '/v1/vouchers',
    {
      config: { scope: 'marketing:read' },
      schema: {
        operationId: 'listVouchers',
        tags,
        summary: 'List vouchers',
        description:
          'Lists vouchers, newest first unless `sort` says otherwise (`created_at`, `updated_at`, `code`, `expires_at`, `current_balance_minor`); filter by status, type and customer, search codes with `q`.',
        querystring: Type.Intersect([ListQuery, VoucherListQuery]),
        response: { 200: ListResponse(VoucherBody), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const sort = parseSort(req.query, SORTS, { column: 'created_at', direction: 'desc' });
      const { status, type, q } = req.query;
      const customerId =
        req.query.customer_id === undefined
          ? undefined
          : parseId(req.query.customer_id, 'ppl', 'customer_id', { aliases: ['p'] });
      const { items, total } = await service.list(req.auth.workspaceId, { status, type, q, customerId }, sort, page);
      return listEnvelope(items, total, page);
    },
  );

  app.get(
    '/v1/vouchers/lookup',
    {
      config: { scope: 'marketing:read' },
      schema: {
        operationId: 'lookupVoucher',
        tags,
        summary: 'Look up a voucher by code',
        description:
          'Finds a voucher by the code a customer typed, for booking engines. Always 200: `valid: false` with an `error` reason (`voucher_not_found`, `voucher_expired`, …) when it cannot be used.',
        querystring: LookupQuery,
        response: { 200: LookupResponse, ...authErrors },
      },
    },
    async (req) => service.lookup(req.auth.workspaceId, req.query.code),
  );

  app.post(
    '/v1/vouchers/validate',
    {
      config: { scope: 'marketing:read' },
      schema: {
        operationId: 'validateVoucher',
        tags,
        summary: 'Validate a voucher for an amount',
        description:
          'Checks whether a voucher can pay an amount (minor units) and how much of it, without spending anything. Always 200: `valid: false` with an `error` reason when it cannot.',
        body: ValidateBody,
        response: { 200: ValidateResponse, ...authErrors },
      },
    },
    async (req) => service.validate(req.auth.workspaceId, req.body),
  );

  app.get(
    '/v1/vouchers/:id',
    {
      config: { scope: 'marketing:read' },
      schema: {
        operationId: 'getVoucher',
        tags,
        summary: 'Get a voucher',
        description: 'Answers one voucher with its balance.',
        params: IdParams,
        response: { 200: Data, ...authErrors },
      },
    },
    async (req) => ({ data: await service.get(req.auth.workspaceId, req.params.id) }),
  );

  app.patch(
    '/v1/vouchers/:id',
    {
      config: { scope: 'marketing:write' },
      schema: {
        operationId: 'updateVoucher',
        tags,
        summary: 'Update a voucher',
        description:
          "Changes a voucher's status, customer, expiry, transferability or metadata. Never the balance: it changes only by redeem and refund.",
        emits: ['voucher.updated'],
        params: IdParams,
        body: UpdateVoucherBody,
        errors: ['UNKNOWN_REFERENCE', 'INVALID_STATUS_TRANSITION'],
        response: { 200: Data, ...authErrors },
      },
    },
    async (req) => ({ data: await service.update(req.auth.workspaceId, req.params.id, req.body) }),
  );

  app.post(
    '/v1/vouchers/:id/redeem',
    {
      config: { scope: 'marketing:write' },
      schema: {
        operationId: 'redeemVoucher',
        tags,
        summary: 'Redeem a voucher',
        description:
          'Spends part of the balance (minor units) and records it in the ledger; reaching zero depletes the voucher. Refused (422) for an inactive, expired or depleted voucher or an amount over the balance.',
        emits: ['voucher.redeemed'],
        params: IdParams,
        body: RedeemBody,
        errors: [
          'UNKNOWN_REFERENCE',
          'VOUCHER_INACTIVE',
          'VOUCHER_EXPIRED',
          'VOUCHER_DEPLETED',
          'VOUCHER_NOT_TRANSFERABLE',
          'INSUFFICIENT_BALANCE',
        ],
        response: { 200: MovementData, ...authErrors },
      },
    },
    async (req) => ({ data: await service.redeem(req.auth.workspaceId, req.params.id, req.body) }),
  );

  app.post(
    '/v1/vouchers/:id/refund',
    {
      config: { scope: 'marketing:write' },
      schema: {
        operationId: 'refundVoucher',
        tags,
        summary: 'Refund to a voucher',
        description:
          'Gives back part of what was redeemed (at most what was redeemed, or what one redemption took with `original_transaction_id`); a depleted voucher becomes active again.',
        emits: ['voucher.refunded'],
        params: IdParams,
        body: RefundBody,
        errors: ['UNKNOWN_REFERENCE', 'VOUCHER_INACTIVE', 'REFUND_EXCEEDS_REDEEMED'],
        response: { 200: MovementData, ...authErrors },
      },
    },
    async (req) => ({ data: await service.refund(req.auth.workspaceId, req.params.id, req.body) }),
  );

  app.get(
    '/v1/vouchers/:id/transactions',
    {
      config: { scope: 'marketing:read' },
      schema: {
        operationId: 'listVoucherTransactions',
        tags,
        summary: "List a voucher's transactions",
        description:
          "The voucher's ledger, newest first: redemptions, refunds and adjustments with the balance after each.",
        params: IdParams,
        querystring: Type.Intersect([ListQuery, TransactionListQuery]),
        response: { 200: ListResponse(Ref(Transaction)), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const sort = parseSort(req.query, BY_TIME, { column: 'created_at', direction: 'desc' });
      const { items, total } = await service.transactions(
        req.auth.workspaceId,
        req.params.id,
        req.query.type,
        sort,
        page,
      );
      return listEnvelope(items, total, page);
    },
  );
}
