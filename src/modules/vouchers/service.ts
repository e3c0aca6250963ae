// Vouchers: stored-value codes with a transaction ledger. Rules and transactions live here; SQL in the store.
// Every balance change is a conditional UPDATE plus a ledger row and an event, in one transaction.
import { randomInt } from 'node:crypto';
import type { DataDeps } from '../../platform/module.js';
import { clock } from '../../platform/clock.js';
import { bool, json } from '../../platform/db/codecs.js';
import { isUniqueViolation, type Tx } from '../../platform/db/index.js';
import {
  type CodeOf,
  ConflictError,
  noFieldsToUpdate,
  NotFoundError,
  UnprocessableError,
  ValidationError,
} from '../../platform/errors.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import type { VouchersPort } from '../bookings/ports.js';
import { newId, parseId } from '../../platform/ids.js';
import { checkCurrency } from '../../platform/money.js';
import type {
  CreateVoucherBody,
  LookupResponse,
  Movement,
  PartialVoucher,
  RedeemBody,
  RefundBody,
  Transaction,
  TransactionType,
  UpdateVoucherBody,
  ValidateBody,
  ValidateResponse,
  Voucher,
  VoucherErrorCode,
} from './schemas.js';
import {
  EXPIRING_STATUSES,
  vouchersStore as store,
  type TransactionRow,
  type VoucherFilters,
  type VoucherRow,
  type VoucherSortColumn,
} from './store.js';

/** Codes without look-alike characters (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const DEFAULT_PREFIX = 'GC';
const GENERATED_ATTEMPTS = 3;

function randomCode(length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return s;
}

/** The status a read shows: a voucher past `expires_at` is expired whether or not anything marked it. */
function effectiveStatus(row: VoucherRow, now: string): string {
  const expiring = (EXPIRING_STATUSES as readonly string[]).includes(row.status);
  return expiring && row.expires_at !== null && row.expires_at <= now ? 'expired' : row.status;
}

function toVoucher(row: VoucherRow, now = clock.iso()): Voucher {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    code: row.code,
    type: row.type,
    status: effectiveStatus(row, now),
    customer_id: row.customer_id,
    initial_balance_minor: Number(row.initial_balance_minor),
    current_balance_minor: Number(row.current_balance_minor),
    currency: row.currency,
    expires_at: row.expires_at,
    is_transferable: bool.read(row.is_transferable),
    source_type: row.source_type,
    source_id: row.source_id,
    last_used_at: row.last_used_at,
    metadata: json.read<Record<string, unknown>>(row.metadata),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function toTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    voucher_id: row.voucher_id,
    type: row.type,
    amount_minor: Number(row.amount_minor),
    balance_after_minor: Number(row.balance_after_minor),
    currency: row.currency,
    booking_id: row.booking_id,
    customer_id: row.customer_id,
    description: row.description,
    related_transaction_id: row.related_transaction_id,
    created_at: row.created_at,
  };
}

function partial(row: VoucherRow, now: string): PartialVoucher {
  return {
    code: row.code,
    status: effectiveStatus(row, now),
    current_balance_minor: Number(row.current_balance_minor),
    currency: row.currency,
  };
}

interface Problem<E extends VoucherErrorCode = VoucherErrorCode> {
  error: E;
  message: string;
}

/**
 * The problems that refuse spending or refunding a voucher, and the 422 code of each: the spec's lower-case reason
 * (lookup and validate answer it as `error`) in the catalogue's spelling.
 */
const REFUSALS = {
  voucher_expired: 'VOUCHER_EXPIRED',
  voucher_depleted: 'VOUCHER_DEPLETED',
  voucher_inactive: 'VOUCHER_INACTIVE',
  voucher_not_transferable: 'VOUCHER_NOT_TRANSFERABLE',
} as const satisfies Partial<Record<VoucherErrorCode, CodeOf<422>>>;
type Refusal = keyof typeof REFUSALS;

