import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productsContract, ROUTES, type TypeAttribute } from '@harmony/shared';
import '../../lib/i18n/i18n';
import { ResourceFormPage } from '../../components/resource/resource-form-page';
import { stubDesktopMedia } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { products } from './index';

const route = ROUTES.find((r) => r.name === 'productsEdit')!;
const FABRIC: TypeAttribute = {
  id: 4, code: 'fabric', name_pl: 'Materiał', name_en: 'Fabric', kind: 'select', unit: null, options: {}, required: true, filterable: true,
  values: [{ id: 41, value_pl: 'Bawełna', value_en: 'Cotton', color: null }, { id: 42, value_pl: 'Wełna', value_en: 'Wool', color: null }],
};
const record = {
  id: 7, name: 'Koszulka', slug: 'koszulka', sku: 'K-1', ean: null, product_type_id: 5, product_type: { id: 5, name: 'Odzież' },
  price_net: 10000, price_gross: 12300, vat_rate: 23, stock: 3, low_stock_threshold: 5, low_stock: true, allow_backorder: false, active: true,
  description: '<p>Opis</p>', seo_title: '', seo_description: '', group_ids: [], groups: [], main_image_id: 30,
  images: [{ id: 1, file_id: 30, main: true, position: 0 }], attribute_values: [{ id: 9, attribute_id: 4, value: null, value_ids: [41], file_id: null }],
  created_at: '2026-01-01T10:00:00Z', updated_at: '2026-01-01T10:00:00Z',
};

describe('product form', () => {
  beforeEach(stubDesktopMedia);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('edits a product: its type\'s attribute inputs, images and price go back in the wire shape', async () => {
    const { requests } = fakeServer(({ method, path, body }) => {
      const bare = path.split('?')[0];
      if (method === 'GET' && bare === productsContract.itemPath(7)) return { body: record };
      if (bare === `${productsContract.path}/types/5/attributes`) return { body: [FABRIC] };
      if (bare?.endsWith('/options')) return { body: { data: bare.includes('types') ? [{ id: 5, label: 'Odzież' }] : [], meta: { total: 1, page: 1, per_page: 50, last_page: 1 } } };
      if (method === 'PUT' && bare === productsContract.itemPath(7)) return { body: { message: 'Zapisano.', data: { ...record, ...(body as object) } } };
      return { body: { data: [], meta: { total: 0, page: 1, per_page: 50, last_page: 1 } } };
    });
    renderScreen(<ResourceFormPage route={route} resource={products} />, { path: '/produkty/:id/edytuj', at: '/produkty/7/edytuj', others: ['/produkty'] });
    await screen.findByTestId('product-form');
    // The edit form's notes, files and history (a lazy part): loaded before the test ends, not after its teardown.
    await screen.findByTestId('files-panel', {}, { timeout: 8000 });
    expect(screen.getByTestId('product-section-price')).toBeTruthy();
    fireEvent.mouseDown(await screen.findByTestId('attribute-fabric'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Wełna' }));
    await act(async () => fireEvent.click(screen.getByTestId('form-submit')));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')!.body).toMatchObject({
      name: 'Koszulka', price_net: 10000, vat_rate: 23, product_type_id: 5,
      images: [{ file_id: 30, main: true }],
      attribute_values: [{ attribute_id: 4, value: null, value_ids: [42], file_id: null }],
    });
  }, 30_000);

  it('keeps a product exempt from VAT ("zw.", null) exempt', async () => {
    const { requests } = fakeServer(({ method, path, body }) => {
      const bare = path.split('?')[0];
      if (method === 'GET' && bare === productsContract.itemPath(7)) return { body: { ...record, vat_rate: null, price_gross: 10000 } };
      if (bare === `${productsContract.path}/types/5/attributes`) return { body: [FABRIC] };
      if (method === 'PUT') return { body: { message: 'Zapisano.', data: { ...record, ...(body as object) } } };
      return { body: { data: [], meta: { total: 0, page: 1, per_page: 50, last_page: 1 } } };
    });
    renderScreen(<ResourceFormPage route={route} resource={products} />, { path: '/produkty/:id/edytuj', at: '/produkty/7/edytuj', others: ['/produkty'] });
    await screen.findByTestId('attribute-fabric');
    await screen.findByTestId('files-panel', {}, { timeout: 8000 });
    await act(async () => fireEvent.click(screen.getByTestId('form-submit')));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')!.body).toMatchObject({ vat_rate: null, seo_description: '' });
  }, 30_000);
});
