// HTTP for workspace members (session only: the people scopes are never an API key's).
import Type from 'typebox';
import { ListQuery, ListResponse, listEnvelope, pageOf } from '../../platform/http/pagination.js';
import { authErrors, ErrorBody } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import type { Api } from '../../platform/module.js';
import { ChangeRoleBody, Invited, InviteBody, Member, MemberParams } from './member-schemas.js';
import { setupUrl, type MemberService } from './member-service.js';
import { baseUrlOf, cookieOnly, whoOf } from './session-routes.js';

const tags = ['Members'];
const Data = Type.Object({ data: Member });

export function memberRoutes(app: Api, members: MemberService, opts: { publicUrl?: string }): void {
  app.get('/v1/members', {
    config: { scope: 'members:read' },
    schema: { tags, summary: 'List the workspace’s members', security: cookieOnly, querystring: ListQuery, response: { 200: ListResponse(Member), ...authErrors } },
  }, async (req) => {
    const page = pageOf(req.query);
    const { items, total } = await members.list(req.auth.workspaceId, page);
    return listEnvelope(items, total, page);
  });

  app.post('/v1/members', {
    config: { scope: 'members:write' },
    schema: {
      tags,
      summary: 'Invite a person with a role (someone without a password gets a one-time setup link, shown here only; only owners make owners)',
      security: cookieOnly,
      body: InviteBody,
      response: { 201: Invited, 409: ErrorBody, ...authErrors },
    },
  }, async (req, reply) => {
    const { member, setupToken } = await members.invite(req.auth.workspaceId, req.body, whoOf(req));
    const url = setupToken === null ? null : setupUrl(baseUrlOf(req, opts.publicUrl), setupToken);
    return reply.code(201).send({ data: { member, setup_url: url } });
  });

  app.patch('/v1/members/:userId', {
    config: { scope: 'members:write' },
    schema: { tags, summary: 'Change a member’s role (only owners change owners; the last owner stays)', security: cookieOnly, params: MemberParams, body: ChangeRoleBody, response: { 200: Data, 409: ErrorBody, ...authErrors } },
  }, async (req) => ({ data: await members.changeRole(req.auth.workspaceId, req.params.userId, req.body.role, whoOf(req)) }));

  app.delete('/v1/members/:userId', {
    config: { scope: deleteScope('members') },
    schema: {
      tags,
      summary: 'Remove a member (their sessions in this workspace end; only owners remove owners; the last owner stays)',
      security: cookieOnly,
      params: MemberParams,
      response: { 200: Type.Object({ data: Type.Object({ deleted: Type.Literal(true) }) }), 409: ErrorBody, ...authErrors },
    },
  }, async (req) => {
    await members.remove(req.auth.workspaceId, req.params.userId, whoOf(req));
    return { data: { deleted: true as const } };
  });
}
