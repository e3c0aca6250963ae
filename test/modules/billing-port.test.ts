// The BillingPort bookings' payment workflow calls inside its own transaction: a booking's invoice issued from the
// workspace's default invoice series and a contract number from its default contract series.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../src/platform/db/index.js';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { expectNoDifferences } from '../support/integrity.js';

const booking = (n: number) => ({
  bookingId: `book_00000000-0000-7000-8000-${String(n).padStart(12, '0')}`,
  bookingCode: `BKG-2026-${String(n).padStart(4, '0')}`,
  currency: 'EUR',
  totalMinor: 123_456,
  description: `Rome city break (BKG-2026-${n})`,
  buyer: { name: 'Ana Pop', email: 'ana@example.com' },
});

class Rollback extends Error {}

describe('billing port for bookings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const port = () => t.services.billing.bookingPort;
  const inTx = <T>(fn: (tx: Tx) => Promise<T>) => t.platform.db.transaction(fn);
  /** Runs `fn` in a transaction that then rolls back. */
  const rolledBack = async (fn: (tx: Tx) => Promise<unknown>) => {
    await expect(
      inTx(async (tx) => {
        await fn(tx);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
  };
  const defaultSeries = async (w: TestWorkspace, pattern = 'CNT-{year}-{sequence:04}') => {
    const id = (await t.call('POST', '/v1/contract-series', { key: w.key, body: { name: 'Contracts', pattern } })).body
      .series.id as string;
    expect((await t.call('POST', `/v1/contract-series/${id}/set-default`, { key: w.key })).status).toBe(200);
    return id;
  };
  const year = () => clock.iso().slice(0, 4);

  it("issues the booking's invoice from the workspace's default invoice series, dated today in its time zone", async () => {
    const w = await t.workspace();
    expect(
      (
        await t.call('PATCH', '/v1/workspace', {
          key: w.key,
          body: { defaultInvoiceSeries: 'BK', timezone: 'Pacific/Kiritimati' },
        })
      ).status,
    ).toBe(200);
    const res = await inTx((tx) => port().issueBookingInvoice(tx, w.id, booking(1)));
    const today = new Date(clock.nowMs() + 14 * 3600_000).toISOString().slice(0, 10); // UTC+14, no DST
    expect(res).toEqual({ id: expect.stringMatching(/^inv_/), number: `BK-${today.slice(0, 4)}-00001` });

    const inv = (await t.call('GET', `/v1/billing/invoices/${res.id}`, { key: w.key })).body;
    expect(inv).toMatchObject({
      status: 'issued',
      series: 'BK',
      issueDate: today,
      dueDate: today,
      currency: 'EUR',
      total: '1234.56',
      bookingId: booking(1).bookingId,
      buyerName: 'Ana Pop',
      buyerEmail: 'ana@example.com',
      lines: [
        {
          itemType: 'booking',
          description: booking(1).description,
          quantity: '1',
          unitPrice: '1234.56',
          lineTotal: '1234.56',
        },
      ],
    });
    const listed = await t.call('GET', `/v1/billing/invoices?bookingId=${booking(1).bookingId}`, { key: w.key });
    expect(listed.body.data.map((i: { id: string }) => i.id)).toEqual([res.id]);
    expect((await t.events(w.id)).map((e) => e.type)).toEqual(['invoice.created', 'invoice.issued']);
  });

  it('allocates the next number of the default contract series, or answers null when there is none', async () => {
    const w = await t.workspace();
    // None: null, and the caller's transaction goes on (the booking is flagged for a number by hand).
    expect(await inTx((tx) => port().allocateContractNumber(tx, w.id, { bookingId: booking(2).bookingId }))).toBeNull();

    const seriesId = await defaultSeries(w);
    const first = await inTx((tx) => port().allocateContractNumber(tx, w.id, { bookingId: booking(2).bookingId }));
    expect(first).toEqual({ number: `CNT-${year()}-0001`, seriesId });
    const event = (await t.events(w.id, 'contract-series.number.allocated'))[0]!;
    expect(event.data).toMatchObject({ seriesId, number: first!.number, sequence: 1, bookingId: booking(2).bookingId });

    // Through HTTP the same series continues.
    expect((await t.call('POST', `/v1/contract-series/${seriesId}/allocate`, { key: w.key })).body.sequence).toBe(2);
  });

  it('a rolled-back caller leaves no hole and no trace', async () => {
    const w = await t.workspace();
    const seriesId = await defaultSeries(w);
    await rolledBack(async (tx) => {
      await port().issueBookingInvoice(tx, w.id, booking(3));
      await port().allocateContractNumber(tx, w.id, { bookingId: booking(3).bookingId });
    });
    expect((await t.call('GET', '/v1/billing/invoices', { key: w.key })).body.pagination.total).toBe(0);
    expect(await t.events(w.id)).toHaveLength(2); // the series' created and updated (set-default) only

    const invoice = await inTx((tx) => port().issueBookingInvoice(tx, w.id, booking(4)));
    const contract = await inTx((tx) => port().allocateContractNumber(tx, w.id, { bookingId: booking(4).bookingId }));
    expect(invoice.number).toBe(`INV-${year()}-00001`);
    expect(contract).toEqual({ number: `CNT-${year()}-0001`, seriesId });
    await expectNoDifferences(t);
  });

  it('100 concurrent booking workflows, a third of them rolled back, leave consecutive numbers', async () => {
    const w = await t.workspace();
    await defaultSeries(w, 'C-{sequence}');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        inTx(async (tx) => {
          const invoice = await port().issueBookingInvoice(tx, w.id, booking(100 + i));
          const contract = await port().allocateContractNumber(tx, w.id, { bookingId: booking(100 + i).bookingId });
          if (i % 3 === 0) throw new Rollback();
          return { invoice: invoice.number!, contract: contract!.number };
        }),
      ),
    );
    const committed = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    const failures = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(failures.every((f) => f instanceof Rollback)).toBe(true);
    expect(committed).toHaveLength(66);
    expect(committed.map((c) => c.invoice).sort()).toEqual(
      Array.from({ length: 66 }, (_, i) => `INV-${year()}-${String(i + 1).padStart(5, '0')}`),
    );
    expect(committed.map((c) => Number(c.contract.slice(2))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 66 }, (_, i) => i + 1),
    );
    expect((await t.call('GET', '/v1/billing/invoices?limit=1', { key: w.key })).body.pagination.total).toBe(66);
    await expectNoDifferences(t);
  });
});
