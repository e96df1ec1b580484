import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api';
import { stopTimer, TIMER_KEY } from '../../lib/timer/timer-api';
import { announceTimerChange } from '../../lib/timer/timer-sync';

/**
 * Stop in one click (the top bar): the entry is saved with what the timer holds. A stop the time rules refuse
 * (422) raises `refused`, and the caller opens the repair (stop-repair.tsx) instead of leaving the timer stuck.
 */
export function useQuickStop() {
  const client = useQueryClient();
  const [refused, setRefused] = useState(false);
  const stop = useMutation({
    mutationFn: () => stopTimer(),
    onMutate: () => setRefused(false),
    onSuccess: () => {
      client.setQueryData(TIMER_KEY, null);
      announceTimerChange(client);
    },
    onError: (error) => {
      setRefused(isApiError(error) && error.status === 422);
      // Whatever happened (stopped elsewhere: 409), every window shows the timer as the server has it.
      announceTimerChange(client);
    },
  });
  return { stop, refused, closeRepair: () => setRefused(false) };
}
