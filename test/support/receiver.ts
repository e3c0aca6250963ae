// A webhook receiver for tests: a real HTTP server on 127.0.0.1 that records every request (headers and raw body)
// and answers as the test tells it to (status, headers, body; or a custom handler for slow or endless answers).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests assert on arbitrary JSON
  at: number;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export type Responder = (r: Received, res: http.ServerResponse) => Answer | 'handled';

export interface Receiver {
  port: number;
  url(path?: string): string;
  received: Received[];
  /** Requests to one path. */
  at(path: string): Received[];
  respond(fn: Responder): void;
  /** Resolves once `n` requests (to `path`, if given) arrived, or rejects after `ms`. */
  waitFor(n: number, ms?: number, path?: string): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(port = 0): Promise<Receiver> {
  const received: Received[] = [];
  let responder: Responder = () => ({ status: 200 });
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
      const r: Received = { path: (req.url ?? '').split('?')[0]!, headers: req.headers, raw, body, at: Date.now() };
      received.push(r);
      for (const w of [...waiters]) w();
      const answer = responder(r, res);
      if (answer === 'handled') return;
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body ?? '{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: (path = '/hook') => `http://127.0.0.1:${actualPort}${path}`,
    received,
    at: (path) => received.filter((r) => r.path === path),
    respond(fn) {
      responder = fn;
    },
    waitFor(n, ms = 10_000, path) {
      const got = () => (path ? received.filter((r) => r.path === path) : received);
      return new Promise((resolve, reject) => {
        const check = () => {
          if (got().length < n) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(got());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`receiver: ${got().length} of ${n} requests within ${ms} ms`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
