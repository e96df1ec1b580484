import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client.js';
import { pages, popupPages, popups } from '../../schema.js';

const DAY = 86_400_000;
/** The offer's pages (seeded by pages.ts before this) that the quote pop-up is limited to. */
const OFFER_SLUGS = ['oferta', 'strony-internetowe', 'sklepy-internetowe'];

/**
 * The demo site's 2 pop-ups (issue 26): a newsletter invitation on every page, 8 s after it opens, once a visit,
 * with a picture; and a free quote offered on the offer's pages when the visitor is about to leave, again after a
 * week, until the end of next month. Both with views and clicks, so the content home ranks them.
 */
export async function seedContentPopups(db: DbOrTx, imageFileIds: number[], now = Date.now()): Promise<number[]> {
  const made = await db.insert(popups).values([
    {
      name: 'Newsletter — rabat 10%', title: 'Zapisz się i odbierz 10% rabatu',
      content: '<p>Raz w miesiącu: nowe realizacje, porady i promocje. Bez spamu.</p>', imageId: imageFileIds[0] ?? null,
      buttonLabel: 'Zapisz się', buttonUrl: '/newsletter', trigger: 'delay', delaySeconds: 8, frequency: 'session', views: 1240, clicks: 96,
    },
    {
      name: 'Bezpłatna wycena', title: 'Zanim wyjdziesz — wycena w 24 godziny',
      content: '<p>Opisz projekt w kilku zdaniach, a odpowiemy z wyceną następnego dnia roboczego.</p>',
      buttonLabel: 'Poproś o wycenę', buttonUrl: '/kontakt', trigger: 'exit', frequency: 'days', frequencyDays: 7, allPages: false,
      activeTo: new Date(now + 45 * DAY), views: 410, clicks: 37,
    },
  ]).returning({ id: popups.id });
  const offer = await db.select({ id: pages.id }).from(pages).where(inArray(pages.slug, OFFER_SLUGS));
  if (offer.length) await db.insert(popupPages).values(offer.map((p) => ({ popupId: made[1]!.id, pageId: p.id })));
  return made.map((p) => p.id);
}
