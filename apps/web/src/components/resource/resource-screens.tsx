import type { ComponentType } from 'react';
import type { RouteDef } from '@harmony/shared';
import { lazyScreen } from '../../lib/pwa/lazy-screen';
import type { ResourceScreenProps } from './resource-list-page';
import type { AnyResource } from './types';

/** A screen of the router's registry: a component of the route, with a preload for prefetching. */
export type RouteScreenComponent = ComponentType<{ route: RouteDef }> & { preload(): Promise<unknown> };

// The generic screens are chunks of their own (the DataGrid is heavy); declarations stay small and eager.
const ListPage = lazyScreen<ResourceScreenProps>(() => import('./resource-list-page').then((m) => ({ default: m.ResourceListPage })));
const FormPage = lazyScreen<ResourceScreenProps>(() => import('./resource-form-page').then((m) => ({ default: m.ResourceFormPage })));

function bind(Page: typeof ListPage, resource: AnyResource): RouteScreenComponent {
  const Screen = ({ route }: { route: RouteDef }) => <Page route={route} resource={resource} />;
  Screen.displayName = `ResourceScreen(${resource.name})`;
  return Object.assign(Screen, { preload: Page.preload });
}

/** The screens a declaration yields, keyed by route-table name: list, and the form at create and edit. */
export function resourceScreens(resource: AnyResource): Record<string, RouteScreenComponent> {
  const { list, create, edit } = resource.routeNames;
  const screens: Record<string, RouteScreenComponent> = { [list]: bind(ListPage, resource) };
  if (resource.form && create) screens[create] = bind(FormPage, resource);
  if (resource.form && edit) screens[edit] = bind(FormPage, resource);
  return screens;
}
