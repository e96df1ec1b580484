import { createElement, type ComponentType } from 'react';
import type { RouteDef } from '@harmony/shared';
import { lazyScreen } from '../../lib/pwa/lazy-screen';

export interface ScreenProps {
  route: RouteDef;
}

/**
 * A screen of a route, with a preload for prefetching its chunk and, where the screen knows how, a
 * prefetch of the data it shows first at a URL query (app/router/first-screen-data.ts).
 */
export type Screen = ComponentType<ScreenProps> & { preload(): Promise<unknown>; prefetchData?(search: string): Promise<unknown> };

/** The sign-in page needs only the shell's texts, and no table of the other screens. */
const Login = lazyScreen<ScreenProps>(() => import('../../features/auth/login-page').then((m) => ({ default: m.LoginPage })));

/**
 * The table of every other screen (screen-registry.ts) is a chunk of its own: its lazy imports and their preload
 * lists were a fifth of the sign-in page's entry (issue 5's 200 KB budget). A page load starts it at once
 * (prefetch-routes.ts), beside the session probe.
 */
const registry = () => import('./screen-registry');
const screens = new Map<string, Screen>();

/** The screen of a route: the sign-in page's, or one standing in for the registry's until that is in. */
export function screenFor(route: RouteDef): Screen {
  if (route.name === 'login') return Login;
  let screen = screens.get(route.name);
  if (!screen) {
    const registered = () => registry().then((r) => r.registeredScreen(route));
    screen = Object.assign(
      lazyScreen<ScreenProps>(async () => {
        const inner = await registered();
        // Loaded before it renders: the inner lazy screen then shows without suspending a second time. React.lazy
        // resolves to a function component, not to another lazy one: hence the wrapper.
        await inner.preload();
        const Registered = (props: ScreenProps) => createElement(inner, props);
        return { default: Registered };
      }),
      { prefetchData: (search: string) => registered().then((inner) => inner.prefetchData?.(search)) },
    );
    screens.set(route.name, screen);
  }
  return screen;
}
