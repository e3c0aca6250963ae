// HTTP for the audit log (session only, with the people scope).
import Type from 'typebox';
import { ListQuery, ListResponse, listEnvelope, pageOf } from '../../platform/http/pagination.js';
import { authErrors, Ref } from '../../platform/http/schemas.js';
import type { Api } from '../../platform/module.js';
import { AuditEntry, AuditQuery } from './audit-schemas.js';
import type { AuditService } from './audit-service.js';
import { cookieOnly } from './session-routes.js';

const tags = ['Audit log'];

export function auditRoutes(app: Api, audit: AuditService): void {
  app.get(
    '/v1/audit-log',
    {
      config: { scope: 'members:read' },
      schema: {
        operationId: 'listAuditLogEntries',
        tags,
        summary: 'List the audit log',
        description:
          'The workspace’s audit log, newest first: key and member changes, sign-ins and password changes, a person’s data exported or erased, with who did them, when and from where; `action` filters by one action.',
        security: cookieOnly,
        querystring: Type.Intersect([ListQuery, AuditQuery]),
        response: { 200: ListResponse(Ref(AuditEntry)), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const { items, total } = await audit.list(req.auth.workspaceId, { action: req.query.action }, page);
      return listEnvelope(items, total, page);
    },
  );
}
