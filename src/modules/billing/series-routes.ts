// HTTP for contract series: schemas, scopes and status codes; the service does the rest.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { ErrorBody, IdParamsOf, OkBody, authErrors } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import { AllocateBody, Allocation, ContractSeries, CreateSeriesBody, SeriesData, SeriesListQuery, UpdateSeriesBody } from './series-schemas.js';
import type { ContractSeriesService } from './series-service.js';

const tags = ['Contract series'];
const IdParams = IdParamsOf('cs');
const errors = { ...authErrors, 409: ErrorBody, 422: ErrorBody };
const SORTS = { name: 'name', created_at: 'created_at', createdAt: 'created_at', updated_at: 'updated_at', updatedAt: 'updated_at' } as const;

export function seriesRoutes(app: Api, service: ContractSeriesService): void {
  app.post('/v1/contract-series', {
    config: { scope: 'contract-series:write' },
    schema: { tags, summary: 'Create a contract series', body: CreateSeriesBody, response: { 201: SeriesData, ...errors } },
  }, async (req, reply) => reply.code(201).send({ series: await service.create(req.auth.workspaceId, req.body) }));

  app.get('/v1/contract-series', {
    config: { scope: 'contract-series:read' },
    schema: { tags, summary: 'List contract series', querystring: Type.Intersect([ListQuery, SeriesListQuery]), response: { 200: ListResponse(ContractSeries), ...authErrors } },
  }, async (req) => {
    const page = pageOf(req.query);
    const sort = parseSort(req.query, SORTS, { column: 'created_at', direction: 'asc' });
    const activeOnly = req.query.activeOnly === 'true' || req.query.activeOnly === '1';
    const { items, total } = await service.list(req.auth.workspaceId, { activeOnly }, sort, page);
    return listEnvelope(items, total, page);
  });

  app.get('/v1/contract-series/:id', {
    config: { scope: 'contract-series:read' },
    schema: { tags, summary: 'Get a contract series', params: IdParams, response: { 200: SeriesData, ...authErrors } },
  }, async (req) => ({ series: await service.get(req.auth.workspaceId, req.params.id) }));

  app.put('/v1/contract-series/:id', {
    config: { scope: 'contract-series:write' },
    schema: { tags, summary: 'Update metadata or numbering rules (defaultForBe never changes another series)', params: IdParams, body: UpdateSeriesBody, response: { 200: SeriesData, ...errors } },
  }, async (req) => ({ series: await service.update(req.auth.workspaceId, req.params.id, req.body) }));

  app.delete('/v1/contract-series/:id', {
    config: { scope: deleteScope('contract-series') },
    schema: { tags, summary: 'Delete a contract series that never allocated a number', params: IdParams, response: { 200: OkBody, ...errors } },
  }, async (req) => {
    await service.remove(req.auth.workspaceId, req.params.id);
    return { ok: true as const };
  });

  app.post('/v1/contract-series/:id/set-default', {
    config: { scope: 'contract-series:write' },
    schema: { tags, summary: 'Make this the default series for booking-engine issuance (the previous default loses the flag)', params: IdParams, response: { 200: SeriesData, ...errors } },
  }, async (req) => ({ series: await service.setDefault(req.auth.workspaceId, req.params.id) }));

  app.post('/v1/contract-series/:id/allocate', {
    config: { scope: 'contract-series:write' },
    schema: { tags, summary: 'Allocate the next number of the series', params: IdParams, body: AllocateBody, response: { 200: Allocation, ...errors } },
    // The body is optional: a POST without one allocates for today.
    preValidation: async (req) => {
      req.body ??= {};
    },
  }, async (req) => {
    const { number, sequence } = await service.allocate(req.auth.workspaceId, req.params.id, req.body.date);
    return { number, sequence };
  });
}
