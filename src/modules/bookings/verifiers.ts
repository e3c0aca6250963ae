// Who may send payment notifications: the provider's address allow-list and a pluggable signature verifier.
// Two verifiers are built in: `hmac` (hex HMAC-SHA256 of the raw body in X-Signature, key PAYMENT_NOTIFY_SECRET)
// and `jwt` (a Verification-token RS256/RS512 JWT from the provider whose `sub` is the base64 SHA-512 of the raw
// body, checked against the configured public key, issuer and audience).
import { createHash, createHmac, createPublicKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { ConfigError, type Config } from '../../config.js';

export type NotifyHeaders = Record<string, string | string[] | undefined>;

export interface NotifyVerifier {
  readonly name: string;
  /** True when the notification provably comes from the provider; never throws for a bad signature. */
  verify(raw: Buffer, headers: NotifyHeaders): Promise<boolean>;
}

/** The settings the notification verifiers read. */
export type VerifierConfig = Pick<
  Config,
  | 'paymentNotifyVerifier'
  | 'paymentNotifySecret'
  | 'paymentNotifyJwtPublicKey'
  | 'paymentNotifyJwtIssuer'
  | 'paymentNotifyJwtAudience'
>;

type VerifierFactory = (config: VerifierConfig) => NotifyVerifier;

function header(headers: NotifyHeaders, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function equalConstantTime(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The `hmac` scheme's signature of `raw`: what a provider puts in X-Signature. */
export function hmacHexOf(secret: string, raw: Buffer): string {
  return createHmac('sha256', secret).update(raw).digest('hex');
}

export function hmacVerifier(secret: string | undefined): NotifyVerifier {
  return {
    name: 'hmac',
    async verify(raw, headers) {
      // Without a configured secret nothing can be verified: every notification is refused.
      if (!secret) return false;
      const given = header(headers, 'x-signature')?.trim().toLowerCase();
      if (!given || !/^[0-9a-f]{64}$/.test(given)) return false;
      const expected = createHmac('sha256', secret).update(raw).digest();
      return equalConstantTime(Buffer.from(given, 'hex'), expected);
    },
  };
}

interface JwtVerifierOptions {
  publicKey: string | KeyObject | undefined;
  issuer: string | undefined;
  audience: string | undefined;
}

export function jwtVerifier(opts: JwtVerifierOptions): NotifyVerifier {
  const key = typeof opts.publicKey === 'string' ? createPublicKey(opts.publicKey) : opts.publicKey;
  return {
    name: 'jwt',
    async verify(raw, headers) {
      if (!key || !opts.issuer || !opts.audience) return false;
      const token = header(headers, 'verification-token')?.trim();
      if (!token) return false;
      // Loaded with the first token (about 60 modules): a process that verifies none never reads it.
      const { jwtVerify } = await import('jose');
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['RS256', 'RS512'],
          issuer: opts.issuer,
          audience: opts.audience,
        });
        if (typeof payload.sub !== 'string') return false;
        const digest = createHash('sha512').update(raw).digest();
        return (
          equalConstantTime(Buffer.from(payload.sub, 'base64'), digest) && payload.sub === digest.toString('base64')
        );
      } catch {
        return false;
      }
    },
  };
}

/** The verifiers a deployment can choose with PAYMENT_NOTIFY_VERIFIER; another provider adds its own here. */
export const NOTIFY_VERIFIERS: Record<string, VerifierFactory> = {
  hmac: (c) => hmacVerifier(c.paymentNotifySecret),
  jwt: (c) =>
    jwtVerifier({
      publicKey: pemPublicKey(c.paymentNotifyJwtPublicKey),
      issuer: c.paymentNotifyJwtIssuer,
      audience: c.paymentNotifyJwtAudience,
    }),
};

/** PAYMENT_NOTIFY_JWT_PUBLIC_KEY as a key (unset: none, and every notification is refused); a bad one is a setting error. */
function pemPublicKey(pem: string | undefined): KeyObject | undefined {
  if (!pem) return undefined;
  try {
    return createPublicKey(pem);
  } catch {
    throw new ConfigError('PAYMENT_NOTIFY_JWT_PUBLIC_KEY', 'must be a PEM public key (`\\n` escapes accepted)');
  }
}

export function verifierFromConfig(config: VerifierConfig): NotifyVerifier {
  const factory = Object.prototype.hasOwnProperty.call(NOTIFY_VERIFIERS, config.paymentNotifyVerifier)
    ? NOTIFY_VERIFIERS[config.paymentNotifyVerifier]
    : undefined;
  if (!factory)
    throw new ConfigError(
      'PAYMENT_NOTIFY_VERIFIER',
      `must be one of ${Object.keys(NOTIFY_VERIFIERS).join(', ')}, got "${config.paymentNotifyVerifier}"`,
    );
  return factory(config);
}

/** The allow-list of PAYMENT_NOTIFY_ALLOWED_IPS (CIDRs or single addresses); empty allows any address. */
export class IpAllowList {
  private readonly ranges: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]>;

  constructor(entries: readonly string[]) {
    this.ranges = entries.map((e) => {
      try {
        if (e.includes('/')) return ipaddr.parseCIDR(e);
        const addr = ipaddr.process(e);
        return [addr, addr.kind() === 'ipv4' ? 32 : 128] as [ipaddr.IPv4 | ipaddr.IPv6, number];
      } catch {
        throw new ConfigError(
          'PAYMENT_NOTIFY_ALLOWED_IPS',
          `must be a comma-separated list of IP addresses and CIDR ranges, got "${e}"`,
        );
      }
    });
  }

  get empty(): boolean {
    return this.ranges.length === 0;
  }

  allows(ip: string): boolean {
    if (this.ranges.length === 0) return true;
    let addr: ipaddr.IPv4 | ipaddr.IPv6;
    try {
      addr = ipaddr.process(ip); // IPv4-mapped IPv6 (::ffff:a.b.c.d) becomes the IPv4 address
    } catch {
      return false;
    }
    return this.ranges.some(([range, bits]) => {
      if (range.kind() === addr.kind()) return addr.match([range, bits]);
      // An IPv6 range written for mapped addresses (::ffff:0:0/96 …) against an IPv4 source.
      if (range.kind() === 'ipv6' && addr.kind() === 'ipv4')
        return (addr as ipaddr.IPv4).toIPv4MappedAddress().match([range, bits]);
      return false;
    });
  }
}
