import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inArray } from 'drizzle-orm';
import {
  ADMIN_ROLES, clockMinutes, workDaysPath, formatRange, idParamSchema, timeEntriesContract, timeEntryTimesProblem, warsawInstant, workDayCreated, workDayInput,
  type FieldErrors,
} from '@harmony/shared';
import { timeEntries } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { timeScope, userInScope } from '../time-entries/access.js';
import { timeMessage, unprocessable } from '../../lib/time-labels.js';
import { findOverlap } from '../time-entries/overlaps.js';
import { entryTotals, findEntries, insertEntry, lockUsersTime } from '../time-entries/repository.js';
import { afterWrite, budgetAlerts, entryOf, entryProblems, valuesOf, type EntryDraft, type ProblemField } from '../time-entries/rules.js';
import { categoryExists } from '../projects/validate.js';
import { findVisibleUser } from '../users/repository.js';
import { seesSuperadmins } from '../users/service.js';
import { parse } from '../../lib/validate.js';

const ROW_FIELD: Record<ProblemField, string> = { started_at: 'start', ended_at: 'end', project_id: 'project_id' };

/**
 * A whole work day of one user (/administrator/uzytkownicy/{id}/nowy-dzien-pracy): every entry in one
 * transaction, or none. Each offending row gets its errors on entries.N.<field>; overlaps (with the
 * user's existing entries or with another row) land on entries.N.start.
 */
export default async function workDayRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { permission, labels } = timeEntriesContract;
  app.post(workDaysPath(':id'), {
    config: { roles: ADMIN_ROLES, permission, verb: 'dodawanie', labels },
    schema: { params: idParamSchema, body: workDayInput, response: { 201: workDayCreated } },
    // After the access check, before the body's validation: a user one may not book for is a 404 whatever the body says.
    preValidation: async (req) => {
      const { id: userId } = parse(idParamSchema, req.params, req, labels);
      const visible = await findVisibleUser(app.db, userId, seesSuperadmins(req));
      if (!visible || (userId !== req.user!.id && !(await userInScope(app.db, timeScope(req.user, 'dodawanie'), req.user!.id, userId)))) {
        throw notFound();
      }
    },
  }, async (req, reply) => {
    const { id: userId } = req.params;
    const input = req.body;
    const drafts: EntryDraft[] = input.entries.map((e) => ({
      userId, projectId: e.project_id, categoryId: e.category_id,
      startedAt: warsawInstant(input.day, clockMinutes(e.start)),
      endedAt: warsawInstant(input.day, clockMinutes(e.end)),
      description: e.description, billable: e.billable,
    }));

    const ids = await app.db.transaction(async (tx) => {
      await lockUsersTime(tx, [userId]);
      const errors: FieldErrors = {};
      const add = (i: number, field: string, message: string) => (errors[`entries.${i}.${field}`] ??= []).push(message);
      const timed: number[] = [];
      const categories = new Map<number, boolean>();
      for (const [i, d] of drafts.entries()) {
        const category = d.categoryId ?? null;
        if (category !== null) {
          if (!categories.has(category)) categories.set(category, await categoryExists(tx, category));
          if (!categories.get(category)) add(i, 'category_id', timeMessage(req, 'category_id', 'in'));
        }
        const problems = await entryProblems(tx, req, d, { checkProject: true, skipOverlap: true });
        for (const p of problems) add(i, ROW_FIELD[p.field], p.message);
        // Only rows with sane times take part in the overlap checks (an end on the running timer still does).
        if (timeEntryTimesProblem(d.startedAt, d.endedAt)) continue;
        timed.push(i);
        const clash = await findOverlap(tx, userId, d.startedAt, d.endedAt);
        if (clash) add(i, 'start', req.t('time.overlap', { range: formatRange(clash.startedAt, clash.endedAt) }));
      }
      for (const i of timed) {
        for (const j of timed) {
          const a = drafts[i]!;
          const b = drafts[j]!;
          if (i !== j && a.startedAt < b.endedAt && b.startedAt < a.endedAt) {
            add(i, 'start', req.t('time.overlapInDay', { row: j + 1, range: formatRange(b.startedAt, b.endedAt) }));
          }
        }
      }
      if (Object.keys(errors).length) throw unprocessable(errors);
      const created: number[] = [];
      for (const d of drafts) {
        const id = await insertEntry(tx, valuesOf(d));
        await afterWrite(tx, req, { action: 'create', id, after: await entryOf(tx, id) }, []);
        created.push(id);
      }
      await budgetAlerts(tx, drafts.map((d) => d.projectId));
      return created;
    });

    const [data, totals] = await Promise.all([findEntries(app.db, ids), entryTotals(app.db, inArray(timeEntries.id, ids))]);
    return reply.status(201).send({
      message: req.t('time.workDays.created', { count: ids.length }),
      data,
      totals: { minutes: totals.minutes, cost: totals.cost },
    });
  });
}