/** Why a voucher can't be spent now, in the reference's order: expired, not active, no balance. */
function problemOf(row: VoucherRow, now: string): Problem<Refusal> | null {
  const status = effectiveStatus(row, now);
  if (status === 'expired') return { error: 'voucher_expired', message: 'Voucher has expired' };
  if (status === 'depleted') return { error: 'voucher_depleted', message: 'Voucher has no remaining balance' };
  if (status !== 'active') return { error: 'voucher_inactive', message: `Voucher is not active (status ${status})` };
  return null;
}

/** A non-transferable voucher that belongs to a customer is spent only by that customer. */
function ownershipProblem(row: VoucherRow, customerId: string | undefined): Problem<Refusal> | null {
  if (bool.read(row.is_transferable) || row.customer_id === null || row.customer_id === customerId) return null;
  return { error: 'voucher_not_transferable', message: 'Voucher is not transferable and belongs to another customer' };
}

function refused(p: Problem<Refusal>, field?: string): UnprocessableError {
  return new UnprocessableError(REFUSALS[p.error], p.message, field ? { field, message: p.message } : undefined);
}

function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

function normaliseTimestamp(value: string | null | undefined): string | null | undefined {
  return value === undefined || value === null ? value : new Date(value).toISOString();
}

/** The voucher's currency: upper-cased, USD when absent. */
function currencyOf(value: string | undefined): string {
  const currency = (value ?? 'USD').toUpperCase();
  checkCurrency('currency', currency);
  return currency;
}

/** How a service finds out whether a customer (a person) exists in the workspace. */
export type CustomerExists = (workspaceId: string, id: string) => Promise<boolean>;

export class VouchersService {
  constructor(
    private readonly deps: DataDeps,
    private readonly customerExists: CustomerExists,
  ) {}

  /** A single voucher, or with `bulk: true` up to 1000 with generated codes; each gets its initial-balance entry. */
  async create(workspaceId: string, body: CreateVoucherBody): Promise<Voucher | Voucher[]> {
    const now = clock.iso();
    const currency = currencyOf(body.currency);
    const expiresAt = normaliseTimestamp(body.expires_at) ?? null;
    if (expiresAt !== null && expiresAt <= now)
      throw new UnprocessableError('UNPROCESSABLE', 'expires_at must be in the future', {
        field: 'expires_at',
        message: 'must be in the future',
      });
    const customerId = await this.customer(workspaceId, body.customer_id);
    if (body.bulk) {
      if (body.count === undefined) throw new ValidationError('count', 'is required with bulk (1–1000)');
      if (body.code !== undefined) throw new ValidationError('code', 'bulk vouchers get generated codes; use prefix');
    } else if (body.count !== undefined || body.prefix !== undefined) {
      throw new ValidationError(body.count !== undefined ? 'count' : 'prefix', 'only with bulk: true');
    }
    const template = (code: string): VoucherRow => ({
      id: newId('voucher'),
      workspace_id: workspaceId,
      code,
      type: body.type ?? 'gift_card',
      status: body.status ?? 'active',
      customer_id: customerId ?? null,
      initial_balance_minor: body.initial_balance_minor,
      current_balance_minor: body.initial_balance_minor,
      currency,
      expires_at: expiresAt,
      is_transferable: bool.write(body.is_transferable ?? true),
      source_type: body.source_type ?? null,
      source_id: body.source_id ?? null,
      last_used_at: null,
      metadata: json.write(body.metadata ?? {}),
      created_at: now,
      updated_at: now,
    });
    const chosen = body.code === undefined ? undefined : normaliseCode(body.code);
    const prefix = (body.prefix ?? DEFAULT_PREFIX).toUpperCase();
    for (let attempt = 1; ; attempt++) {
      const codes = new Set<string>();
      if (chosen !== undefined) codes.add(chosen);
      else if (!body.bulk) codes.add(randomCode(12));
      else while (codes.size < body.count!) codes.add(prefix + randomCode(8));
      const rows = [...codes].map(template);
      try {
        const vouchers = await this.insert(workspaceId, rows, now);
        return body.bulk ? vouchers : vouchers[0]!;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        if (chosen !== undefined) throw new ConflictError('VOUCHER_CODE_TAKEN', 'Voucher code already exists');
        if (attempt >= GENERATED_ATTEMPTS) throw err;
      }
    }
  }

