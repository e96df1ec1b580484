import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import {
  categoriesContract, categoryTypesContract, projectsContract, rolesContract, type RouteDef, ROUTES, timeEntriesContract, typesContract,
} from '@harmony/shared';
import {
  attributesContract, attributeTypesContract, customersContract, groupsContract, MAILS_SEND_PATH, ordersContract, productsContract, productTypesContract,
} from '@harmony/shared';
import { campaignsContract, newsletterListsContract } from '@harmony/shared';
import { baseURL, launch, signIn } from './support/browser.js';

/**
 * Issue 5: axe-core finds no serious or critical violation on any screen. Every screen of the route table
 * is visited signed in as the Superadministrator (Polish), with real record ids from the API; the guest
 * screens signed out; a few key screens under /en too.
 */
const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/**
 * Where an :id / :uuid / :token has no record behind it: the module is not built yet (its screens are the
 * shared placeholder, which checks only the shape of the id), or the record is a one-time secret.
 */
const STAND_IN_PARAMS: Record<string, string> = {
  token: 'a11y-invalid-token-0000000000000000000000', // /ustaw-haslo: no mail is sent here; an unknown link shows its "invalid link" state
  uuid: '3f2b7c1e-9a4d-4e6b-8c2a-1d5e7f9a0b3c', // forms module: placeholder
};
/** Modules not built yet: their screens are the placeholder, so any well-formed id shows it. */
const PLACEHOLDER_MODULES = new Set(['content', 'messaging']);
const PLACEHOLDER_ID = '1';

