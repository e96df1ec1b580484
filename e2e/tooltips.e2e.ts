import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signIn } from './support/browser.js';

/**
 * The build sets a Tooltip's anchor in a transition after React's commit (apps/web/build/third-party/tooltip-anchor.ts),
 * not during it: pointed at, a tooltip still opens beside its button, in the page's language, and closes.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

async function expectTooltipBeside(page: Page, testId: string, text: string): Promise<void> {
  const button = page.getByTestId(testId);
  await button.hover();
  const tooltip = page.getByRole('tooltip', { name: text });
  await tooltip.waitFor();
  const [anchor, tip] = [await button.boundingBox(), await tooltip.boundingBox()];
  expect(anchor).not.toBeNull();
  expect(tip).not.toBeNull();
  // Below the button (MUI's default placement), centred on it: not at the page's corner, where a tooltip
  // without its anchor is drawn.
  expect(tip!.y).toBeGreaterThanOrEqual(anchor!.y + anchor!.height - 2);
  expect(tip!.y).toBeLessThan(anchor!.y + anchor!.height + 40);
  expect(Math.abs(tip!.x + tip!.width / 2 - (anchor!.x + anchor!.width / 2))).toBeLessThan(4);
  await page.mouse.move(0, 400);
  await expect.poll(() => tooltip.count()).toBe(0);
}

describe('tooltips', () => {
  it('open beside the top bar\'s button pointed at, in Polish', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await page.getByTestId('dashboard-greeting').waitFor();
    await expectTooltipBeside(page, 'notifications-button', 'Powiadomienia');
    await context.close();
  });

  it('and in English', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'lider', { prefix: '/en' });
    await page.getByTestId('dashboard-greeting').waitFor();
    await expectTooltipBeside(page, 'notifications-button', 'Notifications');
    await context.close();
  });
});
