import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@harmony/shared';
import '../../lib/i18n/i18n';
import { queryClient } from '../../lib/query-client';
import { stubDesktopMedia } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { MenuConfigPage } from './menu-config-page';

const route = ROUTES.find((r) => r.name === 'adminMenu')!;
const sections = [
  { key: 'projects', name: 'Projekty', enabled: true, position: 2 },
  { key: 'dashboard', name: 'Dashboard', enabled: true, position: 1 },
  { key: 'customers', name: 'Klienci', enabled: false, position: 3 },
];

describe('menu configuration', () => {
  beforeEach(stubDesktopMedia);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows sections by position, saves them in display order and refreshes the side menu', async () => {
    const { requests } = fakeServer(({ method }) => (method === 'GET' ? { body: sections } : { body: { message: 'Zapisano menu.' } }));
    renderScreen(<MenuConfigPage route={route} />, { path: '/administrator/menu' });
    await screen.findByTestId('menu-config');
    queryClient.setQueryData(['app-config'], { settings: {}, menu: [] });
    const order = () => [...document.querySelectorAll('[data-testid^="menu-row-"]')].map((r) => r.getAttribute('data-testid')!.slice(9));
    expect(order()).toEqual(['dashboard', 'projects', 'customers']);

    fireEvent.click(screen.getByTestId('menu-up-customers'));
    fireEvent.click(screen.getByTestId('menu-enabled-customers'));
    fireEvent.change(screen.getByTestId('menu-name-projects'), { target: { value: 'Zlecenia' } });
    expect(order()).toEqual(['dashboard', 'customers', 'projects']);
    await act(async () => fireEvent.click(screen.getByTestId('form-submit')));

    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual([
      { key: 'dashboard', name: 'Dashboard', enabled: true },
      { key: 'customers', name: 'Klienci', enabled: true },
      { key: 'projects', name: 'Zlecenia', enabled: true },
    ]);
    await waitFor(() => expect(queryClient.getQueryState(['app-config'])?.isInvalidated).toBe(true));
  });
});
