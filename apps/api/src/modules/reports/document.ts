import type { FastifyRequest } from 'fastify';
import { afterPreposition, type ProjectReport, type ProjectsReport, type ReportAmount, type UserReport } from '@harmony/shared';

/**
 * A report as a printable document — title, period and one or more tables with a totals row — which the
 * CSV, XLSX and PDF writers all render the same way. Labels are in the request's language.
 */
export type ColumnKind = 'text' | 'minutes' | 'hours' | 'money' | 'percent';
export type Cell = string | number | null;

export interface Column {
  key: string;
  label: string;
  kind: ColumnKind;
  /** Relative width in the PDF (default: 3 for text, 1 for numbers). */
  weight?: number;
}

export interface Section {
  title: string;
  columns: Column[];
  rows: Record<string, Cell>[];
  /** The totals row: the first text column carries "Total"; numbers are the report's totals. */
  totals: Record<string, Cell>;
}

export interface ReportDoc {
  /** File name without extension (ASCII). */
  filename: string;
  title: string;
  period: string;
  sections: Section[];
}

/** Hours are kept exact (minutes / 60): sums of a column equal the total's hours; writers round for display. */
const amountCells = (a: ReportAmount) => ({ minutes: a.minutes, hours: a.minutes / 60, cost: a.cost });

function amountColumns(req: FastifyRequest): Column[] {
  return [
    { key: 'minutes', label: req.t('reports.columns.minutes'), kind: 'minutes' },
    { key: 'hours', label: req.t('reports.columns.hours'), kind: 'hours' },
    { key: 'cost', label: req.t('reports.columns.cost'), kind: 'money' },
  ];
}

/** "Okres: od stycznia 2031 do marca 2031" (months) or "od 1 stycznia 2031 do 31 marca 2031" (days): genitive after od/do. */
export function periodOf(req: FastifyRequest, rawFrom?: string, rawTo?: string): string {
  const from = rawFrom && afterPreposition(rawFrom, req.locale);
  const to = rawTo && afterPreposition(rawTo, req.locale);
  if (from && to) return req.t('reports.period', { from, to });
  if (from) return req.t('reports.periodFrom', { from });
  if (to) return req.t('reports.periodTo', { to });
  return req.t('reports.periodAll');
}

/** The users report as one table: a row per user and month with time (users by name, months in order). */
export function userReportDoc(req: FastifyRequest, report: UserReport, from: string, to: string): ReportDoc {
  const rows = report.data.flatMap((person) => report.months
    .map((month, i) => ({ month, amount: { minutes: person.minutes[i]!, cost: person.cost[i]! } }))
    .filter(({ amount }) => amount.minutes > 0 || amount.cost !== 0)
    .map(({ month, amount }) => ({ user: person.user.name, month, ...amountCells(amount) })));
  return {
    filename: `report-users-${from}-${to}`,
    title: req.t('reports.titles.users'),
    period: periodOf(req, from, to),
    sections: [{
      title: req.t('reports.titles.users'),
      columns: [
        { key: 'user', label: req.t('reports.columns.user'), kind: 'text', weight: 3 },
        { key: 'month', label: req.t('reports.columns.month'), kind: 'text', weight: 1.2 },
        ...amountColumns(req),
      ],
      rows,
      totals: { user: req.t('reports.total'), month: null, ...amountCells(report.totals) },
    }],
  };
}

export function projectsReportDoc(req: FastifyRequest, report: ProjectsReport, from?: string, to?: string): ReportDoc {
  return {
    filename: `report-projects${from ? `-${from}` : ''}${to ? `-${to}` : ''}`,
    title: req.t('reports.titles.projects'),
    period: periodOf(req, from, to),
    sections: [{
      title: req.t('reports.titles.projects'),
      columns: [
        { key: 'project', label: req.t('reports.columns.project'), kind: 'text', weight: 3.2 },
        { key: 'customer', label: req.t('reports.columns.customer'), kind: 'text', weight: 2.4 },
        ...amountColumns(req),
        { key: 'budget_hours', label: req.t('reports.columns.budgetHours'), kind: 'hours' },
        { key: 'hours_percent', label: req.t('reports.columns.hoursPercent'), kind: 'percent', weight: 1.5 },
        { key: 'budget_amount', label: req.t('reports.columns.budgetAmount'), kind: 'money', weight: 1.2 },
        { key: 'cost_percent', label: req.t('reports.columns.costPercent'), kind: 'percent', weight: 1.5 },
      ],
      rows: report.data.map((r) => ({
        project: r.project.name,
        customer: r.project.customer,
        ...amountCells(r),
        budget_hours: r.budget_hours,
        hours_percent: r.hours_percent,
        budget_amount: r.budget_amount,
        cost_percent: r.cost_percent,
      })),
      totals: {
        project: req.t('reports.total'), customer: null, ...amountCells(report.totals),
        budget_hours: null, hours_percent: null, budget_amount: null, cost_percent: null,
      },
    }],
  };
}

/** One project: three tables (by user, by month, by category), each summing to the project's totals. */
export function projectReportDoc(req: FastifyRequest, report: ProjectReport, from?: string, to?: string): ReportDoc {
  const section = (title: string, label: string, rows: { name: string; amount: ReportAmount }[]): Section => ({
    title,
    columns: [{ key: 'name', label, kind: 'text', weight: 3 }, ...amountColumns(req)],
    rows: rows.map((r) => ({ name: r.name, ...amountCells(r.amount) })),
    totals: { name: req.t('reports.total'), ...amountCells(report.totals) },
  });
  const amount = (a: ReportAmount) => ({ minutes: a.minutes, cost: a.cost });
  return {
    filename: `report-project-${report.project.id}${from ? `-${from}` : ''}${to ? `-${to}` : ''}`,
    title: req.t('reports.titles.project', { name: report.project.name }),
    period: periodOf(req, from, to),
    sections: [
      section(req.t('reports.sections.byUser'), req.t('reports.columns.user'),
        report.by_user.map((r) => ({ name: r.user.name, amount: amount(r) }))),
      section(req.t('reports.sections.byMonth'), req.t('reports.columns.month'),
        report.by_month.map((r) => ({ name: r.month, amount: amount(r) }))),
      section(req.t('reports.sections.byCategory'), req.t('reports.columns.category'),
        report.by_category.map((r) => ({ name: r.category?.name ?? req.t('reports.noCategory'), amount: amount(r) }))),
    ],
  };
}
