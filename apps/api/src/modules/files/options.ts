import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fileListQuery, fileOptionsQuery, type FileOptionsQuery } from '@harmony/shared';
import { files } from '../../db/schema.js';
import { crudContext } from '../../lib/crud/context.js';
import { optionsRoute } from '../../lib/crud/list-routes.js';
import type { ListQuery, Row } from '../../lib/crud/resource.js';
import { mimeWhere } from './repository.js';

/**
 * GET /api/files/options: the engine's relation options over the files table (a file or image field shows the
 * names of saved files). Same reach as the library list, GET /api/files: listowanie on Administracja, every
 * file (library and attached). Only the options piece is on the engine — uploads are multipart and attached
 * files are authorized through their record, which the engine's scope cannot express.
 */
export function fileOptionsRoute(app: FastifyInstance): void {
  const c = crudContext(app, {
    name: 'files',
    path: '/api/files',
    table: files,
    subject: 'Administracja',
    labels: 'admin.fields',
    // The engine's write pieces are not registered here; these satisfy the options' type only.
    input: z.object({}) as unknown as z.ZodType<Row>,
    listQuery: fileListQuery as unknown as z.ZodType<ListQuery>,
    sortColumns: { name: files.originalName },
    searchColumns: [files.originalName],
    optionLabel: files.originalName,
    optionsQuery: fileOptionsQuery,
    optionsFilters: (q) => [mimeWhere((q as FileOptionsQuery).mime)],
  });
  optionsRoute(app, c);
}
