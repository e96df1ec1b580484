import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bulkIdsSchema, idParamSchema, timeEntriesContract as contract, timeEntriesDeleted, timeEntryDeleted, timeEntryExportQuery,
  timeEntryList, timeEntryListQuery, timeEntryOptions, timeEntryOptionsQuery, timeEntryUpdated, timeEntryWritten, type Verb,
} from '@harmony/shared';
import { timeEntries } from '../../db/schema.js';
import type { DbOrTx } from '../../db/client.js';
import { restoreRow, trashRow } from '../../lib/crud/repository.js';
import { ApiError, notFound } from '../../lib/http-errors.js';
import { keepUnsent, parse } from '../../lib/validate.js';
import { categoryExists } from '../projects/validate.js';
import { isAdmin, mayPickUser, pickableUsers, timeScope, userInScope, usersInScope } from './access.js';
import { entriesCsv, entriesXlsx } from './export.js';
import { timeMessage, unprocessable } from '../../lib/time-labels.js';
import {
  allEntries, bookableProjects, entryCategories, entryRow, entryTotals, entryWhere, findEntry, insertEntry, lockUsersTime,
  scopeUsers, updateEntry,
} from './repository.js';
import { listPage } from './list.js';
import { afterWrite, entryOf, entryProblems, lockProblem, problemErrors, valuesOf, type EntryDraft } from './rules.js';
import { pageMeta } from '../../lib/crud/envelope.js';

const EXPORT_LIMIT = 100_000;

/**
 * Time entries (/czasy): list with totals, exports, get, create, update, delete with undo, bulk delete.
 * Hand-written beside registerCrud (same envelope, messages and undo store) because every row joins user,
 * project and cost, and every write runs the time rules (rules.ts) under a per-user lock.
 */
