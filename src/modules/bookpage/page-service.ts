// The booking page's reads and its one write, for a guest who has no key: everything is found through the page's
// handle, so a guest reaches one workspace's active products only, and another workspace's product (or a draft)
// under this handle is simply not found.
import type { Readable } from 'node:stream';
import { addDays, todayIn } from '../../platform/dates.js';
import type { Executor } from '../../platform/db/index.js';
import { AppError, NotFoundError } from '../../platform/errors.js';
import { fromMinorUnits, toMinorUnits } from '../../platform/money.js';
import type { FormIssue } from '../bookings/ports.js';
import { IssuesError, type WizardService } from '../bookings/wizard-service.js';
import type { WizardSettingsReader } from '../bookings/workspace-settings.js';
import type { FormField } from '../forms/schemas.js';
import { answered, MAX_LENGTH } from '../forms/validation.js';
import { tryParseId } from '../../platform/ids.js';
import { validUntilOf, type AvailabilityKeeper, type Fresh, type Kept } from '../catalog/availability-kept.js';
import { parseUnits, type AvailabilityService } from '../catalog/availability-service.js';
import type { PricingService } from '../catalog/pricing-service.js';
import type { ProductsService } from '../catalog/product-service.js';
import type { ProductMedia } from '../catalog/product-schemas.js';
import type { ProductRecord } from '../catalog/product-store.js';
import type { CatalogSettingsReader } from '../catalog/workspace-settings.js';
import type { PoliciesService } from '../policies/service.js';
import type { BrandSettingsReader } from '../documents/workspace-settings.js';
import type { PageSeller } from '../workspaces/service.js';
import { inZone } from '../../platform/dates.js';
import { clock } from '../../platform/clock.js';
import type {
  Calendar,
  Held,
  HoldBody,
  Order,
  PageLanguage,
  PageQuestion,
  PayBody,
  ProductCard,
  ProductPage,
} from './page-schemas.js';
import type { BookingPageSettingsReader } from './workspace-settings.js';

/** What the page needs of other areas. */
export interface BookingPagePorts {
  db: { kysely: Executor };
  workspaceByHandle: (handle: string) => Promise<PageSeller | null>;
  products: ProductsService;
  pricing: PricingService;
  availability: AvailabilityService;
  /** The catalog's kept availability answers: the month calendar is kept there. */
  keeper: AvailabilityKeeper;
  policies: PoliciesService;
  wizard: WizardService;
  /** Starts paying a held submission through the workspace's provider (PaymentsService.start). */
  startPayment: (
    workspaceId: string,
    orderId: string,
    urls: { returnUrl: string; cancelUrl: string },
  ) => Promise<{ url: string }>;
  settings: CatalogSettingsReader;
  /** Which forms the wizard checks billing and passengers against: the page's booking questions. */
  wizardSettings: WizardSettingsReader;
  /** A form's fields, or null when the workspace has no such form (FormsService.fields). */
  formFields: (workspaceId: string, formId: string) => Promise<FormField[] | null>;
  /** The booking a paid order became: its code, status and what its ledger holds (a voucher's part included). */
  booking: (
    workspaceId: string,
    bookingId: string,
  ) => Promise<{ code: string; status: string; money: { paid_minor: number } }>;
  /** The guest's public ticket link (DocumentsService.guestTicketUrl, as the emails carry it). */
  ticketUrl: (workspaceId: string, bookingId: string) => Promise<string>;
  /** The page's own settings: its products and the sites that may frame it. */
  pageSettings: BookingPageSettingsReader;
  /** The brand's colour and logo, the same tickets and emails carry. */
  brand: BrandSettingsReader;
  /** A gallery file's bytes when it is a PNG or JPEG logo of a sensible size, else null. */
  logo: (workspaceId: string, fileId: string) => Promise<{ bytes: Buffer; type: 'png' | 'jpeg' } | null>;
  /** A gallery file's bytes (GalleryService.download): 404 when it is not the workspace's or is being deleted. */
  fileContent: (workspaceId: string, fileId: string) => Promise<PageFile>;
}

/** The guest's own details, asked by the page itself: a billing form's fields of these names are not asked again. */
const CONTACT: ReadonlySet<string> = new Set(['firstName', 'lastName', 'email']);

/** Booking statuses whose order is done: the guest has a ticket. */
const BOOKED: ReadonlySet<string> = new Set(['confirmed', 'completed']);

/** A form's field as the page asks it. Forms have one language: labels are shown as the operator wrote them. */
function questionOf(f: FormField): PageQuestion {
  return {
    id: f.id,
    label: f.label,
    type: f.type,
    required: f.required,
    placeholder: f.placeholder ?? null,
    options: f.options ?? [],
    maxLength: MAX_LENGTH[f.type] ?? null,
  };
}

