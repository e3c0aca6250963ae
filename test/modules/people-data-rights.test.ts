// A guest's data on request (issue 31 §4): GET /v1/people/{id}/export and POST /v1/people/{id}/erase through HTTP,
// with the person's data in every area that holds it (bookings as customer and as traveller, check-ins, consent,
// messages, form submissions, invoices, vouchers, events), and what must go and what must stay after an erasure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/platform/clock.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { memberSession, withSession } from '../support/accounts.js';
import { confirm, brandedWorkspace } from '../support/messages.js';
import { submitted, type Trip } from '../support/bookings.js';

const EMAIL = 'ioana.popescu@example.com';
const PHONE = '+40 721 234 567';
/** What no row of the workspace may hold after the erasure, but the issued invoice's. */
const TRACES = [EMAIL, 'ioana', PHONE];
// The days around the file's start, in UTC (the workspace's zone): a booking made after midnight counts on the next
// one (a CI run that crossed midnight read an empty day).
const FROM = clock.iso(clock.nowMs() - 86_400_000).slice(0, 10);
const TO = clock.iso(clock.nowMs() + 86_400_000).slice(0, 10);

describe('a guest’s data: export and erasure', () => {
  let t: TestApp;
  let w: TestWorkspace;
  let x: Trip;
  let other: TestWorkspace;
  const ids = {} as Record<
    'person' | 'maria' | 'own' | 'travelled' | 'issued' | 'draft' | 'form' | 'mine' | 'hers' | 'voucher',
    string
  >;

  const call = (method: string, url: string, opts: Parameters<TestApp['call']>[2] = {}) =>
    t.call(method, url, { key: w.key, ...opts });
  const ok = async (method: string, url: string, body?: unknown) => {
    const r = await call(method, url, body === undefined ? {} : { body });
    expect(r.status, r.text).toBeLessThan(300);
    return r.body;
  };
  const exportOf = (id: string, key = w.key) => t.call('GET', `/v1/people/${id}/export`, { key });
  const erase = (id: string, key = w.key) => t.call('POST', `/v1/people/${id}/erase`, { key });
  const analytics = async () =>
    ok('GET', `/v1/analytics/bookings/categories?from=${FROM}&to=${TO}&workspaceId=${w.id}`);

  /** Every row of every table holding the workspace's rows, as JSON text, by table (binary columns left out). */
  async function rowsOfWorkspace(): Promise<Array<{ table: string; row: Record<string, unknown>; text: string }>> {
    const db = t.platform.db.kysely;
    const out = [];
    for (const table of await db.introspection.getTables()) {
      if (!table.columns.some((c) => c.name === 'workspace_id')) continue;
      const rows = await db
        .withTables<Record<string, { workspace_id: string }>>()
        .selectFrom(table.name)
        .selectAll()
        .where('workspace_id', '=', w.id)
        .execute();
      for (const row of rows as Array<Record<string, unknown>>) {
        const text = JSON.stringify(row, (_k, v: unknown) =>
          Buffer.isBuffer(v) || v instanceof Uint8Array ? '<binary>' : v,
        ).toLowerCase();
        out.push({ table: table.name, row, text });
      }
    }
    return out;
  }

  beforeAll(async () => {
    t = await createTestApp();
    ({ w, x } = await brandedWorkspace(t));
    other = await t.workspace();
    ids.person = (
      await ok('POST', '/v1/people', {
        firstName: 'Ioana',
        lastName: 'Popescu',
        emails: [EMAIL],
        phones: [PHONE],
        country: 'RO',
      })
    ).id;
    ids.maria = (
      await ok('POST', '/v1/people', { firstName: 'Maria', lastName: 'Ionescu', emails: ['m@example.com'] })
    ).id;
    const book = async (body: Record<string, unknown>) =>
      (
        await ok('POST', '/v1/bookings', {
          productId: x.productId,
          departureId: x.departureId,
          paxAdults: 2,
          rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }],
          language: 'en',
          ...body,
        })
      ).id as string;
    // Hers: she pays, travels with her brother (a third party, who stays), said yes to marketing.
    ids.own = await book({
      billingPersonId: ids.person,
      billing: { firstName: 'Ioana', lastName: 'Popescu', email: EMAIL, phone: PHONE, allowMarketing: true },
      passengers: [
        { firstName: 'Ioana', lastName: 'Popescu' },
        { firstName: 'Mihai', lastName: 'Popescu', email: 'mihai@example.com' },
      ],
      notes: 'Ioana Popescu is vegetarian',
    });
    // Maria's booking, on which she travels (found by her email, in another case).
    ids.travelled = await book({
      billingPersonId: ids.maria,
      billing: { firstName: 'Maria', lastName: 'Ionescu', email: 'm@example.com' },
      passengers: [
        { firstName: 'Maria', lastName: 'Ionescu' },
        { firstName: 'Ioana', lastName: 'Popescu', email: 'Ioana.Popescu@Example.com' },
      ],
    });
    await confirm(t, w, ids.own);
    await confirm(t, w, ids.travelled);
    await ok('POST', `/v1/bookings/${ids.own}/payments`, { method: 'cash', amount: 100 });
    await ok('POST', `/v1/bookings/${ids.own}/check-in`, { travellers: [0] });
    await ok('POST', `/v1/bookings/${ids.travelled}/check-in`, { travellers: [1] });
    // An unpaid wizard submission: its session and payment session keep her contact; no booking yet.
    await submitted(t, w, x, { billing: { firstName: 'Ioana', lastName: 'Popescu', email: EMAIL } });
    await t.drainJobs(); // the confirmations are rendered (and kept: no SMTP server in tests)

    const invoice = async (extra: Record<string, unknown>) =>
      (
        await ok('POST', '/v1/billing/invoices', {
          series: 'INV',
          currency: 'EUR',
          issueDate: '2027-01-15',
          dueDate: '2027-02-15',
          buyerName: 'Ioana Popescu',
          buyerEmail: EMAIL,
          buyerAddress: { company: 'Ioana Popescu PFA', vat: 'RO12345678', country: 'RO' },
          lines: [{ description: 'Tour for Ioana Popescu', quantity: 1, unitPrice: 100, taxRate: 0, lineTotal: 100 }],
          ...extra,
        })
      ).id as string;
    // The id as the invoice's own answers name it.
    ids.issued = (await ok('POST', `/v1/billing/invoices/${await invoice({})}/issue`)).id;
    ids.draft = (await ok('GET', `/v1/billing/invoices/${await invoice({})}`)).id;

    ids.form = (
      await ok('POST', '/v1/forms', {
        name: 'Inquiry',
        status: 'published',
        fields: [
          { id: 'name', type: 'text', label: 'Name', required: true },
          { id: 'email', type: 'email', label: 'Email', required: true },
          { id: 'notes', type: 'textarea', label: 'Notes' },
        ],
      })
    ).id;
    const submit = async (body: Record<string, unknown>, ip: string) => {
      const r = await t.call('POST', `/v1/forms/${ids.form}/submit`, { body, remoteAddress: ip });
      expect(r.status, r.text).toBeLessThan(300);
      return r.body.submission_id as string;
    };
    ids.mine = await submit({ name: 'Ioana P.', email: EMAIL, notes: 'Allergic to nuts' }, '203.0.113.7');
    ids.hers = await submit({ name: 'Maria', email: 'm@example.com' }, '203.0.113.8');

    ids.voucher = (
      await ok('POST', '/v1/vouchers', {
        initial_balance_minor: 5000,
        currency: 'EUR',
        customer_id: ids.person,
        metadata: { recipient: 'Ioana Popescu', note: `gift for ${EMAIL}` },
      })
    ).data.id;
  });
  afterAll(() => t.close());

  it('exports everything the workspace holds about the person, from every area', async () => {
    const r = await exportOf(ids.person);
    expect(r.status, r.text).toBe(200);
    const doc = r.body;
    expect(doc.person).toMatchObject({ id: ids.person, firstName: 'Ioana', emails: [EMAIL], phones: [PHONE] });
    expect(doc.person.erasedAt).toBeUndefined();
    expect(doc.exportedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(doc.bookings.map((b: { id: string }) => b.id)).toEqual([ids.own]);
    expect(doc.bookings[0]).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'partially_paid',
      paidMinor: 10000,
      billing: { email: EMAIL, allowMarketing: true },
      notes: 'Ioana Popescu is vegetarian',
      checkedInCount: 1,
    });
    // Her entries as a traveller: on her own booking (by name) and on Maria's (by email), with their check-ins;
    // her brother's entry is not hers.
    expect(doc.travellers).toEqual([
      expect.objectContaining({ bookingId: ids.own, index: 0, checkedInAt: expect.any(String) }),
      expect.objectContaining({
        bookingId: ids.travelled,
        index: 1,
        details: { firstName: 'Ioana', lastName: 'Popescu', email: 'Ioana.Popescu@Example.com' },
        checkedInAt: expect.any(String),
      }),
    ]);
    expect(doc.consent).toEqual([
      { source: 'booking', bookingId: ids.own, allowMarketing: true, recordedAt: expect.any(String) },
    ]);
    expect(doc.messages.length).toBeGreaterThan(0);
    for (const m of doc.messages) expect(m.to === EMAIL || m.bookingId === ids.own).toBe(true);
    expect(doc.messages.some((m: { text: string | null }) => m.text?.includes('Ioana'))).toBe(true);
    expect(doc.formSubmissions).toEqual([
      {
        id: ids.mine,
        formId: ids.form,
        data: { name: 'Ioana P.', email: EMAIL, notes: 'Allergic to nuts' },
        createdAt: expect.any(String),
      },
    ]);
    expect(doc.invoices.map((i: { id: string; retained: boolean }) => [i.id, i.retained])).toEqual([
      [ids.issued, true],
      [ids.draft, false],
    ]);
    expect(doc.vouchers.map((v: { id: string }) => v.id)).toEqual([ids.voucher]);
    expect(doc.voucherTransactions).toEqual(expect.any(Array));
    expect(doc.retained).toEqual([]);
    // Maria is in none of it.
    expect(JSON.stringify(doc.bookings)).not.toContain('Maria');
  });

  it('answers 401 without a key, 403 without the scope, 404 for another workspace’s person, 400 for a bad id', async () => {
    expect((await t.call('GET', `/v1/people/${ids.person}/export`)).status).toBe(401);
    expect((await t.call('POST', `/v1/people/${ids.person}/erase`)).status).toBe(401);
    const bookingsOnly = await t.key(w.id, { scopes: ['bookings:read'] });
    const readOnly = await t.key(w.id, { scopes: ['customers:read'] });
    const writer = await t.key(w.id, { scopes: ['customers:read', 'customers:write'] });
    expect((await exportOf(ids.person, bookingsOnly)).status).toBe(403);
    expect((await exportOf(ids.person, readOnly)).status).toBe(200);
    expect((await erase(ids.person, readOnly)).status).toBe(403);
    // Irreversible, stronger than a change: `customers:write` does not erase.
    expect((await erase(ids.person, writer)).status).toBe(403);
    const elsewhere = await t.call('GET', `/v1/people/${ids.person}/export`, { key: other.key });
    expect(elsewhere.status).toBe(404);
    expect((await erase(ids.person, other.key)).status).toBe(404);
    for (const bad of ['nope', 'org_00000000-0000-7000-8000-000000000000']) {
      for (const r of [await exportOf(bad), await erase(bad)]) {
        expect(r.status).toBe(400);
        expect(r.body.details.field).toBe('id');
      }
    }
    expect((await t.call('GET', `/v1/people/${ids.person}`)).status).toBe(401);
    expect((await t.call('GET', `/v1/people/${ids.person}`, { key: w.key })).body.firstName).toBe('Ioana');
  });

  it('erases the person everywhere, keeps issued invoices, money and analytics, and says what it kept', async () => {
    const before = {
      own: (await ok('GET', `/v1/bookings/${ids.own}`)).data ?? (await ok('GET', `/v1/bookings/${ids.own}`)),
      ledger: await ok('GET', `/v1/bookings/${ids.own}/payments`),
      analytics: await analytics(),
      issued: await ok('GET', `/v1/billing/invoices/${ids.issued}`),
      people: (await ok('GET', '/v1/people')).pagination.total,
    };
    expect(before.analytics.length).toBeGreaterThan(0);
    // Where she is before: the check after the erasure reads each of these tables.
    const holding = (rows: Awaited<ReturnType<typeof rowsOfWorkspace>>) => [
      ...new Set(rows.filter((r) => TRACES.some((x) => r.text.includes(x.toLowerCase()))).map((r) => r.table)),
    ];
    expect(holding(await rowsOfWorkspace())).toEqual(
      expect.arrayContaining([
        'people',
        'bookings',
        'wizard_sessions',
        'payment_sessions',
        'messages',
        'jobs',
        'form_submissions',
        'invoices',
        'invoice_lines',
        'vouchers',
        'events',
      ]),
    );

    const r = await erase(ids.person);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({
      id: ids.person,
      erasedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      retained: [{ type: 'invoice', id: ids.issued, reason: expect.stringContaining('law') }],
    });

    // The person: no names, addresses or phones; marked erased; `q` and `email` no longer find them.
    const person = await ok('GET', `/v1/people/${ids.person}`);
    expect(person).toMatchObject({
      firstName: '',
      lastName: '',
      emails: [],
      phones: [],
      country: null,
      defaultEmail: null,
    });
    expect(person.erasedAt).toBe(r.body.erasedAt);
    for (const query of [{ q: 'ioana' }, { q: 'popescu' }, { email: EMAIL }] as Array<Record<string, string>>)
      expect((await call('GET', '/v1/people', { query })).body.data).toEqual([]);
    expect((await ok('GET', '/v1/people')).pagination.total).toBe(before.people);
    const back = await call('PATCH', `/v1/people/${ids.person}`, { body: { firstName: 'Ioana' } });
    expect(back.status).toBe(409);
    expect(back.body.code).toBe('PERSON_ERASED');

    // Her booking: the contact and her entry are gone, her brother's entry stays; status, money, seats stay.
    const own = await ok('GET', `/v1/bookings/${ids.own}`);
    const booking = own.data ?? own;
    expect(booking.billing).toBeNull();
    expect(booking.passengers).toEqual([{}, { firstName: 'Mihai', lastName: 'Popescu', email: 'mihai@example.com' }]);
    expect(booking.notes).toBe('[erased] is vegetarian');
    for (const k of ['status', 'paymentStatus', 'total', 'totalMinor', 'code', 'pax', 'billingPersonId'])
      expect(booking[k], k).toEqual(before.own[k]);
    expect(await ok('GET', `/v1/bookings/${ids.own}/payments`)).toEqual(before.ledger);
    expect(await analytics()).toEqual(before.analytics);
    expect((await call('GET', '/v1/bookings', { query: { q: 'ioana' } })).body.data).toEqual([]);
    // Maria's booking: her own contact stays; Ioana's traveller entry is gone.
    const travelled = await ok('GET', `/v1/bookings/${ids.travelled}`);
    expect((travelled.data ?? travelled).passengers).toEqual([{ firstName: 'Maria', lastName: 'Ionescu' }, {}]);
    expect((travelled.data ?? travelled).billing).toMatchObject({ email: 'm@example.com' });

    // Form answers blanked (hers only); the message log lost the address and bodies.
    const subs = await ok('GET', `/v1/forms/${ids.form}/submissions`);
    const byId = Object.fromEntries((subs.data as Array<{ id: string; data: unknown }>).map((s) => [s.id, s.data]));
    expect(byId[ids.mine]).toEqual({ name: null, email: null, notes: null });
    expect(byId[ids.hers]).toEqual({ name: 'Maria', email: 'm@example.com' });
    const messages = (await ok('GET', '/v1/messages', { bookingId: ids.own } as never)).data as Array<{ id: string }>;
    const all = (await call('GET', '/v1/messages')).body.data as Array<{ id: string; to: string; bookingId: string }>;
    const hers = all.filter((m) => m.bookingId === ids.own);
    expect(hers.length).toBeGreaterThan(0);
    expect(messages).toBeDefined();
    for (const m of hers) {
      expect(m.to).toBe('[erased]');
      const full = await ok('GET', `/v1/messages/${m.id}`);
      expect(full.html ?? full.data?.html ?? null).toBeNull();
      expect(JSON.stringify(full).toLowerCase()).not.toContain('ioana');
    }
    const resend = await call('POST', `/v1/messages/${hers[0]!.id}/resend`);
    expect(resend.status).toBe(409);
    expect(resend.body.code).toBe('MESSAGE_RECIPIENT_ERASED');

    // The issued invoice keeps its buyer (the law); the draft's buyer is gone.
    expect(await ok('GET', `/v1/billing/invoices/${ids.issued}`)).toEqual(before.issued);
    const draft = await ok('GET', `/v1/billing/invoices/${ids.draft}`);
    expect(draft).toMatchObject({ buyerName: null, buyerEmail: null, buyerAddress: null });
    expect(JSON.stringify(draft).toLowerCase()).not.toContain('ioana');
    const voucher = await ok('GET', `/v1/vouchers/${ids.voucher}`);
    expect(voucher.data.metadata).toEqual({ recipient: '[erased]', note: 'gift for [erased]' });
    expect(voucher.data).toMatchObject({ customer_id: ids.person, current_balance_minor: 5000 });

    // No row of the workspace names her any more, but the issued invoice and its line (the audit log names no one).
    const left = (await rowsOfWorkspace()).filter((r) => TRACES.some((s) => r.text.includes(s.toLowerCase())));
    expect(left.map((r) => `${r.table}:${String(r.row.invoice_id ?? r.row.id)}`).sort()).toEqual([
      `invoice_lines:${ids.issued}`,
      `invoices:${ids.issued}`,
    ]);
  });

  it('erases once when two requests come at the same time', async () => {
    const twin = (
      await ok('POST', '/v1/people', { firstName: 'Ana', lastName: 'Twin', emails: ['ana.twin@example.com'] })
    ).id;
    const answers = await Promise.all([erase(twin), erase(twin), erase(twin)]);
    for (const a of answers) expect(a.status, a.text).toBe(200);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(answers[2]!.body).toEqual(answers[0]!.body);
    const events = (await t.events(w.id, 'customer.erased')).filter((e) => e.data.id === twin);
    expect(events).toHaveLength(1);
  });

  it('is idempotent: a repeat answers the same, emits nothing more; the export says what was kept', async () => {
    const erasedEvents = async () => (await t.events(w.id, 'customer.erased')).filter((e) => e.data.id === ids.person);
    expect(await erasedEvents()).toHaveLength(1);
    const again = await erase(ids.person);
    expect(again.status).toBe(200);
    const doc = (await exportOf(ids.person)).body;
    expect(again.body).toEqual({ id: ids.person, erasedAt: doc.person.erasedAt, retained: doc.retained });
    expect(doc.retained).toEqual([{ type: 'invoice', id: ids.issued, reason: expect.any(String) }]);
    expect(await erasedEvents()).toHaveLength(1);
    expect(doc.bookings.map((b: { id: string; billing: unknown }) => [b.id, b.billing])).toEqual([[ids.own, null]]);
    expect(doc.travellers).toEqual([]);
    expect(doc.formSubmissions).toEqual([]);
    expect(doc.invoices.find((i: { id: string }) => i.id === ids.issued)).toMatchObject({ buyerEmail: EMAIL });
  });

  it('emits customer.erased without personal data, and takes her out of earlier events', async () => {
    const [event, ...more] = (await t.events(w.id, 'customer.erased')).filter((e) => e.data.id === ids.person);
    expect(more).toEqual([]);
    expect(event!.data).toEqual({ id: ids.person, erasedAt: expect.any(String), bookingIds: [ids.own] });
    const all = await t.events(w.id);
    const created = all.find((e) => e.type === 'customer.created' && e.data.id === ids.person)!;
    expect(created.data).toMatchObject({ firstName: '[erased]', emails: ['[erased]'], phones: ['[erased]'] });
    for (const e of all) expect(JSON.stringify(e.data).toLowerCase(), e.type).not.toContain('ioana');
  });

  it('records each export and the erasure in the audit log, naming the person only by id', async () => {
    const owner = await memberSession(t, w.id, 'owner');
    const log = await t.call('GET', '/v1/audit-log', withSession(owner, { query: { limit: '100' } }));
    expect(log.status, log.text).toBe(200);
    const entries = (log.body.data as Array<Record<string, any>>).filter((e) => e.action.startsWith('person.')); // eslint-disable-line @typescript-eslint/no-explicit-any
    const erased = entries.filter((e) => e.action === 'person.erased' && e.target.id === ids.person);
    expect(erased).toHaveLength(1);
    expect(erased[0]).toMatchObject({ actor: { type: 'key' }, target: { type: 'person', id: ids.person } });
    expect(entries.filter((e) => e.action === 'person.exported').length).toBeGreaterThanOrEqual(3);
    for (const e of entries) expect(JSON.stringify(e).toLowerCase()).not.toContain('ioana');
    // A signed-in person's export names them as the actor.
    const byOwner = await t.call('GET', `/v1/people/${ids.maria}/export`, withSession(owner));
    expect(byOwner.status, byOwner.text).toBe(200);
    const latest = await t.call('GET', '/v1/audit-log', withSession(owner, { query: { action: 'person.exported' } }));
    expect(latest.body.data[0]).toMatchObject({
      actor: { type: 'user', id: owner.user.id },
      target: { type: 'person', id: ids.maria },
    });
  });

  it('exports and erases a deleted person too (their data is still held)', async () => {
    const gone = (
      await ok('POST', '/v1/people', { firstName: 'Dan', lastName: 'Deleted', emails: ['dan@example.com'] })
    ).id;
    await ok('DELETE', `/v1/people/${gone}`);
    expect((await call('GET', `/v1/people/${gone}`)).status).toBe(404);
    expect((await exportOf(gone)).body.person).toMatchObject({ id: gone, firstName: 'Dan' });
    expect((await erase(gone)).body).toMatchObject({ id: gone, retained: [] });
    expect((await exportOf(gone)).body.person).toMatchObject({ firstName: '', emails: [] });
  });
});
