import { describe, expect, it } from 'vitest';
import { PUBLIC_MAX_AGE, PUBLIC_POSTS_PATH, postsContract, publicMediaPath, publicPostPath } from '@harmony/shared';
import { files } from '../../../src/db/schema.js';
import { expectInert, HOSTILE_HTML } from '../../helpers/hostile-html.js';
import { withApp } from '../../helpers/index.js';

/**
 * The public read API: no sign-in, only live posts (never a draft, a scheduled one before its time or an
 * expired one), a schedule honoured the moment it comes, sanitised content, ETag and a schedule-aware
 * Cache-Control, library images only.
 */
const t = withApp();
const admin = t.client('Administrator');
const guest = t.anonymous();
const seconds = (n: number) => new Date(Date.now() + n * 1000).toISOString();

async function post(body: Record<string, unknown>): Promise<string> {
  const res = await admin.post(postsContract.path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.slug as string;
}
const slugsOf = async (query: Record<string, string> = {}) =>
  ((await guest.get(PUBLIC_POSTS_PATH, { query: { per_page: '50', ...query } })).json().data as { slug: string }[]).map((p) => p.slug);

describe('the public posts', () => {
  it('serve a live post by its slug with inert content, and never a draft or an expired post', async () => {
    const live = await post({ title: 'Publiczny wpis', content: HOSTILE_HTML, status: 'published', categories: ['Publiczne'] });
    const draft = await post({ title: 'Publiczny szkic', categories: ['Publiczne'] });
    const expired = await post({ title: 'Publiczny wygasły', status: 'published', publish_at: seconds(-7200), unpublish_at: seconds(-3600), categories: ['Publiczne'] });
    const one = await guest.get(publicPostPath(live));
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ title: 'Publiczny wpis', slug: live, author: 'Adam Administrator', categories: ['Publiczne'] });
    expectInert(one.json().content);
    expect(one.headers['access-control-allow-origin']).toBe('*');
    for (const hidden of [draft, expired]) expect((await guest.get(publicPostPath(hidden))).statusCode).toBe(404);
    expect(await slugsOf({ category: 'Publiczne' })).toEqual([live]);
  });

  it('takes a schedule the moment its time comes, with a max-age that ends by then', async () => {
    const soon = await post({ title: 'Za chwilę', status: 'scheduled', publish_at: seconds(2), categories: ['Plan'] });
    expect((await guest.get(publicPostPath(soon))).statusCode).toBe(404);
    const list = await guest.get(PUBLIC_POSTS_PATH, { query: { category: 'Plan' } });
    expect(list.json().data).toEqual([]);
    const maxAge = Number(/max-age=(\d+)/.exec(String(list.headers['cache-control']))![1]);
    expect(maxAge).toBeLessThanOrEqual(2);
    await expect.poll(async () => (await guest.get(publicPostPath(soon))).statusCode, { timeout: 6000, interval: 250 }).toBe(200);
    expect(await slugsOf({ category: 'Plan' })).toEqual([soon]);
  });

  it('answers a repeat read with 304 by its ETag, and a changed post with a new one', async () => {
    const slug = await post({ title: 'Z ETagiem', status: 'published' });
    const first = await guest.get(publicPostPath(slug));
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe(`public, max-age=${PUBLIC_MAX_AGE}`);
    const again = await guest.get(publicPostPath(slug), { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const id = (await admin.get(postsContract.path, { query: { search: 'Z ETagiem' } })).json().data[0].id as number;
    await admin.put(postsContract.itemPath(id), { excerpt: 'Zmieniony' });
    const changed = await guest.get(publicPostPath(slug), { headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('serves library images, not other files nor files attached to a record', async () => {
    const add = async (mime: string, attachableType: string | null) =>
      (await t.db.insert(files).values({ originalName: 'x', storageKey: `test/public-${Math.random()}`, mime, size: 1, attachableType, attachableId: attachableType ? '1' : null })
        .returning())[0]!.id;
    for (const id of [await add('application/pdf', null), await add('image/png', 'projects'), 987_654]) {
      expect((await guest.get(publicMediaPath(id))).statusCode).toBe(404);
    }
  });
});
