import { and, asc, eq, exists, or, sql } from 'drizzle-orm';
import { publicMediaPath, type PopupEvent, type PublicPopup } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { pages, popupPages, popups } from '../../db/schema.js';
import { nextWindowChange } from '../../lib/publishing.js';
import { popupShownNow } from '../popups/state.js';
import { publicImages } from './images.js';

/** On the page with this slug: every pop-up for all pages, and those limited to pages that include it. */
const onPage = (slug: string | undefined) => (slug === undefined ? eq(popups.allPages, true) : or(eq(popups.allPages, true), exists(
  sql`(select 1 from ${popupPages} join ${pages} on ${pages.id} = ${popupPages.pageId}
    where ${popupPages.popupId} = ${popups.id} and ${pages.slug} = ${slug})`,
)));

/**
 * The pop-ups shown now on a page, oldest first, as the website's script needs them (what, when, how often), and
 * when that set next changes by a pop-up's dates (for the cache).
 */
export async function livePopups(db: DbOrTx, page: string | undefined): Promise<{ data: PublicPopup[]; next: Date | null }> {
  const where = and(popupShownNow, onPage(page));
  const [rows, next] = await Promise.all([
    db.select().from(popups).where(where).orderBy(asc(popups.id)),
    nextWindowChange(db, popups, popups.activeFrom, popups.activeTo, and(eq(popups.active, true), onPage(page))),
  ]);
  const images = await publicImages(db, rows.map((p) => p.imageId));
  return {
    data: rows.map((p) => ({
      id: p.id, title: p.title, content: p.content, image_url: p.imageId ? publicMediaPath(p.imageId) : null,
      image: (p.imageId && images.get(p.imageId)) || null,
      button_label: p.buttonLabel, button_url: p.buttonUrl, trigger: p.trigger, delay_seconds: p.delaySeconds,
      scroll_percent: p.scrollPercent, frequency: p.frequency, frequency_days: p.frequencyDays,
    })),
    next,
  };
}

/** Counts a view or a click of a pop-up shown now (one UPDATE); false when there is no such pop-up now. */
export async function countPopupEvent(db: DbOrTx, id: number, event: PopupEvent): Promise<boolean> {
  const column = event === 'view' ? popups.views : popups.clicks;
  const counted = await db.update(popups).set(event === 'view' ? { views: sql`${column} + 1` } : { clicks: sql`${column} + 1` })
    .where(and(eq(popups.id, id), popupShownNow)).returning({ id: popups.id });
  return counted.length > 0;
}
