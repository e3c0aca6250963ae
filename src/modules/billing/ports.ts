// What billing needs from other areas to print an invoice: the seller's identity (the workspace's brand settings,
// its name, its logo from the gallery). The settings and the name are read in the transaction that issues the
// invoice, where they are frozen.
import type { Executor } from '../../platform/db/index.js';
import type { BrandSettingsReader } from '../documents/workspace-settings.js';

export interface InvoiceDocumentPorts {
  /** The workspace's brand section of its settings (legal details, bank account, colour, logo). */
  brand: BrandSettingsReader;
  /** The workspace's name: the seller's when the brand settings name none. */
  workspaceName(db: Executor, workspaceId: string): Promise<string>;
  /** A gallery file's bytes when it is a PNG or JPEG image of the workspace's (the logo); null otherwise. */
  logo(workspaceId: string, fileId: string): Promise<Buffer | null>;
}
