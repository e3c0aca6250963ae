// An answer the server gives before it has read the request's body (413 for a body over a limit, 401 without a
// key, 429 for a spent budget) reaches a client that is still writing that body, over a real socket: no EPIPE, no
// reset, whether the client keeps its connection alive or asks to close it; the connection is reusable afterwards,
// and a client that never stops writing is cut off.
import { execFile } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';
import { NOTIFY } from '../support/bookings.js';
import type { WritingAnswer, WritingJob } from './fixtures/writing-client.js';

const BIG = JSON.stringify({ name: 'too big', description: 'y'.repeat(2_500_000) });

/** Writes a request's head and then its body in 64 KiB chunks, pausing now and then; resolves with what came back. */
function sendSlowly(port: number, head: string, body: string): Promise<{ text: string; error: string | null }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let error: string | null = null;
    socket.on('data', (d) => (text += d));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => resolve({ text, error }));
    socket.write(head);
    let offset = 0;
    const pump = () => {
      while (offset < body.length) {
        const chunk = body.slice(offset, offset + 65_536);
        offset += chunk.length;
        const more = socket.write(chunk);
        if (offset % (65_536 * 8) === 0) return void setTimeout(pump, 5);
        if (!more) return void socket.once('drain', pump);
      }
      // The whole body is written: the client reads the answer, then closes.
      setTimeout(() => socket.end(), 200);
    };
    pump();
  });
}

