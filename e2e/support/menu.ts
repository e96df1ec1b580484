import type { Page } from 'playwright-core';

/** The keys of the side-menu items shown, in order (data-testid="menu-<key>"), groups expanded. */
export async function visibleMenuKeys(page: Page): Promise<string[]> {
  const menu = page.getByTestId('side-menu');
  await menu.waitFor();
  // Open collapsed groups so their children count too.
  for (const group of await menu.locator('[aria-expanded="false"]').all()) await group.click();
  return menu.locator('[data-testid^="menu-"]').evaluateAll((items) =>
    items.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.getAttribute('data-testid')!.slice('menu-'.length)),
  );
}

/** Calls the API from inside the page, as the SPA does (cookie session + XSRF header). */
export async function apiFromPage(page: Page, method: string, url: string): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ([m, u]) => {
      const xsrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '');
      const res = await fetch(u!, {
        method: m,
        credentials: 'include',
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-XSRF-TOKEN': xsrf, Accept: 'application/json' },
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    [method, url],
  );
}
