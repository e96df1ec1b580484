import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { galleriesContract, slidersContract, type Gallery, type Slider } from '@harmony/shared';
import { getJson } from './support/api.js';
import { launch, newPage, signIn } from './support/browser.js';
import { png } from './support/images.js';
import { moveRowUp } from './support/sortable.js';

/**
 * Issue 26's galleries and sliders, in Polish and under /en: three images uploaded from the gallery form's
 * picker, the third moved to the top with the keyboard, and the visitor's view in that order; a slider with one
 * slide within its dates and one from next month, of which the visitor's view shows only the first.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** The Warsaw wall time (datetime-local's value) `days` from now. */
const wall = (days: number) => {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + days * 86_400_000)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
};

describe.each([
  { prefix: '' as const, tag: 'pl', words: { pickedUp: 'Podniesiono wiersz 3.', at: (n: number) => `Wiersz 3 jest teraz na pozycji ${n}.` } },
  { prefix: '/en' as const, tag: 'en', words: { pickedUp: 'Picked up row 3.', at: (n: number) => `Row 3 is now at position ${n}.` } },
])('galleries and sliders $prefix', ({ prefix, tag, words }) => {
  it('upload three images into a gallery, reorder it by keyboard, and see it as a visitor', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { prefix });
    await page.goto(`${prefix}/galerie/dodaj`);
    const name = `Galeria e2e ${tag}`;
    await page.getByTestId('field-name').fill(name);
    for (const [i, colour] of ['#c0392b', '#27ae60', '#2980b9'].entries()) {
      await page.getByTestId('field-items-add').click();
      await page.getByTestId(`field-items-${i}-file_id-choose`).click();
      await page.getByTestId(`field-items-${i}-file_id-upload`).setInputFiles({ name: `e2e-${tag}-${i}.png`, mimeType: 'image/png', buffer: await png(page, colour) });
      await page.getByTestId(`field-items-${i}-file_id-dialog`).waitFor({ state: 'hidden' });
      await page.getByTestId(`field-items-${i}-caption`).fill(`Zdjęcie ${i + 1}`);
    }
    // The third row to the top from the keyboard.
    await moveRowUp(page, 'field-items-drag-2', words.pickedUp, [words.at(2), words.at(1)]);
    await expect.poll(() => page.getByTestId('field-items-0-caption').inputValue()).toBe('Zdjęcie 3');
    await page.getByTestId('form-submit').click();
    await page.waitForURL((url) => url.pathname === `${prefix}/galerie`);

    const [listed] = (await getJson<{ data: Gallery[] }>(page, `${galleriesContract.path}?search=${encodeURIComponent(name)}`)).data;
    const gallery = await getJson<Gallery>(page, galleriesContract.itemPath(listed!.id));
    expect(gallery.items!.map((i) => i.caption)).toEqual(['Zdjęcie 3', 'Zdjęcie 1', 'Zdjęcie 2']);
    await page.getByTestId(`gallery-show-${gallery.id}`).click();
    await page.waitForURL((url) => url.pathname === `${prefix}/galerie/${gallery.id}`);
    await expect.poll(() => page.getByTestId('gallery-item-0').getAttribute('data-file')).toBe(String(gallery.items![0]!.file_id));
    expect(await page.getByTestId('gallery-view').locator('figcaption').allInnerTexts()).toEqual(['Zdjęcie 3', 'Zdjęcie 1', 'Zdjęcie 2']);
    await context.close();
  });

  it('add slides with their dates; the visitor sees only the one within them', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { prefix });
    await page.goto(`${prefix}/slidery/dodaj`);
    const name = `Slider e2e ${tag}`;
    await page.getByTestId('field-name').fill(name);
    for (const [i, { title, from, to }] of [{ title: 'Teraz', from: -1, to: 7 }, { title: 'Za miesiąc', from: 30, to: 60 }].entries()) {
      await page.getByTestId('field-slides-add').click();
      await page.getByTestId(`field-slides-${i}-file_id-choose`).click();
      await page.locator(`[data-testid^="field-slides-${i}-file_id-pick-"]`).first().click();
      await page.getByTestId(`field-slides-${i}-file_id-confirm`).click();
      await page.getByTestId(`field-slides-${i}-title`).fill(title);
      await page.getByTestId(`field-slides-${i}-active_from`).fill(wall(from));
      await page.getByTestId(`field-slides-${i}-active_to`).fill(wall(to));
    }
    await page.getByTestId('form-submit').click();
    await page.waitForURL((url) => url.pathname === `${prefix}/slidery`);
    const [listed] = (await getJson<{ data: Slider[] }>(page, `${slidersContract.path}?search=${encodeURIComponent(name)}`)).data;
    expect(listed).toMatchObject({ slides_count: 2, active_count: 1 });

    await page.goto(`${prefix}/slidery/${listed!.id}`);
    await page.getByTestId('slider-view').getByText('Teraz').waitFor();
    expect(await page.getByTestId('slider-view').getByText('Za miesiąc').count()).toBe(0);
    await page.getByTestId('slider-hidden').waitFor();
    await context.close();
  });
});
