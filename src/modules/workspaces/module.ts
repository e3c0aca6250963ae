// Workspaces and their API keys: the tenants every other area is scoped by.
import type { Database } from '../../platform/db/index.js';
import type { Module } from '../../platform/module.js';
import { workspacesMigrations } from './migrations.js';
import { workspaceRoutes } from './routes.js';
import { WorkspacesService } from './service.js';
import { SettingsRegistry } from './settings.js';

export interface WorkspacesDeps {
  db: Database;
  /** The first part of every API key (`tca_ws_…`). */
  keyPrefix: string;
}

export function createWorkspacesModule(deps: WorkspacesDeps): Module<WorkspacesService> {
  const service = new WorkspacesService(deps.db, deps.keyPrefix, new SettingsRegistry(deps.db));
  return {
    name: 'workspaces',
    migrations: workspacesMigrations,
    services: service,
    routes: (app) => workspaceRoutes(app, service),
  };
}
