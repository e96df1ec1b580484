import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  TIMER_PATH, timerCheckRead, timerMessage, timerRecentList, timerStarted, timerStartInput, timerStateRead, timerStopInput, timerStopped,
  timerTodayRead, timerUpdated, timerUpdateInput, warsawDay, type TimeEntry, type Verb,
} from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { timeEntries } from '../../db/schema.js';
import { logActivity } from '../../lib/activity.js';
import { ApiError } from '../../lib/http-errors.js';
import { keepUnsent, parse } from '../../lib/validate.js';
import { categoryExists } from '../projects/validate.js';
import { mayBookOn } from '../time-entries/access.js';
import { timeMessage, unprocessable } from '../../lib/time-labels.js';
import { allEntries, entryTotals, entryWhere, lockUsersTime } from '../time-entries/repository.js';
import { problemErrors } from '../time-entries/rules.js';
import { deleteTimer, findTimer, recentCombinations, saveTimer, type StoredTimer } from './repository.js';
import { checkTimer, startProblems, stopTimer } from './service.js';

/** How many recent combinations the timer offers. */
const RECENT_LIMIT = 10;

/**
 * The timer (/timer): one running timer per user in `running_timers`, so it survives reloads, restarts and
 * other API instances. Stopping turns it into a time entry under the same rules as any other write, and
 * every way a timer starts or moves its start keeps that stop possible (service.ts); what still refuses it
 * (a forgotten timer, a project archived meanwhile, a month locked meanwhile) has a repair (GET …/check).
 */
