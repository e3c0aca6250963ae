// What billing reads of the workspace settings (through the workspaces service, in the caller's transaction).
import { clock } from '../../platform/clock.js';
import type { Executor } from '../../platform/db/index.js';

export interface BillingSettings {
  /** The invoice series code booking invoices are issued from. */
  defaultInvoiceSeries: string;
  /** IANA time zone: "today" for numbers allocated without an explicit date. */
  timezone: string;
}

export type SettingsReader = (db: Executor, workspaceId: string) => Promise<BillingSettings>;

/** Today's date (`YYYY-MM-DD`) in a time zone. */
export function todayIn(timezone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(clock.now());
}
