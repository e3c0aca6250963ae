// HTTP for the caller's own workspace settings. Type, id and limits are read-only here (operators use the CLI).
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { authErrors } from '../../platform/http/schemas.js';
import { workspaceSettingsSchemas } from './schemas.js';
import type { WorkspacesService } from './service.js';

const tags = ['Workspace'];

export function workspaceRoutes(app: Api, service: WorkspacesService): void {
  const { WorkspaceSettings, UpdateWorkspaceBody } = workspaceSettingsSchemas(service.settings);
  const Data = Type.Object({ data: WorkspaceSettings });

  app.get('/v1/workspace', {
    config: { scope: 'workspace:read' },
    schema: { tags, summary: 'Get the workspace settings', response: { 200: Data, ...authErrors } },
  }, async (req) => ({ data: await service.getSettings(req.auth.workspaceId) }));

  app.patch('/v1/workspace', {
    config: { scope: 'workspace:write' },
    schema: { tags, summary: 'Update the workspace settings', body: UpdateWorkspaceBody, response: { 200: Data, ...authErrors } },
  }, async (req) => ({ data: await service.updateSettings(req.auth.workspaceId, req.body) }));
}
