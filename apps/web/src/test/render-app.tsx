import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { buildRoutes } from '../app/router/build-routes';

/**
 * Renders the whole app (every route, its layouts and gates) at `path`, for a test that follows a journey
 * across screens. Features reach the app's router only through this harness: they never import app/.
 */
export function renderApp(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
