// Request budgets: a per-minute window and a per-second burst per bucket (a workspace, a client address, a form).
// Counters live in memory, or in Redis when REDIS_URL is set so every process shares one budget. Spending a budget
// knows no HTTP: src/platform/http/rate-limit.ts turns a decision into headers and a 429.
import type { Redis } from 'ioredis';
import ipaddr from 'ipaddr.js';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface Limits {
  perMinute: number;
  burst: number;
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds at which the minute window resets. */
  resetAt: number;
  /** Whole seconds to wait when not allowed. */
  retryAfter: number;
}

/** The budget a new workspace gets, by its type (operators change it with the CLI). */
export const DEFAULT_LIMITS: Record<'live' | 'sandbox', Limits> = {
  live: { perMinute: 3000, burst: 30 },
  sandbox: { perMinute: 100, burst: 5 },
};

export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly redis?: Redis) {}

  private limiter(points: number, duration: number): RateLimiterAbstract {
    const id = `${points}/${duration}`;
    let l = this.limiters.get(id);
    if (!l) {
      const keyPrefix = `tca:rl:${id}`;
      l = this.redis
        ? new RateLimiterRedis({
            storeClient: this.redis,
            points,
            duration,
            keyPrefix,
            // If Redis is unreachable, each process keeps limiting on its own rather than failing requests.
            insuranceLimiter: new RateLimiterMemory({ points, duration, keyPrefix }),
          })
        : new RateLimiterMemory({ points, duration, keyPrefix });
      this.limiters.set(id, l);
    }
    return l;
  }

  async consume(bucket: string, limits: Limits): Promise<RateDecision> {
    const minute = await this.take(this.limiter(limits.perMinute, 60), bucket);
    const resetAt = Math.ceil((Date.now() + minute.res.msBeforeNext) / 1000);
    const base = { limit: limits.perMinute, remaining: Math.max(0, minute.res.remainingPoints), resetAt };
    if (!minute.ok) return { ...base, allowed: false, retryAfter: Math.max(1, Math.ceil(minute.res.msBeforeNext / 1000)) };
    const second = await this.take(this.limiter(limits.burst, 1), bucket);
    if (!second.ok) return { ...base, allowed: false, retryAfter: Math.max(1, Math.ceil(second.res.msBeforeNext / 1000)) };
    return { ...base, allowed: true, retryAfter: 0 };
  }

  private async take(limiter: RateLimiterAbstract, key: string): Promise<{ ok: boolean; res: RateLimiterRes }> {
    try {
      return { ok: true, res: await limiter.consume(key) };
    } catch (e) {
      if (e instanceof RateLimiterRes) return { ok: false, res: e };
      throw e;
    }
  }
}

/**
 * The rate-limit bucket of a client address: an IPv4 address alone, an IPv6 address by its /64 (one subscriber
 * line gets a whole /64, so limiting single IPv6 addresses would let one client rotate through 2^64 of them).
 */
export function ipBucket(ip: string): string {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.process(ip); // IPv4-mapped IPv6 (::ffff:a.b.c.d) counts as the IPv4 address
  } catch {
    return `ip:${ip}`;
  }
  if (addr.kind() === 'ipv4') return `ip:${addr.toString()}`;
  const parts = (addr as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `ip6:${parts.join(':')}::/64`;
}
