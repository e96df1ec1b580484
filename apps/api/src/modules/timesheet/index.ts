import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  TIMESHEET_PATH, timeEntriesContract, timesheetInput, timesheetQuery, timesheetRead, timesheetSaved, warsawDay, weekMonday,
} from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { mayPickUser } from '../time-entries/access.js';
import { readWeek, saveWeek } from './service.js';

/**
 * The weekly timesheet (/czasy/tydzien): one person's week as projects × days, and the changed cells saved
 * at once as time entries. Whose week: the caller's, or anyone the caller's Czasy scope covers (as the time
 * form's user picker); anyone else — unknown, hidden or out of scope — is a 404, like an entry out of scope.
 * Listing lets one in; each write then needs its own verb (dodawanie, edycja, usuwanie) over that person.
 */
export default async function timesheetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { permission, labels } = timeEntriesContract;
  const config = { permission, verb: 'listowanie' as const, labels };

  const whose = async (db: DbOrTx, req: FastifyRequest, userId: number | undefined) => {
    const id = userId ?? req.user!.id;
    if (!(await mayPickUser(db, req.user!, 'listowanie', id))) throw notFound();
    return id;
  };

  app.get(TIMESHEET_PATH, { config, schema: { querystring: timesheetQuery, response: { 200: timesheetRead } } }, async (req) => {
    const q = req.query;
    const userId = await whose(app.db, req, q.user_id);
    return readWeek(app.db, userId, weekMonday(q.week ?? warsawDay(new Date())));
  });

  app.put(TIMESHEET_PATH, { config, schema: { body: timesheetInput, response: { 200: timesheetSaved } } }, async (req) => {
    const input = req.body;
    const monday = weekMonday(input.week);
    const { counts, sheet } = await app.db.transaction(async (tx) => {
      const userId = await whose(tx, req, input.user_id);
      const counts = await saveWeek(tx, req, userId, monday, input.cells);
      return { counts, sheet: await readWeek(tx, userId, monday) };
    });
    return { message: req.t('timesheet.saved', { ...counts }), ...sheet };
  });
}