  /** The booking wizard's view of vouchers (bookings' VouchersPort): an order's voucher, spent and given back. */
  readonly bookingPort: VouchersPort = {
    spend: (tx, workspaceId, order) => this.spendOnOrder(tx, workspaceId, order),
    giveBack: (tx, workspaceId, transactionId, note) => this.giveBack(tx, workspaceId, transactionId, note),
    linkBooking: async (tx, workspaceId, transactionId, bookingId) => {
      await store.linkBooking(tx, workspaceId, transactionId, bookingId);
    },
  };

  /**
   * Inside the order's transaction: spends min(balance, amount) of the voucher `code` as one redemption naming the
   * order. The voucher row is locked first, so a concurrent order waits and then sees what this one left: a balance
   * is never spent twice. A voucher that belongs to a customer and is not transferable pays no guest's order (a
   * guest is not known as a customer).
   */
  private async spendOnOrder(
    tx: Tx,
    workspaceId: string,
    order: { code: string; currency: string; amountMinor: number; orderId: string },
  ): ReturnType<VouchersPort['spend']> {
    const now = clock.iso();
    const found = await store.getByCode(tx, workspaceId, normaliseCode(order.code));
    const row = found && (await store.getForUpdate(tx, workspaceId, found.id));
    if (!row) return { ok: false, reason: 'voucher_not_found', message: notFound().message };
    const problem =
      problemOf(row, now) ??
      (row.currency !== order.currency
        ? {
            error: 'currency_mismatch' as const,
            message: `Voucher is in ${row.currency}, but the order is in ${order.currency}`,
          }
        : null) ??
      ownershipProblem(row, undefined);
    if (problem) return { ok: false, reason: problem.error, message: problem.message };
    const amount = Math.min(Number(row.current_balance_minor), order.amountMinor);
    const debited = amount > 0 ? await store.debit(tx, workspaceId, row.id, amount, now) : undefined;
    if (!debited) return { ok: false, reason: 'voucher_depleted', message: 'Voucher has no remaining balance' };
    const refs = {
      booking_id: null,
      customer_id: null,
      description: `Order ${order.orderId}`,
      related_transaction_id: null,
    };
    const { transaction } = await this.record(
      tx,
      workspaceId,
      debited,
      'redemption',
      -amount,
      refs,
      now,
      'voucher.redeemed',
    );
    return {
      ok: true,
      spend: { voucherId: row.id, code: row.code, transactionId: transaction.id, appliedMinor: amount },
    };
  }

  /**
   * Inside the caller's transaction: gives back what an order's redemption took and was not given back yet, as a
   * refund naming it, whatever the voucher's status now; answers the amount (0: nothing left, so a second call, or
   * one racing the first behind the voucher's lock, gives nothing).
   */
  private async giveBack(tx: Tx, workspaceId: string, transactionId: string, note: string): Promise<number> {
    const redemption = await store.transactionById(tx, workspaceId, transactionId);
    if (redemption?.type !== 'redemption') return 0;
    await store.getForUpdate(tx, workspaceId, redemption.voucher_id);
    const left = -Number(redemption.amount_minor) - (await store.refundedAgainst(tx, workspaceId, redemption.id));
    if (left <= 0) return 0;
    const now = clock.iso();
    const row = await store.restore(tx, workspaceId, redemption.voucher_id, left, now);
    if (!row) throw new Error(`voucher ${redemption.voucher_id} cannot take back ${left} of ${redemption.id}`);
    const refs = {
      booking_id: redemption.booking_id,
      customer_id: null,
      description: note,
      related_transaction_id: redemption.id,
    };
    await this.record(tx, workspaceId, row, 'refund', left, refs, now, 'voucher.refunded');
    return left;
  }

