import type { UserRef } from './activities.js';
import type { RunningTimer } from './timer.js';
import type { EntryProjectRef } from './time-entries.js';

/** GET /api/dashboard (/, any signed-in user): the caller's own numbers, plus an admin block for administrators. */
export interface Dashboard {
  /** The caller's booked minutes: today, this ISO week (Monday–Sunday) and this month, Europe/Warsaw. */
  hours: { today: number; week: number; month: number };
  /** The caller's running timer, or null. */
  timer: RunningTimer | null;
  /** Active projects the caller leads or is allocated to (any month), by name, with budget use by everyone's time. */
  projects: DashboardProject[];
  /** Only for Superadministrator|Administrator. */
  admin?: DashboardAdmin;
}

export interface DashboardProject {
  id: number;
  name: string;
  budget_hours: number | null;
  /** Hours booked on the project by everyone, ever (two decimals). */
  hours_used: number;
  /** hours_used against budget_hours, % (one decimal); null without an hours budget. */
  percent: number | null;
}

export interface DashboardAdmin {
  /** Who has a timer running, longest first. */
  online: { user: UserRef; project: EntryProjectRef | null; started_at: string }[];
  /** Minutes booked this month (Europe/Warsaw) per project, most first. */
  by_project_month: { project: EntryProjectRef; minutes: number }[];
}
