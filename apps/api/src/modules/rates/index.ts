import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamSchema, rateInput, type Rate } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { logActivity } from '../../lib/activity.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { notFound } from '../../lib/http-errors.js';
import { keepUnsent, parse } from '../../lib/validate.js';
import { checkBudgetAlerts } from '../projects/budget-alerts.js';
import { timeMessage, unprocessable } from '../../lib/time-labels.js';
import { usersAccess } from '../users/access.js';
import { findVisibleUser } from '../users/repository.js';
import { seesSuperadmins } from '../users/service.js';
import { deleteRate, findRate, insertRate, projectExists, projectsCostedBy, ratesOf, updateRate } from './repository.js';

/**
 * Hourly rates (/administrator/uzytkownicy/{id}/stawki), administrators only like the rest of user
 * administration. A rate change moves the cost of the user's entries from its day on, so the budget
 * alerts of those projects are re-checked in the same transaction.
 */
export default async function rateRoutes(app: FastifyInstance) {
  const userOf = async (req: FastifyRequest, db: DbOrTx, id: number) => {
    const user = await findVisibleUser(db, id, seesSuperadmins(req));
    if (!user) throw notFound();
    return user;
  };

  /** Writes in one transaction; the unique (user, project, valid_from) becomes a 422 on valid_from. */
  const write = async <T>(req: FastifyRequest, work: (tx: DbOrTx) => Promise<T>): Promise<T> => {
    try {
      return await app.db.transaction(work);
    } catch (error) {
      if (uniqueViolation(error)) throw unprocessable({ valid_from: [req.t('time.rates.duplicate')] });
      throw error;
    }
  };

  const checkProject = async (req: FastifyRequest, tx: DbOrTx, projectId: number | null | undefined) => {
    if (projectId && !(await projectExists(tx, projectId))) throw unprocessable({ project_id: [timeMessage(req, 'project_id', 'in')] });
  };

  const recheckBudgets = async (tx: DbOrTx, rates: (Rate | null)[]) => {
    const ids = new Set<number>();
    for (const r of rates) {
      if (r) for (const id of await projectsCostedBy(tx, r.user_id, r.valid_from, r.project?.id ?? null)) ids.add(id);
    }
    for (const id of ids) await checkBudgetAlerts(tx, id);
  };

  app.get('/api/users/:id/rates', usersAccess('listowanie'), async (req) => {
    const { id } = parse(idParamSchema, req.params, req, 'time.fields');
    await userOf(req, app.db, id);
    return { data: await ratesOf(app.db, id) };
  });

  app.post('/api/users/:id/rates', usersAccess('dodawanie'), async (req, reply) => {
    const { id: userId } = parse(idParamSchema, req.params, req, 'time.fields');
    await userOf(req, app.db, userId);
    const input = parse(rateInput, req.body, req, 'time.fields');
    const rate = await write(req, async (tx) => {
      await checkProject(req, tx, input.project_id);
      const id = await insertRate(tx, {
        userId, projectId: input.project_id ?? null, hourlyRate: input.hourly_rate.toFixed(2), validFrom: input.valid_from,
      });
      const created = await findRate(tx, id);
      await logActivity(tx, req, { action: 'create', subjectType: 'rates', subjectId: id, after: created });
      await recheckBudgets(tx, [created]);
      return created!;
    });
    return reply.status(201).send({ id: rate.id, message: req.t('time.rates.created'), data: rate });
  });

  /** A rate in a user the caller may administer (Superadministrators' rates are as hidden as they are). */
  const loadRate = async (req: FastifyRequest, db: DbOrTx) => {
    const { id } = parse(idParamSchema, req.params, req, 'time.fields');
    const rate = await findRate(db, id);
    if (!rate) throw notFound();
    await userOf(req, db, rate.user_id);
    return rate;
  };

  app.put('/api/rates/:id', usersAccess('edycja'), async (req) => {
    const before = await loadRate(req, app.db);
    // Fields the body leaves out keep their stored values (no project sent is not "make it the general rate").
    const stored = { hourly_rate: before.hourly_rate, valid_from: before.valid_from, project_id: before.project?.id ?? null };
    const input = parse(rateInput, keepUnsent(req.body, stored), req, 'time.fields');
    const rate = await write(req, async (tx) => {
      await checkProject(req, tx, input.project_id);
      await updateRate(tx, before.id, { projectId: input.project_id ?? null, hourlyRate: input.hourly_rate.toFixed(2), validFrom: input.valid_from });
      const after = await findRate(tx, before.id);
      await logActivity(tx, req, { action: 'update', subjectType: 'rates', subjectId: before.id, before, after });
      await recheckBudgets(tx, [before, after]);
      return after!;
    });
    return { message: req.t('time.rates.updated'), data: rate };
  });

  app.delete('/api/rates/:id', usersAccess('usuwanie'), async (req) => {
    const before = await loadRate(req, app.db);
    await write(req, async (tx) => {
      await deleteRate(tx, before.id);
      await logActivity(tx, req, { action: 'delete', subjectType: 'rates', subjectId: before.id, before });
      await recheckBudgets(tx, [before]);
    });
    return { id: before.id, message: req.t('time.rates.deleted') };
  });
}
