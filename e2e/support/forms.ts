import type { Page } from 'playwright-core';

/** A resource form's field by its name (`field-{name}`), filled. */
export const fill = (page: Page, name: string, value: string) => page.getByTestId(`field-${name}`).fill(value);

/**
 * Adds a row to a form's fields and picks a library field by its label in the row's search-as-you-type. The
 * options are drawn again when the typed search's answer comes (debounced): a click that lands on the list being
 * replaced is lost and the list stays open (a loaded full run saw it), so the option is clicked again until it closes.
 */
export async function pickField(page: Page, row: number, label: string) {
  await page.getByTestId('field-fields-add').click();
  await fill(page, `fields-${row}-field_id`, label);
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('option', { name: label, exact: true }).click();
    const closed = await page.getByRole('listbox').waitFor({ state: 'detached', timeout: 5_000 }).then(() => true, () => false);
    if (closed) return;
    if (attempt === 3) throw new Error(`The option “${label}” was clicked three times and its list stayed open.`);
  }
}
