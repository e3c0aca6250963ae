// Policies: a workspace's terms (cancellation, payment, …) in several locales, attached to products.
import type { DataDeps, Module } from '../../platform/module.js';
import { policiesMigrations } from './migrations.js';
import { policiesRoutes } from './routes.js';
import { PoliciesService, type ProductExists } from './service.js';

export interface PoliciesDeps extends DataDeps {
  productExists: ProductExists;
}

export function createPoliciesModule(deps: PoliciesDeps): Module<PoliciesService> {
  const service = new PoliciesService(deps, deps.productExists);
  return {
    name: 'policies',
    migrations: policiesMigrations,
    services: service,
    routes: (app) => policiesRoutes(app, service),
  };
}
