// Booking analytics, answered from the daily rollup that every booking change keeps current in its own
// transaction, so a query reads at most (days × categories) rows and never scans bookings.
import type { Database } from '../../platform/db/index.js';
import { parseDateRange } from '../../platform/dates.js';
import { NotFoundError, ValidationError } from '../../platform/errors.js';
import type { CategoriesQuery } from './analytics-schemas.js';
import { bookingsStore as store } from './booking-store.js';

const MAX_RANGE_DAYS = 366;

/** Who asks: their own workspace, and whether their key is internal (which may name any workspace). */
export interface AnalyticsCaller {
  workspaceId: string;
  internal: boolean;
}

export class AnalyticsService {
  private readonly categoryDays;

  constructor(
    private readonly deps: { db: Database },
    private readonly workspaceExists: (id: string) => Promise<boolean>,
  ) {
    this.categoryDays = store.categoryDaysJson(deps.db);
  }

  /**
   * `GET /v1/analytics/bookings/categories`: a normal key may only name its own workspace (another is a 404, as
   * for any resource of another workspace); an internal key may name any workspace that exists. Answers the JSON
   * text of the rows (`[{day, product_category, amount_cents_sum, cnt}]`).
   */
  async categories(caller: AnalyticsCaller, q: CategoriesQuery): Promise<string> {
    const { days } = parseDateRange(q, { datesOnly: true, ordered: true });
    if (days! > MAX_RANGE_DAYS)
      throw new ValidationError('to', `the range covers ${days} days; at most ${MAX_RANGE_DAYS}`);
    if (q.workspaceId !== caller.workspaceId) {
      if (!caller.internal || !(await this.workspaceExists(q.workspaceId))) throw new NotFoundError('Workspace');
    }
    const row = await this.categoryDays(this.deps.db.kysely, [q.workspaceId, q.from, q.to]);
    return row?.body ?? '[]';
  }
}
