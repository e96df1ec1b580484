import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, type RouteDef } from '@harmony/shared';
import { queryClient } from '../../lib/query-client';
import { alertStore } from '../../lib/alerts/alerts-store';
import { demoUser, fakeApi, stubDesktopMedia } from '../../test/fake-api';
import { AppProviders } from '../providers';
import { buildRoutes } from './build-routes';

function renderAt(path: string, routes: RouteDef[] = ROUTES) {
  const router = createMemoryRouter(buildRoutes(routes), { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const testId = (id: string) => screen.findByTestId(id, {}, { timeout: 4000 });

describe('generated router', () => {
  beforeEach(() => {
    stubDesktopMedia();
    queryClient.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends a stranger to /login remembering the path, with the login-required alert', async () => {
    fakeApi(null);
    const router = renderAt('/projekty?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fprojekty%3Fpage%3D2');
    expect(alertStore.get()).toMatchObject({ message: 'Zaloguj się aby kontynuować.', shown: true });
    await testId('login-form');
    // The plain layout keeps that alert to itself.
    expect(screen.queryByText('Zaloguj się aby kontynuować.')).toBeNull();
  });

  it('shows the 404 page for an unknown path, in English under /en', async () => {
    fakeApi(demoUser('Administrator'));
    renderAt('/en/no-such-page');
    const page = await testId('error-page');
    expect(page.textContent).toContain('404 not found');
    expect(screen.getByTestId('error-message').textContent).toBe('This page could not be found');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  // Every screen of the route table is built now (the newsletter was the last): no route shows the placeholder any more.
  it('gives a 404 when the validity check fails', async () => {
    fakeApi(demoUser('Administrator'));
    // The mail's edit screen refuses an id that is none.
    renderAt('/maile/abc/edytuj');
    expect((await testId('error-status')).textContent).toBe('404');
    expect(screen.getByTestId('error-page').textContent).toContain('404 nie znaleziono');
  });

  it('gives a 403 page for a missing permission or the admin guard', async () => {
    fakeApi(demoUser('Kontraktor'));
    const router = renderAt('/kategorie');
    expect((await testId('error-status')).textContent).toBe('403');
    expect(screen.getByTestId('error-page').textContent).toContain('Wystąpił wewnętrzny błąd');
    await act(() => router.navigate('/administrator/uzytkownicy'));
    await waitFor(() => expect(screen.getByTestId('error-status').textContent).toBe('403'));
  });

  it('says the server cannot be reached when the session probe gets no answer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    renderAt('/projekty');
    expect((await testId('error-status')).textContent).toBe('503');
    expect(screen.getByTestId('error-message').textContent).toBe('Brak połączenia z serwerem. Sprawdź sieć i odśwież stronę.');
  });

  it('shows the unknown-middleware 500', async () => {
    fakeApi(demoUser('Administrator'));
    renderAt('/x', [{ path: '/x', name: 'dashboard', layout: 'crm', middleware: ['x'], module: 'shell' }]);
    expect((await testId('error-status')).textContent).toBe('500');
    expect(screen.getByTestId('error-message').textContent).toBe('Unknown middleware x');
  });

  it('renders the dashboard in the CRM layout with the permitted menu and top bar', async () => {
    const { calls } = fakeApi(demoUser('Administrator'));
    renderAt('/');
    expect((await testId('dashboard-greeting')).textContent).toBe('Dzień dobry, Anna!');
    const menu = await testId('side-menu');
    expect(menu.querySelector('[data-testid="menu-times"]')?.textContent).toBe('Czas przepracowany');
    expect(screen.getByTestId('timer-button')).toBeTruthy();
    expect(await testId('online-count')).toBeTruthy();
    expect(screen.queryByTestId('language-switch')).toBeNull();
    expect(calls).toContain('GET /api/v1/admin/times/onlineCount');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('navigation')).toBeTruthy();
  });

  it('never asks for the online count for a contractor, who gets the top-bar language switch', async () => {
    const { calls } = fakeApi(demoUser('Kontraktor'));
    renderAt('/');
    await testId('dashboard-greeting');
    expect(screen.getByTestId('language-switch')).toBeTruthy();
    expect(screen.queryByTestId('online-count')).toBeNull();
    expect(calls).not.toContain('GET /api/v1/admin/times/onlineCount');
  });

  it('sends a signed-in user away from /login to the safe remembered path', async () => {
    fakeApi(demoUser('Kontraktor'));
    const router = renderAt('/login?redirect=%2F%2Fevil.example');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await act(() => router.navigate('/en/login?redirect=%2Fen%2Fczasy'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/czasy'));
  });
});
