import { z } from 'zod';
import { fromWarsawInput } from '../time/clock.js';
import { encodeRule } from '../validation/messages.js';
import { EMAIL, v } from '../validation/rules.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';
import { blankFilter } from './list-query.js';

/**
 * Mail (issue 28; seed §2, §3, §7): composed mails and every other mail the app sends (set-password, form
 * notifications, replies) on one durable queue. A mail has recipients, each delivered as a message of its own
 * and tracked on its own (queued, sending, sent, failed); the mail's status is theirs rolled up. The seed's calls:
 * `POST /api/mails/send` (multipart: emails, subject, content, scheduledAt), `GET /api/mails` (the sent mail),
 * `GET /api/mails/queue` (the outbox), `GET /api/mails/{id}` (an array whose first element is the mail),
 * `DELETE /api/mails/{id}` (cancels what is not sent yet).
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
/** The outbox lists what has not gone out: queued, being sent, or failed (to retry). */
export const OUTBOX_STATUSES = ['queued', 'sending', 'failed'] as const satisfies readonly MailStatus[];
/** The sent mail: finished, every recipient sent or some failed for good. */
export const SENT_STATUSES = ['sent', 'failed'] as const satisfies readonly MailStatus[];
/** What sends mail through the queue: composed here, the app's own mails, the notification centre, newsletters. */
export const MAIL_KINDS = ['user', 'set-password', 'form-answer', 'message-reply', 'notification', 'newsletter-confirm', 'newsletter-welcome', 'campaign'] as const;
export const MAIL_SORTABLE = ['id', 'subject', 'scheduled_at', 'sent_at', 'created_at', 'status'] as const;

export const MAIL_SUBJECT_MAX = 255;
export const MAIL_CONTENT_MAX = 200_000;
/** Addresses in one mail: a bigger audience is a newsletter list's campaign. */
export const MAIL_RECIPIENTS_MAX = 500;
export const MAIL_ATTACHMENTS_MAX = 10;
/** Attachments together, in MB (what most mail servers accept once base64 has grown it by a third). */
export const MAIL_ATTACHMENTS_MAX_MB = 15;
/** A scheduledAt this little in the past still means "now" (the time it took to press Send). */
export const MAIL_SCHEDULE_GRACE_MS = 5 * 60_000;
/** The setting (settings screen, mail section) that throttles delivery; empty: MAILS_PER_MINUTE_DEFAULT. */
export const MAILS_PER_MINUTE_SETTING = 'mailsPerMinute';
export const MAILS_PER_MINUTE_DEFAULT = 120;
export const MAILS_PER_MINUTE_MAX = 100_000;
export const MAIL_SETTING_KEYS = [MAILS_PER_MINUTE_SETTING] as const;
/** A mails-per-minute value: empty (the default) or a whole number from 1 to the maximum. */
export const isMailsPerMinute = (value: string) => value === '' || (/^\d{1,6}$/.test(value) && Number(value) >= 1 && Number(value) <= MAILS_PER_MINUTE_MAX);

/** Addresses as one text (comma, semicolon, space or line separated) or a list; lower-cased, each once. */
export function splitAddresses(input: unknown): string[] {
  const parts = Array.isArray(input) ? input.flatMap((x) => String(x ?? '').split(/[\s,;]+/)) : String(input ?? '').split(/[\s,;]+/);
  return [...new Set(parts.map((s) => s.trim().toLowerCase()).filter(Boolean))];
}

/**
 * scheduledAt as the seed sends it: empty or absent is now; an instant with its offset; a Warsaw wall-clock time
 * (`2026-12-01T09:30` as a datetime-local field gives it, or Laravel's `2026-12-01 09:30:00`). The instant (ISO),
 * null for now, or undefined when it is no time at all.
 */
export function parseScheduledAt(input: unknown): string | null | undefined {
  if (input === undefined || input === null || input === '') return null;
  if (typeof input !== 'string') return undefined;
  const text = input.trim();
  if (!text) return null;
  if (/[zZ]|[+-]\d{2}:?\d{2}$/.test(text) && /^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const at = Date.parse(text);
    return Number.isNaN(at) ? undefined : new Date(at).toISOString();
  }
  const local = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::00)?$/.exec(text);
  return local ? (fromWarsawInput(`${local[1]}T${local[2]}`) ?? undefined) : undefined;
}

/**
 * A send time as a schema (a mail's `scheduledAt`, a push's and a campaign's `scheduled_at`): empty or absent is
 * now (null), else the instant; not a time, or one already past (beyond the grace of pressing Send), is refused.
 */
