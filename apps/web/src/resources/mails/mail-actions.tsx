import CancelScheduleSend from '@mui/icons-material/CancelScheduleSend';
import Replay from '@mui/icons-material/Replay';
import Visibility from '@mui/icons-material/Visibility';
import { can, mailsContract } from '@harmony/shared';
import type { RowAction, RowActionContext } from '../../components/resource/types';
import { cancelMail, retryMail, type MailRow } from './mail-api';

const may = (ctx: RowActionContext, verb: 'edycja' | 'usuwanie') => can(ctx.user?.permissions, verb, mailsContract.permission);

/**
 * A mail may be changed while it waits and nothing of it went out (the API's own rule for PUT): queued, never tried.
 * The engine shows the edit action, and opens the edit screen, only then.
 */
export const isEditableMail = (row: Pick<MailRow, 'status' | 'attempts' | 'sent_count' | 'failed_count'>) =>
  row.status === 'queued' && row.attempts === 0 && row.sent_count === 0 && row.failed_count === 0;

/** Cancel: anything not being sent right now (the API answers 409 while a recipient is). */
export const cancelAction: RowAction<MailRow> = {
  key: 'cancel',
  label: 'mailScreens.actions.cancel',
  icon: <CancelScheduleSend />,
  testId: (row) => `mail-cancel-${row.id}`,
  shown: (row, ctx) => row.status !== 'sending' && may(ctx, 'usuwanie'),
  confirm: (row, { t }) => ({
    title: t('mailScreens.cancel.title'),
    text: t('mailScreens.cancel.text', { subject: row.subject }),
    confirmLabel: t('mailScreens.cancel.confirm'),
  }),
  run: (row) => cancelMail(row.id),
};

export const retryAction: RowAction<MailRow> = {
  key: 'retry',
  label: 'mailScreens.actions.retry',
  icon: <Replay />,
  testId: (row) => `mail-retry-${row.id}`,
  shown: (row, ctx) => row.failed_count > 0 && may(ctx, 'edycja'),
  run: (row) => retryMail(row.id),
};

/** The item modal (a row's click opens it too): per-recipient status, attempts and the last error. */
export const detailsAction: RowAction<MailRow> = {
  key: 'details',
  label: 'mailScreens.actions.details',
  icon: <Visibility />,
  testId: (row) => `mail-details-${row.id}`,
  run: (row, ctx) => ctx.openItem?.(row),
};