  async get(workspaceId: string, id: string): Promise<Voucher> {
    return toVoucher(await this.row(workspaceId, id));
  }

  async list(workspaceId: string, filters: VoucherFilters, sort: Sort<VoucherSortColumn>, page: Page) {
    const now = clock.iso();
    const { rows, total } = await store.list(this.deps.db.kysely, workspaceId, filters, sort, page, now);
    return { items: rows.map((r) => toVoucher(r, now)), total };
  }

  /** Status, owner, expiry, transferability and metadata; never the balance. */
  async update(workspaceId: string, id: string, body: UpdateVoucherBody): Promise<Voucher> {
    const patch: Partial<VoucherRow> = {};
    if (body.status !== undefined) patch.status = body.status;
    if (body.customer_id !== undefined) patch.customer_id = await this.customer(workspaceId, body.customer_id);
    if (body.expires_at !== undefined) patch.expires_at = normaliseTimestamp(body.expires_at);
    if (body.is_transferable !== undefined) patch.is_transferable = bool.write(body.is_transferable);
    if (body.metadata !== undefined) patch.metadata = json.write(body.metadata ?? {});
    if (Object.keys(patch).length === 0) throw noFieldsToUpdate();
    return this.deps.db.transaction(async (tx) => {
      // Locked: a redemption or refund racing this PATCH changes the balance the status is checked against.
      const current = await store.getForUpdate(tx, workspaceId, id);
      if (!current) throw new NotFoundError('Voucher');
      const balance = Number(current.current_balance_minor);
      // The balance decides between active and depleted; a status may not contradict it.
      if (patch.status === 'depleted' && balance > 0) throw statusRefused("a voucher with a balance can't be depleted");
      if (patch.status === 'active' && balance === 0)
        throw statusRefused("a voucher with no balance can't be active (refund to it instead)");
      const now = clock.iso();
      const row = await store.update(tx, workspaceId, id, { ...patch, updated_at: now });
      const voucher = toVoucher(row!, now);
      await this.deps.outbox.emit(tx, workspaceId, 'voucher.updated', voucher);
      return voucher;
    });
  }

  async redeem(workspaceId: string, id: string, body: RedeemBody): Promise<Movement> {
    const customerId = await this.customer(workspaceId, body.customer_id);
    return this.deps.db.transaction(async (tx) => {
      const now = clock.iso();
      const current = await store.get(tx, workspaceId, id);
      if (!current) throw new NotFoundError('Voucher');
      const owner = ownershipProblem(current, customerId ?? undefined);
      if (owner) throw refused(owner, 'customer_id');
      const row = await store.debit(tx, workspaceId, id, body.amount_minor, now);
      if (!row) {
        // Not applied: the voucher as it is now (a concurrent redemption may have changed it) says why.
        const latest = (await store.get(tx, workspaceId, id))!;
        const problem = problemOf(latest, now);
        if (problem) throw refused(problem);
        throw new UnprocessableError('INSUFFICIENT_BALANCE', 'Insufficient balance', {
          field: 'amount_minor',
          message: `exceeds the voucher's balance of ${Number(latest.current_balance_minor)}`,
        });
      }
      return this.record(
        tx,
        workspaceId,
        row,
        'redemption',
        -body.amount_minor,
        { ...refsOf(body), customer_id: customerId ?? null },
        now,
        'voucher.redeemed',
      );
    });
  }

