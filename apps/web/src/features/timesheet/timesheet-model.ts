import { formatMinutes, TIME_ENTRY_MAX_MINUTES, type FieldErrors, type Timesheet, type TimesheetCellInput } from '@harmony/shared';
import { parseDuration } from '../../lib/time/time-format';

/**
 * The weekly grid as the screen edits it: rows of a project and kind of work, what the server holds in each
 * day and what is typed there. Pure, so parsing, totals and the body of a save are tested without a screen.
 */
export interface SheetRow {
  /** `projectId-categoryId` (0: no kind of work). */
  key: string;
  project: { id: number; name: string };
  category: { id: number; name: string } | null;
  /** Minutes the server holds, by day. */
  saved: Record<string, number>;
  /** What is typed, by day; a day not in it shows what is saved. */
  typed: Record<string, string>;
}

/** The cell a cell of the PUT body came from, so an error on `cells.N.…` finds its input. */
export interface CellRef {
  row: string;
  day: string;
}

export const rowKey = (projectId: number, categoryId: number | null) => `${projectId}-${categoryId ?? 0}`;
export const cellKey = (row: string, day: string) => `${row}/${day}`;

/** Minutes as the grid shows them: none as empty, else H:MM. */
export const formatCell = (minutes: number): string => (minutes > 0 ? formatMinutes(minutes) : '');

/** A typed cell in minutes: empty or zero is 0; "1:30", "1,5", "1.5", "90m", "2" as parseDuration reads them; else null. */
export function parseCell(text: string): number | null {
  const value = text.trim();
  if (!value || /^0+([.,:]0+)?$/.test(value)) return 0;
  const minutes = parseDuration(value);
  return minutes !== null && minutes <= TIME_ENTRY_MAX_MINUTES ? minutes : null;
}

/** What a cell shows: the typed text, else the saved minutes. */
export const textOf = (row: SheetRow, day: string): string => row.typed[day] ?? formatCell(row.saved[day] ?? 0);

/** The minutes a cell counts for in the totals: what is typed when it reads as time, else what is saved. */
export const minutesOf = (row: SheetRow, day: string): number => {
  const typed = row.typed[day];
  const parsed = typed === undefined ? null : parseCell(typed);
  return parsed ?? row.saved[day] ?? 0;
};

/** The API's week as rows (nothing typed yet). */
export function rowsOf(sheet: Timesheet): SheetRow[] {
  return sheet.rows.map((r) => ({
    key: rowKey(r.project.id, r.category?.id ?? null),
    project: { id: r.project.id, name: r.project.name },
    category: r.category ? { id: r.category.id, name: r.category.name } : null,
    saved: { ...r.days },
    typed: {},
  }));
}

/** A new empty row for a project and kind of work, unless the grid has it already. */
export function withRow(rows: SheetRow[], project: SheetRow['project'], category: SheetRow['category']): SheetRow[] {
  const key = rowKey(project.id, category?.id ?? null);
  return rows.some((r) => r.key === key) ? rows : [...rows, { key, project, category, saved: {}, typed: {} }];
}

export const withCell = (rows: SheetRow[], key: string, day: string, text: string): SheetRow[] =>
  rows.map((r) => (r.key === key ? { ...r, typed: { ...r.typed, [day]: text } } : r));

export interface Totals {
  rows: Record<string, number>;
  days: Record<string, number>;
  week: number;
}

/** Row, day and week totals of what the grid shows now (a cell that does not read as time counts as saved). */
export function totalsOf(rows: SheetRow[], days: string[]): Totals {
  const totals: Totals = { rows: {}, days: Object.fromEntries(days.map((d) => [d, 0])), week: 0 };
  for (const row of rows) {
    let sum = 0;
    for (const day of days) {
      const minutes = minutesOf(row, day);
      sum += minutes;
      totals.days[day] = (totals.days[day] ?? 0) + minutes;
    }
    totals.rows[row.key] = sum;
    totals.week += sum;
  }
  return totals;
}

export interface Changes {
  /** The PUT body's cells: only those whose minutes differ from the saved ones. */
  cells: TimesheetCellInput[];
  refs: CellRef[];
  /** Cells whose text is no time (cellKey). */
  invalid: string[];
}

/** What a save sends: every changed cell outside the read-only days, and the cells that cannot be read. */
export function changesOf(rows: SheetRow[], days: string[], readOnly: ReadonlySet<string> = new Set()): Changes {
  const out: Changes = { cells: [], refs: [], invalid: [] };
  for (const row of rows) {
    for (const day of days) {
      const typed = row.typed[day];
      if (typed === undefined || readOnly.has(day)) continue;
      const minutes = parseCell(typed);
      if (minutes === null) out.invalid.push(cellKey(row.key, day));
      else if (minutes !== (row.saved[day] ?? 0)) {
        out.cells.push({ project_id: row.project.id, category_id: row.category?.id ?? null, day, minutes });
        out.refs.push({ row: row.key, day });
      }
    }
  }
  return out;
}

/** Errors of `cells.N.<field>` on their cells; anything else (the week, the person, the list) kept apart. */
export function cellErrors(errors: FieldErrors, refs: CellRef[]): { cells: Record<string, string>; general: string[] } {
  const cells: Record<string, string> = {};
  const general: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    const index = /^cells\.(\d+)\./.exec(path)?.[1];
    const ref = index === undefined ? undefined : refs[Number(index)];
    if (ref && messages[0]) cells[cellKey(ref.row, ref.day)] ??= messages[0];
    else general.push(...messages);
  }
  return { cells, general };
}
