import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedPush } from '../../../src/db/seed/messaging/push.js';
import { rows, withApp } from '../../helpers/index.js';
import { detail, listed } from './support.js';

/** The demo's push notifications: what /push/list shows is what their deliveries say. */
const t = withApp();
const admin = t.client('Administrator');

describe('the demo push notifications', () => {
  it('are 4 sent with consistent counts and 1 scheduled, the same for one clock', async () => {
    const now = new Date('2031-03-10T12:00:00Z');
    await seedPush(t.db, { now });
    const list = await listed(admin, { per_page: '50' });
    expect(list.map((n) => n.status).sort()).toEqual(['queued', 'sent', 'sent', 'sent', 'sent']);
    for (const n of list.filter((x) => x.status === 'sent')) {
      const one = await detail(admin, n.id);
      expect(one.accepted + one.failed).toBe(one.targeted);
      expect(one.deliveries).toMatchObject({ accepted: one.accepted, failed: one.failed, queued: 0, sending: 0 });
      expect(Object.values(one.failures).reduce((a, b) => a + b, 0)).toBe(one.failed);
      expect(one.clicked).toBeLessThanOrEqual(one.shown);
      expect(one.shown).toBeLessThanOrEqual(one.accepted);
    }
    expect(list.some((n) => n.targeted > 0)).toBe(true);
    const snapshot = async () => rows(t.database, sql`select title, targeted, accepted, failed, shown, clicked from push_notifications order by id`);
    const first = await snapshot();
    await t.db.execute(sql`delete from push_notifications`);
    await seedPush(t.db, { now });
    expect(await snapshot()).toEqual(first);
  });
});
