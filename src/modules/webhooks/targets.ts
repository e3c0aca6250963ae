// Where a webhook may be sent (SSRF defence): an absolute http(s) URL whose host is, and resolves only to, public
// unicast addresses. Checked when a subscription is saved and again on every connection a delivery opens, through
// the lookup the socket itself uses, so a DNS answer that changes after the check can't redirect a delivery.
import dns from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { ValidationError } from '../../platform/errors.js';

/** Host name → every address it resolves to. */
export type Resolver = (host: string) => Promise<string[]>;

export const systemResolver: Resolver = async (host) =>
  (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Why `address` may not be a webhook target (its range: loopback, private, linkLocal, uniqueLocal, …), or null for
 * a public unicast address. An IPv6 address that carries an IPv4 one the connection reaches (below) is judged by
 * that IPv4 address's range; the translation prefixes that embed IPv4 (SIIT `::ffff:0:0:0/96`, NAT64, 6to4, Teredo)
 * have ranges of their own and are refused outright.
 */
export function blockedRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'invalid';
  const addr = ipaddr.parse(address);
  const range = (addr.kind() === 'ipv6' ? (carriedIPv4(addr as ipaddr.IPv6) ?? addr) : addr).range();
  return range === 'unicast' ? null : range;
}

/**
 * `::/96`: IPv4-compatible addresses (`::127.0.0.1`, which URL parsing writes `::7f00:1`), deprecated but still
 * tunnelled to their IPv4 address by stacks that know them.
 */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * The IPv4 address an IPv6 address is a way of reaching: IPv4-mapped (`::ffff:a.b.c.d`), IPv4-compatible
 * (`::a.b.c.d`) and an ISATAP interface id (`<prefix>:0:5efe:a.b.c.d`, u and g bits allowed, RFC 5214) on any
 * prefix. The IPv6 `::` and `::1` are in `::/96` too: as IPv4 they are in 0.0.0.0/8, refused either way.
 */
function carriedIPv4(addr: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = addr.parts;
  const isatap = (p[4]! & 0xfcff) === 0 && p[5] === 0x5efe;
  if (!addr.isIPv4MappedAddress() && !addr.match(IPV4_COMPATIBLE) && !isatap) return null;
  return new ipaddr.IPv4([p[6]! >> 8, p[6]! & 0xff, p[7]! >> 8, p[7]! & 0xff]);
}

/** The URL's host without IPv6 brackets. */
function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/**
 * Names the host only: never the address it resolved to nor that address's range, which would make the check a way
 * to map private DNS (the delivery log shows this message too).
 */
function refuse(host: string): never {
  throw new Error(
    `target not allowed: ${host} ${net.isIP(host) ? 'is not a public address' : 'does not resolve to public addresses only'}`,
  );
}

/** Parses and checks a subscription URL; every refusal is a 400 naming `url`. */
export async function checkTargetUrl(raw: string, allowPrivate: boolean, resolve: Resolver): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ValidationError('url', 'must be an absolute http or https URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ValidationError('url', 'must be an absolute http or https URL');
  if (url.username || url.password) throw new ValidationError('url', 'must not carry credentials');
  if (url.hash) throw new ValidationError('url', 'must not have a fragment');
  if (!allowPrivate) {
    try {
      await resolveAllowed(hostOf(url), resolve);
    } catch {
      // One answer whether the name resolved to a private address or did not resolve: either tells an outsider
      // something about the network the service runs in.
      throw new ValidationError('url', 'host not allowed: webhook targets must resolve to public addresses only');
    }
  }
  return url.toString();
}

/** The addresses a host may be reached at; throws if any of them is not public. */
async function resolveAllowed(host: string, resolve: Resolver): Promise<string[]> {
  const addresses = net.isIP(host) ? [host] : await resolve(host);
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  for (const a of addresses) {
    if (blockedRange(a)) refuse(host);
  }
  return addresses;
}

/** At delivery: an IP-literal host is checked here (sockets skip the lookup for literals). */
export function checkLiteralHost(url: URL): void {
  const host = hostOf(url);
  if (!net.isIP(host)) return;
  if (blockedRange(host)) refuse(host);
}

/** A socket lookup that resolves with `resolve` and refuses hosts with any non-public address. */
export function guardedLookup(resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolveAllowed(hostname, resolve).then(
      (addresses) => {
        const wanted =
          options.family === 4 || options.family === 6
            ? addresses.filter((a) => net.isIP(a) === options.family)
            : addresses;
        if (wanted.length === 0) {
          callback(
            Object.assign(new Error(`${hostname} has no IPv${options.family} address`), { code: 'ENOTFOUND' }),
            '',
            0,
          );
        } else if (options.all) {
          callback(
            null,
            wanted.map((address) => ({ address, family: net.isIP(address) })),
          );
        } else {
          const first = wanted[0] as string;
          callback(null, first, net.isIP(first));
        }
      },
      (err: Error) => callback(err, '', 0),
    );
  };
}
