import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { fileContentPath, filesContract, galleriesContract, type StoredFile } from '@harmony/shared';
import { api, getJson } from './support/api.js';
import { launch, newPage, signIn } from './support/browser.js';
import { png } from './support/images.js';

/**
 * Issue 26's media library, in Polish and under /en: an image uploaded into a folder over a slowed-down network
 * shows its progress; a file whose content is no image is refused with the reason and nothing is kept; the list
 * shows the WebP thumbnail; alt texts and a focal point clicked on the picture are saved in the edit dialog; the
 * deleting it is refused naming the gallery that uses it, and the item modal names it too and leads there.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe.concurrent.each([
  {
    prefix: '' as const, tag: 'pl', broken: 'Zawartość pliku zepsuty-pl.png nie zgadza się z jego rozszerzeniem',
    inUse: 'Tego pliku nie można usunąć, bo jest używany: galeria „Galeria mediów pl”.',
  },
  {
    prefix: '/en' as const, tag: 'en', broken: 'The content of the zepsuty-en.png file does not match its extension',
    inUse: 'This file cannot be deleted because it is in use: gallery „Galeria mediów en”.',
  },
])('media library $prefix', ({ prefix, tag, broken, inUse }) => {
  it('uploads into a folder with progress, refuses a broken image, keeps alt texts and a focal point, and says where it is used', async ({ expect }) => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { prefix });
    const folder = `Sesja e2e ${tag}`;
    await page.goto(`${prefix}/administrator/pliki?folder=${encodeURIComponent(folder)}`);
    await page.getByTestId('files-upload-folder').getByText(folder, { exact: false }).waitFor();

    // About 1 MB of noise over a 512 KB/s uplink: two seconds of progress to watch.
    const name = `media-e2e-${tag}.png`;
    const bytes = await png(page, '#2980b9', 600, 450, true);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 512 * 1024 });
    await page.getByTestId('files-upload-input').setInputFiles({ name, mimeType: 'image/png', buffer: bytes });
    const progress = page.getByTestId('files-upload-progress');
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow').catch(() => null)), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const midway = Number(await progress.getAttribute('aria-valuenow').catch(() => '100'));
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect(midway).toBeLessThan(100);
    await progress.waitFor({ state: 'detached', timeout: 20_000 });

    const [file] = (await getJson<{ data: StoredFile[] }>(page, `${filesContract.path}?search=${encodeURIComponent(name)}`)).data;
    expect(file).toMatchObject({ name, folder, width: 600, height: 450 });
    expect(Object.keys(file!.variants).sort()).toEqual(['large', 'medium', 'thumbnail']);
    // The list shows the thumbnail rendition, and it draws.
    const thumb = page.getByTestId(`file-thumb-${file!.id}`);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    expect(await thumb.getAttribute('src')).toBe(fileContentPath(file!.id, 'thumbnail'));

    // Not an image inside: refused with the reason, nothing stored.
    const notImage = Buffer.concat([bytes.subarray(0, 16), Buffer.from('to nie jest obraz')]);
    await page.getByTestId('files-upload-input').setInputFiles({ name: `zepsuty-${tag}.png`, mimeType: 'image/png', buffer: notImage });
    await page.getByTestId('files-upload-errors').getByText(broken).waitFor();
    expect((await getJson<{ data: StoredFile[] }>(page, `${filesContract.path}?search=zepsuty-${tag}`)).data).toEqual([]);

    // Alt texts and the focal point, a quarter across and three quarters down.
    await page.getByTestId(`file-edit-${file!.id}`).click();
    const dialog = page.getByTestId('edit-dialog');
    await dialog.getByTestId('field-alt_pl').fill(`Niebieski szum ${tag}`);
    await dialog.getByTestId('field-alt_en').fill(`Blue noise ${tag}`);
    const focal = dialog.getByTestId('field-focal');
    await expect.poll(() => focal.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
    const box = (await focal.locator('img').boundingBox())!;
    await focal.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
    await dialog.getByTestId('field-focal-text').getByText('25%').waitFor();
    await dialog.getByTestId('form-submit').click();
    await dialog.waitFor({ state: 'detached' });
    const saved = await getJson<StoredFile>(page, filesContract.itemPath(file!.id));
    expect(saved).toMatchObject({ alt_pl: `Niebieski szum ${tag}`, alt_en: `Blue noise ${tag}`, folder });
    expect(saved.focal_x).toBeCloseTo(0.25, 1);
    expect(saved.focal_y).toBeCloseTo(0.75, 1);

    // Used in a gallery: the item modal names it and leads to it; a delete is refused naming it.
    const gallery = await api<{ id: number }>(page, 'POST', galleriesContract.path, { name: `Galeria mediów ${tag}`, items: [{ file_id: file!.id }] });
    expect(gallery.status).toBe(201);
    await page.reload();
    await page.getByTestId(`file-delete-${file!.id}`).click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId('alert').innerText()).toBe(inUse);
    await page.getByTestId('confirm-dialog').waitFor({ state: 'detached' });
    await page.getByText(name, { exact: true }).click();
    const usage = page.getByTestId('file-usages').getByTestId(`file-usage-galleries-${gallery.body.id}`);
    await usage.waitFor();
    expect(await usage.innerText()).toContain(`Galeria mediów ${tag}`);
    await usage.click();
    await page.waitForURL((url) => url.pathname === `${prefix}/galerie/${gallery.body.id}/edycja`);
    expect((await getJson<StoredFile>(page, filesContract.itemPath(file!.id))).id).toBe(file!.id);
    await context.close();
  });
});
