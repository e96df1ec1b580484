import { z } from 'zod';
import { v } from '../validation/rules.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';
import { blankFilter } from './list-query.js';
import { sendTime } from './mails.js';
import { NEWSLETTER_PATH } from './newsletter.js';

/**
 * A newsletter campaign (issue 28): a subject and rich content for one list, written as a draft and then queued —
 * at once, or at its `scheduled_at` (Europe/Warsaw wall clock, as the mails read it) — to the list's confirmed
 * subscribers as one mail of the queue with a recipient each. Its state comes from that mail: scheduled while its
 * time has not come, sending, sent. Its links are tracked (each click counted, and who clicked), its figures are its
 * recipients' statuses, the unsubscribes by its link and the clicks.
 */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_SORTABLE = ['id', 'subject', 'scheduled_at', 'status', 'created_at'] as const;
export const CAMPAIGN_CONTENT_MAX = 200_000;

export const campaignInput = z.object({
  subject: v.text(255),
  content: v.text(CAMPAIGN_CONTENT_MAX),
  list_id: v.id(),
  /** Empty: at once when it is sent. */
  scheduled_at: sendTime(),
});
export type CampaignInput = z.input<typeof campaignInput>;
export type CampaignValues = z.output<typeof campaignInput>;

const named = z.object({ id: z.number().int(), name: z.string() });
const count = z.number().int();

/** What a campaign did: its recipients and their deliveries, who left the list by its link, its clicks. */
export const campaignFigures = z.object({
  recipients: count,
  sent: count,
  failed: count,
  unsubscribed: count,
  /** Every click of its tracked links, and the subscribers who clicked at least one. */
  clicks: count,
  unique_clicks: count,
});
export type CampaignFigures = z.infer<typeof campaignFigures>;

export const campaignRead = z.object({
  id: z.number().int(),
  subject: z.string(),
  content: z.string(),
  list_id: z.number().int(),
  list: named.nullable(),
  scheduled_at: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  mail_id: z.number().int().nullable(),
  queued_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_by: named.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  ...campaignFigures.shape,
});
export type Campaign = z.infer<typeof campaignRead>;

/** One campaign with each tracked link's clicks (in the order they appear in its content). */
export const campaignLinkRead = z.object({ position: count, url: z.string(), clicks: count, unique_clicks: count });
export const campaignDetailRead = campaignRead.extend({ links: z.array(campaignLinkRead) });
export type CampaignDetail = z.infer<typeof campaignDetailRead>;

export const campaignsContract = defineContract({
  name: 'newsletter-campaigns',
  path: `${NEWSLETTER_PATH}/campaigns`,
  ...RESOURCES.newsletterCampaigns,
  input: campaignInput,
  read: campaignRead,
  list: {
    sort: CAMPAIGN_SORTABLE,
    defaultSort: 'created_at',
    defaultOrder: 'desc',
    filters: { status: blankFilter(v.oneOf(CAMPAIGN_STATUSES)), list_id: blankFilter(v.id()) },
    search: ['subject'],
  },
  labels: 'newsletter.campaigns.fields',
});
export type CampaignListQuery = z.output<typeof campaignsContract.listQuery>;
/** Queues a draft: at its scheduled time, or now. */
export const campaignSendPath = (id: number | string) => `${campaignsContract.path}/${id}/send`;
/** Takes a scheduled campaign off the queue (nothing of it sent yet): a draft again. */
export const campaignCancelPath = (id: number | string) => `${campaignsContract.path}/${id}/cancel`;
export const campaignWritten = z.object({ message: z.string(), data: campaignDetailRead });
