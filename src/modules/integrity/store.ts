// SQL of the integrity checks: each compares a number the product keeps (a departure's seats taken, a booking's
// money totals and payment status, a voucher's balance, the numbers a series handed out) with the rows it is derived
// from, set-based and one workspace at a time, and answers only the rows that differ. Each check is one statement, so
// it reads the kept number and its rows as one snapshot (a transaction in flight is seen whole or not at all).
// Read-only: repairs go through the areas that own the numbers (ports.ts).
import { sql } from 'kysely';
import type { Executor } from '../../platform/db/index.js';
import type { JobsTable } from '../../platform/jobs.js';
import type { IntegrityPorts } from './ports.js';

type Minor = number | string;

/** A departure whose seat counter is not the seats its bookings and holds take. */
export interface SeatRow {
  id: string;
  product_id: string;
  booked_pax: Minor;
  expected: Minor;
}

/** A booking whose money totals or payment status is not what its ledger adds up to. */
export interface MoneyRow {
  id: string;
  code: string;
  total_minor: Minor;
  paid_minor: Minor;
  refunded_minor: Minor;
  payment_status: string;
  ledger_paid: Minor;
  ledger_refunded: Minor;
  ledger_status: string;
}

/** A voucher whose balance is not the sum of its ledger. */
export interface VoucherRow {
  id: string;
  code: string;
  current_balance_minor: Minor;
  ledger: Minor;
}

/** A series' period whose numbers are not consecutive from its first to its counter's last. */
export interface NumberingRow {
  series_key: string;
  period: string;
  n: Minor;
  distinct_n: Minor;
  lo: Minor | null;
  hi: Minor | null;
  counter: Minor;
}

/** The numbers handed out by the invoice series (from 1 per series and year) or by gapless contract series. */
export type Numbering = 'invoice' | 'contract';

/** The seats the bookings holding seats and the held seat holds of `holders` take on each departure. */
function taken(table: 'bookings' | 'seat_holds', holders: readonly string[]) {
  const holding = table === 'bookings' ? sql`seats_held = 1` : sql`status = 'held'`;
  return sql`select departure_id, sum(seats) as n from ${sql.table(table)}
    where workspace_id in (${sql.join(holders)}) and ${holding} group by departure_id`;
}

/** `select series_key, period, sequence, id` of the numbers `kind` hands out in the workspace and must not skip. */
function numbered(kind: Numbering, workspaceId: string) {
  return kind === 'invoice'
    ? sql`select series as series_key, substr(issue_date, 1, 4) as period, sequence, id from invoices
        where workspace_id = ${workspaceId} and number is not null`
    : sql`select n.series_id as series_key, n.period, n.sequence, n.number as id from contract_numbers n
        join contract_series s on s.workspace_id = n.workspace_id and s.id = n.series_id
        where n.workspace_id = ${workspaceId} and s.enforce_gapless = 1`;
}

