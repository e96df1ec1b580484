import { afterEach, describe, expect, it } from 'vitest';
import { routeOfHandle } from './route-handle';
import { createAppRouter } from './create-app-router';

type AppRouter = ReturnType<typeof createAppRouter>;

const routeNames = (router: AppRouter) => router.state.matches.map((m) => routeOfHandle(m.route.handle)?.name).filter(Boolean);
const leafCount = (router: AppRouter) =>
  router.routes[0]!.children!.reduce((sum, layout) => sum + (layout.children?.length ?? 0), 0);

describe('the app router', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('starts with the current route alone and learns another on navigation', async () => {
    window.history.replaceState(null, '', '/login');
    const router = createAppRouter();
    expect(routeNames(router)).toEqual(['login']);
    // The route at its Polish path and under /en.
    expect(leafCount(router)).toBe(2);

    await router.navigate('/en/projekty/7/szczegoly');
    expect(routeNames(router)).toEqual(['projectsDetails']);
    expect(router.state.matches.at(-1)?.params).toEqual({ id: '7' });
    expect(leafCount(router)).toBe(4);

    await router.navigate('/login');
    expect(routeNames(router)).toEqual(['login']);
    expect(leafCount(router)).toBe(4);
    router.dispose();
  });

  it('ends at the 404 catch-all for a path of no route', async () => {
    window.history.replaceState(null, '', '/nie-ma-takiej-strony');
    const router = createAppRouter();
    expect(routeNames(router)).toEqual([]);
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    router.dispose();
  });
});
