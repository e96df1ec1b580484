import type { FastifyRequest } from 'fastify';
import { formatRange, minutesBetween, monthWords, timeEntryTimesProblem, warsawDateTime, warsawDay, type ActivityAction, type FieldErrors, type TimeEntry } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { logActivity } from '../../lib/activity.js';
import { checkBudgetAlerts } from '../projects/budget-alerts.js';
import { isAdmin, mayBookOn } from './access.js';
import { findOverlap, runningSince } from './overlaps.js';
import { findEntry, lockedMonthsOf, type EntryValues } from './repository.js';

/**
 * The rules every time write obeys — create, update, restore, timer stop, work day: end after start,
 * at most 24 h, no overlap with the user's other entries nor with their running timer, locked months only
 * for administrators, and a project the entry's user may book on. Callers take lockUsersTime() first, in
 * the same transaction (the timer's writes take the same lock, so it can't start meanwhile).
 */
export interface EntryDraft {
  userId: number;
  projectId: number;
  /** The kind of work (a project category); left out by the timer and work days. */
  categoryId?: number | null;
  startedAt: Date;
  endedAt: Date;
  description: string;
  billable: boolean;
}

export type ProblemField = 'started_at' | 'ended_at' | 'project_id';
export interface Problem {
  field: ProblemField;
  message: string;
}

export interface CheckOptions {
  /** The entry being changed (not an overlap with itself). */
  exceptId?: number;
  /** The entry's day before the change: a locked month then counts too. */
  previousDay?: string;
  /** Check the project (create; update when project or user changes). */
  checkProject: boolean;
  /** Skip the overlap query (work days check theirs in one go). */
  skipOverlap?: boolean;
  /** The draft is the running timer itself being stopped (it can't clash with itself). */
  isTimer?: boolean;
}

export const valuesOf = (d: EntryDraft): EntryValues => ({
  ...d,
  day: warsawDay(d.startedAt),
  minutes: minutesBetween(d.startedAt, d.endedAt),
});

/** What is wrong with a draft, in the request's language; empty when it may be written. */
export async function entryProblems(tx: DbOrTx, req: FastifyRequest, d: EntryDraft, o: CheckOptions): Promise<Problem[]> {
  const times = timeEntryTimesProblem(d.startedAt, d.endedAt);
  if (times) return [{ field: 'ended_at', message: req.t(`time.${times}`) }];
  const problems: Problem[] = [];
  if (!isAdmin(req.user)) {
    const locked = await lockedMonthsOf(tx, [warsawDay(d.startedAt), ...(o.previousDay ? [o.previousDay] : [])]);
    if (locked.length) problems.push({ field: 'started_at', message: req.t('time.monthLocked', { month: monthWords(locked[0]!, req.locale) }) });
  }
  if (o.checkProject && !(await mayBookOn(tx, d.userId, d.projectId))) {
    problems.push({ field: 'project_id', message: req.t('time.projectNotAllowed') });
  }
  if (!o.skipOverlap) {
    const clash = await findOverlap(tx, d.userId, d.startedAt, d.endedAt, o.exceptId);
    if (clash) problems.push({ field: 'started_at', message: req.t('time.overlap', { range: formatRange(clash.startedAt, clash.endedAt) }) });
  }
  if (!o.isTimer) {
    const timer = await timerProblem(tx, req, d);
    if (timer) problems.push(timer);
  }
  return problems;
}

/**
 * A running timer spans [its start, ∞): it will end at or after now. An entry ending after that start would
 * make the timer impossible to stop (its entry would overlap), so the entry is refused instead — in the
 * future too, since a forgotten timer runs into it.
 */
async function timerProblem(tx: DbOrTx, req: FastifyRequest, d: EntryDraft): Promise<Problem | null> {
  const since = await runningSince(tx, d.userId);
  if (!since || d.endedAt <= since) return null;
  const time = warsawDay(since) === warsawDay(d.startedAt) ? warsawDateTime(since).slice(11) : warsawDateTime(since);
  return { field: 'ended_at', message: req.t('time.overlapTimer', { time }) };
}

export function problemErrors(problems: Problem[], fieldOf: (f: ProblemField) => string = (f) => f): FieldErrors {
  const errors: FieldErrors = {};
  for (const p of problems) (errors[fieldOf(p.field)] ??= []).push(p.message);
  return errors;
}

/** A month lock refuses deletes too (no field: the whole record is refused). */
export async function lockProblem(tx: DbOrTx, req: FastifyRequest, day: string): Promise<string | null> {
  if (isAdmin(req.user)) return null;
  const [month] = await lockedMonthsOf(tx, [day]);
  return month ? req.t('time.monthLocked', { month: monthWords(month, req.locale) }) : null;
}

/** After every time write, in its transaction: the activity log and the projects' budget alerts. */
export async function afterWrite(
  tx: DbOrTx,
  req: FastifyRequest,
  log: { action: ActivityAction; id: number; before?: TimeEntry | null; after?: TimeEntry | null },
  projectIds: number[],
): Promise<void> {
  await logActivity(tx, req, { action: log.action, subjectType: 'time-entries', subjectId: log.id, before: log.before ?? undefined, after: log.after ?? undefined });
  await budgetAlerts(tx, projectIds);
}

/** The projects team's budget check (80 % / 100 % of hours or money), once per touched project. */
export async function budgetAlerts(tx: DbOrTx, projectIds: number[]): Promise<void> {
  for (const projectId of [...new Set(projectIds)]) await checkBudgetAlerts(tx, projectId);
}

/** The entry as the API shows it, read inside the transaction. */
export const entryOf = (tx: DbOrTx, id: number) => findEntry(tx, id) as Promise<TimeEntry>;
