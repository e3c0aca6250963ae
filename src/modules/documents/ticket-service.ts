// Tickets: the PDF a guest shows at the meeting point (one page per traveller or one per booking, each with its own
// signed QR code), the public link to it that emails carry, and the check-in a guide does by scanning it. A scan
// runs the booking's own check-in command (bookings' lifecycle), so it is idempotent and announced like any other.
import { randomBytes } from 'node:crypto';
import { listenUrl, type Config } from '../../config.js';
import { clock } from '../../platform/clock.js';
import { inZone, todayIn } from '../../platform/dates.js';
import type { Database } from '../../platform/db/index.js';
import { AppError, ConflictError, NotFoundError, UnprocessableError } from '../../platform/errors.js';
import { recordedServerAddress } from '../../platform/server-address.js';
import type { Booking } from '../bookings/booking-schemas.js';
import type { BookingCheckIn } from '../bookings/check-in-schemas.js';
import { personName, travellersOf } from '../bookings/travellers.js';
import type { TicketSources } from './ports.js';
import type { CheckInResult } from './ticket-schemas.js';
import { ticketKeyStore } from './ticket-key-store.js';
import { renderTicketPdf, ticketLocale, type TicketLocale, type TicketPage } from './ticket-pdf.js';
import { parseTicketToken, signTicketToken, verifyTicketToken, type TicketClaim } from './ticket-token.js';
import type { BrandSettingsReader } from './workspace-settings.js';

export type TicketLayout = 'per_traveller' | 'per_booking';

/**
 * Where the guest's link points; the token rides in `?token=`, a parameter the request log never writes
 * (src/platform/index.ts), so the credential stays out of logs.
 */
export const GUEST_TICKET_PATH = '/tickets/ticket.pdf';

/** Statuses whose bookings have tickets. */
const TICKETED: ReadonlySet<string> = new Set(['confirmed', 'completed']);
/** Statuses whose tickets no longer admit anyone. */
const ENDED: ReadonlySet<string> = new Set(['cancelled', 'expired']);

export interface TicketFile {
  filename: string;
  bytes: Buffer;
}

/** Why the public link answers nothing: the guest reads `message`. */
export class GuestTicketUnavailable extends Error {
  constructor(
    readonly status: 404 | 410,
    message: string,
  ) {
    super(message);
  }
}

export interface TicketDeps {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'host' | 'port'>;
  brand: BrandSettingsReader;
  sources: TicketSources;
}

export class DocumentsService {
  /** Keys never change once made: each is read once per process. */
  private readonly keys = new Map<string, Buffer>();

  constructor(private readonly deps: TicketDeps) {}

  /**
   * The booking's ticket PDF, laid out as asked or as the workspace's `ticketLayout` says, in the booking's
   * language unless `locale` names another. Another workspace's booking is a 404; a booking that is neither
   * confirmed nor completed a 409 `TICKET_NOT_AVAILABLE`.
   */
  async ticketPdf(
    workspaceId: string,
    bookingId: string,
    opts: { layout?: TicketLayout; locale?: string } = {},
  ): Promise<TicketFile> {
    const booking = await this.deps.sources.bookings.get(workspaceId, bookingId);
    if (!TICKETED.has(booking.status))
      throw new ConflictError('TICKET_NOT_AVAILABLE', `A ${booking.status} booking has no ticket`, {
        status: booking.status,
      });
    return this.render(workspaceId, booking, opts);
  }

  /** The absolute link a guest opens to get the booking's ticket without a key (a whole-booking token in it). */
  async guestTicketUrl(workspaceId: string, bookingId: string): Promise<string> {
    const booking = await this.deps.sources.bookings.get(workspaceId, bookingId);
    return (await this.ticketSigner(workspaceId))(booking.id).url;
  }

  /**
   * Signs whole-booking tickets of the workspace, by booking id: the token (a QR code's content) and the guest's
   * link. The key and the base link are read once, for answers that sign many (OCTO's booking lists).
   */
  async ticketSigner(workspaceId: string): Promise<(bookingId: string) => { token: string; url: string }> {
    const [key, base] = await Promise.all([this.key(workspaceId), this.baseUrl()]);
    return (bookingId) => {
      const token = signTicketToken({ workspaceId, bookingId, traveller: 'all' }, key);
      return { token, url: `${base}${GUEST_TICKET_PATH}?token=${token}` };
    };
  }

