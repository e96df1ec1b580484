import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';
import { blankFilter } from './list-query.js';

/**
 * The newsletter (issue 28): lists, their subscribers (double opt-in, always: an address joins a list only by the
 * link its confirmation mail carries) and campaigns (newsletter-campaigns.ts) sent to a list's confirmed subscribers
 * through the mail queue. A subscriber's random token stands for the address in every link it is sent: confirm,
 * one-click unsubscribe (RFC 8058), preferences and tracked clicks.
 */
export const NEWSLETTER_PATH = '/api/newsletter';
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const NEWSLETTER_LIST_SORTABLE = ['id', 'name', 'subscribers_count', 'created_at'] as const;
export const SUBSCRIBER_SORTABLE = ['id', 'email', 'name', 'status', 'created_at', 'confirmed_at'] as const;
export const WELCOME_CONTENT_MAX = 100_000;

const language = z.enum(LOCALES, { error: encodeRule('in') });

/** A list: its name, what it is about, its language (its mails' and pages') and the welcome mail a confirmed subscriber gets. */
export const newsletterListInput = z.object({
  name: v.text(150),
  description: z.preprocess((x) => x ?? '', v.optionalText(2000)).default(''),
  lang: language.default('pl'),
  welcome_subject: z.preprocess((x) => x ?? '', v.optionalText(255)).default(''),
  welcome_content: z.preprocess((x) => x ?? '', z.string({ error: encodeRule('string') }).max(WELCOME_CONTENT_MAX, { error: encodeRule('max', WELCOME_CONTENT_MAX) }))
    .default(''),
}).superRefine((value, ctx) => {
  // A welcome mail is both or neither: content without a subject would go out as a mail with no subject.
  const text = (value.welcome_content ?? '').replace(/<[^>]*>/g, '').trim();
  if (text && !value.welcome_subject) ctx.addIssue({ code: 'custom', path: ['welcome_subject'], message: encodeRule('required') });
});
export type NewsletterListInput = z.input<typeof newsletterListInput>;

export const newsletterListRead = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  lang: z.enum(LOCALES),
  welcome_subject: z.string(),
  welcome_content: z.string(),
  /** Confirmed subscribers (a campaign's audience), and those waiting for their confirmation or gone. */
  subscribers_count: z.number().int(),
  pending_count: z.number().int(),
  unsubscribed_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NewsletterList = z.infer<typeof newsletterListRead>;

export const newsletterListsContract = defineContract({
  name: 'newsletter-lists',
  path: `${NEWSLETTER_PATH}/lists`,
  ...RESOURCES.newsletterLists,
  input: newsletterListInput,
  read: newsletterListRead,
  list: { sort: NEWSLETTER_LIST_SORTABLE, defaultSort: 'name', search: ['name', 'description'] },
  labels: 'newsletter.lists.fields',
});

/**
 * A subscriber added by hand (or imported): pending until they confirm by the link of the confirmation mail the
 * API sends them. A person changes their name and status; only the subscriber confirms (the API refuses
 * `confirmed` for anyone not confirmed yet), and `pending` again sends a new confirmation.
 */
export const subscriberInput = z.object({
  list_id: v.id(),
  email: v.email(),
  name: z.preprocess((x) => x ?? '', v.optionalText(150)).default(''),
});
export const subscriberUpdate = z.object({
  name: z.preprocess((x) => x ?? '', v.optionalText(150)).default(''),
  status: v.oneOf(SUBSCRIBER_STATUSES),
});
export type SubscriberInput = z.input<typeof subscriberInput>;

export const subscriberRead = z.object({
  id: z.number().int(),
  list_id: z.number().int(),
  email: z.string(),
  name: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  lang: z.enum(LOCALES),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
  /** The campaign whose unsubscribe link they followed, when it was one. */
  unsubscribed_campaign_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Subscriber = z.infer<typeof subscriberRead>;

export const subscribersContract = defineContract({
  name: 'newsletter-subscribers',
  path: `${NEWSLETTER_PATH}/subscribers`,
  ...RESOURCES.newsletterSubscribers,
  input: subscriberInput,
  update: subscriberUpdate,
  read: subscriberRead,
  list: {
    sort: SUBSCRIBER_SORTABLE,
    defaultSort: 'created_at',
    defaultOrder: 'desc',
    filters: { list_id: blankFilter(v.id()), status: blankFilter(v.oneOf(SUBSCRIBER_STATUSES)) },
    search: ['email', 'name'],
  },
  labels: 'newsletter.subscribers.fields',
});
export type SubscriberListQuery = z.output<typeof subscribersContract.listQuery>;

/** The import of a list's subscribers (the users import's flow): an e-mail column, and a name if the file has one. */
export const SUBSCRIBER_IMPORT_COLUMNS = {
  email: ['E-mail', 'Email', 'Adres e-mail', 'Email address'],
  name: ['Imię i nazwisko', 'Name', 'Nazwa', 'Full name', 'Imię', 'First name'],
} as const;
export type SubscriberImportColumn = keyof typeof SUBSCRIBER_IMPORT_COLUMNS;
export const SUBSCRIBER_IMPORT_REQUIRED: SubscriberImportColumn[] = ['email'];
export const subscribersImportPath = `${subscribersContract.path}/import`;
/** The list the file goes to: the query of both calls (the body is the file). */
export const subscriberImportQuery = z.object({ list_id: v.id() });
/** A row of the preview: `add` (a new address) or `skip` (already on the list, left as it is). */
export const subscriberImportRowRead = z.object({
  line: z.number().int(),
  data: z.record(z.string(), z.string()),
  errors: z.record(z.string(), z.array(z.string())),
  action: z.enum(['add', 'skip']),
});
export const subscriberImportPreviewRead = z.object({ rows: z.array(subscriberImportRowRead), valid: z.number().int(), invalid: z.number().int() });
export type SubscriberImportPreview = z.infer<typeof subscriberImportPreviewRead>;
export const subscriberImportCommitRead = z.object({ created: z.number().int(), skipped: z.number().int(), ids: z.array(z.number().int()), message: z.string() });
export type SubscriberImportResult = z.infer<typeof subscriberImportCommitRead>;

/*
 * The public side: no sign-in, the address always answered alike (whether it is new, waiting or on the list
 * already), pages by the subscriber's token. `lang` chooses the answer's and the page's language.
 */
export const NEWSLETTER_SUBSCRIBE_PATH = `${NEWSLETTER_PATH}/subscribe`;
export const newsletterConfirmPath = (token: string) => `${NEWSLETTER_PATH}/confirm/${token}`;
export const newsletterUnsubscribePath = (token: string) => `${NEWSLETTER_PATH}/unsubscribe/${token}`;
export const newsletterPreferencesPath = (token: string) => `${NEWSLETTER_PATH}/preferences/${token}`;
/** A tracked link of a campaign's mail: counts the click, then 302 to the campaign's own address for that link. */
export const newsletterClickPath = (campaignId: number | string, link: number | string, token: string) => `${NEWSLETTER_PATH}/c/${campaignId}/${link}/${token}`;
export const newsletterPublicQuery = z.object({ lang: z.enum(LOCALES).optional().catch(undefined) });
export const subscribeInput = z.object({
  list_id: v.id(),
  email: v.email(),
  name: z.preprocess((x) => x ?? '', v.optionalText(150)).default(''),
});
export type SubscribeInput = z.input<typeof subscribeInput>;
export const subscribeRead = z.object({ message: z.string() });
/** A token as the API makes them (64 hex digits); anything else is no subscriber's. */
export const SUBSCRIBER_TOKEN = /^[0-9a-f]{64}$/;
