import type { FastifyInstance } from 'fastify';
import { crudContext } from './context.js';
import { bulkDeleteRoute, deleteRoute } from './delete-routes.js';
import { exportRoute, listRoute, optionsRoute } from './list-routes.js';
import { orderRoute, moveRoute } from './order-routes.js';
import { createRoute, getRoute, updateRoute } from './record-routes.js';
import type { CrudOptions } from './resource.js';
import { versionRoutes } from './versions.js';

export type { CrudOptions } from './resource.js';

/**
 * Every standard piece of one resource (STYLE rule 3): list, export, get, create, update, delete with undo,
 * bulk delete — plus relation options, reorder and move when the options declare a label, a position or a
 * tree. A module that needs one piece changed calls the pieces itself (see the folder's README).
 */
export function registerCrud(app: FastifyInstance, o: CrudOptions, extras: { options?: boolean } = {}): void {
  const c = crudContext(app, o);
  const listed = o.listView ? { ...c, o: { ...o, view: o.listView } } : c;
  listRoute(app, listed);
  exportRoute(app, listed);
  if (extras.options) optionsRoute(app, c);
  if (o.position) orderRoute(app, c);
  if (o.tree) moveRoute(app, c);
  getRoute(app, c);
  createRoute(app, c);
  updateRoute(app, c);
  deleteRoute(app, c);
  bulkDeleteRoute(app, c);
  if (o.versions) versionRoutes(app, c);
}
