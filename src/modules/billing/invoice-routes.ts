// HTTP for invoices: schemas, scopes and status codes; the service does the rest.
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { uuidOf } from '../../platform/ids.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { Ref, authErrors } from '../../platform/http/schemas.js';
import {
  CreateInvoiceBody,
  CreatedInvoice,
  Invoice,
  InvoiceIdParams,
  InvoiceListQuery,
  UpdateInvoiceBody,
} from './invoice-schemas.js';
import type { InvoicesService } from './invoice-service.js';

const tags = ['Billing'];
const InvoiceBody = Ref(Invoice);
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
  app.post(
    '/v1/billing/invoices',
    {
      config: { scope: 'billing:write' },
      schema: {
        operationId: 'createInvoice',
        tags,
        summary: 'Create a draft invoice',
        description:
          "Creates a draft invoice in a series, with its lines; totals are computed from the lines (decimal amounts in major units). Answers the new invoice's UUID; read it with `GET /v1/billing/invoices/{id}`.",
        emits: ['invoice.created'],
        body: CreateInvoiceBody,
        errors: ['UNPROCESSABLE'],
        response: { 201: CreatedInvoice, ...authErrors },
      },
    },
    async (req, reply) => {
      const { id } = await service.create(req.auth.workspaceId, req.body);
      return reply.code(201).send({ id: uuidOf(id) });
    },
  );

  app.get(
    '/v1/billing/invoices',
    {
      config: { scope: 'billing:read' },
      schema: {
        operationId: 'listInvoices',
        tags,
        summary: 'List invoices',
        description:
          'Lists invoices, newest first unless `sort` says otherwise (`created_at`, `updated_at`, `issue_date`, `due_date`); filter by status, series, booking and issue or due date ranges.',
        querystring: Type.Intersect([ListQuery, InvoiceListQuery]),
        response: { 200: ListResponse(InvoiceBody), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const sort = parseSort(req.query, SORTS, { column: 'created_at', direction: 'desc' });
      const { items, total } = await service.list(req.auth.workspaceId, req.query, sort, page);
      return listEnvelope(items, total, page);
    },
  );

  app.get(
    '/v1/billing/invoices/:id',
    {
      config: { scope: 'billing:read' },
      schema: {
        operationId: 'getInvoice',
        tags,
        summary: 'Get an invoice',
        description:
          'Answers one invoice with its lines; amounts are decimal strings. The id may be `inv_…` or the bare UUID creation answered.',
        params: InvoiceIdParams,
        response: { 200: InvoiceBody, ...authErrors },
      },
    },
    async (req) => service.get(req.auth.workspaceId, req.params.id),
  );

  app.patch(
    '/v1/billing/invoices/:id',
    {
      config: { scope: 'billing:write' },
      schema: {
        operationId: 'updateInvoice',
        tags,
        summary: 'Update a draft invoice',
        description:
          "Changes a draft's fields; `lines`, when sent, replace all lines and the totals are computed again. An issued or void invoice cannot change (422).",
        emits: ['invoice.updated'],
        params: InvoiceIdParams,
        body: UpdateInvoiceBody,
        errors: ['INVOICE_NOT_DRAFT', 'UNPROCESSABLE'],
        response: { 200: InvoiceBody, ...authErrors },
      },
    },
    async (req) => service.update(req.auth.workspaceId, req.params.id, req.body),
  );

  app.post(
    '/v1/billing/invoices/:id/issue',
    {
      config: { scope: 'billing:write' },
      schema: {
        operationId: 'issueInvoice',
        tags,
        summary: 'Issue an invoice',
        description:
          "Issues a draft: it gets the next number of its series and can no longer change. Its PDF (`GET /v1/billing/invoices/{id}/pdf`) is fixed as it is issued: the seller's details of this moment, never those of later changes.",
        emits: ['invoice.issued'],
        params: InvoiceIdParams,
        errors: ['INVOICE_NOT_DRAFT', 'INVOICE_EMPTY'],
        response: { 200: InvoiceBody, ...authErrors },
      },
    },
    async (req) => service.issue(req.auth.workspaceId, req.params.id),
  );

  app.post(
    '/v1/billing/invoices/:id/void',
    {
      config: { scope: 'billing:write' },
      schema: {
        operationId: 'voidInvoice',
        tags,
        summary: 'Void an invoice',
        description: 'Voids a draft or issued invoice; an issued one keeps its number (numbers are never reused).',
        emits: ['invoice.voided'],
        params: InvoiceIdParams,
        errors: ['ALREADY_VOID'],
        response: { 200: InvoiceBody, ...authErrors },
      },
    },
    async (req) => service.void(req.auth.workspaceId, req.params.id),
  );

  app.get(
    '/v1/billing/invoices/:id/pdf',
    {
      config: { scope: 'billing:read' },
      schema: {
        operationId: 'getInvoicePdf',
        tags,
        summary: "Get an invoice's PDF",
        description:
          "Answers the invoice as a PDF to file: seller and buyer with their tax ids, lines, VAT per rate, totals, due date and payment details, in Romanian for a Romanian buyer (or, with no buyer country, a workspace in Europe/Bucharest), else in English. An issued invoice's PDF is fixed as it is issued (the seller's details of that moment), rendered and stored once, and never changes: every call answers the same bytes (also once the invoice is void or the workspace's brand settings change), with an `ETag` from their SHA-256 (`If-None-Match` answers 304). A draft's is rendered on each call and watermarked DRAFT (a voided draft's VOID); it carries no number.",
        params: InvoiceIdParams,
        response: {
          200: {
            description: 'The PDF (`Content-Disposition: inline; filename="<number>.pdf"`)',
            content: { 'application/pdf': { schema: Type.String({ format: 'binary' }) } },
          },
          304: { description: "Not modified: the stored PDF is the one the request's `If-None-Match` names" },
          ...authErrors,
        },
      },
    },
    async (req, reply) => {
      const pdf = await service.pdf(req.auth.workspaceId, req.params.id);
      const etag = `"${pdf.sha256}"`;
      // Binary bodies are sent as is: the reply is widened from the route's typed (JSON) replies.
      const raw: FastifyReply = reply;
      raw
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${pdf.filename}"`)
        // A draft changes as it is edited; an issued invoice's bytes never do.
        .header('cache-control', pdf.stored ? 'private, no-cache' : 'private, no-store');
      if (!pdf.stored) return raw.send(pdf.bytes);
      raw.header('etag', etag);
      const ifNoneMatch = req.headers['if-none-match'];
      if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) return raw.code(304).send();
      return raw.send(pdf.bytes);
    },
  );
}
