import { z } from 'zod';
import { v } from '../validation/rules.js';
import { archivedFilter, optionalAmount, optionalDay, optionalRef, refFilter, textOrEmpty } from './crm-fields.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';

/** Budget use (hours, or money) that raises an alert to the leader and the administrators, once each. */
export const BUDGET_ALERT_THRESHOLDS = [80, 100] as const;

/** The project form (/projekty/dodaj, /projekty/{id}/edycja): POST and PUT /api/projects. */
export const projectInput = z.object({
  name: v.text(200),
  customer: textOrEmpty(200),
  description: textOrEmpty(5000),
  category_id: optionalRef(),
  /** A status that applies to projects. */
  status_id: optionalRef(),
  /** An active user. */
  leader_id: optionalRef(),
  budget_hours: optionalAmount(99_999_999),
  budget_amount: optionalAmount(9_999_999_999),
  deadline: optionalDay(),
});
export type ProjectInput = z.input<typeof projectInput>;

/**
 * A project's money: its budget amount, the cost of everyone's time on it and their ratio. Money is shown only
 * to whom it sums no stranger's time (PRODUCT.md section 3, as the reports count it): a caller with
 * Czasy__wszystkie, or the project's leader with Czasy__kontraktorow while everyone with time on it is
 * themself or a Kontraktor. Anyone else gets a project without these fields (hours stay), so a contractor
 * can't take their own cost from the total and divide the rest by a colleague's hours.
 */
export const PROJECT_MONEY_FIELDS = ['budget_amount', 'cost_used', 'cost_used_percent'] as const;

/** Whether the API gave this project's money to the caller (the web shows money only then). */
export const showsProjectMoney = (project: object): boolean => 'budget_amount' in project;

/** A pickable record of the project form: a status or category has a colour, a user has none. */
const projectOptionRef = z.object({ id: z.number().int(), name: z.string(), color: z.string().optional() });
export type ProjectOptionRef = z.infer<typeof projectOptionRef>;

/**
 * GET /api/projects/options: what the project form's selects offer (for whoever may add or edit projects,
 * without the administration lists behind them). `statuses`: the statuses of projects, in their order;
 * `categories`: every category; `leaders`: whom the caller may name as leader (active users they can see,
 * or only themself with Projekty__wlasne alone).
 */
export const projectFormOptionsRead = z.object({
  statuses: z.array(projectOptionRef),
  categories: z.array(projectOptionRef),
  leaders: z.array(projectOptionRef),
});
export type ProjectFormOptions = z.infer<typeof projectFormOptionsRead>;

export const PROJECT_SORTABLE = ['name', 'customer', 'deadline', 'hours_used', 'created_at'] as const;
/** `archived`: false (default, /projekty), true (/projekty/archiwalne) or all. */
const colored = z.object({ id: z.number().int(), name: z.string(), color: z.string() }).nullable();
const person = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** A project as the API reads it (list rows, GET /api/projects/{id}, the record a write returns). */
export const projectRead = z.object({
  id: z.number().int(),
  name: z.string(),
  customer: z.string(),
  description: z.string(),
  category_id: z.number().int().nullable(),
  status_id: z.number().int().nullable(),
  leader_id: z.number().int().nullable(),
  budget_hours: z.number().nullable(),
  /** Left out where the caller may not see the project's money (PROJECT_MONEY_FIELDS). */
  budget_amount: z.number().nullable().optional(),
  /** YYYY-MM-DD */
  deadline: z.string().nullable(),
  archived: z.boolean(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  category: colored,
  status: colored,
  leader: person,
  /** Sum of the project's time entries, in hours (two decimals). */
  hours_used: z.number(),
  /** hours_used against budget_hours, in % (budgetPercent); null without an hours budget. */
  budget_used_percent: z.number().nullable(),
  /** The cost of the project's time entries at their rates, in złoty; left out with the other money fields. */
  cost_used: z.number().optional(),
  /** cost_used against budget_amount, in % (budgetPercent); null without a money budget; left out likewise. */
  cost_used_percent: z.number().nullable().optional(),
});
export type Project = z.infer<typeof projectRead>;

/** POST /api/projects/{id}/archive and /unarchive: the project as it now is (money as projectRead says). */
export const projectArchivedRead = z.object({ message: z.string(), data: projectRead });

export const projectsContract = defineContract({
  name: 'projects',
  path: '/api/projects',
  ...RESOURCES.projects,
  input: projectInput,
  read: projectRead,
  list: {
    sort: PROJECT_SORTABLE,
    defaultSort: 'name',
    filters: { archived: archivedFilter(), category_id: refFilter(), status_id: refFilter(), leader_id: refFilter() },
    search: ['name', 'customer'],
  },
  labels: 'projects.fields',
});
export const projectListQuery = projectsContract.listQuery;
export type ProjectListQuery = z.input<typeof projectListQuery>;
