import { CAMPAIGN_STATUSES, campaignInput, campaignsContract, newsletterListsContract, routePath } from '@harmony/shared';
import { CampaignsTabs } from '../../components/newsletter/newsletter-tabs';
import { defineResource } from '../../components/resource/define-resource';
import { lazyPart } from '../../components/resource/lazy-part';
import { dateTime } from '../../components/resource/renderers';
import { enumOptions } from '../../components/resource/use-options';
import { cancelAction, resultsAction, sendAction } from './campaign-actions';
import { listFilterOptions, type CampaignRow } from './campaign-api';
import { clicksCell, figureCell, listCell, statusCell, subjectCell, whenCell } from './campaign-cells';

const CampaignDetails = lazyPart(() => import('./campaign-details').then((m) => m.CampaignDetails));

/**
 * Newsletter campaigns (/newsletter/kampanie, + /nowa and /{id}/edycja): newest first, with their state and figures;
 * written (subject, list, when, rich content) and deleted while drafts, sent or scheduled by the row's action,
 * cancelled while nothing went out. A row opens its results (`?campaign=7`): the figures and each link's clicks.
 */
export const newsletterCampaigns = defineResource<CampaignRow>({
  contract: campaignsContract,
  routes: { create: routePath('newsletterCampaignsCreate'), edit: routePath('newsletterCampaignsEdit') },
  title: (row) => row.subject,
  list: {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'subject', flex: 2, render: subjectCell },
      { field: 'list', flex: 1, render: listCell },
      { field: 'status', width: 120, render: statusCell },
      { field: 'scheduled_at', width: 150, render: whenCell },
      { field: 'recipients', width: 95, render: figureCell('recipients') },
      { field: 'sent', width: 90, render: figureCell('sent') },
      // In the results (and a column away): the row keeps to what fits beside the subject.
      { field: 'failed', width: 90, hidden: true, render: figureCell('failed') },
      { field: 'unsubscribed', width: 95, render: figureCell('unsubscribed') },
      { field: 'clicks', width: 120, header: 'newsletterScreens.columns.clicks', render: clicksCell },
      { field: 'sent_at', width: 160, hidden: true, render: dateTime('sent_at') },
      { field: 'created_at', width: 160, hidden: true, render: dateTime('created_at') },
    ],
    mainField: 'subject',
    filters: [
      { name: 'status', kind: 'select', options: enumOptions(CAMPAIGN_STATUSES, 'newsletter.campaignStatuses') },
      { name: 'list_id', kind: 'select', options: listFilterOptions },
    ],
    aboveList: CampaignsTabs,
    itemParam: 'campaign',
    testId: 'newsletter-campaigns',
  },
  itemDetails: CampaignDetails,
  rowActions: [sendAction, cancelAction, resultsAction],
  // What is queued or sent is the queue's: only a draft is written or deleted.
  rowWritable: (row) => row.status === 'draft',
  actions: { export: false },
  form: {
    schema: campaignInput,
    testId: 'campaign-form',
    fields: [
      { name: 'subject', kind: 'text', wide: true },
      { name: 'list_id', kind: 'relation', optionsPath: newsletterListsContract.path, span: 6 },
      { name: 'scheduled_at', kind: 'dateTime', span: 6 },
      { name: 'content', kind: 'richText', wide: true },
    ],
    defaults: { subject: '', list_id: null, scheduled_at: '', content: '' },
    fromRecord: (record) => ({ subject: record.subject, list_id: record.list_id, scheduled_at: record.scheduled_at ?? '', content: record.content }),
  },
});
