import { z } from 'zod';
import { blankFilter } from './list-query.js';
import { encodeRule } from '../validation/messages.js';
import { isoDate } from './activities.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';

/**
 * A form's answers (/formularze/{uuid}/odpowiedzi, /api/form-answers; issue 27): what a website's visitor sent
 * through the public endpoint — the shown fields' values by key, the files, the consent versions the person saw,
 * the website's language and origin — and whether it is spam (why: the honeypot, too fast, over the address's
 * limit). Spam is kept and flagged, never dropped; a person may flag or unflag it. The list is always of one form.
 */
export const SPAM_REASONS = ['honeypot', 'too_fast', 'rate', 'manual'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];
export const FORM_ANSWER_SORTABLE = ['id', 'created_at'] as const;
/** The answer's own columns an export may include beside the form's fields. */
export const ANSWER_META_COLUMNS = ['id', 'created_at', 'is_spam', 'spam_reason', 'lang', 'origin'] as const;


export const answerFileRead = z.object({ id: z.number().int(), field: z.string(), name: z.string(), size: z.number().int(), mime: z.string() });

export const formAnswerRead = z.object({
  id: z.number().int(),
  form_id: z.number().int(),
  data: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  files: z.array(answerFileRead),
  /** Consent field key → the version of its text the person saw. */
  consents: z.record(z.string(), z.number().int()),
  is_spam: z.boolean(),
  spam_reason: z.string(),
  lang: z.string(),
  origin: z.string(),
  created_at: z.string(),
});
export type FormAnswer = z.infer<typeof formAnswerRead>;

/** What a person changes on an answer: spam or not. */
export const formAnswerUpdate = z.object({ is_spam: z.boolean({ error: encodeRule('boolean') }) });

const listFilters = {
  /** The form, by its UUID or id (required: answers are listed per form). */
  form: z.string({ error: encodeRule('required') }).trim().min(1, { error: encodeRule('required') }).max(40, { error: encodeRule('invalid') }),
  spam: blankFilter(z.enum(['true', 'false'], { error: encodeRule('in') })),
  from: blankFilter(isoDate()),
  to: blankFilter(isoDate()),
};

export const formAnswersContract = defineContract({
  name: 'form-answers',
  path: '/api/form-answers',
  ...RESOURCES.formAnswers,
  input: formAnswerUpdate,
  read: formAnswerRead,
  list: { sort: FORM_ANSWER_SORTABLE, defaultSort: 'created_at', defaultOrder: 'desc', filters: listFilters, search: ['data'] },
  labels: 'formAnswers.fields',
});
export type FormAnswerListQuery = z.output<typeof formAnswersContract.listQuery>;

/** The export: the list's filter and sort, as CSV (UTF-8 with BOM, CRLF) or XLSX, with the chosen columns in order. */
export const formAnswersExportQuery = formAnswersContract.listQuery.extend({
  columns: blankFilter(z.string().max(2000, { error: encodeRule('max', 2000) })),
});
/** A column an export offers: an answer's own (`id`, `created_at`, …) or a field's key, with its label. */
export const answerColumnsRead = z.object({ data: z.array(z.object({ key: z.string(), label: z.string(), meta: z.boolean() })) });
export const formAnswerColumnsPath = `${formAnswersContract.path}/columns`;
