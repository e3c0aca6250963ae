// Invoices: drafts that are edited freely, then issued once (a gapless number of their series, frozen) or voided.
// Amounts are integer minor units end to end; the decimals of requests and responses are converted exactly.
import type { DataDeps } from '../../platform/module.js';
import { clock } from '../../platform/clock.js';
import { isCountryCode } from '../../platform/countries.js';
import { jsonOrNull } from '../../platform/db/codecs.js';
import type { Executor, Tx } from '../../platform/db/index.js';
import { ConflictError, NotFoundError, UnprocessableError, ValidationError } from '../../platform/errors.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import { newId, parseId } from '../../platform/ids.js';
import { countersStore } from './counters.js';
import type {
  BuyerAddress,
  CreateInvoiceBody,
  Invoice,
  InvoiceLine,
  InvoiceListQuery,
  LineInput,
  UpdateInvoiceBody,
} from './invoice-schemas.js';
import {
  invoicesStore as store,
  type InvoiceLineRow,
  type InvoiceRow,
  type InvoiceSortColumn,
} from './invoice-store.js';
import { MAX_AMOUNT, checkCurrency, currencyExponent, divRound, fromUnits, toUnits } from '../../platform/money.js';
import { todayIn } from '../../platform/dates.js';
import type { BillingSettingsReader } from './workspace-settings.js';
import type { InvoiceDocuments, InvoicePdf } from './invoice-documents.js';

const QUANTITY_PLACES = 3;
const RATE_PLACES = 2;
const SEQUENCE_WIDTH = 5;

/** A line in exact units: what a request's decimals or a booking's minor units become. */
interface LineUnits {
  itemType: string;
  description: string;
  unit: string | null;
  quantityMilli: bigint;
  unitPriceMinor: bigint;
  discountMinor: bigint;
  taxRateBps: bigint;
  /** The client's stated line total, checked against quantity × unit price. */
  statedTotalMinor?: bigint;
}

interface Totals {
  subtotal_minor: number;
  discount_minor: number;
  tax_minor: number;
  total_minor: number;
}

/** The draft an invoice is created from, in exact units. */
interface DraftInput {
  series: string;
  currency: string;
  issueDate: string;
  dueDate: string;
  buyerAddress: BuyerAddress | null;
  buyerName: string | null;
  buyerEmail: string | null;
  bookingId: string | null;
  lines: LineUnits[];
}

function toLine(row: InvoiceLineRow, exponent: number): InvoiceLine {
  return {
    id: row.id,
    lineNo: row.line_no,
    itemType: row.item_type,
    description: row.description,
    unit: row.unit,
    quantity: fromUnits(row.quantity_milli, QUANTITY_PLACES, true),
    unitPrice: fromUnits(row.unit_price_minor, exponent),
    discountAmount: fromUnits(row.discount_minor, exponent),
    taxRate: fromUnits(row.tax_rate_bps, RATE_PLACES, true),
    taxAmount: fromUnits(row.tax_minor, exponent),
    lineTotal: fromUnits(row.line_total_minor, exponent),
  };
}

function toInvoice(row: InvoiceRow, lines: InvoiceLineRow[]): Invoice {
  const exponent = currencyExponent(row.currency);
  return {
    id: row.id,
    number: row.number,
    series: row.series,
    status: row.status,
    currency: row.currency,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    subtotal: fromUnits(row.subtotal_minor, exponent),
    discountTotal: fromUnits(row.discount_minor, exponent),
    taxTotal: fromUnits(row.tax_minor, exponent),
    total: fromUnits(row.total_minor, exponent),
    buyerAddress: jsonOrNull.read<BuyerAddress>(row.buyer_address),
    buyerName: row.buyer_name,
    buyerEmail: row.buyer_email,
    bookingId: row.booking_id,
    issuedAt: row.issued_at,
    voidedAt: row.voided_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lines: lines.map((l) => toLine(l, exponent)),
  };
}

function checkBuyerAddress(a: BuyerAddress | null | undefined): void {
  if (a?.country !== undefined && !isCountryCode(a.country))
    throw new ValidationError('buyerAddress.country', 'must be an ISO 3166-1 alpha-2 country code');
}

function checkDates(issueDate: string, dueDate: string): void {
  if (dueDate < issueDate)
    throw new UnprocessableError('UNPROCESSABLE', 'Invalid invoice dates', {
      field: 'dueDate',
      message: `must not be before issueDate (${issueDate})`,
    });
}

