import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { postsContract, publicPostPath, type Post } from '@harmony/shared';
import { api, getJson } from './support/api.js';
import { launch, newPage, signIn } from './support/browser.js';

/**
 * Issue 26's posts, in Polish and under /en: a draft that a hand-written request filled with a script, an event
 * handler and a javascript: link is listed on the content home (/panel) and stays inert in the editor and never reaches the website; published from the
 * form, the public API serves it at once (sanitised). An edit keeps a version: compared with the current one and
 * restored, the form shows the earlier title and the restore is the newest version.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const HOSTILE = '<p>Treść redakcji</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">'
  + '<a href="javascript:window.__pwned=3">link</a><p onclick="window.__pwned = 4">akapit</p>';

describe.each([
  { prefix: '' as const, tag: 'pl', published: 'Opublikowany', restore: 'Przywróć tę wersję', compare: 'Porównaj z bieżącą' },
  { prefix: '/en' as const, tag: 'en', published: 'Published', restore: 'Restore this version', compare: 'Compare with current' },
])('posts $prefix', ({ prefix, tag, published, restore, compare }) => {
  it('keep a hostile draft inert, publish it from the form to the public API, and restore an earlier version', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { prefix });
    const title = `Wpis e2e ${tag}`;
    const created = await api<{ id: number; data: Post }>(page, 'POST', postsContract.path, { title, content: HOSTILE });
    expect(created.status).toBe(201);
    const { id, data } = created.body;
    expect((await page.request.get(publicPostPath(data.slug))).status()).toBe(404);

    // The content home lists the new draft first; its link opens the editor, which shows the text and nothing that runs.
    await page.goto(`${prefix}/panel`);
    await page.getByTestId(`content-drafts-posts-${id}`).click();
    await page.waitForURL((url) => url.pathname === `${prefix}/posty/${id}/edycja`);
    const editor = page.getByTestId('field-content');
    await editor.getByText('Treść redakcji').waitFor();
    expect(await editor.locator('script, img, [onclick], a[href^="javascript"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    // Published from the form: live for the website at once, still inert.
    await page.getByTestId('field-status').click();
    await page.getByRole('option', { name: published, exact: true }).click();
    // The status menu closes before the save is pressed: a click while it fades out could land on its backdrop.
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.getByTestId('form-submit').click();
    await page.waitForURL((url) => url.pathname === `${prefix}/posty`);
    await page.getByTestId(`post-state-${id}`).getByText(published).waitFor();
    const live = await page.request.get(publicPostPath(data.slug));
    expect(live.status()).toBe(200);
    const body = (await live.json()) as { title: string; content: string };
    expect(body.title).toBe(title);
    expect(body.content).toContain('Treść redakcji');
    expect(body.content).not.toMatch(/<script|onerror|onclick|javascript:/i);

    // Renamed (a version), then version 2 compared and restored.
    await page.goto(`${prefix}/posty/${id}/edycja`);
    await expect.poll(() => page.getByTestId('field-title').inputValue()).toBe(title);
    await page.getByTestId('field-title').fill(`${title} — poprawiony`);
    await page.getByTestId('form-submit').click();
    await page.waitForURL((url) => url.pathname === `${prefix}/posty`);
    await page.goto(`${prefix}/posty/${id}/edycja`);
    await page.getByTestId('version-3').waitFor();
    await page.getByTestId('version-compare-2').getByText(compare).click();
    await expect.poll(() => page.getByTestId('version-diff-title').getAttribute('data-differs')).toBe('true');
    await page.getByTestId('version-compare-close').click();
    await page.getByTestId('version-restore-2').getByText(restore).click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('version-4').waitFor();
    await expect.poll(() => page.getByTestId('field-title').inputValue()).toBe(title);
    expect((await getJson<Post>(page, postsContract.itemPath(id))).title).toBe(title);
    await context.close();
  });
});
