import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client.js';
import { mails, newsletterCampaigns, newsletterLinks, newsletterLists, newsletterSubscribers } from '../../schema.js';
import { trackLinks } from '../../../modules/newsletter/links.js';
import { listMail, unsubscribeUrl } from '../../../modules/newsletter/mail-content.js';
import { Random } from '../demo-random.js';

/*
 * The demo newsletter (issue 28): 2 lists with 300 subscribers together (most confirmed, some waiting for their
 * confirmation, a few gone), 2 campaigns sent in the last weeks with their figures — deliveries, a failed one,
 * clicks on their links, unsubscribes by their link — and a draft. Deterministic for one `now`.
 */
const FIRST = ['Anna', 'Piotr', 'Katarzyna', 'Tomasz', 'Magdalena', 'Paweł', 'Agnieszka', 'Michał', 'Joanna', 'Krzysztof', 'Ewa', 'Marcin', 'Zofia', 'Jakub'];
const LAST = ['Nowak', 'Kowalski', 'Wiśniewska', 'Wójcik', 'Kamińska', 'Lewandowski', 'Zielińska', 'Szymański', 'Woźniak', 'Dąbrowski'];
const DAY = 86_400_000;
// Links of the demo's mails: the address the demo server answers on (the seed runs before it listens).
const APP_URL = (process.env.APP_URL || 'http://localhost:3000').replace(/\/+$/, '');

const plain = (text: string) => text.toLowerCase().replace(/ł/g, 'l').normalize('NFD').replace(/[\u0300-\u036f]/g, '');

const LISTS = [
  {
    name: 'Nowości agencji', lang: 'pl', size: 200, description: 'Co miesiąc: nowe realizacje, porady i zaproszenia na warsztaty.',
    welcomeSubject: 'Witamy w newsletterze agencji', welcomeContent: '<p>Dziękujemy za zapis! Raz w miesiącu napiszemy, co u nas nowego.</p>',
  },
  { name: 'Agency news (EN)', lang: 'en', size: 100, description: 'Our monthly news in English.', welcomeSubject: '', welcomeContent: '' },
] as const;

const CAMPAIGNS = [
  {
    list: 0, daysAgo: 20, subject: 'Nowe realizacje i warsztaty SEO',
    content: '<h2>Co nowego?</h2><p>Zobacz nasze <a href="https://agencja.example.pl/realizacje">najnowsze realizacje</a> i zapisz się na '
      + '<a href="https://agencja.example.pl/warsztaty-seo">warsztaty SEO</a>.</p>',
  },
  {
    list: 1, daysAgo: 6, subject: 'Our autumn case studies',
    content: '<p>Read our <a href="https://agencja.example.pl/en/case-studies">autumn case studies</a>.</p>',
  },
] as const;

export async function seedNewsletter(db: DbOrTx, opts: { now?: Date; authorId?: number } = {}): Promise<void> {
  const random = new Random(2828);
  const now = (opts.now ?? new Date()).getTime();
  const listIds: number[] = [];
  for (const [i, list] of LISTS.entries()) {
    const { size, ...values } = list;
    const [row] = await db.insert(newsletterLists).values({ ...values, createdAt: new Date(now - 90 * DAY) }).returning({ id: newsletterLists.id });
    listIds.push(row!.id);
    await db.insert(newsletterSubscribers).values(Array.from({ length: size }, (_, n) => {
      const first = random.pick(FIRST);
      const last = random.pick(LAST);
      const joined = new Date(now - random.int(25, 85) * DAY);
      const status = random.weighted([['confirmed', 85], ['pending', 10], ['unsubscribed', 5]] as const);
      return {
        listId: row!.id, email: `${plain(first)}.${plain(last)}.${i + 1}${n}@example.pl`, name: `${first} ${last}`, lang: list.lang, status,
        createdAt: joined, confirmSentAt: joined, confirmedAt: status === 'pending' ? null : new Date(joined.getTime() + 3_600_000),
        unsubscribedAt: status === 'unsubscribed' ? new Date(joined.getTime() + 10 * DAY) : null,
      };
    }));
  }

  for (const [i, c] of CAMPAIGNS.entries()) {
    const list = LISTS[c.list];
    const listId = listIds[c.list]!;
    const at = new Date(now - c.daysAgo * DAY);
    const [campaign] = await db.insert(newsletterCampaigns).values({
      subject: c.subject, content: c.content, listId, status: 'queued', createdBy: opts.authorId ?? null, queuedAt: at, createdAt: at, updatedAt: at,
    }).returning({ id: newsletterCampaigns.id });
    const { html, links } = trackLinks(c.content, campaign!.id, APP_URL);
    const mail = listMail(list.lang, c.subject, html, list.name, APP_URL, campaign!.id);
    const [sent] = await db.insert(mails).values({
      emails: [], subject: mail.subject, content: mail.html, kind: 'campaign', status: 'sent', scheduledAt: at, attempts: 1, sentAt: new Date(at.getTime() + 600_000),
      unsubscribeUrl: unsubscribeUrl(APP_URL, campaign!.id), createdBy: opts.authorId ?? null, createdAt: at, updatedAt: at,
    }).returning({ id: mails.id });
    await db.update(newsletterCampaigns).set({ mailId: sent!.id }).where(sql`${newsletterCampaigns.id} = ${campaign!.id}`);
    // Everyone confirmed then got it (one address refused for good); some clicked, a few left by its link.
    await db.execute(sql`insert into mail_recipients (mail_id, email, token, status, attempts, sent_at, last_error)
      select ${sent!.id}, s.email, s.token, case when row_number() over (order by s.id) = 7 then 'failed' else 'sent' end,
        case when row_number() over (order by s.id) = 7 then 5 else 1 end, ${new Date(at.getTime() + 300_000)},
        case when row_number() over (order by s.id) = 7 then '550 Mailbox unavailable' end
      from ${newsletterSubscribers} s where s.list_id = ${listId} and s.status <> 'pending' order by s.id`);
    const linkIds = (await db.insert(newsletterLinks).values(links.map((url, position) => ({ campaignId: campaign!.id, position, url })))
      .returning({ id: newsletterLinks.id })).map((l) => l.id);
    await db.execute(sql`insert into newsletter_clicks (link_id, subscriber_id, clicked_at)
      select (array[${sql.join(linkIds.map((id) => sql`${id}`), sql`, `)}]::int[])[1 + (s.id % ${linkIds.length})], s.id, ${new Date(at.getTime() + 3_600_000)}
      from ${newsletterSubscribers} s, generate_series(1, 1 + (s.id / 7) % 2) repeat
      where s.list_id = ${listId} and s.status = 'confirmed' and s.id % ${i === 0 ? 4 : 3} = 0`);
    await db.execute(sql`update ${newsletterSubscribers} set unsubscribed_campaign_id = ${campaign!.id}, unsubscribed_at = ${new Date(at.getTime() + DAY)}
      where id in (select id from ${newsletterSubscribers} where list_id = ${listId} and status = 'unsubscribed' order by id limit ${3 - i})`);
  }

  await db.insert(newsletterCampaigns).values({
    subject: 'Grudniowe podsumowanie roku', content: '<p>Szkic: podsumowanie roku i plany na kolejny.</p>', listId: listIds[0]!,
    scheduledAt: new Date(now + 14 * DAY), createdBy: opts.authorId ?? null,
  });
}
