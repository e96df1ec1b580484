import fs from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activitiesContract, eventsContract, fileContentRoute, fileFoldersPath, fileOptionsPath, filesContract, fileUsagesRoute, notesContract, RECORD_FILES_ROUTE, RECORD_NOTES_ROUTE,
} from '@harmony/shared';
import {
  categoriesContract, categoryTypesContract, DEMO_PASSWORD, projectsContract, ratesContract, rolesContract, statusesContract, typesContract,
  usersContract,
} from '@harmony/shared';
import { contactsContract, customersContract, GROUP_RELATED_PATH, groupsContract, PRODUCT_GROUPS_PATH, realizationCategoriesPath, realizationsContract,
  postsContract, POST_AUTHORS_PATH, PUBLIC_POSTS_PATH, pagesContract, PUBLIC_PAGES_PATH, galleriesContract, slidersContract, PUBLIC_GALLERIES_PATH, PUBLIC_SLIDERS_PATH, popupsContract, PUBLIC_POPUPS_PATH, formFieldsContract, formsContract, MAP_CONFIG_PATH, MAP_POINTS_PATH, MAP_GEOCODE_PATH, MAP_TILES_PATH, CONTENT_SUMMARY_PATH, PUBLIC_MEDIA_PATH, versionsPath } from '@harmony/shared';
import { BULK_PATH, BULK_UNDO_PATH, GROUPS_ASSIGN_PATH, PRODUCTS_IMPORT_PATH } from '@harmony/shared';
import { MONTH_LOCKS_PATH, TIME_ENTRY_OPTIONS_PATH, timeEntriesContract, TIMER_PATH, TIMESHEET_PATH, workDaysPath } from '@harmony/shared';
import { activities, events, files, notes, notifications, roles, statuses, types, userRoles, users } from '../../src/db/schema.js';
import { monthLocks, projectAllocations, projects as timeProjects, rates, timeEntries } from '../../src/db/schema.js';
import {
  categories as crmCategories, categoryTypes as crmCategoryTypes, projectAllocations as crmAllocations, projects as crmProjects,
} from '../../src/db/schema.js';
import { contacts, customers as shopCustomers, productGroups as shopGroups, realizations, posts, contentVersions, pages, galleries, sliders, popups, formFields, forms } from '../../src/db/schema.js';
import { productGroups, products } from '../../src/db/schema.js';
import { productsContract } from '@harmony/shared';
import { products as shopProductsTable } from '../../src/db/schema.js';
import { ordersContract, paymentsContract } from '@harmony/shared';
import { FORM_EMBED_SCRIPT_PATH, formAnswerColumnsPath, formAnswersContract, messageRepliesPath, messagesContract, messagesUnreadPath, PUBLIC_FORMS_PATH } from '@harmony/shared';
import { formAnswers, formFieldLinks, inboxMessages } from '../../src/db/schema.js';
import { orderItems, orders as shopOrders, payments } from '../../src/db/schema.js';
import { NOTIFICATION_PREFERENCES_PATH, NOTIFICATIONS_ALL_PATH, NOTIFICATIONS_READ_ALL_PATH } from '@harmony/shared';
import { MAIL_RECIPIENT_SEARCH_PATH, mailRetryPath, MAILS_QUEUE_PATH, MAILS_SEND_PATH, mailsContract } from '@harmony/shared';
import { PUSH_EVENTS_PATH, PUSH_GROUP_OPTIONS_PATH, PUSH_KEY_PATH, PUSH_SUBSCRIPTIONS_PATH, PUSH_USER_OPTIONS_PATH, pushContract } from '@harmony/shared';
import { pushDeliveries, pushNotifications } from '../../src/db/schema.js';
import { campaignCancelPath, campaignSendPath, campaignsContract, NEWSLETTER_SUBSCRIBE_PATH, newsletterListsContract, subscribersContract, subscribersImportPath } from '@harmony/shared';
import { newsletterCampaigns, newsletterLinks, newsletterLists, newsletterSubscribers } from '../../src/db/schema.js';
import { browserKeys } from '../helpers/push-crypto.js';
import { eq } from 'drizzle-orm';
import { enqueueMail } from '../../src/lib/mail/index.js';
import { mailRecipients } from '../../src/db/schema.js';
import { attributesContract, attributeTypesContract, productTypesContract } from '@harmony/shared';
import { attributes as shopAttributes, attributeTypes as shopAttributeTypes, productTypes as shopProductTypes } from '../../src/db/schema.js';
import { FileStorage } from '../../src/lib/files/index.js';
import { DEMO_ACCOUNTS, DEMO_ROLES, type DemoRole, roleIdByName, TestClient, userIdByEmail, withApp } from '../helpers/index.js';

/**
 * STYLE rule 9: every API route × every role has its expected status written out here. A route the app
 * registers without a row here, or a row naming a route the app does not have, fails the test.
 * Mutating requests carry a valid CSRF token, so the status reflects authorization only.
 */
type Who = 'anonymous' | DemoRole;
const WHO: Who[] = ['anonymous', 'Superadministrator', 'Administrator', 'Lider', 'Kontraktor'];
type Statuses = [anonymous: number, superadmin: number, admin: number, lider: number, kontraktor: number];

interface Context {
  users: Record<Who, number>;
  roles: Record<string, number>;
  /** One unread notification of each demo user, made for this test. */
  notificationOf: Record<Who, number>;
  /** Per caller, records of each generic resource to delete (`del`) and bulk-delete (`bulk`) without stepping on each other. */
  records: Record<string, Record<Who, { del: number; bulk: number }>>;
  /** Administration modules: a status carrying notes and files, each caller's own note and library file, a log entry. */
  admin: { status: number; noteOf: Record<Who, number>; fileOf: Record<Who, number>; activity: number };
  /** Users and groups: one of each that every caller edits, and one of each per caller to delete. */
  accounts: { user: number; userDel: Record<Who, number>; role: number; roleDel: Record<Who, number> };
  /** Time tracking: a bookable project, entries (an administrator's, a contractor's, each caller's own to delete), rates, locked months. */
  times: {
    project: number; adminEntry: number; contractorEntry: number; del: Record<Who, number>; bulk: Record<Who, number>;
    rate: number; rateDel: Record<Who, number>; lockDel: Record<Who, string>;
  };
  /**
   * Projects: one the Lider leads with the Kontraktor allocated (everyone sees it), plus per caller a project,
   * a category and a category type to delete (`del`) and bulk-delete (`bulk`), and a category and type to edit.
   */
  projects: {
    project: number; category: number; categoryType: number;
    del: Record<Who, number>; bulk: Record<Who, number>;
    categoryDel: Record<Who, number>; categoryBulk: Record<Who, number>;
    typeDel: Record<Who, number>; typeBulk: Record<Who, number>;
  };
  /** Calendar: each caller's own event to read and edit (`event`) and one to delete (`del`). */
  calendar: { event: Record<Who, number>; del: Record<Who, number> };
}

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  /** The route exactly as Fastify registered it. */
  route: string;
  params?: (ctx: Context, who: Who) => Record<string, string | number>;
  body?: unknown | ((ctx: Context, who: Who) => unknown);
  /** The request changes the caller's session (sign-in, sign-out, impersonation): each cell gets a fresh client. */
  fresh?: boolean;
  expected: Statuses;
}

// prettier-ignore
const MATRIX: Row[] = [
  //                                                                                                anon  SA   Adm  Lid  Kon
  { method: 'GET',    route: '/api/health',                                      expected: [200, 200, 200, 200, 200] },
  { method: 'GET',    route: '/api/ready',                                       expected: [200, 200, 200, 200, 200] },
  { method: 'POST',   route: '/login', fresh: true,
    body: { email: DEMO_ACCOUNTS.Kontraktor, password: DEMO_PASSWORD },          expected: [200, 200, 200, 200, 200] },
  { method: 'POST',   route: '/logout', fresh: true,                             expected: [200, 200, 200, 200, 200] },
  { method: 'GET',    route: '/api/user',                                        expected: [401, 200, 200, 200, 200] },
  // One's own name and e-mail (profile.test.ts): every signed-in user, nobody else's.
  { method: 'PUT',    route: '/api/user/profile',
    body: (_c: Context, who: Who) => ({ first_name: 'Macierz', last_name: who, email: who === 'anonymous' ? 'anonim@firma.pl' : DEMO_ACCOUNTS[who] }),
                                                                                 expected: [401, 200, 200, 200, 200] },
  { method: 'GET',    route: '/api/session',                                     expected: [200, 200, 200, 200, 200] },
  { method: 'POST',   route: '/api/v1/admin/users/:id/impersonate', fresh: true,
    params: (c) => ({ id: c.users.Kontraktor }),                                 expected: [401, 200, 200, 403, 403] },
  { method: 'GET',    route: '/api/v1/admin/users/impersonating',                expected: [401, 200, 200, 200, 200] },
  // Nobody in this row is impersonating, so a signed-in caller gets 409 (impersonation.test.ts covers 200).
  { method: 'GET',    route: '/api/v1/admin/users/impersonating/leave', fresh: true, expected: [401, 409, 409, 409, 409] },
  { method: 'GET',    route: '/api/v1/admin/times/onlineCount',                  expected: [401, 200, 200, 403, 403] },
  { method: 'GET',    route: rolesContract.path,                                       expected: [401, 200, 200, 403, 403] },
  { method: 'GET',    route: rolesContract.itemRoute,
    params: (c) => ({ id: c.roles.Administrator! }),                             expected: [401, 200, 200, 403, 403] },
  { method: 'GET',    route: '/api/app-config',                                  expected: [401, 200, 200, 200, 200] },
  { method: 'GET',    route: '/api/notifications',                               expected: [401, 200, 200, 200, 200] },
  // The notification centre (issue 28): one's own, for everyone signed in.
  { method: 'GET',    route: NOTIFICATIONS_ALL_PATH,                             expected: [401, 200, 200, 200, 200] },
  { method: 'PUT',    route: '/api/notifications/:id', body: { read: false },
    params: (c, who) => ({ id: c.notificationOf[who] }),                         expected: [401, 200, 200, 200, 200] },
  { method: 'GET',    route: NOTIFICATION_PREFERENCES_PATH,                      expected: [401, 200, 200, 200, 200] },
  { method: 'PUT',    route: NOTIFICATION_PREFERENCES_PATH,
    body: { data: [{ kind: 'budget', in_app: true, email: false, push: false }] }, expected: [401, 200, 200, 200, 200] },
  { method: 'DELETE', route: '/api/notifications/:id',
    params: (c, who) => ({ id: c.notificationOf[who] }),                         expected: [401, 200, 200, 200, 200] },
  // After the DELETE row: it reads what that row dismisses.
  { method: 'POST',   route: NOTIFICATIONS_READ_ALL_PATH,                        expected: [401, 200, 200, 200, 200] },
  ...crudRows(statusesContract),
  ...crudRows(typesContract),
  ...adminModuleRows(),
  ...userModuleRows(),
  ...timeRows(),
  ...projectRows(),
  ...reportingRows(),
  ...shopGroupCustomerRows(),
  ...shopBulkRows(),
  ...shopCatalogueRows(),
  ...shopProductRows(),
  ...shopOrderRows(),
  ...formInboxRows(),
  ...mailRows(),
  ...pushRows(),
  ...newsletterRows(),
];

