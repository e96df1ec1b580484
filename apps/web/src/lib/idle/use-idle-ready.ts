import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * False on the first render, true from the browser's first idle moment after it (at the latest after
 * `timeoutMs`): for parts below what a page must show at once, so they neither delay nor lengthen its
 * first render. The switch renders as a transition, in slices.
 */
export function useIdleReady(timeoutMs = 1000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setReady(true)), window, timeoutMs), [timeoutMs]);
  return ready;
}
