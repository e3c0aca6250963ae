// The integrity checks (`npm run cli -- verify`, src/modules/integrity): a healthy database reports nothing; a
// difference planted by hand in each check is reported with its ids; `--repair` sets the derived counters (seats,
// list totals) from their rows, audited, and leaves money and numbering as they are; the CLI's JSON and exit codes;
// the scheduled run and its metrics.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { paymentStatusSql } from '../../src/modules/bookings/booking-store.js';
import { paymentStatusOf } from '../../src/modules/bookings/rules.js';
import type { Difference } from '../../src/modules/integrity/service.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { bookingBody, record, seatsOf, trip, type Trip } from '../support/bookings.js';
import { databaseUrlOf, runCli } from '../support/cli.js';
import { expectNoDifferences } from '../support/integrity.js';

interface Seeded {
  trip: Trip;
  bookingId: string;
  voucherId: string;
  invoiceIds: string[];
  seriesId: string;
}

describe('integrity checks', () => {
  let t: TestApp;
  let w: TestWorkspace;
  let other: TestWorkspace;
  let seeded: Seeded;
  let otherSeeded: Seeded;

  /** A workspace with something in every check: seats, lists, booking money, a voucher, invoices, contract numbers. */
  async function seed(ws: TestWorkspace): Promise<Seeded> {
    const key = ws.key;
    const x = await trip(t, key, { capacity: 10 });
    const booking = record(await t.call('POST', '/v1/bookings', { key, body: bookingBody(x) }), 'booking');
    const paid = await t.call('POST', `/v1/bookings/${booking.id}/payments`, {
      key,
      body: { method: 'cash', amount: 100 },
    });
    expect(paid.status, paid.text).toBe(201);
    const gone = record(await t.call('POST', '/v1/bookings', { key, body: bookingBody(x) }), 'booking');
    expect((await t.call('PATCH', `/v1/bookings/${gone.id}`, { key, body: { status: 'cancelled' } })).status).toBe(200);
    const voucher = record(
      await t.call('POST', '/v1/vouchers', { key, body: { initial_balance_minor: 5000, currency: 'EUR' } }),
      'voucher',
    );
    expect(
      (await t.call('POST', `/v1/vouchers/${voucher.id}/redeem`, { key, body: { amount_minor: 1200 } })).status,
    ).toBe(200);
    const invoiceIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const draft = await t.call('POST', '/v1/billing/invoices', {
        key,
        body: {
          series: 'INV',
          currency: 'EUR',
          issueDate: '2026-02-15',
          dueDate: '2026-03-15',
          lines: [
            { itemType: 'service', description: 'City break', quantity: 1, unitPrice: 100, taxRate: 0, lineTotal: 100 },
          ],
        },
      });
      expect(draft.status, draft.text).toBe(201);
      const issued = await t.call('POST', `/v1/billing/invoices/${draft.body.id}/issue`, { key });
      expect(issued.status, issued.text).toBe(200);
      invoiceIds.push(issued.body.id);
    }
    const series = await t.call('POST', '/v1/contract-series', {
      key,
      body: { name: `Contracts ${ws.id.slice(-6)}`, pattern: 'C-{sequence}' },
    });
    expect(series.status, series.text).toBe(201);
    for (let i = 0; i < 3; i++)
      expect(
        (
          await t.call('POST', `/v1/contract-series/${series.body.series.id}/allocate`, {
            key,
            body: { date: '2026-01-01' },
          })
        ).status,
      ).toBe(200);
    return { trip: x, bookingId: booking.id, voucherId: voucher.id, invoiceIds, seriesId: series.body.series.id };
  }

  beforeAll(async () => {
    t = await createTestApp({ metricsToken: 'scrape-token', verifyEveryHours: 6 });
    [w, other] = await Promise.all([t.workspace(), t.workspace()]);
    seeded = await seed(w);
    otherSeeded = await seed(other);
  });
  afterAll(() => t.close());

  const db = () => t.platform.db.kysely;
  const cli = (args: string[]) => runCli(['verify', ...args], { DATABASE_URL: databaseUrlOf(t.database) });
  const ofCheck = (differences: Difference[], check: Difference['check']) =>
    differences.filter((d) => d.check === check);
  const scrape = async () =>
    (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scrape-token' } })).body;
  const bookedPax = async (departureId: string) => (await seatsOf(t, w.key, departureId)).bookedPax;

  it('reports nothing on a healthy database, as JSON on stdout with exit 0 from the CLI', async () => {
    await expectNoDifferences(t);
    const report = await t.services.integrity.run();
    expect(report).toMatchObject({ ok: true, repair: false, workspaces: 2, differences: [] });
    expect(Object.values(report.checks).every((c) => c.differences === 0)).toBe(true);

    const r = await cli(['--json']);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ ok: true, workspaces: 2, differences: [] });
    expect(Object.keys(out.checks).sort()).toEqual(
      [
        'bookingMoney',
        'contractNumbers',
        'invoiceNumbers',
        'keptAvailability',
        'listCounts',
        'seats',
        'voucherBalances',
      ].sort(),
    );
  });

  it("derives the payment status in SQL as the bookings' rule does", async () => {
    const cases = [
      [0, 0, 100],
      [50, 0, 100],
      [100, 0, 100],
      [150, 0, 100],
      [100, 30, 100],
      [100, 100, 100],
      [20, 20, 100],
      [0, 0, 0],
    ] as const;
    for (const [paid, refunded, total] of cases) {
      const { rows } = await sql<{ s: string }>`select ${paymentStatusSql(
        sql.lit(paid),
        sql.lit(refunded),
        sql.lit(total),
      )} as s`.execute(db());
      expect(rows[0]!.s, `${paid}/${refunded}/${total}`).toBe(
        paymentStatusOf({ paidMinor: paid, refundedMinor: refunded, totalMinor: total }),
      );
    }
  });

  it('finds a difference planted in each check, with its ids, and repairs only the derived ones', async () => {
    const { trip: x, bookingId, voucherId, invoiceIds, seriesId } = seeded;
    const seatsBefore = await bookedPax(x.departureId);
    await sql`update departures set booked_pax = booked_pax + 2 where id = ${x.departureId}`.execute(db());
    await sql`insert into list_counts (workspace_id, list, bucket, shard, n)
      values (${w.id}, 'vouchers', '', 99, 3)`.execute(db());
    await sql`update bookings set paid_minor = paid_minor + 500 where id = ${bookingId}`.execute(db());
    await sql`update vouchers set current_balance_minor = current_balance_minor - 100 where id = ${voucherId}`.execute(
      db(),
    );
    await sql`delete from invoices where id = ${invoiceIds[1]!}`.execute(db());
    await sql`delete from contract_numbers where series_id = ${seriesId} and sequence = 2`.execute(db());

    const report = await t.services.integrity.run({ workspaceId: w.id });
    expect(report.ok).toBe(false);
    expect(report.workspaces).toBe(1);
    expect(ofCheck(report.differences, 'seats')).toEqual([
      {
        check: 'seats',
        workspaceId: w.id,
        ids: { departureId: x.departureId, productId: x.productId },
        expected: { bookedPax: seatsBefore },
        found: { bookedPax: seatsBefore + 2 },
        repaired: false,
      },
    ]);
    expect(ofCheck(report.differences, 'listCounts')).toEqual([
      {
        check: 'listCounts',
        workspaceId: w.id,
        ids: { list: 'vouchers', bucket: '' },
        expected: { count: 1 },
        found: { count: 4 },
        repaired: false,
      },
    ]);
    expect(ofCheck(report.differences, 'bookingMoney')).toEqual([
      {
        check: 'bookingMoney',
        workspaceId: w.id,
        ids: { bookingId, code: expect.stringMatching(/^BKG-/) },
        expected: { paidMinor: 10000, refundedMinor: 0, paymentStatus: expect.any(String) },
        found: { paidMinor: 10500, refundedMinor: 0, paymentStatus: expect.any(String) },
        repaired: false,
      },
    ]);
    expect(ofCheck(report.differences, 'voucherBalances')).toEqual([
      {
        check: 'voucherBalances',
        workspaceId: w.id,
        ids: { voucherId, code: expect.any(String) },
        expected: { balanceMinor: 3800 },
        found: { balanceMinor: 3700 },
        repaired: false,
      },
    ]);
    expect(ofCheck(report.differences, 'invoiceNumbers')).toEqual([
      {
        check: 'invoiceNumbers',
        workspaceId: w.id,
        ids: { series: 'INV', period: '2026' },
        expected: { first: 1, last: 3, count: 3 },
        found: { first: 1, last: 3, count: 2, missing: [2], repeated: [] },
        repaired: false,
      },
    ]);
    expect(ofCheck(report.differences, 'contractNumbers')).toEqual([
      {
        check: 'contractNumbers',
        workspaceId: w.id,
        ids: { seriesId, period: '' },
        expected: { first: 1, last: 3, count: 3 },
        found: { first: 1, last: 3, count: 2, missing: [2], repeated: [] },
        repaired: false,
      },
    ]);
    expect(report.differences).toHaveLength(6);
    // The other workspace is healthy, and checked alone reports nothing.
    expect((await t.services.integrity.run({ workspaceId: other.id })).differences).toEqual([]);

    // The CLI reports them and exits 1; with --repair it sets seats and list totals (audited) and leaves the rest.
    const reported = await cli(['--workspace', w.id, '--json']);
    expect(reported.code, reported.stderr).toBe(1);
    expect(JSON.parse(reported.stdout).differences).toHaveLength(6);
    const repaired = await cli(['--workspace', w.id, '--repair', '--json']);
    expect(repaired.code, repaired.stderr).toBe(1);
    const out = JSON.parse(repaired.stdout);
    expect(out).toMatchObject({ ok: false, repair: true });
    expect(
      (out.differences as Difference[])
        .map((d) => [d.check, d.repaired])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['bookingMoney', false],
      ['contractNumbers', false],
      ['invoiceNumbers', false],
      ['listCounts', true],
      ['seats', true],
      ['voucherBalances', false],
    ]);
    expect(out.checks.seats).toEqual({ differences: 1, repaired: 1 });

    expect(await bookedPax(x.departureId)).toBe(seatsBefore);
    expect((await t.call('GET', '/v1/vouchers', { key: w.key })).body.pagination.total).toBe(1);
    const after = await t.services.integrity.run({ workspaceId: w.id });
    expect(after.differences.map((d) => d.check).sort()).toEqual([
      'bookingMoney',
      'contractNumbers',
      'invoiceNumbers',
      'voucherBalances',
    ]);
    // Money and numbering stay as they were: reported, never rewritten.
    const { rows } = await sql<{ paid_minor: number | string }>`select paid_minor from bookings
      where id = ${bookingId}`.execute(db());
    expect(Number(rows[0]!.paid_minor)).toBe(10500);
    // Each repair is in the workspace's audit log, done by the operator.
    const { rows: audit } = await sql<{ action: string; actor_type: string; target_type: string; target_id: string }>`
      select action, actor_type, target_type, target_id from audit_log
      where workspace_id = ${w.id} and action = 'integrity.repaired' order by target_type`.execute(db());
    expect(audit).toEqual([
      { action: 'integrity.repaired', actor_type: 'operator', target_type: 'departure', target_id: x.departureId },
      { action: 'integrity.repaired', actor_type: 'operator', target_type: 'list', target_id: 'vouchers' },
    ]);
    // The repaired departure announced its seats like any seat change.
    const inventory = await t.events(w.id, 'inventory.updated');
    expect(inventory.at(-1)!.data).toMatchObject({ departureId: x.departureId, bookedPax: seatsBefore });
  });

  it('finds an availability answer the server keeps that the rows no longer give (a change that bypassed the version)', async () => {
    const ws = await t.workspace();
    const x = await trip(t, ws.key, { capacity: 10 });
    const read = () => t.call('GET', `/v1/products/${x.productId}/availability`, { key: ws.key });
    expect((await read()).status).toBe(200);
    // Written behind the service's back: the version does not move, so the kept answer still says 10 seats.
    await sql`update departures set capacity = 15 where id = ${x.departureId}`.execute(db());
    const report = await t.services.integrity.run({ workspaceId: ws.id });
    expect(report.ok).toBe(false);
    expect(report.differences).toEqual([
      expect.objectContaining({
        check: 'keptAvailability',
        workspaceId: ws.id,
        ids: expect.objectContaining({ productId: x.productId }),
        repaired: false,
      }),
    ]);
    await sql`update departures set capacity = 10 where id = ${x.departureId}`.execute(db());
    await expectNoDifferences(t, ws.id);
  });

  it('answers an unknown workspace with 404 on stderr and exit 1, and a bad flag with the usage and exit 2', async () => {
    const unknown = await cli(['--workspace', 'ws_00000000-0000-7000-8000-000000000000', '--json']);
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toBe('');
    expect(JSON.parse(unknown.stderr)).toMatchObject({ code: 'NOT_FOUND' });
    const bad = await cli(['--repair=yes']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('usage:');
  });

  it('runs on a schedule as a job that queues its successor, logging and counting in /metrics', async () => {
    // The other workspace gets a seat difference of its own for the scheduled run to count.
    await sql`update departures set booked_pax = booked_pax + 1 where id = ${otherSeeded.trip.departureId}`.execute(
      db(),
    );
    const queued = async () =>
      (
        await sql<{ run_at: string; status: string }>`select run_at, status from jobs
          where kind = 'integrity.verify'`.execute(db())
      ).rows;
    expect(await t.services.integrity.schedule()).toBe(true);
    expect(await t.services.integrity.schedule()).toBe(false);
    expect(await queued()).toHaveLength(1);
    await t.drainJobs();
    const next = await queued();
    expect(next).toHaveLength(1);
    expect(Date.parse(next[0]!.run_at) - clock.nowMs()).toBeGreaterThan(5.9 * 3_600_000);

    const text = await scrape();
    expect(text).toMatch(/^integrity_differences\{check="seats"\} 1$/m);
    expect(text).toMatch(/^integrity_differences\{check="bookingMoney"\} 1$/m);
    expect(text).toMatch(/^integrity_differences\{check="listCounts"\} 0$/m);
    const lastRun = Number(/^integrity_last_run_timestamp_seconds (\S+)$/m.exec(text)![1]);
    expect(Math.abs(lastRun - clock.nowMs() / 1000)).toBeLessThan(60);

    // Six hours on, the successor runs and queues the next one.
    clock.advance(6 * 3_600_000 + 1000);
    await sql`update departures set booked_pax = booked_pax - 1 where id = ${otherSeeded.trip.departureId}`.execute(
      db(),
    );
    await t.drainJobs();
    expect(await queued()).toHaveLength(1);
    expect(await scrape()).toMatch(/^integrity_differences\{check="seats"\} 0$/m);
  });
});
