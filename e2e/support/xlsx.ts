import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';

export interface Sheet {
  name: string;
  header: string[];
  /** The rows between the header and the totals row, as plain values (a formula gives its result). */
  rows: unknown[][];
  totals: unknown[];
  /** The totals row's formulas by column (null where it holds a plain value). */
  formulas: (string | null)[];
}

const plain = (v: ExcelJS.CellValue): unknown => (v !== null && typeof v === 'object' && 'formula' in v ? v.result : v);

/** Clicks the export button and waits for the browser's download (the SPA fetches the file and saves a blob). */
export async function downloadFrom(page: Page, testId: string): Promise<{ download: Download; buffer: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const file = await download.path();
  return { download, buffer: fs.readFileSync(file) };
}

/** Every sheet of a report workbook: header row, data rows and the totals row last (apps/api reports/xlsx.ts). */
export async function readReport(buffer: Buffer): Promise<Sheet[]> {
  const book = new ExcelJS.Workbook();
  // exceljs types an older Buffer; the bytes are the same.
  await book.xlsx.load(buffer as unknown as Parameters<typeof book.xlsx.load>[0]);
  return book.worksheets.map((ws) => {
    const lines: ExcelJS.CellValue[][] = [];
    ws.eachRow({ includeEmpty: true }, (row) => {
      lines.push(Array.from({ length: ws.columnCount }, (_, i) => row.getCell(i + 1).value));
    });
    const last = lines.at(-1) ?? [];
    return {
      name: ws.name,
      header: (lines[0] ?? []).map(String),
      rows: lines.slice(1, -1).map((l) => l.map(plain)),
      totals: last.map(plain),
      formulas: last.map((v) => (v !== null && typeof v === 'object' && 'formula' in v ? (v.formula ?? null) : null)),
    };
  });
}

/** A column's values by its header. */
export function column(sheet: Sheet, header: string): { values: number[]; total: number; formula: string | null; letter: string } {
  const i = sheet.header.indexOf(header);
  if (i < 0) throw new Error(`No column "${header}" in ${sheet.header.join(', ')}`);
  return {
    values: sheet.rows.map((r) => Number(r[i] ?? 0)),
    total: Number(sheet.totals[i]),
    formula: sheet.formulas[i] ?? null,
    letter: String.fromCharCode(65 + i),
  };
}
