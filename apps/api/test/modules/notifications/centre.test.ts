import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  NOTIFICATION_PREFERENCES_PATH, NOTIFICATIONS_ALL_PATH, ordersContract, NOTIFICATIONS_READ_ALL_PATH, notificationPath, type CentreNotification, type NotificationPreference,
} from '@harmony/shared';
import { mails, notificationPreferences, notifications } from '../../../src/db/schema.js';
import { checkBudgetAlerts } from '../../../src/modules/projects/budget-alerts.js';
import { enqueueMail } from '../../../src/lib/mail/index.js';
import { deliverDueMails } from '../../../src/lib/mail/worker.js';
import { DEMO_ACCOUNTS, rows, userIdByEmail, withApp } from '../../helpers/index.js';
import { CONTACT, formUuid, seedDemoForms, submitJson } from '../public-forms/support.js';
import { insertEntry, insertProject } from '../../helpers/projects.js';

/**
 * The notification centre (issue 28): all of one's notifications page by page, filtered, read and unread, worded in
 * the reader's language; per kind where they go; and the events that raise them, each user's way.
 */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const superadmin = t.client('Superadministrator');
const contractor = t.client('Kontraktor');
const ids = { admin: 0, superadmin: 0, lider: 0, kontraktor: 0 };

beforeAll(async () => {
  ids.admin = await userIdByEmail(t.database, DEMO_ACCOUNTS.Administrator);
  ids.superadmin = await userIdByEmail(t.database, DEMO_ACCOUNTS.Superadministrator);
  ids.lider = await userIdByEmail(t.database, DEMO_ACCOUNTS.Lider);
  ids.kontraktor = await userIdByEmail(t.database, DEMO_ACCOUNTS.Kontraktor);
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from push_notifications`);
  await t.db.delete(notifications).where(sql`kind <> 'other'`);
  await t.db.delete(notificationPreferences);
  await t.db.delete(mails);
});

type Page = { data: CentreNotification[]; meta: { total: number; last_page: number } };
const centre = async (client = admin, query: Record<string, string> = {}) => (await client.get(NOTIFICATIONS_ALL_PATH, { query })).json() as Page;
const budgetAlert = async (name: string) => {
  const id = await insertProject(t.database, { name, budgetHours: '10', leaderId: ids.lider });
  await insertEntry(t.database, { userId: ids.kontraktor, projectId: id, day: '2026-05-04', minutes: 480 });
  await t.database.db.transaction((tx) => checkBudgetAlerts(tx, id));
  return id;
};

describe('the centre', () => {
  it('lists all of mine newest first, by kind and read state, each worded in the reader’s language', async () => {
    const project = await budgetAlert('Kampania Zima');
    const mine = await centre();
    expect(mine.data[0]).toMatchObject({
      kind: 'budget', read: false, link: `/projekty/${project}/szczegoly`,
      title: 'Projekt „Kampania Zima”: wykorzystano 80\u00a0% budżetu godzin', body: 'Przepracowano 8 h z 10 h budżetu (80\u00a0%).',
    });
    const en = await centre(adminEn, { kind: 'budget' });
    expect(en.data.map((n) => [n.title, n.body])).toEqual([['Project “Kampania Zima”: 80% of the hours budget used', '8 h worked of a 10 h budget (80%).']]);
    // The top bar's list words it likewise.
    const top = (await adminEn.get('/api/notifications')).json() as { data: { title: string }[] };
    expect(top.data[0]!.title).toBe('Project “Kampania Zima”: 80% of the hours budget used');
    // A contractor sees only theirs (the welcome), none of the budget's.
    expect((await centre(contractor)).data.every((n) => n.kind === 'other')).toBe(true);
  });

  it('reads and unreads one, reads all; a dismissed one stays in the centre as read', async () => {
    await budgetAlert('Czytanie');
    const [first] = (await centre(admin, { read: 'false', kind: 'budget' })).data;
    expect((await admin.put(notificationPath(first!.id), { read: true })).statusCode).toBe(200);
    expect((await centre(admin, { read: 'true', kind: 'budget' })).data.map((n) => n.id)).toEqual([first!.id]);
    expect((await admin.put(notificationPath(first!.id), { read: false })).statusCode).toBe(200);
    expect((await centre(admin, { read: 'false', kind: 'budget' })).data.map((n) => n.id)).toEqual([first!.id]);
    expect((await admin.delete(notificationPath(first!.id))).statusCode).toBe(200);
    expect((await centre(admin, { kind: 'budget' })).data[0]).toMatchObject({ id: first!.id, read: true });
    await budgetAlert('Wszystkie');
    const res = await admin.post(NOTIFICATIONS_READ_ALL_PATH);
    expect(res.json()).toEqual({ message: 'Wszystkie powiadomienia oznaczono jako przeczytane.' });
    expect((await centre(admin, { read: 'false' })).meta.total).toBe(0);
    // Another's notification is out of reach.
    expect((await contractor.put(notificationPath(first!.id), { read: false })).statusCode).toBe(404);
    expect((await admin.put(notificationPath(first!.id), { read: 'tak' })).statusCode).toBe(422);
  });
});

describe('where they go', () => {
  it('defaults to the app only; a choice per kind is kept, a bad one refused', async () => {
    const got = (await contractor.get(NOTIFICATION_PREFERENCES_PATH)).json() as { data: NotificationPreference[] };
    expect(got.data).toHaveLength(5);
    expect(got.data.every((p) => p.in_app && !p.email && !p.push)).toBe(true);
    const saved = await admin.put(NOTIFICATION_PREFERENCES_PATH, { data: [{ kind: 'budget', in_app: false, email: true, push: false }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as { data: NotificationPreference[]; message: string }).data.find((p) => p.kind === 'budget')).toEqual({ kind: 'budget', in_app: false, email: true, push: false });
    const bad = await adminEn.put(NOTIFICATION_PREFERENCES_PATH, { data: [{ kind: 'pogoda', in_app: true, email: false, push: false }, { kind: 'budget', in_app: 1, email: false, push: false }] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual(['data.0.kind', 'data.1.in_app']);
  });

  it('an e-mail instead of the app: the budget alert reaches the administrator’s inbox, not the list; by push too', async () => {
    await admin.put(NOTIFICATION_PREFERENCES_PATH, { data: [{ kind: 'budget', in_app: false, email: true, push: true }] });
    await budgetAlert('Mailem');
    expect((await centre(admin, { kind: 'budget' })).data).toEqual([]);
    // The others keep the default.
    expect((await centre(superadmin, { kind: 'budget' })).data).toHaveLength(1);
    const queued = await rows<{ emails: string[]; subject: string; kind: string }>(t.database, sql`select emails, subject, kind from mails`);
    expect(queued).toEqual([{ emails: [DEMO_ACCOUNTS.Administrator], subject: 'Projekt „Mailem”: wykorzystano 80\u00a0% budżetu godzin', kind: 'notification' }]);
    const pushes = await rows<{ title: string; user_ids: number[] }>(t.database, sql`select title, user_ids from push_notifications where kind = 'budget'`);
    expect(pushes).toEqual([{ title: 'Projekt „Mailem”: wykorzystano 80\u00a0% budżetu godzin', user_ids: [ids.admin] }]);
  });
});

describe('events', () => {
  it('a mail failed for good tells the one who wrote it', async () => {
    const id = await enqueueMail(t.db, { to: ['nie-istnieje@firma.pl'], subject: 'Oferta', html: '<p>x</p>', kind: 'user', createdBy: ids.admin });
    await t.database.db.execute(sql`update mail_recipients set attempts = 4 where mail_id = ${id}`);
    const report = await deliverDueMails(t.app.db, { sendMail: () => Promise.reject(Object.assign(new Error('User unknown'), { responseCode: 550 })) });
    expect(report).toMatchObject({ failed: 1 });
    const [notice] = (await centre(admin, { kind: 'mail-failed' })).data;
    expect(notice).toMatchObject({ title: 'Nie udało się wysłać maila „Oferta”', body: 'Adresat nie-istnieje@firma.pl nie otrzymał wiadomości: 550 User unknown', link: '/maile/skrzynka-nadawcza' });
  });

  it('a new order tells the shop’s staff, not the one who placed it, each their way', async () => {
    await superadmin.put(NOTIFICATION_PREFERENCES_PATH, { data: [{ kind: 'order-new', in_app: true, email: true, push: true }] });
    const draft = await admin.post(ordersContract.path, { items: [{ name: 'Pakiet SEO', unit_net: 10000, vat_rate: 23, quantity: 2 }] });
    expect(draft.statusCode, draft.body).toBe(201);
    const placed = await admin.post(`${ordersContract.itemPath(draft.json().id)}/place`);
    expect(placed.statusCode, placed.body).toBe(200);
    const number = placed.json().data.number as string;
    expect((await centre(superadmin, { kind: 'order-new' })).data.map((n) => [n.title, n.body])).toEqual([[`Nowe zamówienie ${number}`, 'Wartość zamówienia: 246 zł brutto.']]);
    expect((await centre(admin, { kind: 'order-new' })).data).toEqual([]);
    // By e-mail and by push too, as the one who asked for them (raised in the placement's own statement).
    const mailed = await rows<{ emails: string[]; subject: string }>(t.database, sql`select emails, subject from mails where kind = 'notification' and subject like 'Nowe zamówienie%'`);
    expect(mailed).toEqual([{ emails: [DEMO_ACCOUNTS.Superadministrator], subject: `Nowe zamówienie ${number}` }]);
    const pushes = await rows<{ title: string; user_ids: number[]; link: string }>(t.database, sql`select title, user_ids, link from push_notifications where kind = 'order-new'`);
    expect(pushes).toEqual([{ title: `Nowe zamówienie ${number}`, user_ids: [ids.superadmin], link: `/zamowienia/${draft.json().id}/szczegoly` }]);
  });

  it('a form message goes to the inbox’s readers their way: one by e-mail only, the other in the app', async () => {
    await seedDemoForms(t.database);
    await superadmin.put(NOTIFICATION_PREFERENCES_PATH, { data: [{ kind: 'form-message', in_app: false, email: true, push: true }] });
    const uuid = await formUuid(t.database, 'Kontakt');
    const res = await submitJson(t.anonymous(), uuid, { ...CONTACT });
    expect(res.statusCode, res.body).toBe(201);
    expect((await centre(superadmin, { kind: 'form-message' })).data).toEqual([]);
    const [inApp] = (await centre(adminEn, { kind: 'form-message' })).data;
    expect(inApp!.title).toBe('New message: Kontakt');
    const mailed = await rows<{ emails: string[]; subject: string; content: string }>(t.database, sql`select emails, subject, content from mails where kind = 'notification'`);
    expect(mailed).toHaveLength(1);
    expect(mailed[0]).toMatchObject({ emails: [DEMO_ACCOUNTS.Superadministrator], subject: 'Nowa wiadomość: Kontakt' });
    expect(mailed[0]!.content).toMatch(/href="http:\/\/localhost:3000\/wiadomosci\?message=\d+"/);
    // And by push: one notification for the push queue, to the superadministrator's browsers.
    const pushes = await rows<{ title: string; kind: string; user_ids: number[]; link: string }>(t.database, sql`select title, kind, user_ids, link from push_notifications where kind = 'form-message'`);
    expect(pushes).toEqual([{ title: 'Nowa wiadomość: Kontakt', kind: 'form-message', user_ids: [ids.superadmin], link: expect.stringMatching(/^\/wiadomosci\?message=\d+$/) }]);
  });
});
