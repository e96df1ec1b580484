import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, signIn } from './support/browser.js';
import { api, getJson } from './support/api.js';
import { eventsContract, projectsContract } from '@harmony/shared';

/**
 * Issue #23: the activity log names record kinds and actions (7), the user import reads the headers its help
 * table shows and says when a file is too big (8), Polish months after "od"/"do" are in the genitive (9).
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe.each([
  { prefix: '' as const, tag: 'pl', t: { events: 'Wydarzenia w kalendarzu', created: 'Utworzenie', allocate: 'Zmiana alokacji' } },
  { prefix: '/en' as const, tag: 'en', t: { events: 'Calendar events', created: 'Created', allocate: 'Allocation changed' } },
])('activity log $prefix', ({ prefix, tag, t }) => {
  it('names record kinds and actions in the rows and offers every kind in the filters', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { prefix });
    const created = await api<{ id: number }>(page, 'POST', eventsContract.path, {
      title: `Przegląd ${tag}`, description: '', starts_at: '2031-05-06T09:00:00+02:00', ends_at: '2031-05-06T10:00:00+02:00', all_day: false, color: '#1E88E5',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    await page.goto(`${prefix}/administrator/aktywnosci?subject_type=events&subject_id=${created.body.id}`);
    const row = page.getByTestId('activity-list').locator('[role="row"][data-id]').first();
    await expect.poll(() => row.locator('[data-field="subject_type"]').innerText()).toBe(t.events);
    expect(await row.locator('[data-field="action"]').innerText()).toBe(t.created);

    await page.getByTestId('filter-action').click();
    const actions = await page.getByRole('listbox').getByRole('option').allInnerTexts();
    expect(actions).toContain(t.allocate);
    expect(actions.filter((a) => /^[a-z]+([._][a-z]+)*$/.test(a))).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('filter-subject_type').click();
    expect(await page.getByRole('listbox').getByRole('option').allInnerTexts()).toContain(t.events);
    await context.close();
  });
});

describe.each([
  { prefix: '' as const, tag: 'pl', header: 'Imię;Nazwisko;E-mail;Grupy', tooBig: 'Plik ogromny.csv nie może być większy niż 2 MB' },
  { prefix: '/en' as const, tag: 'en', header: 'first name,LAST NAME,Email, grupy ', tooBig: 'The ogromny.csv file may not be greater than 2 MB' },
])('user import headers $prefix', ({ prefix, tag, header, tooBig }) => {
  it('reads a "Grupy" header as the help table names it, and refuses a 20 MB file as too big', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { prefix });
    await page.goto(`${prefix}/administrator/uzytkownicy/import`);
    const separator = header.includes(';') ? ';' : ',';
    await page.getByTestId('import-file-input').setInputFiles({
      name: 'grupy.csv', mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\nGrzegorz${separator}Grupowy${separator}grzegorz.${tag}@e2e.local${separator}Lider\n`),
    });
    await expect.poll(() => page.getByTestId('import-valid-count').innerText()).toContain('1');
    expect(await page.getByTestId('import-file-error').count()).toBe(0);
    await page.getByTestId('import-commit').click();
    await page.getByTestId('import-result').waitFor();
    const found = await getJson<{ data: { roles: { name: string }[] }[] }>(page, `/api/users?search=grzegorz.${tag}`);
    expect(found.data[0]!.roles.map((r) => r.name)).toEqual(['Lider']);

    await page.goto(`${prefix}/administrator/uzytkownicy/import`);
    await page.getByTestId('import-file-input').setInputFiles({ name: 'ogromny.csv', mimeType: 'text/csv', buffer: Buffer.alloc(20 * 1024 * 1024, 'x') });
    await expect.poll(() => page.getByTestId('import-file-error').innerText()).toBe(tooBig);
    await context.close();
  });
});

const GENITIVE = ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'];
const ENGLISH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

describe.each([
  { prefix: '' as const, words: (m: number, y: number) => `${GENITIVE[m]} ${y}`, sentence: (a: string, b: string) => `Planowane i przepracowane godziny od ${a} do ${b}.` },
  { prefix: '/en' as const, words: (m: number, y: number) => `${ENGLISH[m]} ${y}`, sentence: (a: string, b: string) => `Planned and worked hours from ${a} to ${b}.` },
])('months in words $prefix', ({ prefix, words, sentence }) => {
  it('says the project team\'s range with the months as the language needs them', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { prefix });
    const project = (await getJson<{ data: { id: number }[] }>(page, `${projectsContract.path}?per_page=1`)).data[0]!;
    const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit' })
      .format(new Date()).split('-').map(Number) as [number, number];
    const at = (shift: number) => {
      const index = year * 12 + (month - 1) + shift;
      return words(index % 12, Math.floor(index / 12));
    };
    await page.goto(`${prefix}/projekty/${project.id}/szczegoly`);
    await expect.poll(() => page.getByTestId('project-team').innerText()).toContain(sentence(at(-11), at(12)));
    await context.close();
  });
});