export default async function timeEntryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { path, itemRoute, labels } = contract;
  /** The access check and the label group of the route's 422s (the contract's, as the web form's). */
  const access = (verb: Verb) => ({ permission: contract.permission, verb, labels });
  const me = (req: FastifyRequest) => req.user!.id;
  const scopeOf = (req: FastifyRequest, verb: Verb, db: DbOrTx = app.db) => usersInScope(db, timeScope(req.user, verb), me(req));

  /** Another user's entry needs a scope covering them; unknown, hidden and out-of-scope users get the same 422. */
  const assertUser = async (tx: DbOrTx, req: FastifyRequest, verb: Verb, userId: number) => {
    if (!(await mayPickUser(tx, req.user!, verb, userId))) {
      throw unprocessable({ user_id: [timeMessage(req, 'user_id', 'in')] });
    }
  };

  /** The kind of work must be an existing category (or none). */
  const assertCategory = async (tx: DbOrTx, req: FastifyRequest, categoryId: number | null) => {
    if (categoryId !== null && !(await categoryExists(tx, categoryId))) {
      throw unprocessable({ category_id: [timeMessage(req, 'category_id', 'in')] });
    }
  };

  const refuse = async (tx: DbOrTx, req: FastifyRequest, draft: EntryDraft, o: Parameters<typeof entryProblems>[3]) => {
    const problems = await entryProblems(tx, req, draft, o);
    if (problems.length) throw unprocessable(problemErrors(problems));
  };

  app.get(path, {
    config: access('listowanie'),
    schema: { querystring: timeEntryListQuery, response: { 200: timeEntryList } },
  }, async (req) => {
    const q = req.query;
    const { data, totals } = await listPage(app.db, q, timeScope(req.user, 'listowanie'), me(req));
    return {
      data,
      meta: {
        ...pageMeta(totals.count, q),
        totals: { minutes: totals.minutes, cost: totals.cost },
      },
    };
  });

  /**
   * The exports take the list's filter and sort (the page is ignored); their answer is a file, so they declare
   * no response schema.
   */
  const exportRoute = { config: access('listowanie'), schema: { querystring: timeEntryExportQuery } };
  const exportOf = async (req: FastifyRequest, q: z.infer<typeof timeEntryExportQuery>) => {
    const where = entryWhere(q, scopeOf(req, 'listowanie'));
    const [entries, totals] = await Promise.all([allEntries(app.db, where, q, EXPORT_LIMIT), entryTotals(app.db, where)]);
    return { entries, totals, name: `${contract.name}-${new Date().toISOString().slice(0, 10)}` };
  };

  app.get(`${path}/export.csv`, exportRoute, async (req, reply) => {
    const { entries, totals, name } = await exportOf(req, req.query);
    return reply.header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.csv"`)
      .send(entriesCsv(req, entries, totals));
  });

  app.get(`${path}/export.xlsx`, exportRoute, async (req, reply) => {
    const { entries, totals, name } = await exportOf(req, req.query);
    return reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${name}.xlsx"`)
      .send(await entriesXlsx(req, entries, totals));
  });

  /** The entry form's pickers: users of the caller's scope, projects one may book on, categories. */
  app.get(`${path}/options`, {
    config: access('listowanie'),
    schema: { querystring: timeEntryOptionsQuery, response: { 200: timeEntryOptions } },
  }, async (req) => {
    const { user_id: userId } = req.query;
    if (userId && !(await mayPickUser(app.db, req.user!, 'listowanie', userId))) {
      throw unprocessable({ user_id: [timeMessage(req, 'user_id', 'in')] });
    }
    const [people, projects, categories] = await Promise.all([
      scopeUsers(app.db, pickableUsers(app.db, req.user!, 'listowanie'), me(req)),
      bookableProjects(app.db, userId ?? me(req)),
      entryCategories(app.db),
    ]);
    return { users: people, projects, categories };
  });

  app.get(itemRoute, {
    config: access('listowanie'),
    schema: { params: idParamSchema, response: { 200: contract.read } },
  }, async (req) => {
    const { id } = req.params;
    const entry = await findEntry(app.db, id, scopeOf(req, 'listowanie'));
    if (!entry) throw notFound();
    return entry;
  });

  app.post(path, {
    config: access('dodawanie'),
    schema: { body: contract.input, response: { 201: timeEntryWritten } },
  }, async (req, reply) => {
    const input = req.body;
    const draft: EntryDraft = {
      userId: input.user_id ?? me(req), projectId: input.project_id, categoryId: input.category_id,
      startedAt: new Date(input.started_at), endedAt: new Date(input.ended_at),
      description: input.description, billable: input.billable,
    };
    const entry = await app.db.transaction(async (tx) => {
      await assertUser(tx, req, 'dodawanie', draft.userId);
      await assertCategory(tx, req, input.category_id);
      await lockUsersTime(tx, [draft.userId]);
      await refuse(tx, req, draft, { checkProject: true });
      const id = await insertEntry(tx, valuesOf(draft));
      const created = await entryOf(tx, id);
      await afterWrite(tx, req, { action: 'create', id, after: created }, [draft.projectId]);
      return created;
    });
    return reply.status(201).send({ id: entry.id, message: req.t('time.created'), data: entry });
  });

  app.put(itemRoute, {
    config: access('edycja'),
    schema: { params: idParamSchema, body: contract.update, response: { 200: timeEntryUpdated } },
    // After the access check, before the body's validation: 404 for an entry out of reach, then fields the body
    // leaves out keep their stored values (no description sent does not clear it).
    preValidation: async (req) => {
      const { id } = parse(idParamSchema, req.params, req, labels);
      const found = await entryRow(app.db, id, scopeOf(req, 'edycja'));
      if (!found) throw notFound();
      req.body = keepUnsent(req.body, {
        user_id: found.userId, project_id: found.projectId, category_id: found.categoryId, started_at: found.startedAt.toISOString(),
        ended_at: found.endedAt.toISOString(), description: found.description, billable: found.billable,
      }) as typeof req.body;
    },
  }, async (req) => {
    const { id } = req.params;
    const input = req.body;
    const entry = await app.db.transaction(async (tx) => {
      const scope = scopeOf(req, 'edycja', tx);
      const found = await entryRow(tx, id, scope);
      if (!found) throw notFound();
      const userId = input.user_id ?? found.userId;
      if (userId !== found.userId) await assertUser(tx, req, 'edycja', userId);
      if (input.category_id !== found.categoryId) await assertCategory(tx, req, input.category_id);
      await lockUsersTime(tx, [found.userId, userId]);
      // Read again under the lock: the entry may have changed while we waited.
      const current = await entryRow(tx, id, scope);
      if (!current) throw notFound();
      const draft: EntryDraft = {
        userId, projectId: input.project_id, categoryId: input.category_id,
        startedAt: new Date(input.started_at), endedAt: new Date(input.ended_at),
        description: input.description, billable: input.billable,
      };
      await refuse(tx, req, draft, {
        exceptId: id, previousDay: current.day,
        checkProject: draft.projectId !== current.projectId || userId !== current.userId,
      });
      const before = await entryOf(tx, id);
      await updateEntry(tx, id, valuesOf(draft));
      const after = await entryOf(tx, id);
      await afterWrite(tx, req, { action: 'update', id, before, after }, [current.projectId, draft.projectId]);
      return after;
    });
    return { message: req.t('time.updated'), data: entry };
  });

  /** Deletes one entry in the caller's scope, keeping a copy for undo. */
  const remove = async (tx: DbOrTx, req: FastifyRequest, id: number) => {
    const row = await entryRow(tx, id, scopeOf(req, 'usuwanie', tx));
    if (!row) throw notFound();
    const locked = await lockProblem(tx, req, row.day);
    if (locked) throw new ApiError(422, locked);
    const before = await entryOf(tx, id);
    await trashRow(tx, timeEntries, contract.name, row, me(req));
    await afterWrite(tx, req, { action: 'delete', id, before }, [row.projectId]);
  };

  app.delete(itemRoute, {
    config: access('usuwanie'),
    schema: { params: idParamSchema, response: { 200: timeEntryDeleted } },
  }, async (req) => {
    const { id } = req.params;
    await app.db.transaction((tx) => remove(tx, req, id));
    return { id, message: req.t('time.deleted') };
  });

  app.post(`${path}/bulk-delete`, {
    config: access('usuwanie'),
    schema: { body: bulkIdsSchema, response: { 200: timeEntriesDeleted } },
  }, async (req) => {
    const { ids } = req.body;
    const unique = [...new Set(ids)];
    await app.db.transaction(async (tx) => {
      for (const id of unique) await remove(tx, req, id);
    });
    return { ids: unique, message: req.t('time.bulkDeleted', { count: unique.length }) };
  });

  /** Undo of a delete: the entry comes back with its id only if it still obeys the rules (overlap, lock, scope). */
  app.post(`${itemRoute}/restore`, {
    config: access('usuwanie'),
    schema: { params: idParamSchema, response: { 200: timeEntryWritten } },
  }, async (req) => {
    const { id } = req.params;
    const entry = await app.db.transaction(async (tx) => {
      // Administrators may undo anyone's delete; everyone else only their own.
      const row = await restoreRow(tx, timeEntries, contract.name, id, isAdmin(req.user) ? undefined : me(req));
      if (!row) throw new ApiError(404, 'time.nothingToRestore');
      const userId = row.userId as number;
      if (userId !== me(req) && !(await userInScope(tx, timeScope(req.user, 'usuwanie'), me(req), userId))) {
        throw new ApiError(404, 'time.nothingToRestore');
      }
      await lockUsersTime(tx, [userId]);
      const draft: EntryDraft = {
        userId, projectId: row.projectId as number, startedAt: row.startedAt as Date, endedAt: row.endedAt as Date,
        description: row.description as string, billable: row.billable as boolean,
      };
      await refuse(tx, req, draft, { exceptId: id, checkProject: false });
      const restored = await entryOf(tx, id);
      await afterWrite(tx, req, { action: 'restore', id, after: restored }, [draft.projectId]);
      return restored;
    });
    return { id, message: req.t('time.restored'), data: entry };
  });
}
