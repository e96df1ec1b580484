import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, getJson, userByEmail } from './support/api.js';
import { launch, newPage, signIn, signInWith } from './support/browser.js';
import { openAs } from './support/sessions.js';
import { warsawDay } from './support/time.js';
import { projectsContract, rolesContract } from '@harmony/shared';

/**
 * Issue #23, the interface: screens and buttons only where the API would allow them (#6), the administration
 * screens reachable (#11), impersonation asked for and its banner kept on error pages (#13), lists with room
 * for names, compact actions and cards on a phone (#14).
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const PREFIXES = ['', '/en'] as const;

interface Listed { id: number; name: string; leader_id: number | null }
const projectsOf = async (page: Page) => (await getJson<{ data: Listed[] }>(page, `${projectsContract.path}?per_page=100`)).data;

async function errorStatus(page: Page): Promise<string> {
  await page.getByTestId('error-status').waitFor();
  return page.getByTestId('error-status').innerText();
}

describe.each(PREFIXES)('screens and buttons follow the API %s', (prefix) => {
  it('a Kontraktor gets the forbidden page at add and edit, and no add, edit, delete or archive on the projects', async () => {
    const { context, page } = await openAs(browser, 'kontraktor', prefix, '/projekty');
    await page.getByTestId('resource-list').waitFor();
    const visible = await projectsOf(page);
    expect(visible.length).toBeGreaterThan(0);
    await page.locator('[data-testid^="project-details-"]').first().waitFor();
    expect(await page.getByTestId('resource-create').count()).toBe(0);
    expect(await page.locator('[data-testid^="row-edit-"], [data-testid^="row-delete-"], [data-testid^="project-archive-"]').count()).toBe(0);

    await page.goto(`${prefix}/projekty/dodaj`);
    expect(await errorStatus(page)).toBe('403');
    expect(await page.getByTestId('error-message').innerText()).toBe(prefix ? 'You are not allowed to see this page.' : 'Nie masz uprawnień do tej strony.');
    await page.goto(`${prefix}/projekty/${visible[0]!.id}/edycja`);
    expect(await errorStatus(page)).toBe('403');

    // Details: read, but no edit, archive, note or attachment.
    await page.goto(`${prefix}/projekty/${visible[0]!.id}/szczegoly`);
    await page.getByTestId('project-details').waitFor();
    await page.getByTestId('notes-panel').waitFor();
    expect(await page.locator('[data-testid="project-edit-link"], [data-testid="project-archive-toggle"], [data-testid="note-add"], [data-testid="files-panel-attach"]').count()).toBe(0);
    await context.close();
  });

  it('a Lider whose group writes only its own projects gets edit on the projects they lead, and the forbidden page on the others', async () => {
    const tag = prefix ? 'en' : 'pl';
    const admin = await openAs(browser, 'admin', prefix, '/');
    const role = await api<{ id: number }>(admin.page, 'POST', rolesContract.path, {
      name: `Liderzy własnych projektów ${tag}`,
      permissions: (['listowanie', 'dodawanie', 'edycja'] as const).map((action) => ({ subject: 'Projekty__wlasne', action })),
    });
    expect(role.status).toBe(201);
    const email = `lider.wlasne.${tag}@e2e.local`;
    const created = await api<{ id: number }>(admin.page, 'POST', '/api/users', {
      first_name: 'Ola', last_name: `Własna ${tag}`, email, roles: [role.body.id], active: true, password: 'Wlasne-haslo-2026', password_confirmation: 'Wlasne-haslo-2026',
    });
    expect(created.status).toBe(201);
    const lena = await userByEmail(admin.page, 'lider@demo.local');
    const led = await api<{ id: number }>(admin.page, 'POST', projectsContract.path, { name: `Prowadzony przez Olę ${tag}`, leader_id: created.body.id });
    const other = await api<{ id: number }>(admin.page, 'POST', projectsContract.path, { name: `Prowadzony przez Lenę ${tag}`, leader_id: lena.id });
    expect([led.status, other.status]).toEqual([201, 201]);
    const month = warsawDay().slice(0, 7);
    const allocated = await api(admin.page, 'PUT', `${projectsContract.itemPath(other.body.id)}/allocations`, {
      from: month, to: month, allocations: [{ user_id: created.body.id, month, planned_hours: 10 }],
    });
    expect(allocated.status).toBe(200);
    await admin.context.close();

    const { context, page } = await newPage(browser);
    await signInWith(page, email, 'Wlasne-haslo-2026', { prefix });
    await page.goto(`${prefix}/projekty`);
    await page.getByTestId(`project-details-${other.body.id}`).waitFor();
    expect(await page.getByTestId(`row-edit-${led.body.id}`).count()).toBe(1);
    expect(await page.getByTestId(`row-edit-${other.body.id}`).count()).toBe(0);
    expect(await page.getByTestId(`project-archive-${other.body.id}`).count()).toBe(0);
    expect(await page.getByTestId('resource-create').count()).toBe(1);

    await page.goto(`${prefix}/projekty/${other.body.id}/edycja`);
    expect(await errorStatus(page)).toBe('403');
    await page.goto(`${prefix}/projekty/${led.body.id}/edycja`);
    await page.getByTestId('resource-form').waitFor();
    await context.close();
  });
});

describe.each(PREFIXES)('administration screens are reachable %s', (prefix) => {
  const tabs = [
    { tab: 'adminGroups', path: '/administrator/grupy-uzytkownikow' },
    { tab: 'adminMenu', path: '/administrator/menu' },
    { tab: 'adminStatuses', path: '/administrator/statusy' },
    { tab: 'types', path: '/typy' },
    { tab: 'adminFiles', path: '/administrator/pliki' },
    { tab: 'adminActivities', path: '/administrator/aktywnosci' },
    { tab: 'adminSettings', path: '/administrator/ustawienia' },
  ];

  it('from the settings, each administration screen opens by clicking its tab', async () => {
    const { context, page } = await openAs(browser, 'admin', prefix, '/administrator/ustawienia');
    await page.getByTestId('admin-tabs').waitFor();
    for (const { tab, path } of tabs) {
      await page.getByTestId(`admin-tab-${tab}`).click();
      await page.waitForURL((url) => url.pathname === `${prefix}${path}`);
      await expect.poll(() => page.getByTestId(`admin-tab-${tab}`).getAttribute('aria-selected')).toBe('true');
      expect(await page.getByTestId('error-page').count()).toBe(0);
    }
    // The seed's side menu is as it was: groups and settings only under Administration.
    expect(await page.getByTestId('menu-adminMenu').count()).toBe(0);
    await context.close();
  });

  it('shows no administration tabs to someone who may not open those screens', async () => {
    const { context, page } = await openAs(browser, 'lider', prefix, '/projekty');
    await page.getByTestId('resource-list').waitFor();
    expect(await page.getByTestId('admin-tabs').count()).toBe(0);
    await context.close();
  });
});

describe.each([
  { prefix: '' as const, question: 'Zalogować się jako Konrad Kontraktor?', banner: 'Jesteś zalogowany jako Konrad Kontraktor.' },
  { prefix: '/en' as const, question: 'Sign in as Konrad Kontraktor?', banner: 'You are signed in as Konrad Kontraktor.' },
])('impersonation $prefix', ({ prefix, question, banner }) => {
  it('asks first, naming the person; the banner stays on 404 and 403 pages; leaving returns to the users list', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { prefix });
    const konrad = await userByEmail(page, 'kontraktor@demo.local');
    await page.goto(`${prefix}/administrator/uzytkownicy`);
    await page.getByTestId(`user-impersonate-${konrad.id}`).click();
    const dialog = page.getByTestId('confirm-dialog');
    expect(await dialog.innerText()).toContain(question);
    await page.getByTestId('confirm-cancel').click();
    await dialog.waitFor({ state: 'detached' });
    expect((await getJson<{ isImpersonating: boolean }>(page, '/api/v1/admin/users/impersonating')).isImpersonating).toBe(false);

    await page.getByTestId(`user-impersonate-${konrad.id}`).click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId('impersonation-banner').innerText()).toContain(banner);

    await page.goto(`${prefix}/nie-ma-takiej-strony`);
    expect(await errorStatus(page)).toBe('404');
    expect(await page.getByTestId('impersonation-banner').innerText()).toContain(banner);
    await page.goto(`${prefix}/administrator/ustawienia`);
    expect(await errorStatus(page)).toBe('403');
    expect(await page.getByTestId('impersonation-banner').innerText()).toContain(banner);

    await page.getByTestId('impersonation-leave').click();
    await page.waitForURL((url) => url.pathname === `${prefix}/administrator/uzytkownicy`);
    await page.getByTestId('resource-list').waitFor();
    expect(await page.getByTestId('impersonation-banner').count()).toBe(0);
    await context.close();
  });
});

/**
 * How far each `selector` element sticks out of its `container` ancestor (0: wholly inside), in px. Against the
 * table only sideways: rows below its scrolled view are drawn in advance and are meant to be out of sight.
 */
