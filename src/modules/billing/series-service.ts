// Contract series: numbering schemes for contracts. At most one per workspace is the default the booking engine
// allocates from; numbers are taken from a counter in the allocating transaction (consecutive, no holes).
import type { DataDeps } from '../../platform/module.js';
import { clock } from '../../platform/clock.js';
import { bool } from '../../platform/db/codecs.js';
import { isUniqueViolation, type Tx } from '../../platform/db/index.js';
import { ConflictError, NotFoundError, UnprocessableError, ValidationError } from '../../platform/errors.js';
import type { Page, Sort } from '../../platform/http/pagination.js';
import { newId } from '../../platform/ids.js';
import { countersStore } from './counters.js';
import { checkSeriesRules, formatNumber, periodOf } from './series-pattern.js';
import type { ContractSeries, CreateSeriesBody, UpdateSeriesBody } from './series-schemas.js';
import { seriesStore as store, type SeriesRow, type SeriesSortColumn } from './series-store.js';
import { todayIn } from '../../platform/dates.js';
import type { BillingSettingsReader } from './workspace-settings.js';

export interface AllocatedNumber {
  number: string;
  sequence: number;
  seriesId: string;
}

function toSeries(row: SeriesRow): ContractSeries {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    name: row.name,
    prefix: row.prefix,
    pattern: row.pattern,
    resetPeriod: row.reset_period,
    startValue: Number(row.start_value),
    enforceGapless: bool.read(row.enforce_gapless),
    enforceMonotonicDates: bool.read(row.enforce_monotonic_dates),
    active: bool.read(row.active),
    defaultForBe: bool.read(row.default_for_be),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The field a rules check names: the one the request changed. */
function rulesField(body: UpdateSeriesBody): string {
  if (body.pattern !== undefined) return 'pattern';
  if (body.prefix !== undefined) return 'prefix';
  return 'resetPeriod';
}

const PROMOTE_HINT = 'another series is the default: promote this one with POST /v1/contract-series/:id/set-default';

export class ContractSeriesService {
  constructor(
    private readonly deps: DataDeps,
    private readonly settings: BillingSettingsReader,
  ) {}

  async create(workspaceId: string, body: CreateSeriesBody): Promise<ContractSeries> {
    const name = body.name.trim();
    if (!name) throw new ValidationError('name', 'must not be blank');
    const now = clock.iso();
    const row: SeriesRow = {
      id: newId('cs'),
      workspace_id: workspaceId,
      name,
      prefix: body.prefix ?? null,
      pattern: body.pattern,
      reset_period: body.resetPeriod ?? 'never',
      start_value: body.startValue ?? 1,
      enforce_gapless: bool.write(body.enforceGapless ?? true),
      enforce_monotonic_dates: bool.write(body.enforceMonotonicDates ?? false),
      active: bool.write(body.active ?? true),
      default_for_be: bool.write(body.defaultForBe ?? false),
      allocated_count: 0,
      last_allocated_date: null,
      created_at: now,
      updated_at: now,
    };
    checkSeriesRules({ pattern: row.pattern, prefix: row.prefix, resetPeriod: row.reset_period }, 'pattern');
    if (body.defaultForBe && body.active === false)
      throw new ConflictError('SERIES_INACTIVE', 'An inactive series cannot be the default');
    const series = toSeries(row);
    await this.write(async (tx) => {
      if (await store.nameTaken(tx, workspaceId, name, null))
        throw new ConflictError('SERIES_NAME_TAKEN', 'A contract series with this name exists', {
          details: { field: 'name', message: 'must be unique in the workspace' },
        });
      if (body.defaultForBe && (await store.getDefault(tx, workspaceId)))
        throw new ConflictError('DEFAULT_SERIES_EXISTS', 'A default contract series exists', {
          details: { field: 'defaultForBe', message: PROMOTE_HINT },
        });
      await store.insert(tx, row);
      await this.deps.outbox.emit(tx, workspaceId, 'contract-series.created', series);
    });
    return series;
  }

  async get(workspaceId: string, id: string): Promise<ContractSeries> {
    const row = await store.get(this.deps.db.kysely, workspaceId, id);
    if (!row) throw new NotFoundError('Contract series');
    return toSeries(row);
  }

  async list(workspaceId: string, filters: { activeOnly: boolean }, sort: Sort<SeriesSortColumn>, page: Page) {
    const { rows, total } = await store.list(this.deps.db.kysely, workspaceId, filters, sort, page);
    return { items: rows.map(toSeries), total };
  }

  /**
   * Changes metadata or numbering rules. `defaultForBe: true` only marks a series when the workspace has no
   * default (never demotes another: that is set-default's job); `false` unmarks it.
   */
  async update(workspaceId: string, id: string, body: UpdateSeriesBody): Promise<ContractSeries> {
    const name = body.name?.trim();
    if (name === '') throw new ValidationError('name', 'must not be blank');
    return this.write(async (tx) => {
      const current = await store.getForUpdate(tx, workspaceId, id);
      if (!current) throw new NotFoundError('Contract series');
      const patch: Partial<SeriesRow> = Object.fromEntries(
        Object.entries({
          name,
          prefix: body.prefix,
          pattern: body.pattern,
          reset_period: body.resetPeriod,
          start_value: body.startValue,
          enforce_gapless: body.enforceGapless === undefined ? undefined : bool.write(body.enforceGapless),
          enforce_monotonic_dates:
            body.enforceMonotonicDates === undefined ? undefined : bool.write(body.enforceMonotonicDates),
          active: body.active === undefined ? undefined : bool.write(body.active),
          default_for_be: body.defaultForBe === undefined ? undefined : bool.write(body.defaultForBe),
        }).filter(([k, v]) => v !== undefined && v !== current[k as keyof SeriesRow]),
      );
      if (Object.keys(patch).length === 0) return toSeries(current);
      const next: SeriesRow = { ...current, ...patch };
      if (patch.pattern !== undefined || patch.prefix !== undefined || patch.reset_period !== undefined) {
        checkSeriesRules(
          { pattern: next.pattern, prefix: next.prefix, resetPeriod: next.reset_period },
          rulesField(body),
        );
      }
      const allocated = Number(current.allocated_count) > 0;
      if (allocated && patch.reset_period !== undefined) {
        throw new ConflictError('SERIES_IN_USE', 'The reset period of a series that allocated numbers cannot change', {
          details: { field: 'resetPeriod', message: 'numbers were allocated under the current period' },
        });
      }
      if (allocated && patch.start_value !== undefined && bool.read(next.enforce_gapless)) {
        throw new ConflictError(
          'SERIES_IN_USE',
          'The start value of a gapless series that allocated numbers cannot change',
          {
            details: { field: 'startValue', message: 'it would leave a gap; turn enforceGapless off to jump ahead' },
          },
        );
      }
      if (bool.read(next.default_for_be) && !bool.read(next.active))
        throw new ConflictError('SERIES_IS_DEFAULT', 'The default series must stay active', {
          details: { field: 'active', message: 'promote another series first, or unset defaultForBe' },
        });
      if (patch.default_for_be === 1 && (await store.getDefault(tx, workspaceId)))
        throw new ConflictError('DEFAULT_SERIES_EXISTS', 'A default contract series exists', {
          details: { field: 'defaultForBe', message: PROMOTE_HINT },
        });
      if (patch.name !== undefined && (await store.nameTaken(tx, workspaceId, patch.name, id)))
        throw new ConflictError('SERIES_NAME_TAKEN', 'A contract series with this name exists', {
          details: { field: 'name', message: 'must be unique in the workspace' },
        });
      const row = await store.update(tx, workspaceId, id, { ...patch, updated_at: clock.iso() });
      const series = toSeries(row);
      await this.deps.outbox.emit(tx, workspaceId, 'contract-series.updated', series);
      return series;
    });
  }

  /** Deletes a series that never allocated a number (afterwards its numbers must stay traceable: 409). */
  async remove(workspaceId: string, id: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const deleted = await store.deleteUnused(tx, workspaceId, id);
      if (!deleted) {
        if (!(await store.get(tx, workspaceId, id))) throw new NotFoundError('Contract series');
        throw new ConflictError(
          'SERIES_IN_USE',
          'Contract series has allocated numbers and cannot be deleted; deactivate it instead',
        );
      }
      await this.deps.outbox.emit(tx, workspaceId, 'contract-series.deleted', {
        ...toSeries(deleted),
        deletedAt: clock.iso(),
      });
    });
  }

  /** Makes a series the workspace's only default: the previous default loses the flag in the same transaction. */
  async setDefault(workspaceId: string, id: string): Promise<ContractSeries> {
    return this.write(async (tx) => {
      await store.lockWorkspace(tx, workspaceId);
      const target = await store.get(tx, workspaceId, id);
      if (!target) throw new NotFoundError('Contract series');
      if (!bool.read(target.active))
        throw new ConflictError('SERIES_INACTIVE', 'An inactive series cannot be the default');
      const now = clock.iso();
      for (const demoted of await store.demoteOthers(tx, workspaceId, id, now)) {
        await this.deps.outbox.emit(tx, workspaceId, 'contract-series.updated', toSeries(demoted));
      }
      if (bool.read(target.default_for_be)) return toSeries(target);
      const series = toSeries(await store.update(tx, workspaceId, id, { default_for_be: 1, updated_at: now }));
      await this.deps.outbox.emit(tx, workspaceId, 'contract-series.updated', series);
      return series;
    });
  }

  /** The next number of a series for `date` (default: today in the workspace's time zone). */
  async allocate(workspaceId: string, id: string, date: string | undefined): Promise<AllocatedNumber> {
    return this.deps.db.transaction(async (tx) =>
      this.allocateIn(tx, workspaceId, id, date ?? todayIn((await this.settings(tx, workspaceId)).timezone), null),
    );
  }

  /**
   * The next number of the workspace's default series, for a booking, inside the caller's transaction; null when
   * the workspace has no default series (found out before any write).
   */
  async allocateForBooking(tx: Tx, workspaceId: string, bookingId: string): Promise<AllocatedNumber | null> {
    const series = await store.getDefault(tx, workspaceId);
    if (!series) return null;
    const { timezone } = await this.settings(tx, workspaceId);
    return this.allocateIn(tx, workspaceId, series.id, todayIn(timezone), bookingId);
  }

  /**
   * Claims the series row (active, date rule), then takes the period's next value from the counter, both in
   * `tx`: allocations of a series queue on the row lock, and a rollback returns the number.
   */
  private async allocateIn(
    tx: Tx,
    workspaceId: string,
    id: string,
    date: string,
    bookingId: string | null,
  ): Promise<AllocatedNumber> {
    const series = await store.claimAllocation(tx, workspaceId, id, date);
    if (!series) {
      const row = await store.get(tx, workspaceId, id);
      if (!row) throw new NotFoundError('Contract series');
      if (!bool.read(row.active)) throw new ConflictError('SERIES_INACTIVE', 'Contract series is inactive');
      throw new UnprocessableError('DATE_BEFORE_LAST_ALLOCATED', 'Date before the last allocated one', {
        field: 'date',
        message: `must not be earlier than ${row.last_allocated_date} (the series enforces monotonic dates)`,
      });
    }
    const period = periodOf(series.reset_period, date);
    const sequence = await countersStore.next(
      this.deps.db,
      tx,
      workspaceId,
      'contract',
      id,
      period,
      Number(series.start_value),
    );
    const number = formatNumber(series.pattern, { prefix: series.prefix, date, sequence });
    try {
      await store.insertNumber(tx, {
        workspace_id: workspaceId,
        series_id: id,
        number,
        sequence,
        period,
        date,
        booking_id: bookingId,
        allocated_at: clock.iso(),
      });
    } catch (err) {
      if (isUniqueViolation(err))
        throw new ConflictError(
          'NUMBER_ALREADY_ALLOCATED',
          `Number ${number} was already allocated by this series (its pattern changed); change the pattern or start value`,
        );
      throw err;
    }
    await this.deps.outbox.emit(tx, workspaceId, 'contract-series.number.allocated', {
      seriesId: id,
      number,
      sequence,
      date,
      bookingId,
    });
    return { number, sequence, seriesId: id };
  }

  /** A transaction whose unique-key races (name, default flag) answer 409 like the checks before them. */
  private async write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.deps.db.transaction(fn);
    } catch (err) {
      if (isUniqueViolation(err))
        throw new ConflictError('CONCURRENT_CHANGE', 'Conflicts with another contract series (name or default)');
      throw err;
    }
  }
}
