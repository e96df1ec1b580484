import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_APP_SETTINGS, DEFAULT_MENU_SECTIONS, ROUTES, type Dashboard, type RoleName } from '@harmony/shared';
import '../../lib/i18n/i18n';
import { stubDesktopMedia } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { DashboardPage } from './dashboard-page';

const route = ROUTES.find((r) => r.name === 'dashboard')!;

const mine: Dashboard = {
  hours: { today: 95, week: 600, month: 2410 },
  timer: { project: { id: 3, name: 'Sklep' }, description: 'Koszyk', started_at: new Date(Date.now() - 65_000).toISOString() },
  projects: [
    { id: 3, name: 'Sklep', budget_hours: 100, hours_used: 85.5, percent: 85.5 },
    { id: 4, name: 'Wewnętrzny', budget_hours: null, hours_used: 12, percent: null },
  ],
};
const withAdmin: Dashboard = {
  ...mine,
  admin: {
    online: [{ user: { id: 7, name: 'Anna Nowak' }, project: { id: 3, name: 'Sklep' }, started_at: new Date().toISOString() }],
    by_project_month: [{ project: { id: 3, name: 'Sklep' }, minutes: 1200 }],
  },
};

function serve(body: Dashboard) {
  return fakeServer(({ path }) => {
    if (path === '/api/dashboard') return { body };
    if (path === '/api/dashboard/shop') {
      return { body: { orders: { today: 4, revenue_month: 123_456, drafts: 2 }, low_stock: { count: 1, items: [{ id: 9, name: 'Kask', sku: 'K-1', stock: 1, low_stock_threshold: 5 }] } } };
    }
    if (path === '/api/app-config') return { body: { settings: DEFAULT_APP_SETTINGS, menu: DEFAULT_MENU_SECTIONS } };
    if (path === '/api/v1/admin/times/online') {
      return { body: { data: [{ user: { id: 7, name: 'Anna Nowak' }, project: { id: 3, name: 'Sklep' }, description: '', started_at: new Date().toISOString() }] } };
    }
    return undefined;
  });
}

const renderAs = (role: RoleName) => renderScreen(<DashboardPage route={route} />, { path: '/', role });

describe('dashboard', () => {
  beforeEach(() => {
    stubDesktopMedia();
    // jsdom has no EventSource: the online block polls instead.
    vi.stubGlobal('EventSource', undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows my hours, my running timer and my projects, but no admin block for a contractor', async () => {
    const { requests } = serve(mine);
    renderAs('Kontraktor');
    await waitFor(() => expect(screen.getByTestId('dashboard-hours-today').textContent).toBe('1:35'));
    expect(screen.getByTestId('dashboard-hours-week').textContent).toBe('10:00');
    expect(screen.getByTestId('dashboard-hours-month').textContent).toBe('40:10');
    expect(screen.getByTestId('dashboard-timer').textContent).toContain('Sklep');
    expect(screen.getByTestId('dashboard-projects').textContent).toContain('Wewnętrzny');
    expect(screen.getByTestId('dashboard-greeting')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-admin')).toBeNull();
    expect(screen.queryByTestId('dashboard-online')).toBeNull();
    expect(requests.some((r) => r.path.startsWith('/api/v1/admin/times/online'))).toBe(false);
    // No shop subject: no shop card, and no call for it.
    expect(screen.queryByTestId('shop-summary')).toBeNull();
    expect(requests.some((r) => r.path === '/api/dashboard/shop')).toBe(false);
  });

  it('adds who is working now and hours by project for an administrator', async () => {
    serve(withAdmin);
    renderAs('Administrator');
    expect(await screen.findByTestId('dashboard-admin')).toBeTruthy();
    expect(await screen.findByTestId('online-row-7')).toBeTruthy();
    expect(screen.getByTestId('dashboard-online').textContent).toContain('Anna Nowak');
    // The shop card: orders today, this month's revenue, drafts and the products low on stock.
    await waitFor(() => expect(screen.getByTestId('shop-orders-today').textContent).toBe('4'));
    expect(screen.getByTestId('shop-revenue-month').textContent).toBe('1 234,56 zł');
    expect(screen.getByTestId('shop-drafts').textContent).toBe('2');
    expect(screen.getByTestId('shop-low-stock-count').textContent).toBe('1');
    expect(screen.getByTestId('shop-summary').textContent).toContain('Kask');
  });
});