/** The eight routes of a generic CRUD resource guarded by the Administracja subject. */
function crudRows({ name, path }: { name: string; path: string }): Row[] {
  const admins: Statuses = [401, 200, 200, 403, 403];
  const input = (who: Who) => ({ name: `Macierz ${who}`, color: '#123456', position: 1, applies_to: 'projects' });
  return [
    { method: 'GET', route: path, expected: admins },
    { method: 'GET', route: `${path}/export.csv`, expected: admins },
    { method: 'GET', route: `${path}/export.xlsx`, expected: admins },
    { method: 'GET', route: `${path}/options`, expected: admins },
    { method: 'GET', route: `${path}/:id`, params: (c) => ({ id: c.records[name]!.Kontraktor.del }), expected: admins },
    { method: 'POST', route: path, body: (_c: Context, who: Who) => input(who), expected: [401, 201, 201, 403, 403] },
    { method: 'PUT', route: `${path}/:id`, params: (c) => ({ id: c.records[name]!.Kontraktor.bulk }),
      body: input('Kontraktor'), expected: admins },
    { method: 'DELETE', route: `${path}/:id`, params: (c, who) => ({ id: c.records[name]![who].del }), expected: admins },
    { method: 'POST', route: `${path}/bulk-delete`, body: (c: Context, who: Who) => ({ ids: [c.records[name]![who].bulk] }), expected: admins },
    // Runs after the DELETE row: each administrator undoes their own delete.
    { method: 'POST', route: `${path}/:id/restore`, params: (c, who) => ({ id: c.records[name]![who].del }), expected: admins },
  ];
}

/** Settings, menu, activity log, notes, files and preferences. */
function adminModuleRows(): Row[] {
  const admins: Statuses = [401, 200, 200, 403, 403];
  const everyone: Statuses = [401, 200, 200, 200, 200];
  const record = (c: Context) => ({ type: 'statuses', id: c.admin.status });
  return [
    { method: 'GET', route: '/api/settings', expected: admins },
    { method: 'PUT', route: '/api/settings', body: { settings: [{ key: 'appName', value: '1CRM Harmony' }] }, expected: admins },
    // An application setting: deleting it resets it, so every caller gets the same answer.
    { method: 'DELETE', route: '/api/settings/:key', params: () => ({ key: 'appName' }), expected: admins },
    { method: 'GET', route: '/api/menu', expected: admins },
    { method: 'PUT', route: '/api/menu', body: { menu: [{ key: 'dashboard', name: 'Dashboard', enabled: true }] }, expected: admins },
    { method: 'GET', route: activitiesContract.path, expected: admins },
    { method: 'GET', route: activitiesContract.itemRoute, params: (c) => ({ id: c.admin.activity }), expected: admins },
    { method: 'GET', route: RECORD_NOTES_ROUTE, params: record, expected: admins },
    { method: 'POST', route: RECORD_NOTES_ROUTE, params: record, body: { body: 'Macierz' }, expected: [401, 201, 201, 403, 403] },
    { method: 'PUT', route: notesContract.itemRoute, params: (c, who) => ({ id: c.admin.noteOf[who] }), body: { body: 'Zmiana' }, expected: admins },
    { method: 'DELETE', route: notesContract.itemRoute, params: (c, who) => ({ id: c.admin.noteOf[who] }), expected: admins },
    { method: 'GET', route: filesContract.path, expected: admins },
    { method: 'GET', route: fileOptionsPath, expected: admins },
    // Uploads are multipart (files.test.ts); a request without files passes the access check, then fails validation.
    { method: 'POST', route: filesContract.path, expected: [401, 422, 422, 403, 403] },
    { method: 'GET', route: RECORD_FILES_ROUTE, params: record, expected: admins },
    { method: 'POST', route: RECORD_FILES_ROUTE, params: record, expected: [401, 422, 422, 403, 403] },
    { method: 'GET', route: fileContentRoute, params: (c) => ({ id: c.admin.fileOf.Kontraktor }), expected: admins },
    { method: 'GET', route: filesContract.itemRoute, params: (c) => ({ id: c.admin.fileOf.Kontraktor }), expected: admins },
    { method: 'PUT', route: filesContract.itemRoute, params: (c, who) => ({ id: c.admin.fileOf[who] }), body: { alt_pl: 'Macierz' }, expected: admins },
    { method: 'GET', route: fileUsagesRoute, params: (c) => ({ id: c.admin.fileOf.Kontraktor }), expected: admins },
    { method: 'GET', route: fileFoldersPath, expected: admins },
    { method: 'DELETE', route: filesContract.itemRoute, params: (c, who) => ({ id: c.admin.fileOf[who] }), expected: admins },
    // PUT first, so the GET below finds each caller's own value.
    { method: 'PUT', route: '/api/preferences/:key', params: () => ({ key: 'matrix.columns' }), body: { value: ['name'] }, expected: everyone },
    { method: 'GET', route: '/api/preferences/:key', params: () => ({ key: 'matrix.columns' }), expected: everyone },
  ];
}

/** Records the administration rows work on: a note and a stored library file per caller (anonymous: Kontraktor's). */
async function adminModuleFixtures(): Promise<Context['admin']> {
  const { db } = t.database;
  const storage = new FileStorage(t.filesDir);
  const [status] = await db.insert(statuses).values({ name: 'Notatki macierzy', appliesTo: 'projects' }).returning({ id: statuses.id });
  const noteOf = {} as Record<Who, number>;
  const fileOf = {} as Record<Who, number>;
  for (const who of DEMO_ROLES) {
    const [note] = await db.insert(notes)
      .values({ notableType: 'statuses', notableId: String(status!.id), body: `Notatka ${who}`, userId: ctx.users[who] })
      .returning({ id: notes.id });
    noteOf[who] = note!.id;
    const storageKey = FileStorage.newKey();
    const tmp = await storage.tmpPath();
    fs.writeFileSync(tmp, `Plik ${who}`);
    await storage.place(tmp, storageKey);
    const [file] = await db.insert(files)
      .values({ originalName: `${who}.txt`, storageKey, mime: 'text/plain', size: 5 + who.length, uploadedBy: ctx.users[who] })
      .returning({ id: files.id });
    fileOf[who] = file!.id;
  }
  noteOf.anonymous = noteOf.Kontraktor;
  fileOf.anonymous = fileOf.Kontraktor;
  const [activity] = await db.insert(activities).values({ action: 'update', subjectType: 'statuses', subjectId: String(status!.id) })
    .returning({ id: activities.id });
  return { status: status!.id, noteOf, fileOf, activity: activity!.id };
}

/** Users, user groups (roles) and the public set-password link. */
function userModuleRows(): Row[] {
  const admins: Statuses = [401, 200, 200, 403, 403];
  const created: Statuses = [401, 201, 201, 403, 403];
  const password = { password: 'Macierz-2026', password_confirmation: 'Macierz-2026' };
  const user = (c: Context) => ({ id: c.accounts.user });
  const person = (c: Context, who: Who) => ({
    first_name: 'Macierz', last_name: who, email: `macierz.nowy.${who.toLowerCase()}@firma.pl`, roles: [c.roles.Kontraktor], active: true, ...password,
  });
  const token = 'x'.repeat(43);
  return [
    { method: 'GET', route: usersContract.path, expected: admins },
    { method: 'GET', route: usersContract.itemRoute, params: user, expected: admins },
    { method: 'POST', route: usersContract.path, body: person, expected: created },
    { method: 'PUT', route: usersContract.itemRoute, params: user,
      body: (c: Context) => ({ first_name: 'Macierz', last_name: 'Edytuj', email: 'macierz.edytuj@firma.pl', roles: [c.roles.Lider], active: true }),
      expected: admins },
    // Someone else's password (one's own is open to everyone: users.test.ts).
    { method: 'PUT', route: `${usersContract.itemRoute}/password`, params: user, body: password, expected: admins },
    { method: 'POST', route: `${usersContract.itemRoute}/send-password`, params: user, expected: admins },
    { method: 'DELETE', route: usersContract.itemRoute, params: (c, who) => ({ id: c.accounts.userDel[who] }), expected: admins },
    // Multipart uploads (modules/users/import.test.ts): a request without a file passes the access check, then fails validation.
    { method: 'POST', route: `${usersContract.path}/import/preview`, expected: [401, 422, 422, 403, 403] },
    { method: 'POST', route: `${usersContract.path}/import/commit`, expected: [401, 422, 422, 403, 403] },
    { method: 'POST', route: rolesContract.path, body: (_c: Context, who: Who) => ({ name: `Macierz nowa ${who}`, permissions: [{ subject: 'Timer', action: 'listowanie' }] }),
      expected: created },
    { method: 'PUT', route: rolesContract.itemRoute, params: (c) => ({ id: c.accounts.role }), body: { name: 'Macierz grupa', permissions: [] }, expected: admins },
    { method: 'DELETE', route: rolesContract.itemRoute, params: (c, who) => ({ id: c.accounts.roleDel[who] }), expected: admins },
    // Public: the set-password page checks its link; setting needs a valid one (an unknown token is a 422 for anyone).
    { method: 'GET', route: '/api/password/token/:token', params: () => ({ token }), expected: [200, 200, 200, 200, 200] },
    { method: 'POST', route: '/api/password/set', body: { token, ...password }, expected: [422, 422, 422, 422, 422] },
  ];
}

async function userModuleFixtures(): Promise<Context['accounts']> {
  const { db } = t.database;
  const makeUser = async (tag: string) => {
    const [u] = await db.insert(users).values({ firstName: 'Macierz', lastName: tag, email: `macierz.${tag.toLowerCase()}@firma.pl` })
      .returning({ id: users.id });
    await db.insert(userRoles).values({ userId: u!.id, roleId: ctx.roles.Kontraktor! });
    return u!.id;
  };
  const makeRole = async (name: string) => (await db.insert(roles).values({ name }).returning({ id: roles.id }))[0]!.id;
  const userDel = {} as Record<Who, number>;
  const roleDel = {} as Record<Who, number>;
  for (const who of WHO) {
    userDel[who] = await makeUser(`usun-${who}`);
    roleDel[who] = await makeRole(`Macierz usuń ${who}`);
  }
  return { user: await makeUser('edytuj'), userDel, role: await makeRole('Macierz grupa'), roleDel };
}