/** Routes visited signed out: the guest-only sign-in page and the set-password link. */
const SIGNED_OUT = new Set(['login', 'setPassword']);
/** Screens not visited, with the reason: none. A route added to the table is visited unless listed here. */
const NOT_VISITED: Record<string, string> = {};
/** Key screens checked under /en as well. */
const ENGLISH = ['login', 'dashboard', 'projects', 'times', 'adminUsers', 'adminUsersEdit', 'reports', 'timer', 'products', 'ordersDetails'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Record ids from the API for the :id routes of built modules, by route name. */
type Ids = Record<string, string>;

/** Calls the API from inside the page, as the SPA does (cookie session + XSRF header). */
async function api(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ([m, u, json]) => {
      const xsrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '');
      const res = await fetch(u, {
        method: m,
        credentials: 'include',
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-XSRF-TOKEN': xsrf, Accept: 'application/json', 'Content-Type': 'application/json' },
        body: json,
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    [method, url, body === undefined ? undefined : JSON.stringify(body)] as const,
  );
}

/** The first record of a list; when the demo data has none, one made through the API (`create`). */
async function firstId(page: Page, url: string, create?: { path: string; body: unknown }): Promise<string> {
  const listed = await api(page, 'GET', url);
  const rows = (listed.body as { data?: { id: number }[] } | null)?.data;
  let id = Array.isArray(rows) ? rows[0]?.id : undefined;
  if (id === undefined && create) {
    const made = await api(page, 'POST', create.path, create.body);
    id = (made.body as { data?: { id?: number } } | null)?.data?.id;
  }
  if (listed.status !== 200 || id === undefined) throw new Error(`No record to visit from GET ${url}: ${listed.status} ${JSON.stringify(listed.body).slice(0, 300)}`);
  return String(id);
}

async function recordIds(page: Page): Promise<Ids> {
  const [project, category, categoryType, time, type, role, user] = await Promise.all([
    firstId(page, `${projectsContract.path}?per_page=1`),
    firstId(page, `${categoriesContract.path}?per_page=1`),
    firstId(page, `${categoryTypesContract.path}?per_page=1`),
    // Time entries default to this month; the seed's entries may be older.
    firstId(page, `${timeEntriesContract.path}?per_page=1&from=2000-01-01&to=2100-01-01`),
    firstId(page, `${typesContract.path}?per_page=1`, {
      path: typesContract.path,
      body: { name: 'Typ a11y', color: '#43a047', position: 0, applies_to: 'projects' },
    }),
    firstId(page, `${rolesContract.path}?per_page=1`),
    firstId(page, '/api/users?per_page=1'),
  ]);
  // The shop's records come with the demo data.
  const [product, attribute, attributeType, productType, group, order, customer] = await Promise.all([
    productsContract, attributesContract, attributeTypesContract, productTypesContract, groupsContract, ordersContract, customersContract,
  ].map((contract) => firstId(page, `${contract.path}?per_page=1`)));
  // The mail's edit screen opens a mail that waits untouched: one of its own, a year ahead (never sent while this runs).
  const mail = await api(page, 'POST', MAILS_SEND_PATH, {
    emails: 'a11y@example.com', subject: 'A11y', content: '<p>A11y</p>', scheduledAt: new Date(Date.now() + 365 * 86_400_000).toISOString(),
  });
  // The newsletter's demo: a list (its form, subscribers and import), and its draft campaign (only a draft opens in its form).
  const [newsletterList, draftCampaign] = await Promise.all([
    firstId(page, `${newsletterListsContract.path}?per_page=1`), firstId(page, `${campaignsContract.path}?per_page=1&status=draft`),
  ]);
  const mailId = (mail.body as { id?: number } | null)?.id;
  if (mail.status !== 201 || mailId === undefined) throw new Error(`No mail to edit: POST ${MAILS_SEND_PATH} answered ${mail.status}`);
  return {
    mailsEdit: String(mailId),
    projectsAllocation: project, projectsEdit: project, projectsDetails: project, reportsProject: project,
    categoriesEdit: category, categoryTypesEdit: categoryType, timesEdit: time, typesEdit: type, adminGroupsEdit: role,
    adminUsersEdit: user, adminUsersWorkDay: user, adminUsersProjects: user, adminUsersRates: user,
    productsEdit: product!, productAttributesEdit: attribute!, productAttributeTypesEdit: attributeType!, productTypesEdit: productType!,
    productCategoriesEdit: group!, ordersDetails: order!, ordersPrint: order!, customersEdit: customer!,
    newsletterEdit: newsletterList, newsletterSubscribers: newsletterList, newsletterImport: newsletterList, newsletterCampaignsEdit: draftCampaign,
  };
}

function pathOf(route: RouteDef, ids: Ids): string {
  return route.path.replace(/:(\w+)\??/g, (_, name: string) => {
    if (name === 'id') return ids[route.name] ?? (PLACEHOLDER_MODULES.has(route.module) ? PLACEHOLDER_ID : missingId(route));
    return STAND_IN_PARAMS[name] ?? missingId(route);
  });
}

function missingId(route: RouteDef): never {
  throw new Error(`${route.path}: no record id for a built screen; add it to recordIds() in e2e/accessibility.e2e.ts`);
}

/**
 * The requests a page has on the way, and since when it has had none (an in-app navigation has no load state).
 * A live stream (the online list's event stream) stays open by design: it is not waited for.
 */
const traffic = new WeakMap<Page, { open: number; quietSince: number }>();
function trackRequests(page: Page): void {
  const state = { open: 0, quietSince: Date.now() };
  const counted = (request: Request) => request.resourceType() !== 'eventsource';
  const done = (request: Request) => {
    if (!counted(request)) return;
    state.open = Math.max(0, state.open - 1);
    if (state.open === 0) state.quietSince = Date.now();
  };
  page.on('request', (request) => { if (counted(request)) state.open++; });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  traffic.set(page, state);
}
/** Until the page has had no request on the way for `quiet` ms (what networkidle means for a page load). */
async function networkQuiet(page: Page, quiet = 500): Promise<void> {
  const state = traffic.get(page)!;
  const deadline = Date.now() + 15_000;
  while (!(state.open === 0 && Date.now() - state.quietSince >= quiet)) {
    if (Date.now() > deadline) throw new Error(`${page.url()}: requests still on the way after 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Opens a screen, waits until it has settled (data in, no loader), and returns axe's serious/critical findings. A
 * signed-in page that already shows the app goes there in the app (the router's own navigation, as a menu link
 * does): no second download and start of the app and of axe per screen. The first visit of a page, a signed-out
 * one and an error page are page loads, with their status checked.
 */
async function audit(page: Page, path: string, expected: { status: number; errorPage: boolean } = { status: 200, errorPage: false }): Promise<Violation[]> {
  const inApp = !expected.errorPage && page !== guestPage && await page.evaluate(() => Boolean(document.documentElement.dataset.route));
  if (inApp) {
    await page.evaluate((to) => {
      delete document.documentElement.dataset.route; // set again by the screen that comes (app/router/route-screen.tsx)
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.waitForFunction(() => Boolean(document.documentElement.dataset.route) || document.querySelector('[data-testid="error-page"]'), null, { timeout: 15_000 });
    await networkQuiet(page);
  } else {
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status(), `${path} answered ${response?.status()}`).toBe(expected.status);
  }
  // Loaders are indeterminate progress bars (no aria-valuenow); budget bars are determinate and stay. A list
  // may start its query after the network first went idle (a lazy chunk, then the fetch): the screen has
  // settled once no loader has been seen for a quarter of a second.
  await page.evaluate(() => delete (window as unknown as { loaderSeenAt?: number }).loaderSeenAt);
  await page.waitForFunction(() => {
    const w = window as unknown as { loaderSeenAt?: number };
    w.loaderSeenAt ??= performance.now(); // watched for a quarter of a second at least
    if (document.querySelector('[role="progressbar"]:not([aria-valuenow])')) w.loaderSeenAt = performance.now();
    return performance.now() - w.loaderSeenAt > 250;
  }, null, { timeout: 15_000, polling: 50 });
  // A wrong id or a missing permission would audit the error page instead of the screen.
  if (expected.errorPage) await page.getByTestId('error-page').waitFor({ timeout: 15_000 });
  expect(await page.getByTestId('error-page').count(), `${path}: error page shown`).toBe(expected.errorPage ? 1 : 0);
  // Colours are read as they end, not half-way through a transition (a button just enabled by its data). Both stay
  // on the page through in-app navigations.
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
    await page.addScriptTag({ content: axeSource });
  }
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id, impact, help, nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

function describeViolations(path: string, violations: Violation[]): string {
  return violations
    .map((v) => `${path}: [${v.impact}] ${v.id} — ${v.help}\n${v.nodes.map((n) => `    ${JSON.stringify(n.target)}: ${n.failureSummary?.replace(/\n/g, ' ')}`).join('\n')}`)
    .join('\n');
}

/** A page as support/browser.ts opens it, where axe may be injected past the app's CSP (script-src 'self'). */
async function newPage(on: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await on.newContext({
    baseURL: baseURL(), viewport: { width: 1280, height: 800 }, locale: 'pl-PL', timezoneId: 'Europe/Warsaw', bypassCSP: true,
  });
  return { context, page: await context.newPage() };
}

/**
 * Pages that take turns: the audits run a few at a time (describe.concurrent), each on a page of its own, so
 * one page's network waits (networkidle) overlap another's work; one browser, one session for the pages.
 */
class PagePool {
  private readonly waiting: ((page: Page) => void)[] = [];
  constructor(private readonly free: Page[]) {}

  async use<T>(work: (page: Page) => Promise<T>): Promise<T> {
    const page = this.free.pop() ?? (await new Promise<Page>((resolve) => this.waiting.push(resolve)));
    try {
      return await work(page);
    } finally {
      const next = this.waiting.shift();
      if (next) next(page);
      else this.free.push(page);
    }
  }
}

/** Signed-in pages audited at once: on two cores a third page only adds contention. */
const SIGNED_IN_PAGES = 2;

let browser: Browser;
let signedIn: PagePool;
let guest: PagePool;
let guestPage: Page;
let ids: Ids;

beforeAll(async () => {
  browser = await launch();
  const first = await newPage(browser);
  await signIn(first.page, 'superadmin');
  ids = await recordIds(first.page);
  // More pages of the signed-in context share its session cookie.
  const more = await Promise.all(Array.from({ length: SIGNED_IN_PAGES - 1 }, () => first.context.newPage()));
  for (const page of [first.page, ...more]) trackRequests(page);
  signedIn = new PagePool([first.page, ...more]);
  guestPage = (await newPage(browser)).page;
  guest = new PagePool([guestPage]);
});
afterAll(async () => {
  await browser?.close();
});

const visited = ROUTES.filter((route) => !(route.name in NOT_VISITED));
const poolOf = (route: RouteDef) => (SIGNED_OUT.has(route.name) ? guest : signedIn);

describe.concurrent('axe-core: no serious or critical violation', () => {
  it('visits every screen of the route table (none left out silently)', ({ expect }) => {
    expect(ROUTES.filter((route) => route.name in NOT_VISITED).map((r) => r.name).sort()).toEqual(Object.keys(NOT_VISITED).sort());
    expect(visited.length + Object.keys(NOT_VISITED).length).toBe(ROUTES.length);
  });

  it.for(visited.map((route) => [route.path, route] as const))('%s', async ([, route], { expect }) => {
    const path = pathOf(route, ids);
    const violations = await poolOf(route).use((page) => audit(page, path));
    expect(violations, describeViolations(path, violations)).toEqual([]);
  });

  it.for([
    ['/nie-ma-takiej-strony', 404],
    ['/en/no-such-page', 404],
  ] as const)('error page %s', async ([path, status], { expect }) => {
    const violations = await signedIn.use((page) => audit(page, path, { status, errorPage: true }));
    expect(violations, describeViolations(path, violations)).toEqual([]);
  });

  it.for(ENGLISH.map((name) => [name, ROUTES.find((route) => route.name === name)!] as const))('/en: %s', async ([, route], { expect }) => {
    const path = `/en${pathOf(route, ids) === '/' ? '' : pathOf(route, ids)}`;
    const { violations, lang } = await poolOf(route).use(async (page) => ({
      violations: await audit(page, path),
      lang: await page.locator('html').getAttribute('lang'),
    }));
    expect(lang).toBe('en');
    expect(violations, describeViolations(path, violations)).toEqual([]);
  });
});
