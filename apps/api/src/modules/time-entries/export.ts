import { loadExcel } from '../../lib/files/heavy-libraries.js';
import type { FastifyRequest } from 'fastify';
import type { TimeEntry, TimeTotals } from '@harmony/shared';
import { warsawDateTime } from '@harmony/shared';
import { toCsv } from '../../lib/crud/csv.js';

/** CSV and XLSX of the time-entry list (same filter as the list), with a totals row; headers in the request's language. */
const COLUMNS = ['day', 'user', 'project', 'category', 'description', 'start', 'end', 'minutes', 'hours', 'billable', 'cost'] as const;
type Column = (typeof COLUMNS)[number];

/** A column's spreadsheet letter (the totals' formulas name them; there are fewer than 26). */
const letter = (c: Column) => String.fromCharCode(65 + COLUMNS.indexOf(c));

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

export function entriesCsv(req: FastifyRequest, entries: TimeEntry[], totals: TimeTotals): string {
  // Polish Excel reads "1,5" as a number (and "1.5" as text or a date).
  const num = (n: number | null) => (n === null ? '' : req.locale === 'pl' ? String(n).replace('.', ',') : String(n));
  const rows: Record<Column, unknown>[] = entries.map((e) => ({
    day: e.day,
    user: e.user.name,
    project: e.project.name,
    category: e.category?.name ?? '',
    description: e.description,
    start: warsawDateTime(new Date(e.started_at)),
    end: warsawDateTime(new Date(e.ended_at)),
    minutes: e.minutes,
    hours: num(hours(e.minutes)),
    billable: req.t(e.billable ? 'time.export.yes' : 'time.export.no'),
    cost: num(e.cost),
  }));
  rows.push({
    day: req.t('time.export.total'), user: '', project: '', category: '', description: '', start: '', end: '',
    minutes: totals.minutes, hours: num(hours(totals.minutes)), billable: '', cost: num(totals.cost),
  });
  return toCsv(rows, [...COLUMNS], COLUMNS.map((c) => req.t(`time.export.${c}`)));
}

/** Warsaw wall-clock time as a zone-less spreadsheet date (Excel has no time zones). */
const sheetDate = (iso: string) => new Date(`${warsawDateTime(new Date(iso)).replace(' ', 'T')}:00Z`);

export async function entriesXlsx(req: FastifyRequest, entries: TimeEntry[], totals: TimeTotals): Promise<Buffer> {
  const book = new (await loadExcel()).Workbook();
  book.creator = '1CRM Harmony';
  const sheet = book.addWorksheet(req.t('time.export.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths: Record<Column, number> = { day: 12, user: 24, project: 28, category: 20, description: 48, start: 17, end: 17, minutes: 10, hours: 10, billable: 10, cost: 12 };
  const formats: Partial<Record<Column, string>> = { day: 'yyyy-mm-dd', start: 'yyyy-mm-dd hh:mm', end: 'yyyy-mm-dd hh:mm', hours: '0.00', cost: '#,##0.00' };
  sheet.columns = COLUMNS.map((c) => ({ header: req.t(`time.export.${c}`), key: c, width: widths[c], style: formats[c] ? { numFmt: formats[c] } : {} }));
  sheet.getRow(1).font = { bold: true };
  for (const e of entries) {
    sheet.addRow({
      day: new Date(`${e.day}T00:00:00Z`),
      user: e.user.name,
      project: e.project.name,
      category: e.category?.name ?? '',
      description: e.description,
      start: sheetDate(e.started_at),
      end: sheetDate(e.ended_at),
      minutes: e.minutes,
      hours: hours(e.minutes),
      billable: req.t(e.billable ? 'time.export.yes' : 'time.export.no'),
      cost: e.cost,
    });
  }
  // Formulas keep the sheet live when edited; their cached results are the API's totals.
  const last = entries.length + 1;
  const sum = (c: Column, result: number) => (entries.length ? { formula: `SUM(${letter(c)}2:${letter(c)}${last})`, result } : result);
  const total = sheet.addRow({
    day: req.t('time.export.total'),
    minutes: sum('minutes', totals.minutes),
    hours: entries.length ? { formula: `ROUND(${letter('minutes')}${last + 1}/60,2)`, result: hours(totals.minutes) } : hours(totals.minutes),
    cost: sum('cost', totals.cost),
  });
  total.font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
