import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@harmony/shared';
import '../../lib/i18n/i18n';
import { queryClient } from '../../lib/query-client';
import { stubDesktopMedia } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { SettingsPage } from './settings-page';
import { settingsErrorTarget, toFormRows } from './settings-rows';

const route = ROUTES.find((r) => r.name === 'adminSettings')!;
const stored = [
  { key: 'companyName', value: 'ACME' },
  { key: 'appName', value: 'Moja firma' },
  { key: 'mailFromAddress', value: '' },
];

describe('settings rows', () => {
  it('puts the four application settings first, then the shop’s, the map’s and the mail’s, then the others in the server order', () => {
    expect(toFormRows(stored).map((r) => r.key)).toEqual([
      'appName', 'groupName', 'productName', 'orderName', 'orderCancelledStatusId', 'mapTileUrl', 'mapGeocoderUrl', 'mailsPerMinute', 'companyName', 'mailFromAddress',
    ]);
    expect(toFormRows(stored)[4]).toEqual({ key: 'orderCancelledStatusId', value: '' });
    expect(toFormRows(stored)[1]).toEqual({ key: 'groupName', value: '' });
  });

  it('maps a 422 path onto the row it names', () => {
    expect(settingsErrorTarget('settings.8.key', 10)).toBe('settings.8.key');
    expect(settingsErrorTarget('settings.4.value', 10)).toBe('settings.4.value');
    // An application, shop, map or mail setting has no key input: its key error shows on its value.
    expect(settingsErrorTarget('settings.1.key', 10)).toBe('settings.1.value');
    expect(settingsErrorTarget('settings.6.key', 10)).toBe('settings.6.value');
    expect(settingsErrorTarget('settings.7.key', 10)).toBe('settings.7.value');
    expect(settingsErrorTarget('settings.10.key', 10)).toBeNull();
    expect(settingsErrorTarget('settings', 10)).toBeNull();
  });
});

describe('settings screen', () => {
  beforeEach(stubDesktopMedia);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('saves the whole list in form order and shows 422 row errors on their rows', async () => {
    const { requests } = fakeServer(({ method }) => {
      if (method === 'GET') return { body: { data: stored } };
      return {
        status: 422,
        body: { message: 'Błąd', errors: { 'settings.10.key': ['Klucz zajęty (serwer)'], 'settings.5.value': ['Zły adres (serwer)'], settings: ['Za dużo ustawień'] } },
      };
    });
    renderScreen(<SettingsPage route={route} />, { path: '/administrator/ustawienia' });
    expect(((await screen.findByTestId('setting-appName')) as HTMLInputElement).value).toBe('Moja firma');
    fireEvent.click(screen.getByTestId('setting-add'));
    fireEvent.change(await screen.findByTestId('setting-key-10'), { target: { value: 'companyName' } });
    fireEvent.change(screen.getByTestId('setting-value-10'), { target: { value: 'Dubel' } });
    await act(async () => fireEvent.click(screen.getByTestId('form-submit')));

    // The client's unique rule answers first, on the same row.
    expect(await screen.findByText('Taka wartość pola klucz już istnieje')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);

    fireEvent.change(screen.getByTestId('setting-key-10'), { target: { value: 'companyPhone' } });
    await act(async () => fireEvent.click(screen.getByTestId('form-submit')));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect((requests.find((r) => r.method === 'PUT')!.body as { settings: { key: string }[] }).settings.map((s) => s.key)).toEqual([
      'appName', 'groupName', 'productName', 'orderName', 'orderCancelledStatusId', 'mapTileUrl', 'mapGeocoderUrl', 'mailsPerMinute', 'companyName',
      'mailFromAddress', 'companyPhone',
    ]);
    expect(await screen.findByText('Klucz zajęty (serwer)')).toBeTruthy();
    expect(screen.getByTestId('setting-key-10').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('form-errors').textContent).toBe('Za dużo ustawień');
    // The map's tile server: its own input in the map's section, the server's error under it.
    expect(await screen.findByText('Zły adres (serwer)')).toBeTruthy();
    expect(screen.getByTestId('setting-mapTileUrl').getAttribute('aria-invalid')).toBe('true');
  });

  it('picks the status of cancelled orders among the order statuses, and shows the server\'s refusal on it', async () => {
    const statuses = [
      { id: 5, name: 'Anulowane', color: '#757575', applies_to: 'orders' },
      { id: 6, name: 'Nowe', color: '#1e88e5', applies_to: 'orders' },
      { id: 7, name: 'Projektowy', color: '#9e9e9e', applies_to: 'projects' },
    ];
    const { requests } = fakeServer(({ method, path }) => {
      if (method === 'GET') return { body: { data: path.startsWith('/api/statuses') ? statuses : [...stored, { key: 'orderCancelledStatusId', value: '5' }] } };
      return { status: 422, body: { message: 'Błąd', errors: { 'settings.4.value': ['Wybrana wartość pola status anulowanego zamówienia jest nieprawidłowa'] } } };
    });
    renderScreen(<SettingsPage route={route} />, { path: '/administrator/ustawienia' });
    const select = within(await screen.findByTestId('setting-orderCancelledStatusId')).getByRole('combobox');
    await waitFor(() => expect(select.textContent).toBe('Anulowane'));
    fireEvent.mouseDown(select);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Bez zmiany statusu', 'Anulowane', 'Nowe']);
    fireEvent.click(screen.getByRole('option', { name: 'Nowe' }));
    await act(async () => fireEvent.click(screen.getByTestId('form-submit')));

    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect((requests.find((r) => r.method === 'PUT')!.body as { settings: unknown[] }).settings[4]).toEqual({ key: 'orderCancelledStatusId', value: '6' });
    expect(await screen.findByText('Wybrana wartość pola status anulowanego zamówienia jest nieprawidłowa')).toBeTruthy();
  });

  it('sets the mails per minute in the mail section: empty is the default, a number out of range is refused before saving', async () => {
    const { requests } = fakeServer(({ method, body }) => (method === 'GET' ? { body: { data: stored } } : { body: { message: 'Zapisano ustawienia.', data: (body as { settings: unknown }).settings } }));
    renderScreen(<SettingsPage route={route} />, { path: '/administrator/ustawienia' });
    const field = (await screen.findByTestId('setting-mailsPerMinute')) as HTMLInputElement;
    expect(field.value).toBe('');
    expect(screen.getByText('Ile wiadomości wychodzi w ciągu minuty; puste: 120.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '0' } });
    await act(async () => fireEvent.click(screen.getByTestId('form-submit')));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);

    fireEvent.change(field, { target: { value: '30' } });
    await act(async () => fireEvent.click(screen.getByTestId('form-submit')));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect((requests.find((r) => r.method === 'PUT')!.body as { settings: unknown[] }).settings[7]).toEqual({ key: 'mailsPerMinute', value: '30' });
  });

  it('refreshes the shell configuration after a save', async () => {
    fakeServer(({ method, body }) => (method === 'GET' ? { body: { data: stored } } : { body: { message: 'Zapisano ustawienia.', data: (body as { settings: unknown }).settings } }));
    renderScreen(<SettingsPage route={route} />, { path: '/administrator/ustawienia' });
    queryClient.setQueryData(['app-config'], { settings: {}, menu: [] });
    fireEvent.change(await screen.findByTestId('setting-groupName'), { target: { value: 'Zespół' } });
    await act(async () => fireEvent.click(screen.getByTestId('form-submit')));
    await waitFor(() => expect(queryClient.getQueryState(['app-config'])?.isInvalidated).toBe(true));
  });
});