/** The wizard's field names of a refusal as the hold's body names them: billing → answers, passengers → travellers. */
export function pageField(field: string): string {
  const billing = /^billing\.(.+)$/.exec(field);
  if (billing) return CONTACT.has(billing[1]!) ? `guest.${billing[1]}` : `answers.${billing[1]}`;
  return field.replace(/^passengers/, 'travellers');
}

/** How the page looks and who may frame it: read once per page answer. */
export interface PageLook {
  brandColor: string;
  frameOrigins: string[];
}

/** An image's bytes as the page serves them. */
export interface PageFile {
  stream: Readable;
  size: number;
  mimeType: string;
  sha256: string;
}

/** The most products one page lists (a small operator's whole catalog). */
const MAX_PRODUCTS = 200;
const MAX_POLICIES = 20;

type PageInfo = ProductPage['page'];

/** Only what the workspace sells itself, published: drafts and archived products are not on the page. */
const onPage = (row: ProductRecord) => row.status === 'active' && row.source === 'owned';

export class BookingPageService {
  constructor(private readonly ports: BookingPagePorts) {}

  /** The workspace behind a handle, or a 404. */
  async workspace(handle: string): Promise<PageSeller> {
    const ws = await this.ports.workspaceByHandle(handle);
    if (!ws) throw new NotFoundError('Booking page');
    return ws;
  }

  /** The page's own facts: the seller's name, its handle and time zone, and its logo's address when it has one. */
  info(ws: PageSeller): PageInfo {
    const { timezone } = this.ports.settings.of(ws.settings);
    const { logoFileId } = this.ports.brand.of(ws.settings);
    // The file id in the address: a new logo is a new address, so the old one may be cached.
    const logoUrl = logoFileId ? `/book/${ws.bookingPageHandle}/api/logo?v=${logoFileId.slice(-12)}` : null;
    return { name: ws.name, handle: ws.bookingPageHandle, timeZone: timezone, logoUrl };
  }

  /** The brand colour and the origins that may frame the page. */
  look(ws: PageSeller): PageLook {
    const { brandColor } = this.ports.brand.of(ws.settings);
    const { bookingPageFrameOrigins } = this.ports.pageSettings.of(ws.settings);
    return { brandColor, frameOrigins: bookingPageFrameOrigins };
  }

  /** The brand's logo under a handle, or a 404 when it has none (or one the page cannot show). */
  async logo(handle: string): Promise<{ bytes: Buffer; type: 'png' | 'jpeg' }> {
    const ws = await this.workspace(handle);
    const { logoFileId } = this.ports.brand.of(ws.settings);
    const logo = logoFileId ? await this.ports.logo(ws.id, logoFileId) : null;
    if (!logo) throw new NotFoundError('Logo');
    return logo;
  }

  /** The products the operator chose for the page (lower-case ids), or null for every active owned one. */
  private chosen(ws: PageSeller): Set<string> | null {
    const { bookingPageProductIds: ids } = this.ports.pageSettings.of(ws.settings);
    return ids ? new Set(ids.map((id) => id.toLowerCase())) : null;
  }

