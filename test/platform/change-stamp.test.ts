// A request with a body answers as of the change stamp its authentication read when its body came with its headers,
// and reads the stamp anew when the body came later (src/platform/http/change-stamp.ts): a real socket, a real
// SQLite file, and another connection committing in between, as another process would.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/platform/db/index.js';
import { carryChangeStamp } from '../../src/platform/http/change-stamp.js';

describe('the change stamp carried from a request’s headers to its handler', () => {
  let dir: string;
  let db: Database;
  let other: SQLite.Database;
  let app: FastifyInstance;
  let port: number;
  /** What the app-level hook (authentication's place) read, and what the handler read. */
  let atHeaders: number | undefined;
  let atHandler: number | undefined;
  /** Run between the headers and the handler, after the body is in: an await, as a body's parse or a hook makes. */
  let betweenHeadersAndHandler: () => void;

  const otherCommits = () => other.prepare('insert into t (v) values (?)').run('from another connection');

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tca-stamp-'));
    const file = path.join(dir, 's.sqlite');
    db = openDatabase(`sqlite:${file}`);
    await sql`create table t (id integer primary key, v text not null)`.execute(db.kysely);
    other = new SQLite(file);
    betweenHeadersAndHandler = () => undefined;
    app = Fastify();
    app.addHook('onRequest', (_req, _reply, done) => {
      atHeaders = db.externalChangeStamp!();
      done();
    });
    carryChangeStamp(app, db);
    app.post(
      '/read',
      {
        preValidation: async () => {
          betweenHeadersAndHandler();
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      },
      async () => {
        atHandler = db.externalChangeStamp!();
        return { ok: true };
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterEach(async () => {
    await app.close();
    other.close();
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Sends the request's headers, then (after `pause`, if any) its body; resolves with the raw answer. */
  function post(pause?: () => Promise<void>): Promise<string> {
    const body = '{"a":1}';
    const head = `POST /read HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n`;
    return new Promise((resolve, reject) => {
      let answer = '';
      const socket = net.connect(port, '127.0.0.1', async () => {
        if (!pause) return socket.write(head + body);
        socket.write(head);
        await pause();
        socket.write(body);
      });
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  }
  const waitFor = async (ready: () => boolean) => {
    for (let i = 0; i < 200 && !ready(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(ready()).toBe(true);
  };

  it('a body sent with the headers: the handler answers as of the stamp read at the headers, one read', async () => {
    // Another process commits after the request's last byte arrived: the answer may be as of before it.
    betweenHeadersAndHandler = otherCommits;
    const answer = await post();
    expect(answer).toMatch(/^HTTP\/1.1 200/);
    expect(atHandler).toBe(atHeaders);
    // The commit did move the stamp: the next request reads it.
    const answeredAsOf = atHandler!;
    betweenHeadersAndHandler = () => undefined;
    await post();
    expect(atHeaders).toBeGreaterThan(answeredAsOf);
  });

  it('a body sent after another process committed: the handler reads the stamp anew and sees the commit', async () => {
    atHeaders = undefined;
    const answer = await post(async () => {
      await waitFor(() => atHeaders !== undefined); // the headers were handled, the stamp read
      otherCommits();
    });
    expect(answer).toMatch(/^HTTP\/1.1 200/);
    expect(atHandler).toBeGreaterThan(atHeaders!);
  });
});