export const integrityStore = {
  /** Departures of the workspace whose `booked_pax` differs from the seats `holders`' bookings and holds take. */
  async seatDifferences(db: Executor, workspaceId: string, holders: readonly string[]): Promise<SeatRow[]> {
    const { rows } = await sql<SeatRow>`
      select d.id, d.product_id, d.booked_pax, coalesce(b.n, 0) + coalesce(h.n, 0) as expected from departures d
        left join (${taken('bookings', holders)}) b on b.departure_id = d.id
        left join (${taken('seat_holds', holders)}) h on h.departure_id = d.id
      where d.workspace_id = ${workspaceId} and d.booked_pax <> coalesce(b.n, 0) + coalesce(h.n, 0)
      order by d.id`.execute(db);
    return rows;
  },

  /** The seats `holders`' bookings and held seat holds take on one departure now. */
  async seatsTaken(db: Executor, departureId: string, holders: readonly string[]): Promise<number> {
    const { rows } = await sql<{ n: Minor }>`select
        (select coalesce(sum(seats), 0) from bookings
          where workspace_id in (${sql.join(holders)}) and departure_id = ${departureId} and seats_held = 1)
      + (select coalesce(sum(seats), 0) from seat_holds
          where workspace_id in (${sql.join(holders)}) and departure_id = ${departureId} and status = 'held') as n`.execute(
      db,
    );
    return Number(rows[0]!.n);
  },

  /**
   * Bookings whose paid and refunded totals are not their ledger's (movements in the booking's currency: one in
   * another is only recorded), or whose payment status is not the one those ledger sums say.
   */
  async moneyDifferences(
    db: Executor,
    workspaceId: string,
    statusSql: IntegrityPorts['paymentStatusSql'],
  ): Promise<MoneyRow[]> {
    const paid = sql`coalesce(m.paid, 0)`;
    const refunded = sql`coalesce(m.refunded, 0)`;
    const { rows } = await sql<MoneyRow>`select * from (
        select b.id, b.code, b.total_minor, b.paid_minor, b.refunded_minor, b.payment_status,
          ${paid} as ledger_paid, ${refunded} as ledger_refunded,
          ${statusSql(paid, refunded, sql`b.total_minor`)} as ledger_status
        from bookings b left join (
          select mm.booking_id,
            sum(case when mm.kind = 'payment' then mm.amount_minor else 0 end) as paid,
            sum(case when mm.kind = 'refund' then mm.amount_minor else 0 end) as refunded
          from booking_money_movements mm
            join bookings bb on bb.workspace_id = mm.workspace_id and bb.id = mm.booking_id
          where mm.workspace_id = ${workspaceId} and mm.currency = bb.currency
          group by mm.booking_id
        ) m on m.booking_id = b.id
        where b.workspace_id = ${workspaceId}
      ) x
      where paid_minor <> ledger_paid or refunded_minor <> ledger_refunded or payment_status <> ledger_status
      order by id`.execute(db);
    return rows;
  },

  /** Vouchers whose balance is not the sum of their ledger (the initial balance is its first entry). */
  async voucherDifferences(db: Executor, workspaceId: string): Promise<VoucherRow[]> {
    const { rows } = await sql<VoucherRow>`
      select v.id, v.code, v.current_balance_minor, coalesce(t.n, 0) as ledger from vouchers v
        left join (select voucher_id, sum(amount_minor) as n from voucher_transactions
          where workspace_id = ${workspaceId} group by voucher_id) t on t.voucher_id = v.id
      where v.workspace_id = ${workspaceId} and v.current_balance_minor <> coalesce(t.n, 0)
      order by v.id`.execute(db);
    return rows;
  },

  /**
   * Each series and period whose numbers repeat a sequence, skip one, or stop short of (or run past) the counter's
   * last value; invoice series also start at 1. A counter that handed out numbers none of the rows has is one too.
   */
  async numberingDifferences(db: Executor, workspaceId: string, kind: Numbering): Promise<NumberingRow[]> {
    const fromOne = kind === 'invoice' ? sql`or g.lo <> 1` : sql``;
    const counted =
      kind === 'invoice'
        ? sql``
        : sql`and c.series_key in (select id from contract_series
            where workspace_id = ${workspaceId} and enforce_gapless = 1)`;
    const { rows } = await sql<NumberingRow>`
      with numbered as (${numbered(kind, workspaceId)}),
      grouped as (select series_key, period, count(*) as n, count(distinct sequence) as distinct_n,
        min(sequence) as lo, max(sequence) as hi from numbered group by series_key, period)
      select g.series_key, g.period, g.n, g.distinct_n, g.lo, g.hi, coalesce(c.last_value, 0) as counter
      from grouped g left join billing_counters c on c.workspace_id = ${workspaceId} and c.kind = ${kind}
        and c.series_key = g.series_key and c.period = g.period
      where g.n <> g.distinct_n or g.hi - g.lo + 1 <> g.n ${fromOne} or coalesce(c.last_value, 0) <> g.hi
      union all
      select c.series_key, c.period, 0, 0, null, null, c.last_value from billing_counters c
      where c.workspace_id = ${workspaceId} and c.kind = ${kind} and c.last_value > 0 ${counted}
        and not exists (select 1 from grouped g where g.series_key = c.series_key and g.period = c.period)
      order by 1, 2`.execute(db);
    return rows;
  },

  /** The numbers of one series and period, by sequence: `{ sequence, id }` (an invoice's id, a contract's number). */
  async numbersOf(db: Executor, workspaceId: string, kind: Numbering, seriesKey: string, period: string) {
    const { rows } = await sql<{ sequence: Minor; id: string }>`
      select sequence, id from (${numbered(kind, workspaceId)}) x
      where series_key = ${seriesKey} and period = ${period} order by sequence, id`.execute(db);
    return rows.map((r) => ({ sequence: Number(r.sequence), id: r.id }));
  },

  /** Whether a job of `kind` is queued or running (the schedule keeps one). */
  async jobPending(db: Executor, kind: string): Promise<boolean> {
    const row = await db
      .withTables<JobsTable>()
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', kind)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    return row !== undefined;
  },
};
