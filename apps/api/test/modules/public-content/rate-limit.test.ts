import { describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUBLIC_POSTS_PATH, PUBLIC_RATE_PER_MINUTE } from '@harmony/shared';
import { ApiError } from '../../../src/lib/http-errors.js';
import { publicRateLimiter, RateLimiter } from '../../../src/modules/public-content/rate-limit.js';
import { withApp } from '../../helpers/index.js';
import { loadConfig } from '../../../src/config.js';

const from = (ip: string) => ({ ip }) as FastifyRequest;

describe('the public API\'s rate limit', () => {
  it('lets an address make its quota a minute, refuses the next with Retry-After, and starts again a minute on', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(3, () => now);
    for (let i = 0; i < 3; i++) limiter.take(from('10.0.0.1'));
    let refused: unknown;
    try { limiter.take(from('10.0.0.1')); } catch (error) { refused = error; }
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ statusCode: 429, headers: { 'retry-after': '60' } });
    limiter.take(from('10.0.0.2'));
    now += 45_000;
    expect(() => limiter.take(from('10.0.0.1'))).toThrow(expect.objectContaining({ headers: { 'retry-after': '15' } }));
    now += 15_000;
    expect(() => limiter.take(from('10.0.0.1'))).not.toThrow();
  });

  it('allows each of N instances its share of the quota, as instances come and go', () => {
    let instances = 1;
    const app = { config: { publicRatePerMinute: 6 }, authCache: { instances: () => instances } } as unknown as FastifyInstance;
    const taken = (limiter: RateLimiter, ip: string) => {
      let n = 0;
      try { for (; n < 10; n++) limiter.take(from(ip)); } catch { /* over the limit */ }
      return n;
    };
    expect(taken(publicRateLimiter(app)!, '10.0.0.3')).toBe(6);
    instances = 3;
    expect(taken(publicRateLimiter(app)!, '10.0.0.3')).toBe(2);
    instances = 4;
    expect(taken(publicRateLimiter(app)!, '10.0.0.3')).toBe(2);
    expect(publicRateLimiter({ ...app, config: { publicRatePerMinute: 0 } } as unknown as FastifyInstance)).toBeNull();
  });
});

describe('the public API over its limit', () => {
  const t = withApp();
  const guest = t.anonymous({ headers: { 'x-locale': 'en' } });
  it('answers 429 in the caller\'s language with Retry-After', async () => {
    let last = await guest.get(PUBLIC_POSTS_PATH);
    for (let i = 0; i < PUBLIC_RATE_PER_MINUTE && last.statusCode !== 429; i++) last = await guest.get(PUBLIC_POSTS_PATH);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ message: 'Too many requests. Try again later.' });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('PUBLIC_RATE_PER_MINUTE', () => {
  const few = withApp({ env: { PUBLIC_RATE_PER_MINUTE: '2' } });
  const none = withApp({ env: { PUBLIC_RATE_PER_MINUTE: '0' } });
  it('sets the quota; 0 lifts it (a CDN in front, the benchmark)', async () => {
    const statuses = async (client: ReturnType<typeof few.anonymous>, n: number) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push((await client.get(PUBLIC_POSTS_PATH)).statusCode);
      return out;
    };
    expect(await statuses(few.anonymous(), 3)).toEqual([200, 200, 429]);
    expect((await statuses(none.anonymous(), PUBLIC_RATE_PER_MINUTE + 5)).every((s) => s === 200)).toBe(true);
  });

  it('must be a whole number, 0 or more', () => {
    expect(() => loadConfig({ PUBLIC_RATE_PER_MINUTE: '-1' })).toThrow('PUBLIC_RATE_PER_MINUTE');
    expect(() => loadConfig({ PUBLIC_RATE_PER_MINUTE: 'dużo' })).toThrow('PUBLIC_RATE_PER_MINUTE');
    expect(loadConfig({}).publicRatePerMinute).toBe(PUBLIC_RATE_PER_MINUTE);
  });
});
