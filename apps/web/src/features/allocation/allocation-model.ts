import { allocationsInput, type AllocationsInput, type FieldErrors, type ProjectAllocationsResponse } from '@harmony/shared';

/** One person's row of the grid: planned hours as typed, by month, and the hours they worked. */
export interface GridRow {
  user: { id: number; name: string };
  planned: Record<string, string>;
  worked: Record<string, number>;
}

/** The cell a payload row came from, so an error on `allocations.N.…` finds its input. */
export interface CellRef {
  userId: number;
  month: string;
}

export const cellKey = (userId: number, month: string) => `${userId}/${month}`;

/** "12,5" → 12.5; empty → null; anything else stays text (the schema then says what is wrong). */
export function parseHours(text: string): number | string | null {
  const value = text.trim().replace(',', '.');
  if (!value) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : text.trim();
}

/** The API's answer as grid rows (planned hours as text, with the reader's decimal separator). */
export function rowsOf(answer: ProjectAllocationsResponse, decimal: '.' | ',' = '.'): GridRow[] {
  return answer.data.map((a) => ({
    user: a.user,
    planned: Object.fromEntries(Object.entries(a.months).map(([m, h]) => [m, String(h).replace('.', decimal)])),
    worked: { ...a.worked },
  }));
}

/**
 * The PUT body for the whole range: every filled, non-zero cell inside it (empty and zero cells are left
 * out, so the API removes them), and which cell each row of the body came from.
 */
export function buildAllocationPayload(from: string, to: string, rows: GridRow[], months: string[]): { body: AllocationsInput; cells: CellRef[] } {
  const allocations: AllocationsInput['allocations'] = [];
  const cells: CellRef[] = [];
  for (const row of rows) {
    for (const month of months) {
      const hours = parseHours(row.planned[month] ?? '');
      if (hours === null || hours === 0) continue;
      allocations.push({ user_id: row.user.id, month, planned_hours: hours as number });
      cells.push({ userId: row.user.id, month });
    }
  }
  return { body: { from, to, allocations }, cells };
}

/** Errors of `allocations.N.<field>` on their cells; everything else (the range, the list) kept apart. */
export function cellErrors(errors: FieldErrors, cells: CellRef[]): { cells: Record<string, string>; general: string[] } {
  const out: Record<string, string> = {};
  const general: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    const index = /^allocations\.(\d+)\./.exec(path)?.[1];
    const cell = index === undefined ? undefined : cells[Number(index)];
    if (cell && messages[0]) out[cellKey(cell.userId, cell.month)] ??= messages[0];
    else general.push(...messages);
  }
  return { cells: out, general };
}

/** What the shared schema says about a body before it is sent: the same paths the API would answer with. */
export function checkPayload(body: AllocationsInput): FieldErrors | null {
  const result = allocationsInput.safeParse(body);
  if (result.success) return null;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return errors;
}
