import type { FastifyRequest } from 'fastify';
import { TIMESHEET_DAY_START_MINUTES, warsawInstant, type Verb } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { timeEntries } from '../../db/schema.js';
import { trashRow } from '../../lib/crud/repository.js';
import { categoryExists } from '../projects/validate.js';
import { timeMessage } from '../../lib/time-labels.js';
import { insertEntry, updateEntry } from '../time-entries/repository.js';
import { afterWrite, entryOf, entryProblems, valuesOf, type EntryDraft, type Problem } from '../time-entries/rules.js';
import { overlapsOf, runningSince } from '../time-entries/overlaps.js';
import { firstGap, hoursClock } from './placement.js';
import { cellEntries, dayMinutes } from './repository.js';

/**
 * What a changed cell does to the person's entries: more time adds one entry in the first free gap of the day,
 * less time shortens or deletes the cell's latest entries. Each write runs the time rules (rules.ts), is
 * logged like any entry write and counted; the caller holds the person's time lock and checks budgets once.
 */
export interface WriteContext {
  tx: DbOrTx;
  req: FastifyRequest;
  userId: number;
  counts: { created: number; updated: number; deleted: number };
  /** Throws 403 unless the caller's scope of this verb covers the person. */
  assertMay(verb: Verb): Promise<void>;
}

export interface CellTarget {
  projectId: number;
  categoryId: number | null;
  day: string;
}

export interface CellProblem {
  field: 'minutes' | 'project_id' | 'category_id';
  message: string;
}

/** The time rules' problems on the cell's fields: the project on project_id, anything about times on minutes. */
const onCell = (problems: Problem[]): CellProblem[] =>
  problems.map((p) => ({ field: p.field === 'project_id' ? 'project_id' : 'minutes', message: p.message }));

/** Takes `minutes` from the cell's entries, the latest first: whole ones are deleted (with undo), the last one is shortened. */
export async function takeTime(c: WriteContext, cell: CellTarget, minutes: number): Promise<CellProblem[]> {
  const { tx, req } = c;
  let excess = minutes;
  for (const row of await cellEntries(tx, c.userId, cell.projectId, cell.categoryId, cell.day)) {
    if (excess <= 0) break;
    if (row.minutes <= excess) {
      await c.assertMay('usuwanie');
      const before = await entryOf(tx, row.id);
      await trashRow(tx, timeEntries, 'time-entries', row, req.user!.id);
      await afterWrite(tx, req, { action: 'delete', id: row.id, before }, []);
      excess -= row.minutes;
      c.counts.deleted += 1;
      continue;
    }
    await c.assertMay('edycja');
    const draft: EntryDraft = {
      userId: c.userId, projectId: row.projectId, categoryId: row.categoryId, startedAt: row.startedAt,
      endedAt: new Date(row.startedAt.getTime() + (row.minutes - excess) * 60_000), description: row.description, billable: row.billable,
    };
    const problems = await entryProblems(tx, req, draft, { exceptId: row.id, previousDay: row.day, checkProject: false });
    if (problems.length) return onCell(problems);
    const before = await entryOf(tx, row.id);
    await updateEntry(tx, row.id, valuesOf(draft));
    await afterWrite(tx, req, { action: 'update', id: row.id, before, after: await entryOf(tx, row.id) }, []);
    c.counts.updated += 1;
    excess = 0;
  }
  return [];
}

/**
 * Adds one entry of `minutes` on the cell's project and kind of work, in the first gap of the day from 08:00
 * (Warsaw) that overlaps none of the person's entries and ends before their running timer started; no day
 * holds more than 24 h.
 */
export async function addTime(c: WriteContext, cell: CellTarget, minutes: number): Promise<CellProblem[]> {
  const { tx, req } = c;
  await c.assertMay('dodawanie');
  if (cell.categoryId !== null && !(await categoryExists(tx, cell.categoryId))) {
    return [{ field: 'category_id', message: timeMessage(req, 'category_id', 'in') }];
  }
  const total = (await dayMinutes(tx, c.userId, cell.day)) + minutes;
  if (total > 24 * 60) return [{ field: 'minutes', message: req.t('timesheet.dayTooLong', { day: cell.day, total: hoursClock(total) }) }];
  const dayStart = warsawInstant(cell.day, 0);
  const dayEnd = warsawInstant(cell.day, 1440);
  const busy = await overlapsOf(tx, c.userId, dayStart, dayEnd);
  const since = await runningSince(tx, c.userId);
  // The running timer holds everything from its start on (rules.ts): nothing is placed after it.
  if (since) busy.push({ id: 0, startedAt: since, endedAt: new Date(8.64e15) });
  const startedAt = firstGap(busy, dayStart, dayEnd, warsawInstant(cell.day, TIMESHEET_DAY_START_MINUTES), minutes);
  if (!startedAt) return [{ field: 'minutes', message: req.t('timesheet.noRoom', { day: cell.day, duration: hoursClock(minutes) }) }];
  const draft: EntryDraft = {
    userId: c.userId, projectId: cell.projectId, categoryId: cell.categoryId, startedAt,
    endedAt: new Date(startedAt.getTime() + minutes * 60_000), description: '', billable: true,
  };
  const problems = await entryProblems(tx, req, draft, { checkProject: true });
  if (problems.length) return onCell(problems);
  const id = await insertEntry(tx, valuesOf(draft));
  await afterWrite(tx, req, { action: 'create', id, after: await entryOf(tx, id) }, []);
  c.counts.created += 1;
  return [];
}