export default async function timerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = (verb: Verb) => ({ permission: 'Timer', verb, labels: 'time.fields' });
  const me = (req: FastifyRequest) => req.user!.id;
  const notRunning = () => new ApiError(409, 'time.timer.notRunning');

  /**
   * What the timer will book on: a project the caller may book on, and an existing category (each optional).
   * An edit checks only what it changes: a timer whose project was archived meanwhile can still have its
   * start or description fixed (the stop then asks for another project).
   */
  const assertRefs = async (
    tx: DbOrTx, req: FastifyRequest, input: { project_id?: number | null; category_id: number | null }, running?: StoredTimer,
  ) => {
    const errors: Record<string, string[]> = {};
    const newProject = input.project_id && input.project_id !== running?.projectId ? input.project_id : null;
    if (newProject && !(await mayBookOn(tx, me(req), newProject))) errors.project_id = [req.t('time.projectNotAllowed')];
    if (input.category_id !== null && !(await categoryExists(tx, input.category_id))) errors.category_id = [timeMessage(req, 'category_id', 'in')];
    if (Object.keys(errors).length) throw unprocessable(errors);
  };

  /** The timer as the API shows it. */
  const shown = (timer: StoredTimer) => ({ project: timer.project, category: timer.category, description: timer.description, started_at: timer.started_at });

  app.get(TIMER_PATH, { config: access('listowanie'), schema: { response: { 200: timerStateRead } } }, async (req) => {
    const timer = await findTimer(app.db, me(req));
    return timer ? shown(timer) : { running: null };
  });

  /** Whether the running timer may stop now and, if not, what would let it (the pop-up's and top bar's repair). */
  app.get(`${TIMER_PATH}/check`, { config: access('listowanie'), schema: { response: { 200: timerCheckRead } } }, async (req) => {
    const timer = await findTimer(app.db, me(req));
    if (!timer) throw notRunning();
    return checkTimer(app.db, req, timer, new Date());
  });

  /** The caller's recent (project, category, description) combinations, newest first: one click starts one again. */
  app.get(`${TIMER_PATH}/recent`, { config: access('listowanie'), schema: { response: { 200: timerRecentList } } }, async (req) => ({
    data: await recentCombinations(app.db, me(req), RECENT_LIMIT),
  }));

  app.get(`${TIMER_PATH}/today`, { config: access('listowanie'), schema: { response: { 200: timerTodayRead } } }, async (req) => {
    const day = warsawDay(new Date());
    const where = entryWhere({ from: day, to: day }, eq(timeEntries.userId, me(req)));
    const [data, totals] = await Promise.all([
      allEntries(app.db, where, { sort: 'started_at', order: 'asc' }, 1000),
      entryTotals(app.db, where),
    ]);
    return { day, data, totals: { minutes: totals.minutes, cost: totals.cost } };
  });

  /** Starting while a timer runs stops that one first (its entry is created), all in one transaction. */
  app.post(`${TIMER_PATH}/start`, {
    config: access('dodawanie'),
    schema: { body: timerStartInput, response: { 201: timerStarted } },
  }, async (req, reply) => {
    const input = req.body;
    const result = await app.db.transaction(async (tx) => {
      await lockUsersTime(tx, [me(req)]);
      const now = new Date();
      const running = await findTimer(tx, me(req));
      let stopped: TimeEntry | null = null;
      if (running) {
        const outcome = await stopTimer(tx, req, running, now);
        if ('problems' in outcome) {
          const message = req.t('time.timer.previousFailed', { reason: outcome.problems[0]!.message });
          throw unprocessable({ _: [message] });
        }
        if ('entry' in outcome) stopped = outcome.entry;
      }
      await assertRefs(tx, req, input);
      const problems = await startProblems(tx, req, me(req), now, now);
      if (problems.length) throw unprocessable(problemErrors(problems));
      await saveTimer(tx, me(req), { projectId: input.project_id ?? null, categoryId: input.category_id, description: input.description, startedAt: now });
      const timer = (await findTimer(tx, me(req)))!;
      await logActivity(tx, req, { action: 'start', subjectType: 'timer', subjectId: me(req), after: timer });
      return { timer, stopped };
    });
    return reply.status(201).send({ message: req.t('time.timer.started'), data: shown(result.timer), stopped: result.stopped });
  });

  /** Stops now, or at `ended_at` (a forgotten timer: at most 24 h after its start; never in the future). */
  app.post(`${TIMER_PATH}/stop`, {
    config: access('dodawanie'),
    schema: { body: timerStopInput, response: { 200: timerStopped } },
  }, async (req) => {
    const input = req.body;
    const outcome = await app.db.transaction(async (tx) => {
      await lockUsersTime(tx, [me(req)]);
      const running = await findTimer(tx, me(req));
      if (!running) throw notRunning();
      const now = new Date();
      const endedAt = input.ended_at ? new Date(input.ended_at) : now;
      if (endedAt > now) throw unprocessable({ ended_at: [req.t('time.timer.endInFuture')] });
      if (endedAt <= running.startedAt) throw unprocessable({ ended_at: [req.t('time.endBeforeStart')] });
      const result = await stopTimer(tx, req, running, endedAt);
      if ('problems' in result) throw unprocessable(problemErrors(result.problems));
      return result;
    });
    if ('discarded' in outcome) return { message: req.t('time.timer.tooShort'), data: null };
    return { message: req.t('time.timer.stopped', { minutes: outcome.entry.minutes }), data: outcome.entry };
  });

  // The body stays parsed in the handler: the fields it leaves out keep the running timer's values, read under
  // the user's time lock, and with no timer running the answer is the 409, whatever the body says.
  app.put(TIMER_PATH, { config: access('edycja'), schema: { response: { 200: timerUpdated } } }, async (req) => {
    const timer = await app.db.transaction(async (tx) => {
      await lockUsersTime(tx, [me(req)]);
      const running = await findTimer(tx, me(req));
      if (!running) throw notRunning();
      // Fields the body leaves out keep their values (a new description alone keeps the project).
      const kept = { project_id: running.project?.id ?? null, category_id: running.category?.id ?? null, description: running.description };
      const input = parse(timerUpdateInput, keepUnsent(req.body, kept), req, 'time.fields');
      await assertRefs(tx, req, input, running);
      const startedAt = input.started_at ? new Date(input.started_at) : running.startedAt;
      if (startedAt.getTime() !== running.startedAt.getTime()) {
        const problems = await startProblems(tx, req, me(req), startedAt, new Date());
        if (problems.length) throw unprocessable(problemErrors(problems));
      }
      await saveTimer(tx, me(req), { projectId: input.project_id ?? null, categoryId: input.category_id, description: input.description, startedAt });
      const after = (await findTimer(tx, me(req)))!;
      await logActivity(tx, req, { action: 'update', subjectType: 'timer', subjectId: me(req), before: running, after });
      return after;
    });
    return { message: req.t('time.timer.updated'), data: shown(timer) };
  });

  /** Throws the running timer away without an entry (a forgotten timer); nothing running is fine too. */
  app.delete(TIMER_PATH, { config: access('usuwanie'), schema: { response: { 200: timerMessage } } }, async (req) => {
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
