// The booking page as a guest's browser sees it: a phone-sized (or desktop) window on a page of the app, and a
// full-page screenshot of a step, checked to fit a phone's width first when the window is one.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TestApp } from './app.js';
import { ARTIFACTS, watch } from './browser.js';
import { fitsTheScreen } from './console.js';

/** A new window `width` px wide (a phone's height below 480) opened at `origin` + `url`, its requests watched. */
export async function openGuestPage(browser: Browser, origin: string, width: number, url: string) {
  const context = await browser.newContext({
    viewport: { width, height: width <= 480 ? 844 : 800 },
    deviceScaleFactor: 1,
    locale: 'en-GB',
  });
  const page = await context.newPage();
  const seen = watch(page, origin);
  await page.goto(`${origin}${url}`);
  return { page, seen, context };
}

/**
 * Saves test-artifacts/<prefix>-<step>-<width>.png of the whole page (on a phone the booking panel is below the
 * product's description); a phone-sized page of this origin must fit the screen's width first.
 */
export async function guestShot(page: Page, origin: string, width: number, name: string): Promise<void> {
  if (width <= 480 && new URL(page.url()).origin === origin)
    await fitsTheScreen({ page } as Parameters<typeof fitsTheScreen>[0], name);
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${width}.png`), fullPage: true });
}

/**
 * Back on the page from the provider: it asks after the order while the payment workflow (a job, run here by the
 * test) makes the booking, until it shows the booking confirmed.
 */
export async function confirmedOnThePage(page: Page, t: TestApp): Promise<void> {
  await page.getByRole('heading', { name: /Confirming your booking|Your booking is confirmed/ }).waitFor();
  await expect
    .poll(
      async () => {
        await t.drainJobs();
        return page.getByRole('heading', { name: 'Your booking is confirmed' }).count();
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(1);
}
