import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  ADMIN_ROLES, adminProjectsQuery, adminProjectsRead, hasRole, idParamSchema, ROLES, userProjectsQuery, userProjectsRead, warsawMonth,
  type AdminProjectsResponse, type AdminUserProjects, type UserProjectHours, type UserProjectsResponse,
} from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { parse } from '../../lib/validate.js';

import { findVisibleUser } from '../users/repository.js';
import { plannedByUserAndProject, workedByUserAndProject, type HoursFilter, type HoursRow } from './repository.js';

const LABELS = 'projects.fields';
const round2 = (n: number) => Math.round(n * 100) / 100;
const byName = new Intl.Collator('pl');

/** Planned and worked rows → people, each with their projects (sorted by last name, then project name). */
async function usersWithProjects(db: DbOrTx, f: HoursFilter): Promise<AdminUserProjects[]> {
  const [planned, worked] = await Promise.all([plannedByUserAndProject(db, f), workedByUserAndProject(db, f)]);
  const people = new Map<number, { row: HoursRow; projects: Map<number, UserProjectHours> }>();
  const cell = (r: HoursRow) => {
    const person = people.get(r.userId) ?? { row: r, projects: new Map() };
    people.set(r.userId, person);
    const project = person.projects.get(r.projectId) ?? {
      project: { id: r.projectId, name: r.projectName, customer: r.customer, archived: r.archivedAt !== null },
      planned_hours: 0,
      worked_hours: 0,
    };
    person.projects.set(r.projectId, project);
    return project;
  };
  for (const r of planned) cell(r).planned_hours = round2(r.hours);
  for (const r of worked) cell(r).worked_hours = round2(r.hours);
  return [...people.values()]
    .sort((a, b) => byName.compare(a.row.lastName, b.row.lastName) || byName.compare(a.row.firstName, b.row.firstName))
    .map(({ row, projects }) => {
      const list = [...projects.values()].sort((a, b) => byName.compare(a.project.name, b.project.name));
      return {
        user: { id: row.userId, name: `${row.firstName} ${row.lastName}` },
        projects: list,
        planned_hours: round2(list.reduce((s, p) => s + p.planned_hours, 0)),
        worked_hours: round2(list.reduce((s, p) => s + p.worked_hours, 0)),
      };
    });
}

/**
 * Users' projects (/administrator/projekty, /archiwalne, /administrator/uzytkownicy/{id}/projekty): who is
 * planned on which project and how much they worked there. Administrators only.
 */
export default async function adminProjectRoutes(app: FastifyInstance) {
  const seesSuperadmins = (roles: string[] | undefined) => hasRole(roles, ROLES.superadmin);

  app.get('/api/admin/projects', {
    config: { roles: ADMIN_ROLES, labels: LABELS },
    schema: { querystring: adminProjectsQuery, response: { 200: adminProjectsRead } },
  }, async (req): Promise<AdminProjectsResponse> => {
    const q = req.query as z.output<typeof adminProjectsQuery>;
    const month = q.month ?? warsawMonth();
    const data = await usersWithProjects(app.db, { month, archived: q.archived, seesSuperadmins: seesSuperadmins(req.user?.roles) });
    return { month, data };
  });

  app.get('/api/users/:id/projects', {
    config: { roles: ADMIN_ROLES, permission: 'Administracja__uzytkownicy' },
    schema: { params: idParamSchema, response: { 200: userProjectsRead } },
  }, async (req): Promise<UserProjectsResponse> => {
    const { id } = req.params as z.output<typeof idParamSchema>;
    const sees = seesSuperadmins(req.user?.roles);
    const user = await findVisibleUser(app.db, id, sees);
    if (!user) throw notFound();
    // Read after the user is found, as before: a user out of reach is a 404 whatever the query says.
    const q = parse(userProjectsQuery, req.query, req, LABELS);
    const [person] = await usersWithProjects(app.db, { month: q.month, archived: q.archived, userId: id, seesSuperadmins: sees });
    return {
      user: { id: user.id, name: `${user.firstName} ${user.lastName}` },
      month: q.month ?? null,
      data: person?.projects ?? [],
      planned_hours: person?.planned_hours ?? 0,
      worked_hours: person?.worked_hours ?? 0,
    };
  });
}
