import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n/i18n';
import { USER_QUERY_KEY } from '../../lib/auth/user-query';
import { setImpersonating } from '../../lib/impersonation/impersonation-flag';
import { queryClient } from '../../lib/query-client';
import { demoUser } from '../../test/fake-api';
import { AppProviders } from '../providers';
import { ErrorScreen } from './error-screen';
import { describeRouteError, RouteErrorPage } from './route-error-page';

function Boom(): never {
  throw Object.assign(new Error('Nie można wczytać ekranu'), { status: 503 });
}

// A loaded machine (the API suites beside it) took the router's first render past vitest's 5 s default once.
describe('route-change failures', { timeout: 20_000 }, () => {
  afterEach(cleanup);
  // Test files share a worker's modules: another file's impersonation must not show its banner here.
  beforeEach(() => setImpersonating(false));

  it('takes the status of the error, else 500, and its message', () => {
    expect(describeRouteError(Object.assign(new Error('x'), { status: 418 }))).toEqual({ status: 418, message: 'x' });
    expect(describeRouteError(new Error('kaput'))).toEqual({ status: 500, message: 'kaput' });
    expect(describeRouteError({ statusCode: 404 })).toEqual({ status: 404, message: undefined });
    expect(describeRouteError('odd')).toEqual({ status: 500, message: 'odd' });
  });

  it('renders a thrown error as the error page with its status and message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteErrorPage /> }]);
    render(<AppProviders><RouterProvider router={router} /></AppProviders>);
    expect((await screen.findByTestId('error-status')).textContent).toBe('503');
    expect(screen.getByTestId('error-message').textContent).toBe('Nie można wczytać ekranu');
    expect(screen.getByTestId('error-page').textContent).toContain('Wystąpił wewnętrzny błąd');
    vi.restoreAllMocks();
  });

  it('renders a loader’s error response (status and data.message)', async () => {
    const router = createMemoryRouter([
      { path: '/', loader: () => { throw data({ message: 'Brak dostępu' }, { status: 403 }); }, element: null, errorElement: <RouteErrorPage /> },
    ]);
    // In the app's providers, as the app shows it: the error layout's banner asks for the signed-in user.
    render(<AppProviders><RouterProvider router={router} /></AppProviders>);
    expect((await screen.findByTestId('error-status', {}, { timeout: 8000 })).textContent).toBe('403');
    expect(screen.getByTestId('error-message').textContent).toBe('Brak dostępu');
  });

  it('keeps the "back to your account" banner on an error page while signed in as someone else', async () => {
    queryClient.clear();
    queryClient.setQueryData(USER_QUERY_KEY, { ...demoUser('Kontraktor', 4), impersonator_id: 2 });
    setImpersonating(true);
    try {
      const router = createMemoryRouter([
        { path: '/', element: <Boom />, errorElement: <RouteErrorPage /> },
        { path: '/forbidden', element: <ErrorScreen status={403} message="Nie masz uprawnień do tej strony." /> },
      ], { initialEntries: ['/forbidden'] });
      vi.spyOn(console, 'error').mockImplementation(() => {});
      render(<AppProviders><RouterProvider router={router} /></AppProviders>);
      expect((await screen.findByTestId('impersonation-banner')).textContent).toContain('Jesteś zalogowany jako Konrad Kontraktor.');
      expect(screen.getByTestId('impersonation-leave')).toBeTruthy();
      await router.navigate('/');
      await waitFor(() => expect(screen.getByTestId('error-status').textContent).toBe('503'));
      expect(screen.getByTestId('impersonation-banner')).toBeTruthy();
    } finally {
      setImpersonating(false);
      vi.restoreAllMocks();
    }
  });
});
