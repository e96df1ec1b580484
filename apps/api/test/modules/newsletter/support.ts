import { sql } from 'drizzle-orm';
import { newsletterListsContract, type NewsletterList } from '@harmony/shared';
import type { TestClient } from '../../helpers/index.js';
import type { AppHandle } from '../../helpers/with-app.js';
import { deliverDueMails } from '../../../src/lib/mail/worker.js';
import type { ReceivedMail, TestSmtp } from '../../helpers/smtp.js';

/** The newsletter tests' shared steps: a list made through the API, subscribers put straight in, the queue delivered. */
export async function createList(admin: TestClient, values: Record<string, unknown> = {}): Promise<NewsletterList> {
  const res = await admin.post(newsletterListsContract.path, { name: `Lista ${Math.random().toString(36).slice(2, 8)}`, ...values });
  if (res.statusCode !== 201) throw new Error(`createList: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: NewsletterList }).data;
}

/** Confirmed subscribers `prefix1@…` to `prefixN@…` on a list, as a campaign's audience; their tokens by address. */
export async function confirmedSubscribers(t: AppHandle, listId: number, count: number, prefix = 'czytelnik'): Promise<Map<string, string>> {
  const found = await t.db.execute(sql`insert into newsletter_subscribers (list_id, email, status, confirmed_at)
    select ${listId}, ${prefix} || n || '@example.pl', 'confirmed', now() from generate_series(1, ${count}) n returning email, token`);
  return new Map((found as unknown as { rows: { email: string; token: string }[] }).rows.map((r) => [r.email, r.token]));
}

/** Every due mail delivered to the test SMTP peer now, with no throttle. */
export const deliverAll = (t: AppHandle, smtp: TestSmtp) => deliverDueMails(t.app.db, smtp.transport, { perMinute: 0, batchSize: 500 });

/** The link of a received mail whose address contains `part` (HTML-decoded). */
export function linkIn(mail: ReceivedMail, part: string): string {
  const href = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')).find((h) => h.includes(part));
  if (!href) throw new Error(`No link with ${part} in: ${mail.html}`);
  return href;
}

/** A URL of the app as the test client requests it: its path and query. */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