/** A request line's decimals as exact units; more decimal places than the unit allows is a 400 naming the field. */
function parseLine(line: LineInput, i: number, currency: string): LineUnits {
  const exponent = currencyExponent(currency);
  const units = (value: number, places: number, field: string, what: string): bigint => {
    const u = toUnits(value, places);
    if (u === null)
      throw new ValidationError(`lines[${i}].${field}`, `must have at most ${places} decimal places${what}`);
    return u;
  };
  const money = ` for ${currency}`;
  return {
    itemType: line.itemType ?? 'service',
    description: line.description,
    unit: line.unit ?? null,
    quantityMilli: units(line.quantity, QUANTITY_PLACES, 'quantity', ''),
    unitPriceMinor: units(line.unitPrice, exponent, 'unitPrice', money),
    discountMinor: units(line.discountAmount ?? 0, exponent, 'discountAmount', money),
    taxRateBps: units(line.taxRate ?? 0, RATE_PLACES, 'taxRate', ''),
    statedTotalMinor: line.lineTotal === undefined ? undefined : units(line.lineTotal, exponent, 'lineTotal', money),
  };
}

/** Prices the lines (line total = quantity × unit price, tax on it after discount, half-up) and sums them. */
function priceLines(
  workspaceId: string,
  invoiceId: string,
  lines: LineUnits[],
  currency: string,
): { rows: InvoiceLineRow[]; totals: Totals } {
  const exponent = currencyExponent(currency);
  let subtotal = 0n;
  let discount = 0n;
  let tax = 0n;
  const rows = lines.map((l, i): InvoiceLineRow => {
    const lineTotal = divRound(l.quantityMilli * l.unitPriceMinor, 1000n);
    if (lineTotal > MAX_AMOUNT) throw new ValidationError(`lines[${i}].quantity`, 'quantity × unitPrice is too large');
    if (l.statedTotalMinor !== undefined && l.statedTotalMinor !== lineTotal) {
      throw new UnprocessableError('UNPROCESSABLE', 'Invalid invoice line', {
        field: `lines[${i}].lineTotal`,
        message: `must equal quantity × unitPrice (${fromUnits(lineTotal, exponent)})`,
      });
    }
    if (l.discountMinor > lineTotal) {
      throw new UnprocessableError('UNPROCESSABLE', 'Invalid invoice line', {
        field: `lines[${i}].discountAmount`,
        message: `must not exceed the line total (${fromUnits(lineTotal, exponent)})`,
      });
    }
    const lineTax = divRound((lineTotal - l.discountMinor) * l.taxRateBps, 10_000n);
    subtotal += lineTotal;
    discount += l.discountMinor;
    tax += lineTax;
    return {
      id: newId('lin'),
      workspace_id: workspaceId,
      invoice_id: invoiceId,
      line_no: i + 1,
      item_type: l.itemType,
      description: l.description,
      unit: l.unit,
      quantity_milli: Number(l.quantityMilli),
      unit_price_minor: Number(l.unitPriceMinor),
      discount_minor: Number(l.discountMinor),
      tax_rate_bps: Number(l.taxRateBps),
      tax_minor: Number(lineTax),
      line_total_minor: Number(lineTotal),
    };
  });
  const total = subtotal - discount + tax;
  if (subtotal > MAX_AMOUNT || total > MAX_AMOUNT) throw new ValidationError('lines', 'the invoice total is too large');
  return {
    rows,
    totals: {
      subtotal_minor: Number(subtotal),
      discount_minor: Number(discount),
      tax_minor: Number(tax),
      total_minor: Number(total),
    },
  };
}

/** Stored lines back in exact units (to re-price them under another currency of the same precision). */
function unitsOf(row: InvoiceLineRow): LineUnits {
  return {
    itemType: row.item_type,
    description: row.description,
    unit: row.unit,
    quantityMilli: BigInt(row.quantity_milli),
    unitPriceMinor: BigInt(row.unit_price_minor),
    discountMinor: BigInt(row.discount_minor),
    taxRateBps: BigInt(row.tax_rate_bps),
  };
}

/** Both spellings of an invoice id (`inv_<uuid>` or the bare UUID creation returns) as the stored one. */
function invoiceId(raw: string): string {
  return parseId(raw, 'inv', 'id', { allowBareUuid: true });
}

export class InvoicesService {
  constructor(
    private readonly deps: DataDeps,
    private readonly settings: BillingSettingsReader,
    private readonly documents: InvoiceDocuments,
  ) {}

  /** Creates a draft; answers its id (the spec's creation response carries nothing else). */
  async create(workspaceId: string, body: CreateInvoiceBody): Promise<{ id: string }> {
    checkCurrency('currency', body.currency);
    checkBuyerAddress(body.buyerAddress);
    const draft: DraftInput = {
      series: body.series,
      currency: body.currency,
      issueDate: body.issueDate,
      dueDate: body.dueDate,
      buyerAddress: body.buyerAddress ?? null,
      buyerName: body.buyerName ?? null,
      buyerEmail: body.buyerEmail?.toLowerCase() ?? null,
      bookingId: null,
      lines: (body.lines ?? []).map((l, i) => parseLine(l, i, body.currency)),
    };
    return this.deps.db.transaction(async (tx) => ({ id: (await this.insertDraft(tx, workspaceId, draft)).id }));
  }