describe('answers sent before the body was read', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    ws = await t.workspace();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const head = (key: string | null, length: number) =>
    `POST /v1/organizations HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${length}\r\n${key ? `authorization: Bearer ${key}\r\n` : ''}\r\n`;

  it('reach a raw socket client still writing 2.5 MB: 413 for a body over the limit, 401 without a key', async () => {
    for (let i = 0; i < 5; i++) {
      for (const [key, status, code] of [
        [ws.key, 413, 'BODY_TOO_LARGE'],
        [null, 401, 'UNAUTHORIZED'],
      ] as const) {
        const { text, error } = await sendSlowly(port, head(key, BIG.length), BIG);
        expect(error, `attempt ${i}, ${status}`).toBeNull();
        expect(text).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
        expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({ error: expect.any(String), code });
      }
    }
  });

  it("reach Node's own fetch sending 2.5 MB", async () => {
    for (let i = 0; i < 10; i++) {
      const r = await fetch(`http://127.0.0.1:${port}/v1/organizations`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ws.key}`, 'content-type': 'application/json' },
        body: BIG,
      });
      expect(r.status).toBe(413);
      expect(await r.json()).toEqual({ error: expect.any(String), code: 'BODY_TOO_LARGE' });
    }
  });

  it('keep the connection usable for the next request once the body is read', async () => {
    const small = JSON.stringify({ name: 'after a 413' });
    const { text, error } = await new Promise<{ text: string; error: string | null }>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let out = '';
      let err: string | null = null;
      socket.on('data', (d) => {
        out += d;
        if (out.split('HTTP/1.1 ').length === 3 && out.endsWith('}')) socket.end();
      });
      socket.on('error', (e: NodeJS.ErrnoException) => (err = e.code ?? e.message));
      socket.on('close', () => resolve({ text: out, error: err }));
      socket.write(head(ws.key, BIG.length) + BIG);
      socket.write(head(ws.key, small.length) + small);
    });
    expect(error).toBeNull();
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).toMatch(/}HTTP\/1\.1 201 Created\r\n/);
  });
});

/** Runs the job in a client process of its own (fixtures/writing-client.ts), which writes while the server answers. */
function runWritingClient(job: WritingJob): Promise<WritingAnswer[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'fixtures/writing-client.ts')],
      { maxBuffer: 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err) return reject(new Error(`${err.message}\n${stderr}`));
        resolve(JSON.parse(stdout) as WritingAnswer[]);
      },
    );
    child.stdin!.end(JSON.stringify(job));
  });
}

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64');
const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('answers sent before the body was read, to a plain node:http client that keeps writing', () => {
  const FILE_MAX = 256 * 1024;
  let t: TestApp;
  let ws: TestWorkspace;
  let limited: TestWorkspace;
  let formSlug: string;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ paymentNotifySecret: 'notify-secret', galleryMaxFileBytes: FILE_MAX });
    ws = await t.workspace();
    limited = await t.workspace({ perMinute: 1, burst: 1 });
    expect((await t.call('GET', '/v1/organizations', { key: limited.key })).status).toBe(200);
    const form = await t.call('POST', '/v1/forms', {
      key: ws.key,
      body: { name: 'Inquiry', status: 'published', fields: [{ id: 'name', type: 'text', label: 'Name' }] },
    });
    expect(form.status).toBe(201);
    formSlug = form.body.slug;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const json = { 'content-type': 'application/json' };
  const bigJson = { head: b64('{"name":"too big","description":"'), fill: 0x79, size: 2_500_000, tail: b64('"}') };
  const boundary = 'tcaEarlyAnswer';
  const cases = () => [
    {
      name: '2.5 MB over the 1 MiB body limit',
      status: 413,
      path: '/v1/organizations',
      headers: { ...json, authorization: `Bearer ${ws.key}` },
      body: bigJson,
    },
    { name: 'no key', status: 401, path: '/v1/organizations', headers: json, body: bigJson },
    {
      name: 'a rate-limited workspace',
      status: 429,
      path: '/v1/organizations',
      headers: { ...json, authorization: `Bearer ${limited.key}` },
      body: bigJson,
    },
    {
      name: '900 KB of whitespace to a public form (FORM_SUBMIT_MAX_BYTES)',
      status: 413,
      path: `/v1/forms/${formSlug}/submit`,
      headers: json,
      body: { head: '', fill: 0x20, size: 900_000, tail: '' },
    },
    { name: 'a payment notification over its cap', status: 413, path: NOTIFY, headers: json, body: bigJson },
    {
      name: 'a gallery upload over the file size',
      status: 413,
      path: '/v1/gallery/upload',
      headers: { authorization: `Bearer ${ws.key}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: {
        head: b64(
          Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
            ),
            PNG_HEAD,
          ]),
        ),
        fill: 0,
        size: FILE_MAX * 4,
        tail: b64(`\r\n--${boundary}--\r\n`),
      },
    },
  ];

  // Node's keep-alive agent (its default since Node 19), and a client that asks to close the connection after its
  // request (`agent: false` sends `Connection: close`, as Node 18's default agent and HTTP/1.0 clients do).
  for (const connection of ['keep-alive', 'close'] as const) {
    it(`reach a client sending Connection: ${connection}, on every try: 413, 401, 429, a refused form, payment notification and upload`, async () => {
      const tries = cases().flatMap((c) => [true, false, true].map((declareLength) => ({ ...c, declareLength })));
      const answers = await runWritingClient({
        port,
        connection,
        requests: tries.map(({ path, headers, body, declareLength }) => ({ path, headers, body, declareLength })),
      });
      const label = (x: (typeof tries)[number]) => `${x.name}, ${x.declareLength ? 'Content-Length' : 'chunked'}`;
      expect(answers.map((a, i) => ({ try: label(tries[i]!), ...a }))).toEqual(
        tries.map((x) => ({
          try: label(x),
          status: x.status,
          error: null,
          body: expect.objectContaining({ error: expect.any(String) }),
        })),
      );
    });
  }

  it('cut off a client that never stops writing, once it has sent more than is read and discarded (64 MiB)', async () => {
    const piece = Buffer.alloc(1024 * 1024, 'x');
    const written = await new Promise<number>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let sent = 0;
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(sent));
      socket.write(
        `POST /v1/organizations HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${1024 ** 3}\r\n\r\n`,
      );
      const writeMore = () => {
        while (!socket.destroyed) {
          sent += piece.length;
          if (!socket.write(piece)) return void socket.once('drain', writeMore);
        }
      };
      writeMore();
    });
    // What the server read and discarded, plus what the sockets' buffers held when it closed the connection.
    expect(written).toBeGreaterThan(64 * 1024 * 1024);
    expect(written).toBeLessThan(100 * 1024 * 1024);
  });
});
