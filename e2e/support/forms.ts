import type { Page } from 'playwright-core';

/** A resource form's field by its name (`field-{name}`), filled. */
export const fill = (page: Page, name: string, value: string) => page.getByTestId(`field-${name}`).fill(value);

/** Adds a row to a form's fields and picks a library field by its label in the row's search-as-you-type. */
export async function pickField(page: Page, row: number, label: string) {
  await page.getByTestId('field-fields-add').click();
  await fill(page, `fields-${row}-field_id`, label);
  await page.getByRole('option', { name: label, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}
