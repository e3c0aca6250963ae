// Real server processes for tests that need them (crash, restart, shutdown, scale-out): `src/main.ts <role>`
// started with its own environment, ready when it prints its start line; and `npm start` itself, as a supervisor
// runs it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: string[];
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** Collects the child's output lines into `output` and resolves once one matches `ready`; rejects on exit or time-out. */
export function untilReady(
  child: ChildProcess,
  output: string[],
  exited: Promise<number | null>,
  ready: RegExp,
  timeoutMs: number,
  label: string,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${label} not ready in ${timeoutMs} ms:\n${output.join('\n')}`)),
      timeoutMs,
    );
    for (const stream of [child.stdout!, child.stderr!]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        output.push(line);
        if (ready.test(line)) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited with ${code} before it was ready:\n${output.join('\n')}`));
    });
  });
}

export async function startProcess(
  role: 'serve' | 'api' | 'worker',
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const port = await freePort();
  // The bundle `npm start` runs (built by the global setup): a process starts without compiling TypeScript.
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'dist/main.js'), role], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = role === 'worker' ? /^Worker started/ : /^API listening on/;
  await untilReady(child, output, exited, ready, timeoutMs, role);
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output,
    exited,
    kill(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** `npm <args>` in the repository, as an operator or a supervisor runs it: in a process group of its own. */
export function spawnNpm(
  args: string[],
  env: Record<string, string>,
): { child: ChildProcess; output: string[]; exited: Promise<number | null> } {
  const child = spawn('npm', args, {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout!, child.stderr!])
    readline.createInterface({ input: stream }).on('line', (line) => output.push(line));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, output, exited };
}

/** The processes alive in process group `pgid` (Linux: read from /proc). */
export function processGroup(pgid: number): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid pgrp …"; comm may hold spaces and parentheses, so read after the last ')'.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === pgid && state !== 'Z') pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}
