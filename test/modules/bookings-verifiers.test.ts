// The payment notification's gatekeepers on their own: the address allow-list and both signature verifiers.
import { createHash, createHmac, generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { contractAdapter } from '../../src/modules/bookings/payment-provider-contract.js';
import { hmacVerifier, IpAllowList, jwtVerifier, verifierFromConfig } from '../../src/modules/bookings/verifiers.js';

const raw = Buffer.from(
  JSON.stringify({
    order: { orderID: 'ABC' },
    payment: { status: 3, ntpID: '1', amount: 10, currency: 'EUR', message: 'ok' },
  }),
);

describe('IpAllowList', () => {
  it('allows anything when empty, else only addresses inside a listed CIDR or address', () => {
    expect(new IpAllowList([]).allows('203.0.113.9')).toBe(true);
    const list = new IpAllowList(['10.0.0.0/8', '192.0.2.7', '2001:db8::/32']);
    expect(list.allows('10.1.2.3')).toBe(true);
    expect(list.allows('192.0.2.7')).toBe(true);
    expect(list.allows('192.0.2.8')).toBe(false);
    expect(list.allows('11.0.0.1')).toBe(false);
    expect(list.allows('::ffff:10.9.9.9')).toBe(true); // IPv4-mapped IPv6 is the IPv4 address
    expect(list.allows('2001:db8::1')).toBe(true);
    expect(list.allows('2001:db9::1')).toBe(false);
    expect(list.allows('not an ip')).toBe(false);
  });

  it('refuses a malformed entry at start-up', () => {
    expect(() => new IpAllowList(['10.0.0.0/33'])).toThrow(/PAYMENT_NOTIFY_ALLOWED_IPS/);
    expect(() => new IpAllowList(['example.com'])).toThrow(/PAYMENT_NOTIFY_ALLOWED_IPS/);
  });
});

describe('hmac verifier', () => {
  const secret = 'topsecret';
  const sig = createHmac('sha256', secret).update(raw).digest('hex');

  it('accepts the hex HMAC-SHA256 of the raw body in X-Signature, in either case', async () => {
    const v = hmacVerifier(secret);
    expect(await v.verify(raw, { 'x-signature': sig })).toBe(true);
    expect(await v.verify(raw, { 'x-signature': sig.toUpperCase() })).toBe(true);
  });

  it('refuses a wrong, missing, malformed or other-body signature, and everything without a secret', async () => {
    const v = hmacVerifier(secret);
    expect(await v.verify(raw, {})).toBe(false);
    expect(await v.verify(raw, { 'x-signature': 'zz' })).toBe(false);
    expect(await v.verify(raw, { 'x-signature': createHmac('sha256', 'other').update(raw).digest('hex') })).toBe(false);
    expect(await v.verify(Buffer.concat([raw, Buffer.from(' ')]), { 'x-signature': sig })).toBe(false);
    expect(await hmacVerifier(undefined).verify(raw, { 'x-signature': sig })).toBe(false);
  });
});

describe('jwt verifier', () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const sub = createHash('sha512').update(raw).digest('base64');
  const token = (
    opts: { alg?: string; sub?: string; iss?: string; aud?: string; key?: typeof privateKey; exp?: string } = {},
  ) =>
    new SignJWT({})
      .setProtectedHeader({ alg: opts.alg ?? 'RS512' })
      .setSubject(opts.sub ?? sub)
      .setIssuer(opts.iss ?? 'Payment Provider')
      .setAudience(opts.aud ?? 'POS-123')
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? '5m')
      .sign(opts.key ?? privateKey);
  const v = jwtVerifier({ publicKey: pem, issuer: 'Payment Provider', audience: 'POS-123' });

  it('accepts an RS512 or RS256 Verification-token whose sub is the base64 SHA-512 of the raw body', async () => {
    expect(await v.verify(raw, { 'verification-token': await token() })).toBe(true);
    expect(await v.verify(raw, { 'verification-token': await token({ alg: 'RS256' }) })).toBe(true);
  });

  it('refuses another body, issuer, audience, key or an expired or missing token', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect(await v.verify(Buffer.from('{}'), { 'verification-token': await token() })).toBe(false);
    expect(
      await v.verify(raw, {
        'verification-token': await token({ sub: createHash('sha512').update('x').digest('base64') }),
      }),
    ).toBe(false);
    expect(await v.verify(raw, { 'verification-token': await token({ iss: 'Mallory' }) })).toBe(false);
    expect(await v.verify(raw, { 'verification-token': await token({ aud: 'POS-999' }) })).toBe(false);
    expect(await v.verify(raw, { 'verification-token': await token({ key: other }) })).toBe(false);
    expect(await v.verify(raw, { 'verification-token': await token({ exp: '-1m' }) })).toBe(false);
    expect(await v.verify(raw, {})).toBe(false);
    expect(await v.verify(raw, { 'verification-token': 'not.a.jwt' })).toBe(false);
    expect(
      await jwtVerifier({ publicKey: undefined, issuer: 'x', audience: 'y' }).verify(raw, {
        'verification-token': await token(),
      }),
    ).toBe(false);
  });

  it('is chosen with PAYMENT_NOTIFY_VERIFIER, whose unknown values stop the start', async () => {
    const config = loadConfig({
      PAYMENT_NOTIFY_VERIFIER: 'jwt',
      PAYMENT_NOTIFY_JWT_PUBLIC_KEY: pem.replace(/\n/g, '\\n'),
      PAYMENT_NOTIFY_JWT_ISSUER: 'Payment Provider',
      PAYMENT_NOTIFY_JWT_AUDIENCE: 'POS-123',
    });
    const fromConfig = verifierFromConfig(config);
    expect(fromConfig.name).toBe('jwt');
    expect(await fromConfig.verify(raw, { 'verification-token': await token() })).toBe(true);
    expect(verifierFromConfig(loadConfig({})).name).toBe('hmac');
    expect(() => verifierFromConfig(loadConfig({ PAYMENT_NOTIFY_VERIFIER: 'md5' }))).toThrow(/PAYMENT_NOTIFY_VERIFIER/);
  });
});

