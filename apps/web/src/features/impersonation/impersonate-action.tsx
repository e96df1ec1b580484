import SwitchAccount from '@mui/icons-material/SwitchAccount';
import type { RowAction } from '../../components/resource/types';
import { startImpersonation } from '../../lib/impersonation/impersonation-api';
import { canImpersonate, type ImpersonationTarget } from './can-impersonate';

/**
 * "Zaloguj jako" / "Sign in as" on a users-list row: the session becomes the user's, and the shell's
 * impersonation banner offers the way back. A refusal is shown by the api client as an alert.
 */
export function impersonateAction<T extends ImpersonationTarget & { id: number }>(): RowAction<T & Record<string, unknown>> {
  return {
    key: 'impersonate',
    label: 'impersonation.start',
    icon: <SwitchAccount />,
    testId: (row) => `user-impersonate-${row.id}`,
    shown: (row, { user }) => canImpersonate(user, row),
    run: async (row, { navigate }) => {
      try {
        await startImpersonation(row.id);
      } catch {
        return;
      }
      navigate('/');
    },
  };
}
