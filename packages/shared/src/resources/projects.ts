import { z } from 'zod';
import { v } from '../validation/rules.js';
import { archivedFilter, optionalAmount, optionalDay, optionalRef, refFilter, textOrEmpty } from './crm-fields.js';
import { listQuerySchema } from './list-query.js';

/** The permission subjects of projects: all of them, or only those one leads or is allocated to. */
export const PROJECTS_ALL = 'Projekty__wszystkie';
export const PROJECTS_OWN = 'Projekty__wlasne';
export const PROJECT_SUBJECTS = `${PROJECTS_ALL}|${PROJECTS_OWN}`;

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

/** A project as the API reads it (list rows, GET /api/projects/{id}, the record a write returns). */
export interface Project {
  id: number;
  name: string;
  customer: string;
  description: string;
  category_id: number | null;
  status_id: number | null;
  leader_id: number | null;
  budget_hours: number | null;
  budget_amount: number | null;
  /** YYYY-MM-DD */
  deadline: string | null;
  archived: boolean;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
  category: { id: number; name: string; color: string } | null;
  status: { id: number; name: string; color: string } | null;
  leader: { id: number; name: string } | null;
  /** Sum of the project's time entries, in hours (two decimals). */
  hours_used: number;
  /** hours_used against budget_hours, in % (one decimal); null without an hours budget. */
  budget_used_percent: number | null;
}

/** A pickable record of the project form: a status or category has a colour, a user has none. */
export interface ProjectOptionRef {
  id: number;
  name: string;
  color?: string;
}

/**
 * GET /api/projects/options: what the project form's selects offer (for whoever may add or edit projects,
 * without the administration lists behind them). `statuses`: the statuses of projects, in their order;
 * `categories`: every category; `leaders`: whom the caller may name as leader (active users they can see,
 * or only themself with Projekty__wlasne alone).
 */
export interface ProjectFormOptions {
  statuses: ProjectOptionRef[];
  categories: ProjectOptionRef[];
  leaders: ProjectOptionRef[];
}

export const PROJECT_SORTABLE = ['name', 'customer', 'deadline', 'hours_used', 'created_at'] as const;
/** `archived`: false (default, /projekty), true (/projekty/archiwalne) or all. */
export const projectListQuery = listQuerySchema(PROJECT_SORTABLE, 'name', {
  archived: archivedFilter(),
  category_id: refFilter(),
  status_id: refFilter(),
  leader_id: refFilter(),
});
export type ProjectListQuery = z.input<typeof projectListQuery>;
