import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { DEFAULT_APP_SETTINGS, DEFAULT_MENU_SECTIONS, defaultPermissionsOf, type RoleName, type SessionUser } from '@harmony/shared';

export const demoUser = (role: RoleName, id = 2): SessionUser => ({
  id,
  first_name: role === 'Kontraktor' ? 'Konrad' : 'Anna',
  last_name: role === 'Kontraktor' ? 'Kontraktor' : 'Admin',
  email: `${role.toLowerCase()}@demo.local`,
  roles: [role],
  permissions: defaultPermissionsOf(role),
  impersonator_id: null,
});

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A stand-in for the API on fetch: the session probe answers with `user` (or null), the rest with fixed data. */
export type FakeHandler = (init: RequestInit | undefined) => Response | Promise<Response>;

export function fakeApi(user: SessionUser | null, extra: Record<string, FakeHandler> = {}) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const key = `${init?.method ?? 'GET'} ${path}`;
    calls.push(key);
    const handler = extra[key];
    if (handler) return handler(init);
    if (path === '/api/session') return json(200, { user });
    if (path === '/api/user') return user ? json(200, user) : json(401, { message: 'Zaloguj się aby kontynuować.' });
    if (path === '/api/app-config') return json(200, { settings: DEFAULT_APP_SETTINGS, menu: DEFAULT_MENU_SECTIONS });
    if (path === '/api/notifications') return json(200, { data: [] });
    if (path === '/api/v1/admin/users/impersonating') return json(200, { isImpersonating: false });
    if (path === '/api/v1/admin/times/onlineCount') return json(200, { count: 3 });
    if (path === '/logout') return json(200, { message: 'Wylogowano.' });
    return json(404, { message: 'Nie znaleziono.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** jsdom has no matchMedia: every query answers `matches(query)`, and nothing ever changes. */
function stubMedia(matches: (query: string) => boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

/** A wide desktop screen that is not an installed app: every min-width query matches. */
export const stubDesktopMedia = () => stubMedia((query) => query.includes('min-width'));

/** A phone: MUI's `down('sm')` query (max-width) matches, every min-width one does not. */
export const stubPhoneMedia = () => stubMedia((query) => query.includes('max-width'));

/**
 * A list screen's tests: before each, the desktop (or phone) media queries and the ResizeObserver jsdom lacks
 * (the data grid measures itself); after each, the screen unmounted and the stubs gone.
 */
export function setUpListScreens(media: 'desktop' | 'phone' = 'desktop'): void {
  beforeEach(() => {
    (media === 'desktop' ? stubDesktopMedia : stubPhoneMedia)();
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
