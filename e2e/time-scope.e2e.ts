import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROLES, timeEntriesContract } from '@harmony/shared';
import { demoEmail, launch } from './support/browser.js';
import { allUsers, api, getJson, hasRole, type ListedUser } from './support/api.js';
import { formatMinutes, monthOf, warsawDay } from './support/time.js';
import { openAs } from './support/sessions.js';
import { LIVE } from './support/wait.js';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

type EntryList = { data: { user: { id: number; name: string } }[]; meta: { total: number; totals: { minutes: number } } };
const nameOf = (u: ListedUser) => `${u.first_name} ${u.last_name}`;

/** The number in "Wpisy: 12" / "Entries: 12". */
const countIn = async (page: Page) => Number(/(\d+)\s*$/.exec(await page.getByTestId('time-totals-count').innerText())?.[1]);
/** The names in the user column of the rows shown. */
const shownUsers = (page: Page) => page.locator('.MuiDataGrid-row [data-field="user"]').allInnerTexts();

describe.each(['', '/en'] as const)('whose time a leader sees %s', (prefix) => {
  it('a leader sees contractors’ and own entries on /czasy, never administrators’', async () => {
    const { from, to } = monthOf(warsawDay());
    const range = `from=${from}&to=${to}`;

    // What an administrator (who sees everyone) counts for each person this month.
    const admin = await openAs(browser, 'admin', prefix);
    const users = await allUsers(admin.page);
    const leader = users.find((u) => u.email === demoEmail('lider'))!;
    const contractor = users.find((u) => u.email === demoEmail('kontraktor'))!;
    const admins = users.filter((u) => hasRole(u, ROLES.admin) || hasRole(u, ROLES.superadmin));
    const covered = users.filter((u) => u.id === leader.id || hasRole(u, ROLES.contractor));
    const of = async (u: ListedUser) => (await getJson<EntryList>(admin.page, `${timeEntriesContract.path}?${range}&user_id=${u.id}&per_page=1`)).meta;
    const adminTime = await Promise.all(admins.map(of));
    // The demo data books time for every demo user, administrators included: hiding them is a real filter.
    expect(adminTime.every((m) => m.total > 0)).toBe(true);
    const coveredTime = await Promise.all(covered.map(of));
    const expected = {
      count: coveredTime.reduce((s, m) => s + m.total, 0),
      minutes: coveredTime.reduce((s, m) => s + m.totals.minutes, 0),
    };
    expect(expected.count).toBeGreaterThan(0);
    await admin.context.close();

    const { context, page } = await openAs(browser, 'lider', prefix, '/czasy');
    // The list defaults to this month, the range counted above.
    expect(await page.getByTestId('filter-from').inputValue()).toBe(from);
    expect(await page.getByTestId('filter-to').inputValue()).toBe(to);
    await expect.poll(() => countIn(page), LIVE).toBe(expected.count);
    expect(await page.getByTestId('time-totals-hours').innerText()).toBe(formatMinutes(expected.minutes));
    const allowed = new Set(covered.map(nameOf));
    await expect.poll(async () => (await shownUsers(page)).length, LIVE).toBeGreaterThan(0);
    for (const name of await shownUsers(page)) expect(allowed.has(name), name).toBe(true);

    // The user filter offers the leader and the active contractors, no administrator.
    await page.getByTestId('filter-user_id').click();
    const listbox = page.getByRole('listbox');
    await expect.poll(() => listbox.getByRole('option').count(), LIVE).toBeGreaterThan(1);
    const offered = (await listbox.getByRole('option').allInnerTexts()).slice(1).sort();
    expect(offered).toEqual(covered.filter((u) => u.active).map(nameOf).sort());
    for (const a of admins) expect(offered).not.toContain(nameOf(a));

    // Filtered to the contractor, the list holds exactly what the administrator counted for them.
    await listbox.getByRole('option', { name: nameOf(contractor), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('user_id') === String(contractor.id));
    const contractorTime = coveredTime[covered.indexOf(contractor)]!;
    await expect.poll(() => countIn(page), LIVE).toBe(contractorTime.total);
    expect(await page.getByTestId('time-totals-hours').innerText()).toBe(formatMinutes(contractorTime.totals.minutes));
    await expect.poll(async () => [...new Set(await shownUsers(page))], LIVE).toEqual([nameOf(contractor)]);

    // Asking the API for an administrator's time directly gives nothing either.
    for (const a of admins) {
      const direct = await api<EntryList>(page, 'GET', `${timeEntriesContract.path}?${range}&user_id=${a.id}`);
      expect(direct.status).toBe(200);
      expect(direct.body.meta.total).toBe(0);
    }
    await context.close();
  });
});
