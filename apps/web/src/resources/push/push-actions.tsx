import CancelScheduleSend from '@mui/icons-material/CancelScheduleSend';
import Visibility from '@mui/icons-material/Visibility';
import { can, pushContract } from '@harmony/shared';
import type { RowAction } from '../../components/resource/types';
import { cancelPush, type PushRow } from './push-api';

/** Cancel: a notification still waiting for its time or for a worker (the API answers 409 once it is on its way). */
export const cancelAction: RowAction<PushRow> = {
  key: 'cancel',
  label: 'pushScreens.actions.cancel',
  icon: <CancelScheduleSend />,
  testId: (row) => `push-cancel-${row.id}`,
  shown: (row, ctx) => row.status === 'queued' && can(ctx.user?.permissions, 'usuwanie', pushContract.permission),
  confirm: (row, { t }) => ({
    title: t('pushScreens.cancel.title'),
    text: t('pushScreens.cancel.text', { title: row.title }),
    confirmLabel: t('pushScreens.cancel.confirm'),
  }),
  run: (row) => cancelPush(row.id),
};

/** The item modal (a row's click opens it too): counts and failures by reason. */
export const detailsAction: RowAction<PushRow> = {
  key: 'details',
  label: 'pushScreens.actions.details',
  icon: <Visibility />,
  testId: (row) => `push-details-${row.id}`,
  run: (row, ctx) => ctx.openItem?.(row),
};
