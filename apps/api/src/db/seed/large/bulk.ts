import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client.js';

/**
 * Multi-row inserts for the large seed: one statement per chunk, rows sent as one JSON parameter and
 * unpacked by json_to_recordset. The same SQL runs on PGlite and PostgreSQL (no COPY, no driver-specific
 * array encoding), and one round trip carries thousands of rows.
 */
export type Columns = Record<string, string>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function insertJson(
  db: DbOrTx, table: string, columns: Columns, rows: Record<string, unknown>[], returning?: string,
): Promise<Record<string, unknown>[]> {
  if (!rows.length) return [];
  const names = Object.keys(columns).map(quote).join(', ');
  const shape = Object.entries(columns).map(([c, t]) => `${quote(c)} ${t}`).join(', ');
  const tail = returning ? ` returning ${returning}` : '';
  const result = await db.execute(
    sql`${sql.raw(`insert into ${quote(table)} (${names}) select ${names} from json_to_recordset(`)}${JSON.stringify(rows)}${sql.raw(`::json) as x(${shape})${tail}`)}`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows ?? [];
}

/** Inserts `rows` in chunks, reporting progress; returns the rows RETURNING gave, in order. */
export async function insertChunked(
  db: DbOrTx, table: string, columns: Columns, rows: Record<string, unknown>[], chunk = 5_000, returning?: string,
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < rows.length; i += chunk) out.push(...(await insertJson(db, table, columns, rows.slice(i, i + chunk), returning)));
  return out;
}

/** Rows per second of a phase, printed as the seed goes. */
export class Meter {
  private readonly started = performance.now();
  constructor(private readonly label: string) {}

  done(rows: number): void {
    const s = (performance.now() - this.started) / 1000;
    const rate = s > 0 ? Math.round(rows / s) : rows;
    console.log(`  ${this.label.padEnd(16)} ${String(rows).padStart(9)} rows in ${s.toFixed(1).padStart(6)} s  (${rate.toLocaleString('en')} rows/s)`);
  }
}
