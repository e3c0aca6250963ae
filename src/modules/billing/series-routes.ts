// HTTP for contract series: schemas, scopes and status codes; the service does the rest.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { IdParamsOf, OkBody, Ref, authErrors } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import {
  AllocateBody,
  Allocation,
  ContractSeries,
  CreateSeriesBody,
  SeriesData,
  SeriesListQuery,
  UpdateSeriesBody,
} from './series-schemas.js';
import type { ContractSeriesService } from './series-service.js';

const tags = ['Contract series'];
const IdParams = IdParamsOf('cs');
const SORTS = {
  name: 'name',
  created_at: 'created_at',
  createdAt: 'created_at',
  updated_at: 'updated_at',
  updatedAt: 'updated_at',
} as const;

export function seriesRoutes(app: Api, service: ContractSeriesService): void {
  app.post(
    '/v1/contract-series',
    {
      config: { scope: 'contract-series:write' },
      schema: {
        operationId: 'createContractSeries',
        tags,
        summary: 'Create a contract series',
        description:
          'Creates a numbering series for contracts: a `pattern` such as `CNT-{year}-{sequence:04}`, when its sequence resets, and whether numbers must be gapless and dates monotonic.',
        emits: ['contract-series.created'],
        body: CreateSeriesBody,
        errors: ['SERIES_NAME_TAKEN', 'DEFAULT_SERIES_EXISTS', 'SERIES_INACTIVE', 'CONCURRENT_CHANGE'],
        response: { 201: SeriesData, ...authErrors },
      },
    },
    async (req, reply) => reply.code(201).send({ series: await service.create(req.auth.workspaceId, req.body) }),
  );

  app.get(
    '/v1/contract-series',
    {
      config: { scope: 'contract-series:read' },
      schema: {
        operationId: 'listContractSeries',
        tags,
        summary: 'List contract series',
        description:
          "Lists the workspace's contract series, oldest first unless `sort` says otherwise (`name`, `created_at`, `updated_at`); `activeOnly=true` leaves out inactive ones.",
        querystring: Type.Intersect([ListQuery, SeriesListQuery]),
        response: { 200: ListResponse(Ref(ContractSeries)), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const sort = parseSort(req.query, SORTS, { column: 'created_at', direction: 'asc' });
      const activeOnly = req.query.activeOnly === 'true' || req.query.activeOnly === '1';
      const { items, total } = await service.list(req.auth.workspaceId, { activeOnly }, sort, page);
      return listEnvelope(items, total, page);
    },
  );

  app.get(
    '/v1/contract-series/:id',
    {
      config: { scope: 'contract-series:read' },
      schema: {
        operationId: 'getContractSeries',
        tags,
        summary: 'Get a contract series',
        description: 'Answers one contract series.',
        params: IdParams,
        response: { 200: SeriesData, ...authErrors },
      },
    },
    async (req) => ({ series: await service.get(req.auth.workspaceId, req.params.id) }),
  );

  app.put(
    '/v1/contract-series/:id',
    {
      config: { scope: 'contract-series:write' },
      schema: {
        operationId: 'updateContractSeries',
        tags,
        summary: 'Update a contract series',
        description:
          "Changes a series' name or numbering rules (the fields sent). `defaultForBe` never changes another series: use set-default to move the default.",
        emits: ['contract-series.updated'],
        params: IdParams,
        body: UpdateSeriesBody,
        errors: [
          'SERIES_NAME_TAKEN',
          'DEFAULT_SERIES_EXISTS',
          'SERIES_IS_DEFAULT',
          'SERIES_IN_USE',
          'CONCURRENT_CHANGE',
        ],
        response: { 200: SeriesData, ...authErrors },
      },
    },
    async (req) => ({ series: await service.update(req.auth.workspaceId, req.params.id, req.body) }),
  );

  app.delete(
    '/v1/contract-series/:id',
    {
      config: { scope: deleteScope('contract-series') },
      schema: {
        operationId: 'deleteContractSeries',
        tags,
        summary: 'Delete a contract series',
        description: 'Deletes a series that never allocated a number (409 otherwise: deactivate it instead).',
        emits: ['contract-series.deleted'],
        params: IdParams,
        errors: ['SERIES_IN_USE'],
        response: { 200: OkBody, ...authErrors },
      },
    },
    async (req) => {
      await service.remove(req.auth.workspaceId, req.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/v1/contract-series/:id/set-default',
    {
      config: { scope: 'contract-series:write' },
      schema: {
        operationId: 'setDefaultContractSeries',
        tags,
        summary: 'Make a series the default',
        description:
          'Makes this the series that numbers the contracts of bookings confirmed by payment; the previous default loses the flag (both announce `contract-series.updated`).',
        emits: ['contract-series.updated'],
        params: IdParams,
        errors: ['SERIES_INACTIVE', 'CONCURRENT_CHANGE'],
        response: { 200: SeriesData, ...authErrors },
      },
    },
    async (req) => ({ series: await service.setDefault(req.auth.workspaceId, req.params.id) }),
  );

  app.post(
    '/v1/contract-series/:id/allocate',
    {
      config: { scope: 'contract-series:write' },
      schema: {
        operationId: 'allocateContractSeriesNumber',
        tags,
        summary: 'Allocate a contract number',
        description:
          "Takes the next number of the series for a date (today in the workspace's time zone when the body is empty or absent). A rollback never leaves a gap in a gapless series.",
        emits: ['contract-series.number.allocated'],
        params: IdParams,
        body: AllocateBody,
        errors: ['SERIES_INACTIVE', 'NUMBER_ALREADY_ALLOCATED', 'DATE_BEFORE_LAST_ALLOCATED'],
        response: { 200: Allocation, ...authErrors },
      },
      // The body is optional: a POST without one allocates for today.
      preValidation: async (req) => {
        req.body ??= {};
      },
    },
    async (req) => {
      const { number, sequence } = await service.allocate(req.auth.workspaceId, req.params.id, req.body.date);
      return { number, sequence };
    },
  );
}
