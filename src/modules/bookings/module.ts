// Builds the money path's services once per process and registers its background job.
import type { Platform } from '../../platform/index.js';
import type { WorkspacesService } from '../workspaces/service.js';
import { AnalyticsService } from './analytics.js';
import { PaymentsService, PAYMENT_WORKFLOW_JOB } from './payments.js';
import type { BookingPorts } from './ports.js';
import type { BookingsModuleServices } from './routes.js';
import { BookingsService } from './service.js';
import type { NotifyVerifier } from './verifiers.js';
import { WizardService } from './wizard.js';

interface BookingsModuleDeps {
  workspaces: WorkspacesService;
  ports: BookingPorts;
  /** Replaces the verifier PAYMENT_NOTIFY_VERIFIER names (another provider's scheme). */
  verifier?: NotifyVerifier;
}

export function createBookingsModule(p: Platform, deps: BookingsModuleDeps): BookingsModuleServices {
  const bookings = new BookingsService(p, deps.ports);
  const wizard = new WizardService(p, bookings, deps.workspaces, deps.ports);
  const payments = new PaymentsService(p, bookings, deps.ports, deps.verifier);
  const analytics = new AnalyticsService(p, deps.workspaces);
  p.jobs.register(PAYMENT_WORKFLOW_JOB, async (payload) => {
    const { workspaceId, paymentSessionId } = payload as { workspaceId: string; paymentSessionId: string };
    await payments.runWorkflow(workspaceId, paymentSessionId);
  });
  return { bookings, wizard, payments, analytics };
}