/** Time tracking: time entries, timer, rates, work days, month locks and who is online. */
function timeRows(): Row[] {
  const everyone: Statuses = [401, 200, 200, 200, 200];
  const admins: Statuses = [401, 200, 200, 403, 403];
  const hour = (who: Who) => String(10 + WHO.indexOf(who));
  const entry = (c: Context, who: Who, day: string) => ({
    project_id: c.times.project, started_at: `${day}T${hour(who)}:00:00Z`, ended_at: `${day}T${hour(who)}:30:00Z`,
    description: `Macierz ${who}`, billable: true,
  });
  const own = (pick: (t: Context['times']) => Record<Who, number>) => (c: Context, who: Who) => ({ id: pick(c.times)[who] });
  return [
    { method: 'GET', route: timeEntriesContract.path, expected: everyone },
    { method: 'GET', route: `${timeEntriesContract.path}/export.csv`, expected: everyone },
    { method: 'GET', route: `${timeEntriesContract.path}/export.xlsx`, expected: everyone },
    // An administrator's entry: outside the Lider's and the Kontraktor's scope, so 404 (no IDOR).
    { method: 'GET', route: timeEntriesContract.itemRoute, params: (c) => ({ id: c.times.adminEntry }), expected: [401, 200, 200, 404, 404] },
    { method: 'POST', route: timeEntriesContract.path, body: (c: Context, who: Who) => entry(c, who, '2031-02-03'), expected: [401, 201, 201, 201, 201] },
    // A contractor's entry: everyone's scope covers it (the Kontraktor's own, the Lider's contractors).
    { method: 'PUT', route: timeEntriesContract.itemRoute, params: (c) => ({ id: c.times.contractorEntry }),
      body: (c: Context) => entry(c, 'Kontraktor', '2031-01-06'), expected: everyone },
    { method: 'DELETE', route: timeEntriesContract.itemRoute, params: own((x) => x.del), expected: everyone },
    { method: 'POST', route: `${timeEntriesContract.path}/bulk-delete`, body: (c: Context, who: Who) => ({ ids: [c.times.bulk[who]] }), expected: everyone },
    // Runs after the DELETE row: each caller undoes their own delete.
    { method: 'POST', route: `${timeEntriesContract.itemRoute}/restore`, params: own((x) => x.del), expected: everyone },
    { method: 'GET', route: TIMER_PATH, expected: everyone },
    { method: 'GET', route: `${TIMER_PATH}/today`, expected: everyone },
    { method: 'GET', route: `${TIMER_PATH}/recent`, expected: everyone },
    // Nothing runs here (nor when HEAD is tried after every row): 409 for the caller's own timer, the route itself allowed.
    { method: 'GET', route: `${TIMER_PATH}/check`, expected: [401, 409, 409, 409, 409] },
    { method: 'POST', route: `${TIMER_PATH}/start`, body: (c: Context) => ({ project_id: c.times.project, description: 'Macierz' }), expected: [401, 201, 201, 201, 201] },
    { method: 'PUT', route: TIMER_PATH, body: (c: Context) => ({ project_id: c.times.project, description: 'Macierz 2' }), expected: everyone },
    // Under a minute: discarded (200 with a message).
    { method: 'POST', route: `${TIMER_PATH}/stop`, expected: everyone },
    { method: 'DELETE', route: TIMER_PATH, expected: everyone },
    { method: 'GET', route: ratesContract.userRoute, params: (c) => ({ id: c.users.Kontraktor }), expected: admins },
    { method: 'POST', route: ratesContract.userRoute, params: (c) => ({ id: c.users.Kontraktor }),
      body: (_c: Context, who: Who) => ({ hourly_rate: 100, valid_from: `2031-03-0${1 + WHO.indexOf(who)}` }), expected: [401, 201, 201, 403, 403] },
    { method: 'PUT', route: ratesContract.itemRoute, params: (c) => ({ id: c.times.rate }), body: { hourly_rate: 110, valid_from: '2031-01-01' }, expected: admins },
    { method: 'DELETE', route: ratesContract.itemRoute, params: own((x) => x.rateDel), expected: admins },
    { method: 'POST', route: workDaysPath(':id'), params: (c) => ({ id: c.users.Kontraktor }),
      body: (c: Context, who: Who) => ({ day: `2031-04-0${1 + WHO.indexOf(who)}`, entries: [{ project_id: c.times.project, start: '09:00', end: '10:00' }] }),
      expected: [401, 201, 201, 403, 403] },
    // Each caller's own week (timesheet.test.ts covers other people's: 404 outside the scope).
    { method: 'GET', route: TIMESHEET_PATH, expected: everyone },
    { method: 'PUT', route: TIMESHEET_PATH,
      body: (c: Context, who: Who) => ({ week: '2031-08-04', cells: [{ project_id: c.times.project, day: `2031-08-0${4 + WHO.indexOf(who)}`, minutes: 30 }] }),
      expected: everyone },
    { method: 'GET', route: MONTH_LOCKS_PATH, expected: admins },
    { method: 'POST', route: MONTH_LOCKS_PATH, body: (_c: Context, who: Who) => ({ month: `2032-0${1 + WHO.indexOf(who)}` }), expected: [401, 201, 201, 403, 403] },
    { method: 'DELETE', route: `${MONTH_LOCKS_PATH}/:month`, params: (c, who) => ({ month: c.times.lockDel[who] }), expected: admins },
    { method: 'GET', route: '/api/v1/admin/times/online', expected: admins },
    // Without Accept: text/event-stream the stream answers with the list as JSON (online.test.ts reads the events).
    { method: 'GET', route: '/api/v1/admin/times/online/stream', expected: admins },
  ];
}

/** A project everyone may book on, each caller's own entries to delete, rates and locked months. */
async function timeFixtures(): Promise<Context['times']> {
  const { db } = t.database;
  const [project] = await db.insert(timeProjects).values({ name: 'Macierz czasu' }).returning({ id: timeProjects.id });
  const projectId = project!.id;
  await db.insert(projectAllocations).values({ projectId, userId: ctx.users.Kontraktor, month: '2031-01-01' });
  const makeEntry = async (userId: number, day: string, hour: number) => {
    const startedAt = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
    const [row] = await db.insert(timeEntries).values({
      userId, projectId, day, startedAt, endedAt: new Date(startedAt.getTime() + 30 * 60_000), minutes: 30,
    }).returning({ id: timeEntries.id });
    return row!.id;
  };
  const makeRate = async (validFrom: string) => (await db.insert(rates)
    .values({ userId: ctx.users.Kontraktor, hourlyRate: '50', validFrom }).returning({ id: rates.id }))[0]!.id;
  const del = {} as Record<Who, number>;
  const bulk = {} as Record<Who, number>;
  const rateDel = {} as Record<Who, number>;
  const lockDel = {} as Record<Who, string>;
  for (const [i, who] of DEMO_ROLES.entries()) {
    del[who] = await makeEntry(ctx.users[who], '2031-01-05', 8 + i);
    bulk[who] = await makeEntry(ctx.users[who], '2031-01-07', 8 + i);
    rateDel[who] = await makeRate(`2031-05-0${1 + i}`);
    lockDel[who] = `2033-0${1 + i}`;
    await db.insert(monthLocks).values({ month: `${lockDel[who]}-01` });
  }
  del.anonymous = del.Kontraktor;
  bulk.anonymous = bulk.Kontraktor;
  rateDel.anonymous = rateDel.Kontraktor;
  lockDel.anonymous = lockDel.Kontraktor;
  return {
    project: projectId,
    adminEntry: await makeEntry(ctx.users.Administrator, '2031-01-06', 8),
    contractorEntry: await makeEntry(ctx.users.Kontraktor, '2031-01-06', 8),
    del, bulk, rate: await makeRate('2031-01-01'), rateDel, lockDel,
  };
}

/** Category types, categories, projects with archive and allocation, and the users × projects views. */
function projectRows(): Row[] {
  const everyone: Statuses = [401, 200, 200, 200, 200];
  const admins: Statuses = [401, 200, 200, 403, 403];
  const writers: Statuses = [401, 200, 200, 200, 403];
  const pick = (of: (p: Context['projects']) => Record<Who, number>) => (c: Context, who: Who) => ({ id: of(c.projects)[who] });
  const project = (c: Context) => ({ id: c.projects.project });
  const catalogue = (path: string, body: (who: Who) => unknown, edit: (c: Context) => number,
    del: (p: Context['projects']) => Record<Who, number>, bulk: (p: Context['projects']) => Record<Who, number>): Row[] => [
    { method: 'GET', route: path, expected: admins },
    { method: 'GET', route: `${path}/export.csv`, expected: admins },
    { method: 'GET', route: `${path}/export.xlsx`, expected: admins },
    { method: 'GET', route: `${path}/options`, expected: admins },
    { method: 'GET', route: `${path}/:id`, params: (c) => ({ id: edit(c) }), expected: admins },
    { method: 'POST', route: path, body: (_c: Context, who: Who) => body(who), expected: [401, 201, 201, 403, 403] },
    { method: 'PUT', route: `${path}/:id`, params: (c) => ({ id: edit(c) }), body: body('Kontraktor'), expected: admins },
    { method: 'DELETE', route: `${path}/:id`, params: pick(del), expected: admins },
    { method: 'POST', route: `${path}/bulk-delete`, body: (c: Context, who: Who) => ({ ids: [bulk(c.projects)[who]] }), expected: admins },
    // Runs after the DELETE row: each administrator undoes their own delete.
    { method: 'POST', route: `${path}/:id/restore`, params: pick(del), expected: admins },
  ];
  const allocation = (c: Context) => ({ from: '2031-01', to: '2031-01', allocations: [{ user_id: c.users.Kontraktor, month: '2031-01', planned_hours: 5 }] });
  return [
    ...catalogue(categoryTypesContract.path, (who) => ({ name: `Macierz typ ${who}` }), (c) => c.projects.categoryType, (p) => p.typeDel, (p) => p.typeBulk),
    ...catalogue(categoriesContract.path, (who) => ({ name: `Macierz kategoria ${who}`, color: '#123456' }), (c) => c.projects.category,
      (p) => p.categoryDel, (p) => p.categoryBulk),
    // The Kontraktor sees the shared project (allocated) but writes none: listing only.
    { method: 'GET', route: projectsContract.path, expected: everyone },
    { method: 'GET', route: `${projectsContract.path}/export.csv`, expected: everyone },
    { method: 'GET', route: `${projectsContract.path}/export.xlsx`, expected: everyone },
    { method: 'GET', route: projectsContract.itemRoute, params: project, expected: everyone },
    { method: 'POST', route: projectsContract.path, body: (_c: Context, who: Who) => ({ name: `Macierz projekt ${who}` }), expected: [401, 201, 201, 201, 403] },
    { method: 'PUT', route: projectsContract.itemRoute, params: project,
      body: (c: Context) => ({ name: 'Macierz projektów', leader_id: c.users.Lider }), expected: writers },
    // The Lider has no usuwanie on projects.
    { method: 'DELETE', route: projectsContract.itemRoute, params: pick((p) => p.del), expected: admins },
    { method: 'POST', route: `${projectsContract.path}/bulk-delete`, body: (c: Context, who: Who) => ({ ids: [c.projects.bulk[who]] }), expected: admins },
    { method: 'POST', route: `${projectsContract.path}/:id/restore`, params: pick((p) => p.del), expected: admins },
    { method: 'POST', route: `${projectsContract.path}/:id/archive`, params: project, expected: writers },
    { method: 'POST', route: `${projectsContract.path}/:id/unarchive`, params: project, expected: writers },
    { method: 'GET', route: `${projectsContract.path}/:id/allocations`, params: project, expected: everyone },
    // The project form's selects: whoever may add or edit projects.
    { method: 'GET', route: `${projectsContract.path}/options`, expected: writers },
    // Keeps the Kontraktor allocated, so the rows after this one still see the project.
    { method: 'PUT', route: `${projectsContract.path}/:id/allocations`, params: project, body: allocation, expected: writers },
    { method: 'GET', route: '/api/admin/projects', expected: admins },
    { method: 'GET', route: '/api/users/:id/projects', params: (c) => ({ id: c.users.Kontraktor }), expected: admins },
  ];
}

