// Delivery-time target checks (SSRF): the sender refuses IP-literal and resolved private addresses on every
// connection it opens, so a host that resolved to a public address when the subscription was saved and to a
// private one later (DNS rebinding) gets nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedRange, checkTargetUrl, type Resolver } from '../../src/modules/webhooks/targets.js';
import { WebhookSender, type Attempt } from '../../src/modules/webhooks/sender.js';
import { startReceiver, type Receiver } from '../support/receiver.js';

const PUBLIC = '93.184.216.34';

describe('webhook targets', () => {
  let rx: Receiver;
  beforeAll(async () => {
    rx = await startReceiver();
  });
  afterAll(() => rx.close());

  const attempt = (url: string): Attempt => ({
    url,
    secret: 's',
    eventId: 'evt_1',
    eventType: 'webhook.test',
    attempt: 1,
    body: '{}',
    headers: {},
  });

  it('classifies addresses: only public unicast is allowed', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.31.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::7f00:1',
      '2002:7f00:1::1',
      'not-an-ip',
    ]) {
      expect(blockedRange(a), a).not.toBeNull();
    }
    for (const a of [PUBLIC, '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(blockedRange(a), a).toBeNull();
  });

  it('judges every IPv6 form that carries an IPv4 address by that address (SSRF address forms)', () => {
    // IPv4-compatible (::a.b.c.d, how URL parsing writes [::127.0.0.1] and [::a9fe:a9fe]), IPv4-mapped, and an ISATAP
    // interface id on a public prefix: refused when the IPv4 they carry is not public.
    const embedding = [
      '::127.0.0.1',
      '::7f00:1',
      '::a9fe:a9fe',
      '::10.0.0.1',
      '::192.168.1.1',
      '::100.64.0.1',
      '::0.0.0.2',
      '::ffff:169.254.169.254',
      '2606:4700:1::5efe:127.0.0.1',
      '2606:4700::200:5efe:a9fe:a9fe',
      '2606:4700::5efe:10.1.2.3',
    ];
    for (const a of embedding) expect(blockedRange(a), a).not.toBeNull();
    // The translation prefixes that carry an IPv4 (SIIT, NAT64, 6to4, Teredo) are refused whatever they carry.
    for (const a of [
      '::ffff:0:8.8.8.8',
      '64:ff9b::8.8.8.8',
      '64:ff9b:1::808:808',
      '2002:808:808::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    ]) {
      expect(blockedRange(a), a).not.toBeNull();
    }
    // A public IPv4 in the IPv4-compatible or ISATAP form stays allowed, as it is as itself.
    for (const a of ['::8.8.8.8', '2606:4700::5efe:8.8.8.8']) expect(blockedRange(a), a).toBeNull();
  });

  it('checks every address a host resolves to when a subscription is saved', async () => {
    const answers: Record<string, string[]> = {
      'public.test': [PUBLIC],
      'mixed.test': [PUBLIC, '10.0.0.1'],
      'mapped.test': ['::ffff:127.0.0.1'],
    };
    const resolve: Resolver = async (host) => {
      const a = answers[host];
      if (!a) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      return a;
    };
    await expect(checkTargetUrl('https://public.test/hook', false, resolve)).resolves.toBe('https://public.test/hook');
    for (const url of ['https://mixed.test/', 'https://mapped.test/', 'https://nowhere.test/']) {
      await expect(checkTargetUrl(url, false, resolve), url).rejects.toMatchObject({
        statusCode: 400,
        extra: { details: { field: 'url' } },
      });
    }
    await expect(checkTargetUrl('https://mixed.test/', true, resolve)).resolves.toBe('https://mixed.test/');
  });

  it('never names the private address a host resolved to, nor tells it apart from a name that does not resolve', async () => {
    const resolve: Resolver = async (host) => {
      if (host === 'intranet.test') return ['10.0.0.5'];
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    };
    const refusal = (url: string) =>
      checkTargetUrl(url, false, resolve).then(
        () => expect.fail(`${url} accepted`),
        (err: { extra: object }) => err.extra,
      );
    const resolved = await refusal('http://intranet.test/hook');
    expect(resolved).toEqual({ details: { field: 'url', message: expect.stringContaining('not allowed') } });
    expect(JSON.stringify(resolved)).not.toMatch(/10\.0\.0\.5|private/);
    expect(await refusal('http://nowhere.test/hook')).toEqual(resolved);
    expect(await refusal('http://10.0.0.5/hook')).toEqual(resolved);
  });

  it('refuses at delivery a host whose DNS answer changed to a private address, and private IP literals', async () => {
    let answer = [PUBLIC];
    const resolve: Resolver = async () => answer;
    const url = `http://rebind.test:${rx.port}/hook`;
    await checkTargetUrl(url, false, resolve); // accepted when saved
    answer = ['127.0.0.1'];
    const sender = new WebhookSender({ timeoutMs: 2000, allowPrivate: false, resolve });
    try {
      const rebound = await sender.send(attempt(url));
      expect(rebound.status).toBeNull();
      // The delivery log shows the error: it names the host, not the address it resolved to.
      expect(rebound.error).toBe('target not allowed: rebind.test does not resolve to public addresses only');
      answer = ['::ffff:127.0.0.1'];
      expect((await sender.send(attempt(url))).status).toBeNull();
      for (const literal of [
        `http://127.0.0.1:${rx.port}/hook`,
        `http://[::ffff:127.0.0.1]:${rx.port}/hook`,
        `http://[::127.0.0.1]:${rx.port}/hook`,
        `http://[::1]:${rx.port}/hook`,
      ]) {
        const r = await sender.send(attempt(literal));
        expect(r.status, literal).toBeNull();
        expect(r.error, literal).toContain('target not allowed');
      }
      expect(rx.received).toEqual([]);
    } finally {
      sender.close();
    }
    // The same request with private targets allowed reaches the receiver (so the refusals above are the guard's).
    const open = new WebhookSender({ timeoutMs: 2000, allowPrivate: true });
    try {
      expect((await open.send(attempt(`http://127.0.0.1:${rx.port}/hook`))).status).toBe(200);
      expect(rx.received).toHaveLength(1);
    } finally {
      open.close();
    }
  });
});
