// What the documents area needs from other areas, each answered by the area that owns it (wired in
// src/modules/index.ts, adapted in sources.ts): the booking and its check-in command, where its departure meets,
// the workspace's name and its logo's bytes. Documents keep only their ticket signing keys.
import type { Booking } from '../bookings/booking-schemas.js';
import type { CheckInService } from '../bookings/check-in-service.js';

export interface TicketBookings {
  /** The workspace's booking; a NotFoundError when it has none of that id. */
  get(workspaceId: string, id: string): Promise<Booking>;
  /** Checks travellers in through the booking's lifecycle, once `admit` has seen the locked booking. */
  scan: CheckInService['scan'];
}

/** Where the guest goes: a place's name and, when known, its address. */
export interface MeetingPoint {
  name: string;
  address: string | null;
}

export interface TicketCatalog {
  /** The departure's meeting point, else the product's location; null when neither says. */
  meetingPoint(workspaceId: string, productId: string, departureId: string): Promise<MeetingPoint | null>;
}

/** A logo a PDF can draw. */
export interface LogoImage {
  bytes: Buffer;
  type: 'png' | 'jpeg';
}

export interface TicketSources {
  bookings: TicketBookings;
  catalog: TicketCatalog;
  /** The workspace's name (what a ticket says when the brand settings name no business). */
  workspaceName(workspaceId: string): Promise<string>;
  /** A gallery file's bytes when it is a PNG or JPEG image of the workspace's; null otherwise. */
  logo(workspaceId: string, fileId: string): Promise<LogoImage | null>;
}
