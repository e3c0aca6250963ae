// HTTP for workspace members (session only: the people scopes are never an API key's).
import Type from 'typebox';
import { ListQuery, ListResponse, listEnvelope, pageOf } from '../../platform/http/pagination.js';
import { authErrors, Ref } from '../../platform/http/schemas.js';
import { deleteScope } from '../../platform/http/scopes.js';
import type { Api } from '../../platform/module.js';
import { ChangeRoleBody, Invited, InviteBody, Member, MemberParams } from './member-schemas.js';
import { setupUrl, type MemberService } from './member-service.js';
import { baseUrlOf, cookieOnly, whoOf } from './session-routes.js';

const tags = ['Members'];
const Data = Type.Object({ data: Ref(Member) });

export function memberRoutes(app: Api, members: MemberService, opts: { publicUrl?: string }): void {
  app.get(
    '/v1/members',
    {
      config: { scope: 'members:read' },
      schema: {
        operationId: 'listMembers',
        tags,
        summary: 'List members',
        description:
          'Lists the people of the workspace with their roles; `invited` members have not used their invitation’s link yet (to choose a password, or to accept with the one they have) and have no access.',
        security: cookieOnly,
        querystring: ListQuery,
        response: { 200: ListResponse(Ref(Member)), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const { items, total } = await members.list(req.auth.workspaceId, page);
      return listEnvelope(items, total, page);
    },
  );

  app.post(
    '/v1/members',
    {
      config: { scope: 'members:write' },
      schema: {
        operationId: 'inviteMember',
        tags,
        summary: 'Invite a member',
        description:
          'Adds a person to the workspace with a role, and answers a one-time setup link (24 h), in this answer only: no mail is sent. There someone new chooses their password; someone who already has an account accepts with its password. The answer is the same either way. The member is `invited`, with no access to the workspace (no sign-in to it, no switch to it), until they use the link. Only owners make owners; a person already a member is a 409. Recorded in the audit log.',
        security: cookieOnly,
        body: InviteBody,
        errors: ['ALREADY_MEMBER', 'OWNER_REQUIRED'],
        response: { 201: Invited, ...authErrors },
      },
    },
    async (req, reply) => {
      const { member, setupToken } = await members.invite(req.auth.workspaceId, req.body, whoOf(req));
      return reply
        .code(201)
        .send({ data: { member, setup_url: setupUrl(baseUrlOf(req, opts.publicUrl), setupToken) } });
    },
  );

  app.patch(
    '/v1/members/:userId',
    {
      config: { scope: 'members:write' },
      schema: {
        operationId: 'updateMember',
        tags,
        summary: 'Change a member’s role',
        description:
          'Changes a member’s role. Only owners change an owner’s role or make someone an owner; the last owner keeps the role (409). Recorded in the audit log.',
        security: cookieOnly,
        params: MemberParams,
        body: ChangeRoleBody,
        errors: ['OWNER_REQUIRED', 'LAST_OWNER'],
        response: { 200: Data, ...authErrors },
      },
    },
    async (req) => ({
      data: await members.changeRole(req.auth.workspaceId, req.params.userId, req.body.role, whoOf(req)),
    }),
  );

  app.delete(
    '/v1/members/:userId',
    {
      config: { scope: deleteScope('members') },
      schema: {
        operationId: 'removeMember',
        tags,
        summary: 'Remove a member',
        description:
          'Removes a person from the workspace, or withdraws their invitation; their sessions in it end and its setup link stops working. Only owners remove owners; the last owner stays (409). Recorded in the audit log.',
        security: cookieOnly,
        params: MemberParams,
        errors: ['OWNER_REQUIRED', 'LAST_OWNER'],
        response: {
          200: Type.Object({ data: Type.Object({ deleted: Type.Literal(true) }) }),
          ...authErrors,
        },
      },
    },
    async (req) => {
      await members.remove(req.auth.workspaceId, req.params.userId, whoOf(req));
      return { data: { deleted: true as const } };
    },
  );
}
