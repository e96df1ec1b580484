import { Stack } from '@mui/material';
import { ADMIN_ROLES } from '@harmony/shared';
import { useListUrlState } from '../../components/resource/list/use-list-url-state';
import type { AnyResource } from '../../components/resource/types';
import { useCan } from '../../lib/can/use-can';
import { MonthLockPanel } from './month-locks/month-lock-panel';
import { TimeQuickAdd } from './quick-add';
import { TimeTotalsLine } from './time-totals';

/** Above the time list: quick add (who may add), the totals of the filter, and month locking (administrators). */
export function TimeEntriesAbove({ resource }: { resource: AnyResource }) {
  const allows = useCan();
  const { state } = useListUrlState(resource);
  const canAdd = allows({ permission: resource.subject, verb: 'dodawanie' });
  const isAdmin = allows({ roles: ADMIN_ROLES });
  const shownMonth = /^\d{4}-\d{2}/.exec(state.filters.from ?? '')?.[0];
  return (
    <>
      {canAdd && <TimeQuickAdd resource={resource} />}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TimeTotalsLine resource={resource} />
        {isAdmin && <MonthLockPanel key={shownMonth} initialMonth={shownMonth} />}
      </Stack>
    </>
  );
}