  /**
   * The PDF behind a guest link: the token must be a whole-booking one, genuine under its workspace's key, and its
   * booking confirmed or completed; a cancelled or expired booking's link is gone (410), anything else unknown (404).
   */
  async guestTicket(token: string): Promise<TicketFile> {
    const unknown = new GuestTicketUnavailable(404, 'This ticket link is not valid.');
    const parsed = parseTicketToken(token);
    if (!parsed || parsed.claim.traveller !== 'all') throw unknown;
    const { workspaceId, bookingId } = parsed.claim;
    // A link naming a workspace that never issued a ticket has no key, and makes none.
    const key = await this.existingKey(workspaceId);
    if (!key || !verifyTicketToken(parsed, key)) throw unknown;
    const booking = await this.deps.sources.bookings.get(workspaceId, bookingId).catch((err: unknown) => {
      throw err instanceof NotFoundError ? unknown : err;
    });
    if (ENDED.has(booking.status))
      throw new GuestTicketUnavailable(410, 'This ticket is no longer valid: the booking was cancelled.');
    if (!TICKETED.has(booking.status)) throw new GuestTicketUnavailable(404, 'This ticket is not available yet.');
    return this.render(workspaceId, booking, {});
  }

  /**
   * Checks in who a scanned ticket names, on a booking of `workspaceId`: the traveller, or every traveller not
   * checked in yet for a whole-booking ticket. Refused (422) when the token is not this workspace's genuine
   * ticket, or its booking is cancelled, not confirmed, or departs on another day than today in the workspace's
   * time zone. A traveller checked in already answers `already_checked_in`, and nothing is written or sent.
   */
  async checkIn(workspaceId: string, token: string, by: string): Promise<CheckInResult> {
    const parsed = parseTicketToken(token);
    if (!parsed) throw invalid('The code is not a ticket.');
    const { claim } = parsed;
    // Nothing is looked up for another workspace: the answer says only that the ticket is not this business's.
    if (claim.workspaceId !== workspaceId)
      throw new UnprocessableError('TICKET_OTHER_WORKSPACE', 'This ticket was issued by another business.', {
        field: 'token',
        message: 'the ticket is not one of this workspace',
      });
    const key = await this.existingKey(workspaceId);
    if (!key || !verifyTicketToken(parsed, key))
      throw invalid('The ticket is not genuine: its signature does not match.');
    const { timezone } = await this.deps.brand(this.deps.db.kysely, workspaceId);
    const named = claim.traveller === 'all' ? undefined : [claim.traveller];
    let scan: { before: BookingCheckIn; after: BookingCheckIn };
    try {
      scan = await this.deps.sources.bookings.scan(workspaceId, claim.bookingId, named, by, (before) =>
        admit(before, claim, timezone),
      );
    } catch (err) {
      if (err instanceof NotFoundError) throw invalid('The ticket names a booking that does not exist.');
      throw err;
    }
    return resultOf(scan.before, scan.after, claim);
  }

  private async render(
    workspaceId: string,
    booking: Booking,
    opts: { layout?: TicketLayout; locale?: string },
  ): Promise<TicketFile> {
    const { sources, db } = this.deps;
    const brand = await this.deps.brand(db.kysely, workspaceId);
    const [businessName, logo, meetingPoint] = await Promise.all([
      brand.businessName ?? sources.workspaceName(workspaceId),
      brand.logoFileId ? sources.logo(workspaceId, brand.logoFileId) : null,
      sources.catalog.meetingPoint(workspaceId, booking.product.id, booking.departure.id),
    ]);
    const travellers = travellersOf(booking);
    const layout = opts.layout ?? brand.ticketLayout;
    const key = await this.key(workspaceId);
    const token = (traveller: TicketClaim['traveller']) =>
      signTicketToken({ workspaceId, bookingId: booking.id, traveller }, key);
    const pages: TicketPage[] =
      layout === 'per_booking'
        ? [{ traveller: null, token: token('all') }]
        : travellers.map((t) => ({ traveller: t, token: token(t.index) }));
    const locale: TicketLocale = ticketLocale(opts.locale ?? booking.language);
    const bytes = await renderTicketPdf({
      locale,
      timeZone: brand.timezone,
      business: { name: businessName, email: brand.businessEmail, phone: brand.businessPhone },
      color: brand.brandColor,
      logo,
      booking: {
        code: booking.code,
        productTitle: booking.product.title,
        startsAt: booking.departure.start_at,
        travellers,
      },
      meetingPoint,
      pages,
    });
    return { filename: `ticket-${booking.code}.pdf`, bytes };
  }

