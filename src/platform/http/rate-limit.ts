// Per-workspace (and, for unauthenticated routes, per-IP) request budgets: a per-minute window and a per-second
// burst. Counters live in memory, or in Redis when REDIS_URL is set so every process shares one budget.
import type { Redis } from 'ioredis';
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

export const DEFAULT_LIMITS: Record<'live' | 'sandbox', Limits> = {
  live: { perMinute: 3000, burst: 30 },
  sandbox: { perMinute: 100, burst: 5 },
};

/** Unauthenticated routes (health, form submits, payment notifications, unknown paths) are limited per client IP. */
export const IP_LIMITS: Limits = { perMinute: 600, burst: 20 };

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
