import { and, eq, inArray, notInArray, or } from 'drizzle-orm';
import { BUDGET_ALERT_THRESHOLDS, budgetPercent, ROLES } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { notifyUsers } from '../../lib/notify.js';
import { budgetAlerts, projects, roles, timeTotalsByProject, userRoles, users } from '../../db/schema.js';
import { loadSessionUser } from '../users/repository.js';
import { seesProjectMoney } from './money.js';

/**
 * Budget alerts: the first time a project's use reaches 80 % and 100 % of its hours budget (and of its money
 * budget: the cost of its entries at their rates), its leader and every active administrator get a
 * notification (a money alert only those who may see the project's money: money.ts). `budget_alerts` remembers
 * what was sent, so each threshold goes out once per budget.
 */

type Kind = 'hours' | 'amount';

/** What the alerts read of a project (after an edit: its new values, before they are stored). */
export interface BudgetSnapshot {
  id: number;
  name: string;
  leaderId: number | null;
  budgetHours: string | number | null;
  budgetAmount: string | number | null;
}

interface Usage {
  kind: Kind;
  /** Used and budget in hundredths (of an hour, of a złoty): whole numbers compare exactly. */
  used: number;
  budget: number;
  /** The use in %, as every screen shows it (budgetPercent of the exact hours or złoty). */
  percent: number;
}

const hundredths = (value: string | number | null) => Math.round(Number(value ?? 0) * 100);

/**
 * Minutes and cost of one project, all time, from its roll-up row (time_totals_by_project, kept by triggers;
 * time-entries/totals.ts reads the other summaries). Read here so projects need nothing from time-entries.
 */
async function projectUsage(db: DbOrTx, projectId: number): Promise<{ minutes: number; cost: number }> {
  const [row] = await db
    .select({ minutes: timeTotalsByProject.minutes, cost: timeTotalsByProject.cost })
    .from(timeTotalsByProject).where(eq(timeTotalsByProject.projectId, projectId));
  return { minutes: Number(row?.minutes ?? 0), cost: Number(row?.cost ?? 0) };
}

/** Use of the budgets, from the time_totals summary: cheap on every time write. */
async function usagesOf(tx: DbOrTx, p: BudgetSnapshot): Promise<Usage[]> {
  const out: Usage[] = [];
  const hours = hundredths(p.budgetHours);
  const amount = hundredths(p.budgetAmount);
  if (hours <= 0 && amount <= 0) return out;
  const used = await projectUsage(tx, p.id);
  if (hours > 0) {
    out.push({ kind: 'hours', used: Math.round((used.minutes * 100) / 60), budget: hours, percent: budgetPercent(used.minutes / 60, hours / 100)! });
  }
  if (amount > 0) out.push({ kind: 'amount', used: hundredths(used.cost), budget: amount, percent: budgetPercent(used.cost, amount / 100)! });
  return out;
}

const reached = (u: Usage) => BUDGET_ALERT_THRESHOLDS.filter((t) => u.used * 100 >= t * u.budget);

/**
 * The leader and every active Superadministrator or Administrator, once each; of a money alert only those who
 * may see the project's money (a leader whose project has time by others than contractors may not).
 */
async function recipientsOf(tx: DbOrTx, p: BudgetSnapshot, kind: Kind): Promise<number[]> {
  const leaderId = p.leaderId;
  const admins = tx.select({ id: userRoles.userId }).from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(roles.name, [ROLES.superadmin, ROLES.admin]));
  const rows = await tx.select({ id: users.id }).from(users)
    .where(and(eq(users.active, true), or(inArray(users.id, admins), leaderId ? eq(users.id, leaderId) : undefined)))
    .orderBy(users.id);
  if (kind === 'hours') return rows.map((r) => r.id);
  const out: number[] = [];
  for (const { id } of rows) {
    if (await seesProjectMoney(tx, await loadSessionUser(tx, id, null), { id: p.id, leaderId })) out.push(id);
  }
  return out;
}

/**
 * Through the notification centre (lib/notify.ts): worded in each reader's language from the catalogue, the
 * figures formatted as that language writes them (87,9 % / 87.9%), each recipient's channels.
 */
async function notify(tx: DbOrTx, p: BudgetSnapshot, u: Usage, threshold: number): Promise<void> {
  const recipients = await recipientsOf(tx, p, u.kind);
  await notifyUsers(tx, { userIds: recipients }, {
    kind: 'budget',
    link: `/projekty/${p.id}/szczegoly`,
    wording: {
      title: `projects.budgetAlert.${u.kind}Title`, body: `projects.budgetAlert.${u.kind}Body`,
      vars: { name: p.name, threshold, used: u.used / 100, budget: u.budget / 100, percent: u.percent },
    },
  });
}

/**
 * Sends the alerts a project has newly reached. Reaching both thresholds at once sends one notification
 * (the higher one) and records both. Concurrent callers can't both send: the insert into budget_alerts
 * decides, on its primary key.
 */
async function alertOnBudgets(tx: DbOrTx, p: BudgetSnapshot, usages: Usage[]): Promise<void> {
  for (const usage of usages) {
    const thresholds = reached(usage);
    if (!thresholds.length) continue;
    const fresh = await tx.insert(budgetAlerts)
      .values(thresholds.map((threshold) => ({ projectId: p.id, kind: usage.kind, threshold })))
      .onConflictDoNothing()
      .returning({ threshold: budgetAlerts.threshold });
    if (fresh.length) await notify(tx, p, usage, Math.max(...fresh.map((r) => r.threshold)));
  }
}

/**
 * After a project's budget changes: forgets the alerts the new budget no longer reaches (so they can fire
 * again), then sends those it reaches now. Called with the new values, in the update's transaction.
 */
export async function refreshBudgetAlerts(tx: DbOrTx, p: BudgetSnapshot): Promise<void> {
  const usages = await usagesOf(tx, p);
  for (const kind of ['hours', 'amount'] as const) {
    const usage = usages.find((u) => u.kind === kind);
    const keep = usage ? reached(usage) : [];
    await tx.delete(budgetAlerts).where(and(
      eq(budgetAlerts.projectId, p.id),
      eq(budgetAlerts.kind, kind),
      keep.length ? notInArray(budgetAlerts.threshold, keep) : undefined,
    ));
  }
  await alertOnBudgets(tx, p, usages);
}

/**
 * For time tracking: call after every write of a project's time entries, in the same transaction.
 * Does nothing for a project without a budget or one that no longer exists.
 */
export async function checkBudgetAlerts(tx: DbOrTx, projectId: number): Promise<void> {
  const [p] = await tx
    .select({ id: projects.id, name: projects.name, leaderId: projects.leaderId, budgetHours: projects.budgetHours, budgetAmount: projects.budgetAmount })
    .from(projects).where(eq(projects.id, projectId)).limit(1);
  if (p) await alertOnBudgets(tx, p, await usagesOf(tx, p));
}
