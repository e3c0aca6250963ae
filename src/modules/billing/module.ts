// Builds billing's services once per process: invoices, contract series, and the port the booking engine uses.
import type { Api, Platform } from '../../platform/index.js';
import type { BillingPort } from '../bookings/ports.js';
import type { WorkspacesService } from '../workspaces/service.js';
import { invoiceRoutes } from './invoice-routes.js';
import { InvoicesService } from './invoice-service.js';
import { seriesRoutes } from './series-routes.js';
import { ContractSeriesService, NoDefaultContractSeriesError } from './series-service.js';
import type { SettingsReader } from './workspace-settings.js';

export interface BillingServices {
  invoices: InvoicesService;
  contractSeries: ContractSeriesService;
  /** What bookings' payment workflow calls, inside its own transaction. */
  bookingPort: BillingPort;
}

export function createBillingModule(p: Platform, workspaces: WorkspacesService): BillingServices {
  const settings: SettingsReader = (db, workspaceId) => workspaces.getSettings(workspaceId, db);
  const invoices = new InvoicesService(p, settings);
  const contractSeries = new ContractSeriesService(p, settings);
  const bookingPort: BillingPort = {
    async issueBookingInvoice(tx, workspaceId, input) {
      const invoice = await invoices.issueForBooking(tx, workspaceId, input);
      return { id: invoice.id, number: invoice.number };
    },
    async allocateContractNumber(tx, workspaceId, ref) {
      try {
        const { number, seriesId } = await contractSeries.allocateForBooking(tx, workspaceId, ref.bookingId);
        return { number, seriesId };
      } catch (err) {
        // Found out before any write: the caller's transaction is intact and goes on without a number.
        if (err instanceof NoDefaultContractSeriesError) return null;
        throw err;
      }
    },
  };
  return { invoices, contractSeries, bookingPort };
}

export function billingRoutes(app: Api, s: BillingServices): void {
  invoiceRoutes(app, s.invoices);
  seriesRoutes(app, s.contractSeries);
}
