import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BULK_UNDO_PATH, GROUPS_ASSIGN_PATH, ROUTES } from '@harmony/shared';
import '../../lib/i18n/i18n';
import { json, stubDesktopMedia } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { ProductsAssignPage } from './products-assign-page';

const route = ROUTES.find((r) => r.name === 'productCategoriesAssign')!;
const product = (id: number, name: string) => ({ id, name, sku: `SKU-${id}`, price_gross: 12300, active: true });
const GROUPS = [
  { id: 5, name: 'Elektronika', parent_id: null, depth: 0, active: true, path: 'Elektronika' },
  { id: 6, name: 'Audio', parent_id: 5, depth: 1, active: true, path: 'Elektronika / Audio' },
];

function assignApi() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    calls.push({ method: init?.method ?? 'GET', path, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (path.startsWith('/api/products/groups')) return json(200, GROUPS);
    if (path.startsWith('/api/products?')) return json(200, { data: [product(1, 'Kabel'), product(2, 'Lampa')], meta: { total: 40, page: 1, per_page: 25, last_page: 2 } });
    if (path === GROUPS_ASSIGN_PATH) return json(200, { message: 'Zmieniono kategorie produktów: 40.', count: 40, undo: '22222222-2222-4222-8222-222222222222' });
    if (path === BULK_UNDO_PATH) return json(200, { message: 'Cofnięto zmianę produktów: 40.', count: 40 });
    return json(404, { message: 'Nie znaleziono.' });
  }));
  return calls;
}

describe('assigning products to categories', () => {
  beforeEach(stubDesktopMedia);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('assigns all products matching the filter to the chosen category, then undoes it', async () => {
    const calls = assignApi();
    renderScreen(<ProductsAssignPage route={route} />, { path: '/produkty/kategorie/przypisz' });
    await screen.findByTestId('assign-row-1');
    fireEvent.change(screen.getByTestId('assign-search'), { target: { value: 'kab' } });
    await waitFor(() => expect(calls.some((c) => c.path.includes('search=kab'))).toBe(true));
    fireEvent.click(await screen.findByTestId('assign-all-matching'));
    expect(screen.getByTestId('assign-count').textContent).toBe('Wybrano wszystkie pasujące do filtra: 40');
    const targets = within(screen.getByTestId('assign-targets')).getByRole('combobox');
    fireEvent.mouseDown(targets);
    fireEvent.click(await screen.findByRole('option', { name: 'Audio' }));
    fireEvent.click(within(screen.getByTestId('assign-mode-replace')).getByRole('radio'));
    await act(async () => fireEvent.click(screen.getByTestId('assign-apply')));
    expect((await screen.findByTestId('assign-outcome')).textContent).toContain('Zmieniono kategorie produktów: 40.');
    expect(calls.find((c) => c.path === GROUPS_ASSIGN_PATH)!.body).toEqual({ filter: { search: 'kab' }, group_ids: [6], mode: 'replace' });
    await act(async () => fireEvent.click(screen.getByTestId('assign-undo')));
    await waitFor(() => expect(screen.getByTestId('assign-outcome').textContent).toContain('Cofnięto zmianę produktów: 40.'));
    expect(calls.find((c) => c.path === BULK_UNDO_PATH)!.body).toEqual({ token: '22222222-2222-4222-8222-222222222222' });
  });
});
