import type { Page } from 'playwright-core';

/**
 * Moves a sortable row (dnd-kit) up from the keyboard, as a screen-reader user does: space picks it up, an arrow per
 * place, space drops it — each step once the live region has announced the last (`said[i]` after the i-th arrow).
 */
export async function moveRowUp(page: Page, handleTestId: string, pickedUp: string, said: string[]): Promise<void> {
  const region = page.locator('[id^="DndLiveRegion"]');
  await page.getByTestId(handleTestId).focus();
  await page.keyboard.press('Space');
  await region.getByText(pickedUp).waitFor({ state: 'attached' });
  // dnd-kit's keyboard sensor starts listening for the arrows in a timer it sets when it picks the row up; a timer
  // of ours set now runs after it, so the first arrow is not pressed into nothing (CI once saw that).
  await page.evaluate(() => new Promise((done) => { setTimeout(done, 0); }));
  for (const announcement of said) {
    await page.keyboard.press('ArrowUp');
    await region.getByText(announcement).waitFor({ state: 'attached' });
  }
  await page.keyboard.press('Space');
}
