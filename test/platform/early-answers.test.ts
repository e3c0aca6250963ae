// An answer the server gives before it has read the request's body (413 for a body over the limit, 401 without a
// key) reaches a client that is still writing that body, over a real socket: no EPIPE, no reset, and the
// connection is reusable afterwards.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';

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
      for (const [key, status] of [[ws.key, 413], [null, 401]] as const) {
        const { text, error } = await sendSlowly(port, head(key, BIG.length), BIG);
        expect(error, `attempt ${i}, ${status}`).toBeNull();
        expect(text).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
        expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({ error: expect.any(String) });
      }
    }
  });

  it('reach Node\'s own fetch sending 2.5 MB', async () => {
    for (let i = 0; i < 10; i++) {
      const r = await fetch(`http://127.0.0.1:${port}/v1/organizations`, { method: 'POST', headers: { authorization: `Bearer ${ws.key}`, 'content-type': 'application/json' }, body: BIG });
      expect(r.status).toBe(413);
      expect(await r.json()).toEqual({ error: expect.any(String) });
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
