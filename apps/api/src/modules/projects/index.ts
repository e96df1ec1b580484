import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  can, idParamSchema, PROJECT_SUBJECTS, projectArchivedRead, projectFormOptionsRead, projectsContract, type ProjectFormOptions,
} from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { projects, users } from '../../db/schema.js';
import { logActivity } from '../../lib/activity.js';
import { registerCrud } from '../../lib/crud/register-crud.js';
import { fromContract } from '../../lib/crud/resource.js';
import { forbidden, notFound } from '../../lib/http-errors.js';
import { assertMayWrite, findVisibleProject, projectScope, writesAll } from './access.js';
import './notable.js';
import { refreshBudgetAlerts } from './budget-alerts.js';
import { visibleUsers } from '../users/repository.js';
import { seesSuperadmins } from '../users/service.js';
import { seesProjectMoney, withoutHiddenMoney } from './money.js';
import { formOptions, MINUTES_USED, projectView, projectViewRow, serializeProject, setArchived } from './repository.js';
import { activeUserExists, categoryExists, FieldCheck, projectStatusExists } from './validate.js';

type Row = Record<string, unknown>;
/** The list's filters (already validated by projectListQuery). */
function filtersOf(q: Record<string, unknown>): (SQL | undefined)[] {
  return [
    q.archived === 'true' ? isNotNull(projects.archivedAt) : q.archived === 'all' ? undefined : isNull(projects.archivedAt),
    q.category_id ? eq(projects.categoryId, Number(q.category_id)) : undefined,
    q.status_id ? eq(projects.statusId, Number(q.status_id)) : undefined,
    q.leader_id ? eq(projects.leaderId, Number(q.leader_id)) : undefined,
  ];
}

const amount = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The form's references must name real records (a project status, an active user as leader); on update
 * only the ones that change. With only Projekty__wlasne one leads what one writes: the leader stays oneself.
 */
async function checkInput(tx: DbOrTx, req: FastifyRequest, input: Row, verb: 'dodawanie' | 'edycja', before?: Row) {
  const check = new FieldCheck(req);
  const changed = (field: string, column: string) => input[field] != null && (!before || input[field] !== before[column]);
  if (changed('category_id', 'categoryId') && !(await categoryExists(tx, input.category_id as number))) check.rule('category_id', 'in');
  if (changed('status_id', 'statusId') && !(await projectStatusExists(tx, input.status_id as number))) check.rule('status_id', 'in');
  if (!writesAll(req.user, verb) && input.leader_id !== req.user!.id) check.message('leader_id', 'projects.leaderSelf');
  else if (changed('leader_id', 'leaderId') && !(await activeUserExists(tx, input.leader_id as number))) check.rule('leader_id', 'in');
  check.throwIfAny();
}

/**
 * Projects (/projekty, /projekty/archiwalne, /projekty/dodaj, /projekty/{id}/edycja): the generic CRUD over
 * a view with category, status, leader and hours/cost used; record-level scope and write rights from
 * access.ts, money only for whom money.ts allows; archive and restore from the archive beside it.
 */
export default async function projectRoutes(app: FastifyInstance) {
  registerCrud(app, {
    ...fromContract(projectsContract),
    table: projects,
    sortColumns: {
      name: projects.name, customer: projects.customer, deadline: projects.deadline,
      hours_used: MINUTES_USED, created_at: projects.createdAt,
    },
    searchColumns: [projects.name, projects.customer],
    filters: filtersOf,
    scope: (req) => projectScope(req.user),
    view: projectView,
    serialize: serializeProject,
    redact: (req, rows) => withoutHiddenMoney(app.db, req.user, rows),
    beforeCreate: (tx, input, req) => checkInput(tx, req, input, 'dodawanie'),
    async beforeUpdate(tx, before, input, req) {
      assertMayWrite(req.user, before, 'edycja');
      // A budget amount one may not see is not one's to change: the form leaves it out, the stored one stays.
      if (!(await seesProjectMoney(tx, req.user, { id: before.id as number, leaderId: before.leaderId as number | null }))) {
        input.budget_amount = amount(before.budgetAmount);
      }
      await checkInput(tx, req, input, 'edycja', before);
      const budgetChanged = amount(before.budgetHours) !== input.budget_hours || amount(before.budgetAmount) !== input.budget_amount;
      if (budgetChanged) {
        await refreshBudgetAlerts(tx, {
          id: before.id as number,
          name: input.name as string,
          leaderId: input.leader_id as number | null,
          budgetHours: input.budget_hours as number | null,
          budgetAmount: input.budget_amount as number | null,
        });
      }
    },
    async beforeDelete(_tx, row, req) {
      assertMayWrite(req.user, row, 'usuwanie');
    },
  });

  const archiving = (archive: boolean) => async (req: FastifyRequest) => {
    const { id } = req.params as z.output<typeof idParamSchema>;
    const data = await app.db.transaction(async (tx) => {
      const row = await findVisibleProject(tx, id, req.user, true);
      if (!row) throw notFound();
      assertMayWrite(req.user, row, 'edycja');
      // Archiving an archived project changes nothing and logs nothing (a double click is not an error).
      if (Boolean(row.archivedAt) !== archive) {
        const after = await setArchived(tx, id, archive);
        await logActivity(tx, req, {
          action: archive ? 'archive' : 'unarchive', subjectType: 'projects', subjectId: id,
          before: serializeProject(row), after: serializeProject(after),
        });
      }
      return serializeProject((await projectViewRow(tx, id))!);
    });
    const [shown] = await withoutHiddenMoney(app.db, req.user, [data]);
    return { message: req.t(archive ? 'projects.archived' : 'projects.unarchived'), data: shown };
  };

  const edit = {
    config: { permission: PROJECT_SUBJECTS, verb: 'edycja' as const },
    schema: { params: idParamSchema, response: { 200: projectArchivedRead } },
  };
  app.post(`${projectsContract.itemRoute}/archive`, edit, archiving(true));
  app.post(`${projectsContract.itemRoute}/unarchive`, edit, archiving(false));

  /**
   * The project form's selects, for whoever may add or edit projects: the statuses and categories lists
   * need administration rights a Lider doesn't have. Leaders offered: the active users the caller sees, or
   * only themself when they may write only the projects they lead (checkInput's rule).
   */
  app.get(`${projectsContract.path}/options`, {
    config: { permission: PROJECT_SUBJECTS }, schema: { response: { 200: projectFormOptionsRead } },
  }, async (req): Promise<ProjectFormOptions> => {
    const user = req.user!;
    if (!can(user.permissions, 'dodawanie', PROJECT_SUBJECTS) && !can(user.permissions, 'edycja', PROJECT_SUBJECTS)) throw forbidden();
    const anyLeader = writesAll(user, 'dodawanie') || writesAll(user, 'edycja');
    return formOptions(app.db, anyLeader ? visibleUsers(app.db, seesSuperadmins(req)) : eq(users.id, user.id));
  });
}
