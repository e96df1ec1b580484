import { parse as parseCsv } from 'csv-parse/sync';
import { loadExcel } from '../files/heavy-libraries.js';
import { fileTypeFromBuffer } from 'file-type';
import { importColumnMatcher, type ImportColumns } from '@harmony/shared';

export interface RawRow<C extends string = string> {
  /** Line in the file (the header is line 1). */
  line: number;
  /** Every column of the import: '' for an empty cell or a column the file does not have. */
  data: Record<C, string>;
}

export type ReadResult<C extends string = string> =
  /** present: the columns the file's header has (an update keeps what an absent column would hold). */
  | { ok: true; rows: RawRow<C>[]; present: C[] }
  /** content: the bytes are not what the extension says; columns: required headers are missing. */
  | { ok: false; problem: 'content' }
  | { ok: false; problem: 'columns'; missing: C[] };

/** What an import reads: its columns (accepted headers each) and those the file must have. */
export interface ImportShape<C extends string> {
  columns: ImportColumns<C>;
  required: readonly C[];
}

/**
 * Reads the import file by its extension, after checking that the content matches it: an .xlsx must be
 * an OOXML spreadsheet (a zip with the workbook parts), a .csv must be text (UTF-8, or Windows-1250 as
 * older Polish Excel saves it) with no binary bytes. Returns the data rows keyed by column.
 */
export async function readImportFile<C extends string>(shape: ImportShape<C>, extension: 'csv' | 'xlsx', buffer: Buffer): Promise<ReadResult<C>> {
  const detected = await fileTypeFromBuffer(buffer);
  let table: { line: number; cells: string[] }[] | null;
  if (extension === 'xlsx') {
    table = detected?.ext === 'xlsx' ? await readXlsx(buffer) : null;
  } else {
    table = detected ? null : readCsv(buffer);
  }
  if (!table) return { ok: false, problem: 'content' };
  return toRows(shape, table);
}

function toRows<C extends string>(shape: ImportShape<C>, table: { line: number; cells: string[] }[]): ReadResult<C> {
  const columns = Object.keys(shape.columns) as C[];
  const columnOf = importColumnMatcher(shape.columns);
  const [header, ...body] = table;
  const positions = new Map<C, number>();
  (header?.cells ?? []).forEach((cell, i) => {
    const column = columnOf(cell);
    if (column && !positions.has(column)) positions.set(column, i);
  });
  const missing = shape.required.filter((c) => !positions.has(c));
  if (missing.length) return { ok: false, problem: 'columns', missing };
  const rows = body
    .filter((r) => r.cells.some((c) => c.trim() !== ''))
    .map((r) => ({
      line: r.line,
      data: Object.fromEntries(columns.map((c) => [c, positions.has(c) ? (r.cells[positions.get(c)!] ?? '').trim() : ''])) as Record<C, string>,
    }));
  return { ok: true, rows, present: [...positions.keys()] };
}

function decodeText(buffer: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    text = new TextDecoder('windows-1250').decode(buffer);
  }
  // Text has no control characters besides tab and line breaks (a BOM is fine).
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? null : text.replace(/^\uFEFF/, '');
}

function readCsv(buffer: Buffer): { line: number; cells: string[] }[] | null {
  const text = decodeText(buffer);
  if (text === null) return null;
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  // The separator is whichever of ; , tab the header uses most (Polish Excel writes semicolons).
  const delimiter = [';', ',', '\t'].map((d) => ({ d, n: firstLine.split(d).length })).sort((a, b) => b.n - a.n)[0]!.d;
  try {
    const records = parseCsv(text, { delimiter, info: true, skip_empty_lines: true, relax_column_count: true }) as unknown as
      { record: string[]; info: { lines: number } }[];
    return records.map((r) => ({ line: r.info.lines, cells: r.record }));
  } catch {
    return null;
  }
}

async function readXlsx(buffer: Buffer): Promise<{ line: number; cells: string[] }[] | null> {
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const out: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    for (let i = 1; i <= row.cellCount; i++) cells.push(row.getCell(i).text ?? '');
    out.push({ line, cells });
  });
  return out;
}