  /** Gives an amount back (never above the initial balance, nor above what one redemption took when named). */
  async refund(workspaceId: string, id: string, body: RefundBody): Promise<Movement> {
    const customerId = await this.customer(workspaceId, body.customer_id);
    const originalId =
      body.original_transaction_id === undefined
        ? undefined
        : parseId(body.original_transaction_id, 'txn', 'original_transaction_id');
    return this.deps.db.transaction(async (tx) => {
      const now = clock.iso();
      const current = await store.get(tx, workspaceId, id);
      if (!current) throw new NotFoundError('Voucher');
      if (current.status !== 'active' && current.status !== 'depleted') {
        throw refused({ error: 'voucher_inactive', message: `Voucher is not active (status ${current.status})` });
      }
      const original =
        originalId === undefined ? undefined : await store.getTransaction(tx, workspaceId, id, originalId);
      if (originalId !== undefined && original?.type !== 'redemption') {
        throw new UnprocessableError('UNKNOWN_REFERENCE', 'Unknown redemption', {
          field: 'original_transaction_id',
          message: 'must be a redemption of this voucher',
        });
      }
      const row = await store.credit(tx, workspaceId, id, body.amount_minor, now);
      if (!row) {
        const latest = (await store.get(tx, workspaceId, id))!;
        const room = Number(latest.initial_balance_minor) - Number(latest.current_balance_minor);
        throw new UnprocessableError('REFUND_EXCEEDS_REDEEMED', 'Refund exceeds what was redeemed', {
          field: 'amount_minor',
          message: `at most ${room} can be refunded`,
        });
      }
      // The voucher row is locked from the UPDATE on, so this sum sees every committed refund of the redemption.
      if (original) {
        const room = -Number(original.amount_minor) - (await store.refundedAgainst(tx, workspaceId, original.id));
        if (body.amount_minor > room) {
          throw new UnprocessableError('REFUND_EXCEEDS_REDEEMED', 'Refund exceeds the redemption', {
            field: 'amount_minor',
            message: `at most ${room} of that redemption can be refunded`,
          });
        }
      }
      return this.record(
        tx,
        workspaceId,
        row,
        'refund',
        body.amount_minor,
        { ...refsOf(body), customer_id: customerId ?? null, related_transaction_id: originalId ?? null },
        now,
        'voucher.refunded',
      );
    });
  }

  async transactions(
    workspaceId: string,
    id: string,
    type: TransactionType | undefined,
    sort: Sort<'created_at'>,
    page: Page,
  ) {
    await this.row(workspaceId, id);
    const { rows, total } = await store.listTransactions(this.deps.db.kysely, workspaceId, id, type, sort, page);
    return { items: rows.map(toTransaction), total };
  }

  /** The spec's lookup for booking engines: valid, or why not with what can be shown of the voucher. */
  async lookup(workspaceId: string, code: string): Promise<LookupResponse> {
    const now = clock.iso();
    const normalised = normaliseCode(code);
    const row = await store.getByCode(this.deps.db.kysely, workspaceId, normalised);
    if (!row)
      return {
        valid: false,
        ...notFound(),
        voucher: { code: normalised, status: null, current_balance_minor: null, currency: null },
      };
    const problem = problemOf(row, now);
    return problem
      ? { valid: false, ...problem, voucher: partial(row, now) }
      : { valid: true, voucher: toVoucher(row, now) };
  }

  /** Whether a voucher can pay (part of) an order, and how much of it; changes nothing. */
  async validate(workspaceId: string, body: ValidateBody): Promise<ValidateResponse> {
    const now = clock.iso();
    const code = normaliseCode(body.code);
    const row = await store.getByCode(this.deps.db.kysely, workspaceId, code);
    if (!row)
      return {
        valid: false,
        ...notFound(),
        voucher: { code, status: null, current_balance_minor: null, currency: null },
      };
    const currency = body.currency?.toUpperCase();
    const problem =
      problemOf(row, now) ??
      (currency !== undefined && currency !== row.currency
        ? {
            error: 'currency_mismatch' as const,
            message: `Voucher is in ${row.currency}, but transaction is in ${currency}`,
          }
        : null) ??
      ownershipProblem(
        row,
        body.customer_id === undefined
          ? undefined
          : parseId(body.customer_id, 'ppl', 'customer_id', { aliases: ['p'] }),
      );
    if (problem) return { valid: false, ...problem, voucher: partial(row, now) };
    const balance = Number(row.current_balance_minor);
    const applicable = Math.min(balance, body.amount_minor);
    return {
      valid: true,
      voucher: { id: row.id, code: row.code, type: row.type, current_balance_minor: balance, currency: row.currency },
      calculation: {
        requested_amount_minor: body.amount_minor,
        applicable_amount_minor: applicable,
        remaining_voucher_balance_minor: balance - applicable,
        remaining_order_amount_minor: body.amount_minor - applicable,
        covers_full_amount: applicable === body.amount_minor,
      },
    };
  }

