import { stringify } from 'csv-stringify/sync';

/**
 * CSV that Excel opens correctly: UTF-8 with BOM, semicolons (Polish Excel's list separator), CRLF line ends
 * (RFC 4180; a line break inside a quoted cell stays as it was written), and cells
 * starting with = + - @ prefixed with a quote so they are never run as formulas (CSV injection).
 */
export function toCsv(rows: Record<string, unknown>[], columns: string[], header: string[] = columns): string {
  const safe = (value: unknown) => {
    if (value === null || value === undefined) return '';
    // A related record ({id, name, …}) reads as its name in a spreadsheet.
    const named = typeof value === 'object' && 'name' in value ? (value as { name: unknown }).name : value;
    const text = typeof named === 'object' && named !== null ? JSON.stringify(named) : String(named ?? '');
    return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  };
  const body = stringify([header, ...rows.map((r) => columns.map((c) => safe(r[c])))], { delimiter: ';', record_delimiter: 'windows' });
  return `\uFEFF${body}`;
}