  async get(workspaceId: string, rawId: string): Promise<Invoice> {
    const row = await store.get(this.deps.db.kysely, workspaceId, invoiceId(rawId));
    if (!row) throw new NotFoundError('Invoice');
    return toInvoice(row, await store.linesOf(this.deps.db.kysely, workspaceId, [row.id]));
  }

  /**
   * The invoice's PDF: an issued or void invoice's as stored once it was issued (the same bytes on every call), a
   * draft's rendered now with a DRAFT watermark.
   */
  async pdf(workspaceId: string, rawId: string): Promise<InvoicePdf> {
    const row = await store.get(this.deps.db.kysely, workspaceId, invoiceId(rawId));
    if (!row) throw new NotFoundError('Invoice');
    return this.documents.pdf(row, await store.linesOf(this.deps.db.kysely, workspaceId, [row.id]));
  }

  async list(workspaceId: string, filters: InvoiceListQuery, sort: Sort<InvoiceSortColumn>, page: Page) {
    const bookingId =
      filters.bookingId === undefined
        ? undefined
        : parseId(filters.bookingId, 'book', 'bookingId', { aliases: ['bkg', 'bk'] });
    const { rows, total } = await store.list(this.deps.db.kysely, workspaceId, { ...filters, bookingId }, sort, page);
    const lines = await store.linesOf(
      this.deps.db.kysely,
      workspaceId,
      rows.map((r) => r.id),
    );
    return {
      items: rows.map((r) =>
        toInvoice(
          r,
          lines.filter((l) => l.invoice_id === r.id),
        ),
      ),
      total,
    };
  }

  /** Changes a draft; `lines`, when given, replace all lines. Issued and voided invoices are frozen (409). */
  async update(workspaceId: string, rawId: string, body: UpdateInvoiceBody): Promise<Invoice> {
    const id = invoiceId(rawId);
    if (body.currency !== undefined) checkCurrency('currency', body.currency);
    checkBuyerAddress(body.buyerAddress);
    return this.deps.db.transaction(async (tx) => {
      const current = await this.draftForUpdate(tx, workspaceId, id);
      if (Object.keys(body).length === 0) return toInvoice(current, await store.linesOf(tx, workspaceId, [id])); // no change, no event
      const currency = body.currency ?? current.currency;
      const issueDate = body.issueDate ?? current.issue_date;
      const dueDate = body.dueDate ?? current.due_date;
      checkDates(issueDate, dueDate);
      let lines: LineUnits[] | undefined = body.lines?.map((l, i) => parseLine(l, i, currency));
      if (lines === undefined && currency !== current.currency) {
        const stored = await store.linesOf(tx, workspaceId, [id]);
        if (stored.length > 0 && currencyExponent(currency) !== currencyExponent(current.currency)) {
          throw new UnprocessableError('UNPROCESSABLE', 'Lines must be sent again', {
            field: 'lines',
            message: `${currency} and ${current.currency} have different minor units: send the lines in ${currency}`,
          });
        }
        lines = stored.map(unitsOf);
      }
      const patch: Partial<InvoiceRow> = {
        series: body.series,
        currency: body.currency,
        issue_date: body.issueDate,
        due_date: body.dueDate,
        buyer_address: body.buyerAddress === undefined ? undefined : jsonOrNull.write(body.buyerAddress),
        buyer_name: body.buyerName,
        buyer_email: body.buyerEmail === undefined ? undefined : (body.buyerEmail?.toLowerCase() ?? null),
        updated_at: clock.iso(),
      };
      if (lines !== undefined) {
        const priced = priceLines(workspaceId, id, lines, currency);
        await store.deleteLines(tx, workspaceId, id);
        await store.insertLines(tx, priced.rows);
        Object.assign(patch, priced.totals);
      }
      const defined = Object.fromEntries(
        Object.entries(patch).filter(([, v]) => v !== undefined),
      ) as Partial<InvoiceRow>;
      await store.update(tx, workspaceId, id, defined);
      const invoice = toInvoice({ ...current, ...defined }, await store.linesOf(tx, workspaceId, [id]));
      await this.deps.outbox.emit(tx, workspaceId, 'invoice.updated', invoice);
      return invoice;
    });
  }

  async issue(workspaceId: string, rawId: string): Promise<Invoice> {
    const id = invoiceId(rawId);
    return this.deps.db.transaction((tx) => this.issueIn(tx, workspaceId, id));
  }