async function projectFixtures(): Promise<Context['projects']> {
  const { db } = t.database;
  const [project] = await db.insert(crmProjects).values({ name: 'Macierz projektów', leaderId: ctx.users.Lider }).returning({ id: crmProjects.id });
  await db.insert(crmAllocations).values({ projectId: project!.id, userId: ctx.users.Kontraktor, month: '2031-01-01', plannedHours: '5' });
  const makeProject = async (name: string) => (await db.insert(crmProjects).values({ name }).returning({ id: crmProjects.id }))[0]!.id;
  const makeType = async (name: string) => (await db.insert(crmCategoryTypes).values({ name }).returning({ id: crmCategoryTypes.id }))[0]!.id;
  const makeCategory = async (name: string) => (await db.insert(crmCategories).values({ name }).returning({ id: crmCategories.id }))[0]!.id;
  const out = {
    project: project!.id, category: await makeCategory('Macierz kategoria'), categoryType: await makeType('Macierz typ'),
    del: {}, bulk: {}, categoryDel: {}, categoryBulk: {}, typeDel: {}, typeBulk: {},
  } as Context['projects'];
  for (const who of WHO) {
    out.del[who] = await makeProject(`Macierz usuń ${who}`);
    out.bulk[who] = await makeProject(`Macierz hurtem ${who}`);
    out.categoryDel[who] = await makeCategory(`Macierz usuń kategorię ${who}`);
    out.categoryBulk[who] = await makeCategory(`Macierz kategorie hurtem ${who}`);
    out.typeDel[who] = await makeType(`Macierz usuń typ ${who}`);
    out.typeBulk[who] = await makeType(`Macierz typy hurtem ${who}`);
  }
  return out;
}

/** Reports with their exports, calendar events, the dashboard and the time-entry form's pickers. */
function reportingRows(): Row[] {
  const everyone: Statuses = [401, 200, 200, 200, 200];
  const project = (c: Context) => ({ id: c.projects.project });
  const own = (of: (x: Context['calendar']) => Record<Who, number>) => (c: Context, who: Who) => ({ id: of(c.calendar)[who] });
  const event = (title: string) => ({ title, starts_at: '2031-06-01T09:00:00Z', ends_at: '2031-06-01T10:00:00Z' });
  const reports = ['/api/reports/users', '/api/reports/projects', '/api/reports/projects/:id'].flatMap((path) =>
    ['', '/export.csv', '/export.xlsx', '/export.pdf'].map((suffix): Row => ({
      method: 'GET', route: `${path}${suffix}`, params: path.endsWith(':id') ? project : undefined, expected: everyone,
    })));
  return [
    { method: 'GET', route: TIME_ENTRY_OPTIONS_PATH, expected: everyone },
    ...reports,
    { method: 'GET', route: eventsContract.path, expected: everyone },
    { method: 'GET', route: eventsContract.itemRoute, params: own((x) => x.event), expected: everyone },
    { method: 'POST', route: eventsContract.path, body: event('Macierz'), expected: [401, 201, 201, 201, 201] },
    // The seed's call: the id travels in the body.
    { method: 'PUT', route: eventsContract.path, body: (c: Context, who: Who) => ({ id: c.calendar.event[who], ...event('Macierz zmiana') }), expected: everyone },
    { method: 'DELETE', route: eventsContract.itemRoute, params: own((x) => x.del), expected: everyone },
    { method: 'GET', route: '/api/dashboard', expected: everyone },
    // The shop card: whoever may list orders or products (the administrator groups by default).
    { method: 'GET', route: '/api/dashboard/shop', expected: [401, 200, 200, 403, 403] },
  ];
}

/** Each demo user's own calendar events (anonymous: the Kontraktor's). */
async function calendarFixtures(): Promise<Context['calendar']> {
  const make = async (who: DemoRole, title: string) => (await t.database.db.insert(events).values({
    userId: ctx.users[who], title, startsAt: new Date('2031-06-02T09:00:00Z'), endsAt: new Date('2031-06-02T10:00:00Z'),
  }).returning({ id: events.id }))[0]!.id;
  const out = { event: {}, del: {} } as Context['calendar'];
  for (const who of DEMO_ROLES) {
    out.event[who] = await make(who, `Macierz ${who}`);
    out.del[who] = await make(who, `Macierz usuń ${who}`);
  }
  out.event.anonymous = out.event.Kontraktor;
  out.del.anonymous = out.del.Kontraktor;
  return out;
}

const key = (method: string, route: string) => `${method} ${route}`;
/** Over a thousand requests (report exports included): ~7 s alone, several times that in a busy full run. */
const MATRIX_TIMEOUT = 180_000;

const registered: { method: string; url: string }[] = [];
const t = withApp({
  onRoute(route: RouteOptions) {
    for (const method of ([] as string[]).concat(route.method)) registered.push({ method, url: route.url });
  },
});
const ctx = { users: {}, roles: {}, notificationOf: {}, records: {}, admin: {}, accounts: {}, times: {} } as Context;
const shared = {} as Record<Who, TestClient>;

beforeAll(async () => {
  for (const role of DEMO_ROLES) {
    ctx.users[role] = await userIdByEmail(t.database, DEMO_ACCOUNTS[role]);
    ctx.roles[role] = await roleIdByName(t.database, role);
    const [n] = await t.database.db.insert(notifications)
      .values({ userId: ctx.users[role], title: 'Macierz uprawnień' }).returning({ id: notifications.id });
    ctx.notificationOf[role] = n!.id;
    shared[role] = await t.signIn(role);
  }
  for (const [name, table] of [['statuses', statuses], ['types', types]] as const) {
    ctx.records[name] = {} as Context['records'][string];
    for (const who of WHO) {
      const make = async (tag: string) => (await t.database.db.insert(table)
        .values({ name: `${tag} ${who}`, appliesTo: 'projects' }).returning({ id: table.id }))[0]!.id;
      ctx.records[name][who] = { del: await make('Usuń'), bulk: await make('Hurtem') };
    }
  }
  ctx.users.anonymous = ctx.users.Kontraktor;
  ctx.notificationOf.anonymous = ctx.notificationOf.Kontraktor;
  ctx.admin = await adminModuleFixtures();
  ctx.accounts = await userModuleFixtures();
  ctx.times = await timeFixtures();
  ctx.projects = await projectFixtures();
  ctx.calendar = await calendarFixtures();
  await shopBulkFixtures();
  shared.anonymous = t.anonymous();
});

/** API routes as registered: without the web build's static files and the automatic HEAD twin of each GET. */
function apiRoutes(): string[] {
  const gets = new Set(registered.filter((r) => r.method === 'GET').map((r) => r.url));
  const isStaticFile = (url: string) => url !== '/' && fs.existsSync(path.join(t.webDist, url));
  return [...new Set(
    registered
      .filter((r) => !isStaticFile(r.url))
      .filter((r) => !(r.method === 'HEAD' && gets.has(r.url)))
      .map((r) => key(r.method, r.url)),
  )].sort();
}

