import type { FastifyInstance } from 'fastify';
import { fileOptionsQuery, filesContract, type FileOptionsQuery } from '@harmony/shared';
import { files } from '../../db/schema.js';
import { crudContext } from '../../lib/crud/context.js';
import { optionsRoute } from '../../lib/crud/list-routes.js';
import { fromContract } from '../../lib/crud/resource.js';
import { mimeWhere } from './repository.js';

/**
 * GET /api/files/options: the engine's relation options over the files table (a file or image field shows the
 * names of saved files). Same reach as the library list, GET /api/files: listowanie on Tresci__media, every
 * file (library and attached). Only the options piece is on the engine — uploads are multipart and attached
 * files are authorized through their record, which the engine's scope cannot express.
 */
export function fileOptionsRoute(app: FastifyInstance): void {
  const c = crudContext(app, {
    // The engine's write pieces are not registered here: the contract's empty input is never read.
    ...fromContract(filesContract),
    table: files,
    sortColumns: { name: files.originalName },
    searchColumns: [files.originalName],
    optionLabel: files.originalName,
    optionsQuery: fileOptionsQuery,
    optionsFilters: (q) => [mimeWhere((q as FileOptionsQuery).mime)],
  });
  optionsRoute(app, c);
}
