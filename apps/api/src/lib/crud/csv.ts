import { stringify } from 'csv-stringify/sync';

/**
 * CSV that Excel opens correctly: UTF-8 with BOM, semicolons (Polish Excel's list separator), and cells
 * starting with = + - @ prefixed with a quote so they are never run as formulas (CSV injection).
 */
export function toCsv(rows: Record<string, unknown>[], columns: string[], header: string[] = columns): string {
  const safe = (value: unknown) => {
    if (value === null || value === undefined) return '';
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  };
  const body = stringify([header, ...rows.map((r) => columns.map((c) => safe(r[c])))], { delimiter: ';' });
  return `\uFEFF${body}`;
}