  /** The workspace's signing key, made on first use; two first uses at once agree on the one stored first. */
  private async key(workspaceId: string): Promise<Buffer> {
    const known = await this.existingKey(workspaceId);
    if (known) return known;
    await ticketKeyStore.insertIfAbsent(
      this.deps.db.kysely,
      workspaceId,
      randomBytes(32).toString('base64'),
      clock.iso(),
    );
    return (await this.existingKey(workspaceId))!;
  }

  private async existingKey(workspaceId: string): Promise<Buffer | null> {
    const cached = this.keys.get(workspaceId);
    if (cached) return cached;
    const secret = await ticketKeyStore.get(this.deps.db.kysely, workspaceId);
    if (!secret) return null;
    const key = Buffer.from(secret, 'base64');
    this.keys.set(workspaceId, key);
    return key;
  }

  /** Where guests reach the server: PUBLIC_URL, else where it last started on this database, else HOST and PORT. */
  private async baseUrl(): Promise<string> {
    const { config, db } = this.deps;
    return config.publicUrl ?? (await recordedServerAddress(db)) ?? listenUrl(config);
  }
}

const invalid = (message: string) =>
  new UnprocessableError('TICKET_INVALID', message, {
    field: 'token',
    message: 'not a genuine ticket of this workspace',
  });

/**
 * Whether the locked booking may be checked in by this ticket: throws the refusal, answers false when there is
 * nothing to write (a completed booking whose travellers were checked in), true to run the check-in.
 */
function admit(before: BookingCheckIn, claim: TicketClaim, timeZone: string): boolean {
  const { booking } = before;
  if (booking.status === 'expired') throw refusal('TICKET_BOOKING_CANCELLED', 'The booking expired unpaid.');
  if (booking.status === 'cancelled') throw refusal('TICKET_BOOKING_CANCELLED', 'The booking was cancelled.');
  if (!TICKETED.has(booking.status)) throw refusal('TICKET_NOT_CONFIRMED', 'The booking is not confirmed yet.');
  if (claim.traveller !== 'all' && claim.traveller >= before.travellers.length)
    throw invalid('The ticket names a traveller the booking no longer has.');
  const startsAt = booking.departure.start_at;
  const day = startsAt && inZone(startsAt, timeZone).date;
  if (!day || day !== todayIn(timeZone))
    throw refusal('TICKET_WRONG_DAY', day ? `The ticket is for ${day}, not today.` : 'The ticket has no date.', {
      departureStartsAt: startsAt,
    });
  if (booking.status === 'completed') {
    if (covered(before, claim).every((t) => t.checked_in)) return false;
    throw refusal('TICKET_BOOKING_COMPLETED', 'The booking is completed: nobody more can be checked in.');
  }
  return true;
}

function refusal(
  code: 'TICKET_BOOKING_CANCELLED' | 'TICKET_NOT_CONFIRMED' | 'TICKET_WRONG_DAY' | 'TICKET_BOOKING_COMPLETED',
  message: string,
  extra: Record<string, unknown> = {},
): AppError {
  return new UnprocessableError(code, message, { field: 'token', message, ...extra });
}

/** The travellers a ticket admits. */
const covered = (c: BookingCheckIn, claim: TicketClaim) =>
  claim.traveller === 'all' ? c.travellers : c.travellers.filter((t) => t.index === claim.traveller);

function resultOf(before: BookingCheckIn, after: BookingCheckIn, claim: TicketClaim): CheckInResult {
  const { booking } = after;
  const wasIn = covered(before, claim).every((t) => t.checked_in);
  const now = covered(after, claim);
  const times = now.map((t) => t.checked_in_at).filter((at): at is string => at !== null);
  const one = claim.traveller === 'all' ? null : now[0]!;
  return {
    result: wasIn ? 'already_checked_in' : 'checked_in',
    checkedInAt: times.length > 0 ? times.sort().at(-1)! : null,
    booking: { id: booking.id, code: booking.code, status: booking.status, customerName: personName(booking.billing) },
    traveller: one && { index: one.index, name: one.name, unit: one.unit },
    travellers: now.length,
    departure: {
      id: booking.departure.id,
      startsAt: booking.departure.start_at,
      productId: booking.product.id,
      productName: booking.product.title,
    },
  };
}
