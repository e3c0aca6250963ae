// Child processes for tests: the real operator CLI (dist/cli.js, the bundle `npm run cli` runs, built by the global
// setup) against a test database, and TypeScript fixtures (worker scripts); every wait has a deadline.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { urlWithSchema, type TestDatabase } from './db.js';
import { untilReady } from './process.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The DATABASE_URL a child process needs to reach `database` (its own schema on PostgreSQL). */
export function databaseUrlOf(database: TestDatabase): string {
  return urlWithSchema(database.url, database.schema);
}

export function runCli(args: string[], env: Record<string, string>, timeoutMs = 90_000): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'dist/cli.js'), ...args], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`cli ${args.join(' ')} did not finish in ${timeoutMs} ms\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export interface ScriptProcess {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts a TypeScript script (a test fixture) as a child process; resolves once it prints a line matching `ready`. */
export async function startScript(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 30_000,
): Promise<ScriptProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(ROOT, script)], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const kill = (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  try {
    await untilReady(child, output, exited, ready, timeoutMs, script);
  } catch (err) {
    await kill('SIGKILL');
    throw err;
  }
  return { child, output, exited, kill };
}
