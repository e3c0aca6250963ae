// HTTP for invoices: schemas, scopes and status codes; the service does the rest.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { uuidOf } from '../../platform/ids.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { ErrorBody, authErrors } from '../../platform/http/schemas.js';
import { CreateInvoiceBody, CreatedInvoice, Invoice, InvoiceIdParams, InvoiceListQuery, UpdateInvoiceBody } from './invoice-schemas.js';
import type { InvoicesService } from './invoice-service.js';

const tags = ['Billing'];
const errors = { ...authErrors, 409: ErrorBody, 422: ErrorBody };
const SORTS = {
  created_at: 'created_at',
  createdAt: 'created_at',
  updated_at: 'updated_at',
  updatedAt: 'updated_at',
  issue_date: 'issue_date',
  issueDate: 'issue_date',
  due_date: 'due_date',
  dueDate: 'due_date',
} as const;

export function invoiceRoutes(app: Api, service: InvoicesService): void {
  app.post('/v1/billing/invoices', {
    config: { scope: 'billing:write' },
    schema: { tags, summary: 'Create a draft invoice (answers its UUID)', body: CreateInvoiceBody, response: { 201: CreatedInvoice, ...errors } },
  }, async (req, reply) => {
    const { id } = await service.create(req.auth.workspaceId, req.body);
    return reply.code(201).send({ id: uuidOf(id) });
  });

  app.get('/v1/billing/invoices', {
    config: { scope: 'billing:read' },
    schema: { tags, summary: 'List invoices', querystring: Type.Intersect([ListQuery, InvoiceListQuery]), response: { 200: ListResponse(Invoice), ...authErrors } },
  }, async (req) => {
    const page = pageOf(req.query);
    const sort = parseSort(req.query, SORTS, { column: 'created_at', direction: 'desc' });
    const { items, total } = await service.list(req.auth.workspaceId, req.query, sort, page);
    return listEnvelope(items, total, page);
  });

  app.get('/v1/billing/invoices/:id', {
    config: { scope: 'billing:read' },
    schema: { tags, summary: 'Get an invoice', params: InvoiceIdParams, response: { 200: Invoice, ...authErrors } },
  }, async (req) => service.get(req.auth.workspaceId, req.params.id));

  app.patch('/v1/billing/invoices/:id', {
    config: { scope: 'billing:write' },
    schema: { tags, summary: 'Update a draft invoice (lines, when sent, replace all lines)', params: InvoiceIdParams, body: UpdateInvoiceBody, response: { 200: Invoice, ...errors } },
  }, async (req) => service.update(req.auth.workspaceId, req.params.id, req.body));

  app.post('/v1/billing/invoices/:id/issue', {
    config: { scope: 'billing:write' },
    schema: { tags, summary: 'Issue a draft: assigns the next number of its series and freezes it', params: InvoiceIdParams, response: { 200: Invoice, ...errors } },
  }, async (req) => service.issue(req.auth.workspaceId, req.params.id));

  app.post('/v1/billing/invoices/:id/void', {
    config: { scope: 'billing:write' },
    schema: { tags, summary: 'Void a draft or issued invoice (an issued one keeps its number)', params: InvoiceIdParams, response: { 200: Invoice, ...errors } },
  }, async (req) => service.void(req.auth.workspaceId, req.params.id));
}