function urlOf(row: Row, who: Who): string {
  const params = row.params?.(ctx, who) ?? {};
  return row.route.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${key(row.method, row.route)}: no value for :${name}`);
    return encodeURIComponent(String(params[name]));
  });
}

async function clientFor(row: Row, who: Who): Promise<TestClient> {
  if (!row.fresh) return shared[who];
  return who === 'anonymous' ? t.anonymous() : t.signIn(who);
}

async function statusesOf(row: Row, method: string): Promise<Statuses> {
  const out: number[] = [];
  for (const who of WHO) {
    const client = await clientFor(row, who);
    const body = typeof row.body === 'function' ? row.body(ctx, who) : row.body;
    const res = await client.request(method as never, urlOf(row, who), { body });
    out.push(res.statusCode);
  }
  return out as Statuses;
}

describe('authorization matrix', () => {
  it('has a row for every registered API route', () => {
    const rows = new Set(MATRIX.map((r) => key(r.method, r.route)));
    const missing = apiRoutes().filter((r) => !rows.has(r));
    expect(missing, 'API routes with no row in MATRIX').toEqual([]);
  });

  it('names only routes the app registers, each once', () => {
    const routes = new Set(apiRoutes());
    const keys = MATRIX.map((r) => key(r.method, r.route));
    expect(keys.filter((k) => !routes.has(k)), 'MATRIX rows for routes that do not exist').toEqual([]);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i), 'duplicate MATRIX rows').toEqual([]);
    // Sanity: the collection saw the API at all (an empty list would make the check above vacuous).
    expect(routes.size).toBeGreaterThanOrEqual(MATRIX.length);
  });

  it('answers every route × role with the expected status', async () => {
    const expected: Record<string, Record<Who, number>> = {};
    const actual: Record<string, Record<Who, number>> = {};
    const byWho = (s: Statuses) => Object.fromEntries(WHO.map((w, i) => [w, s[i]])) as Record<Who, number>;
    for (const row of MATRIX) {
      expected[key(row.method, row.route)] = byWho(row.expected);
      actual[key(row.method, row.route)] = byWho(await statusesOf(row, row.method));
    }
    expect(actual).toEqual(expected);
  }, MATRIX_TIMEOUT);

  it('answers HEAD like GET on every GET route (no way around the checks)', async () => {
    const expected: Record<string, Record<Who, number>> = {};
    const actual: Record<string, Record<Who, number>> = {};
    const byWho = (s: Statuses) => Object.fromEntries(WHO.map((w, i) => [w, s[i]])) as Record<Who, number>;
    for (const row of MATRIX.filter((r) => r.method === 'GET')) {
      expected[key('HEAD', row.route)] = byWho(row.expected);
      actual[key('HEAD', row.route)] = byWho(await statusesOf(row, 'HEAD'));
    }
    expect(actual).toEqual(expected);
  }, MATRIX_TIMEOUT);
});

/**
 * Money on projects (PRODUCT.md section 3, projects/money.ts): per role, whether each answer carries a project's
 * money — on a project the Lider leads with only the Kontraktor's time (`led`), and on one an administrator leads
 * (`other`); the Kontraktor is allocated to both and booked time on both. Hours are in every answer; money only
 * where it sums no one outside the caller's scope (a Kontraktor could otherwise take their own cost from the
 * total and divide the rest by a colleague's hours).
 */
type Seen = [superadmin: boolean, admin: boolean, lider: boolean, kontraktor: boolean];
interface MoneyRow {
  what: string;
  project: 'led' | 'other';
  /** Whether the answer for this caller carried the project's money. */
  shows(client: TestClient, id: number): Promise<boolean>;
  expected: Seen;
}
const SIGNED_IN = WHO.filter((w): w is DemoRole => w !== 'anonymous');
const moneyFields = (row: Record<string, unknown>) => ['budget_amount', 'cost_used', 'cost_used_percent'].filter((f) => f in row).length === 3;
const listRow = async (client: TestClient, id: number) =>
  ((await client.get(projectsContract.path, { query: { per_page: '100', search: 'Macierz pieniędzy' } })).json().data as { id: number }[]).find((r) => r.id === id)!;
const inList: MoneyRow['shows'] = async (client, id) => moneyFields(await listRow(client, id));
const inItem: MoneyRow['shows'] = async (client, id) => moneyFields((await client.get(projectsContract.itemPath(id))).json());
const inCsv: MoneyRow['shows'] = async (client, id) => {
  const lines = (await client.get(`${projectsContract.path}/export.csv`, { query: { search: 'Macierz pieniędzy' } })).body.replace('\uFEFF', '').split('\n');
  return lines[0]!.includes('budżet kwotowy') && (lines.find((l) => l.startsWith(`${id};`)) ?? '').includes('4321');
};
const inReport: MoneyRow['shows'] = async (client, id) => (await client.get(`/api/reports/projects/${id}`)).json().project.budget_amount !== null;
const inReports: MoneyRow['shows'] = async (client, id) =>
  ((await client.get('/api/reports/projects')).json().data as { project: { id: number }; budget_amount: number | null }[])
    .find((r) => r.project.id === id)!.budget_amount !== null;

// prettier-ignore
const MONEY_MATRIX: MoneyRow[] = [
  //                                                                              SA    Adm   Lid    Kon
  { what: 'GET /api/projects',                 project: 'led',   shows: inList,    expected: [true, true, true,  false] },
  { what: 'GET /api/projects',                 project: 'other', shows: inList,    expected: [true, true, false, false] },
  { what: 'GET /api/projects/:id',             project: 'led',   shows: inItem,    expected: [true, true, true,  false] },
  { what: 'GET /api/projects/:id',             project: 'other', shows: inItem,    expected: [true, true, false, false] },
  { what: 'GET /api/projects/export.csv',      project: 'led',   shows: inCsv,     expected: [true, true, true,  false] },
  { what: 'GET /api/projects/export.csv',      project: 'other', shows: inCsv,     expected: [true, true, false, false] },
  { what: 'GET /api/reports/projects',         project: 'led',   shows: inReports, expected: [true, true, true,  false] },
  { what: 'GET /api/reports/projects',         project: 'other', shows: inReports, expected: [true, true, false, false] },
  { what: 'GET /api/reports/projects/:id',     project: 'led',   shows: inReport,  expected: [true, true, true,  false] },
  { what: 'GET /api/reports/projects/:id',     project: 'other', shows: inReport,  expected: [true, true, false, false] },
];

describe('money on projects, per role', () => {
  const money = { led: 0, other: 0 };
  beforeAll(async () => {
    const { db } = t.database;
    const make = async (name: string, leaderId: number) => (await db.insert(crmProjects)
      .values({ name, leaderId, budgetHours: '10', budgetAmount: '4321' }).returning({ id: crmProjects.id }))[0]!.id;
    money.led = await make('Macierz pieniędzy lidera', ctx.users.Lider);
    money.other = await make('Macierz pieniędzy administratora', ctx.users.Administrator);
    for (const projectId of [money.led, money.other]) {
      await db.insert(crmAllocations).values({ projectId, userId: ctx.users.Kontraktor, month: '2031-01-01', plannedHours: '5' });
      const startedAt = new Date('2031-01-06T08:00:00Z');
      await db.insert(timeEntries).values({
        userId: ctx.users.Kontraktor, projectId, day: '2031-01-06', startedAt, endedAt: new Date(startedAt.getTime() + 3_600_000), minutes: 60,
      });
    }
  });

  it('gives a project’s money only to whom it sums no stranger; hours to everyone who sees the project', async () => {
    const expected: Record<string, Record<DemoRole, boolean>> = {};
    const actual: Record<string, Record<DemoRole, boolean>> = {};
    for (const row of MONEY_MATRIX) {
      const name = `${row.what} (${row.project})`;
      expected[name] = Object.fromEntries(SIGNED_IN.map((w, i) => [w, row.expected[i]])) as Record<DemoRole, boolean>;
      actual[name] = {} as Record<DemoRole, boolean>;
      for (const who of SIGNED_IN) actual[name][who] = await row.shows(shared[who], money[row.project]);
    }
    expect(actual).toEqual(expected);
    for (const who of SIGNED_IN) {
      for (const id of Object.values(money)) expect(await listRow(shared[who], id), who).toMatchObject({ hours_used: 1, budget_used_percent: 10 });
    }
  });
});

/**
 * Engine resources with a record of each everyone edits and one per caller to delete and bulk-delete: the shop's
 * product categories (groups) and customers, the website's contacts and realizations.
 */
type EngineKind = 'group' | 'customer' | 'contact' | 'realization' | 'post' | 'page' | 'gallery' | 'slider' | 'popup' | 'formField' | 'form';
interface ShopGroupCustomerContext {
  group: number;
  customer: number;
  contact: number;
  realization: number;
  post: number;
  page: number;
  gallery: number;
  slider: number;
  popup: number;
  formField: number;
  form: number;
  del: Record<Who, Record<EngineKind | `${EngineKind}Bulk`, number>>;
}
const shopGroupCustomer = {} as ShopGroupCustomerContext;
let shopGroupsSeq = 1;

function shopGroupCustomerRows(): Row[] {
  const admins: Statuses = [401, 200, 200, 403, 403];
  const created: Statuses = [401, 201, 201, 403, 403];
  const engineRows = (path: string, kind: EngineKind, input: (who: Who) => unknown, edit: unknown): Row[] => {
    const target = () => ({ id: shopGroupCustomer[kind] });
    const del = (who: Who) => ({ id: shopGroupCustomer.del[who][kind] });
    const bulk = (who: Who) => shopGroupCustomer.del[who][`${kind}Bulk`];
    return [
      { method: 'GET', route: path, expected: admins },
      { method: 'GET', route: `${path}/export.csv`, expected: admins },
      { method: 'GET', route: `${path}/export.xlsx`, expected: admins },
      { method: 'GET', route: `${path}/options`, expected: admins },
      { method: 'GET', route: `${path}/:id`, params: target, expected: admins },
      { method: 'POST', route: path, body: (_c: Context, who: Who) => input(who), expected: created },
      { method: 'PUT', route: `${path}/:id`, params: target, body: edit, expected: admins },
      { method: 'DELETE', route: `${path}/:id`, params: (_c, who) => del(who), expected: admins },
      { method: 'POST', route: `${path}/bulk-delete`, body: (_c: Context, who: Who) => ({ ids: [bulk(who)] }), expected: admins },
      // Runs after the DELETE row: each administrator undoes their own delete.
      { method: 'POST', route: `${path}/:id/restore`, params: (_c, who) => del(who), expected: admins },
    ];
  };
  return [
    ...engineRows(groupsContract.path, 'group', (who) => ({ name: `Macierz ${who}` }), { name: 'Macierz kategorii' }),
    { method: 'PUT', route: `${groupsContract.path}/:id/move`, params: () => ({ id: shopGroupCustomer.group }),
      body: { parent_id: null, position: 0 }, expected: admins },
    { method: 'POST', route: GROUP_RELATED_PATH, body: () => ({ group_id: shopGroupCustomer.group, related_ids: [] }), expected: admins },
    { method: 'GET', route: `${groupsContract.path}/:id/products`, params: () => ({ id: shopGroupCustomer.group }), expected: admins },
    { method: 'GET', route: PRODUCT_GROUPS_PATH, expected: admins },
    ...engineRows(customersContract.path, 'customer',
      (who) => ({ kind: 'person', first_name: 'Macierz', last_name: who, email: `macierz-${who.toLowerCase()}@klient.pl` }), { phone: '600 100 200' }),
    ...engineRows(contactsContract.path, 'contact', (who) => ({ first_name: 'Macierz', last_name: who }), { phone: '600 100 200' }),
    ...engineRows(realizationsContract.path, 'realization', (who) => ({ title: `Macierz ${who}` }), { title: 'Macierz realizacja', city: 'Opole' }),
    { method: 'GET', route: realizationCategoriesPath, expected: admins },
    ...engineRows(postsContract.path, 'post', (who) => ({ title: `Macierz ${who}` }), { title: 'Macierz wpis' }),
    // Versions of the post everyone edits: its first version exists (its fixture is made through the API's rules).
    { method: 'GET', route: versionsPath(`${postsContract.path}/:id`), params: () => ({ id: shopGroupCustomer.post }), expected: admins },
    { method: 'GET', route: `${versionsPath(`${postsContract.path}/:id`)}/:version`, params: () => ({ id: shopGroupCustomer.post, version: 1 }), expected: admins },
    { method: 'POST', route: `${versionsPath(`${postsContract.path}/:id`)}/:version/restore`,
      params: () => ({ id: shopGroupCustomer.post, version: 1 }), body: {}, expected: admins },
    { method: 'GET', route: `${POST_AUTHORS_PATH}/options`, expected: admins },
    ...engineRows(pagesContract.path, 'page', (who) => ({ title: `Macierz ${who}` }), { title: 'Macierz strona' }),
    { method: 'GET', route: versionsPath(`${pagesContract.path}/:id`), params: () => ({ id: shopGroupCustomer.page }), expected: admins },
    { method: 'GET', route: `${versionsPath(`${pagesContract.path}/:id`)}/:version`, params: () => ({ id: shopGroupCustomer.page, version: 1 }), expected: admins },
    { method: 'POST', route: `${versionsPath(`${pagesContract.path}/:id`)}/:version/restore`,
      params: () => ({ id: shopGroupCustomer.page, version: 1 }), body: {}, expected: admins },
    { method: 'GET', route: `${PUBLIC_PAGES_PATH}/:slug`, params: () => ({ slug: 'macierz-publiczna' }), expected: [200, 200, 200, 200, 200] },
    ...engineRows(galleriesContract.path, 'gallery', (who) => ({ name: `Macierz ${who}` }), { name: 'Macierz galeria' }),
    ...engineRows(slidersContract.path, 'slider', (who) => ({ name: `Macierz ${who}` }), { name: 'Macierz slider' }),
    { method: 'GET', route: `${PUBLIC_GALLERIES_PATH}/:slug`, params: () => ({ slug: 'macierz-galeria' }), expected: [200, 200, 200, 200, 200] },
    { method: 'GET', route: `${PUBLIC_SLIDERS_PATH}/:slug`, params: () => ({ slug: 'macierz-slider' }), expected: [200, 200, 200, 200, 200] },
    ...engineRows(popupsContract.path, 'popup', (who) => ({ name: `Macierz ${who}` }), { name: 'Macierz popup' }),
    ...engineRows(formsContract.path, 'form', (who) => ({ name: `Macierz ${who}` }), { name: 'Macierz formularz' }),
    ...engineRows(formFieldsContract.path, 'formField', (who) => ({ key: `macierz_${who.toLowerCase()}`, kind: 'text', label_pl: who }), { label_pl: 'Macierz pole' }),
    { method: 'GET', route: PUBLIC_POPUPS_PATH, expected: [200, 200, 200, 200, 200] },
    // A view or a click from a visitor's browser: counted for a pop-up shown now, whoever sends it.
    { method: 'POST', route: `${PUBLIC_POPUPS_PATH}/:id/:event`, params: () => ({ id: shopGroupCustomer.popup, event: 'view' }), expected: [204, 204, 204, 204, 204] },
    { method: 'OPTIONS', route: `${PUBLIC_POPUPS_PATH}/:id/:event`, params: () => ({ id: shopGroupCustomer.popup, event: 'click' }), expected: [204, 204, 204, 204, 204] },
    { method: 'GET', route: CONTENT_SUMMARY_PATH, expected: admins },
    // The map: contacts or realizations. Without a tile server or geocoder set, past the access check: 404.
    { method: 'GET', route: MAP_CONFIG_PATH, expected: admins },
    { method: 'GET', route: MAP_POINTS_PATH, expected: admins },
    { method: 'GET', route: `${MAP_TILES_PATH}/:z/:x/:y`, params: () => ({ z: 5, x: 17, y: 10 }), expected: [401, 404, 404, 403, 403] },
    { method: 'GET', route: `${MAP_GEOCODE_PATH}`, params: () => ({}), expected: [401, 422, 422, 403, 403] },
    // The website's read API: no sign-in, the same answer for everyone.
    { method: 'GET', route: PUBLIC_POSTS_PATH, expected: [200, 200, 200, 200, 200] },
    { method: 'GET', route: `${PUBLIC_POSTS_PATH}/:slug`, params: () => ({ slug: 'macierz-publiczny' }), expected: [200, 200, 200, 200, 200] },
    { method: 'GET', route: `${PUBLIC_MEDIA_PATH}/:id`, params: () => ({ id: 987_654 }), expected: [404, 404, 404, 404, 404] },
  ];
}

beforeAll(async () => {
  const { db } = t.database;
  const group = async (name: string) => (await db.insert(shopGroups).values({ name, slug: `macierz-${shopGroupsSeq++}` }).returning({ id: shopGroups.id }))[0]!.id;
  const customer = async (name: string) => (await db.insert(shopCustomers)
    .values({ firstName: 'Macierz', lastName: name, email: `macierz-${shopGroupsSeq++}@klient.pl` }).returning({ id: shopCustomers.id }))[0]!.id;
  const contact = async (name: string) => (await db.insert(contacts).values({ firstName: 'Macierz', lastName: name }).returning({ id: contacts.id }))[0]!.id;
  shopGroupCustomer.group = await group('Macierz edycja');
  shopGroupCustomer.contact = await contact('Edycja');
  const realization = async (title: string) =>
    (await db.insert(realizations).values({ title, slug: `macierz-${shopGroupsSeq++}` }).returning({ id: realizations.id }))[0]!.id;
  shopGroupCustomer.realization = await realization('Macierz edycja');
  const post = async (title: string) => (await db.insert(posts).values({ title, slug: `macierz-${shopGroupsSeq++}` }).returning({ id: posts.id }))[0]!.id;
  shopGroupCustomer.post = await post('Macierz edycja');
  await db.insert(contentVersions).values({ subjectType: 'posts', subjectId: shopGroupCustomer.post, version: 1, data: { title: 'Macierz edycja' } });
  await db.insert(posts).values({ title: 'Macierz publiczny', slug: 'macierz-publiczny', status: 'published' });
  const page = async (title: string) => (await db.insert(pages).values({ title, slug: `macierz-${shopGroupsSeq++}` }).returning({ id: pages.id }))[0]!.id;
  shopGroupCustomer.page = await page('Macierz edycja');
  await db.insert(contentVersions).values({ subjectType: 'pages', subjectId: shopGroupCustomer.page, version: 1, data: { title: 'Macierz edycja', sections: [] } });
  await db.insert(pages).values({ title: 'Macierz publiczna', slug: 'macierz-publiczna', status: 'published' });
  const gallery = async (name: string) => (await db.insert(galleries).values({ name, slug: `macierz-${shopGroupsSeq++}` }).returning({ id: galleries.id }))[0]!.id;
  const slider = async (name: string) => (await db.insert(sliders).values({ name, slug: `macierz-${shopGroupsSeq++}` }).returning({ id: sliders.id }))[0]!.id;
  shopGroupCustomer.gallery = await gallery('Macierz edycja');
  shopGroupCustomer.slider = await slider('Macierz edycja');
  await db.insert(galleries).values({ name: 'Macierz galeria', slug: 'macierz-galeria' });
  await db.insert(sliders).values({ name: 'Macierz slider', slug: 'macierz-slider' });
  const popup = async (name: string) => (await db.insert(popups).values({ name }).returning({ id: popups.id }))[0]!.id;
  shopGroupCustomer.popup = await popup('Macierz edycja');
  const formField = async (label: string) =>
    (await db.insert(formFields).values({ key: `macierz_${shopGroupsSeq++}`, kind: 'text', labelPl: label }).returning({ id: formFields.id }))[0]!.id;
  shopGroupCustomer.formField = await formField('Macierz edycja');
  const form = async (name: string) => (await db.insert(forms).values({ name }).returning({ id: forms.id }))[0]!;
  shopGroupCustomer.form = (await form('Macierz edycja')).id;
  shopGroupCustomer.customer = await customer('Edycja');
  shopGroupCustomer.del = {} as ShopGroupCustomerContext['del'];
  for (const who of WHO) {
    shopGroupCustomer.del[who] = {
      group: await group(`Usuń ${who}`), groupBulk: await group(`Hurtem ${who}`), customer: await customer(`Usuń ${who}`), customerBulk: await customer(`Hurtem ${who}`),
      contact: await contact(`Usuń ${who}`), contactBulk: await contact(`Hurtem ${who}`),
      realization: await realization(`Usuń ${who}`), realizationBulk: await realization(`Hurtem ${who}`),
      post: await post(`Usuń ${who}`), postBulk: await post(`Hurtem ${who}`),
      page: await page(`Usuń ${who}`), pageBulk: await page(`Hurtem ${who}`),
      gallery: await gallery(`Usuń ${who}`), galleryBulk: await gallery(`Hurtem ${who}`),
      slider: await slider(`Usuń ${who}`), sliderBulk: await slider(`Hurtem ${who}`),
      popup: await popup(`Usuń ${who}`), popupBulk: await popup(`Hurtem ${who}`),
      formField: await formField(`Usuń ${who}`), formFieldBulk: await formField(`Hurtem ${who}`),
      form: (await form(`Usuń ${who}`)).id, formBulk: (await form(`Hurtem ${who}`)).id,
    };
  }
});
/** Products in bulk (modules/product-bulk): one product and one category to change, made by shopBulkFixtures. */
const shopBulk = { product: 0, group: 0 };

function shopBulkRows(): Row[] {
  const admins: Statuses = [401, 200, 200, 403, 403];
  return [
    { method: 'POST', route: BULK_PATH, body: () => ({ ids: [shopBulk.product], changes: { active: true } }), expected: admins },
    { method: 'POST', route: GROUPS_ASSIGN_PATH, body: () => ({ ids: [shopBulk.product], group_ids: [shopBulk.group], mode: 'add' }), expected: admins },
    // A token nobody was given: past the access check, nothing to undo (product-bulk.test.ts undoes real ones).
    { method: 'POST', route: BULK_UNDO_PATH, body: { token: '00000000-0000-4000-8000-000000000000' }, expected: [401, 404, 404, 403, 403] },
    // Multipart uploads (modules/product-bulk/import.test.ts): without a file, past the access check, a 422.
    { method: 'POST', route: `${PRODUCTS_IMPORT_PATH}/preview`, expected: [401, 422, 422, 403, 403] },
    { method: 'POST', route: `${PRODUCTS_IMPORT_PATH}/commit`, expected: [401, 422, 422, 403, 403] },
  ];
}

async function shopBulkFixtures(): Promise<void> {
  const { db } = t.database;
  shopBulk.group = (await db.insert(productGroups).values({ name: 'Macierz', slug: 'macierz' }).returning({ id: productGroups.id }))[0]!.id;
  shopBulk.product = (await db.insert(products).values({ name: 'Macierz', slug: 'macierz', sku: 'MACIERZ' }).returning({ id: products.id }))[0]!.id;
}

/**
 * The shop's catalogue (issue 25): attribute types, attributes (an ordered list) and product types with their
 * attribute definitions, all under Sklep__produkty — the administrator groups, not the Lider or Kontraktor.
 */
interface ShopCatalogueFixtures {
  attributeType: number; attribute: number; productType: number;
  del: Record<string, Record<Who, number>>; bulk: Record<string, Record<Who, number>>;
}
const shopCatalogue = { del: {}, bulk: {} } as ShopCatalogueFixtures;

function shopCatalogueRows(): Row[] {
  const admins: Statuses = [401, 200, 200, 403, 403];
  const created: Statuses = [401, 201, 201, 403, 403];
  const pick = (name: string, set: 'del' | 'bulk') => (_c: Context, who: Who) => ({ id: shopCatalogue[set][name]![who] });
  const crud = (name: string, path: string, edit: () => number, body: (who: Who) => unknown): Row[] => [
    { method: 'GET', route: path, expected: admins },
    { method: 'GET', route: `${path}/export.csv`, expected: admins },
    { method: 'GET', route: `${path}/export.xlsx`, expected: admins },
    { method: 'GET', route: `${path}/options`, expected: admins },
    { method: 'GET', route: `${path}/:id`, params: () => ({ id: edit() }), expected: admins },
    { method: 'POST', route: path, body: (_c: Context, who: Who) => body(who), expected: created },
    { method: 'PUT', route: `${path}/:id`, params: () => ({ id: edit() }), body: () => body('Kontraktor'), expected: admins },
    { method: 'DELETE', route: `${path}/:id`, params: pick(name, 'del'), expected: admins },
    { method: 'POST', route: `${path}/bulk-delete`, body: (_c: Context, who: Who) => ({ ids: [shopCatalogue.bulk[name]![who]] }), expected: admins },
    // Runs after the DELETE row: each administrator undoes their own delete.
    { method: 'POST', route: `${path}/:id/restore`, params: pick(name, 'del'), expected: admins },
  ];
  return [
    ...crud('attribute-types', attributeTypesContract.path, () => shopCatalogue.attributeType, (who) => ({ name: `Macierz typ atrybutu ${who}`, kind: 'text' })),
    ...crud('attributes', attributesContract.path, () => shopCatalogue.attribute,
      (who) => ({ code: `macierz_${who}`, name_pl: `Macierz ${who}`, attribute_type_id: shopCatalogue.attributeType })),
    // The whole order is the list's every attribute: one id is refused (422) by whoever may reorder.
    { method: 'PUT', route: `${attributesContract.path}/order`, body: () => ({ ids: [shopCatalogue.attribute] }), expected: [401, 422, 422, 403, 403] },
    ...crud('product-types', productTypesContract.path, () => shopCatalogue.productType,
      (who) => ({ name: `Macierz typ produktu ${who}`, attributes: [{ attribute_id: shopCatalogue.attribute }] })),
    { method: 'GET', route: `${productTypesContract.path}/:id/attributes`, params: () => ({ id: shopCatalogue.productType }), expected: admins },
  ];
}

beforeAll(async () => {
  const { db } = t.database;
  const type = async (name: string) => (await db.insert(shopAttributeTypes).values({ name, kind: 'text' }).returning({ id: shopAttributeTypes.id }))[0]!.id;
  const attribute = async (code: string) => (await db.insert(shopAttributes)
    .values({ code, namePl: code, attributeTypeId: shopCatalogue.attributeType }).returning({ id: shopAttributes.id }))[0]!.id;
  const productType = async (name: string) => (await db.insert(shopProductTypes).values({ name }).returning({ id: shopProductTypes.id }))[0]!.id;
  shopCatalogue.attributeType = await type('Macierz typ atrybutu');
  shopCatalogue.attribute = await attribute('macierz');
  shopCatalogue.productType = await productType('Macierz typ produktu');
  const makers: Record<string, (name: string) => Promise<number>> = { 'attribute-types': type, attributes: attribute, 'product-types': productType };
  for (const [name, make] of Object.entries(makers)) {
    shopCatalogue.del[name] = {} as Record<Who, number>;
    shopCatalogue.bulk[name] = {} as Record<Who, number>;
    for (const who of WHO) {
      shopCatalogue.del[name][who] = await make(`macierz_usun_${name.replace('-', '_')}_${who.toLowerCase()}`);
      shopCatalogue.bulk[name][who] = await make(`macierz_hurtem_${name.replace('-', '_')}_${who.toLowerCase()}`);
    }
  }
});

/** Products (issue 25): the engine's routes under Sklep__produkty — the administrator groups, not Lider or Kontraktor. */
function shopProductRows(): Row[] {
  const admins: Statuses = [401, 200, 200, 403, 403];
  const { path, itemRoute } = productsContract;
  const own = (of: 'del' | 'bulk') => (_c: Context, who: Who) => ({ id: shopProducts[of][who] });
  const edited = () => ({ id: shopProducts.edit });
  return [
    { method: 'GET', route: path, expected: admins },
    { method: 'GET', route: `${path}/export.csv`, expected: admins },
    { method: 'GET', route: `${path}/export.xlsx`, expected: admins },
    { method: 'GET', route: `${path}/options`, expected: admins },
    { method: 'GET', route: itemRoute, params: edited, expected: admins },
    { method: 'POST', route: path, body: (_c: Context, who: Who) => ({ name: `Macierz produkt ${who}`, sku: `MACIERZ-${who}`, price_net: 100, vat_rate: 23 }),
      expected: [401, 201, 201, 403, 403] },
    { method: 'PUT', route: itemRoute, params: edited, body: { stock: 3 }, expected: admins },
    { method: 'DELETE', route: itemRoute, params: own('del'), expected: admins },
    { method: 'POST', route: `${path}/:id/restore`, params: own('del'), expected: admins },
    { method: 'POST', route: `${path}/bulk-delete`, body: (_c: Context, who: Who) => ({ ids: [shopProducts.bulk[who]] }), expected: admins },
  ];
}

let shopProducts: { edit: number; del: Record<Who, number>; bulk: Record<Who, number> };
beforeAll(async () => {
  const make = async (tag: string) => (await t.database.db.insert(shopProductsTable)
    .values({ name: `Macierz ${tag}`, slug: `macierz-${tag}`.toLowerCase(), sku: `MX-${tag}` }).returning({ id: shopProductsTable.id }))[0]!.id;
  shopProducts = { edit: await make('edycja'), del: {} as Record<Who, number>, bulk: {} as Record<Who, number> };
  for (const who of WHO) {
    shopProducts.del[who] = await make(`usun-${who}`);
    shopProducts.bulk[who] = await make(`hurt-${who}`);
  }
});

/**
 * Orders and payments (issue 25): admins only. Per caller a draft to place, delete and bulk-delete, a placed
 * order to cancel and one to mark paid, and payments to delete and bulk-delete; one order and payment every
 * caller reads and edits. Filled by this file's last beforeAll (after the app's).
 */
const orderFix = {} as Awaited<ReturnType<typeof shopOrderFixtures>>;

function shopOrderRows(): Row[] {
  const admins: Statuses = [401, 200, 200, 403, 403];
  const created: Statuses = [401, 201, 201, 403, 403];
  const o = ordersContract.path;
  const p = paymentsContract.path;
  const mine = (key: 'place' | 'del' | 'bulk' | 'cancel' | 'markPaid') => (_c: Context, who: Who) => ({ id: orderFix.orders[key][who] });
  return [
    { method: 'GET', route: o, expected: admins },
    { method: 'GET', route: `${o}/export.csv`, expected: admins },
    { method: 'GET', route: `${o}/export.xlsx`, expected: admins },
    { method: 'GET', route: `${o}/options`, expected: admins },
    { method: 'GET', route: `${o}/:id`, params: () => ({ id: orderFix.order }), expected: admins },
    { method: 'GET', route: `${o}/:id/proforma.pdf`, params: () => ({ id: orderFix.order }), expected: admins },
    { method: 'POST', route: o, body: { items: [{ name: 'Macierz', unit_net: 100, vat_rate: 23, quantity: 1 }] }, expected: created },
    { method: 'PUT', route: `${o}/:id`, params: () => ({ id: orderFix.order }), body: { notes: 'Macierz' }, expected: admins },
    { method: 'DELETE', route: `${o}/:id`, params: mine('del'), expected: admins },
    { method: 'POST', route: `${o}/bulk-delete`, body: (_c: Context, who: Who) => ({ ids: [orderFix.orders.bulk[who]] }), expected: admins },
    { method: 'POST', route: `${o}/:id/restore`, params: mine('del'), expected: admins },
    { method: 'POST', route: `${o}/:id/place`, params: mine('place'), expected: admins },
    { method: 'POST', route: `${o}/:id/cancel`, params: mine('cancel'), expected: admins },
    { method: 'POST', route: `${o}/:id/status`, params: () => ({ id: orderFix.order }), body: () => ({ status_id: orderFix.status, note: 'Macierz' }), expected: admins },
    { method: 'POST', route: `${o}/:id/mark-paid`, params: mine('markPaid'), body: { reference: 'Macierz' }, expected: admins },
    { method: 'GET', route: p, expected: admins },
    { method: 'GET', route: `${p}/export.csv`, expected: admins },
    { method: 'GET', route: `${p}/export.xlsx`, expected: admins },
    { method: 'GET', route: `${p}/:id`, params: () => ({ id: orderFix.payment }), expected: admins },
    { method: 'POST', route: p, body: () => ({ order_id: orderFix.order, amount: 1, kind: 'payment' }), expected: created },
    { method: 'PUT', route: `${p}/:id`, params: () => ({ id: orderFix.payment }), body: { reference: 'Macierz' }, expected: admins },
    { method: 'DELETE', route: `${p}/:id`, params: (_c, who) => ({ id: orderFix.payments.del[who] }), expected: admins },
    { method: 'POST', route: `${p}/bulk-delete`, body: (_c: Context, who: Who) => ({ ids: [orderFix.payments.bulk[who]] }), expected: admins },
    { method: 'POST', route: `${p}/:id/restore`, params: (_c, who) => ({ id: orderFix.payments.del[who] }), expected: admins },
  ];
}

async function shopOrderFixtures() {
  const db = t.database.db;
  const [status] = await db.insert(statuses).values({ name: 'Macierz zamówień', appliesTo: 'orders' }).returning({ id: statuses.id });
  const order = async (state: 'draft' | 'placed', withItem = false) => {
    const [row] = await db.insert(shopOrders).values({ state, totalNet: 10000, totalGross: 12300, totalVat: 2300 }).returning({ id: shopOrders.id });
    if (withItem) await db.insert(orderItems).values({ orderId: row!.id, name: 'Macierz', unitNet: 10000, vatRate: 23, quantity: 1, lineNet: 10000, lineVat: 2300, lineGross: 12300 });
    return row!.id;
  };
  const payment = async (orderId: number) => (await db.insert(payments).values({ orderId, amount: 100, paidOn: '2031-01-01' }).returning({ id: payments.id }))[0]!.id;
  const perCaller = async (make: () => Promise<number>) => {
    const out = {} as Record<Who, number>;
    for (const who of WHO) out[who] = await make();
    return out;
  };
  const placed = await order('placed');
  return {
    status: status!.id,
    order: placed,
    payment: await payment(placed),
    orders: {
      place: await perCaller(() => order('draft', true)), del: await perCaller(() => order('draft')), bulk: await perCaller(() => order('draft')),
      cancel: await perCaller(() => order('placed')), markPaid: await perCaller(() => order('placed')),
    },
    payments: { del: await perCaller(() => payment(placed)), bulk: await perCaller(() => payment(placed)) },
  };
}

beforeAll(async () => {
  Object.assign(orderFix, await shopOrderFixtures());
});

/**
 * Forms' answers, the public form API and the messages inbox (issue 27): answers and messages under their own
 * subjects (the administrator groups), the website's form endpoints open to everyone. The answers' list and
 * exports name their form in the query; with none they answer 422 past the access check.
 */
const formInbox = { uuid: '', answer: 0, message: 0, del: {} as Record<Who, number>, bulk: {} as Record<Who, number> };

function formInboxRows(): Row[] {
  const admins: Statuses = [401, 200, 200, 403, 403];
  const unnamed: Statuses = [401, 422, 422, 403, 403];
  const everyone = (status: number): Statuses => [status, status, status, status, status];
  const answers = formAnswersContract.path;
  const messages = messagesContract.path;
  const form = () => ({ uuid: formInbox.uuid });
  return [
    { method: 'GET', route: answers, expected: unnamed },
    { method: 'GET', route: formAnswerColumnsPath, expected: unnamed },
    { method: 'GET', route: `${answers}/export.csv`, expected: unnamed },
    { method: 'GET', route: `${answers}/export.xlsx`, expected: unnamed },
    { method: 'GET', route: `${answers}/:id`, params: () => ({ id: formInbox.answer }), expected: admins },
    { method: 'PUT', route: `${answers}/:id`, params: () => ({ id: formInbox.answer }), body: { is_spam: true }, expected: admins },
    { method: 'DELETE', route: `${answers}/:id`, params: (_c, who) => ({ id: formInbox.del[who] }), expected: admins },
    { method: 'POST', route: `${answers}/bulk-delete`, body: (_c: Context, who: Who) => ({ ids: [formInbox.bulk[who]] }), expected: admins },
    // Runs after the DELETE row: each administrator undoes their own delete.
    { method: 'POST', route: `${answers}/:id/restore`, params: (_c, who) => ({ id: formInbox.del[who] }), expected: admins },
    { method: 'GET', route: FORM_EMBED_SCRIPT_PATH, expected: everyone(200) },
    { method: 'GET', route: `${PUBLIC_FORMS_PATH}/:uuid`, params: form, expected: everyone(200) },
    // Its one field is required: an empty answer is a 422 for anyone, signed in or not.
    { method: 'POST', route: `${PUBLIC_FORMS_PATH}/:uuid`, params: form, body: {}, expected: everyone(422) },
    { method: 'OPTIONS', route: `${PUBLIC_FORMS_PATH}/:uuid`, params: form, expected: everyone(204) },
    { method: 'GET', route: `${PUBLIC_FORMS_PATH}/:uuid/frame`, params: form, expected: everyone(200) },
    { method: 'GET', route: messages, expected: admins },
    { method: 'GET', route: messagesUnreadPath, expected: admins },
    { method: 'GET', route: `${messages}/:id`, params: () => ({ id: formInbox.message }), expected: admins },
    { method: 'PUT', route: `${messages}/:id`, params: () => ({ id: formInbox.message }), body: { status: 'done' }, expected: admins },
    { method: 'POST', route: messageRepliesPath(':id'), params: () => ({ id: formInbox.message }), body: { body: 'Macierz' }, expected: [401, 201, 201, 403, 403] },
  ];
}

beforeAll(async () => {
  const db = t.database.db;
  const [field] = await db.insert(formFields).values({ key: 'macierz_imie', kind: 'text', labelPl: 'Imię', rules: 'required' }).returning({ id: formFields.id });
  const [form] = await db.insert(forms).values({ name: 'Macierz kontakt', isContact: true }).returning({ id: forms.id, uuid: forms.uuid });
  await db.insert(formFieldLinks).values({ formId: form!.id, fieldId: field!.id });
  formInbox.uuid = form!.uuid;
  const answer = async () => (await db.insert(formAnswers).values({ formId: form!.id, data: { macierz_imie: 'Macierz' } }).returning({ id: formAnswers.id }))[0]!.id;
  formInbox.answer = await answer();
  const [message] = await db.insert(inboxMessages).values({ answerId: formInbox.answer, formId: form!.id, senderEmail: 'macierz@example.pl' })
    .returning({ id: inboxMessages.id });
  formInbox.message = message!.id;
  for (const who of WHO) {
    formInbox.del[who] = await answer();
    formInbox.bulk[who] = await answer();
  }
});

/**
 * Mail (issue 28): every route under the Mailing subject (the administrator groups). Each administrator edits one
 * queued mail, cancels a mail of their own and retries their own failed one.
 */
const mailFix = { queued: 0, del: {} as Record<Who, number>, retry: {} as Record<Who, number> };

function mailRows(): Row[] {
  const admins: Statuses = [401, 200, 200, 403, 403];
  const mails = mailsContract.path;
  const input = { emails: 'macierz@example.pl', subject: 'Macierz', content: '<p>Macierz</p>' };
  return [
    { method: 'GET', route: mails, expected: admins },
    { method: 'GET', route: MAILS_QUEUE_PATH, expected: admins },
    { method: 'GET', route: MAIL_RECIPIENT_SEARCH_PATH, expected: admins },
    { method: 'POST', route: MAILS_SEND_PATH, body: input, expected: [401, 201, 201, 403, 403] },
    { method: 'GET', route: `${mails}/:id`, params: () => ({ id: mailFix.queued }), expected: admins },
    { method: 'PUT', route: `${mails}/:id`, params: () => ({ id: mailFix.queued }), body: input, expected: admins },
    { method: 'DELETE', route: `${mails}/:id`, params: (_c, who) => ({ id: mailFix.del[who] }), expected: admins },
    { method: 'POST', route: mailRetryPath(':id'), params: (_c, who) => ({ id: mailFix.retry[who] }), expected: admins },
  ];
}

beforeAll(async () => {
  const db = t.database.db;
  const mail = () => enqueueMail(db, { to: ['macierz@example.pl'], subject: 'Macierz', html: '<p>Macierz</p>', kind: 'user', scheduledAt: new Date('2031-01-01T00:00:00Z') });
  mailFix.queued = await mail();
  for (const who of WHO) {
    mailFix.del[who] = await mail();
    mailFix.retry[who] = await mail();
    await db.update(mailRecipients).set({ status: 'failed', attempts: 5 }).where(eq(mailRecipients.mailId, mailFix.retry[who]));
  }
});

/**
 * Web Push (issue 28): the notifications under the Push subject (the administrator groups); every signed-in user
 * reads the VAPID key and turns their own browser on and off; the service worker's report needs no session (its
 * delivery's token). Each administrator cancels a queued notification of their own.
 */
const pushFix = { queued: 0, del: {} as Record<Who, number>, delivery: 0, token: 'a'.repeat(32) };

function pushRows(): Row[] {
  const admins: Statuses = [401, 200, 200, 403, 403];
  const signedIn: Statuses = [401, 200, 200, 200, 200];
  const push = pushContract.path;
  const keys = browserKeys();
  const browser = (who: Who) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/macierz-${who}`, keys: { p256dh: keys.p256dh, auth: keys.auth } });
  return [
    { method: 'GET', route: push, expected: admins },
    { method: 'POST', route: push, body: { title: 'Macierz', body: 'Macierz', audience: 'everyone', scheduled_at: '2031-01-01T10:00' }, expected: [401, 201, 201, 403, 403] },
    { method: 'GET', route: `${push}/:id`, params: () => ({ id: pushFix.queued }), expected: admins },
    { method: 'DELETE', route: `${push}/:id`, params: (_c, who) => ({ id: pushFix.del[who] }), expected: admins },
    { method: 'GET', route: PUSH_KEY_PATH, expected: signedIn },
    { method: 'POST', route: PUSH_SUBSCRIPTIONS_PATH, body: (_c: Context, who: Who) => browser(who), expected: signedIn },
    { method: 'DELETE', route: PUSH_SUBSCRIPTIONS_PATH, body: (_c: Context, who: Who) => ({ endpoint: browser(who).endpoint }), expected: signedIn },
    { method: 'POST', route: PUSH_EVENTS_PATH, body: () => ({ delivery: pushFix.delivery, token: pushFix.token, event: 'shown' }), expected: [200, 200, 200, 200, 200] },
    { method: 'GET', route: `${PUSH_GROUP_OPTIONS_PATH}/options`, expected: admins },
    { method: 'GET', route: `${PUSH_USER_OPTIONS_PATH}/options`, expected: admins },
  ];
}

