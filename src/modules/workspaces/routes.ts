// HTTP for the caller's own workspace settings. Type, id and limits are read-only here (operators use the CLI).
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { authErrors, Ref } from '../../platform/http/schemas.js';
import { workspaceSettingsSchemas } from './schemas.js';
import type { WorkspacesService } from './service.js';

const tags = ['Workspace'];

export function workspaceRoutes(app: Api, service: WorkspacesService): void {
  const { WorkspaceSettings, UpdateWorkspaceBody } = workspaceSettingsSchemas(service.settings);
  const Data = Type.Object({ data: Ref(WorkspaceSettings) });

  app.get(
    '/v1/workspace',
    {
      config: { scope: 'workspace:read' },
      schema: {
        operationId: 'getWorkspace',
        tags,
        summary: 'Get the workspace',
        description:
          "Answers the calling key's workspace: its id, name, booking page handle, type (`live` or `sandbox`) and request limits, the workspace-wide settings (default currency, time zone) and each area's (the default invoice series, the booking wizard's billing and passenger forms).",
        response: { 200: Data, ...authErrors },
      },
    },
    async (req) => ({ data: await service.getSettings(req.auth.workspaceId) }),
  );

  app.patch(
    '/v1/workspace',
    {
      config: { scope: 'workspace:write' },
      schema: {
        operationId: 'updateWorkspace',
        tags,
        summary: 'Update the workspace',
        description:
          "Changes the workspace's name, its booking page's handle and any area's settings sent; type, id and limits are set by operators only. Answers the whole workspace.",
        body: UpdateWorkspaceBody,
        errors: ['BOOKING_PAGE_HANDLE_TAKEN', 'UNKNOWN_REFERENCE'],
        response: { 200: Data, ...authErrors },
      },
    },
    async (req) => ({ data: await service.updateSettings(req.auth.workspaceId, req.body) }),
  );
}
