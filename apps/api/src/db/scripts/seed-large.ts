import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { warsawDay } from '@harmony/shared';
import type { DbOrTx } from '../client.js';
import { loadConfig } from '../../config.js';
import { openConfiguredDatabase } from '../open.js';
import { prepareDatabase } from '../prepare.js';
import { countRows, roleIdByName } from '../seed/reference.js';
import { hashPassword } from '../../lib/passwords.js';
import { addDays, Random } from '../seed/demo-random.js';
import { insertChunked, Meter } from '../seed/large/bulk.js';
import { CATEGORIES, STATUSES } from '../seed/large/catalogue.js';
import { dayEntries, ENTRY_COLUMNS, entryCounts, type EntryJson, type Ids } from '../seed/large/entries.js';
import { activityRows, allocationRows, eventRows, lockedMonths, rateRows } from '../seed/large/extras.js';
import { DEFAULT_SIZES, makePlan, type LargeSizes, type Plan } from '../seed/large/plan.js';
import { DEFAULT_SHOP_SIZES, seedLargeShop, type ShopSizes } from '../seed/large/shop.js';
import { DEFAULT_CONTENT_SIZES, seedLargeContent, type ContentSizes } from '../seed/large/content.js';
import { DEFAULT_NEWSLETTER_SIZES, seedLargeNewsletter } from '../seed/large/newsletter.js';

/**
 * npm run seed:large [-- --entries 1000000 --users 300 --end 2026-04-30 --products 200000 --orders 1000000 --posts 100000 --pages 5000 --subscribers 100000]
 *
 * Fills an EMPTY database (embedded PGlite under DATA_DIR, or PostgreSQL at DATABASE_URL) with a large,
 * realistic, deterministic data set for the benchmark: 300 people (the demo accounts among them, password
 * Harmony!2026), 3,000 projects, 1,000,000 time entries over three years, allocations, rates, 20,000
 * events, 200,000 activity-log rows, locked months; and the shop (seed/large/shop.ts): 200,000 products in a
 * category tree, 50,000 customers, 1,000,000 orders with ~3,000,000 items; the website content (seed/large/content.ts):
 * 100,000 posts and 5,000 pages with 20,000 sections; a newsletter list of 100,000 subscribers (seed/large/newsletter.ts). Migrates first, like the server. One transaction: a
 * failed run leaves the database empty.
 */
const { values } = parseArgs({
  options: {
    users: { type: 'string' }, projects: { type: 'string' }, entries: { type: 'string' },
    events: { type: 'string' }, activities: { type: 'string' }, years: { type: 'string' },
    end: { type: 'string' }, seed: { type: 'string' },
    products: { type: 'string' }, customers: { type: 'string' }, orders: { type: 'string' },
    posts: { type: 'string' }, pages: { type: 'string' }, subscribers: { type: 'string' },
  },
});
const sizes: LargeSizes = { ...DEFAULT_SIZES };
for (const key of Object.keys(sizes) as (keyof LargeSizes)[]) if (values[key]) sizes[key] = Number(values[key]);
const shopSizes: ShopSizes = { ...DEFAULT_SHOP_SIZES };
for (const key of Object.keys(shopSizes) as (keyof ShopSizes)[]) if (values[key]) shopSizes[key] = Number(values[key]);
const contentSizes: ContentSizes = { ...DEFAULT_CONTENT_SIZES };
for (const key of Object.keys(contentSizes) as (keyof ContentSizes)[]) if (values[key]) contentSizes[key] = Number(values[key]);
const newsletterSizes = { subscribers: values.subscribers ? Number(values.subscribers) : DEFAULT_NEWSLETTER_SIZES.subscribers };
// The last day with hours: yesterday (Warsaw), so nothing is in the future.
const endDay = values.end ?? addDays(warsawDay(new Date()), -1);
const ENTRY_CHUNK = 10_000;

