import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  addMonths, ALLOCATION_RANGE_MAX_MONTHS, allocationRangeQuery, allocationsInput, allocationsSavedRead, idParamSchema, PROJECT_SUBJECTS,
  projectAllocationsRead, projectsContract, warsawMonth, type ProjectAllocation, type ProjectAllocationsResponse, minutesToHours,
} from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { logActivity } from '../../lib/activity.js';
import { notFound } from '../../lib/http-errors.js';
import { parse } from '../../lib/validate.js';
import { assertMayWrite, findVisibleProject } from '../projects/access.js';
import { existingUserIds, FieldCheck } from '../projects/validate.js';
import { plannedRows, replacePlanned, userRefs, workedRows, type PlannedRow } from './repository.js';

/** Without a range the screen shows half a year from this month. */
const DEFAULT_SPAN = 6;

function rangeOf(q: { from?: string; to?: string }): { from: string; to: string } {
  const from = q.from ?? (q.to ? addMonths(q.to, 1 - DEFAULT_SPAN) : warsawMonth());
  return { from, to: q.to ?? addMonths(from, Math.min(DEFAULT_SPAN, ALLOCATION_RANGE_MAX_MONTHS) - 1) };
}

/** Planned and worked hours of a project by person and month: three queries, whatever the team's size. */
async function allocationsOf(db: DbOrTx, projectId: number, from: string, to: string): Promise<ProjectAllocationsResponse> {
  const [planned, worked] = await Promise.all([plannedRows(db, projectId, from, to), workedRows(db, projectId, from, to)]);
  const people = await userRefs(db, [...new Set([...planned, ...worked].map((r) => r.userId))]);
  const byUser = new Map<number, ProjectAllocation>(people.map((user) => [user.id, { user, months: {}, worked: {} }]));
  for (const r of planned) byUser.get(r.userId)!.months[r.month] = r.plannedHours;
  for (const r of worked) byUser.get(r.userId)!.worked[r.month] = minutesToHours(r.minutes);
  return { from, to, data: [...byUser.values()] };
}

/**
 * Allocation (/projekty/{id}/alokacja): who is planned on a project for how many hours per month, beside
 * the hours they worked. Reading needs the project to be visible; replacing the plan of a range needs
 * edycja on it (Projekty__wlasne alone: only projects one leads).
 */
export default async function allocationRoutes(app: FastifyInstance) {
  const path = `${projectsContract.itemRoute}/allocations`;
  const config = { permission: PROJECT_SUBJECTS, labels: projectsContract.labels };
  /** The path's id once the route's params schema has read it. */
  const idOf = (req: FastifyRequest) => (req.params as z.output<typeof idParamSchema>).id;
  /**
   * After the access check, before the schemas run (as the engine's updateRoute loads the record): a project
   * out of reach is a 404, one the caller may only read a 403 on a write, whatever the query or body says.
   * The id is read here the way the params schema will (a bad one is its 422 already).
   */
  const reachable = (verb?: 'edycja') => async (req: FastifyRequest) => {
    const { id } = parse(idParamSchema, req.params, req);
    const project = await findVisibleProject(app.db, id, req.user);
    if (!project) throw notFound();
    if (verb) assertMayWrite(req.user, project, verb);
  };

  app.get(path, {
    config,
    schema: { params: idParamSchema, querystring: allocationRangeQuery, response: { 200: projectAllocationsRead } },
    preValidation: reachable(),
  }, async (req) => {
    const { from, to } = rangeOf(req.query as z.output<typeof allocationRangeQuery>);
    return allocationsOf(app.db, idOf(req), from, to);
  });

  app.put(path, {
    config: { ...config, verb: 'edycja' },
    schema: { params: idParamSchema, body: allocationsInput, response: { 200: allocationsSavedRead } },
    preValidation: reachable('edycja'),
  }, async (req) => {
    const id = idOf(req);
    const input = req.body as z.output<typeof allocationsInput>;
    const result = await app.db.transaction(async (tx) => {
      // Locked and checked again: two saves of one plan run one after the other, never interleaved.
      const project = await findVisibleProject(tx, id, req.user, true);
      if (!project) throw notFound();
      assertMayWrite(req.user, project, 'edycja');
      const known = await existingUserIds(tx, [...new Set(input.allocations.map((a) => a.user_id))]);
      const check = new FieldCheck(req);
      input.allocations.forEach((a, i) => { if (!known.has(a.user_id)) check.rule(`allocations.${i}.user_id`, 'in'); });
      check.throwIfAny();
      const before = await plannedRows(tx, id, input.from, input.to);
      const rows = input.allocations.map((a) => ({ userId: a.user_id, month: a.month, plannedHours: a.planned_hours }));
      await replacePlanned(tx, id, input.from, input.to, rows);
      const logged = (list: PlannedRow[]) => list.map((r) => ({ user_id: r.userId, month: r.month, planned_hours: r.plannedHours }));
      await logActivity(tx, req, {
        action: 'allocate', subjectType: 'projects', subjectId: id,
        before: { from: input.from, to: input.to, allocations: logged(before) },
        after: { from: input.from, to: input.to, allocations: logged(rows) },
      });
      return allocationsOf(tx, id, input.from, input.to);
    });
    return { message: req.t('projects.allocations.saved'), ...result };
  });
}
