import { eq } from 'drizzle-orm';
import { ROLES } from '@harmony/shared';
import type { DbOrTx } from '../../client.js';
import { pushDeliveries, pushNotifications, roles, userRoles, users } from '../../schema.js';
import { Random } from '../demo-random.js';

/*
 * The demo Web Push (issue 28): 4 notifications sent over the last two weeks — to everyone, the contractors and
 * chosen people — with their deliveries (accepted, a few failed: an expired subscription, a push service's error)
 * and what the browsers showed and clicked, and 1 scheduled for next week (/push/list's demo). No subscriptions:
 * demo browsers would be endpoints nobody answers. Deterministic for one `now`.
 */
const DAY = 86_400_000;
const SENT = [
  { title: 'Nowa wersja panelu', body: 'Zobacz, co zmieniło się w raportach i kalendarzu.', link: '/', audience: 'everyone', days: 13 },
  { title: 'Uzupełnij czas pracy', body: 'Koniec miesiąca: sprawdź, czy wszystkie godziny są wpisane.', link: '/czasy', audience: 'group', days: 9 },
  { title: 'Spotkanie zespołu o 10:00', body: 'Sala konferencyjna lub link w kalendarzu.', link: '/uzytkownik/kalendarz', audience: 'users', days: 5 },
  { title: 'Przerwa techniczna w sobotę', body: 'W sobotę od 22:00 do 23:00 panel może być niedostępny.', link: null, audience: 'everyone', days: 2 },
] as const;

export async function seedPush(db: DbOrTx, opts: { now?: Date; authorId?: number } = {}): Promise<void> {
  const random = new Random(2808);
  const now = (opts.now ?? new Date()).getTime();
  const people = (await db.select({ id: users.id }).from(users).where(eq(users.active, true)).orderBy(users.id).limit(60)).map((u) => u.id);
  const [contractors] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLES.contractor));
  const inGroup = contractors
    ? (await db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, contractors.id))).map((r) => r.id)
    : [];
  const token = () => Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('');

  for (const push of SENT) {
    const at = new Date(now - push.days * DAY - random.int(1, 8) * 3_600_000);
    const chosen = people.filter(() => random.chance(0.3)).slice(0, 6);
    const audienceOf = push.audience === 'group' ? inGroup : push.audience === 'users' ? chosen : people;
    // A person has a browser or two with notifications on, or none.
    const targets = audienceOf.flatMap((userId) => Array.from({ length: random.weighted([[0, 3], [1, 5], [2, 2]] as const) }, () => userId));
    const deliveries = targets.map((userId) => {
      const failed = random.chance(0.08);
      const shown = !failed && random.chance(0.85);
      return {
        userId, token: token(), status: failed ? 'failed' : 'accepted', attempts: failed ? random.int(1, 5) : 1,
        reason: failed ? random.weighted([['gone', 3], ['server', 1]] as const) : null,
        lastError: failed ? 'Received unexpected response code' : null,
        acceptedAt: failed ? null : new Date(at.getTime() + 5_000),
        shownAt: shown ? new Date(at.getTime() + random.int(6, 600) * 1000) : null,
        clickedAt: shown && random.chance(0.35) ? new Date(at.getTime() + random.int(601, 3_600) * 1000) : null,
      };
    });
    const failures: Record<string, number> = {};
    for (const d of deliveries) if (d.reason) failures[d.reason] = (failures[d.reason] ?? 0) + 1;
    const [row] = await db.insert(pushNotifications).values({
      title: push.title, body: push.body, link: push.link, audience: push.audience,
      groupId: push.audience === 'group' ? (contractors?.id ?? null) : null, userIds: push.audience === 'users' ? chosen : [],
      scheduledAt: at, status: 'sent', sentAt: new Date(at.getTime() + 60_000), createdBy: opts.authorId ?? null, createdAt: at, updatedAt: at,
      targeted: deliveries.length, accepted: deliveries.filter((d) => d.status === 'accepted').length,
      failed: deliveries.filter((d) => d.status === 'failed').length, failures,
      shown: deliveries.filter((d) => d.shownAt).length, clicked: deliveries.filter((d) => d.clickedAt).length,
    }).returning({ id: pushNotifications.id });
    if (deliveries.length) await db.insert(pushDeliveries).values(deliveries.map((d) => ({ ...d, notificationId: row!.id })));
  }
  await db.insert(pushNotifications).values({
    title: 'Przypomnienie: raporty miesięczne', body: 'Jutro mija termin oddania raportów za ten miesiąc.', link: '/raporty', audience: 'everyone',
    scheduledAt: new Date(now + 7 * DAY), createdBy: opts.authorId ?? null,
  });
}
