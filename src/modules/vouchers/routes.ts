// HTTP for vouchers: records answered as {data}, the spec's lookup and the reference's validate answered bare.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, ErrorBody, IdParamsOf } from '../../platform/http/schemas.js';
import { parseId } from '../../platform/ids.js';
import {
  CreateVoucherBody, LookupQuery, LookupResponse, Movement, RedeemBody, RefundBody, Transaction, TransactionListQuery,
  UpdateVoucherBody, ValidateBody, ValidateResponse, Voucher, VoucherListQuery,
} from './schemas.js';
import type { VouchersService } from './service.js';

const tags = ['Vouchers'];
const IdParams = IdParamsOf('voucher');
const Data = Type.Object({ data: Voucher });
const Created = Type.Object({ data: Type.Union([Voucher, Type.Array(Voucher)]) });
const MovementData = Type.Object({ data: Movement });
const SORTS = {
  created_at: 'created_at', updated_at: 'updated_at', code: 'code', expires_at: 'expires_at', current_balance_minor: 'current_balance_minor',
} as const;
/** Ledgers and submissions sort by time only (newest first unless `sort=created_at`). */
const BY_TIME = { created_at: 'created_at', createdAt: 'created_at' } as const;
const refused = { 409: ErrorBody, 422: ErrorBody };

export function vouchersRoutes(app: Api, service: VouchersService): void {
  app.post('/v1/vouchers', {
    config: { scope: 'marketing:write' },
    schema: {
      tags,
      summary: 'Create a voucher, or with bulk: true up to 1000 with generated codes (answers {data: [...]})',
      body: CreateVoucherBody,
      response: { 201: Created, ...refused, ...authErrors },
    },
  }, async (req, reply) => reply.code(201).send({ data: await service.create(req.auth.workspaceId, req.body) }));

  app.get('/v1/vouchers', {
    config: { scope: 'marketing:read' },
    schema: { tags, summary: 'List vouchers', querystring: Type.Intersect([ListQuery, VoucherListQuery]), response: { 200: ListResponse(Voucher), ...authErrors } },
  }, async (req) => {
    const page = pageOf(req.query);
    const sort = parseSort(req.query, SORTS, { column: 'created_at', direction: 'desc' });
    const { status, type, q } = req.query;
    const customerId = req.query.customer_id === undefined ? undefined : parseId(req.query.customer_id, 'ppl', 'customer_id', { aliases: ['p'] });
    const { items, total } = await service.list(req.auth.workspaceId, { status, type, q, customerId }, sort, page);
    return listEnvelope(items, total, page);
  });

  app.get('/v1/vouchers/lookup', {
    config: { scope: 'marketing:read' },
    schema: { tags, summary: 'Look up a voucher by code (for booking engines)', querystring: LookupQuery, response: { 200: LookupResponse, ...authErrors } },
  }, async (req) => service.lookup(req.auth.workspaceId, req.query.code));

  app.post('/v1/vouchers/validate', {
    config: { scope: 'marketing:read' },
    schema: { tags, summary: 'Check whether a voucher can pay an amount, and how much of it', body: ValidateBody, response: { 200: ValidateResponse, ...authErrors } },
  }, async (req) => service.validate(req.auth.workspaceId, req.body));

  app.get('/v1/vouchers/:id', {
    config: { scope: 'marketing:read' },
    schema: { tags, summary: 'Get a voucher', params: IdParams, response: { 200: Data, ...authErrors } },
  }, async (req) => ({ data: await service.get(req.auth.workspaceId, req.params.id) }));

  app.patch('/v1/vouchers/:id', {
    config: { scope: 'marketing:write' },
    schema: { tags, summary: 'Update status, customer, expiry, transferability or metadata (never the balance)', params: IdParams, body: UpdateVoucherBody, response: { 200: Data, ...refused, ...authErrors } },
  }, async (req) => ({ data: await service.update(req.auth.workspaceId, req.params.id, req.body) }));

  app.post('/v1/vouchers/:id/redeem', {
    config: { scope: 'marketing:write' },
    schema: { tags, summary: 'Spend part of the balance (reaching zero depletes the voucher)', params: IdParams, body: RedeemBody, response: { 200: MovementData, ...refused, ...authErrors } },
  }, async (req) => ({ data: await service.redeem(req.auth.workspaceId, req.params.id, req.body) }));

  app.post('/v1/vouchers/:id/refund', {
    config: { scope: 'marketing:write' },
    schema: { tags, summary: 'Give back part of what was redeemed (a depleted voucher becomes active)', params: IdParams, body: RefundBody, response: { 200: MovementData, ...refused, ...authErrors } },
  }, async (req) => ({ data: await service.refund(req.auth.workspaceId, req.params.id, req.body) }));

  app.get('/v1/vouchers/:id/transactions', {
    config: { scope: 'marketing:read' },
    schema: { tags, summary: 'The voucher\'s ledger, newest first', params: IdParams, querystring: Type.Intersect([ListQuery, TransactionListQuery]), response: { 200: ListResponse(Transaction), ...authErrors } },
  }, async (req) => {
    const page = pageOf(req.query);
    const sort = parseSort(req.query, BY_TIME, { column: 'created_at', direction: 'desc' });
    const { items, total } = await service.transactions(req.auth.workspaceId, req.params.id, req.query.type, sort, page);
    return listEnvelope(items, total, page);
  });
}
