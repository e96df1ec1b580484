import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, rateInput, rateRead, ratesContract, type Rate } from '@harmony/shared';
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
const { labels } = ratesContract;
/** A write's answer: the message and the rate as it is now. */
const written = <E extends z.ZodRawShape>(extra: E) => z.object({ ...extra, message: z.string(), data: rateRead });

export default async function rateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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

  app.get(ratesContract.userRoute, {
    ...usersAccess('listowanie', labels),
    schema: { params: idParamSchema, response: { 200: z.object({ data: z.array(rateRead) }) } },
  }, async (req) => {
    const { id } = req.params;
    await userOf(req, app.db, id);
    return { data: await ratesOf(app.db, id) };
  });

  app.post(ratesContract.userRoute, {
    ...usersAccess('dodawanie', labels),
    schema: { params: idParamSchema, body: rateInput, response: { 201: written({ id: z.number().int() }) } },
    // A user out of reach is a 404 before the body's 422.
    preValidation: async (req) => {
      await userOf(req, app.db, parse(idParamSchema, req.params, req, labels).id);
    },
  }, async (req, reply) => {
    const { id: userId } = req.params;
    const input = req.body;
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
    const { id } = parse(idParamSchema, req.params, req, labels);
    const rate = await findRate(db, id);
    if (!rate) throw notFound();
    await userOf(req, db, rate.user_id);
    return rate;
  };

  app.put(ratesContract.itemRoute, {
    ...usersAccess('edycja', labels),
    schema: { params: idParamSchema, body: rateInput, response: { 200: written({}) } },
    // A rate out of reach is a 404 before the body's 422; fields the body leaves out keep their stored values
    // (no project sent is not "make it the general rate") before the body's schema reads it.
    preValidation: async (req) => {
      const before = await loadRate(req, app.db);
      const stored = { hourly_rate: before.hourly_rate, valid_from: before.valid_from, project_id: before.project?.id ?? null };
      (req as FastifyRequest).body = keepUnsent(req.body, stored) ?? {};
    },
  }, async (req) => {
    const before = await loadRate(req, app.db);
    const input = req.body;
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

  app.delete(ratesContract.itemRoute, {
    ...usersAccess('usuwanie', labels),
    schema: { params: idParamSchema, response: { 200: z.object({ id: z.number().int(), message: z.string() }) } },
  }, async (req) => {
    const before = await loadRate(req, app.db);
    await write(req, async (tx) => {
      await deleteRate(tx, before.id);
      await logActivity(tx, req, { action: 'delete', subjectType: 'rates', subjectId: before.id, before });
      await recheckBudgets(tx, [before]);
    });
    return { id: before.id, message: req.t('time.rates.deleted') };
  });
}