  /** Voids a draft or an issued invoice; an issued one keeps its number, so the series stays gapless. */
  async void(workspaceId: string, rawId: string): Promise<Invoice> {
    const id = invoiceId(rawId);
    return this.deps.db.transaction(async (tx) => {
      const current = await store.getForUpdate(tx, workspaceId, id);
      if (!current) throw new NotFoundError('Invoice');
      if (current.status === 'void') throw new ConflictError('ALREADY_VOID', 'Invoice is already void');
      const now = clock.iso();
      const patch = { status: 'void' as const, voided_at: now, updated_at: now };
      await store.update(tx, workspaceId, id, patch);
      const invoice = toInvoice({ ...current, ...patch }, await store.linesOf(tx, workspaceId, [id]));
      await this.deps.outbox.emit(tx, workspaceId, 'invoice.voided', invoice);
      return invoice;
    });
  }

  /**
   * The booking's invoice, created and issued from the workspace's default invoice series inside the caller's
   * transaction: one line, the booking's total, dated today in the workspace's time zone.
   */
  async issueForBooking(
    tx: Tx,
    workspaceId: string,
    input: {
      bookingId: string;
      currency: string;
      totalMinor: number;
      description: string;
      buyer: { name: string | null; email: string | null };
    },
  ): Promise<Invoice> {
    const settings = await this.settings(tx, workspaceId);
    const today = todayIn(settings.timezone);
    const row = await this.insertDraft(tx, workspaceId, {
      series: settings.defaultInvoiceSeries,
      currency: input.currency,
      issueDate: today,
      dueDate: today,
      buyerAddress: null,
      buyerName: input.buyer.name,
      buyerEmail: input.buyer.email,
      bookingId: input.bookingId,
      lines: [
        {
          itemType: 'booking',
          description: input.description,
          unit: null,
          quantityMilli: 1000n,
          unitPriceMinor: BigInt(input.totalMinor),
          discountMinor: 0n,
          taxRateBps: 0n,
        },
      ],
    });
    return this.issueIn(tx, workspaceId, row.id);
  }

  private async insertDraft(tx: Tx, workspaceId: string, d: DraftInput): Promise<InvoiceRow> {
    checkDates(d.issueDate, d.dueDate);
    const id = newId('inv');
    const priced = priceLines(workspaceId, id, d.lines, d.currency);
    const now = clock.iso();
    const row: InvoiceRow = {
      id,
      workspace_id: workspaceId,
      series: d.series,
      number: null,
      sequence: null,
      status: 'draft',
      currency: d.currency,
      issue_date: d.issueDate,
      due_date: d.dueDate,
      buyer_address: jsonOrNull.write(d.buyerAddress),
      buyer_name: d.buyerName,
      buyer_email: d.buyerEmail,
      booking_id: d.bookingId,
      ...priced.totals,
      created_at: now,
      updated_at: now,
      issued_at: null,
      voided_at: null,
    };
    await store.insert(tx, row);
    await store.insertLines(tx, priced.rows);
    await this.deps.outbox.emit(tx, workspaceId, 'invoice.created', toInvoice(row, priced.rows));
    return row;
  }

  /**
   * Issues a draft: the next number of its series for the issue date's year (`INV-2026-00012`), taken from the
   * counter in this same transaction, so numbers are consecutive and a rollback leaves no hole. What its PDF
   * prints is frozen in the same transaction (invoice-documents.ts).
   */
  private async issueIn(tx: Tx, workspaceId: string, id: string): Promise<Invoice> {
    const current = await this.draftForUpdate(tx, workspaceId, id);
    const lines = await store.linesOf(tx, workspaceId, [id]);
    if (lines.length === 0)
      throw new UnprocessableError('INVOICE_EMPTY', 'Invoice has no lines', {
        field: 'lines',
        message: 'an invoice needs at least one line to be issued',
      });
    const year = current.issue_date.slice(0, 4);
    const sequence = await countersStore.next(this.deps.db, tx, workspaceId, 'invoice', current.series, year, 1);
    const now = clock.iso();
    const patch = {
      status: 'issued' as const,
      number: `${current.series}-${year}-${String(sequence).padStart(SEQUENCE_WIDTH, '0')}`,
      sequence,
      issued_at: now,
      updated_at: now,
    };
    await store.update(tx, workspaceId, id, patch);
    await this.documents.issued(tx, { ...current, ...patch });
    const invoice = toInvoice({ ...current, ...patch }, lines);
    await this.deps.outbox.emit(tx, workspaceId, 'invoice.issued', invoice);
    return invoice;
  }

  /** The draft, locked; a missing invoice is a 404, one that is no longer a draft a 409. */
  private async draftForUpdate(db: Executor, workspaceId: string, id: string): Promise<InvoiceRow> {
    const row = await store.getForUpdate(db, workspaceId, id);
    if (!row) throw new NotFoundError('Invoice');
    if (row.status !== 'draft')
      throw new ConflictError('INVOICE_NOT_DRAFT', `Invoice is ${row.status}: only a draft can change`, {
        status: row.status,
      });
    return row;
  }
}