export const sendTime = () => z.unknown().optional().transform((x, ctx) => {
  const at = parseScheduledAt(x);
  if (at === undefined) {
    ctx.addIssue({ code: 'custom', message: encodeRule('date') });
    return z.NEVER;
  }
  if (at && Date.parse(at) < Date.now() - MAIL_SCHEDULE_GRACE_MS) {
    ctx.addIssue({ code: 'custom', message: encodeRule('after_now') });
    return z.NEVER;
  }
  return at;
});

const ids = z.preprocess(
  (x) => (x === undefined || x === '' || x === null ? [] : Array.isArray(x) ? x : String(x).split(',').map((s) => s.trim()).filter(Boolean)),
  z.array(v.id(), { error: encodeRule('array', 0, MAIL_ATTACHMENTS_MAX) }).max(MAIL_ATTACHMENTS_MAX, { error: encodeRule('array', 0, MAIL_ATTACHMENTS_MAX) }),
);

/**
 * What POST /api/mails/send takes (multipart or JSON) and PUT /api/mails/{id} changes on a queued mail. Every
 * problem is named on its field: an address that is none (`emails`, saying which), a time in the past or none
 * (`scheduledAt`), an empty subject or content; the attachments' total size is checked by the API (it reads the
 * files' sizes).
 */
export const mailInput = z.object({
  emails: z.preprocess(splitAddresses, z.array(z.string()))
    .superRefine((list, ctx) => {
      const bad = list.filter((e) => !EMAIL.test(e) || e.length > 255);
      if (!list.length) ctx.addIssue({ code: 'custom', message: encodeRule('required') });
      else if (bad.length) ctx.addIssue({ code: 'custom', message: encodeRule('email_list', bad.slice(0, 5).join(' ')) });
      else if (list.length > MAIL_RECIPIENTS_MAX) ctx.addIssue({ code: 'custom', message: encodeRule('array', 1, MAIL_RECIPIENTS_MAX) });
    }),
  subject: v.text(MAIL_SUBJECT_MAX),
  content: v.text(MAIL_CONTENT_MAX),
  scheduledAt: sendTime(),
  attachments: ids,
});
export type MailInput = z.input<typeof mailInput>;
export type MailValues = z.output<typeof mailInput>;

const named = z.object({ id: z.number().int(), name: z.string() });
export const mailAttachmentRead = z.object({ id: z.number().int(), name: z.string(), size: z.number().int(), mime: z.string() });

export const mailRecipientRead = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type MailRecipient = z.infer<typeof mailRecipientRead>;

export const mailRead = z.object({
  id: z.number().int(),
  emails: z.array(z.string()),
  subject: z.string(),
  content: z.string(),
  /** The seed's name: when the mail goes out (Europe/Warsaw on the screens). */
  scheduledAt: z.string(),
  status: z.enum(MAIL_STATUSES),
  /** What sent it: MAIL_KINDS. */
  kind: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
  /** Recipients by state: how many there are, sent and failed. */
  recipients_count: z.number().int(),
  sent_count: z.number().int(),
  failed_count: z.number().int(),
  attachments: z.array(mailAttachmentRead),
  created_by: named.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Mail = z.infer<typeof mailRead>;
export const mailDetailRead = mailRead.extend({ recipients: z.array(mailRecipientRead) });
export type MailDetail = z.infer<typeof mailDetailRead>;

export const mailsContract = defineContract({
  name: 'mails',
  path: '/api/mails',
  ...RESOURCES.mails,
  input: mailInput,
  read: mailRead,
  list: {
    sort: MAIL_SORTABLE,
    defaultSort: 'created_at',
    defaultOrder: 'desc',
    filters: {
      status: blankFilter(v.oneOf(MAIL_STATUSES)),
      kind: blankFilter(z.string().regex(/^[a-z-]{1,40}$/, { error: encodeRule('in') })),
    },
    search: ['subject', 'emails'],
  },
  labels: 'mails.fields',
});
export type MailListQuery = z.output<typeof mailsContract.listQuery>;
export const MAILS_SEND_PATH = `${mailsContract.path}/send`;
export const MAILS_QUEUE_PATH = `${mailsContract.path}/queue`;
/** Failed recipients back on the queue, now. */
export const mailRetryPath = (id: number | string) => `${mailsContract.path}/${id}/retry`;
/**
 * The compose screen's address book: users, customers and contacts by name or address, and newsletter lists by
 * name — a list stands for its confirmed subscribers (`emails`, at most MAIL_RECIPIENTS_MAX: a bigger audience is
 * a campaign's).
 */
export const MAIL_RECIPIENT_SEARCH_PATH = `${mailsContract.path}/recipients`;
export const MAIL_RECIPIENT_SOURCES = ['users', 'customers', 'contacts', 'lists'] as const;
export const mailRecipientOption = z.object({
  source: z.enum(MAIL_RECIPIENT_SOURCES), name: z.string(), email: z.string(), emails: z.array(z.string()).optional(),
});
export type MailRecipientOption = z.infer<typeof mailRecipientOption>;
