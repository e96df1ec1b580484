import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatMoney, ordersContract, productsContract, type Locale } from '@harmony/shared';
import { pdfText } from '../apps/api/test/helpers/pdf.js';
import { getJson } from './support/api.js';
import { launch, newPage, signIn } from './support/browser.js';

/**
 * Issue 25's order journey, in Polish and under /en: a manual order with two items of the demo shop whose totals
 * match a hand calculation (VAT per rate on the sum of that rate's nets), placed (stock taken), paid in part
 * (in Polish on /pay, the order picked by typing its number; in English from the order's own dialog) and then
 * the rest, a status change with its note in the history, the pro-forma PDF with the screen's total, and a
 * cancel that gives the stock back and moves the order to the demo's status of cancelled orders, "Anulowane".
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

interface ListedProduct { id: number; name: string; sku: string; price_net: number; vat_rate: number | null; stock: number; active: boolean }
interface OrderRead { id: number; number: string | null; state: string; payment_status: string; total_gross: number; items: { product_id: number; quantity: number }[] }

/** Two in-stock demo products of different VAT rates (one at 23 %), a different pair per language. */
async function twoProducts(page: Page, offset: number): Promise<[ListedProduct, ListedProduct]> {
  const { data } = await getJson<{ data: ListedProduct[] }>(page, `${productsContract.path}?per_page=100&active=true&sort=id`);
  const inStock = data.filter((p) => p.stock >= 10);
  const at23 = inStock.filter((p) => p.vat_rate === 23)[offset];
  const other = inStock.filter((p) => p.vat_rate !== 23)[offset];
  if (!at23 || !other) throw new Error('The demo shop needs in-stock products at 23 % and at another rate.');
  return [at23, other];
}

/** An invoice's total by hand: each rate's VAT on the sum of its nets, rounded half up to a grosz. */
function grossByHand(lines: { net: number; rate: number | null }[]): number {
  const byRate = new Map<number | null, number>();
  for (const l of lines) byRate.set(l.rate, (byRate.get(l.rate) ?? 0) + l.net);
  return [...byRate].reduce((sum, [rate, net]) => sum + net + (rate ? Math.round((net * rate) / 100) : 0), 0);
}

async function pick(page: Page, testId: string, search: string, option: RegExp | string) {
  await page.getByTestId(testId).locator('input').fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

const orderOf = (page: Page, id: number) => getJson<OrderRead>(page, ordersContract.itemPath(id));
const stockOf = async (page: Page, id: number) => (await getJson<ListedProduct>(page, productsContract.itemPath(id))).stock;

describe.each([
  { prefix: '' as const, locale: 'pl' as Locale, offset: 0, paid: 'Opłacone', partly: 'Częściowo opłacone', cancelled: 'Anulowane', onPay: true },
  { prefix: '/en' as const, locale: 'en' as Locale, offset: 1, paid: 'Paid', partly: 'Partly paid', cancelled: 'Cancelled', onPay: false },
])('orders $prefix', ({ prefix, locale, offset, paid, partly, cancelled, onPay }) => {
  it('a manual order: totals by hand, placed, paid in two parts, a status in the history, the PDF, cancelled with the stock back', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { prefix });
    const [first, second] = await twoProducts(page, offset);

    await page.goto(`${prefix}/zamowienia`);
    await page.getByTestId('order-new').click();
    await page.waitForURL((url) => /\/zamowienia\/\d+\/szczegoly$/.test(url.pathname));
    const id = Number(/\/zamowienia\/(\d+)\//.exec(page.url())![1]);

    await pick(page, 'order-customer', '@', /@/);
    await pick(page, 'order-add-product', first.sku, new RegExp(first.sku));
    await page.getByTestId('order-item-0').waitFor();
    await pick(page, 'order-add-product', second.sku, new RegExp(second.sku));
    await page.getByTestId('order-item-1').waitFor();
    await page.getByTestId('order-item-0-quantity').fill('3');

    const gross = grossByHand([{ net: first.price_net * 3, rate: first.vat_rate }, { net: second.price_net, rate: second.vat_rate }]);
    await expect.poll(() => page.getByTestId('order-to-pay').innerText()).toContain(formatMoney(gross, locale));
    await page.getByTestId('order-save').click();
    await expect.poll(async () => (await orderOf(page, id)).items.length).toBe(2);
    expect((await orderOf(page, id)).total_gross).toBe(gross);

    // Placing takes the stock and gives the yearly number.
    const before = [await stockOf(page, first.id), await stockOf(page, second.id)];
    await page.getByTestId('order-place').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(async () => (await orderOf(page, id)).state).toBe('placed');
    const placed = await orderOf(page, id);
    expect(placed.number).toMatch(/^ZAM\/\d{4}\/\d{6}$/);
    await expect.poll(() => page.getByTestId('page-title').innerText()).toBe(placed.number);
    expect([await stockOf(page, first.id), await stockOf(page, second.id)]).toEqual([before[0]! - 3, before[1]! - 1]);

    // A part by transfer, then the rest in one click.
    if (onPay) {
      await page.goto(`${prefix}/pay`);
      await page.getByTestId('payments-record').click();
      await page.getByTestId('field-order_id').fill(placed.number!.slice(-6));
      await page.getByRole('option', { name: `${placed.number} — ` }).click();
      await page.getByTestId('field-amount').fill('10,00');
      await page.getByTestId('form-submit').click();
      await page.getByTestId('payment-dialog').waitFor({ state: 'detached' });
      // The new row, found by the order's number, links to the order.
      await page.getByTestId('resource-search').fill(placed.number!);
      await page.getByRole('link', { name: placed.number!, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `${prefix}/zamowienia/${id}/szczegoly`);
    } else {
      await page.getByTestId('order-record-payment').click();
      await page.getByTestId('payment-amount').fill('10.00');
      await page.getByTestId('payment-save').click();
    }
    await expect.poll(() => page.getByTestId('order-payment-status').innerText()).toBe(partly);
    await page.getByTestId('order-mark-paid').click();
    await expect.poll(() => page.getByTestId('order-payment-status').innerText()).toBe(paid);
    expect((await orderOf(page, id)).payment_status).toBe('paid');

    // A status with a note: the history names it.
    await page.getByTestId('order-change-status').click();
    await page.getByTestId('order-status-select').click();
    const status = await page.getByRole('option').nth(1).innerText();
    await page.getByRole('option').nth(1).click();
    await page.getByRole('dialog').getByRole('textbox').last().fill(`Notatka e2e ${locale}`);
    await page.getByTestId('order-status-save').click();
    await expect.poll(() => page.getByTestId('order-history').innerText()).toContain(`Notatka e2e ${locale}`);
    expect(await page.getByTestId('order-history').innerText()).toContain(status);

    // The pro-forma in the page's language carries the number and the screen's total.
    const pdf = await context.request.get(`/api/orders/${id}/proforma.pdf?locale=${locale}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const text = pdfText(await pdf.body()).replace(/\s+/g, ' ');
    expect(text).toContain(placed.number!);
    expect(text).toContain(formatMoney(gross, locale).replace(/\s+/g, ' '));

    // Cancelling gives the stock back and shows the status of cancelled orders (the demo's, named in Polish in both languages).
    await page.getByTestId('order-cancel').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(async () => (await orderOf(page, id)).state).toBe('cancelled');
    expect([await stockOf(page, first.id), await stockOf(page, second.id)]).toEqual(before);
    await expect.poll(() => page.getByTestId('order-state').innerText()).toBe(cancelled);
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe('Anulowane');
    await context.close();
  });
});
