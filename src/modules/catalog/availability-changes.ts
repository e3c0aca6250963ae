// availability.changed: resellers told of a product's new availability instead of polling for it. Every change of a
// departure's seats or sale (inventory.updated, departure.updated: bookings, holds and their lapse, cancellations,
// departure edits; a move also records the day it leaves) in a workspace with a webhook subscription receiving the event records its departure in the
// change's own transaction and, for a departure not yet waiting, queues the product's push job a window later. The
// job takes what waits for the product and sends one event with each touched day as the availability calendar shows
// it now, so a burst of bookings within the window is one event.
import { clock } from '../../platform/clock.js';
import { addDays, inZone } from '../../platform/dates.js';
import type { Tx } from '../../platform/db/index.js';
import { NotFoundError } from '../../platform/errors.js';
import { subscribe, type Subscription } from '../../platform/events.js';
import type { JobContext, JobSink } from '../../platform/jobs.js';
import type { DataDeps } from '../../platform/module.js';
import { availabilityChangeStore as store, type AvailabilityChangeRow } from './availability-changes-store.js';
import type { AvailabilityStatus, DayAvailability } from './availability-schemas.js';
import { MAX_AVAILABILITY_DAYS, type AvailabilityService } from './availability-service.js';
import type { CatalogSettingsReader } from './workspace-settings.js';

export const AVAILABILITY_PUSH_JOB = 'catalog.availability.push';

/** How long after a product's first change its event is sent: the changes meanwhile ride along in it. */
export const AVAILABILITY_PUSH_WINDOW_MS = 2_000;

/** A change finding its departure waiting this long queues another push job (the first failed, or never ran). */
export const REQUEUE_AFTER_MS = 60_000;

/** The most days one event carries (a schedule of a year is a few events, not one of megabytes). */
export const MAX_DAYS_PER_EVENT = 100;

export interface AvailabilityPushJob {
  workspaceId: string;
  productId: string;
}

/** A departure in `availability.changed`: its seats and status as the availability calendar shows them. */
export interface ChangedDeparture {
  id: string;
  startAt: string;
  localStartAt: string;
  status: AvailabilityStatus;
  vacancies: number;
  capacity: number;
  /** When its sales close (its start without a cut-off): it turns CLOSED then, without an event. */
  salesCloseAt: string;
}

/** A local day in `availability.changed`: the whole day (every departure of it), to replace the receiver's copy. */
export interface ChangedDay {
  date: string;
  status: AvailabilityStatus;
  vacancies: number;
  capacity: number;
  departures: ChangedDeparture[];
}

/** The payload of `availability.changed`. */
export interface AvailabilityChanged {
  productId: string;
  /** The workspace's time zone, of `date` and `localStartAt`. */
  timeZone: string;
  days: ChangedDay[];
}

interface Deps extends DataDeps {
  jobs: JobSink;
  settings: CatalogSettingsReader;
  /** Whether a webhook subscription of the workspace receives the event: without one, nothing is recorded. */
  listened: (tx: Tx, workspaceId: string, type: 'availability.changed') => Promise<boolean>;
}

/** A day of the availability calendar as `availability.changed` carries it. */
export function changedDay(day: DayAvailability): ChangedDay {
  return {
    date: day.date,
    status: day.status,
    vacancies: day.vacancies,
    capacity: day.capacity,
    departures: day.departures.map((d) => ({
      id: d.id,
      startAt: d.startAt,
      localStartAt: d.localStartAt,
      status: d.status,
      vacancies: d.vacancies,
      capacity: d.capacity,
      salesCloseAt: d.salesCloseAt ?? d.startAt,
    })),
  };
}

/** Sorted dates in runs the calendar answers in one read: at most MAX_DAYS_PER_EVENT dates within its longest range. */
export function dateRuns(dates: readonly string[]): string[][] {
  const runs: string[][] = [];
  for (const date of [...new Set(dates)].sort()) {
    const run = runs[runs.length - 1];
    if (run && run.length < MAX_DAYS_PER_EVENT && date <= addDays(run[0]!, MAX_AVAILABILITY_DAYS - 1)) run.push(date);
    else runs.push([date]);
  }
  return runs;
}

export class AvailabilityChanges {
  constructor(
    private readonly deps: Deps,
    private readonly availability: AvailabilityService,
  ) {}

