// The console in a real browser against a real listening server: the app of createTestApp (in-process, so a test can
// move the clock) listening on 127.0.0.1, the console built from console/src into a temporary folder once per test
// worker (its files share modules, so the build is shared too), users made with the operator CLI in a child process on the same database, and pages that record what they
// must not do (console errors, requests to another host).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';
import { buildConsole } from '../../scripts/build-console.js';
import type { Config } from '../../src/config.js';
import { createTestApp, type TestApp } from './app.js';
import { launch, screenshot, watch } from './browser.js';
import { databaseUrlOf, runCli } from './cli.js';

export const PASSWORD = 'correct horse battery staple';

export interface ConsoleUser {
  id: string;
  email: string;
  role: string;
  password: string;
}

export interface ConsolePage {
  page: Page;
  context: BrowserContext;
  seen: { foreignRequests: string[]; errors: string[] };
  /**
   * Fails the test if the page asked another host than the server, or logged an error other than a refusal the test
   * provoked (`allowed`, matched against "<message> (<url>)"). The browser logs every 4xx answer as an error; the
   * console's own "am I signed in?" check is a 401 on a signed-out page, always allowed.
   */
  assertClean(allowed?: RegExp[]): void;
}

export interface ConsoleServer {
  t: TestApp;
  origin: string;
  browser: Browser;
  /** `npm run cli -- user create …` in a child process, on this server's database. */
  createUser(
    workspaceId: string,
    role: string,
    opts?: { email?: string; password?: string | null },
  ): Promise<ConsoleUser & { setupUrl?: string }>;
  /** A fresh browser context (its own cookies) at `width` × 800 (390 × 844 for phones). */
  open(width?: number): Promise<ConsolePage>;
  signIn(p: ConsolePage, user: { email: string; password: string }): Promise<void>;
  shot(p: ConsolePage, name: string): Promise<void>;
  close(): Promise<void>;
}

let emails = 0;

/** The console asking whether the browser is signed in, on a signed-out page. */
const SIGNED_OUT_CHECK = /status of 401 .*\(http:\/\/127\.0\.0\.1:\d+\/v1\/auth\/session\)$/;

/** A refusal a test provokes: `status` answered to `path` (e.g. 403 on /v1/api-keys). */
export function refusal(status: number, path: string): RegExp {
  return new RegExp(
    `status of ${status} .*\\(http://127\\.0\\.0\\.1:\\d+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\)$`,
  );
}

let built: Promise<string> | undefined;

/** The console built from console/src for this worker's files, removed when the worker exits. */
function consoleBuild(): Promise<string> {
  if (!built) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tca-console-e2e-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    built = buildConsole({ outDir: path.join(dir, 'dist') }).then((b) => b.dir);
  }
  return built;
}

export async function startConsoleServer(
  overrides: Partial<Config> = {},
  opts: { browserArgs?: string[] } = {},
): Promise<ConsoleServer> {
  const t = await createTestApp({ consoleDir: await consoleBuild(), ...overrides });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const browser = await launch(opts.browserArgs);
  const contexts: BrowserContext[] = [];

  const server: ConsoleServer = {
    t,
    origin,
    browser,
    async createUser(workspaceId, role, opts = {}) {
      const email = opts.email ?? `${role}-${process.pid}-${++emails}@example.com`;
      const password = opts.password === undefined ? PASSWORD : opts.password;
      const args = ['user', 'create', '--workspace', workspaceId, '--email', email, '--role', role, '--json'];
      if (password) args.push('--password', password);
      const r = await runCli(args, { DATABASE_URL: databaseUrlOf(t.database), PUBLIC_URL: origin });
      expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(0);
      const out = JSON.parse(r.stdout) as {
        id: string;
        email: string;
        role: string;
        workspaceId: string;
        setupUrl?: string;
      };
      expect(out).toMatchObject({ email, role, workspaceId });
      return { id: out.id, email, role, password: password ?? '', setupUrl: out.setupUrl };
    },
    async open(width = 1280) {
      const context = await browser.newContext({
        viewport: width <= 480 ? { width, height: 844 } : { width, height: 800 },
        deviceScaleFactor: 1,
      });
      contexts.push(context);
      const page = await context.newPage();
      const seen = watch(page, origin);
      // A browser test that fails leaves what the operator saw: a screenshot and the page's text in the test's output.
      onTestFailed(async ({ task }) => {
        const name = `failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}-${width}`;
        const file = await screenshot(page, name).catch(() => '(no screenshot)');
        const text = await page
          .locator('body')
          .innerText({ timeout: 2_000 })
          .catch(() => '(no text)');
        console.error(
          `console page at failure: ${page.url()} (${file})\n${text.slice(0, 3_000)}\n${seen.errors.join('\n')}`,
        );
      });
      return {
        page,
        context,
        seen,
        assertClean(allowed = []) {
          expect(seen.foreignRequests, 'requests to another host').toEqual([]);
          const refusals = [SIGNED_OUT_CHECK, ...allowed];
          expect(
            seen.errors.filter((e) => !refusals.some((r) => r.test(e))),
            'console errors',
          ).toEqual([]);
        },
      };
    },
    async signIn(p, user) {
      await p.page.goto(`${origin}/console/`);
      await p.page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      await p.page.getByLabel('Email').fill(user.email);
      await p.page.getByLabel('Password').fill(user.password);
      await p.page.getByRole('button', { name: 'Sign in' }).click();
      await p.page.getByRole('navigation', { name: 'Console' }).waitFor();
    },
    async shot(p, name) {
      await p.page.evaluate(() => document.fonts.ready);
      await screenshot(p.page, name);
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
      await t.close();
    },
  };
  return server;
}

/** The page's visible text plus every form field's value: where a secret shown once must not be any more. */
export function everythingShown(page: Page): Promise<string> {
  return page.evaluate(() => {
    const values = [...document.querySelectorAll('input, textarea')].map((el) => (el as HTMLInputElement).value);
    return `${document.body.innerText}\n${values.join('\n')}\n${JSON.stringify({ ...localStorage })}\n${JSON.stringify({ ...sessionStorage })}\n${location.href}`;
  });
}

/** Fails the test when the page is wider than the screen (horizontal scroll), naming the elements that reach past it. */
export async function fitsTheScreen(p: ConsolePage, what: string): Promise<void> {
  const { scroll, inner, wide } = await p.page.evaluate(() => {
    // The outermost elements reaching past the screen's right edge (not inside a box that scrolls), to say what to fix.
    const scrolls = (el: Element) => {
      for (let a = el.parentElement; a; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== 'visible' && a !== document.body && a !== document.documentElement)
          return true;
      return false;
    };
    const over = [...document.querySelectorAll('body *')].filter(
      (el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !scrolls(el),
    );
    const outermost = over.filter((el) => !over.includes(el.parentElement!));
    return {
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
      wide: outermost.slice(0, 5).map((el) => el.outerHTML.slice(0, 100)),
    };
  });
  expect(scroll, `${what}: the page is wider than the screen: ${wide.join(' | ')}`).toBeLessThanOrEqual(inner);
}
