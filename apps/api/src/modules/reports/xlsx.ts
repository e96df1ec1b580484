import type ExcelJS from 'exceljs';
import { loadExcel } from '../../lib/files/heavy-libraries.js';
import type { Column, ColumnKind, ReportDoc, Section } from './document.js';

const FORMATS: Record<ColumnKind, string | undefined> = {
  text: undefined, minutes: '0', hours: '0.00', money: '#,##0.00', percent: '0.0%',
};
const WIDTHS: Record<ColumnKind, number> = { text: 18, minutes: 10, hours: 10, money: 14, percent: 12 };

/** Excel forbids []:*?/\ in sheet names and cuts them at 31 characters; names must be unique. */
function sheetName(title: string, taken: Set<string>): string {
  const base = title.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || 'Raport';
  let name = base;
  for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${base.slice(0, 28)} ${i}`;
  taken.add(name.toLowerCase());
  return name;
}

/** Spreadsheets keep percentages as fractions shown with a % format. */
const cellValue = (c: Column, value: unknown) =>
  value === null || value === undefined ? null : c.kind === 'percent' ? Number(value) / 100 : value;

function addSection(book: ExcelJS.Workbook, doc: ReportDoc, section: Section, taken: Set<string>) {
  const sheet = book.addWorksheet(sheetName(doc.sections.length > 1 ? section.title : doc.title, taken), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = section.columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: c.kind === 'text' ? Math.round(WIDTHS.text * ((c.weight ?? 3) / 2)) : WIDTHS[c.kind],
    style: FORMATS[c.kind] ? { numFmt: FORMATS[c.kind] } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF5E3B8' } };
  for (const row of section.rows) {
    sheet.addRow(Object.fromEntries(section.columns.map((c) => [c.key, cellValue(c, row[c.key])])));
  }
  // Formulas keep the sheet live when edited; their cached results are the API's totals.
  const last = section.rows.length + 1;
  const totals = sheet.addRow(Object.fromEntries(section.columns.map((c, i) => {
    const value = cellValue(c, section.totals[c.key]);
    if (c.kind === 'text' || c.kind === 'percent' || value === null || !section.rows.length) return [c.key, value];
    const letter = sheet.getColumn(i + 1).letter;
    return [c.key, { formula: `SUM(${letter}2:${letter}${last})`, result: value }];
  })));
  totals.font = { bold: true };
  totals.border = { top: { style: 'thin' } };
}

/** A report as an XLSX workbook: one sheet per table, header row, number formats, totals row. */
export async function reportXlsx(doc: ReportDoc): Promise<Buffer> {
  const book = new (await loadExcel()).Workbook();
  book.creator = '1CRM Harmony';
  book.title = doc.title;
  book.subject = doc.period;
  const taken = new Set<string>();
  for (const section of doc.sections) addSection(book, doc, section, taken);
  return Buffer.from(await book.xlsx.writeBuffer());
}
