import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldErrors, RunningTimer, TimeEntry } from '@harmony/shared';
import { isApiError } from '../../lib/api';
import { discardTimer, startTimer, stopTimer, TIMER_KEY, updateTimer, type TimerInput } from '../../lib/timer/timer-api';
import { announceTimerChange } from '../../lib/timer/timer-sync';

/**
 * The timer's writes. Each one refreshes what shows the timer here and in the other windows; the server's
 * message becomes the alert (api client). A start that stopped a running timer reports that entry. A stop
 * refused by the time rules (or a start refused because the running timer can't stop) raises `refused`: the
 * panel then shows the repair (stop-repair.tsx).
 */
export function useTimerActions() {
  const client = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const [stopped, setStopped] = useState<TimeEntry | null>(null);
  const [refused, setRefused] = useState(false);

  const settle = (timer: RunningTimer | null | undefined) => {
    if (timer !== undefined) client.setQueryData(TIMER_KEY, timer);
    announceTimerChange(client);
  };
  const onError = (error: unknown) => setErrors(isApiError(error) ? error.fieldErrors : null);
  const begin = () => {
    setErrors(null);
    setStopped(null);
    setRefused(false);
  };
  /** A 422 whose reason is not one of the form's own fields (project, category, description): the running timer's times. */
  const onStopError = (error: unknown) => {
    onError(error);
    const fields = isApiError(error) ? Object.keys(error.fieldErrors ?? {}) : [];
    setRefused(fields.some((field) => !['category_id', 'description'].includes(field)));
  };

  const start = useMutation({
    mutationFn: startTimer,
    onMutate: begin,
    onSuccess: (res) => {
      setStopped(res.stopped ?? null);
      settle(res.data);
    },
    onError: onStopError,
  });
  const update = useMutation({ mutationFn: updateTimer, onMutate: begin, onSuccess: (res) => settle(res.data), onError });
  /** Stopping saves edits still in the form first, so a project picked just now is the one booked. */
  const stop = useMutation({
    mutationFn: async (pending: TimerInput | null) => {
      if (pending) await updateTimer(pending);
      return stopTimer();
    },
    onMutate: begin,
    onSuccess: () => settle(null),
    onError: (error) => {
      onStopError(error);
      announceTimerChange(client);
    },
  });
  const discard = useMutation({ mutationFn: discardTimer, onMutate: begin, onSuccess: () => settle(null), onError });

  const busy = start.isPending || update.isPending || stop.isPending || discard.isPending;
  return { start, update, stop, discard, busy, errors, stopped, refused, clearRefused: () => setRefused(false) };
}
