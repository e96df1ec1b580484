import { describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { popupInput } from '@harmony/shared';
import { files, pages, popupPages, popups } from '../../../src/db/schema.js';
import { seedContentPopups } from '../../../src/db/seed/content/popups.js';
import { withApp } from '../../helpers/index.js';

/** The demo pop-ups: 2 the API would accept — one on every page with a picture, one on the offer's pages — both viewed. */
const t = withApp();

describe('seedContentPopups', () => {
  it('seeds a newsletter pop-up on every page and a quote pop-up on the offer pages, with views and clicks', async () => {
    const [picture] = await t.db.insert(files).values({ originalName: 'p.png', storageKey: `test/popup-${Math.random()}`, mime: 'image/png', size: 10 }).returning({ id: files.id });
    await t.db.insert(pages).values(['oferta', 'strony-internetowe', 'sklepy-internetowe', 'kontakt'].map((slug) => ({ title: slug, slug })))
      .onConflictDoNothing();
    const ids = await seedContentPopups(t.db, [picture!.id]);
    const rows = await t.db.select().from(popups).where(inArray(popups.id, ids)).orderBy(asc(popups.id));
    expect(rows.map((r) => [r.allPages, r.trigger, r.imageId])).toEqual([[true, 'delay', picture!.id], [false, 'exit', null]]);
    for (const r of rows) {
      expect(r.views).toBeGreaterThan(r.clicks);
      expect(r.clicks).toBeGreaterThan(0);
      const parsed = popupInput.safeParse({
        name: r.name, title: r.title, content: r.content, button_label: r.buttonLabel, button_url: r.buttonUrl, trigger: r.trigger,
        delay_seconds: r.delaySeconds, frequency: r.frequency, frequency_days: r.frequencyDays, all_pages: r.allPages, page_ids: [1],
      });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
    const limited = await t.db.select({ slug: pages.slug }).from(popupPages).innerJoin(pages, eq(pages.id, popupPages.pageId)).where(eq(popupPages.popupId, ids[1]!));
    expect(limited.map((p) => p.slug).sort()).toEqual(['oferta', 'sklepy-internetowe', 'strony-internetowe']);
  });
});
