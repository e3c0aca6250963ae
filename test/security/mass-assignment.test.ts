// A request body is its schema, everywhere (issue 25 item 2, OWASP API3 mass assignment): for every operation of the
// OpenAPI document with a JSON body, a valid request carrying fields its schema does not declare — at the top level
// and in every nested object that declares its properties — answers as the valid request does, and the undeclared
// values are neither stored (nowhere in the answer, the events or any table) nor acted on (a `workspace_id` of
// another workspace changes nothing there; a `password` on an invitation is not the invitee's password). An
// operation with a JSON body and no case below fails the test, so a new route cannot ship uncovered.
//
// Not walked, and not in the document's JSON bodies: POST /v1/integrations/paymentprovider/notify is not validated
// against a schema on purpose (the spec stores every payload the provider sends, as received, for audit);
// test/modules/bookings-payment-audit.test.ts covers it.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type CallOptions, type Response, type TestApp, type TestWorkspace } from '../support/app.js';
import {
  createUser,
  memberSession,
  nextAddress,
  OPERATOR,
  signIn,
  withSession,
  type TestSession,
} from '../support/accounts.js';
import { bookingBody, payingWorkspace, submitted, trip } from '../support/bookings.js';

/** The request a case makes: a valid body that succeeds (2xx), and who sends it. */
interface Case {
  url: string;
  body: Record<string, unknown>;
  /** `key` (the default): the workspace's key, or `key` when given; `session`: ctx.session, or `session` when given. */
  as?: 'key' | 'session' | 'public';
  key?: string;
  session?: TestSession;
  /** Problems if the undeclared fields (carrying `marker`) were acted on; run after the marked request. */
  notActedOn?: (marker: string) => Promise<string[]>;
}

interface Ctx {
  t: TestApp;
  /** The shared workspace (its key and an owner's session). */
  ws: TestWorkspace;
  session: TestSession;
  /** A fresh workspace for a case that needs its own; its events are checked too. */
  workspace(opts?: { paying?: boolean }): Promise<TestWorkspace>;
}

/** A record's id from a create's answer, whichever envelope the route uses. */
async function created(ctx: Ctx, path: string, body: unknown, key = ctx.ws.key): Promise<string> {
  const res = await ctx.t.call('POST', path, { key, body });
  if (res.status >= 300) throw new Error(`fixture ${path} answered ${res.status}: ${res.text}`);
  const b = res.body;
  const id = b?.data?.subscription?.id ?? b?.series?.id ?? b?.data?.id ?? b?.id ?? b?.fileId;
  if (typeof id !== 'string') throw new Error(`fixture ${path}: no id in ${res.text.slice(0, 200)}`);
  return id;
}

/** A name no other case has taken (series and tag names, collection keys and slugs are unique in a workspace). */
const uniq = (name: string) => `${name}-${randomBytes(4).toString('hex')}`;
const series = (ctx: Ctx) =>
  created(ctx, '/v1/contract-series', { name: uniq('Contracts'), pattern: 'C-{year}-{sequence:4}' });
const collection = (ctx: Ctx) => created(ctx, '/v1/collections', { base: { key: uniq('winter'), name: 'Winter' } });
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4z8DwHwAFAAH/4rWi2AAAAABJRU5ErkJggg==';
const product = (ctx: Ctx) => created(ctx, '/v1/products', { title: 'Trip' });
const voucher = (ctx: Ctx) => created(ctx, '/v1/vouchers', { initial_balance_minor: 10_000, currency: 'EUR' });
const form = (ctx: Ctx, body: Record<string, unknown> = {}) =>
  created(ctx, '/v1/forms', {
    name: 'Contact',
    fields: [{ id: 'email', label: 'Email', type: 'email', required: true }],
    ...body,
  });
const heldBooking = async (ctx: Ctx) =>
  created(ctx, '/v1/bookings', bookingBody(await trip(ctx.t, ctx.ws.key), { hold: true }));
