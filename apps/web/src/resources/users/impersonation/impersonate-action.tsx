import SwitchAccount from '@mui/icons-material/SwitchAccount';
import type { RowAction } from '../../../components/resource/types';
import { startImpersonation } from '../../../lib/impersonation/impersonation-api';
import { canImpersonate, type ImpersonationTarget } from './can-impersonate';

/** The fields of a users-list row that name the person. */
interface NamedTarget extends ImpersonationTarget {
  first_name?: string;
  last_name?: string;
  email?: string;
}

/** "Jan Kowalski", or the e-mail when the row has no name. */
export const targetName = (row: NamedTarget): string => [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email || `#${row.id}`;

/**
 * "Zaloguj jako" / "Sign in as" on a users-list row: after a yes to "Sign in as Jan Kowalski?" the session
 * becomes the user's, and the shell's impersonation banner offers the way back. A refusal is shown by the api
 * client as an alert. The question comes first because one click changes whose session it is (and what is logged).
 */
export function impersonateAction<T extends NamedTarget & { id: number }>(): RowAction<T & Record<string, unknown>> {
  return {
    key: 'impersonate',
    label: 'impersonation.start',
    icon: <SwitchAccount />,
    testId: (row) => `user-impersonate-${row.id}`,
    shown: (row, { user }) => canImpersonate(user, row),
    confirm: (row, { t }) => ({
      title: t('userAdmin.impersonate.confirmTitle', { name: targetName(row) }),
      text: t('userAdmin.impersonate.confirmText'),
      confirmLabel: t('impersonation.start'),
      destructive: false,
    }),
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
