// The TypeScript SDK (sdk/) against the real server over HTTP, on SQLite and PostgreSQL: a whole flow through the SDK
// only (product, departure, pricing, booking, a webhook verified with verifyWebhook), paging through 250
// organizations, a 429 retried after the time the API names, a POST retried after a network failure applied once,
// errors as ApiError with the request id, and (compiled by tsc) a wrong field name that does not compile.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient, paginate, verifyWebhook, type TravelCommerceClient } from '../../sdk/src/index.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { startReceiver, type Receiver } from '../support/receiver.js';

describe('SDK against the live server', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let baseUrl: string;
  let rx: Receiver;
  let client: TravelCommerceClient;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    rx = await startReceiver();
    client = createClient({ baseUrl, apiKey: ws.key });
  });
  afterAll(async () => {
    await rx.close();
    await t.close();
  });

  it('books a departure and receives the booking.created webhook, verified with verifyWebhook', async () => {
    const { data: sub } = await client.POST('/v1/webhooks/subscriptions', {
      body: { url: rx.url('/sdk'), events: ['booking.created'] },
    });
    const { data: product } = await client.POST('/v1/products', {
      body: { title: 'SDK tour', type: 'tour', status: 'active', currency: 'EUR', pricingModel: 'per_person' },
    });
    const productId = product.data.id;
    await client.PUT('/v1/products/{id}/pricing', {
      params: { path: { id: productId } },
      body: {
        roomCategories: [{ key: 'standard', label: 'Per person', pax: 1 }],
        ratePlans: [
          { name: 'Standard', prices: [{ categoryKey: 'standard', amountPerPerson: 120.5, currency: 'EUR' }] },
        ],
      },
    });
    const { data: departure } = await client.POST('/v1/departures', {
      body: { productId, startAt: '2027-06-01T08:00:00.000Z', endAt: '2027-06-03T18:00:00.000Z', capacity: 10 },
    });
    const departureId = 'data' in departure ? departure.data.id : (departure as { id: string }).id;
    const { data: booking } = await client.POST('/v1/bookings', { body: { productId, departureId, paxAdults: 2 } });
    expect(booking).toMatchObject({ status: 'pending', seats: 2, pricing: { total: 241, currency: 'EUR' } });
    const { data: read } = await client.GET('/v1/bookings/{id}', { params: { path: { id: booking.id } } });
    expect(read.id).toBe(booking.id);

    await t.drainJobs();
    const [delivery] = await rx.waitFor(1, 10_000, '/sdk');
    expect(JSON.parse(delivery!.raw)).toMatchObject({ type: 'booking.created', data: { booking: { id: booking.id } } });
    expect(verifyWebhook(delivery!.raw, delivery!.headers, sub.data.secret)).toBe(true);
    expect(verifyWebhook(delivery!.raw.replace('pending', 'paid!!!'), delivery!.headers, sub.data.secret)).toBe(false);
    expect(verifyWebhook(delivery!.raw, delivery!.headers, 'another secret')).toBe(false);
    // The Standard Webhooks headers alone verify too (within the time tolerance).
    const standardOnly = { ...delivery!.headers, 'x-webhook-signature': undefined };
    expect(verifyWebhook(delivery!.raw, standardOnly, sub.data.secret)).toBe(true);
    expect(
      verifyWebhook(delivery!.raw, standardOnly, sub.data.secret, { now: Math.floor(Date.now() / 1000) + 3600 }),
    ).toBe(false);
  });

  it('pages through 250 organizations with paginate', async () => {
    const w = await t.workspace();
    for (let i = 0; i < 250; i++)
      await t.services.organizations.create(w.id, { name: `Org ${String(i).padStart(3, '0')}` });
    const sdk = createClient({ baseUrl, apiKey: w.key });
    const names: string[] = [];
    for await (const org of paginate(sdk, '/v1/organizations', { params: { query: { sort: 'name' } }, pageSize: 100 }))
      names.push(org.name);
    expect(names).toHaveLength(250);
    expect(names[0]).toBe('Org 000');
    expect(names.at(-1)).toBe('Org 249');
    expect(new Set(names).size).toBe(250);
  });

  it('retries a 429 after the time the API names, and answers once the budget allows', async () => {
    const w = await t.workspace({ perMinute: 1000, burst: 2 });
    const statuses: number[] = [];
    const counting: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      statuses.push(res.status);
      return res;
    };
    const sdk = createClient({ baseUrl, apiKey: w.key, fetch: counting });
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 4 }, () => sdk.GET('/v1/organizations')));
    expect(answers.map((a) => a.response.status)).toEqual([200, 200, 200, 200]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900); // waited the second retry_after named
  });

  it('gives every POST an Idempotency-Key, and retries a POST whose connection failed without applying it twice', async () => {
    const w = await t.workspace();
    const keys: string[] = [];
    let failNext = true;
    const flaky: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      keys.push(request.headers.get('idempotency-key') ?? '');
      const res = await fetch(request);
      if (failNext) {
        failNext = false; // the server applied it, and the answer is lost on the way back
        throw new TypeError('fetch failed');
      }
      return res;
    };
    const sdk = createClient({ baseUrl, apiKey: w.key, fetch: flaky });
    const { data, response } = await sdk.POST('/v1/organizations', { body: { name: 'Exactly once' } });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(response.headers.get('idempotent-replayed')).toBe('true');
    const { data: list } = await sdk.GET('/v1/organizations');
    expect(list.pagination.total).toBe(1);
    expect(list.data[0]!.id).toBe(data.data.id);
  });

  it('throws an ApiError with the status, the body and the request id', async () => {
    const err = await client
      .GET('/v1/organizations/{id}', { params: { path: { id: 'org_00000000-0000-7000-8000-000000000000' } } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, code: 'NOT_FOUND', body: { error: 'Organization not found' } });
    expect((err as ApiError).requestId).toMatch(/^req_/);
    const bad = await client
      .POST('/v1/organizations', { body: { name: 7 as unknown as string } })
      .catch((e: unknown) => e);
    expect(bad).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', field: 'name' });
    const unauthorized = await createClient({ baseUrl, apiKey: 'tca_ws_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })
      .GET('/v1/organizations')
      .catch((e: unknown) => e);
    expect(unauthorized).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});

/** Never called: compiled by tsc in `npm test`. Each @ts-expect-error fails the build the day its line compiles. */
export async function typesThatDoNotCompile(client: TravelCommerceClient) {
  // @ts-expect-error an organization has `name`, not `nam`
  await client.POST('/v1/organizations', { body: { nam: 'Typo' } });
  // @ts-expect-error the path parameter is required
  await client.GET('/v1/organizations/{id}', {});
  // @ts-expect-error no such path
  await client.GET('/v1/organisations');
  const failed = await client.GET('/v1/organizations').catch((e: unknown) => e as ApiError);
  // @ts-expect-error not a code of the API's error catalogue
  if (failed instanceof ApiError && failed.code === 'capacity_exceeded') return null;
  const { data } = await client.GET('/v1/organizations');
  // @ts-expect-error an organization has no `title`
  return data.data[0]?.title;
}
