import { describe, expect, it } from 'vitest';
import { campaignsContract, newsletterListsContract, type Campaign, type NewsletterList } from '@harmony/shared';
import { seedNewsletter } from '../../../src/db/seed/messaging/newsletter.js';
import { withApp } from '../../helpers/index.js';

/** The demo newsletter: 2 lists with 300 subscribers together, 2 sent campaigns with figures and a draft, as the API reads them. */
const t = withApp();
const admin = t.client('Administrator');

describe('seedNewsletter', () => {
  it('seeds 2 lists, 300 subscribers, 3 campaigns — the sent ones with deliveries, clicks and unsubscribes', async () => {
    await seedNewsletter(t.db, { now: new Date('2026-11-20T10:00:00Z') });
    const lists = ((await admin.get(newsletterListsContract.path)).json() as { data: NewsletterList[] }).data;
    expect(lists).toHaveLength(2);
    expect(lists.reduce((n, l) => n + l.subscribers_count + l.pending_count + l.unsubscribed_count, 0)).toBe(300);
    for (const list of lists) expect(list.subscribers_count).toBeGreaterThan(list.pending_count + list.unsubscribed_count);

    const campaigns = ((await admin.get(campaignsContract.path)).json() as { data: Campaign[] }).data;
    expect(campaigns.map((c) => c.status).sort()).toEqual(['draft', 'sent', 'sent']);
    for (const c of campaigns.filter((x) => x.status === 'sent')) {
      expect(c.recipients).toBe(c.sent + c.failed);
      expect(c.failed).toBe(1);
      expect(c.clicks).toBeGreaterThan(c.unique_clicks);
      expect(c.unique_clicks).toBeGreaterThan(0);
      expect(c.unsubscribed).toBeGreaterThan(0);
      const detail = (await admin.get(campaignsContract.itemPath(c.id))).json() as { links: { clicks: number }[] };
      expect(detail.links.reduce((n, l) => n + l.clicks, 0)).toBe(c.clicks);
    }
  });
});
