// Check-in by scanning in headless Chromium with a fake camera: Chromium plays a video of a real ticket's QR code (the
// token read from the booking's ticket PDF, drawn into a Y4M file) as its camera. The scanner page checks the
// traveller in (green, and the API shows the booking checked in), a second scan says already checked in (amber), and
// a forged code and another day's ticket typed by hand are refused with the API's reasons (red). Screenshots at 390
// and 1280 px (console-checkin-*).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../support/browser.js';
import type { TestWorkspace } from '../support/app.js';
import { fakeCameraArgs, writeBlankVideo, writeQrVideo } from '../support/fake-camera.js';
import {
  FAMILY_NAMES,
  familyBooking,
  PRODUCT_TITLE,
  printedTokens,
  sunriseDrive,
  ticketPdf,
} from '../support/tickets.js';
import {
  fitsTheScreen,
  refusal,
  startConsoleServer,
  type ConsolePage,
  type ConsoleServer,
  type ConsoleUser,
} from '../support/console.js';

/** A zone where it is before 21:00 now, so a departure an hour from now is today there. */
function zoneBeforeNine(): string {
  for (const zone of ['UTC', 'Pacific/Honolulu', 'America/Los_Angeles', 'Asia/Tokyo']) {
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()),
    );
    if (hour < 21) return zone;
  }
  throw new Error('no zone before 21:00 now');
}

describe.skipIf(!hasChromium)('console: check-in by scanning', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tca-camera-'));
  const camera = path.join(dir, 'ticket.y4m');
  let s: ConsoleServer;
  let ws: TestWorkspace;
  let guide: ConsoleUser;
  let booking: { id: string; code: string };
  let token = '';

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read by the tests
  const call = async (method: string, url: string, body?: unknown): Promise<any> => {
    const r = await s.t.call(method, url, { key: ws.key, body });
    expect(r.status, `${method} ${url}: ${r.text}`).toBeLessThan(300);
    return r.body;
  };

  beforeAll(async () => {
    // The camera file is read when a page opens the camera: written below, once the ticket exists.
    s = await startConsoleServer({}, { browserArgs: fakeCameraArgs(camera) });
    ws = await s.t.workspace({ name: 'Carpathian Roads' });
    await call('PATCH', '/v1/workspace', { timezone: zoneBeforeNine() });
    guide = await s.createUser(ws.id, 'developer');
    const drive = await sunriseDrive(s.t, ws.key, new Date(Date.now() + 3_600_000).toISOString());
    booking = await familyBooking(s.t, ws.key, drive);
    // The first traveller's ticket: the code printed under its QR code, which the QR code holds.
    token = (await printedTokens(await ticketPdf(s.t, ws.key, booking.id)))[0]!;
    writeQrVideo(camera, token);
  });
  afterAll(async () => {
    await s?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function scanner(width: number): Promise<ConsolePage> {
    const p = await s.open(width);
    await s.signIn(p, guide);
    await p.page.goto(`${s.origin}/console/#/check-in`);
    await p.page.getByRole('heading', { level: 1, name: 'Check-in' }).waitFor();
    return p;
  }

  const card = (p: ConsolePage) => p.page.locator('.check-in-result');

  it('checks the traveller in from the camera, then says already checked in', async () => {
    const p = await scanner(390);
    const { page } = p;
    // Chromium's fake camera flags grant the camera, so the page starts it without the "Allow camera" tap.
    await card(p).getByText('✓ Checked in').waitFor({ timeout: 15_000 });
    await card(p).getByRole('link', { name: booking.code }).waitFor();
    await card(p).getByText(FAMILY_NAMES[0]!).waitFor();
    await card(p).getByText(PRODUCT_TITLE).waitFor();
    expect(await card(p).getAttribute('aria-live')).toBe('assertive');
    // The API: the first traveller is in, the others not.
    expect((await call('GET', `/v1/bookings/${booking.id}`)).checked_in).toMatchObject({ count: 1, total: 3 });
    await fitsTheScreen(p, 'check-in at 390');
    await s.shot(p, 'console-checkin-in-390');
    // The ticket stays in view: read once, the card stays green.
    await page.waitForTimeout(1500);
    await card(p).getByText('✓ Checked in').waitFor();

    // The next scan of the same ticket (the page opened again) is amber.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Check-in' }).waitFor();
    await card(p).getByText('⚠ Already checked in').waitFor({ timeout: 15_000 });
    await s.shot(p, 'console-checkin-again-390');
    p.assertClean();
  });

  it('asks before using the camera and says plainly when it is refused', async () => {
    const p = await s.open(390);
    // A browser that has not been asked yet and whose person says no (the fake camera flags say yes to everything).
    await p.page.addInitScript(() => {
      const state = { state: 'prompt' } as PermissionStatus;
      navigator.permissions.query = () => Promise.resolve(state);
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await s.signIn(p, guide);
    await p.page.goto(`${s.origin}/console/#/check-in`);
    await p.page.getByRole('button', { name: 'Allow camera' }).click();
    await p.page.getByText('The camera was refused.').waitFor();
    await p.page.getByRole('button', { name: 'Try again' }).waitFor();
    await fitsTheScreen(p, 'camera refused at 390');
    await s.shot(p, 'console-checkin-refused-camera-390');
    p.assertClean();
  });

  it('refuses a forged code and another day’s ticket typed by hand with the API’s reasons, by keyboard at 1280 px', async () => {
    // A camera that sees no ticket: what shows is what was typed.
    writeBlankVideo(camera);
    const p = await scanner(1280);
    const { page } = p;
    const forged = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    await page.getByLabel('Ticket code').focus();
    await page.keyboard.type(forged);
    await page.keyboard.press('Enter');
    await card(p).getByText('✕ Not a valid ticket').waitFor();
    const reason = await s.t.call('POST', '/v1/check-ins', { key: ws.key, body: { token: forged } });
    expect(reason.status).toBe(422);
    await card(p).getByText(reason.body.error).waitFor();
    await fitsTheScreen(p, 'check-in at 1280');
    await s.shot(p, 'console-checkin-refused-1280');

    // The real code typed in groups as printed: already in, amber.
    await page.getByLabel('Ticket code').fill(`${token.slice(0, 4)} ${token.slice(4)}`);
    await page.getByRole('button', { name: 'Check in' }).click();
    await card(p).getByText('⚠ Already checked in').waitFor();
    await s.shot(p, 'console-checkin-again-1280');

    // Another day's ticket: red, the day it is for, and its departure in the workspace's zone.
    const later = await sunriseDrive(s.t, ws.key, new Date(Date.now() + 3 * 86_400_000).toISOString());
    const other = await familyBooking(s.t, ws.key, later);
    const [otherToken] = await printedTokens(await ticketPdf(s.t, ws.key, other.id));
    await page.getByLabel('Ticket code').fill(otherToken!);
    await page.getByRole('button', { name: 'Check in' }).click();
    await card(p).getByText('✕ Not today’s departure').waitFor();
    await card(p)
      .getByText(/^The ticket is for /)
      .waitFor();
    await card(p)
      .getByText(/^Departure: /)
      .waitFor();
    expect((await call('GET', `/v1/bookings/${other.id}`)).checked_in.count).toBe(0);
    p.assertClean([refusal(422, '/v1/check-ins')]);
  });
});
