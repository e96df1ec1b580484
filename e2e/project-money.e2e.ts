import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { type Dashboard, formatBudgetPercent, type Project, projectsContract } from '@harmony/shared';
import { launch } from './support/browser.js';
import { getJson } from './support/api.js';
import { openAs } from './support/sessions.js';
import { LIVE } from './support/wait.js';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** The demo shop: led by the Lider, the Kontraktor allocated and booking time, with budgets in hours and money. */
const SHOP = 'Zielony Koszyk';

async function shopAs(page: Page): Promise<Project> {
  const [row] = (await getJson<{ data: Project[] }>(page, `${projectsContract.path}?search=${encodeURIComponent(SHOP)}`)).data;
  if (!row) throw new Error(`No project "${SHOP}" for this user.`);
  return row;
}
const text = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).trim();

describe.each([
  { prefix: '' as const, locale: 'pl' as const },
  { prefix: '/en' as const, locale: 'en' as const },
])('a project’s money on screen $locale', ({ prefix, locale }) => {
  it('an administrator sees the cost against the money budget; a contractor only hours, on the list and the details', async () => {
    const admin = await openAs(browser, 'admin', prefix);
    const full = await shopAs(admin.page);
    expect(full.cost_used).toBeGreaterThan(0);
    expect(full.budget_amount).toBeGreaterThan(0);
    await admin.page.goto(`${prefix}/projekty/${full.id}/szczegoly`);
    await admin.page.getByTestId('project-summary').waitFor();
    await admin.page.getByTestId('project-budget-amount').waitFor();
    expect(await text(admin.page, 'project-budget-cost-percent')).toBe(formatBudgetPercent(full.cost_used_percent!, locale));
    await admin.context.close();

    const { context, page } = await openAs(browser, 'kontraktor', prefix, `/projekty?search=${encodeURIComponent(SHOP)}`);
    const seen = await shopAs(page);
    // What the API gives the contractor: hours, no money to subtract their own cost from.
    expect(seen).toMatchObject({ id: full.id, hours_used: full.hours_used, budget_used_percent: full.budget_used_percent });
    for (const field of ['budget_amount', 'cost_used', 'cost_used_percent']) expect(seen).not.toHaveProperty(field);
    // The list: hours used against the budget, as for anyone.
    await expect.poll(() => text(page, `project-hours-${full.id}-percent`), LIVE).toBe(formatBudgetPercent(full.budget_used_percent, locale));

    await page.goto(`${prefix}/projekty/${full.id}/szczegoly`);
    await page.getByTestId('project-summary').waitFor();
    expect(await text(page, 'project-budget-hours-percent')).toBe(formatBudgetPercent(full.budget_used_percent, locale));
    // The team's hours are there; the budget amount and the cost card are not.
    await page.getByTestId('project-team').locator('[data-testid^="team-member-"]').first().waitFor();
    expect(await page.getByTestId('project-budget-cost').count()).toBe(0);
    expect(await page.getByTestId('project-budget-amount').count()).toBe(0);
    await context.close();
  });

  it('one budget percentage on the dashboard, the list and the details', async () => {
    const { context, page } = await openAs(browser, 'lider', prefix);
    const shop = await shopAs(page);
    const dashboard = await getJson<Dashboard>(page, '/api/dashboard');
    expect(dashboard.projects.find((p) => p.id === shop.id)?.percent).toBe(shop.budget_used_percent);
    const expected = formatBudgetPercent(shop.budget_used_percent, locale);
    // One decimal, in the locale's writing ("91,2 %" / "91.2%"), not rounded to a whole number on the dashboard.
    expect(expected).toMatch(locale === 'pl' ? /^\d+(,\d)?\u00a0%$/ : /^\d+(\.\d)?%$/);

    await expect.poll(() => text(page, `dashboard-project-percent-${shop.id}`), LIVE).toBe(expected);
    await page.goto(`${prefix}/projekty?search=${encodeURIComponent(SHOP)}`);
    await expect.poll(() => text(page, `project-hours-${shop.id}-percent`), LIVE).toBe(expected);
    await page.goto(`${prefix}/projekty/${shop.id}/szczegoly`);
    await expect.poll(() => text(page, 'project-budget-hours-percent'), LIVE).toBe(expected);
    await context.close();
  });
});
