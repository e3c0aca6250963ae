// What messages need from other areas, each satisfied by the area that owns it (wired in src/modules/index.ts).
// Messages never reach another area's tables.
import type { Executor } from '../../platform/db/index.js';
import type { Invoice } from '../billing/invoice-schemas.js';
import type { Booking } from '../bookings/booking-schemas.js';
import type { LogoImage, MeetingPoint } from '../documents/ports.js';
import type { BrandSettings } from '../documents/workspace-settings.js';
import type { SettingsReader } from '../workspaces/settings.js';

/** A file to attach: its name and bytes (a PDF the documents or billing area renders or stored). */
export interface FileBytes {
  filename: string;
  bytes: Buffer;
}

export interface MessagePorts {
  /** The workspace's brand section and time zone. */
  brand: SettingsReader<BrandSettings>;
  /** The workspace's own name: the sender's name when the brand names no business. */
  workspaceName(workspaceId: string): Promise<string | null>;
  /** A booking as the API shows it; a 404 (NotFoundError) for another workspace's or an unknown id. */
  booking(workspaceId: string, bookingId: string, db?: Executor): Promise<Booking>;
  /** An invoice as the API shows it; a 404 for another workspace's or an unknown id. */
  invoice(workspaceId: string, invoiceId: string): Promise<Invoice>;
  /** Where the guest meets: the departure's meeting point, else the product's location; null: neither. */
  meetingPoint(workspaceId: string, productId: string, departureId: string): Promise<MeetingPoint | null>;
  /** The cancellation terms of a product (its own policy, else the workspace's generic one) as HTML; null: none. */
  cancellationTerms(workspaceId: string, productId: string, locale: string): Promise<string | null>;
  /** The workspace's logo (a gallery PNG or JPEG of bounded size, the documents area's reader); null otherwise. */
  logo(workspaceId: string, fileId: string): Promise<LogoImage | null>;
  /** The guest's signed link to their ticket (documents area). */
  guestTicketUrl(workspaceId: string, bookingId: string): Promise<string>;
  /** The ticket PDF of a confirmed booking (documents area). */
  ticketPdf(workspaceId: string, bookingId: string, locale: string): Promise<FileBytes>;
  /** An invoice's PDF (billing area). */
  invoicePdf(workspaceId: string, invoiceId: string): Promise<FileBytes>;
  /** Whether a wizard seat hold still holds its seats, unpaid (the hold reminder is sent only then). */
  holdAwaitingPayment(db: Executor, workspaceId: string, seatHoldId: string): Promise<boolean>;
}
