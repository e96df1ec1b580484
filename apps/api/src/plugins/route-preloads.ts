import path from 'node:path';
import { ROUTE_PRELOADS_FILE, ROUTES, type RouteDef, type RoutePreloads } from '@harmony/shared';
import { buildFile } from '../lib/build-file.js';

const isPathList = (value: unknown): value is Record<string, string[]> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((files) => Array.isArray(files) && files.every((file) => typeof file === 'string' && /^\/[\w./-]+\.js$/.test(file)));

function parse(text: string): RoutePreloads | null {
  try {
    const value = JSON.parse(text) as Partial<RoutePreloads>;
    const { entry, routes, layouts } = value;
    return isPathList({ entry }) && isPathList(routes) && isPathList(layouts) ? { entry: entry!, routes, layouts } : null;
  } catch {
    return null;
  }
}

/**
 * What a signed-in screen asks the API for before anything else (apps/web/src/main.tsx): the session probe,
 * then the shell's app config. Preloaded as the app fetches them (credentials included), so its own fetch
 * takes the preloaded answer: both arrive while the scripts download instead of one after the other once
 * they have run. Neither answer depends on the request's language.
 */
const SIGNED_IN_DATA = ['/api/session', '/api/app-config'];

/** Where the app sends a guest who opens a signed-in screen. */
const SIGN_IN = ROUTES.find((route) => route.name === 'login')!;

/** What a page load preloads: the API answers it asks for first, and its screen's chunks (URL paths). */
export interface PagePreloads {
  data: string[];
  chunks: string[];
}

/**
 * What a route's page preloads: the browser fetches its chunks beside the entry instead of finding them only
 * once the entry has run and asked for them. A signed-in screen's chunks and first data (SIGNED_IN_DATA) only
 * for a request with a live session (plugins/spa.ts); a guest gets the app's sign-in screen's chunks instead,
 * where the app sends them. The build's list is read again when it changes (a new build in the same folder);
 * without it (a development server, an older build) only the data is preloaded.
 */
export function routePreloads(root: string) {
  const current = buildFile(path.join(root, ROUTE_PRELOADS_FILE), parse);
  return (requested: RouteDef, hasSession: boolean): PagePreloads => {
    const guest = requested.middleware.includes('auth') && !hasSession;
    const route = guest ? SIGN_IN : requested;
    const data = route.middleware.includes('auth') ? SIGNED_IN_DATA : [];
    const preloads = current();
    const screen = preloads ? [...(preloads.layouts[route.layout] ?? []), ...(preloads.routes[route.name] ?? [])] : [];
    const chunks = preloads && screen.length ? [...new Set([...preloads.entry, ...screen])] : [];
    return { data, chunks };
  };
}

/** The `Link` header that starts a page's preloads with the page, or null when there are none. */
export function preloadHeader({ data, chunks }: PagePreloads): string | null {
  const links = [
    ...data.map((href) => `<${href}>; rel=preload; as=fetch; crossorigin=use-credentials`),
    ...chunks.map((href) => `<${href}>; rel=modulepreload; crossorigin`),
  ];
  return links.length ? links.join(', ') : null;
}