describe('the contract adapter', () => {
  const config = { ...loadConfig({}), paymentNotifyAllowedIps: ['192.0.2.0/24'] };

  it('turns a notification from an allowed address with a valid signature into an outcome', async () => {
    const adapter = contractAdapter(config, hmacVerifier('s3cret'));
    const headers = { 'x-signature': createHmac('sha256', 's3cret').update(raw).digest('hex') };
    expect(adapter.verifierName).toBe('hmac');
    expect(await adapter.verify({ raw, headers, ip: '203.0.113.1' })).toEqual({ verdict: 'rejected_ip' });
    expect(await adapter.verify({ raw, headers: {}, ip: '192.0.2.1' })).toEqual({ verdict: 'rejected_signature' });
    const verified = await adapter.verify({ raw, headers, ip: '192.0.2.1' });
    expect(verified.verdict).toBe('received');
    if (verified.verdict !== 'received') return;
    expect(verified.read()).toEqual({
      orderId: 'ABC',
      kind: 'success',
      status: 3,
      providerPaymentId: '1',
      amountMinor: 1000,
      currency: 'EUR',
      message: 'ok',
    });
  });

  it('reads a status it does not know as unknown, and refuses a payload that is not a notification', async () => {
    const adapter = contractAdapter({ ...config, paymentNotifyAllowedIps: [] }, hmacVerifier('k'));
    const sign = (b: Buffer) => ({ 'x-signature': createHmac('sha256', 'k').update(b).digest('hex') });
    const odd = Buffer.from(JSON.stringify({ order: { orderID: 'ABC' }, payment: { status: 99 } }));
    const v1 = await adapter.verify({ raw: odd, headers: sign(odd), ip: '203.0.113.1' });
    expect(v1.verdict === 'received' && v1.read().kind).toBe('unknown');
    const bad = Buffer.from('{"order":{}}');
    const v2 = await adapter.verify({ raw: bad, headers: sign(bad), ip: '203.0.113.1' });
    expect(() => v2.verdict === 'received' && v2.read()).toThrow(/Validation|orderID/);
  });

  it('does not start or refund payments: the contract defines only its notification', async () => {
    const adapter = contractAdapter(config, hmacVerifier('k'));
    await expect(adapter.refund({} as never, 100)).rejects.toMatchObject({
      statusCode: 501,
      code: 'PAYMENT_OPERATION_UNSUPPORTED',
    });
    await expect(adapter.start({} as never, { returnUrl: 'https://x', cancelUrl: 'https://x' })).rejects.toMatchObject({
      statusCode: 501,
      code: 'PAYMENT_OPERATION_UNSUPPORTED',
    });
  });
});
