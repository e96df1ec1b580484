/**
 * Where time typed into a timesheet cell lands on the clock. A cell only says "2 h on Tuesday"; an entry needs
 * a start and an end that overlap nothing else of the person's, so the API picks the first free gap.
 */

export interface Busy {
  startedAt: Date;
  endedAt: Date;
}

/**
 * The start of the first gap of `minutes` that overlaps nothing in `busy` and lies inside the day: searched
 * from `preferred` (08:00) to the day's end, then from the day's start (an early morning before a full day).
 * Null when the day has no such gap.
 */
export function firstGap(busy: Busy[], dayStart: Date, dayEnd: Date, preferred: Date, minutes: number): Date | null {
  const need = minutes * 60_000;
  const sorted = [...busy].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
  const from = (start: Date): Date | null => {
    let cursor = start.getTime();
    for (const b of sorted) {
      if (b.endedAt.getTime() <= cursor) continue;
      if (b.startedAt.getTime() - cursor >= need) break;
      cursor = Math.max(cursor, b.endedAt.getTime());
    }
    return cursor + need <= dayEnd.getTime() ? new Date(cursor) : null;
  };
  return from(preferred) ?? from(dayStart);
}

/** Minutes as H:MM for messages: 150 → "2:30". */
export const hoursClock = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
