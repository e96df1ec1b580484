import { describe, expect, it } from 'vitest';
import { PUBLIC_COUNT_UP_TO, PUBLIC_POSTS_PATH } from '@harmony/shared';
import { posts } from '../../../src/db/schema.js';
import { withApp } from '../../helpers/index.js';

/**
 * The public posts list at a website's size: counted up to PUBLIC_COUNT_UP_TO, newest live first, never a scheduled
 * one; and no cookie on a public answer.
 */
const t = withApp();
const DAY = 86_400_000;

describe(`GET ${PUBLIC_POSTS_PATH} with many posts`, () => {
  it('counts up to the cap and says there are more; orders by publishing time (creation without one); skips the scheduled', async () => {
    const now = Date.now();
    await t.db.insert(posts).values(Array.from({ length: PUBLIC_COUNT_UP_TO + 5 }, (_, i) => ({
      title: `Wpis ${i}`, slug: `wpis-masowy-${i}`, status: 'published', publishAt: new Date(now - (i + 2) * DAY),
    })));
    // Published without a time (live since its creation, now) and one scheduled for tomorrow.
    await t.db.insert(posts).values([
      { title: 'Bez daty', slug: 'bez-daty', status: 'published' },
      { title: 'Jutro', slug: 'jutro', status: 'scheduled', publishAt: new Date(now + DAY) },
    ]);
    const res = await t.app.inject({ method: 'GET', url: `${PUBLIC_POSTS_PATH}?per_page=3` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: { slug: string }[]; meta: Record<string, unknown> };
    expect(body.data.map((p) => p.slug)).toEqual(['bez-daty', 'wpis-masowy-0', 'wpis-masowy-1']);
    expect(body.meta).toEqual({ current_page: 1, per_page: 3, total: PUBLIC_COUNT_UP_TO, last_page: Math.ceil(PUBLIC_COUNT_UP_TO / 3), more: true });
    const few = (await t.app.inject({ method: 'GET', url: `${PUBLIC_POSTS_PATH}?tag=nie-ma` })).json();
    expect(few.meta).toEqual({ current_page: 1, per_page: 10, total: 0, last_page: 1, more: false });
  });

  it('sets no cookie on a public answer, which shared caches keep; the app’s own reads still get the CSRF cookies', async () => {
    const pub = await t.app.inject({ method: 'GET', url: PUBLIC_POSTS_PATH });
    expect([pub.statusCode, pub.headers['set-cookie']]).toEqual([200, undefined]);
    expect(String(pub.headers['cache-control'])).toContain('public');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(health.headers['set-cookie'])).toContain('XSRF-TOKEN=');
  });
});
