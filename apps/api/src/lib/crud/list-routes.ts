import type { FastifyInstance, FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { listPageRead, optionsQuerySchema } from '@harmony/shared';
import { fieldLabel } from '../validate.js';
import type { CrudContext } from './context.js';
import { toCsv } from './csv.js';
import { allRows, listRows } from './repository.js';
import type { ListQuery, Row } from './resource.js';
import { foldedSearch, optionRows } from './tree-repository.js';
import { pageMeta } from './envelope.js';

/** GET {path}: one page of the filtered, searched, sorted list in the envelope `{data, meta}`. */
export function listRoute(app: FastifyInstance, c: CrudContext): void {
  const { o } = c;
  app.get(o.path, {
    config: c.access('listowanie'),
    schema: { querystring: o.listQuery, ...(o.read ? { response: { 200: listPageRead(o.read) } } : {}) },
  }, async (req) => {
    const q = req.query as ListQuery;
    const { rows, total, more, estimated } = await listRows(app.db, o.table, {
      where: c.whereOf(req, q), sort: o.sortColumns[q.sort]!, order: q.order, page: q.page, perPage: q.per_page, countUpTo: o.countUpTo,
    }, o.view);
    return {
      data: await c.redacted(req, rows.map(c.serialize)),
      meta: pageMeta(total, q, { more, estimated, rows: rows.length }),
    };
  });
}

/** The whole current filter (no paging), its columns and their headers in the request's language. */
async function exported(app: FastifyInstance, c: CrudContext, req: FastifyRequest) {
  const { o } = c;
  // The list's own query (its route schema): an export is the current filter and sort, its paging aside.
  const q = req.query as ListQuery;
  const rows = await c.redacted(req, (await allRows(app.db, o.table, c.whereOf(req, q), o.sortColumns[q.sort]!, q.order, o.exportLimit ?? 100_000, o.view))
    .map(c.serialize));
  const empty = () => c.serialize(Object.fromEntries(Object.keys(o.sortColumns).map((k) => [k, null])));
  // Redacted rows may differ in fields: every field any row has, in the order they first appear.
  const columns = o.redact && rows.length ? [...new Set(rows.flatMap((r) => Object.keys(r)))] : Object.keys(rows[0] ?? empty());
  return { rows, columns, header: columns.map((col) => fieldLabel(req, col, o.labels)) };
}

const fileName = (name: string, ext: string) => `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.${ext}"`;

/** A cell of a spreadsheet: a related record reads as its name, an object as JSON. */
const cell = (value: unknown) => {
  if (value === null || value === undefined) return null;
  const named = typeof value === 'object' && 'name' in value ? (value as { name: unknown }).name : value;
  return typeof named === 'object' && named !== null ? JSON.stringify(named) : (named as string | number | boolean);
};

/** GET {path}/export.csv and {path}/export.xlsx: the current filter as a spreadsheet. */
export function exportRoute(app: FastifyInstance, c: CrudContext, formats: ('csv' | 'xlsx')[] = ['csv', 'xlsx']): void {
  const { o } = c;
  if (formats.includes('csv')) {
    // No answer schema: the answer is a file.
    app.get(`${o.path}/export.csv`, { config: c.access('listowanie'), schema: { querystring: o.listQuery } }, async (req, reply) => {
      const { rows, columns, header } = await exported(app, c, req);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', fileName(o.name, 'csv'))
        .send(toCsv(rows, columns, header));
    });
  }
  if (formats.includes('xlsx')) {
    app.get(`${o.path}/export.xlsx`, { config: c.access('listowanie'), schema: { querystring: o.listQuery } }, async (req, reply) => {
      const { rows, columns, header } = await exported(app, c, req);
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet(o.name);
      // Strings stay strings in XLSX (no formula runs), so no CSV-injection quoting is needed here.
      sheet.addRow(header);
      for (const row of rows) sheet.addRow(columns.map((col) => cell((row as Row)[col])));
      const body = Buffer.from(await book.xlsx.writeBuffer());
      return reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', fileName(o.name, 'xlsx')).send(body);
    });
  }
}

/**
 * GET {path}/options: a relation picker's page of `{id, label, parent_id?}` (search as you type, paging, or
 * exactly the chosen `ids`), behind the resource's own listowanie and record scope.
 */
export function optionsRoute(app: FastifyInstance, c: CrudContext): void {
  const { o } = c;
  const fixed = o.optionLabel ?? (o.table as unknown as Record<string, never>).name;
  if (!fixed) throw new Error(`${o.name}: optionsRoute needs optionLabel (the table has no name column)`);
  if (typeof fixed === 'function' && !o.searchColumns?.length && !o.searchCondition) throw new Error(`${o.name}: a label by request needs searchColumns or searchCondition`);
  app.get(`${o.path}/options`, { config: c.access('listowanie'), schema: { querystring: o.optionsQuery ?? optionsQuerySchema } }, async (req) => {
    const q = req.query as z.output<typeof optionsQuerySchema> & Row;
    const label = typeof fixed === 'function' ? fixed(req) : fixed;
    const search = q.search && o.searchCondition ? o.searchCondition(q.search) : foldedSearch(o.searchColumns?.length ? o.searchColumns : [label], q.search);
    const { rows, total, more } = await optionRows(app.db, o.table, {
      label, parent: o.tree?.parent, ids: q.ids, page: q.page, perPage: q.per_page, order: o.optionsOrder, countUpTo: o.countUpTo,
      where: [c.scopeOf(req), search, ...(o.optionsFilters?.(q) ?? [])],
    });
    return { data: rows, meta: pageMeta(total, q, { more, rows: rows.length }) };
  });
}
