import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { postInput, publishStateOf } from '@harmony/shared';
import { contentVersions, posts } from '../../../src/db/schema.js';
import { seedContentPosts } from '../../../src/db/seed/content/posts.js';
import { withApp } from '../../helpers/index.js';

/** The demo blog: 20 valid posts in every state, each with its first version. */
const t = withApp();

describe('seedContentPosts', () => {
  it('seeds 20 posts the API would accept — 14 live, 3 drafts, 2 scheduled, 1 ended — each with version 1', async () => {
    const ids = await seedContentPosts(t.db, { authorId: null, imageFileIds: [] });
    const rows = await t.db.select().from(posts).where(inArray(posts.id, ids));
    expect(rows).toHaveLength(20);
    const states = rows.map((p) => publishStateOf({ status: p.status as 'draft', publish_at: p.publishAt?.toISOString() ?? null, unpublish_at: p.unpublishAt?.toISOString() ?? null }));
    expect(states.filter((s) => s === 'published')).toHaveLength(14);
    expect(states.filter((s) => s === 'draft')).toHaveLength(3);
    expect(states.filter((s) => s === 'scheduled')).toHaveLength(2);
    expect(states.filter((s) => s === 'expired')).toHaveLength(1);
    for (const p of rows) {
      const parsed = postInput.safeParse({ title: p.title, slug: p.slug, excerpt: p.excerpt, content: p.content, categories: p.categories, tags: p.tags,
        status: p.status, publish_at: p.publishAt?.toISOString() ?? null, unpublish_at: p.unpublishAt?.toISOString() ?? null });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
    const versions = await t.db.select().from(contentVersions).where(and(eq(contentVersions.subjectType, 'posts'), inArray(contentVersions.subjectId, ids)));
    expect(versions.map((v) => v.version)).toEqual(ids.map(() => 1));
  });
});
