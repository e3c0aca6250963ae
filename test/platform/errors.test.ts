// Error handling: the spec's body shapes for malformed JSON, wrong types, missing fields and bad id prefixes;
// prototype-pollution keys never reach a 500; no stack trace or SQL text in any error body; unknown routes 404 JSON;
// every error answer carries a code of the error catalogue (test/support/app.ts checks each call against the
// catalogue and the operation's documented codes; the URLs refused before routing and a closing server are here).
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../src/modules/error-catalogue.js';
import { createTestApp, type Response, type TestApp, type TestWorkspace } from '../support/app.js';

const LEAK =
  /\bat .+:\d+:\d+|node_modules|\.ts:\d+|\bselect\b|\binsert into\b|\bupdate \w+ set\b|sqlite|postgres|syntax error at|stack/i;

describe('error responses', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  const seen: Response[] = [];

  const call = async (...args: Parameters<TestApp['call']>) => {
    const r = await t.call(...args);
    seen.push(r);
    return r;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
  });
  afterAll(() => t.close());

  it('answers malformed JSON with 400 {error}', async () => {
    for (const raw of [
      '{"name":',
      '{name: "x"}',
      "{'name':'x'}",
      '{"name":"x",}',
      'nul',
      '[1,2',
      '{"a":1}{"b":2}',
      '\u0000',
    ]) {
      const r = await call('POST', '/v1/organizations', { key: ws.key, rawBody: raw });
      expect(r.status, raw).toBe(400);
      expect(r.body, raw).toEqual({ error: expect.any(String), code: 'INVALID_JSON' });
    }
  });

  it('answers an empty body on a create with 400', async () => {
    const r = await call('POST', '/v1/organizations', { key: ws.key, rawBody: '' });
    expect(r.status).toBe(400);
  });

  it('answers wrong types with 400 and details.field (no coercion of JSON bodies)', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['/v1/organizations', { name: 42 }, 'name'],
      ['/v1/organizations', { name: true }, 'name'],
      ['/v1/organizations', { name: ['a'] }, 'name'],
      ['/v1/organizations', { name: 'ok', metadata: [] }, 'metadata'],
      ['/v1/organizations', { name: 'ok', billingAddress: { city: 7 } }, 'billingAddress.city'],
      ['/v1/people', { firstName: 'A', lastName: 'B', emails: 'a@b.co' }, 'emails'],
      ['/v1/people', { firstName: 'A', lastName: 'B', emails: ['a@b.co', 5] }, 'emails[1]'],
      ['/v1/people', { firstName: 'A', lastName: 1 }, 'lastName'],
    ];
    for (const [url, body, field] of cases) {
      const r = await call('POST', url, { key: ws.key, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body, JSON.stringify(body)).toMatchObject({
        error: expect.any(String),
        details: { field, message: expect.any(String) },
      });
    }
  });

  it('answers a missing required field with 400 naming it', async () => {
    const org = await call('POST', '/v1/organizations', { key: ws.key, body: { legalName: 'No name SRL' } });
    expect(org.status).toBe(400);
    expect(org.body.details.field).toBe('name');
    const person = await call('POST', '/v1/people', { key: ws.key, body: { firstName: 'Ana' } });
    expect(person.status).toBe(400);
    expect(person.body.details.field).toBe('lastName');
  });

  it('answers a body that is not an object with 400', async () => {
    for (const raw of ['null', '[]', '"name"', '42', 'true']) {
      const r = await call('POST', '/v1/organizations', { key: ws.key, rawBody: raw });
      expect(r.status, raw).toBe(400);
    }
  });

  it('answers a bad id prefix on a path with 400 details.field', async () => {
    const uuid = '0193a000-0000-7000-8000-000000000000';
    for (const url of [
      `/v1/people/org_${uuid}`,
      `/v1/organizations/ppl_${uuid}`,
      `/v1/organizations/${uuid}`,
      '/v1/organizations/org_nope',
      `/v1/people/book_${uuid}`,
    ]) {
      const r = await call('GET', url, { key: ws.key });
      expect(r.status, url).toBe(400);
      expect(r.body.details.field, url).toBe('id');
    }
    const patch = await call('PATCH', `/v1/people/org_${uuid}`, { key: ws.key, body: { firstName: 'x' } });
    expect(patch.status).toBe(400);
    expect(patch.body.details.field).toBe('id');
  });

  it('never answers 500 to __proto__ or constructor keys, and pollutes nothing', async () => {
    const bodies = [
      '{"name":"p1","__proto__":{"polluted":true}}',
      '{"name":"p2","constructor":{"prototype":{"polluted":true}}}',
      '{"name":"p3","metadata":{"__proto__":{"polluted":true}}}',
      '{"name":"p4","metadata":{"constructor":{"prototype":{"polluted":true}}}}',
      '{"name":"p5","metadata":{"constructor":"x","prototype":"y","hasOwnProperty":1}}',
      '{"name":"p6","billingAddress":{"__proto__":{"country":"XX"}}}',
      '{"__proto__":{"name":"from the prototype"}}',
      '{"constructor":"x","name":"p7"}',
    ];
    for (const raw of bodies) {
      for (const url of ['/v1/organizations', '/v1/people']) {
        const r = await call('POST', url, { key: ws.key, rawBody: raw });
        expect(r.status, `${url} ${raw}`).toBeLessThan(500);
        expect([201, 400], `${url} ${raw}`).toContain(r.status);
      }
    }
    const patch = await call('POST', '/v1/organizations', { key: ws.key, body: { name: 'patch me' } });
    const r = await call('PATCH', `/v1/organizations/${patch.body.data.id}`, {
      key: ws.key,
      rawBody: '{"__proto__":{"name":"x"},"constructor":{"prototype":{"kind":"y"}}}',
    });
    expect(r.status).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
    // A metadata key called "constructor" is plain data and survives the round trip.
    const kept = await call('POST', '/v1/organizations', {
      key: ws.key,
      rawBody: '{"name":"kept","metadata":{"constructor":"x"}}',
    });
    expect(kept.status).toBe(201);
    expect(kept.body.data.metadata).toEqual({ constructor: 'x' });
  });

  it('answers unknown routes and methods with 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/v1/nothing-here'],
      ['POST', '/v1/nothing-here'],
      ['GET', '/v2/organizations'],
      ['GET', '/nothing-here'],
      ['POST', '/'], // GET / answers (home.test.ts), nothing else at the root
      ['PUT', '/v1/organizations'],
      ['DELETE', '/v1/organizations'],
    ] as const) {
      const r = await call(method, url, {
        key: ws.key,
        body: method === 'GET' || method === 'DELETE' ? undefined : { a: 1 },
      });
      expect(r.status, `${method} ${url}`).toBe(404);
      expect(r.body).toEqual({ error: 'Not found', code: 'ROUTE_NOT_FOUND' });
      expect(String(r.headers['content-type'])).toMatch(/^application\/json/);
    }
  });

  it('answers an unsupported content type with a 4xx JSON error', async () => {
    const r = await call('POST', '/v1/organizations', {
      key: ws.key,
      rawBody: '<org name="x"/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.body).toMatchObject({ error: expect.any(String) });
  });

  it('answers query parameters of the wrong type with 400, never 500', async () => {
    for (const q of [
      'limit=abc',
      'limit=1.5',
      'offset=x',
      'offset=-1',
      'offset=1e400',
      'offset=100000000000000000000',
      'limit=99999999999999999999',
      'sortOrder=sideways',
      `q=${'x'.repeat(300)}`,
    ]) {
      const r = await call('GET', `/v1/organizations?${q}`, { key: ws.key });
      expect(r.status, q).toBe(400);
      expect(r.body.details.field, q).toMatch(/^(limit|offset|sortOrder|q)$/);
    }
  });

  it('answers a service-level validation failure with 400 details.field', async () => {
    const r = await call('POST', '/v1/organizations', { key: ws.key, body: { name: '   ' } });
    expect(r.status).toBe(400);
    expect(r.body.details.field).toBe('name');
  });

  it('refuses a NUL character in any body field, nested field, key or query value with 400 naming it, storing nothing', async () => {
    const before = (await call('GET', '/v1/organizations', { key: ws.key })).body.pagination.total;
    const cases: [unknown, string][] = [
      [{ name: 'a\u0000b' }, 'name'],
      [{ name: 'ok', metadata: { note: ['fine', 'bad\u0000'] } }, 'metadata.note[1]'],
      [{ name: 'ok', metadata: { 'k\u0000': 1 } }, 'metadata.k\u0000'],
    ];
    for (const [body, field] of cases) {
      const r = await call('POST', '/v1/organizations', { key: ws.key, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.details.field).toBe(field);
    }
    const q = await call('GET', '/v1/organizations?q=a%00b', { key: ws.key });
    expect(q.status).toBe(400);
    expect(q.body.details.field).toBe('q');
    expect((await call('GET', '/v1/organizations', { key: ws.key })).body.pagination.total).toBe(before);
  });

  it('answers a body nested 20,000 levels deep with 400 (never a stack overflow), and accepts the depth the API uses', async () => {
    const before = (await call('GET', '/v1/organizations', { key: ws.key })).body.pagination.total;
    const deepArray = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const deepObject = `${'{"a":'.repeat(20_000)}"\\u0000"${'}'.repeat(20_000)}`;
    const inMetadata = `{"name":"deep","metadata":${deepObject}}`;
    const sends: Array<[string, () => Promise<Response>]> = [
      ['array', () => call('POST', '/v1/organizations', { key: ws.key, rawBody: deepArray })],
      [
        'object with a NUL at the bottom',
        () => call('POST', '/v1/organizations', { key: ws.key, rawBody: inMetadata }),
      ],
      [
        'with an Idempotency-Key',
        () =>
          call('POST', '/v1/organizations', {
            key: ws.key,
            rawBody: inMetadata,
            headers: { 'idempotency-key': 'deep' },
          }),
      ],
      [
        'a route without a body schema',
        () => call('POST', '/v1/bookings/bkg_00000000000000000000000000/cancel', { key: ws.key, rawBody: deepArray }),
      ],
      // (within the submit's own 64 KiB body limit)
      [
        'the public form submit',
        () => call('POST', '/v1/forms/no-such-form/submit', { rawBody: `{"data":${deepArray.slice(15_000, 25_000)}}` }),
      ],
    ];
    for (const [what, send] of sends) {
      const r = await send();
      expect(r.status, what).toBe(400);
      expect(r.body, what).toMatchObject({ error: expect.any(String), details: { field: 'body' } });
    }
    expect((await call('GET', '/v1/organizations', { key: ws.key })).body.pagination.total).toBe(before);
    // Nested as far as the limit allows: accepted (a wizard session's data is free-form JSON; metadata is flat).
    let nested: unknown = 'bottom';
    for (let i = 0; i < 60; i++) nested = { a: nested };
    const session = await call('POST', '/v1/bookings/wizard/session', {
      key: ws.key,
      body: { data: { step_1: nested } },
    });
    expect(session.status).toBe(201);
    expect(
      (await call('GET', `/v1/bookings/wizard/${session.body.id}`, { key: ws.key })).body.session.data.step_1,
    ).toEqual(nested);
  });

  it('keeps SQL-looking input as data', async () => {
    const name = `x'); drop table organizations; --`;
    const r = await call('POST', '/v1/organizations', { key: ws.key, body: { name } });
    expect(r.status).toBe(201);
    const q = await call('GET', `/v1/organizations?q=${encodeURIComponent("' or 1=1 --")}`, { key: ws.key });
    expect(q.status).toBe(200);
    expect(q.body.data).toEqual([]);
    expect((await call('GET', `/v1/organizations/${r.body.data.id}`, { key: ws.key })).body.data.name).toBe(name);
  });

  it('answers a URL Fastify refuses before routing (bad percent-encoding, a segment over 100 characters) with 400 INVALID_REQUEST', async () => {
    for (const url of ['/v1/organizations/%E0%A4%A', `/v1/organizations/${'x'.repeat(101)}`]) {
      const r = await call('GET', url, { key: ws.key });
      expect(r.status, url).toBe(400);
      expect(r.body, url).toEqual({ error: expect.stringMatching(/^Invalid URL/), code: 'INVALID_REQUEST' });
      expect(r.headers['x-request-id'], url).toMatch(/^req_/);
    }
  });

  it('answered every error above as a JSON object with an `error` string and a catalogue code of its status, nothing leaked, never 5xx', () => {
    const errors = seen.filter((x) => x.status >= 400);
    expect(errors.length).toBeGreaterThan(50);
    for (const r of errors) {
      expect(r.status, r.text).toBeLessThan(500);
      expect(r.body, r.text).toMatchObject({ error: expect.any(String), code: expect.any(String) });
      expect(ERROR_CATALOGUE[r.body.code as keyof typeof ERROR_CATALOGUE]?.status, r.text).toBe(r.status);
      expect(r.text).not.toMatch(LEAK);
    }
    expect(new Set(errors.map((r) => r.body.code))).toEqual(
      new Set(['INVALID_JSON', 'VALIDATION_FAILED', 'ROUTE_NOT_FOUND', 'UNSUPPORTED_MEDIA_TYPE', 'INVALID_REQUEST']),
    );
  });
});

describe('a closing server', () => {
  it('answers a request still arriving on an open connection 503 SERVICE_UNAVAILABLE, after finishing the one in flight', async () => {
    const t = await createTestApp();
    const ws = await t.workspace();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = net.connect(Number(new URL(address).port), '127.0.0.1');
    let text = '';
    socket.on('data', (d: Buffer) => (text += d.toString()));
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const auth = `authorization: Bearer ${ws.key}\r\nhost: localhost`;
    const body = JSON.stringify({ name: 'In flight' });
    // A create whose body is still arriving when the server starts closing, and a list pipelined after it.
    socket.write(
      `POST /v1/organizations HTTP/1.1\r\n${auth}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await wait(200);
    const closing = t.app.close();
    await wait(50);
    socket.write(`${body.slice(5)}GET /v1/organizations HTTP/1.1\r\n${auth}\r\n\r\n`);
    for (let i = 0; i < 50 && !text.includes('SERVICE_UNAVAILABLE'); i++) await wait(50);
    socket.destroy();
    await closing;
    await t.close();
    const answers = text.split(/(?=HTTP\/1\.1 )/);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 201 /);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503 /);
    expect(answers[1]).toMatch(/x-request-id: req_/i);
    expect(JSON.parse(answers[1]!.slice(answers[1]!.indexOf('\r\n\r\n') + 4))).toEqual({
      error: 'The server is shutting down',
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