async function overhang(page: Page, selector: string, container: string, sidewaysOnly = false): Promise<number[]> {
  return page.$$eval(selector, (els, [c, x]) => els.map((el) => {
    const box = el.getBoundingClientRect();
    const outer = el.closest(c as string)!.getBoundingClientRect();
    const sideways = Math.max(0, outer.left - box.left, box.right - outer.right);
    return x ? sideways : Math.max(sideways, outer.top - box.top, box.bottom - outer.bottom);
  }), [container, sidewaysOnly] as const);
}

describe.each(PREFIXES)('lists at 1366 × 860 and on a phone %s', (prefix) => {
  it('gives project names their room and keeps every row action inside the table, on /projekty and /czasy', async () => {
    const { context, page } = await openAs(browser, 'admin', prefix, '/');
    await page.setViewportSize({ width: 1366, height: 860 });
    await page.goto(`${prefix}/projekty`);
    await page.locator('[data-field="name"][role="gridcell"]').first().waitFor();
    const names = await page.$$eval('[data-field="name"][role="gridcell"]', (cells) => cells.map((cell) => {
      const text = cell.firstElementChild as HTMLElement;
      return { width: cell.getBoundingClientRect().width, cut: text.scrollHeight > text.clientHeight + 1 || text.scrollWidth > text.clientWidth + 1, name: text.textContent };
    }));
    expect(names.length).toBeGreaterThan(5);
    for (const n of names) {
      expect(n.width, n.name ?? '').toBeGreaterThanOrEqual(200);
      expect(n.cut, `${n.name} is cut`).toBe(false);
    }
    // The row actions fit: every delete icon wholly inside its cell and inside the visible table.
    const grid = '.MuiDataGrid-main';
    const projectDeletes = [...(await overhang(page, '[data-testid^="row-delete-"]', '[role="gridcell"]')), ...(await overhang(page, '[data-testid^="row-delete-"]', grid, true))];
    expect(projectDeletes.length).toBeGreaterThan(5);
    expect(Math.max(...projectDeletes)).toBe(0);

    await page.goto(`${prefix}/czasy`);
    await page.locator('[data-testid^="row-delete-"]').first().waitFor();
    const deletes = [...(await overhang(page, '[data-testid^="row-delete-"]', '[role="gridcell"]')), ...(await overhang(page, '[data-testid^="row-delete-"]', grid, true))];
    expect(deletes.length).toBeGreaterThan(2);
    expect(Math.max(...deletes)).toBe(0);
    // The page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await context.close();
  });

  it('shows lists as cards at 390 × 844, with their actions, and the page never scrolls sideways', async () => {
    const { context, page } = await openAs(browser, 'admin', prefix, '/');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/projekty', '/czasy', '/administrator/uzytkownicy', '/administrator/projekty', '/raporty', '/projekty/1/szczegoly', '/administrator/menu']) {
      await page.goto(`${prefix}${path}`);
      await page.locator('main').waitFor();
      await page.waitForLoadState('networkidle');
      if (['/projekty', '/czasy', '/administrator/uzytkownicy'].includes(path)) {
        await page.locator('[data-testid^="resource-card-"]').first().waitFor();
        expect(await page.getByTestId('resource-list').getAttribute('data-view')).toBe('cards');
        expect(await page.locator('[role="grid"]').count()).toBe(0);
        const card = page.locator('[data-testid^="resource-card-"]').first();
        expect((await card.getByTestId('resource-card-title').innerText()).length).toBeGreaterThan(3);
        expect(await card.locator('[data-testid^="row-edit-"]').count()).toBe(1);
      }
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways, path).toBeLessThanOrEqual(0);
    }
    // Filters wrapped under each other start at the same left edge.
    await page.goto(`${prefix}/czasy`);
    await page.locator('[data-testid^="resource-card-"]').first().waitFor();
    const lefts = await page.$$eval('[data-view="cards"] .MuiFormControl-root', (els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
    expect(lefts.length).toBeGreaterThan(3);
    expect(new Set(lefts).size).toBe(1);
    // The reports' filters: each wrapped line starts at the filters' left edge (no leftover margin).
    await page.goto(`${prefix}/raporty`);
    await page.getByTestId('report-filters').waitFor();
    const misaligned = await page.getByTestId('report-filters').evaluate((box) => {
      const left = Math.round(box.getBoundingClientRect().left);
      const rows = new Map<number, number>();
      for (const el of box.children) {
        const r = el.getBoundingClientRect();
        rows.set(Math.round(r.top), Math.min(rows.get(Math.round(r.top)) ?? Infinity, Math.round(r.left)));
      }
      return { rows: rows.size, off: [...rows.values()].filter((l) => l !== left) };
    });
    expect(misaligned.rows).toBeGreaterThan(1);
    expect(misaligned.off).toEqual([]);
    await context.close();
  });
});
