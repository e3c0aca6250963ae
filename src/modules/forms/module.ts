// Forms: workspace-defined forms, their public submissions, and the validation the booking wizard borrows.
import type { Module } from '../../platform/module.js';
import type { RateLimits } from '../../platform/rate-limits.js';
import { formsMigrations } from './migrations.js';
import { formsRoutes } from './routes.js';
import { FormsService, type FormsDeps } from './service.js';

export interface FormsModuleDeps extends FormsDeps {
  /** The public submit's budgets, spent per client address and per form. */
  limits: RateLimits;
}

export function createFormsModule(deps: FormsModuleDeps): Module<FormsService> {
  const service = new FormsService(deps);
  return {
    name: 'forms',
    migrations: formsMigrations,
    services: service,
    routes: (app) => formsRoutes(app, service, deps.limits),
  };
}
