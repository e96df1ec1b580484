import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RunningTimer } from '@harmony/shared/resources/timer-state';
import { discardTimer, stopTimer, TIMER_CHECK_KEY, TIMER_KEY, timerInputOf, updateTimer } from '../../lib/timer/timer-api';
import { announceTimerChange } from '../../lib/timer/timer-sync';

/** One repair of a refused stop: a new start or project saved first, then the stop (at `ended_at`, or now). */
export interface StopFix {
  started_at?: string;
  project_id?: number;
  ended_at?: string;
  /** Throw the timer away instead. */
  discard?: boolean;
}

/**
 * The repair's writes. A success ends the timer here and in the other windows; a refusal (the server's
 * message is the alert) asks the check again, so the repair shows what is still wrong.
 */
export function useStopRepair(timer: RunningTimer, onDone?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (fix: StopFix) => {
      if (fix.discard) return discardTimer();
      if (fix.started_at !== undefined || fix.project_id !== undefined) {
        await updateTimer({
          ...timerInputOf(timer),
          ...(fix.project_id !== undefined ? { project_id: fix.project_id } : {}),
          ...(fix.started_at !== undefined ? { started_at: fix.started_at } : {}),
        });
      }
      return stopTimer(fix.ended_at);
    },
    onSuccess: () => {
      client.setQueryData(TIMER_KEY, null);
      announceTimerChange(client);
      onDone?.();
    },
    onError: () => {
      void client.invalidateQueries({ queryKey: TIMER_CHECK_KEY });
      void client.invalidateQueries({ queryKey: TIMER_KEY, exact: true });
    },
  });
}