  async list(handle: string): Promise<{ page: PageInfo; data: ProductCard[] }> {
    const ws = await this.workspace(handle);
    const chosen = this.chosen(ws);
    const items = chosen
      ? (await this.ports.products.listByIds(ws.id, [...chosen]))
          .filter((p) => p.status === 'active' && p.source === 'owned')
          .sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id))
      : (
          await this.ports.products.list(
            ws.id,
            { status: 'active', source: 'owned' },
            { column: 'title', direction: 'asc' },
            { limit: MAX_PRODUCTS, offset: 0 },
          )
        ).items;
    const from = await this.ports.pricing.fromPrices(
      ws.id,
      items.map((p) => p.id),
    );
    return {
      page: this.info(ws),
      data: items.map((p) => ({
        slug: p.slug,
        title: p.title,
        summary: p.summary,
        durationDays: p.durationDays,
        fromPrice: moneyOf(from.get(p.id)),
        image: imageOf(ws.bookingPageHandle, p.media[0]),
      })),
    };
  }

  /** A product on the page (active, the workspace's own), or a 404. */
  async product(ws: PageSeller, slug: string): Promise<ProductRecord> {
    let row: ProductRecord;
    try {
      row = await this.ports.products.row(this.ports.db.kysely, ws.id, slug);
    } catch (err) {
      if (err instanceof NotFoundError) throw new NotFoundError('Product');
      throw err;
    }
    // A slug that parses as an id is looked up by id: the page finds products by their slug only.
    if (row.slug !== slug || !onPage(row)) throw new NotFoundError('Product');
    const chosen = this.chosen(ws);
    if (chosen && !chosen.has(row.id)) throw new NotFoundError('Product');
    return row;
  }

  async productPage(handle: string, slug: string, language: PageLanguage): Promise<ProductPage> {
    const ws = await this.workspace(handle);
    const row = await this.product(ws, slug);
    const db = this.ports.db.kysely;
    const [offer, from, policies, page, nextDate, questions, media] = await Promise.all([
      this.ports.pricing.unitPricing(db, ws.id, row),
      this.ports.pricing.fromPrices(ws.id, [row.id]),
      this.policies(ws.id, row.id, language),
      this.info(ws),
      this.nextDate(ws, row.id),
      this.questions(ws),
      this.ports.products.mediaOfProduct(db, row),
    ]);
    return {
      page,
      data: {
        slug: row.slug,
        title: row.title,
        summary: row.summary,
        durationDays: row.duration_days,
        fromPrice: moneyOf(from.get(row.id)),
        image: imageOf(ws.bookingPageHandle, media[0]),
        description: row.description,
        currency: offer.currency,
        nextDate,
        units: offer.unitTypes,
        policies,
        questions: {
          booking: questions.booking.map(questionOf),
          traveller: questions.traveller.map(questionOf),
        },
      },
    };
  }

  /**
   * The booking questions: the fields of the forms the wizard checks a submission against (any status, as it
   * does), the billing form once per booking less the guest's own details, the passenger form once per person.
   */
  private async questions(ws: PageSeller): Promise<{ booking: FormField[]; traveller: FormField[] }> {
    const settings = this.ports.wizardSettings.of(ws.settings);
    const fields = async (id: string | null) => (id ? ((await this.ports.formFields(ws.id, id)) ?? []) : []);
    const [billing, traveller] = await Promise.all([
      fields(settings.wizardBillingFormId),
      fields(settings.wizardPassengerFormId),
    ]);
    return { booking: billing.filter((f) => !CONTACT.has(f.id)), traveller };
  }

  /** The first date within a year with a departure on sale, or null (one departures read, as a calendar is). */
  private async nextDate(ws: PageSeller, productId: string): Promise<string | null> {
    const { days } = await this.ports.availability.calendar(ws.id, productId, {
      to: addDays(todayIn(this.ports.settings.of(ws.settings).timezone), 365),
    });
    return days.find((d) => d.status !== 'CLOSED')?.date ?? null;
  }

  /** The product's active policies in the guest's language where translated, else in the one they have. */
  private async policies(workspaceId: string, productId: string, language: PageLanguage) {
    const base = { status: 'active', productId };
    const sort = { column: 'updated_at', direction: 'desc' } as const;
    const page = { limit: MAX_POLICIES, offset: 0 };
    const translated = await this.ports.policies.list(workspaceId, { ...base, locale: language }, sort, page);
    const { items } = translated.items.length
      ? translated
      : await this.ports.policies.list(workspaceId, base, sort, page);
    return items.flatMap((p) =>
      p.description_html ? [{ kind: p.kind, title: p.title, html: p.description_html }] : [],
    );
  }

  /**
   * A month of the product's departures (from today on), priced for the party in `units` when given: the bytes
   * `serialize` (the route's serializer of `{ data }`) makes, kept by the catalog while true (availability-kept.ts).
   * The workspace and the product are read each time: a product taken off the page is gone at once.
   */
  async calendar(
    handle: string,
    slug: string,
    month: string,
    units: string | undefined,
    serialize: (answer: { data: Calendar }) => string,
  ): Promise<Kept> {
    const ws = await this.workspace(handle);
    const row = await this.product(ws, slug);
    const first = `${month}-01`;
    // The settings the keeper read for its key: the answer follows them, not the page's earlier read.
    let from = first;
    let timeZone = this.ports.settings.of(ws.settings).timezone;
    return this.ports.keeper.serve(ws.id, row.id, {
      key: ({ timezone }) => {
        const today = todayIn(timezone);
        if (first < today) from = today;
        timeZone = timezone;
        return JSON.stringify(['bookpage', month, from, units ?? '']);
      },
      compute: () => this.month(ws.id, row, { month, from, timeZone, units }),
      serialize: (value) => serialize(value as { data: Calendar }),
    });
  }

  /** The month's days from `from` (the first of the month, or today), as the page's calendar answers them. */
  private async month(
    workspaceId: string,
    row: ProductRecord,
    { month, from, timeZone, units }: { month: string; from: string; timeZone: string; units: string | undefined },
  ): Promise<Fresh> {
    const last = addDays(addDays(`${month}-01`, 31).slice(0, 8) + '01', -1);
    const calendar =
      from > last
        ? null
        : await this.ports.availability.calendar(workspaceId, row.id, { from, to: last, units: parseUnits(units) });
    const availability = (calendar?.days ?? []).map((d) => ({
      date: d.date,
      status: d.status,
      lowestPrice: d.lowestPrice,
      departures: d.departures.map((x) => ({
        id: x.id,
        localStartAt: x.localStartAt,
        localEndAt: x.localEndAt,
        status: x.status,
        vacancies: x.vacancies,
        prices: x.prices,
        total: x.total,
      })),
    }));
    const { currency } = await this.ports.pricing.unitPricing(this.ports.db.kysely, workspaceId, row);
    return {
      value: { data: { month, timeZone, currency, days: availability } },
      validUntil: calendar ? validUntilOf(calendar) : Infinity,
    };
  }

  /**
   * The guest's choice becomes the contract's wizard submission: it holds the seats for the workspace's hold
   * minutes (too few seats: 422 CAPACITY_EXCEEDED, nothing held) and opens the payment the page then starts.
   */
  async hold(handle: string, body: HoldBody): Promise<Held> {
    const ws = await this.workspace(handle);
    const row = await this.product(ws, body.productSlug);
    const passengers = await this.travellers(ws, row, body);
    const submitted = await this.ports.wizard
      .submit(
        ws.id,
        {
          productId: row.id,
          departureId: body.departureId,
          units: body.units,
          language: body.language,
          // The answers are the billing form's, beside the guest's own details (which win over a same-named answer).
          billing: { ...answered(body.answers ?? {}), ...body.guest },
          ...(passengers ? { passengers } : {}),
        },
        { voucherCode: body.voucherCode },
      )
      .catch((err: unknown) => {
        // The forms' refusals name the wizard's fields; the page names its own (answers.x, travellers[1].y).
        if (err instanceof IssuesError) throw questionsRefused(err.issues);
        throw err;
      });
    const { order, hold } = submitted;
    if (!hold) throw new Error(`wizard session ${submitted.sessionId} holds no seats`);
    const money = (minor: number) => ({
      amount: fromMinorUnits(minor, order.currency),
      amountMinor: minor,
      currency: order.currency,
    });
    return {
      code: submitted.code,
      expiresAt: hold.expiresAt,
      seats: hold.seats,
      total: money(order.totalMinor),
      voucher: order.voucher && { code: order.voucher.code, applied: money(order.voucher.appliedMinor) },
      due: money(order.dueMinor),
      needsPayment: order.dueMinor > 0,
    };
  }

  /**
   * The travellers' answers as the wizard's passengers: one set per person of the party when the workspace asks
   * traveller questions (400 `travellers` otherwise); none asked, no answers may come (a question the page does not
   * ask is refused like a form refuses a field it does not have).
   */
  private async travellers(
    ws: PageSeller,
    row: ProductRecord,
    body: HoldBody,
  ): Promise<Array<Record<string, unknown>> | undefined> {
    const { booking, traveller } = await this.questions(ws);
    const unasked: FormIssue[] = [];
    if (booking.length === 0)
      for (const key of Object.keys(answered(body.answers ?? {})))
        unasked.push({ field: `answers.${key}`, message: 'is not a question of this page' });
    if (traveller.length === 0) {
      (body.travellers ?? []).forEach((t, i) => {
        for (const key of Object.keys(answered(t)))
          unasked.push({ field: `travellers[${i}].${key}`, message: 'is not a question of this page' });
      });
      if (unasked.length) throw questionsRefused(unasked);
      return undefined;
    }
    if (unasked.length) throw questionsRefused(unasked);
    const { unitTypes } = await this.ports.pricing.unitPricing(this.ports.db.kysely, ws.id, row);
    const pax = new Map(unitTypes.map((u) => [u.key, u.pax]));
    const people = body.units.reduce((n, u) => n + u.quantity * (pax.get(u.unitKey) ?? 1), 0);
    const given = body.travellers ?? [];
    if (given.length !== people)
      throw new AppError(400, 'VALIDATION_FAILED', `Answer the traveller questions once for each of the ${people}`, {
        details: { field: 'travellers', message: `must hold one set of answers per person (${people})` },
      });
    return given.map(answered);
  }

  /**
   * Where an order the page took stands, for the guest holding its code (64 random bits: the code is their
   * bearer): awaiting payment until the payment workflow has made the booking, then confirmed with the booking
   * code and the ticket link; failed when the provider declined; expired when the hold lapsed unpaid. Another
   * workspace's code is a 404.
   */
  async order(handle: string, code: string): Promise<Order> {
    const money = (amountMinor: number, currency: string) => ({
      amount: fromMinorUnits(amountMinor, currency),
      amountMinor,
      currency,
    });
    const ws = await this.workspace(handle);
    const { session, snapshot } = await this.ports.wizard.submission(ws.id, code);
    const payment = session.payment;
    if (!payment) throw new NotFoundError('Order');
    const booking = session.booking_id ? await this.ports.booking(ws.id, session.booking_id) : null;
    const hold = session.seat_hold;
    const paid = payment.paid_amount_minor !== null && payment.paid_currency !== null;
    const lapsed =
      hold !== null && (hold.status === 'lapsed' || (hold.status === 'held' && hold.expires_at <= clock.iso()));
    const status: Order['status'] =
      booking && BOOKED.has(booking.status)
        ? 'confirmed'
        : booking && (booking.status === 'cancelled' || booking.status === 'expired')
          ? 'expired'
          : payment.status === 'failed'
            ? 'failed'
            : !paid && lapsed
              ? 'expired'
              : 'awaiting_payment';
    const { timezone } = this.ports.settings.of(ws.settings);
    const start = snapshot.departure.startAt;
    const units = snapshot.units?.length
      ? snapshot.units.map((u) => ({ unitKey: u.unitKey, quantity: u.quantity }))
      : (
          [
            ['adult', snapshot.paxAdults],
            ['child', snapshot.paxChildren],
            ['infant', snapshot.paxInfants],
          ] as const
        )
          .filter(([, n]) => n > 0)
          .map(([unitKey, quantity]) => ({ unitKey, quantity }));
    return {
      code,
      status,
      bookingCode: status === 'confirmed' && booking ? booking.code : null,
      product: { title: snapshot.product.title },
      localStartAt: start ? inZone(start, timezone).dateTime : null,
      party: units,
      // The order's own total (the payment asks the provider only for what a voucher left); what was paid is the
      // booking's ledger once it exists (voucher and provider alike), before that what the provider reported.
      total: money(snapshot.totalMinor, snapshot.currency),
      paid: booking
        ? money(booking.money.paid_minor, snapshot.currency)
        : paid
          ? money(payment.paid_amount_minor!, payment.paid_currency!)
          : null,
      ticketUrl: status === 'confirmed' ? await this.ports.ticketUrl(ws.id, session.booking_id!) : null,
    };
  }

  /**
   * An image of a product on the page (active, the workspace's own): its bytes. Any other file, another workspace's
   * included, is a 404, so the page's address serves only what the page shows.
   */
  async image(handle: string, fileId: string): Promise<PageFile> {
    const ws = await this.workspace(handle);
    const id = tryParseId(fileId, 'gal_file');
    const showing = id ? await this.ports.products.productsShowing(ws.id, id) : [];
    if (!showing.some((p) => p.status === 'active' && p.source === 'owned')) throw new NotFoundError('Image');
    const file = await this.ports.fileContent(ws.id, id!);
    if (!file.mimeType.startsWith('image/')) {
      file.stream.destroy();
      throw new NotFoundError('Image');
    }
    return file;
  }

  /** Where the guest pays a hold made on this page: the workspace's provider, back to the product's page after. */
  async pay(handle: string, code: string, body: PayBody): Promise<{ url: string }> {
    const ws = await this.workspace(handle);
    const back = `/book/${ws.bookingPageHandle}/${body.productSlug}?lang=${body.language}`;
    const { url } = await this.ports.startPayment(ws.id, code, { returnUrl: back, cancelUrl: back });
    return { url };
  }
}

/** The page's address of a product image: images are served under the page, never through the keyed API. */
function imageOf(handle: string, media: ProductMedia | undefined) {
  return media ? { url: `/book/${handle}/media/${media.fileId}`, alt: media.altText ?? '' } : null;
}

function moneyOf(price: { amountPerPerson: number; currency: string } | undefined) {
  if (!price) return null;
  const { amountPerPerson: amount, currency } = price;
  return { amount, amountMinor: toMinorUnits(amount, currency) ?? 0, currency };
}

/** 400 naming the first refused answer as the hold's body names it (`answers.phone`), every one in `issues`. */
function questionsRefused(issues: FormIssue[]): AppError {
  const named = issues.map((i) => ({ field: pageField(i.field), message: i.message }));
  return new AppError(400, 'VALIDATION_FAILED', `${named[0]!.field} ${named[0]!.message}`, {
    details: named[0],
    issues: named,
  });
}
