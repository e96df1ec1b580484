import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/http-errors.js';

/**
 * A fixed one-minute window of requests per client address (in this process's memory: a website's reads
 * are cheap, the limit only stops a runaway client). `perMinute` may change as instances come and go. Over the limit: 429 with Retry-After, in the request's
 * language. Windows of addresses gone quiet are dropped as the map is swept.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private lastSweep = 0;

  constructor(private readonly perMinute: number | (() => number), private readonly now: () => number = Date.now) {}

  /** Counts the request; throws 429 when its address is over the limit for the current minute. */
  take(req: FastifyRequest): void {
    const now = this.now();
    this.sweep(now);
    const key = req.ip;
    const window = this.windows.get(key);
    if (!window || now - window.start >= 60_000) {
      this.windows.set(key, { start: now, count: 1 });
      return;
    }
    window.count += 1;
    if (window.count > (typeof this.perMinute === 'number' ? this.perMinute : this.perMinute())) {
      const retryAfter = Math.max(1, Math.ceil((window.start + 60_000 - now) / 1000));
      throw new ApiError(429, 'errors.tooManyRequests', {}, undefined, { 'retry-after': String(retryAfter) });
    }
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (now - window.start >= 60_000) this.windows.delete(key);
  }
}

/**
 * The public API's limiter (PUBLIC_RATE_PER_MINUTE; none at 0). Behind a round-robin proxy each of N instances
 * sees an address's every N-th request, so each allows its share of the quota (instances as the auth cache
 * hears of them): together, about the quota, not N times it.
 */
export function publicRateLimiter(app: FastifyInstance): RateLimiter | null {
  const quota = app.config.publicRatePerMinute;
  return quota > 0 ? new RateLimiter(() => Math.ceil(quota / app.authCache.instances())) : null;
}
