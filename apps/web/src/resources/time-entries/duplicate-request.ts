import type { TimeEntry } from '@harmony/shared';
import { createStore } from '../../lib/store';

/**
 * "Duplicate" on a row of the time list hands the entry to the quick-add form above the list (a row action
 * runs outside the list's components); the form takes it, pre-fills itself and clears the request.
 */
export const duplicateRequest = createStore<TimeEntry | null>(null);
