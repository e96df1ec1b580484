import { ROUTES } from '@harmony/shared';
import type { Resource, ResourceDefinition, ResourceRow } from './types';

/** The route-table name of a Polish path; a path missing from the table is a mistake in the declaration. */
export function routeNameOf(path: string): string {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`defineResource: ${path} is not in the route table (packages/shared/src/routes.ts)`);
  return route.name;
}

/**
 * One declaration per resource (react-admin's model): name, API path, permission subject, list columns
 * and filters, the shared form schema and fields, and the Polish routes. It yields the list screen and
 * the form screen (see resource-screens.tsx), access checks, caching and labels.
 */
export function defineResource<T extends ResourceRow>(definition: ResourceDefinition<T>): Resource<T> {
  const { routes } = definition;
  return {
    ...definition,
    labelKey: definition.labelKey ?? ((field) => `resourceFields.${field}`),
    title: definition.title ?? ((row) => String(row.name ?? row.id)),
    actions: {
      export: true,
      delete: true,
      edit: Boolean(definition.form),
      undo: true,
      ...definition.actions,
      bulkDelete: definition.actions?.bulkDelete ?? definition.actions?.delete ?? true,
    },
    routeNames: {
      list: routeNameOf(routes.list),
      create: routes.create ? routeNameOf(routes.create) : undefined,
      edit: routes.edit ? routeNameOf(routes.edit) : undefined,
    },
  };
}

/** The path of one record: `itemPath` of a nested collection, else the collection's. */
export const itemPathOf = (resource: { path: string; itemPath?: string }): string => resource.itemPath ?? resource.path;

/** `/typy/:id/edycja` → `/typy/7/edycja` (an optional `:id?` too). */
export const editPathOf = (pattern: string, id: number | string): string => pattern.replace(/:id\??/, String(id));
