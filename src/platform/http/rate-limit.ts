// The request budgets at the HTTP edge: per workspace for API keys and per client address for unauthenticated
// routes (src/platform/rate-limits.ts counts them), answered with X-RateLimit-* headers and a 429 when spent.
import type { FastifyReply } from 'fastify';
import { AppError } from '../errors.js';
import { andThen, type MaybePromise } from '../maybe-promise.js';
import type { Limits, RateDecision, RateLimits } from '../rate-limits.js';

/** Unauthenticated routes (health, form submits, payment notifications, unknown paths) are limited per client IP. */
export const IP_LIMITS: Limits = { perMinute: 600, burst: 20 };

/**
 * Takes one request from `bucket`, sets the X-RateLimit-* headers, and throws 429 (with Retry-After) when spent.
 * Synchronous when the budget is counted in memory (the hot path), a promise when it is counted in Redis.
 */
export function applyLimit(limits: RateLimits, reply: FastifyReply, bucket: string, l: Limits): MaybePromise<void> {
  return andThen(limits.consume(bucket, l), (d) => answer(reply, d));
}

function answer(reply: FastifyReply, d: RateDecision): void {
  reply.header('x-ratelimit-limit', d.limit);
  reply.header('x-ratelimit-remaining', d.remaining);
  reply.header('x-ratelimit-reset', d.resetAt);
  if (!d.allowed) {
    reply.header('retry-after', d.retryAfter);
    throw new AppError(429, 'RATE_LIMITED', 'Rate limit exceeded', { retry_after: d.retryAfter });
  }
}