/** A confirmed booking of two travellers, the second checked in. */
const checkedInBooking = async (ctx: Ctx) => {
  const { t, ws } = ctx;
  const double = { paxAdults: 2, rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }] };
  const id = await created(ctx, '/v1/bookings', bookingBody(await trip(t, ws.key), double));
  const confirmed = await t.call('PATCH', `/v1/bookings/${id}`, { key: ws.key, body: { status: 'confirmed' } });
  const checkedIn = await t.call('POST', `/v1/bookings/${id}/check-in`, { key: ws.key, body: { travellers: [1] } });
  if (confirmed.status !== 200 || checkedIn.status !== 200)
    throw new Error(`fixture answered ${confirmed.status} ${checkedIn.status}: ${checkedIn.text}`);
  return id;
};

/** A valid request of each operation with a JSON body, keyed `METHOD /path` as the document names it. */
const VALID_BODIES: Record<string, (ctx: Ctx) => Promise<Case>> = {
  'PATCH /v1/workspace': async () => ({ url: '/v1/workspace', body: { name: 'Renamed workspace' } }),
  'POST /v1/auth/sign-in': async ({ t, ws }) => {
    const user = await createUser(t, ws.id);
    return {
      url: '/v1/auth/sign-in',
      body: { email: user.email, password: user.password, workspaceId: ws.id },
      as: 'public',
    };
  },
  // A person in two workspaces, signed in to a second one, switches to the shared one (with a session of their own).
  'POST /v1/auth/switch-workspace': async (ctx) => {
    const second = await ctx.workspace();
    const user = await createUser(ctx.t, second.id);
    await createUser(ctx.t, ctx.ws.id, { email: user.email, password: user.password });
    const session = await signIn(ctx.t, user, { workspaceId: second.id });
    return { url: '/v1/auth/switch-workspace', body: { workspaceId: ctx.ws.id }, as: 'session', session };
  },
  // Someone new chooses a password with the link of their invitation.
  'POST /v1/auth/password': async (ctx) => {
    const { setupToken } = await ctx.t.services.accounts.members.invite(
      ctx.ws.id,
      { email: `new-${randomBytes(4).toString('hex')}@example.com`, role: 'viewer' },
      OPERATOR,
    );
    return { url: '/v1/auth/password', body: { token: setupToken, password: 'a password of their own' }, as: 'public' };
  },
  // What an invitation's link is for, read without using it.
  'POST /v1/auth/invitation': async (ctx) => {
    const { setupToken } = await ctx.t.services.accounts.members.invite(
      ctx.ws.id,
      { email: `new-${randomBytes(4).toString('hex')}@example.com`, role: 'viewer' },
      OPERATOR,
    );
    return { url: '/v1/auth/invitation', body: { token: setupToken }, as: 'public' };
  },
  // Someone with an account accepts another workspace's invitation with their own password.
  'POST /v1/auth/accept-invitation': async (ctx) => {
    const person = await createUser(ctx.t, (await ctx.workspace()).id);
    const { setupToken } = await ctx.t.services.accounts.members.invite(
      ctx.ws.id,
      { email: person.email, role: 'viewer' },
      OPERATOR,
    );
    return { url: '/v1/auth/accept-invitation', body: { token: setupToken, password: person.password }, as: 'public' };
  },
  // The documented attack: an invitation carrying a `password` of the inviter's choosing for a person who already
  // has an account (elsewhere). The invitee's own password still works; the inviter's does not.
  'POST /v1/members': async (ctx) => {
    const home = await ctx.workspace();
    const invitee = await createUser(ctx.t, home.id);
    return {
      url: '/v1/members',
      body: { email: invitee.email, role: 'viewer' },
      as: 'session',
      async notActedOn(marker) {
        const problems: string[] = [];
        const withMarker = await ctx.t.call('POST', '/v1/auth/sign-in', {
          body: { email: invitee.email, password: marker },
          remoteAddress: nextAddress(),
        });
        if (withMarker.status !== 401)
          problems.push(`the invitation's password signs the invitee in (${withMarker.status})`);
        const own = await ctx.t.call('POST', '/v1/auth/sign-in', {
          body: { email: invitee.email, password: invitee.password, workspaceId: home.id },
          remoteAddress: nextAddress(),
        });
        if (own.status !== 200) problems.push(`the invitee's own password no longer signs them in (${own.status})`);
        return problems;
      },
    };
  },
  'PATCH /v1/members/{userId}': async (ctx) => {
    const member = await createUser(ctx.t, ctx.ws.id, { role: 'viewer' });
    return { url: `/v1/members/${member.id}`, body: { role: 'developer' }, as: 'session' };
  },
  'POST /v1/api-keys': async () => ({
    url: '/v1/api-keys',
    body: { name: 'Reporting', scopes: ['bookings:read'] },
    as: 'session',
  }),
  'POST /v1/organizations': async () => ({
    url: '/v1/organizations',
    body: {
      name: 'Acme',
      billingAddress: { line1: '1 Main St', city: 'Rome', country: 'IT' },
      metadata: { crm: 'A-1' },
    },
  }),
  'PATCH /v1/organizations/{id}': async (ctx) => ({
    url: `/v1/organizations/${await created(ctx, '/v1/organizations', { name: 'Acme' })}`,
    body: { legalName: 'Acme S.p.A.', visitingAddress: { line1: '2 Side St', city: 'Milan' } },
  }),
  'POST /v1/people': async () => ({
    url: '/v1/people',
    body: { firstName: 'Ada', lastName: 'Lovelace', emails: ['ada@example.com'] },
  }),
  'PATCH /v1/people/{id}': async (ctx) => ({
    url: `/v1/people/${await created(ctx, '/v1/people', { firstName: 'Ada', lastName: 'Lovelace' })}`,
    body: { lastName: 'King' },
  }),
  'POST /v1/forms': async () => ({
    url: '/v1/forms',
    body: {
      name: 'Contact',
      fields: [{ id: 'size', label: 'Size', type: 'select', options: [{ value: 's', label: 'Small' }] }],
      settings: { success_message: { en: 'Thanks' }, redirect_url: null },
    },
  }),
  'PUT /v1/forms/{id}': async (ctx) => ({
    url: `/v1/forms/${await form(ctx)}`,
    body: { name: 'Contact us', fields: [{ id: 'email', label: 'Your email', type: 'email', required: true }] },
  }),
  // Free-form by design: its keys are the form's field ids, checked by the form itself (see the walk).
  'POST /v1/forms/{idOrSlug}/submit': async (ctx) => ({
    url: `/v1/forms/${await form(ctx, { status: 'published' })}/submit`,
    body: { email: 'ada@example.com' },
    as: 'public',
  }),
  'POST /v1/billing/invoices': async () => ({
    url: '/v1/billing/invoices',
    body: {
      series: 'INV',
      currency: 'EUR',
      issueDate: '2026-01-10',
      dueDate: '2026-01-20',
      buyerAddress: { company: 'Acme', country: 'IT' },
      lines: [{ description: 'Room', quantity: 1, unitPrice: 100 }],
    },
  }),
  'PATCH /v1/billing/invoices/{id}': async (ctx) => ({
    url: `/v1/billing/invoices/${await created(ctx, '/v1/billing/invoices', { series: 'INV', currency: 'EUR', issueDate: '2026-01-10', dueDate: '2026-01-20' })}`,
    body: { buyerName: 'Acme', lines: [{ description: 'Transfer', quantity: 2, unitPrice: 30 }] },
  }),
  'POST /v1/contract-series': async () => ({
    url: '/v1/contract-series',
    body: { name: uniq('Contracts'), pattern: 'C-{year}-{sequence:4}' },
  }),
  'PUT /v1/contract-series/{id}': async (ctx) => ({
    url: `/v1/contract-series/${await series(ctx)}`,
    body: { name: uniq('Contracts') },
  }),
  'POST /v1/contract-series/{id}/allocate': async (ctx) => ({
    url: `/v1/contract-series/${await series(ctx)}/allocate`,
    body: {},
  }),
  'POST /v1/products': async () => ({
    url: '/v1/products',
    body: { title: 'City break', location: { city: 'Rome', country: 'IT', coordinates: { lat: 41.9, lng: 12.5 } } },
  }),
  'PATCH /v1/products/{id}': async (ctx) => ({
    url: `/v1/products/${await product(ctx)}`,
    body: { summary: 'Three days', location: { city: 'Milan' } },
  }),
  'POST /v1/tags': async () => ({ url: '/v1/tags', body: { name: uniq('Tag') } }),
  'PATCH /v1/tags/{id}': async (ctx) => ({
    url: `/v1/tags/${await created(ctx, '/v1/tags', { name: uniq('Tag') })}`,
    body: { name: uniq('Tag') },
  }),
  'POST /v1/departures': async (ctx) => ({
    url: '/v1/departures',
    body: {
      productId: await product(ctx),
      startAt: '2030-05-01T08:00:00Z',
      endAt: '2030-05-03T18:00:00Z',
      capacity: 10,
      meetingPoint: { name: 'Gate 1' },
    },
  }),
  'PATCH /v1/departures/{id}': async (ctx) => {
    const productId = await product(ctx);
    const id = await created(ctx, '/v1/departures', {
      productId,
      startAt: '2030-05-01T08:00:00Z',
      endAt: '2030-05-03T18:00:00Z',
      capacity: 10,
    });
    return {
      url: `/v1/departures/${id}`,
      body: { capacity: 12, meetingPoint: { name: 'Gate 2', address: 'Piazza 1' } },
    };
  },
  'POST /v1/products/{id}/departures/schedule': async (ctx) => ({
    url: `/v1/products/${await product(ctx)}/departures/schedule`,
    body: {
      from: '2030-05-01',
      to: '2030-05-03',
      daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
      times: ['09:00'],
      durationMinutes: 120,
      capacity: 10,
      meetingPoint: { name: 'Gate 1' },
    },
  }),
  'POST /v1/departures/{id}/cancel': async (ctx) => {
    const x = await trip(ctx.t, ctx.ws.key);
    await created(ctx, '/v1/bookings', bookingBody(x));
    return { url: `/v1/departures/${x.departureId}/cancel`, body: { bookings: 'cancel', reason: 'Storm warning' } };
  },
  'PUT /v1/products/{id}/pricing': async (ctx) => ({
    url: `/v1/products/${await product(ctx)}/pricing`,
    body: {
      roomCategories: [{ key: 'std', label: 'Standard', pax: 1 }],
      ratePlans: [{ name: 'Base', prices: [{ categoryKey: 'std', amountPerPerson: 100, currency: 'EUR' }] }],
    },
  }),
  'POST /v1/webhooks/subscriptions': async () => ({
    url: '/v1/webhooks/subscriptions',
    body: { url: 'https://hooks.example.com/in', events: ['booking.*'], headers: { 'x-team': 'ops' } },
  }),
  'PATCH /v1/webhooks/subscriptions/{id}': async (ctx) => ({
    url: `/v1/webhooks/subscriptions/${await created(ctx, '/v1/webhooks/subscriptions', { url: 'https://hooks.example.com/in', events: ['*'] })}`,
    body: { maxRetries: 3 },
  }),
  'POST /v1/vouchers': async () => ({
    url: '/v1/vouchers',
    body: { initial_balance_minor: 5000, currency: 'EUR', metadata: { campaign: 'spring' } },
  }),
  'POST /v1/vouchers/validate': async (ctx) => {
    const code = (await ctx.t.call('GET', `/v1/vouchers/${await voucher(ctx)}`, { key: ctx.ws.key })).body.data.code;
    return { url: '/v1/vouchers/validate', body: { code, amount_minor: 1000, currency: 'EUR' } };
  },
  'PATCH /v1/vouchers/{id}': async (ctx) => ({
    url: `/v1/vouchers/${await voucher(ctx)}`,
    body: { is_transferable: false },
  }),
  'POST /v1/vouchers/{id}/redeem': async (ctx) => ({
    url: `/v1/vouchers/${await voucher(ctx)}/redeem`,
    body: { amount_minor: 1000 },
  }),
  'POST /v1/vouchers/{id}/refund': async (ctx) => {
    const id = await voucher(ctx);
    const redeemed = await ctx.t.call('POST', `/v1/vouchers/${id}/redeem`, {
      key: ctx.ws.key,
      body: { amount_minor: 1000 },
    });
    if (redeemed.status !== 200) throw new Error(`fixture redeem answered ${redeemed.status}: ${redeemed.text}`);
    return { url: `/v1/vouchers/${id}/refund`, body: { amount_minor: 500 } };
  },
  'PUT /v1/gallery/files/{id}': async (ctx) => ({
    url: `/v1/gallery/files/${await created(ctx, '/v1/gallery/upload', { fileName: 'a.png', contentBase64: PNG })}`,
    body: { altText: 'A pixel', tags: ['tiny'] },
  }),
  'POST /v1/gallery/upload': async () => ({
    url: '/v1/gallery/upload',
    body: { fileName: 'b.png', contentBase64: PNG, altText: 'A pixel' },
  }),
  'POST /v1/policies': async () => ({
    url: '/v1/policies',
    body: { kind: 'terms', scope: 'generic', locale: 'en', title: 'Terms' },
  }),
  'PATCH /v1/policies/{id}': async (ctx) => ({
    url: `/v1/policies/${await created(ctx, '/v1/policies', { kind: 'terms', scope: 'generic', locale: 'en', title: 'Terms' })}`,
    body: { locale: 'en', title: 'Terms of sale' },
  }),
  'POST /v1/collections': async () => ({
    url: '/v1/collections',
    body: {
      base: {
        key: uniq('summer'),
        name: 'Summer',
        type: 'smart',
        definition: { include: [{ tag: 'beach' }], match: 'any' },
      },
      translation: { locale: 'de', name: uniq('Sommer') },
    },
  }),
  'PATCH /v1/collections/{id}': async (ctx) => ({
    url: `/v1/collections/${await collection(ctx)}`,
    body: { name: 'Winter sun', definition: { productIds: [] } },
  }),
  'PUT /v1/collections/{id}/translations/{locale}': async (ctx) => ({
    url: `/v1/collections/${await collection(ctx)}/translations/fr`,
    body: { name: uniq('Hiver') },
  }),
  // Without `billing` and `passengers`: POST /v1/bookings does not declare them yet (a change under way); once it
  // does, they belong in this body so their nested objects are walked too.
  'POST /v1/bookings': async (ctx) => ({
    url: '/v1/bookings',
    body: bookingBody(await trip(ctx.t, ctx.ws.key), { metadata: { channel: 'phone' } }),
  }),
  'PATCH /v1/bookings/{id}': async (ctx) => ({
    url: `/v1/bookings/${await heldBooking(ctx)}`,
    body: { notes: 'Window seat' },
  }),
  'POST /v1/bookings/{id}/changes': async (ctx) => ({
    url: `/v1/bookings/${await heldBooking(ctx)}/changes`,
    body: { paxAdults: 2, rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }] },
  }),
  'POST /v1/bookings/{id}/extend': async (ctx) => ({
    url: `/v1/bookings/${await heldBooking(ctx)}/extend`,
    body: { minutes: 30 },
  }),
  'POST /v1/bookings/{id}/payments': async (ctx) => ({
    url: `/v1/bookings/${await heldBooking(ctx)}/payments`,
    body: { amount: 120.5, method: 'bank_transfer', reference: 'TRF-1', currency: 'EUR' },
  }),
  // A paid booking gives back part of its money.
  'POST /v1/bookings/{id}/refunds': async (ctx) => {
    const id = await heldBooking(ctx);
    const body = { amount: 100, method: 'cash' };
    const paid = await ctx.t.call('POST', `/v1/bookings/${id}/payments`, { key: ctx.ws.key, body });
    if (paid.status !== 201) throw new Error(`fixture payment answered ${paid.status}: ${paid.text}`);
    return { url: `/v1/bookings/${id}/refunds`, body: { amount: 40, reason: 'Changed plans', method: 'cash' } };
  },
  // A sandbox's account at the test provider (no credentials: no sealing key needed).
  'POST /v1/payments/accounts/upsert': async (ctx) => ({
    url: '/v1/payments/accounts/upsert',
    key: (await ctx.t.workspace({ type: 'sandbox' })).key,
    body: { provider: 'test', displayName: 'Test payments' },
  }),
  // A sandbox's submission, sent to the test provider's page.
  'POST /v1/payments/start': async (ctx) => {
    const w = await ctx.t.workspace({ type: 'sandbox' });
    const x = await trip(ctx.t, w.key, { capacity: 4 });
    const { code } = await submitted(ctx.t, w, x);
    return { url: '/v1/payments/start', key: w.key, body: { orderId: code, returnUrl: '/b', cancelUrl: '/b' } };
  },
  // A sandbox's submission paid through the test provider's page, refunded in part at that provider.
  'POST /v1/payments/{id}/refund': async (ctx) => {
    const w = await ctx.t.workspace({ type: 'sandbox' });
    const { code, sessionId } = await submitted(ctx.t, w, await trip(ctx.t, w.key, { capacity: 4 }));
    await ctx.t.call('POST', `/pay/test/${code}`, {
      rawBody: new URLSearchParams({ outcome: 'succeed', return: '/b' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const session = (await ctx.t.call('GET', `/v1/bookings/wizard/${sessionId}`, { key: w.key })).body.session;
    await ctx.t.services.bookings.payments.runWorkflow(w.id, session.payment.id);
    return { url: `/v1/payments/${session.payment.id}/refund`, key: w.key, body: { amount: 10, reason: 'Goodwill' } };
  },
  'POST /v1/bookings/{id}/check-in': async (ctx) => ({
    url: `/v1/bookings/${await checkedInBooking(ctx)}/check-in`,
    body: { travellers: [0] },
  }),
  'POST /v1/bookings/{id}/check-in/undo': async (ctx) => ({
    url: `/v1/bookings/${await checkedInBooking(ctx)}/check-in/undo`,
    body: { travellers: [1] },
  }),
  // A template previewed, and a test sent, with a booking of the workspace.
  'POST /v1/messages/preview': async (ctx) => ({
    url: '/v1/messages/preview',
    body: { template: 'booking_cancelled', bookingId: await heldBooking(ctx), locale: 'ro' },
  }),
  'POST /v1/messages/test': async (ctx) => ({
    url: '/v1/messages/test',
    body: { template: 'booking_cancelled', bookingId: await heldBooking(ctx), to: 'operator@example.com' },
  }),
  // A whole-booking ticket of a confirmed booking departing later today (UTC, the workspace's zone), scanned in.
  'POST /v1/check-ins': async (ctx) => {
    const now = Date.now();
    const midnight = (Math.floor(now / 86_400_000) + 1) * 86_400_000;
    const x = await trip(ctx.t, ctx.ws.key, { startAt: new Date(now + (midnight - now) / 2).toISOString() });
    const id = await created(ctx, '/v1/bookings', bookingBody(x));
    const confirmed = await ctx.t.call('PATCH', `/v1/bookings/${id}`, {
      key: ctx.ws.key,
      body: { status: 'confirmed' },
    });
    if (confirmed.status !== 200) throw new Error(`fixture confirm answered ${confirmed.status}: ${confirmed.text}`);
    const link = await ctx.t.services.documents.guestTicketUrl(ctx.ws.id, id);
    return { url: '/v1/check-ins', body: { token: new URL(link).searchParams.get('token')! } };
  },
  'POST /v1/bookings/wizard/session': async (ctx) => {
    const x = await trip(ctx.t, ctx.ws.key);
    return {
      url: '/v1/bookings/wizard/session',
      body: {
        language: 'en',
        productId: x.productId,
        departureId: x.departureId,
        paxAdults: 1,
        rooms: [{ categoryKey: 'single', occupancy: 1, quantity: 1 }],
      },
    };
  },
  'POST /v1/bookings/wizard': async (ctx) => {
    const w = await ctx.workspace({ paying: true });
    const x = await trip(ctx.t, w.key);
    return {
      url: '/v1/bookings/wizard',
      key: w.key,
      body: {
        productId: x.productId,
        departureId: x.departureId,
        currency: 'EUR',
        language: 'en',
        paxAdults: 2,
        rooms: [{ categoryKey: 'double', occupancy: 2, quantity: 1 }],
        billing: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      },
    };
  },
};

/** The public form submit: its body is the form's answers by field id, so an unknown key is refused by the form. */
const FREE_FORM = 'POST /v1/forms/{idOrSlug}/submit';

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  patternProperties?: unknown;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
}

const hasType = (s: Schema, type: string) => s.type === type || (Array.isArray(s.type) && s.type.includes(type));

/** The schema (or the branch of an anyOf/oneOf) that describes `value`'s kind. */
function schemaFor(value: unknown, schema: Schema | undefined): Schema | undefined {
  if (!schema) return undefined;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    for (const branch of branches) {
      const found = schemaFor(value, branch);
      if (found) return found;
    }
    return undefined;
  }
  if (Array.isArray(value)) return hasType(schema, 'array') || schema.items ? schema : undefined;
  if (value !== null && typeof value === 'object')
    return hasType(schema, 'object') || schema.properties ? schema : undefined;
  return schema;
}

/**
 * `value` with `extra` added to itself and to every object inside it whose schema lists its properties and allows
 * no others (where a key of `extra` is undeclared); `added` collects where. Free-form objects are left alone.
 */
function withUndeclared(
  value: unknown,
  schema: Schema | undefined,
  extra: Record<string, unknown>,
  at: string,
  added: string[],
): unknown {
  const s = schemaFor(value, schema);
  if (!s) return value;
  if (Array.isArray(value)) return value.map((item, i) => withUndeclared(item, s.items, extra, `${at}[${i}]`, added));
  if (value === null || typeof value !== 'object') return value;
  const props = s.properties ?? {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = withUndeclared(v, props[k], extra, at ? `${at}.${k}` : k, added);
  const closed =
    s.properties !== undefined &&
    (s.additionalProperties === undefined || s.additionalProperties === false) &&
    s.patternProperties === undefined;
  if (closed) {
    for (const [k, v] of Object.entries(extra)) {
      if (k in props) continue;
      out[k] = v;
      added.push(at ? `${at}.${k}` : k);
    }
  }
  return out;
}

describe('undeclared body fields on every operation', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  /** A workspace nobody uses: its id is sent as `workspace_id`, so nothing of it may change. */
  let other: TestWorkspace;
  let session: TestSession;
  let bodies: Map<string, Schema>;
  let tables: string[];

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    other = await t.workspace({ name: 'Other workspace' });
    session = await memberSession(t, ws.id, 'owner');
    const doc = (await t.call('GET', '/v1/openapi.json')).body as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
    };
    bodies = new Map(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.entries(ops).flatMap(([m, op]) => {
          const schema = op.requestBody?.content?.['application/json']?.schema;
          return schema ? [[`${m.toUpperCase()} ${path}`, schema] as const] : [];
        }),
      ),
    );
    const db = t.platform.db;
    tables =
      db.dialect === 'sqlite'
        ? (
            await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db.kysely)
          ).rows.map((r) => r.name)
        : (
            await sql<{
              name: string;
            }>`select table_name as name from information_schema.tables where table_schema = ${t.database.schema} and table_type = 'BASE TABLE'`.execute(
              db.kysely,
            )
          ).rows.map((r) => r.name);
  }, 60_000);
  afterAll(() => t?.close());

  /** Per table, how many rows contain each needle (every column, as JSON text). */
  async function scan(needles: string[]): Promise<Map<string, Map<string, number>>> {
    const found = new Map(needles.map((n) => [n, new Map<string, number>()]));
    for (const table of tables) {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
        t.platform.db.kysely,
      );
      for (const row of rows) {
        const text = JSON.stringify(row, (_k, v) =>
          v instanceof Uint8Array ? Buffer.from(v).toString('latin1') : typeof v === 'bigint' ? String(v) : v,
        );
        for (const needle of needles)
          if (text.includes(needle)) found.get(needle)!.set(table, (found.get(needle)!.get(table) ?? 0) + 1);
      }
    }
    return found;
  }

  it('answers as without them, and neither stores nor acts on them', async () => {
    const uncovered = [...bodies.keys()].filter((op) => !(op in VALID_BODIES));
    expect(uncovered, 'operations without a mass-assignment case').toEqual([]);
    expect(bodies.size).toBeGreaterThan(40);

    const failures: string[] = [];
    let otherRows = (await scan([other.id])).get(other.id)!;
    const otherEvents = (await t.events(other.id)).length;
    let n = 0;
    for (const [op, schema] of bodies) {
      const [method] = op.split(' ') as [string];
      const own: TestWorkspace[] = [];
      const ctx: Ctx = {
        t,
        ws,
        session,
        async workspace(opts = {}) {
          const w = opts.paying ? await payingWorkspace(t) : await t.workspace();
          own.push(w);
          return w;
        },
      };
      const call = (c: Case, body: unknown): Promise<Response> => {
        const opts: CallOptions = { body, remoteAddress: nextAddress() };
        if (c.as === 'public') return t.call(method, c.url, opts);
        if (c.as === 'session') return t.call(method, c.url, withSession(c.session ?? session, opts));
        return t.call(method, c.url, { ...opts, key: c.key ?? ws.key });
      };

      // The valid request first (its own fixtures), so a broken case is told apart from a leak.
      const plainCase = await VALID_BODIES[op]!(ctx);
      const plain = await call(plainCase, plainCase.body);
      if (plain.status >= 300) {
        failures.push(`${op}: the valid body answered ${plain.status} ${plain.text.slice(0, 160)}`);
        continue;
      }

      const marker = `undeclared-${++n}-${randomBytes(6).toString('hex')}`;
      const c = await VALID_BODIES[op]!(ctx);
      const extra = { zz_undeclared: marker, id: marker, workspace_id: other.id, password: marker };
      const added: string[] = [];
      const body = op === FREE_FORM ? { ...c.body, ...extra } : withUndeclared(c.body, schema, extra, '', added);
      if (op === FREE_FORM) added.push(...Object.keys(extra));
      if (added.length === 0) failures.push(`${op}: no undeclared field could be added`);
      const res = await call(c, body);

      if (op === FREE_FORM) {
        const named = (res.body?.issues ?? []).map((i: { field: string }) => i.field);
        if (res.status !== 400 || !Object.keys(extra).every((k) => named.includes(k)))
          failures.push(`${op}: unknown answers not refused by the form: ${res.status} ${res.text.slice(0, 160)}`);
      } else if (res.status !== plain.status) {
        failures.push(
          `${op}: answered ${res.status} with undeclared fields (${added.join(', ')}), ${plain.status} without: ${res.text.slice(0, 200)}`,
        );
      }
      if (res.text.includes(marker)) failures.push(`${op}: the answer shows an undeclared value`);
      if (res.text.includes(other.id)) failures.push(`${op}: the answer names the other workspace`);
      for (const w of [ws, other, ...own]) {
        if (JSON.stringify(await t.events(w.id)).includes(marker))
          failures.push(
            `${op}: an event of ${w === other ? 'the other workspace' : 'the workspace'} holds an undeclared value`,
          );
      }
      if ((await t.events(other.id)).length !== otherEvents) failures.push(`${op}: the other workspace has new events`);

      const found = await scan([marker, other.id]);
      const stored = [...found.get(marker)!.keys()];
      if (stored.length > 0) failures.push(`${op}: an undeclared value is stored in ${stored.join(', ')}`);
      const grown = [...found.get(other.id)!]
        .filter(([table, count]) => count > (otherRows.get(table) ?? 0))
        .map(([table]) => table);
      if (grown.length > 0) failures.push(`${op}: rows naming the other workspace appeared in ${grown.join(', ')}`);
      otherRows = found.get(other.id)!;

      for (const problem of (await c.notActedOn?.(marker)) ?? []) failures.push(`${op}: ${problem}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  // The mechanism drops only what is undeclared: an object that allows any keys keeps them.
  it('keeps the keys of free-form objects', async () => {
    const x = await trip(t, ws.key);
    const kept = `kept-${randomBytes(6).toString('hex')}`;
    const booking = await t.call('POST', '/v1/bookings', {
      key: ws.key,
      body: bookingBody(x, { metadata: { channel: 'phone', note: kept } }),
    });
    expect(booking.status, booking.text).toBe(201);
    const read = await t.call('GET', `/v1/bookings/${booking.body.id}`, { key: ws.key });
    expect(read.body.metadata ?? read.body.data?.metadata).toEqual({ channel: 'phone', note: kept });

    const wizard = await t.call('POST', '/v1/bookings/wizard/session', {
      key: ws.key,
      body: {
        language: 'en',
        billing: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', company: kept },
      },
    });
    expect(wizard.status, wizard.text).toBe(201);
    const saved = await t.call('GET', `/v1/bookings/wizard/${wizard.body.id}`, { key: ws.key });
    expect(saved.text).toContain(kept);
  });
});
