import type { FastifyInstance } from 'fastify';
import { asc, desc, eq, gt, and, ne, sql } from 'drizzle-orm';
import {
  can, CONTENT_SUMMARY_LIMIT, CONTENT_SUMMARY_PATH, contentSummaryRead, pagesContract, popupsContract, postsContract, type ContentKind, type ContentSummaryEntry,
} from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { pages, popups, posts } from '../../db/schema.js';

const SOURCES = [
  { kind: 'posts' as ContentKind, table: posts, subject: postsContract.permission },
  { kind: 'pages' as ContentKind, table: pages, subject: pagesContract.permission },
];

async function entries(db: DbOrTx, kinds: typeof SOURCES, pick: 'drafts' | 'scheduled'): Promise<ContentSummaryEntry[]> {
  const lists = await Promise.all(kinds.map(async ({ kind, table }) => {
    const rows = pick === 'drafts'
      ? await db.select({ id: table.id, title: table.title, at: table.updatedAt }).from(table).where(eq(table.status, 'draft'))
        .orderBy(desc(table.updatedAt), desc(table.id)).limit(CONTENT_SUMMARY_LIMIT)
      : await db.select({ id: table.id, title: table.title, at: sql<Date>`${table.publishAt}` }).from(table)
        .where(and(ne(table.status, 'draft'), gt(table.publishAt, sql`now()`))).orderBy(asc(table.publishAt), asc(table.id)).limit(CONTENT_SUMMARY_LIMIT);
    return rows.map((r) => ({ kind, id: r.id, title: r.title, at: new Date(r.at).toISOString() }));
  }));
  const merged = lists.flat().sort((a, b) => (pick === 'drafts' ? b.at.localeCompare(a.at) : a.at.localeCompare(b.at)));
  return merged.slice(0, CONTENT_SUMMARY_LIMIT);
}

/** The pop-ups seen most (views, then clicks): the home's ranking. */
const topPopups = (db: DbOrTx) => db.select({ id: popups.id, name: popups.name, views: popups.views, clicks: popups.clicks }).from(popups)
  .where(gt(popups.views, 0)).orderBy(desc(popups.views), desc(popups.clicks), asc(popups.id)).limit(CONTENT_SUMMARY_LIMIT);

/**
 * The content home's lists (/panel, issue 26): newest drafts and what goes live next, across posts and pages,
 * each kind only for a caller who may list it, and the most viewed pop-ups for one who may list those.
 */
export default async function contentSummaryRoutes(app: FastifyInstance) {
  app.get(CONTENT_SUMMARY_PATH, {
    config: { permission: [...SOURCES.map((s) => s.subject), popupsContract.permission].join('|') },
    schema: { response: { 200: contentSummaryRead } },
  }, async (req) => {
    const mine = SOURCES.filter((s) => can(req.user?.permissions, 'listowanie', s.subject));
    const popupsToo = can(req.user?.permissions, 'listowanie', popupsContract.permission);
    const [drafts, scheduled, top] = await Promise.all([
      entries(app.db, mine, 'drafts'), entries(app.db, mine, 'scheduled'), popupsToo ? topPopups(app.db) : undefined,
    ]);
    return { drafts, scheduled, ...(top && { top_popups: top }) };
  });
}
