// Request budgets: a per-minute window and a per-second burst per bucket (a workspace, a client address, a form).
// Counters live in memory, or in Redis when REDIS_URL is set so every process shares one budget. Spending a budget
// knows no HTTP: src/platform/http/rate-limit.ts turns a decision into headers and a 429.
import type { Redis } from 'ioredis';
import ipaddr from 'ipaddr.js';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { clock } from './clock.js';

/** The shared counters' library, loaded with the first shared spend (only with REDIS_URL). */
let flexible: Promise<typeof import('rate-limiter-flexible')> | undefined;

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

/**
 * Fixed windows counted in this process, by bucket: a window opens at its bucket's first request and lasts its
 * length (the rule rate-limiter-flexible counts by in Redis), on the app's clock (tests hold it still). Spending
 * is synchronous, so a request that needs no Redis round trip allocates no promise for its budget (issue 20: the
 * library's memory limiter cost about 6 µs of a 45 µs GET by id). Expired windows are swept whenever the map has
 * doubled since the last sweep, so memory follows the number of active buckets.
 */
class LocalWindows {
  private readonly windows = new Map<string, { spent: number; endsAt: number }>();
  private sweepAbove = 1024;

  constructor(private readonly lengthMs: number) {}

  /** Spends one request of `bucket`'s current window: what it has spent so far and the ms until the window ends. */
  spend(bucket: string, now: number): { spent: number; msLeft: number } {
    let w = this.windows.get(bucket);
    // A window that starts after `now` was opened before the clock went back (an NTP step, a test's clock): it
    // would refuse until its far end, so a new one opens.
    if (!w || w.endsAt <= now || w.endsAt - this.lengthMs > now) {
      if (this.windows.size >= this.sweepAbove) this.sweep(now);
      w = { spent: 0, endsAt: now + this.lengthMs };
      this.windows.set(bucket, w);
    }
    w.spent++;
    return { spent: w.spent, msLeft: w.endsAt - now };
  }

  private sweep(now: number): void {
    for (const [bucket, w] of this.windows) if (w.endsAt <= now) this.windows.delete(bucket);
    this.sweepAbove = Math.max(1024, this.windows.size * 2);
  }
}

/** Which of a budget's two windows a spend counts in. */
type Window = 'minute' | 'second';
const WINDOW_SECONDS: Record<Window, number> = { minute: 60, second: 1 };

export class RateLimits {
  private readonly redisLimiters = new Map<string, RateLimiterAbstract>();
  private readonly local = { minute: new LocalWindows(60_000), second: new LocalWindows(1_000) };

  constructor(private readonly redis?: Redis) {}

  /**
   * Spends one request of `bucket`'s budget: the per-minute window first, then (if that allows it) the burst.
   * In memory the decision comes back at once; with Redis it is a promise.
   */
  consume(bucket: string, limits: Limits): RateDecision | Promise<RateDecision> {
    if (!this.redis) {
      const now = clock.nowMs();
      return decide(limits, this.local.minute.spend(bucket, now), () => this.local.second.spend(bucket, now));
    }
    return this.consumeShared(bucket, limits);
  }

  private async consumeShared(bucket: string, limits: Limits): Promise<RateDecision> {
    const minute = await this.spendShared('minute', limits.perMinute, bucket);
    let second: Spent | undefined;
    if (minute.spent <= limits.perMinute) second = await this.spendShared('second', limits.burst, bucket);
    return decide(limits, minute, () => second!);
  }

  /** One request of `bucket` counted in Redis (or, while Redis is unreachable, in this process). */
  private async spendShared(window: Window, points: number, bucket: string): Promise<Spent> {
    const { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } = await (flexible ??=
      import('rate-limiter-flexible'));
    const id = `${points}/${WINDOW_SECONDS[window]}`;
    let limiter = this.redisLimiters.get(id);
    if (!limiter) {
      // Counters by window length, not by limits: a changed limit applies to what the window already spent (as in memory).
      const options = { points, duration: WINDOW_SECONDS[window], keyPrefix: `tca:rl:${window}` };
      // If Redis is unreachable, each process keeps limiting on its own rather than failing requests.
      limiter = new RateLimiterRedis({
        ...options,
        storeClient: this.redis,
        insuranceLimiter: new RateLimiterMemory(options),
      });
      this.redisLimiters.set(id, limiter);
    }
    try {
      const res = await limiter.consume(bucket);
      return { spent: res.consumedPoints, msLeft: res.msBeforeNext };
    } catch (e) {
      if (e instanceof RateLimiterRes) return { spent: e.consumedPoints, msLeft: e.msBeforeNext };
      throw e;
    }
  }
}

interface Spent {
  spent: number;
  msLeft: number;
}

/** The decision from the minute window's count and, only when the minute allows the request, the burst's. */
function decide(limits: Limits, minute: Spent, burst: () => Spent): RateDecision {
  const resetAt = Math.ceil((clock.nowMs() + minute.msLeft) / 1000);
  const remaining = Math.max(0, limits.perMinute - minute.spent);
  const refused = (msLeft: number): RateDecision => ({
    allowed: false,
    limit: limits.perMinute,
    remaining,
    resetAt,
    retryAfter: Math.max(1, Math.ceil(msLeft / 1000)),
  });
  if (minute.spent > limits.perMinute) return refused(minute.msLeft);
  const second = burst();
  if (second.spent > limits.burst) return refused(second.msLeft);
  return { allowed: true, limit: limits.perMinute, remaining, resetAt, retryAfter: 0 };
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
