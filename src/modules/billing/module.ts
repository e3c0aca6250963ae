// Billing: invoices and contract series, and the port the booking engine's payment workflow uses.
import type { DataDeps, Module } from '../../platform/module.js';
import type { BillingPort } from '../bookings/ports.js';
import { billingMigrations } from './migrations.js';
import type { JobSink } from '../../platform/jobs.js';
import { INVOICE_RENDER_JOB, InvoiceDocuments } from './invoice-documents.js';
import { invoiceRoutes } from './invoice-routes.js';
import { InvoicesService } from './invoice-service.js';
import { seriesRoutes } from './series-routes.js';
import { ContractSeriesService } from './series-service.js';
import type { InvoiceDocumentPorts } from './ports.js';
import type { BillingSettingsReader } from './workspace-settings.js';
import { INVOICE_COUNTS } from './invoice-store.js';

export interface BillingServices {
  invoices: InvoicesService;
  contractSeries: ContractSeriesService;
  /** What bookings' payment workflow calls, inside its own transaction. */
  bookingPort: BillingPort;
}

export interface BillingDeps extends DataDeps {
  /** The workspace's billing settings (default invoice series, time zone), read in the caller's transaction. */
  settings: BillingSettingsReader;
  /** The seller's identity printed on invoices. */
  documents: InvoiceDocumentPorts;
  /** Renders issued invoices' PDFs after the issuing transaction. */
  jobs: JobSink;
}

export function createBillingModule(deps: BillingDeps): Module<BillingServices> {
  const documents = new InvoiceDocuments(deps, deps.documents);
  const invoices = new InvoicesService(deps, deps.settings, documents);
  const contractSeries = new ContractSeriesService(deps, deps.settings);
  const bookingPort: BillingPort = {
    async issueBookingInvoice(tx, workspaceId, input) {
      const invoice = await invoices.issueForBooking(tx, workspaceId, input);
      return { id: invoice.id, number: invoice.number };
    },
    async allocateContractNumber(tx, workspaceId, ref) {
      // No default series: the caller's transaction goes on without a number.
      const allocated = await contractSeries.allocateForBooking(tx, workspaceId, ref.bookingId);
      return allocated && { number: allocated.number, seriesId: allocated.seriesId };
    },
  };
  return {
    name: 'billing',
    migrations: billingMigrations,
    countedLists: [INVOICE_COUNTS],
    services: { invoices, contractSeries, bookingPort },
    routes(app) {
      invoiceRoutes(app, invoices);
      seriesRoutes(app, contractSeries);
    },
    jobs: { [INVOICE_RENDER_JOB]: (payload) => documents.renderQueued(payload) },
  };
}