beforeAll(async () => {
  const db = t.database.db;
  const queued = async () => (await db.insert(pushNotifications).values({ title: 'Macierz', audience: 'everyone', scheduledAt: new Date('2031-01-01T00:00:00Z') })
    .returning({ id: pushNotifications.id }))[0]!.id;
  pushFix.queued = await queued();
  for (const who of WHO) pushFix.del[who] = await queued();
  const [sent] = await db.insert(pushNotifications).values({ title: 'Macierz', audience: 'everyone', status: 'sent', targeted: 1, accepted: 1 })
    .returning({ id: pushNotifications.id });
  const [delivery] = await db.insert(pushDeliveries).values({ notificationId: sent!.id, token: pushFix.token, status: 'accepted' }).returning({ id: pushDeliveries.id });
  pushFix.delivery = delivery!.id;
});

/**
 * The newsletter (issue 28): lists, subscribers (and their import) and campaigns under the Newsletter subject (the
 * administrator groups); each administrator deletes, undoes, sends and cancels records of their own. The public
 * side answers everyone alike: subscribe, and the pages and the tracked link by a subscriber's token (on a list of
 * its own, so the preferences' save leaves the campaigns' audience alone).
 */
const newsletterFix = {
  list: 0, subscriber: 0, campaign: 0, token: '', linkCampaign: 0,
  listDel: {} as Record<Who, number>, subDel: {} as Record<Who, number>, subBulk: {} as Record<Who, number>,
  campaignDel: {} as Record<Who, number>, campaignBulk: {} as Record<Who, number>, send: {} as Record<Who, number>, cancel: {} as Record<Who, number>,
};

