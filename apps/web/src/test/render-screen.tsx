import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { RoleName, SessionUser } from '@harmony/shared';
import { AppProviders } from '../app/providers';
import { USER_QUERY_KEY } from '../lib/auth/user-query';
import { queryClient } from '../lib/query-client';
import { demoUser, json } from './fake-api';

/**
 * Renders one screen in a data router (so useBlocker and search params work) without the layout gate,
 * signed in as `role`. Other paths of the router render their own name, to see where a navigation went.
 */
export interface RenderScreenOptions {
  /** The route pattern the element is mounted at. */
  path?: string;
  /** The first URL (default: `path`). */
  at?: string;
  role?: RoleName;
  /** A signed-in user of one's own (e.g. a group with changed permissions) instead of the role's demo user. */
  user?: SessionUser;
  /** Further paths, each rendering a marker. */
  others?: string[];
}

export function renderScreen(element: ReactElement, { path = '/', at, role = 'Administrator', user, others = [] }: RenderScreenOptions = {}) {
  queryClient.clear();
  queryClient.setQueryData(USER_QUERY_KEY, user ?? demoUser(role));
  const router = createMemoryRouter(
    [{ path, element }, ...others.map((p) => ({ path: p, element: <div data-testid="elsewhere">{p}</div> }))],
    { initialEntries: [at ?? path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status?: number; body: unknown } | undefined;

/** A programmable API on fetch: `handle` answers every call (undefined for a 404; a promise to hold the answer back). */
export function fakeServer(handle: (req: FakeRequest) => Answer | Promise<Answer>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // A multipart body (an upload, the mail's compose) is handed over as the FormData it is.
    const body = init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
    const req = { method: init?.method ?? 'GET', path: String(input), body };
    requests.push(req);
    const answer = await handle(req);
    return answer ? json(answer.status ?? 200, answer.body) : json(404, { message: 'Nie znaleziono.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
