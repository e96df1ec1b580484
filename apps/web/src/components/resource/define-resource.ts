import { ROUTES } from '@harmony/shared';
import type { Resource, ResourceDefinition, ResourceList, ResourceRoutes, ResourceRow } from './types';

/** The route-table name of a Polish path; a path missing from the table is a mistake in the declaration. */
export function routeNameOf(path: string): string {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`defineResource: ${path} is not in the route table (packages/shared/src/routes.ts)`);
  return route.name;
}

type Identity<T extends ResourceRow> = Pick<Resource<T>, 'name' | 'path' | 'subject' | 'routes' | 'list'> & { labelKey?(field: string): string };

/**
 * A contract's identity, read once: its path, permission, label group and default sort, its segment as the
 * list route, and each column sortable exactly when the contract's sort whitelist names the field.
 */
function identityOf<T extends ResourceRow>(definition: ResourceDefinition<T>): Identity<T> {
  const { contract } = definition;
  if (!contract) return definition;
  const { segment } = contract;
  const list = definition.routes.list ?? segment;
  // A list elsewhere would be a second, drifting copy of the contract's route (a further view stays under it).
  if (list !== segment && !list.startsWith(`${segment}/`)) {
    throw new Error(`defineResource(${contract.name}): list route ${list} is not the contract's segment ${segment}`);
  }
  const written = definition.list.columns.find((c) => 'sortable' in c);
  if (written) throw new Error(`defineResource(${contract.name}): column ${written.field} says sortable; the contract decides`);
  const columns = definition.list.columns.map((c) => ({ ...c, sortable: contract.sortable.includes(c.field) }));
  const resourceList: ResourceList<T> = { ...definition.list, columns, defaultSort: { field: contract.list.defaultSort, order: contract.list.defaultOrder ?? 'asc' } };
  const routes: ResourceRoutes = { ...definition.routes, list };
  return { name: contract.name, path: contract.path, subject: contract.permission, labelKey: contract.labelKey, routes, list: resourceList };
}

/**
 * One declaration per resource (react-admin's model): the shared contract (or, for a resource without one,
 * name, API path and permission subject), list columns and filters, the form's fields and the Polish routes.
 * It yields the list screen and the form screen (see resource-screens.tsx), access checks, caching and labels.
 */
export function defineResource<T extends ResourceRow>(definition: ResourceDefinition<T>): Resource<T> {
  const identity = identityOf(definition);
  const { routes } = identity;
  return {
    ...definition,
    ...identity,
    labelKey: identity.labelKey ?? ((field) => `resourceFields.${field}`),
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

/** The endpoint of a resource's list: its own (`list.path`) or the collection's. */
export const listPathOf = (resource: { path: string; list: { path?: string } }): string => resource.list.path ?? resource.path;

/** `/typy/:id/edycja` → `/typy/7/edycja` (an optional `:id?` too; a form's `:uuid`). */
export const editPathOf = (pattern: string, id: number | string): string => pattern.replace(/:(?:id|uuid)\??/, String(id));

/** What a record's screens name it by: its id, or the resource's `key` (a form's UUID). */
export const screenKeyOf = (resource: { key?: string }, row: ResourceRow): number | string => (resource.key ? String(row[resource.key]) : row.id);
