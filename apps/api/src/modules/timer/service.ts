import type { FastifyRequest } from 'fastify';
import { formatRange, TIME_ENTRY_MAX_MINUTES, warsawDay, warsawInstant, type TimeEntry, type TimerCheck } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { logActivity } from '../../lib/activity.js';
import { isAdmin } from '../time-entries/access.js';
import { findEntry, insertEntry, lockedMonthsOf } from '../time-entries/repository.js';
import { afterWrite, entryOf, entryProblems, lockProblem, problemErrors, valuesOf, type EntryDraft, type Problem } from '../time-entries/rules.js';
import { overlapsOf } from '../time-entries/overlaps.js';
import { deleteTimer, type StoredTimer } from './repository.js';

/**
 * What the timer's writes share: stopping into an entry under the rules of every time write, the rules of
 * a timer's start (so a timer that runs can always stop), and the repair offered when a stop is refused.
 */

/** Shorter runs are discarded at stop instead of becoming an entry. */
export const MIN_ENTRY_MS = 60_000;
const MAX_MS = TIME_ENTRY_MAX_MINUTES * 60_000;

export type Stopped = { entry: TimeEntry } | { discarded: true };

const draftOf = (timer: StoredTimer, endedAt: Date): EntryDraft => ({
  userId: timer.userId, projectId: timer.projectId ?? 0, categoryId: timer.category?.id ?? null, startedAt: timer.startedAt, endedAt,
  description: timer.description, billable: true,
});

/** Why the timer could not become an entry ending at `endedAt` (all reasons at once, so the repair sees them all). */
export async function stopProblems(tx: DbOrTx, req: FastifyRequest, timer: StoredTimer, endedAt: Date): Promise<Problem[]> {
  const noProject = timer.projectId === null;
  const problems = await entryProblems(tx, req, draftOf(timer, endedAt), { checkProject: !noProject, isTimer: true });
  return noProject ? [{ field: 'project_id', message: req.t('time.timer.needsProject') }, ...problems] : problems;
}

/** Turns a running timer into an entry ending at `endedAt` (or discards a run under a minute); problems are returned, not thrown. */
export async function stopTimer(tx: DbOrTx, req: FastifyRequest, timer: StoredTimer, endedAt: Date): Promise<Stopped | { problems: Problem[] }> {
  if (endedAt.getTime() - timer.startedAt.getTime() < MIN_ENTRY_MS) {
    await deleteTimer(tx, timer.userId);
    await logActivity(tx, req, { action: 'discard', subjectType: 'timer', subjectId: timer.userId, before: timer });
    return { discarded: true };
  }
  const problems = await stopProblems(tx, req, timer, endedAt);
  if (problems.length) return { problems };
  const draft = draftOf(timer, endedAt);
  const id = await insertEntry(tx, valuesOf(draft));
  await deleteTimer(tx, timer.userId);
  const entry = await entryOf(tx, id);
  await logActivity(tx, req, { action: 'stop', subjectType: 'timer', subjectId: timer.userId, before: timer, after: { time_entry_id: id } });
  await afterWrite(tx, req, { action: 'create', id, after: entry }, [draft.projectId]);
  return { entry };
}

/** A locked month refuses the timer's start (its entry could never be written), except for administrators. */
async function lockedAt(tx: DbOrTx, req: FastifyRequest, at: Date): Promise<string | null> {
  if (isAdmin(req.user)) return null;
  const [month] = await lockedMonthsOf(tx, [warsawDay(at)]);
  return month ?? null;
}

/**
 * Whether a timer may (re)start at `startedAt`: not in the future, at most 24 h ago, in an open month, and
 * clear of the user's entries up to a minute from now — otherwise the stop that follows would be refused.
 */
export async function startProblems(tx: DbOrTx, req: FastifyRequest, userId: number, startedAt: Date, now: Date): Promise<Problem[]> {
  if (startedAt > now) return [{ field: 'started_at', message: req.t('time.timer.startInFuture') }];
  if (now.getTime() - startedAt.getTime() > MAX_MS) return [{ field: 'started_at', message: req.t('time.timer.startTooOld') }];
  const problems: Problem[] = [];
  const locked = await lockProblem(tx, req, warsawDay(startedAt));
  if (locked) problems.push({ field: 'started_at', message: locked });
  const [clash] = await overlapsOf(tx, userId, startedAt, new Date(now.getTime() + MIN_ENTRY_MS));
  if (clash) problems.push({ field: 'started_at', message: req.t('time.overlap', { range: formatRange(clash.startedAt, clash.endedAt) }) });
  return problems;
}

/**
 * GET /api/timer/check: what a stop now would be refused for, the entry it runs into, and the two repairs —
 * a later start (after every entry it overlaps, in an open month, within 24 h) or an earlier end (start + 24 h,
 * or where the first entry it ran into begins). Each is offered only when it would satisfy those rules.
 */
export async function checkTimer(tx: DbOrTx, req: FastifyRequest, timer: StoredTimer, now: Date): Promise<TimerCheck> {
  const problems = await stopProblems(tx, req, timer, now);
  if (!problems.length) return { errors: {}, conflict: null, start_at: null, stop_at: null };
  const clashes = await overlapsOf(tx, timer.userId, timer.startedAt, now);
  const conflict = clashes[0] ? await findEntry(tx, clashes[0].id) : null;
  const start = timer.startedAt.getTime();
  const lockedMonth = await lockedAt(tx, req, timer.startedAt);

  // Within the 24 h by a minute: the user picks it a moment later, and it must still hold then.
  let startAt = Math.max(start, ...clashes.map((c) => c.endedAt.getTime()), now.getTime() - MAX_MS + MIN_ENTRY_MS);
  if (lockedMonth) {
    const monthStart = warsawInstant(`${warsawDay(now).slice(0, 7)}-01`, 0).getTime();
    startAt = (await lockedAt(tx, req, now)) ? Number.NaN : Math.max(startAt, monthStart);
  }
  const startOk = startAt > start && now.getTime() - startAt >= MIN_ENTRY_MS;

  const stopAt = Math.min(start + MAX_MS, now.getTime(), ...clashes.map((c) => c.startedAt.getTime()));
  const stopOk = !lockedMonth && stopAt < now.getTime() && stopAt - start >= MIN_ENTRY_MS;

  return {
    errors: problemErrors(problems),
    conflict,
    start_at: startOk ? new Date(startAt).toISOString() : null,
    stop_at: stopOk ? new Date(stopAt).toISOString() : null,
  };
}
