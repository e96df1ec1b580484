import { and, arrayContains, count, desc, eq, gt, min, ne, sql, type SQL } from 'drizzle-orm';
import { publicMediaPath, type PublicImage, type PublicPostsQuery } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { posts, users } from '../../db/schema.js';
import { personName } from '../../lib/sql.js';
import { publicImages } from './images.js';
import { isLive } from '../../lib/publishing.js';

/** A live post as the website gets it (content only for one post). */
const columns = {
  title: posts.title, slug: posts.slug, excerpt: posts.excerpt, coverImageId: posts.coverImageId, categories: posts.categories,
  tags: posts.tags, author: personName(users), publishAt: posts.publishAt, createdAt: posts.createdAt,
};
type Found = { title: string; slug: string; excerpt: string; coverImageId: number | null; categories: string[]; tags: string[];
  author: string | null; publishAt: Date | null; createdAt: Date };

const shape = (r: Found, images: Map<number, PublicImage>) => ({
  title: r.title, slug: r.slug, excerpt: r.excerpt, cover_url: r.coverImageId ? publicMediaPath(r.coverImageId) : null,
  cover: (r.coverImageId && images.get(r.coverImageId)) || null,
  categories: r.categories, tags: r.tags, author: r.author, published_at: (r.publishAt ?? r.createdAt).toISOString(),
});

/** The live posts of a page, newest first. */
export async function livePosts(db: DbOrTx, q: PublicPostsQuery) {
  const where = and(isLive(posts), q.category ? arrayContains(posts.categories, [q.category]) : undefined, q.tag ? arrayContains(posts.tags, [q.tag]) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select(columns).from(posts).leftJoin(users, eq(users.id, posts.authorId)).where(where)
      .orderBy(desc(posts.publishAt), desc(posts.id)).limit(q.per_page).offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(posts).where(where),
  ]);
  const n = total?.n ?? 0;
  const images = await publicImages(db, rows.map((r) => r.coverImageId));
  return { data: rows.map((r) => shape(r, images)), meta: { current_page: q.page, per_page: q.per_page, total: n, last_page: Math.max(1, Math.ceil(n / q.per_page)) } };
}

/** One live post by its slug, or null. */
export async function livePost(db: DbOrTx, slug: string) {
  const [row] = await db.select({ ...columns, content: posts.content, unpublishAt: posts.unpublishAt }).from(posts)
    .leftJoin(users, eq(users.id, posts.authorId)).where(and(eq(posts.slug, slug), isLive(posts))).limit(1);
  if (!row) return null;
  return { post: { ...shape(row, await publicImages(db, [row.coverImageId])), content: row.content }, ends: row.unpublishAt };
}

/** When the live posts next change by a schedule: the soonest future start or end of a post that is not a draft. */
export async function nextPostChange(db: DbOrTx): Promise<Date | null> {
  const notDraft: SQL = ne(posts.status, 'draft');
  const [starts, ends] = await Promise.all([
    db.select({ at: min(posts.publishAt) }).from(posts).where(and(notDraft, gt(posts.publishAt, sql`now()`))),
    db.select({ at: min(posts.unpublishAt) }).from(posts).where(and(notDraft, gt(posts.unpublishAt, sql`now()`))),
  ]);
  const times = [starts[0]?.at, ends[0]?.at].filter((t): t is Date => t instanceof Date);
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null;
}
