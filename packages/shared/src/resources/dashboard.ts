import { z } from 'zod';
import { namedRefRead } from './engine-wire.js';

/** A running timer as the dashboard shows it (the shape of timer-state.ts RunningTimer without its category). */
const dashboardTimer = z.object({ project: namedRefRead.nullable(), description: z.string(), started_at: z.string() });

export const dashboardProjectRead = z.object({
  id: z.number().int(),
  name: z.string(),
  budget_hours: z.number().nullable(),
  /** Hours booked on the project by everyone, ever (two decimals). */
  hours_used: z.number(),
  /** hours_used against budget_hours, % (one decimal); null without an hours budget. */
  percent: z.number().nullable(),
});
export type DashboardProject = z.infer<typeof dashboardProjectRead>;

export const dashboardAdminRead = z.object({
  /** Who has a timer running, longest first. */
  online: z.array(z.object({ user: namedRefRead, project: namedRefRead.nullable(), started_at: z.string() })),
  /** Minutes booked this month (Europe/Warsaw) per project, most first. */
  by_project_month: z.array(z.object({ project: namedRefRead, minutes: z.number() })),
});
export type DashboardAdmin = z.infer<typeof dashboardAdminRead>;

/** GET /api/dashboard (/, any signed-in user): the caller's own numbers, plus an admin block for administrators. */
export const dashboardRead = z.object({
  /** The caller's booked minutes: today, this ISO week (Monday–Sunday) and this month, Europe/Warsaw. */
  hours: z.object({ today: z.number(), week: z.number(), month: z.number() }),
  /** The caller's running timer, or null. */
  timer: dashboardTimer.nullable(),
  /** Active projects the caller leads or is allocated to (any month), by name, with budget use by everyone's time. */
  projects: z.array(dashboardProjectRead),
  /** Only for Superadministrator|Administrator. */
  admin: dashboardAdminRead.optional(),
});
export type Dashboard = z.infer<typeof dashboardRead>;