function newsletterRows(): Row[] {
  const admins: Statuses = [401, 200, 200, 403, 403];
  const created: Statuses = [401, 201, 201, 403, 403];
  const everyone = (status: number): Statuses => [status, status, status, status, status];
  const lists = newsletterListsContract.path;
  const subs = subscribersContract.path;
  const campaigns = campaignsContract.path;
  const own = (pick: (who: Who) => number) => (_c: Context, who: Who) => ({ id: pick(who) });
  const token = () => ({ token: newsletterFix.token });
  return [
    { method: 'GET', route: lists, expected: admins },
    { method: 'GET', route: `${lists}/options`, expected: admins },
    { method: 'GET', route: `${lists}/:id`, params: () => ({ id: newsletterFix.list }), expected: admins },
    { method: 'POST', route: lists, body: (_c: Context, who: Who) => ({ name: `Macierz ${who}` }), expected: created },
    { method: 'PUT', route: `${lists}/:id`, params: () => ({ id: newsletterFix.list }), body: { name: 'Macierz lista' }, expected: admins },
    { method: 'GET', route: subs, expected: admins },
    { method: 'GET', route: `${subs}/export.csv`, expected: admins },
    { method: 'GET', route: `${subs}/export.xlsx`, expected: admins },
    { method: 'GET', route: `${subs}/:id`, params: () => ({ id: newsletterFix.subscriber }), expected: admins },
    { method: 'POST', route: subs, body: (_c: Context, who: Who) => ({ list_id: newsletterFix.list, email: `macierz-${who}@example.pl` }), expected: created },
    { method: 'PUT', route: `${subs}/:id`, params: () => ({ id: newsletterFix.subscriber }), body: { name: 'Macierz' }, expected: admins },
    // No file: the upload's 422 once the caller may import.
    { method: 'POST', route: `${subscribersImportPath}/preview`, expected: [401, 422, 422, 403, 403] },
    { method: 'POST', route: `${subscribersImportPath}/commit`, expected: [401, 422, 422, 403, 403] },
    { method: 'GET', route: campaigns, expected: admins },
    { method: 'GET', route: `${campaigns}/:id`, params: () => ({ id: newsletterFix.campaign }), expected: admins },
    { method: 'POST', route: campaigns, body: () => ({ subject: 'Macierz', content: '<p>Macierz</p>', list_id: newsletterFix.list }), expected: created },
    { method: 'PUT', route: `${campaigns}/:id`, params: () => ({ id: newsletterFix.campaign }), body: { subject: 'Macierz' }, expected: admins },
    { method: 'POST', route: campaignSendPath(':id'), params: own((who) => newsletterFix.send[who]), expected: admins },
    { method: 'POST', route: campaignCancelPath(':id'), params: own((who) => newsletterFix.cancel[who]), expected: admins },
    { method: 'POST', route: NEWSLETTER_SUBSCRIBE_PATH, body: (_c: Context, who: Who) => ({ list_id: newsletterFix.list, email: `zapis-${who}@example.pl` }), expected: everyone(202) },
    { method: 'OPTIONS', route: NEWSLETTER_SUBSCRIBE_PATH, expected: everyone(204) },
    { method: 'GET', route: '/api/newsletter/confirm/:token', params: token, expected: everyone(200) },
    { method: 'GET', route: '/api/newsletter/unsubscribe/:token', params: token, expected: everyone(200) },
    { method: 'POST', route: '/api/newsletter/unsubscribe/:token', params: token, expected: everyone(200) },
    { method: 'GET', route: '/api/newsletter/preferences/:token', params: token, expected: everyone(200) },
    { method: 'POST', route: '/api/newsletter/preferences/:token', params: token, body: {}, expected: everyone(200) },
    { method: 'GET', route: '/api/newsletter/c/:campaign/:link/:token', params: () => ({ campaign: newsletterFix.linkCampaign, link: 0, token: newsletterFix.token }), expected: everyone(302) },
    { method: 'DELETE', route: `${subs}/:id`, params: own((who) => newsletterFix.subDel[who]), expected: admins },
    { method: 'POST', route: `${subs}/:id/restore`, params: own((who) => newsletterFix.subDel[who]), expected: admins },
    { method: 'POST', route: `${subs}/bulk-delete`, body: (_c: Context, who: Who) => ({ ids: [newsletterFix.subBulk[who]] }), expected: admins },
    { method: 'DELETE', route: `${campaigns}/:id`, params: own((who) => newsletterFix.campaignDel[who]), expected: admins },
    { method: 'POST', route: `${campaigns}/:id/restore`, params: own((who) => newsletterFix.campaignDel[who]), expected: admins },
    { method: 'POST', route: `${campaigns}/bulk-delete`, body: (_c: Context, who: Who) => ({ ids: [newsletterFix.campaignBulk[who]] }), expected: admins },
    { method: 'DELETE', route: `${lists}/:id`, params: own((who) => newsletterFix.listDel[who]), expected: admins },
  ];
}

