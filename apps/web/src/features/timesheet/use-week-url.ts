import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { timesheetQuery, warsawToday, weekMonday } from '@harmony/shared';

/**
 * Which week and whose, kept in the URL (`?week=2026-11-23&user_id=5`) so a reload, a link or the back button
 * shows the same grid. Any day names its week (the Monday is shown); no week: this week in Warsaw; no person:
 * the caller.
 */
export function useWeekUrl() {
  const [params, setParams] = useSearchParams();
  const today = warsawToday();
  // Each read on its own: a week that is no date shows this week, still for the person named.
  const day = timesheetQuery.shape.week.safeParse(params.get('week') ?? undefined);
  const person = timesheetQuery.shape.user_id.safeParse(params.get('user_id') ?? undefined);
  const week = weekMonday((day.success && day.data) || today);
  const userId = person.success ? person.data : undefined;

  const go = useCallback(
    (next: { week?: string; userId?: number | null }) => {
      const out = new URLSearchParams(params);
      if (next.week !== undefined) out.set('week', weekMonday(next.week));
      if (next.userId === null) out.delete('user_id');
      else if (next.userId !== undefined) out.set('user_id', String(next.userId));
      setParams(out);
    },
    [params, setParams],
  );

  return { week, userId, today, go };
}
