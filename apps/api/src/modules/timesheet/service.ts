import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { weekDays, type FieldErrors, type Timesheet, type timesheetCellInput, type TimesheetRow, type Verb } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { forbidden } from '../../lib/http-errors.js';
import { mayPickUser, timeScope } from '../time-entries/access.js';
import { lockedMonthsOf, lockUsersTime } from '../time-entries/repository.js';
import { budgetAlerts, lockProblem } from '../time-entries/rules.js';
import { unprocessable } from '../../lib/time-labels.js';
import { addTime, takeTime, type WriteContext } from './cell-writes.js';
import { userRef, weekCells } from './repository.js';

const keyOf = (projectId: number, categoryId: number | null, day?: string) => `${projectId}/${categoryId ?? 0}${day ? `/${day}` : ''}`;

/** One person's week: minutes per project (and kind of work) and day, the totals and the locked days. */
export async function readWeek(db: DbOrTx, userId: number, monday: string): Promise<Timesheet> {
  const days = weekDays(monday);
  const [cells, user, locked] = await Promise.all([weekCells(db, userId, monday, days[6]!), userRef(db, userId), lockedMonthsOf(db, days)]);
  const rows = new Map<string, TimesheetRow>();
  const totals = { days: Object.fromEntries(days.map((d) => [d, 0])) as Record<string, number>, week: 0 };
  for (const c of cells) {
    const key = keyOf(c.projectId, c.categoryId);
    if (!rows.has(key)) {
      rows.set(key, {
        project: { id: c.projectId, name: c.projectName },
        category: c.categoryId === null ? null : { id: c.categoryId, name: c.categoryName ?? '', color: c.categoryColor ?? '' },
        days: {},
      });
    }
    rows.get(key)!.days[c.day] = c.minutes;
    totals.days[c.day] = (totals.days[c.day] ?? 0) + c.minutes;
    totals.week += c.minutes;
  }
  return {
    week: monday, days, user: user ?? { id: userId, name: '' }, rows: [...rows.values()], totals,
    locked_days: days.filter((d) => locked.includes(d.slice(0, 7))),
  };
}

type Cell = z.output<typeof timesheetCellInput>;
export type SaveCounts = WriteContext['counts'];

/**
 * Writes the changed cells of one week (PUT /api/timesheet) in the caller's transaction, all or none: each
 * offending cell gets its errors on cells.N.<field>. Every write goes through the time rules (cell-writes.ts)
 * under the person's time lock; the touched projects' budgets are checked once at the end.
 */
export async function saveWeek(tx: DbOrTx, req: FastifyRequest, userId: number, monday: string, cells: Cell[]): Promise<SaveCounts> {
  await lockUsersTime(tx, [userId]);
  const days = weekDays(monday);
  const errors: FieldErrors = {};
  const add = (i: number, field: string, message: string) => (errors[`cells.${i}.${field}`] ??= []).push(message);
  const allowed = new Map<Verb, boolean>();
  const context: WriteContext = {
    tx, req, userId, counts: { created: 0, updated: 0, deleted: 0 },
    // A group may list and add time but not delete it: each write needs its own verb over the person.
    async assertMay(verb) {
      if (!allowed.has(verb)) allowed.set(verb, timeScope(req.user, verb) !== 'none' && (await mayPickUser(tx, req.user!, verb, userId)));
      if (!allowed.get(verb)) throw forbidden();
    },
  };

  // What each cell holds now, read under the lock.
  const current = new Map<string, number>();
  for (const c of await weekCells(tx, userId, monday, days[6]!)) current.set(keyOf(c.projectId, c.categoryId, c.day), c.minutes);
  const seen = new Set<string>();
  const changes: { i: number; cell: Cell; diff: number }[] = [];
  for (const [i, cell] of cells.entries()) {
    const key = keyOf(cell.project_id, cell.category_id, cell.day);
    if (!days.includes(cell.day)) add(i, 'day', req.t('timesheet.dayOutsideWeek', { day: cell.day, week: monday }));
    else if (seen.has(key)) add(i, 'day', req.t('timesheet.duplicateCell'));
    else {
      seen.add(key);
      const diff = cell.minutes - (current.get(key) ?? 0);
      if (diff !== 0) changes.push({ i, cell, diff });
    }
  }
  // Less time first, so what it frees is there for more time on the same day.
  changes.sort((a, b) => Number(a.diff > 0) - Number(b.diff > 0) || a.i - b.i);

  const touched: number[] = [];
  for (const { i, cell, diff } of changes) {
    const locked = await lockProblem(tx, req, cell.day);
    if (locked) {
      add(i, 'day', locked);
      continue;
    }
    const target = { projectId: cell.project_id, categoryId: cell.category_id, day: cell.day };
    const problems = diff < 0 ? await takeTime(context, target, -diff) : await addTime(context, target, diff);
    for (const p of problems) add(i, p.field, p.message);
    if (!problems.length) touched.push(cell.project_id);
  }
  if (Object.keys(errors).length) throw unprocessable(inCellOrder(errors));
  await budgetAlerts(tx, touched);
  return context.counts;
}

/** The errors by cell number, so the message (the first of them) is the first cell's. */
function inCellOrder(errors: FieldErrors): FieldErrors {
  const index = (path: string) => Number(/^cells\.(\d+)\./.exec(path)?.[1] ?? -1);
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => index(a) - index(b)));
}
