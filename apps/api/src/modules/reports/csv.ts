import type { FastifyRequest } from 'fastify';
import { toCsv } from '../../lib/crud/csv.js';
import type { Cell, ColumnKind, ReportDoc } from './document.js';

/** Decimals shown per kind of number (minutes are whole). */
export const DECIMALS: Record<Exclude<ColumnKind, 'text'>, number> = { minutes: 0, hours: 2, money: 2, percent: 1 };

/**
 * A report as CSV (UTF-8 with BOM, semicolons, no formula injection: lib/crud/csv.ts). Polish files use the
 * decimal comma Polish Excel reads as a number. Several tables (one project's report) become one table with
 * the breakdown in the first column; the last row carries the totals.
 */
export function reportCsv(req: FastifyRequest, doc: ReportDoc): string {
  const format = (kind: ColumnKind, value: Cell) => {
    if (value === null || value === undefined || kind === 'text' || typeof value !== 'number') return value;
    const text = value.toFixed(DECIMALS[kind]);
    return req.locale === 'pl' ? text.replace('.', ',') : text;
  };
  const [first] = doc.sections;
  if (!first) return toCsv([], []);
  const columns = first.columns;
  const row = (values: Record<string, Cell>) => Object.fromEntries(columns.map((c) => [c.key, format(c.kind, values[c.key] ?? null)]));
  if (doc.sections.length === 1) {
    return toCsv([...first.rows.map(row), row(first.totals)], columns.map((c) => c.key), columns.map((c) => c.label));
  }
  const [name, ...rest] = columns;
  const keys = ['section', name!.key, ...rest.map((c) => c.key)];
  const header = [req.t('reports.columns.section'), req.t('reports.columns.item'), ...rest.map((c) => c.label)];
  const rows = doc.sections.flatMap((s) => s.rows.map((r) => ({ section: s.title, ...row(r) })));
  rows.push({ ...row(first.totals), section: req.t('reports.total'), [name!.key]: '' });
  return toCsv(rows, keys, header);
}
