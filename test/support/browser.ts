// Headless Chromium for the page tests (/docs, the console): Debian's `chromium` driven by playwright-core, never a
// downloaded browser. `.ci/run` installs the package when it is missing; on a machine without it (the README's
// two commands on a fresh machine need only Node and npm) the page tests are skipped and say why.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = fs.existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(`page tests skipped: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);

/** Screenshots of the pages tests visit (CI keeps the folder as an artifact). */
export const ARTIFACTS = path.resolve(import.meta.dirname, '../../test-artifacts');

/** `extraArgs`: more Chromium flags (a fake camera: test/support/fake-camera.ts). */
export function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

/** What a page did that it must not: a request to another host than `origin`, a console error, an uncaught error. */
export function watch(page: Page, origin: string): { foreignRequests: string[]; errors: string[] } {
  const seen = { foreignRequests: [] as string[], errors: [] as string[] };
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/^https?:$/.test(url.protocol) && url.origin !== origin) seen.foreignRequests.push(r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error') seen.errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => seen.errors.push(String(e)));
  return seen;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
