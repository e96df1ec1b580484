import type { FastifyInstance } from 'fastify';
import { ADMIN_ROLES, budgetPercent, dashboardRead, hasRole, minutesToHours, warsawDay, type Dashboard } from '@harmony/shared';
import { findTimer, onlineUsers } from '../timer/repository.js';
import { minutesByProject, minutesOf, projectsOf, type Periods } from './repository.js';

const DAY_MS = 86_400_000;
const dayPlus = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Today, its ISO week (Monday–Sunday) and its month, as Europe/Warsaw days. */
export function periodsOf(now: Date): Periods {
  const today = warsawDay(now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const [y, m] = today.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y!, m!, 0)).getUTCDate();
  return {
    today,
    weekFrom: dayPlus(today, -weekday),
    weekTo: dayPlus(today, 6 - weekday),
    monthFrom: `${today.slice(0, 7)}-01`,
    monthTo: `${today.slice(0, 7)}-${String(lastDay).padStart(2, '0')}`,
  };
}

/**
 * The dashboard (/): the caller's hours, running timer and projects with budget use; administrators also
 * see who is working now and this month's hours by project. Any signed-in user.
 */
export default async function dashboardRoutes(app: FastifyInstance) {
  app.get('/api/dashboard', { schema: { response: { 200: dashboardRead } } }, async (req): Promise<Dashboard> => {
    const me = req.user!.id;
    const periods = periodsOf(new Date());
    const admin = hasRole(req.user!.roles, ADMIN_ROLES);
    const [hours, timer, projects, online, byProject] = await Promise.all([
      minutesOf(app.db, me, periods),
      findTimer(app.db, me),
      projectsOf(app.db, me),
      admin ? onlineUsers(app.db) : null,
      admin ? minutesByProject(app.db, periods.monthFrom, periods.monthTo) : null,
    ]);
    const body: Dashboard = {
      hours,
      timer: timer ? { project: timer.project, description: timer.description, started_at: timer.started_at } : null,
      projects: projects.map((p) => {
        const budget = p.budgetHours === null ? null : Number(p.budgetHours);
        const used = minutesToHours(Number(p.minutes));
        return {
          id: p.id, name: p.name, budget_hours: budget, hours_used: used,
          percent: budgetPercent(Number(p.minutes) / 60, budget),
        };
      }),
    };
    if (online && byProject) {
      body.admin = {
        online: online.map((o) => ({ user: o.user, project: o.project, started_at: o.started_at })),
        by_project_month: byProject.map((r) => ({ project: { id: r.id, name: r.name }, minutes: Number(r.minutes) })),
      };
    }
    return body;
  });
}
