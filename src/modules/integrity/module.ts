// Integrity: checks that the numbers the product keeps agree with the rows they come from (service.ts), run by the
// operator (`npm run cli -- verify`) or on a schedule by the worker (VERIFY_EVERY_HOURS).
import type { Module } from '../../platform/module.js';
import type { IntegrityPorts } from './ports.js';
import { IntegrityService, VERIFY_JOB, type IntegrityDeps } from './service.js';

export function createIntegrityModule(deps: IntegrityDeps & { ports: IntegrityPorts }): Module<IntegrityService> {
  const service = new IntegrityService(deps, deps.ports);
  return {
    name: 'integrity',
    migrations: {},
    services: service,
    jobs: { [VERIFY_JOB]: (_payload, ctx) => service.scheduledRun(ctx) },
  };
}
