import { and, asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { newsletterCampaigns, newsletterLists, newsletterSubscribers as s } from '../../db/schema.js';
import { dropQueued, sendConfirmations, sendWelcome, type ListRef } from './queue.js';

/*
 * What the public side does to a subscription (SQL and the mails it sets off), each in the caller's transaction.
 */

const listColumns = {
  id: newsletterLists.id, name: newsletterLists.name, lang: newsletterLists.lang,
  welcomeSubject: newsletterLists.welcomeSubject, welcomeContent: newsletterLists.welcomeContent,
};
/** Another confirmation mail to one address no sooner than this after the last (strangers can't flood an inbox). */
const RESEND_AFTER = sql`interval '1 hour'`;

export async function findByToken(db: DbOrTx, token: string) {
  const [found] = await db.select({ id: s.id, email: s.email, status: s.status, lang: s.lang, token: s.token, listId: s.listId, list: listColumns })
    .from(s).innerJoin(newsletterLists, eq(newsletterLists.id, s.listId)).where(eq(s.token, token));
  return found ?? null;
}
export type FoundSubscription = NonNullable<Awaited<ReturnType<typeof findByToken>>>;

/**
 * A subscription asked for: a new address is added pending; one waiting (or gone) is asked again, unless it was
 * asked within the hour; one on the list already is left alone. The caller answers all of them alike.
 */
export async function subscribe(tx: DbOrTx, appUrl: string, list: ListRef, input: { email: string; name: string }, lang: Locale): Promise<void> {
  const added = await tx.insert(s).values({ listId: list.id, email: input.email, name: input.name, lang })
    .onConflictDoNothing().returning({ id: s.id });
  const asked = added[0]
    ? added
    : await tx.update(s).set({
      status: 'pending', lang, unsubscribedAt: null, unsubscribedCampaignId: null, updatedAt: new Date(),
      ...(input.name ? { name: input.name } : {}),
    }).where(sql`${s.listId} = ${list.id} and ${s.email} = ${input.email} and ${s.status} <> 'confirmed'
        and (${s.confirmSentAt} is null or ${s.confirmSentAt} < now() - ${RESEND_AFTER})`).returning({ id: s.id });
  if (asked[0]) await sendConfirmations(tx, appUrl, list, lang, sql`s.id = ${asked[0].id}`, [input.email]);
}

/** The confirmation link followed: a waiting address joins the list and gets its welcome mail. False when it was not waiting. */
export async function confirm(tx: DbOrTx, appUrl: string, found: FoundSubscription): Promise<boolean> {
  const done = await tx.update(s).set({ status: 'confirmed', confirmedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(s.id, found.id), eq(s.status, 'pending'))).returning({ id: s.id });
  if (done[0]) await sendWelcome(tx, appUrl, found.list, found);
  return Boolean(done[0]);
}

/**
 * Off the list (the one-click link, its page, the preferences): when, and by which campaign's link — only one sent
 * to this list counts (the address could be edited by hand). Their queued campaigns skip them.
 */
export async function unsubscribe(tx: DbOrTx, found: FoundSubscription, campaignId: number | undefined): Promise<void> {
  const campaign = campaignId
    ? sql`(select c.id from ${newsletterCampaigns} c where c.id = ${campaignId} and c.list_id = ${found.listId})`
    : sql`null`;
  const done = await tx.update(s).set({ status: 'unsubscribed', unsubscribedAt: new Date(), unsubscribedCampaignId: campaign, updatedAt: new Date() })
    .where(and(eq(s.id, found.id), sql`${s.status} <> 'unsubscribed'`)).returning({ id: s.id });
  if (done[0]) await dropQueued(tx, sql`s.id = ${found.id}`);
}

/** Every list the address is on: its subscription there and whether it receives that list's mail. */
export async function subscriptionsOf(db: DbOrTx, email: string) {
  return db.select({ id: s.id, listId: s.listId, name: newsletterLists.name, status: s.status, email: s.email, lang: s.lang, token: s.token, list: listColumns })
    .from(s).innerJoin(newsletterLists, eq(newsletterLists.id, s.listId)).where(eq(s.email, email)).orderBy(asc(newsletterLists.name), asc(s.id));
}

/**
 * The preferences saved: the ticked lists receive mail (the token proves the address, so a waiting or gone
 * subscription is confirmed at once; a waiting one gets its welcome), the others that did stop.
 */
export async function savePreferences(tx: DbOrTx, appUrl: string, email: string, keep: Set<number>): Promise<void> {
  for (const sub of await subscriptionsOf(tx, email)) {
    const on = keep.has(sub.listId);
    if (on && sub.status !== 'confirmed') {
      await tx.update(s).set({ status: 'confirmed', confirmedAt: new Date(), unsubscribedAt: null, unsubscribedCampaignId: null, updatedAt: new Date() })
        .where(eq(s.id, sub.id));
      if (sub.status === 'pending') await sendWelcome(tx, appUrl, sub.list, sub);
    } else if (!on && sub.status === 'confirmed') {
      await unsubscribe(tx, { ...sub, listId: sub.listId }, undefined);
    }
  }
}
