import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timesheetInput, timesheetQuery, warsawDay, weekMonday } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { mayPickUser, TIME_SUBJECTS } from '../time-entries/access.js';

import { readWeek, saveWeek } from './service.js';
import { parse } from '../../lib/validate.js';

/**
 * The weekly timesheet (/czasy/tydzien): one person's week as projects × days, and the changed cells saved
 * at once as time entries. Whose week: the caller's, or anyone the caller's Czasy scope covers (as the time
 * form's user picker); anyone else — unknown, hidden or out of scope — is a 404, like an entry out of scope.
 * Listing lets one in; each write then needs its own verb (dodawanie, edycja, usuwanie) over that person.
 */
export default async function timesheetRoutes(app: FastifyInstance) {
  const access = { config: { permission: TIME_SUBJECTS, verb: 'listowanie' as const } };

  const whose = async (db: DbOrTx, req: FastifyRequest, userId: number | undefined) => {
    const id = userId ?? req.user!.id;
    if (!(await mayPickUser(db, req.user!, 'listowanie', id))) throw notFound();
    return id;
  };

  app.get('/api/timesheet', access, async (req) => {
    const q = parse(timesheetQuery, req.query, req, 'time.fields');
    const userId = await whose(app.db, req, q.user_id);
    return readWeek(app.db, userId, weekMonday(q.week ?? warsawDay(new Date())));
  });

  app.put('/api/timesheet', access, async (req) => {
    const input = parse(timesheetInput, req.body, req, 'time.fields');
    const monday = weekMonday(input.week);
    const { counts, sheet } = await app.db.transaction(async (tx) => {
      const userId = await whose(tx, req, input.user_id);
      const counts = await saveWeek(tx, req, userId, monday, input.cells);
      return { counts, sheet: await readWeek(tx, userId, monday) };
    });
    return { message: req.t('timesheet.saved', { ...counts }), ...sheet };
  });
}
