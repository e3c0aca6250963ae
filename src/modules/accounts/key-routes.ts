// HTTP for API keys as people manage them (session only: an API key never manages keys).
import Type from 'typebox';
import { ListQuery, ListResponse, listEnvelope, pageOf } from '../../platform/http/pagination.js';
import { authErrors, ErrorBody, IdParamsOf } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import type { Api } from '../../platform/module.js';
import { ApiKey, ApiKeyWithValue, CreateKeyBody } from './key-schemas.js';
import type { KeyService } from './key-service.js';
import { cookieOnly, whoOf } from './session-routes.js';

const tags = ['API keys'];

export function keyRoutes(app: Api, keys: KeyService): void {
  app.get('/v1/api-keys', {
    config: { scope: 'keys:read' },
    schema: { tags, summary: 'List the workspace’s API keys, newest first (never their values)', security: cookieOnly, querystring: ListQuery, response: { 200: ListResponse(ApiKey), ...authErrors } },
  }, async (req) => {
    const page = pageOf(req.query);
    const { items, total } = await keys.list(req.auth.workspaceId, page);
    return listEnvelope(items, total, page);
  });

  app.post('/v1/api-keys', {
    config: { scope: 'keys:write' },
    schema: {
      tags,
      summary: 'Create an API key (its value is in this answer only; scopes within your role)',
      security: cookieOnly,
      body: CreateKeyBody,
      response: { 201: Type.Object({ data: ApiKeyWithValue }), ...authErrors },
    },
  }, async (req, reply) => reply.code(201).send({ data: await keys.create(req.auth.workspaceId, req.body, whoOf(req)) }));

  app.delete('/v1/api-keys/:id', {
    config: { scope: deleteScope('keys') },
    schema: {
      tags,
      summary: 'Revoke an API key (irreversible; refused from the next request on, in every process)',
      security: cookieOnly,
      params: IdParamsOf('key'),
      response: { 200: Type.Object({ data: ApiKey }), 409: ErrorBody, ...authErrors },
    },
  }, async (req) => ({ data: await keys.revoke(req.auth.workspaceId, req.params.id, whoOf(req)) }));
}