  private async insert(workspaceId: string, rows: VoucherRow[], now: string): Promise<Voucher[]> {
    const vouchers = rows.map((r) => toVoucher(r, now));
    const ledger: TransactionRow[] = rows.map((r) => ({
      id: newId('txn'),
      workspace_id: workspaceId,
      voucher_id: r.id,
      type: 'adjustment',
      amount_minor: r.initial_balance_minor,
      balance_after_minor: r.initial_balance_minor,
      currency: r.currency,
      booking_id: null,
      customer_id: r.customer_id,
      description: 'Initial balance',
      related_transaction_id: null,
      created_at: now,
    }));
    await this.deps.db.transaction(async (tx) => {
      await store.insertVouchers(tx, rows);
      await store.insertTransactions(tx, ledger);
      for (const v of vouchers) await this.deps.outbox.emit(tx, workspaceId, 'voucher.created', v);
    });
    return vouchers;
  }

  /** The ledger entry and event of a balance change that was just applied (`row` is the voucher after it). */
  private async record(
    tx: Tx,
    workspaceId: string,
    row: VoucherRow,
    type: TransactionType,
    amount: number,
    refs: Pick<TransactionRow, 'booking_id' | 'customer_id' | 'description' | 'related_transaction_id'>,
    now: string,
    event: 'voucher.redeemed' | 'voucher.refunded',
  ): Promise<Movement> {
    const balance = Number(row.current_balance_minor);
    const txn: TransactionRow = {
      id: newId('txn'),
      workspace_id: workspaceId,
      voucher_id: row.id,
      type,
      amount_minor: amount,
      balance_after_minor: balance,
      currency: row.currency,
      ...refs,
      created_at: now,
    };
    await store.insertTransactions(tx, [txn]);
    const voucher = toVoucher(row, now);
    const transaction = toTransaction(txn);
    await this.deps.outbox.emit(tx, workspaceId, event, { voucher, transaction });
    return {
      transaction,
      voucher: {
        id: row.id,
        code: row.code,
        previous_balance_minor: balance - amount,
        new_balance_minor: balance,
        status: voucher.status,
      },
    };
  }

  /** The canonical id of a customer that exists in the workspace (422 otherwise); null/undefined pass through. */
  private async customer<T extends string | null | undefined>(workspaceId: string, id: T): Promise<T> {
    if (id === undefined || id === null) return id;
    const canonical = parseId(id, 'ppl', 'customer_id', { aliases: ['p'] });
    if (!(await this.customerExists(workspaceId, canonical))) {
      throw new UnprocessableError('UNKNOWN_REFERENCE', 'Unknown customer', {
        field: 'customer_id',
        message: `person ${id} does not exist in this workspace`,
      });
    }
    return canonical as T;
  }

  private async row(workspaceId: string, id: string): Promise<VoucherRow> {
    const row = await store.get(this.deps.db.kysely, workspaceId, id);
    if (!row) throw new NotFoundError('Voucher');
    return row;
  }
}

/** The booking reference and note of a redemption or refund, the booking id in its canonical form. */
function refsOf(body: RedeemBody): Pick<TransactionRow, 'booking_id' | 'description' | 'related_transaction_id'> {
  return {
    booking_id:
      body.booking_id === undefined ? null : parseId(body.booking_id, 'book', 'booking_id', { aliases: ['bkg', 'bk'] }),
    description: body.description ?? null,
    related_transaction_id: null,
  };
}

function notFound(): Problem {
  return { error: 'voucher_not_found', message: 'No voucher with this code' };
}

function statusRefused(message: string): UnprocessableError {
  return new UnprocessableError('INVALID_STATUS_TRANSITION', 'Invalid status change', { field: 'status', message });
}
