import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n/i18n';
import { describeRouteError, RouteErrorPage } from './route-error-page';

function Boom(): never {
  throw Object.assign(new Error('Nie można wczytać ekranu'), { status: 503 });
}

describe('route-change failures', () => {
  afterEach(cleanup);

  it('takes the status of the error, else 500, and its message', () => {
    expect(describeRouteError(Object.assign(new Error('x'), { status: 418 }))).toEqual({ status: 418, message: 'x' });
    expect(describeRouteError(new Error('kaput'))).toEqual({ status: 500, message: 'kaput' });
    expect(describeRouteError({ statusCode: 404 })).toEqual({ status: 404, message: undefined });
    expect(describeRouteError('odd')).toEqual({ status: 500, message: 'odd' });
  });

  it('renders a thrown error as the error page with its status and message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect((await screen.findByTestId('error-status')).textContent).toBe('503');
    expect(screen.getByTestId('error-message').textContent).toBe('Nie można wczytać ekranu');
    expect(screen.getByTestId('error-page').textContent).toContain('Wystąpił wewnętrzny błąd');
    vi.restoreAllMocks();
  });

  it('renders a loader’s error response (status and data.message)', async () => {
    const router = createMemoryRouter([
      { path: '/', loader: () => { throw data({ message: 'Brak dostępu' }, { status: 403 }); }, element: null, errorElement: <RouteErrorPage /> },
    ]);
    render(<RouterProvider router={router} />);
    expect((await screen.findByTestId('error-status')).textContent).toBe('403');
    expect(screen.getByTestId('error-message').textContent).toBe('Brak dostępu');
  });
});
