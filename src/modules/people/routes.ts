// HTTP for people. The spec's POST answers the bare record; reads and updates answer it the same way.
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { parseId } from '../../platform/ids.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, IdParamsOf, OkBody, Ref } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import { CreatePersonBody, Person, PersonErasure, PersonExport, PersonListQuery, UpdatePersonBody } from './schemas.js';
import type { PeopleService } from './service.js';

const tags = ['People'];
const PersonBody = Ref(Person);
const IdParams = IdParamsOf('ppl', ['p']);
const SORTS = {
  last_name: 'last_name',
  lastName: 'last_name',
  first_name: 'first_name',
  firstName: 'first_name',
  created_at: 'created_at',
  createdAt: 'created_at',
  updated_at: 'updated_at',
  updatedAt: 'updated_at',
} as const;

export function peopleRoutes(app: Api, service: PeopleService): void {
  app.post(
    '/v1/people',
    {
      config: { scope: 'customers:write' },
      schema: {
        operationId: 'createPerson',
        tags,
        summary: 'Create a person',
        description:
          'Creates a person (a customer); `firstName` and `lastName` are required. The first of `emails` becomes `defaultEmail`. Answers the person itself (no `data` envelope).',
        emits: ['customer.created'],
        body: CreatePersonBody,
        response: { 201: PersonBody, ...authErrors },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(req.auth.workspaceId, req.body)),
  );

  app.get(
    '/v1/people',
    {
      config: { scope: 'customers:read' },
      schema: {
        operationId: 'listPeople',
        tags,
        summary: 'List people',
        description:
          "Lists the workspace's people, newest first unless `sort` says otherwise (`last_name`, `first_name`, `created_at`, `updated_at`); `q` searches names, `email` finds by address.",
        querystring: Type.Intersect([ListQuery, PersonListQuery]),
        response: { 200: ListResponse(PersonBody), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const sort = parseSort(req.query, SORTS, { column: 'created_at', direction: 'desc' });
      const { items, total } = await service.list(
        req.auth.workspaceId,
        { q: req.query.q, email: req.query.email },
        sort,
        page,
      );
      return listEnvelope(items, total, page);
    },
  );

  app.get(
    '/v1/people/:id',
    {
      config: { scope: 'customers:read' },
      schema: {
        operationId: 'getPerson',
        tags,
        summary: 'Get a person',
        description: 'Answers one person (`ppl_…`; the alias prefix `p_` is accepted).',
        params: IdParams,
        response: { 200: PersonBody, ...authErrors },
      },
    },
    async (req) => service.get(req.auth.workspaceId, personId(req.params.id)),
  );

  app.patch(
    '/v1/people/:id',
    {
      config: { scope: 'customers:write' },
      schema: {
        operationId: 'updatePerson',
        tags,
        summary: 'Update a person',
        description:
          'Changes the fields sent; `emails` and `phones`, when sent, replace the lists. Answers the whole person.',
        emits: ['customer.updated'],
        params: IdParams,
        errors: ['PERSON_ERASED'],
        body: UpdatePersonBody,
        response: { 200: PersonBody, ...authErrors },
      },
    },
    async (req) => service.update(req.auth.workspaceId, personId(req.params.id), req.body),
  );

  app.delete(
    '/v1/people/:id',
    {
      config: { scope: deleteScope('customers') },
      schema: {
        operationId: 'deletePerson',
        tags,
        summary: 'Delete a person',
        description:
          'Deletes a person: they no longer appear in reads and lists, while bookings and vouchers that name them keep the reference (a soft delete).',
        emits: ['customer.deleted'],
        params: IdParams,
        response: { 200: OkBody, ...authErrors },
      },
    },
    async (req) => {
      await service.remove(req.auth.workspaceId, personId(req.params.id));
      return { ok: true as const };
    },
  );

  app.get(
    '/v1/people/:id/export',
    {
      config: { scope: 'customers:read' },
      schema: {
        operationId: 'getPersonExport',
        tags,
        summary: "Export a person's data",
        description:
          "Everything the workspace holds about a person, as one document (a guest's request for their data): the profile, the bookings they are the customer of, their entries among bookings' travellers with their check-ins, the marketing consent recorded with their contact, the messages sent to them, their form submissions, the invoices they are the buyer of and their vouchers. A deleted person's data is still held, so it is exported too. Each export is recorded in the audit log (who, when, which person).",
        params: IdParams,
        response: { 200: Ref(PersonExport), ...authErrors },
      },
    },
    async (req) => service.exportData(req.auth.workspaceId, personId(req.params.id), requester(req)),
  );

  app.post(
    '/v1/people/:id/erase',
    {
      // Stronger than a delete and irreversible: a key needs `customers:delete` itself (`customers:write` does not do).
      config: { scope: 'customers:delete' },
      schema: {
        operationId: 'erasePerson',
        tags,
        summary: "Erase a person's personal data",
        description:
          "Replaces the person's personal data everywhere the workspace holds it, in one transaction: their profile (names, emails, phones, country; `q` no longer finds them), the customer contact of their bookings, their entries among travellers, their form submissions' answers, the message log (addresses and bodies), and their name and email in stored events, wizard and payment sessions and vouchers' metadata. Bookings, amounts, payments, seats and analytics stay as they were. Issued invoices keep the buyer data the law requires and are listed in `retained`. Irreversible; a repeat answers the first erasure. The person can no longer be changed (`PERSON_ERASED`). Recorded in the audit log.",
        emits: ['customer.erased'],
        params: IdParams,
        response: { 200: Ref(PersonErasure), ...authErrors },
      },
    },
    async (req) => service.erase(req.auth.workspaceId, personId(req.params.id), requester(req)),
  );
}

const requester = (req: FastifyRequest) => ({ actor: req.auth.actor, ip: req.ip });

/** `p_…` (the spec's example alias) names the same person as `ppl_…`. */
const personId = (id: string) => parseId(id, 'ppl', 'id', { aliases: ['p'] });