  /** The catalog's subscription: every change of a departure's seats or sale marks its product's availability changed. */
  subscription(): Subscription {
    return subscribe('catalog.availability-changes', ['inventory.updated', 'departure.updated'], (tx, event) =>
      this.changed(
        tx,
        event.workspace_id,
        event.type === 'inventory.updated'
          ? { departureId: event.data.departureId, productId: event.data.productId, startAt: event.data.startAt }
          : { departureId: event.data.id, productId: event.data.productId, startAt: event.data.startAt },
      ),
    );
  }

  /**
   * Records the departure as changed in the change's transaction. Its row is locked until that commits (the waiting
   * row read for update, or a new one), so the job never takes it ahead of the change; a new row queues a push job,
   * and so does a row waiting longer than REQUEUE_AFTER_MS (its job failed for good, or no worker ran it).
   */
  private async changed(
    tx: Tx,
    workspaceId: string,
    d: { departureId: string; productId: string; startAt: string },
  ): Promise<void> {
    if (!(await this.deps.listened(tx, workspaceId, 'availability.changed'))) return;
    const db = this.deps.db;
    const now = clock.iso();
    // A row inserted by another transaction between the two statements (PostgreSQL) is locked on the next round.
    for (let round = 1; ; round++) {
      const waiting = await store.lock(db, tx, workspaceId, d.departureId);
      if (waiting) {
        const stale = waiting.queued_at < clock.iso(clock.nowMs() - REQUEUE_AFTER_MS);
        const moved = waiting.start_at !== d.startAt;
        if (stale || moved)
          await store.update(tx, workspaceId, d.departureId, {
            start_at: d.startAt,
            // The first start it left: the receivers last heard of it there (a move back makes it the same day).
            left_start_at: moved ? (waiting.left_start_at ?? waiting.start_at) : waiting.left_start_at,
            queued_at: stale ? now : waiting.queued_at,
          });
        if (!stale) return;
        break;
      }
      const row = { workspace_id: workspaceId, departure_id: d.departureId, product_id: d.productId };
      if (await store.insert(db, tx, { ...row, start_at: d.startAt, left_start_at: null, queued_at: now })) break;
      if (round === 3) throw new Error(`availability_changes: no row for departure ${d.departureId} after 3 rounds`);
    }
    await this.schedule(tx, { workspaceId, productId: d.productId });
  }

  /**
   * A departure about to move to another start (DeparturesService, before the move's departure.updated): its row
   * records the start it leaves, so the push sends that day too (departure.updated carries only the new start).
   */
  async moving(tx: Tx, workspaceId: string, departure: { id: string; product_id: string; start_at: string }) {
    await this.changed(tx, workspaceId, {
      departureId: departure.id,
      productId: departure.product_id,
      startAt: departure.start_at,
    });
  }

  private schedule(tx: Tx, job: AvailabilityPushJob): Promise<string> {
    return this.deps.jobs.enqueue(tx, AVAILABILITY_PUSH_JOB, job, {
      workspaceId: job.workspaceId,
      runAt: new Date(clock.nowMs() + AVAILABILITY_PUSH_WINDOW_MS),
    });
  }

  /**
   * The push job: takes the product's waiting departures and sends `availability.changed` for their days, in one
   * transaction (the event and the rows' removal commit together). Rows a change in flight holds are left to a next
   * job; a product deleted meanwhile sends nothing (product.deleted said so).
   */
  async push(job: AvailabilityPushJob, ctx: JobContext): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const rows = await store.take(tx, job.workspaceId, job.productId);
      if (await store.anyLeft(tx, job.workspaceId, job.productId)) await this.schedule(tx, job);
      if (rows.length > 0) await this.announce(tx, job.workspaceId, job.productId, rows);
      await ctx.complete(tx);
    });
  }

  private async announce(tx: Tx, workspaceId: string, productId: string, rows: AvailabilityChangeRow[]) {
    const { timezone } = await this.deps.settings(tx, workspaceId);
    const dates = rows.flatMap((r) =>
      [r.start_at, r.left_start_at].flatMap((at) => (at === null ? [] : [inZone(at, timezone).date])),
    );
    for (const run of dateRuns(dates)) {
      const wanted = new Set(run);
      const calendar = await this.availability
        .calendar(workspaceId, productId, { from: run[0], to: run[run.length - 1] }, tx)
        .catch((err: unknown) => {
          if (err instanceof NotFoundError) return null;
          throw err;
        });
      if (!calendar) return;
      await this.deps.outbox.emit(tx, workspaceId, 'availability.changed', {
        productId,
        timeZone: calendar.timeZone,
        days: calendar.days.filter((day) => wanted.has(day.date)).map(changedDay),
      });
    }
  }
}
