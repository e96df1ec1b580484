import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ANSWER_META_COLUMNS, answerColumnsRead, formAnswerColumnsPath, formAnswersContract, formAnswersExportQuery, takesAnswer } from '@harmony/shared';
import type { z } from 'zod';
import { formAnswers } from '../../db/schema.js';
import type { CrudContext } from '../../lib/crud/context.js';
import { toCsv } from '../../lib/crud/csv.js';
import { allRows } from '../../lib/crud/repository.js';
import { loadExcel } from '../../lib/files/heavy-libraries.js';
import { notFound } from '../../lib/http-errors.js';
import { fieldLabel, validationError, fieldErrors } from '../../lib/validate.js';
import { labelOf, loadForm, type LoadedForm } from '../public-forms/definition.js';

type Query = z.output<typeof formAnswersExportQuery>;
type Row = Record<string, unknown>;
interface Column { key: string; label: string; meta: boolean }

const EXPORT_LIMIT = 100_000;
const LABELS = formAnswersContract.labels;

/** Every column an export offers: the answer's own, then the form's fields that take an answer, in order. */
function columnsOf(req: FastifyRequest, loaded: LoadedForm): Column[] {
  return [
    ...ANSWER_META_COLUMNS.map((key) => ({ key, label: fieldLabel(req, key, LABELS), meta: true })),
    ...loaded.fields.filter((f) => takesAnswer(f.kind)).map((f) => ({ key: f.key, label: labelOf(f, req.locale), meta: false })),
  ];
}

/** The chosen columns (`columns=a,b`, in that order; unknown names are a 422), or all of them. */
function chosen(req: FastifyRequest, all: Column[], asked: string | undefined): Column[] {
  if (!asked) return all;
  const keys = asked.split(',').map((k) => k.trim()).filter(Boolean);
  const bad = keys.find((k) => !all.some((c) => c.key === k));
  if (bad !== undefined || !keys.length) throw validationError(fieldErrors([{ path: ['columns'], message: 'in' }], req, LABELS));
  return keys.map((k) => all.find((c) => c.key === k)!);
}

/** One answer as a spreadsheet row of texts: lists joined, yes/no and spam reasons in the reader's language, file names. */
function cells(req: FastifyRequest, answer: Row, columns: Column[]): Record<string, string | number> {
  const data = answer.data as Record<string, string | string[]>;
  const files = (answer.files as { field: string; name: string }[]) ?? [];
  const out: Record<string, string | number> = {};
  for (const c of columns) {
    if (!c.meta) {
      const own = files.filter((f) => f.field === c.key).map((f) => f.name);
      const value = data[c.key];
      out[c.key] = own.length ? own.join(', ') : Array.isArray(value) ? value.join(', ') : (value ?? '');
    } else if (c.key === 'is_spam') out[c.key] = req.t(`formAnswers.flags.${answer.is_spam}`);
    else if (c.key === 'spam_reason') out[c.key] = answer.spam_reason ? req.t(`formAnswers.spamReasons.${answer.spam_reason}`) : '';
    else out[c.key] = answer[c.key] as string | number;
  }
  return out;
}

const fileName = (loaded: LoadedForm, ext: string) =>
  `attachment; filename="${formAnswersContract.name}-${loaded.form.id}-${new Date().toISOString().slice(0, 10)}.${ext}"`;

/**
 * The answers' exports (issue 27): the list's current filter and sort with the chosen columns — CSV in UTF-8 with
 * a BOM and CRLF line ends (Excel shows Polish letters) and XLSX — and the columns on offer.
 */
export function answerExportRoutes(app: FastifyInstance, c: CrudContext) {
  const formOf = async (req: FastifyRequest) => {
    const loaded = await loadForm(app.db, (req.query as Query).form, { byId: true });
    if (!loaded) throw notFound();
    return loaded;
  };
  const rowsOf = async (req: FastifyRequest, loaded: LoadedForm) => {
    const q = req.query as Query;
    const columns = chosen(req, columnsOf(req, loaded), q.columns);
    const rows = (await allRows(app.db, formAnswers, c.whereOf(req, q), c.o.sortColumns[q.sort]!, q.order, EXPORT_LIMIT, c.o.view)).map(c.serialize);
    return { columns, rows: rows.map((r) => cells(req, r, columns)) };
  };
  const access = { config: c.access('listowanie'), schema: { querystring: formAnswersExportQuery } };

  app.get(formAnswerColumnsPath, { ...access, schema: { querystring: formAnswersExportQuery, response: { 200: answerColumnsRead } } }, async (req) =>
    ({ data: columnsOf(req, await formOf(req)) }));

  app.get(`${formAnswersContract.path}/export.csv`, access, async (req, reply: FastifyReply) => {
    const loaded = await formOf(req);
    const { columns, rows } = await rowsOf(req, loaded);
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', fileName(loaded, 'csv'))
      .send(toCsv(rows, columns.map((col) => col.key), columns.map((col) => col.label)));
  });

  app.get(`${formAnswersContract.path}/export.xlsx`, access, async (req, reply: FastifyReply) => {
    const loaded = await formOf(req);
    const { columns, rows } = await rowsOf(req, loaded);
    const book = new (await loadExcel()).Workbook();
    const sheet = book.addWorksheet(loaded.form.name.slice(0, 31).replace(/[*?:\\/[\]]/g, ' ') || 'answers');
    sheet.addRow(columns.map((col) => col.label));
    for (const row of rows) sheet.addRow(columns.map((col) => row[col.key]));
    return reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', fileName(loaded, 'xlsx')).send(Buffer.from(await book.xlsx.writeBuffer()));
  });
}
