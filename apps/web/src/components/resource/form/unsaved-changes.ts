import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Location } from 'react-router';

export interface LeaveCheck {
  dirty: boolean;
  /** Set just before a deliberate navigation (after a save). */
  allowed: boolean;
  from: Pick<Location, 'pathname'> & Partial<Pick<Location, 'search'>>;
  to: Pick<Location, 'pathname'> & Partial<Pick<Location, 'search'>>;
  /** The screen shows what its query names (a week, a person): another query leaves what was typed too. */
  watchSearch?: boolean;
}

/** Ask before leaving a form with unsaved changes — unless it was just saved, or the screen stays the same. */
export const shouldBlockLeave = ({ dirty, allowed, from, to, watchSearch = false }: LeaveCheck): boolean =>
  dirty && !allowed && (from.pathname !== to.pathname || (watchSearch && (from.search ?? '') !== (to.search ?? '')));

/**
 * The unsaved-changes guard: in-app navigation through react-router's blocker, reload/close through
 * beforeunload. `allowLeave()` lets the navigation after a save through.
 */
export function useUnsavedChangesGuard(dirty: boolean, { watchSearch = false }: { watchSearch?: boolean } = {}) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
        shouldBlockLeave({ dirty, allowed: allowed.current, from: currentLocation, to: nextLocation, watchSearch }),
      [dirty, watchSearch],
    ),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allowLeave = useCallback(() => {
    allowed.current = true;
  }, []);

  return { blocker, allowLeave };
}
