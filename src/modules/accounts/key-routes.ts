// HTTP for API keys as people manage them (session only: an API key never manages keys).
import Type from 'typebox';
import { ListQuery, ListResponse, listEnvelope, pageOf } from '../../platform/http/pagination.js';
import { authErrors, IdParamsOf, Ref } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import type { Api } from '../../platform/module.js';
import { ApiKey, ApiKeyWithValue, CreateKeyBody } from './key-schemas.js';
import type { KeyService } from './key-service.js';
import { cookieOnly, whoOf } from './session-routes.js';

const tags = ['API keys'];

export function keyRoutes(app: Api, keys: KeyService): void {
  app.get(
    '/v1/api-keys',
    {
      config: { scope: 'keys:read' },
      schema: {
        operationId: 'listApiKeys',
        tags,
        summary: 'List API keys',
        description:
          'Lists the workspace’s API keys, newest first, with a non-secret hint of each value, its scopes, who made it and when it was last used; never the values themselves. Internal (operator) keys are not listed.',
        security: cookieOnly,
        querystring: ListQuery,
        response: { 200: ListResponse(Ref(ApiKey)), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const { items, total } = await keys.list(req.auth.workspaceId, page);
      return listEnvelope(items, total, page);
    },
  );

  app.post(
    '/v1/api-keys',
    {
      config: { scope: 'keys:write' },
      schema: {
        operationId: 'createApiKey',
        tags,
        summary: 'Create an API key',
        description:
          'Creates a key with a name, the scopes it may use (within the caller’s role; `["*"]` for all of them) and an optional expiry. Its value is in this answer only: store it now. Recorded in the audit log.',
        security: cookieOnly,
        body: CreateKeyBody,
        response: { 201: Type.Object({ data: Ref(ApiKeyWithValue) }), ...authErrors },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await keys.create(req.auth.workspaceId, req.body, whoOf(req)) }),
  );

  app.delete(
    '/v1/api-keys/:id',
    {
      config: { scope: deleteScope('keys') },
      schema: {
        operationId: 'revokeApiKey',
        tags,
        summary: 'Revoke an API key',
        description:
          'Revokes a key for good: its next request, in any process, is refused with 401. A key already revoked is a 409. Recorded in the audit log.',
        security: cookieOnly,
        params: IdParamsOf('key'),
        errors: ['ALREADY_REVOKED'],
        response: { 200: Type.Object({ data: Ref(ApiKey) }), ...authErrors },
      },
    },
    async (req) => ({ data: await keys.revoke(req.auth.workspaceId, req.params.id, whoOf(req)) }),
  );
}
