import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addMonths, ALLOCATION_RANGE_MAX_MONTHS, allocationRangeQuery, allocationsInput, idParamSchema, PROJECT_SUBJECTS, warsawMonth,
  type ProjectAllocation, type ProjectAllocationsResponse, minutesToHours,
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
  const idOf = (req: FastifyRequest) => parse(idParamSchema, req.params, req).id;

  app.get('/api/projects/:id/allocations', { config: { permission: PROJECT_SUBJECTS } }, async (req) => {
    const id = idOf(req);
    const project = await findVisibleProject(app.db, id, req.user);
    if (!project) throw notFound();
    const { from, to } = rangeOf(parse(allocationRangeQuery, req.query, req, 'projects.fields'));
    return allocationsOf(app.db, id, from, to);
  });

  app.put('/api/projects/:id/allocations', { config: { permission: PROJECT_SUBJECTS, verb: 'edycja' } }, async (req) => {
    const id = idOf(req);
    const result = await app.db.transaction(async (tx) => {
      // Locked: two saves of one plan run one after the other, never interleaved.
      const project = await findVisibleProject(tx, id, req.user, true);
      if (!project) throw notFound();
      assertMayWrite(req.user, project, 'edycja');
      const input = parse(allocationsInput, req.body, req, 'projects.fields');
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
