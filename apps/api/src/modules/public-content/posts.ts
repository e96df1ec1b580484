import { and, arrayContains, count, desc, eq, gt, isNull, min, ne, or, sql, type SQL } from 'drizzle-orm';
import { PUBLIC_COUNT_UP_TO, publicMediaPath, type PublicImage, type PublicPostsQuery } from '@harmony/shared';
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

/** When a live post went live: its publishing time, or its creation when it was published without one (posts_live_idx). */
const liveSince = sql`coalesce(${posts.publishAt}, ${posts.createdAt})`;
/** Live now, written so posts_live_idx bounds the walk at now (isLive's OR would walk every scheduled post). */
const liveNow = and(ne(posts.status, 'draft'), sql`${liveSince} <= now()`, or(isNull(posts.unpublishAt), gt(posts.unpublishAt, sql`now()`)));

/**
 * The live posts of a page, newest first. The total is counted up to PUBLIC_COUNT_UP_TO (`meta.more` beyond it):
 * counting 100,000 live posts on every page of a website's news was most of the answer's cost.
 */
export async function livePosts(db: DbOrTx, q: PublicPostsQuery) {
  const where = and(liveNow, q.category ? arrayContains(posts.categories, [q.category]) : undefined, q.tag ? arrayContains(posts.tags, [q.tag]) : undefined);
  const [rows, [counted]] = await Promise.all([
    db.select(columns).from(posts).leftJoin(users, eq(users.id, posts.authorId)).where(where)
      .orderBy(desc(liveSince), desc(posts.id)).limit(q.per_page).offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(db.select({ one: sql`1` }).from(posts).where(where).limit(PUBLIC_COUNT_UP_TO + 1).as('capped')),
  ]);
  const images = await publicImages(db, rows.map((r) => r.coverImageId));
  const more = (counted?.n ?? 0) > PUBLIC_COUNT_UP_TO;
  const total = Math.min(counted?.n ?? 0, PUBLIC_COUNT_UP_TO);
  return {
    data: rows.map((r) => shape(r, images)),
    meta: { current_page: q.page, per_page: q.per_page, total, last_page: Math.max(1, Math.ceil(total / q.per_page)), more },
  };
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
