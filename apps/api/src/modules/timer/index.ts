import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { timerStartInput, timerUpdateInput, type TimeEntry, type Verb } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { timeEntries } from '../../db/schema.js';
import { logActivity } from '../../lib/activity.js';
import { ApiError } from '../../lib/http-errors.js';
import { categoryExists } from '../projects/validate.js';
import { mayBookOn } from '../time-entries/access.js';
import { warsawDay } from '../time-entries/clock.js';
import { parseTime, timeMessage, unprocessable } from '../time-entries/labels.js';
import { allEntries, entryTotals, entryWhere, insertEntry, lockUsersTime } from '../time-entries/repository.js';
import { afterWrite, entryOf, entryProblems, problemErrors, valuesOf, type Problem } from '../time-entries/rules.js';
import { deleteTimer, findTimer, saveTimer, type StoredTimer } from './repository.js';

/** Shorter runs are discarded at stop instead of becoming an entry. */
const MIN_ENTRY_MS = 60_000;

type Stopped = { entry: TimeEntry } | { discarded: true };

/**
 * The timer (/timer): one running timer per user in `running_timers`, so it survives reloads, restarts and
 * other API instances. Stopping turns it into a time entry under the same rules as any other write.
 */
export default async function timerRoutes(app: FastifyInstance) {
  const access = (verb: Verb) => ({ config: { permission: 'Timer', verb } });
  const me = (req: FastifyRequest) => req.user!.id;
  const notRunning = () => new ApiError(409, 'time.timer.notRunning');

  /** Turns a running timer into an entry ending at `endedAt` (or discards a run under a minute); problems are returned, not thrown. */
  const stop = async (tx: DbOrTx, req: FastifyRequest, timer: StoredTimer, endedAt: Date): Promise<Stopped | { problems: Problem[] }> => {
    if (endedAt.getTime() - timer.startedAt.getTime() < MIN_ENTRY_MS) {
      await deleteTimer(tx, timer.userId);
      await logActivity(tx, req, { action: 'discard', subjectType: 'timer', subjectId: timer.userId, before: timer });
      return { discarded: true };
    }
    if (timer.projectId === null) return { problems: [{ field: 'project_id', message: req.t('time.timer.needsProject') }] };
    const draft = {
      userId: timer.userId, projectId: timer.projectId, categoryId: timer.category?.id ?? null, startedAt: timer.startedAt, endedAt,
      description: timer.description, billable: true,
    };
    const problems = await entryProblems(tx, req, draft, { checkProject: true });
    if (problems.length) return { problems };
    const id = await insertEntry(tx, valuesOf(draft));
    await deleteTimer(tx, timer.userId);
    const entry = await entryOf(tx, id);
    await logActivity(tx, req, { action: 'stop', subjectType: 'timer', subjectId: timer.userId, before: timer, after: { time_entry_id: id } });
    await afterWrite(tx, req, { action: 'create', id, after: entry }, [draft.projectId]);
    return { entry };
  };

  /** What the timer will book on: a project the caller may book on, and an existing category (each optional). */
  const assertRefs = async (tx: DbOrTx, req: FastifyRequest, input: { project_id?: number | null; category_id: number | null }) => {
    const errors: Record<string, string[]> = {};
    if (input.project_id && !(await mayBookOn(tx, me(req), input.project_id))) errors.project_id = [req.t('time.projectNotAllowed')];
    if (input.category_id !== null && !(await categoryExists(tx, input.category_id))) errors.category_id = [timeMessage(req, 'category_id', 'in')];
    if (Object.keys(errors).length) throw unprocessable(errors);
  };

  /** The timer as the API shows it. */
  const shown = (timer: StoredTimer) => ({ project: timer.project, category: timer.category, description: timer.description, started_at: timer.started_at });

  app.get('/api/timer', access('listowanie'), async (req) => {
    const timer = await findTimer(app.db, me(req));
    return timer ? shown(timer) : { running: null };
  });

  app.get('/api/timer/today', access('listowanie'), async (req) => {
    const day = warsawDay(new Date());
    const where = entryWhere({ from: day, to: day }, eq(timeEntries.userId, me(req)));
    const [data, totals] = await Promise.all([
      allEntries(app.db, where, { sort: 'started_at', order: 'asc' }, 1000),
      entryTotals(app.db, where),
    ]);
    return { day, data, totals: { minutes: totals.minutes, cost: totals.cost } };
  });

  /** Starting while a timer runs stops that one first (its entry is created), all in one transaction. */
  app.post('/api/timer/start', access('dodawanie'), async (req, reply) => {
    const input = parseTime(timerStartInput, req.body, req);
    const result = await app.db.transaction(async (tx) => {
      await lockUsersTime(tx, [me(req)]);
      const now = new Date();
      const running = await findTimer(tx, me(req));
      let stopped: TimeEntry | null = null;
      if (running) {
        const outcome = await stop(tx, req, running, now);
        if ('problems' in outcome) {
          const message = req.t('time.timer.previousFailed', { reason: outcome.problems[0]!.message });
          throw unprocessable({ _: [message] });
        }
        if ('entry' in outcome) stopped = outcome.entry;
      }
      await assertRefs(tx, req, input);
      await saveTimer(tx, me(req), { projectId: input.project_id ?? null, categoryId: input.category_id, description: input.description, startedAt: now });
      const timer = (await findTimer(tx, me(req)))!;
      await logActivity(tx, req, { action: 'start', subjectType: 'timer', subjectId: me(req), after: timer });
      return { timer, stopped };
    });
    return reply.status(201).send({ message: req.t('time.timer.started'), data: shown(result.timer), stopped: result.stopped });
  });

  app.post('/api/timer/stop', access('dodawanie'), async (req) => {
    const outcome = await app.db.transaction(async (tx) => {
      await lockUsersTime(tx, [me(req)]);
      const running = await findTimer(tx, me(req));
      if (!running) throw notRunning();
      const result = await stop(tx, req, running, new Date());
      if ('problems' in result) throw unprocessable(problemErrors(result.problems));
      return result;
    });
    if ('discarded' in outcome) return { message: req.t('time.timer.tooShort'), data: null };
    return { message: req.t('time.timer.stopped', { minutes: outcome.entry.minutes }), data: outcome.entry };
  });

  app.put('/api/timer', access('edycja'), async (req) => {
    const input = parseTime(timerUpdateInput, req.body, req);
    const timer = await app.db.transaction(async (tx) => {
      await lockUsersTime(tx, [me(req)]);
      const running = await findTimer(tx, me(req));
      if (!running) throw notRunning();
      await assertRefs(tx, req, input);
      const startedAt = input.started_at ? new Date(input.started_at) : running.startedAt;
      if (startedAt.getTime() > Date.now()) throw unprocessable({ started_at: [req.t('time.timer.startInFuture')] });
      await saveTimer(tx, me(req), { projectId: input.project_id ?? null, categoryId: input.category_id, description: input.description, startedAt });
      const after = (await findTimer(tx, me(req)))!;
      await logActivity(tx, req, { action: 'update', subjectType: 'timer', subjectId: me(req), before: running, after });
      return after;
    });
    return { message: req.t('time.timer.updated'), data: shown(timer) };
  });

  /** Throws the running timer away without an entry (a forgotten timer); nothing running is fine too. */
  app.delete('/api/timer', access('usuwanie'), async (req) => {
    await app.db.transaction(async (tx) => {
      await lockUsersTime(tx, [me(req)]);
      const running = await findTimer(tx, me(req));
      if (running && (await deleteTimer(tx, me(req)))) {
        await logActivity(tx, req, { action: 'discard', subjectType: 'timer', subjectId: me(req), before: running });
      }
    });
    return { message: req.t('time.timer.discarded') };
  });
}
