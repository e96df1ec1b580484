import ContentCopy from '@mui/icons-material/ContentCopy';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { can, timeEntriesContract } from '@harmony/shared';
import type { RowAction } from '../../components/resource/types';
import { queryClient } from '../../lib/query-client';
import { startTimer, timerInputOf } from '../../lib/timer/timer-api';
import { announceTimerChange } from '../../lib/timer/timer-sync';
import { duplicateRequest } from './duplicate-request';
import type { TimeRow } from './time-cells';

/**
 * "Continue" (Kimai's restart, solidtime's continue): the caller's own entry starts the timer with its project,
 * category and description. A timer already running is stopped into its entry first (the API's start).
 */
export const continueAction: RowAction<TimeRow> = {
  key: 'continue',
  label: 'webTime.timer.continue',
  icon: <PlayArrow />,
  testId: (row) => `time-continue-${row.id}`,
  shown: (row, ctx) => row.user.id === ctx.user?.id && can(ctx.user.permissions, 'dodawanie', 'Timer'),
  // The server's message is the alert; the top bar and the pop-up follow the change.
  run: (row) => startTimer(timerInputOf(row)).then(() => announceTimerChange(queryClient), () => undefined),
};

/** "Duplicate": the quick-add form above the list, pre-filled with the entry on today; the user checks and saves. */
export const duplicateAction: RowAction<TimeRow> = {
  key: 'duplicate',
  label: 'webTime.entries.duplicate',
  icon: <ContentCopy />,
  testId: (row) => `time-duplicate-${row.id}`,
  shown: (_row, ctx) => can(ctx.user?.permissions, 'dodawanie', timeEntriesContract.permission),
  run: (row) => {
    duplicateRequest.set(row);
  },
};