async function seedPeople(tx: DbOrTx, plan: Plan): Promise<number[]> {
  const meter = new Meter('users');
  const hash = await hashPassword(plan.users[0]!.password);
  const rows = await insertChunked(tx, 'users', { email: 'text', first_name: 'text', last_name: 'text', password_hash: 'text' },
    plan.users.map((u) => ({ email: u.email, first_name: u.firstName, last_name: u.lastName, password_hash: hash })), 5_000, 'id, email');
  const idOf = new Map(rows.map((r) => [r.email as string, Number(r.id)]));
  const ids = plan.users.map((u) => idOf.get(u.email)!);
  const roleIds = new Map<string, number>();
  for (const u of plan.users) if (!roleIds.has(u.role)) roleIds.set(u.role, await roleIdByName(tx, u.role));
  await insertChunked(tx, 'user_roles', { user_id: 'integer', role_id: 'integer' },
    plan.users.map((u, i) => ({ user_id: ids[i], role_id: roleIds.get(u.role) })));
  meter.done(ids.length);
  return ids;
}

async function seedCatalogue(tx: DbOrTx, plan: Plan, users: number[]): Promise<Ids> {
  const meter = new Meter('projects');
  const types = [...new Set(CATEGORIES.map((c) => c.type))];
  const typeRows = await insertChunked(tx, 'category_types', { name: 'text' }, types.map((name) => ({ name })), 100, 'id, name');
  const typeId = new Map(typeRows.map((r) => [r.name, Number(r.id)]));
  const catRows = await insertChunked(tx, 'categories', { name: 'text', color: 'text', category_type_id: 'integer' },
    CATEGORIES.map((c) => ({ name: c.name, color: c.color, category_type_id: typeId.get(c.type) })), 100, 'id, name');
  const catId = new Map(catRows.map((r) => [r.name, Number(r.id)]));
  const statusRows = await insertChunked(tx, 'statuses', { name: 'text', color: 'text', position: 'integer', applies_to: 'text' },
    STATUSES.map((s, i) => ({ ...s, position: i + 1, applies_to: 'projects' })), 100, 'id, name');
  const statusId = new Map(statusRows.map((r) => [r.name, Number(r.id)]));
  const archivedAt = (p: Plan['projects'][number]) => (p.archived ? `${plan.months[Math.min(plan.months.length - 1, p.last + 1)]}-15T12:00:00Z` : null);
  const projectRows = await insertChunked(tx, 'projects', {
    name: 'text', customer: 'text', description: 'text', category_id: 'integer', status_id: 'integer', leader_id: 'integer',
    budget_hours: 'numeric', budget_amount: 'numeric', deadline: 'date', archived_at: 'timestamptz', created_at: 'timestamptz',
  }, plan.projects.map((p) => ({
    name: p.name, customer: p.customer, description: '', category_id: catId.get(CATEGORIES[p.category]!.name),
    status_id: statusId.get(STATUSES[p.status]!.name), leader_id: users[p.leader], budget_hours: p.budgetHours,
    budget_amount: p.budgetAmount, deadline: p.deadline, archived_at: archivedAt(p), created_at: `${plan.months[p.first]}-01T09:00:00Z`,
  })), 5_000, 'id, name');
  const projectId = new Map(projectRows.map((r) => [r.name as string, Number(r.id)]));
  meter.done(projectRows.length + catRows.length + typeRows.length + statusRows.length);
  return { users, projects: plan.projects.map((p) => projectId.get(p.name)!), categories: CATEGORIES.map((c) => catId.get(c.name)!) };
}

async function seedEntries(tx: DbOrTx, plan: Plan, rnd: Random, ids: Ids): Promise<number> {
  const meter = new Meter('time entries');
  const counts = entryCounts(plan, rnd, sizes.entries);
  let buffer: EntryJson[] = [];
  let written = 0;
  const flush = async () => {
    await insertChunked(tx, 'time_entries', ENTRY_COLUMNS, buffer, ENTRY_CHUNK);
    written += buffer.length;
    buffer = [];
    if (process.stdout.isTTY && written % 100_000 < ENTRY_CHUNK) process.stdout.write(`\r  time entries ${written.toLocaleString('en')}…`);
  };
  for (let d = 0; d < plan.days.length; d++) {
    buffer.push(...dayEntries(plan, rnd, counts, d, ids));
    if (buffer.length >= ENTRY_CHUNK) await flush();
  }
  await flush();
  if (process.stdout.isTTY) process.stdout.write('\r');
  meter.done(written);
  return written;
}

