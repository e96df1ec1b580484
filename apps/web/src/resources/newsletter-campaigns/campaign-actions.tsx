import CancelScheduleSend from '@mui/icons-material/CancelScheduleSend';
import Insights from '@mui/icons-material/InsightsOutlined';
import Send from '@mui/icons-material/Send';
import { campaignsContract, can, warsawDateTime } from '@harmony/shared';
import type { RowAction, RowActionContext } from '../../components/resource/types';
import { cancelCampaign, sendCampaign, type CampaignRow } from './campaign-api';

const mayEdit = (ctx: RowActionContext) => can(ctx.user?.permissions, 'edycja', campaignsContract.permission);

/** A draft is sent (at its time, when it has one in the future); the question says to whom and when. */
export const sendAction: RowAction<CampaignRow> = {
  key: 'send',
  label: 'newsletterScreens.actions.send',
  icon: <Send />,
  testId: (row) => `campaign-send-${row.id}`,
  shown: (row, ctx) => row.status === 'draft' && mayEdit(ctx),
  confirm: (row, { t }) => {
    const later = row.scheduled_at && Date.parse(row.scheduled_at) > Date.now();
    const vars = { subject: row.subject, list: row.list?.name ?? '', at: later ? warsawDateTime(new Date(row.scheduled_at!)) : '' };
    return { title: t('newsletterScreens.send.title'), text: t(`newsletterScreens.send.${later ? 'later' : 'now'}`, vars), confirmLabel: t('newsletterScreens.send.confirm'), destructive: false };
  },
  run: (row) => sendCampaign(row.id),
};

/** Taken off the queue while nothing of it went out (the API answers 409 once it has). */
export const cancelAction: RowAction<CampaignRow> = {
  key: 'cancel',
  label: 'newsletterScreens.actions.cancel',
  icon: <CancelScheduleSend />,
  testId: (row) => `campaign-cancel-${row.id}`,
  shown: (row, ctx) => row.status === 'scheduled' && mayEdit(ctx),
  confirm: (row, { t }) => ({ title: t('newsletterScreens.cancel.title'), text: t('newsletterScreens.cancel.text', { subject: row.subject }), confirmLabel: t('newsletterScreens.cancel.confirm') }),
  run: (row) => cancelCampaign(row.id),
};

/** The results in the item modal (a row's click opens them too). */
export const resultsAction: RowAction<CampaignRow> = {
  key: 'results',
  label: 'newsletterScreens.actions.details',
  icon: <Insights />,
  testId: (row) => `campaign-results-${row.id}`,
  shown: (row) => row.status !== 'draft',
  run: (row, ctx) => ctx.openItem?.(row),
};
