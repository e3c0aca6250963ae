// Billing's section of the workspace settings (src/modules/workspaces/settings.ts), read in the caller's transaction.
import Type from 'typebox';
import type { SettingsReader, SettingsSection } from '../workspaces/settings.js';
import { SERIES_CODE_PATTERN } from './invoice-schemas.js';

export type BillingSettings = {
  /** The invoice series code booking invoices are issued from. */
  defaultInvoiceSeries: string;
};

export const billingSettings: SettingsSection<BillingSettings> = {
  answer: { defaultInvoiceSeries: Type.String() },
  patch: {
    defaultInvoiceSeries: Type.String({
      pattern: SERIES_CODE_PATTERN,
      description: 'The invoice series code booking invoices are issued from: capital letters, digits and dashes.',
    }),
  },
  defaults: { defaultInvoiceSeries: 'INV' },
};

/** Billing's settings and the workspace-wide ones (its time zone: "today" for numbers allocated without a date). */
export type BillingSettingsReader = SettingsReader<BillingSettings>;
