// Webhooks from the console in headless Chromium: an endpoint on a local receiver (127.0.0.1; private targets are
// allowed in tests) is added with its secret shown once, a test event is sent and logged, and a redelivery from the
// console reaches the receiver again, signed with that secret. Then the endpoint is paused (no redelivery while
// paused), resumed and its events edited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../sdk/src/index.js';
import { hasChromium } from '../support/browser.js';
import { startConsoleServer, type ConsoleServer } from '../support/console.js';
import { startReceiver, type Receiver } from '../support/receiver.js';

describe.skipIf(!hasChromium)('console: webhooks in a browser', () => {
  let s: ConsoleServer;
  let rx: Receiver;

  beforeAll(async () => {
    s = await startConsoleServer();
    rx = await startReceiver();
  });
  afterAll(async () => {
    await rx?.close();
    await s?.close();
  });

  it('adds an endpoint, sends a test event, and a redelivery from the console reaches the receiver', async () => {
    const ws = await s.t.workspace({ name: 'Webhook agency' });
    const dev = await s.createUser(ws.id, 'developer');
    const p = await s.open(1280);
    const { page } = p;
    await s.signIn(p, dev);
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await dialog.getByLabel('Endpoint URL').fill(rx.url('/console-hook'));
    await dialog.getByLabel('Description (optional)').fill('Local receiver');
    await dialog.getByRole('checkbox', { name: 'every booking event' }).check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    const added = page.getByRole('dialog', { name: 'Endpoint added' });
    const secret = await added.getByLabel('Signing secret').inputValue();
    expect(secret.length).toBeGreaterThan(10);
    await added.getByRole('button', { name: /open the endpoint/ }).click();
    await page.getByRole('heading', { level: 1, name: rx.url('/console-hook') }).waitFor();

    // A test event: sent by the worker, logged as succeeded with the receiver's status code.
    const sent = page.waitForResponse((r) => r.url().endsWith('/test') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send test event' }).click();
    expect((await sent).status()).toBe(202);
    await s.t.drainJobs();
    const [first] = await rx.waitFor(1, 10_000, '/console-hook');
    expect(first!.body).toMatchObject({ type: 'webhook.test' });
    expect(verifyWebhook(first!.raw, first!.headers, secret)).toBe(true);
    const row = page.getByRole('row', { name: /webhook\.test/ });
    await row.getByText('succeeded', { exact: true }).waitFor({ timeout: 15_000 });
    await row.getByRole('cell', { name: /^200/ }).waitFor();

    // Redeliver from the log: the same event again, to the same receiver.
    const retried = page.waitForResponse((r) => r.url().endsWith('/retry') && r.request().method() === 'POST');
    await row.getByRole('button', { name: /^Redeliver webhook\.test/ }).click();
    expect((await retried).status()).toBe(202);
    await page.getByRole('status').filter({ hasText: 'Redelivery queued.' }).waitFor();
    await s.t.drainJobs();
    const both = await rx.waitFor(2, 10_000, '/console-hook');
    expect(both[1]!.body.id).toBe(first!.body.id);
    expect(both[1]!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(verifyWebhook(both[1]!.raw, both[1]!.headers, secret)).toBe(true);
    await page
      .getByRole('row', { name: /webhook\.test/ })
      .getByRole('cell', { name: '2', exact: true })
      .waitFor({ timeout: 15_000 });

    // Pause: redelivery is off while paused; resume brings it back.
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByText('paused', { exact: true }).first().waitFor();
    expect(
      await page
        .getByRole('button', { name: /^Redeliver/ })
        .first()
        .isDisabled(),
    ).toBe(true);
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.getByText('active', { exact: true }).first().waitFor();

    // Edit events: all of them.
    await page.getByRole('button', { name: 'Edit events' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit events' });
    await edit.getByRole('checkbox', { name: /All events/ }).check();
    await edit.getByRole('button', { name: 'Save events' }).click();
    await page.getByRole('status').filter({ hasText: 'Events saved.' }).waitFor();
    const sub = await s.t.call('GET', '/v1/webhooks/subscriptions', { key: await s.t.key(ws.id) });
    expect(sub.body.data[0]).toMatchObject({ events: ['*'], active: true });
    p.assertClean();
  });
});
