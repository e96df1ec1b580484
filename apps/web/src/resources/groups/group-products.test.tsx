import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { GroupProducts } from './group-products';

const page = (rows: { id: number; name: string }[], total: number) =>
  json(200, {
    data: rows.map((r) => ({ ...r, sku: `SKU-${r.id}`, price_gross: 12_300, stock: 5, active: r.id !== 2 })),
    meta: { total, page: 1, per_page: 10, last_page: Math.ceil(total / 10) },
  });

afterEach(() => vi.unstubAllGlobals());

describe("a category's products under its form", () => {
  it('lists them with links to their forms, and asks again with subcategories when switched', async () => {
    const { calls } = fakeApi(null, {
      'GET /api/groups/7/products?page=1&per_page=10&descendants=false': () => page([{ id: 1, name: 'Koszula lniana' }], 1),
      'GET /api/groups/7/products?page=1&per_page=10&descendants=true': () => page([{ id: 1, name: 'Koszula lniana' }, { id: 2, name: 'Koszula flanelowa' }], 2),
    });
    renderScreen(<GroupProducts id={7} />, { path: '/produkty/kategorie/7/edytuj' });
    const link = await screen.findByRole('link', { name: 'Koszula lniana' });
    expect(link.getAttribute('href')).toBe('/produkty/1/edytuj');
    expect(screen.getByTestId('group-product-1').textContent).toMatch(/123,00/);
    await act(async () => fireEvent.click(screen.getByTestId('group-products-descendants').querySelector('input')!));
    expect(await screen.findByText('Koszula flanelowa')).toBeTruthy();
    expect(calls).toContain('GET /api/groups/7/products?page=1&per_page=10&descendants=true');
    expect(screen.getByTestId('group-product-2').textContent).toContain('nieaktywna');
  });

  it('says so when the category has no products', async () => {
    fakeApi(null, { 'GET /api/groups/8/products?page=1&per_page=10&descendants=false': () => page([], 0) });
    renderScreen(<GroupProducts id={8} />, { path: '/produkty/kategorie/8/edytuj' });
    expect((await screen.findByTestId('group-products-empty')).textContent).toBe('Brak produktów w tej kategorii.');
  });
});