beforeAll(async () => {
  const db = t.database.db;
  const fix = newsletterFix;
  const list = async (name: string) => (await db.insert(newsletterLists).values({ name }).returning({ id: newsletterLists.id }))[0]!.id;
  const subscriber = async (listId: number, email: string, status = 'confirmed') =>
    (await db.insert(newsletterSubscribers).values({ listId, email, status }).returning({ id: newsletterSubscribers.id, token: newsletterSubscribers.token }))[0]!;
  const campaign = async (mailId: number | null = null) => (await db.insert(newsletterCampaigns)
    .values({ subject: 'Macierz', content: '<p>Macierz</p>', listId: fix.list, mailId, status: mailId ? 'queued' : 'draft' }).returning({ id: newsletterCampaigns.id }))[0]!.id;
  fix.list = await list('Macierz newsletter');
  fix.subscriber = (await subscriber(fix.list, 'macierz@example.pl')).id;
  fix.campaign = await campaign();
  fix.linkCampaign = await campaign();
  await db.insert(newsletterLinks).values({ campaignId: fix.linkCampaign, position: 0, url: 'https://example.pl/' });
  fix.token = (await subscriber(await list('Macierz publiczna'), 'publiczny@example.pl')).token;
  for (const who of WHO) {
    fix.listDel[who] = await list(`Macierz do usunięcia ${who}`);
    fix.subDel[who] = (await subscriber(fix.list, `usun-${who}@example.pl`)).id;
    fix.subBulk[who] = (await subscriber(fix.list, `hurt-${who}@example.pl`)).id;
    fix.campaignDel[who] = await campaign();
    fix.campaignBulk[who] = await campaign();
    fix.send[who] = await campaign();
    const mailId = await enqueueMail(db, { to: ['macierz@example.pl'], subject: 'Macierz', html: '<p>Macierz</p>', kind: 'campaign', scheduledAt: new Date('2031-01-01T00:00:00Z') });
    fix.cancel[who] = await campaign(mailId);
  }
});