async function seedRest(tx: DbOrTx, plan: Plan, rnd: Random, ids: Ids): Promise<void> {
  let meter = new Meter('allocations');
  const allocations = allocationRows(plan, ids);
  await insertChunked(tx, 'project_allocations', { project_id: 'integer', user_id: 'integer', month: 'date', planned_hours: 'numeric' }, allocations);
  meter.done(allocations.length);
  meter = new Meter('rates');
  const rates = rateRows(plan, rnd, ids);
  await insertChunked(tx, 'rates', { user_id: 'integer', project_id: 'integer', hourly_rate: 'numeric', valid_from: 'date' }, rates);
  meter.done(rates.length);
  meter = new Meter('events');
  const events = eventRows(plan, rnd, ids, sizes.events);
  await insertChunked(tx, 'events', {
    user_id: 'integer', title: 'text', description: 'text', all_day: 'boolean', color: 'text', starts_at: 'timestamptz', ends_at: 'timestamptz',
  }, events);
  meter.done(events.length);
  meter = new Meter('activity log');
  const columns = {
    user_id: 'integer', action: 'text', subject_type: 'text', subject_id: 'text', before: 'jsonb', after: 'jsonb', ip: 'text', created_at: 'timestamptz',
  };
  for (let i = 0; i < sizes.activities; i += 20_000) {
    await insertChunked(tx, 'activities', columns, activityRows(plan, rnd, ids, i, Math.min(20_000, sizes.activities - i), sizes));
  }
  meter.done(sizes.activities);
  const admin = ids.users[1]!;
  await insertChunked(tx, 'month_locks', { month: 'date', locked_by: 'integer' }, lockedMonths(plan).map((month) => ({ month, locked_by: admin })));
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
try {
  const total = new Meter('total');
  await prepareDatabase(database, { demo: false });
  if ((await countRows(database.db, 'users')) > 0) {
    console.error(`seed:large needs an empty database, but ${where} already has users. Point DATA_DIR or DATABASE_URL at a new one.`);
    process.exitCode = 1;
  } else {
    console.log(`seed:large into ${where}: ${JSON.stringify({ ...sizes, ...shopSizes, ...contentSizes, ...newsletterSizes })}, last day ${endDay}`);
    const plan = makePlan(sizes, endDay, Number(values.seed ?? 20_260_501));
    const rnd = new Random(Number(values.seed ?? 20_260_501) + 1);
    let rows = 0;
    await database.db.transaction(async (tx) => {
      const users = await seedPeople(tx, plan);
      const ids = await seedCatalogue(tx, plan, users);
      await seedRest(tx, plan, rnd, ids);
      rows += await seedEntries(tx, plan, rnd, ids);
      rows += await seedLargeShop(tx, rnd, shopSizes, { years: sizes.years, endDay }, ids.users[1]!);
      rows += await seedLargeContent(tx, rnd, contentSizes, { years: sizes.years, endDay }, ids.users.slice(0, 40));
      rows += await seedLargeNewsletter(tx, newsletterSizes);
    });
    const meter = new Meter('vacuum analyze');
    // The summaries' rows were rewritten once per insert batch: compact them (VACUUM FULL), then fresh statistics
    // and a visibility map everywhere, so the planner picks the indexes (and index-only scans).
    await database.db.execute(sql`vacuum full time_totals, time_totals_monthly, time_totals_by_user, time_totals_by_project, time_totals_user_months, time_totals_user_years, time_totals_project_users, time_totals_project_user_years, time_totals_project_categories`);
    await database.db.execute(sql`vacuum analyze`);
    meter.done(rows);
    total.done(rows + sizes.users + sizes.projects + sizes.events + sizes.activities);
    console.log(`Done. Sign in as admin@demo.local / Harmony!2026 (bench account: bench@demo.local).`);
  }
} finally {
  await database.close();
}
