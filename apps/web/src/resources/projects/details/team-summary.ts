import type { ProjectAllocation } from '@harmony/shared';

export interface TeamMember {
  user: { id: number; name: string };
  plannedMonth: number;
  workedMonth: number;
  planned: number;
  worked: number;
}

const sum = (hours: Record<string, number>) => Object.values(hours).reduce((a, b) => a + b, 0);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Each person's planned and worked hours in one month and over the whole range read, busiest first. */
export function teamOf(rows: ProjectAllocation[], month: string): TeamMember[] {
  return rows
    .map((r) => ({
      user: r.user,
      plannedMonth: round2(r.months[month] ?? 0),
      workedMonth: round2(r.worked[month] ?? 0),
      planned: round2(sum(r.months)),
      worked: round2(sum(r.worked)),
    }))
    .sort((a, b) => b.planned + b.worked - (a.planned + a.worked) || a.user.name.localeCompare(b.user.name));
}
