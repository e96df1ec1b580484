import { z } from 'zod';
import { PUBLIC_API } from './public-content.js';
import { FORM_FIELD_KINDS } from './form-fields.js';

/**
 * A form on the agency's website (issue 27), no sign-in: its definition in the page's language (fields, texts,
 * a fill token), the submission, the embed script that draws and sends it, and the iframe page that holds the
 * same script on our own origin. The website's origin must be one of the form's allowed origins.
 */
export const PUBLIC_FORMS_PATH = `${PUBLIC_API}/forms`;
export const publicFormPath = (uuid: string) => `${PUBLIC_FORMS_PATH}/${uuid}`;
/** The one embed script (any form: `<div data-harmony-form="{uuid}">`), cached long by the website's visitors. */
export const FORM_EMBED_SCRIPT_PATH = `${PUBLIC_FORMS_PATH}/embed.js`;
export const formFramePath = (uuid: string, lang: string) => `${publicFormPath(uuid)}/frame?lang=${lang}`;
/** The embed script's size limit, gzipped (the "under 10 KB"). */
export const FORM_EMBED_MAX_GZIP_BYTES = 10 * 1024;

/** A field no person sees (moved off-screen, skipped by Tab): a bot filling it marks its answer as spam. */
export const FORM_HONEYPOT_FIELD = '_website';
/** The definition's signed time of loading, sent back with the answer: one sent sooner than this after it is spam. */
export const FORM_TOKEN_FIELD = '_token';
export const FORM_MIN_FILL_SECONDS = 3;
/** A fill token older than this is refused like a missing one (the page was open for days). */
export const FORM_TOKEN_MAX_AGE_HOURS = 24;
/** Answers from one address in an hour, to any form, before the rest is kept as spam. */
export const FORM_SUBMISSIONS_PER_HOUR = 10;

export const publicFormFieldRead = z.object({
  key: z.string(),
  kind: z.enum(FORM_FIELD_KINDS),
  label: z.string(),
  placeholder: z.string(),
  help: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  required: z.boolean(),
  condition: z.object({ key: z.string(), value: z.string() }).nullable(),
  /** A consent's text in this language and its version; a paragraph's or hidden field's text in `help`/`value`. */
  consent_text: z.string(),
  value: z.string(),
  /** A file field's accepted extensions (`.pdf,.docx`) and largest size in MB. */
  accept: z.string(),
  max_mb: z.number(),
});
export type PublicFormField = z.infer<typeof publicFormFieldRead>;

export const publicFormRead = z.object({
  uuid: z.string(),
  lang: z.enum(['pl', 'en']),
  fields: z.array(publicFormFieldRead),
  texts: z.object({ submit: z.string(), sending: z.string(), fix: z.string(), failed: z.string(), required: z.string() }),
  confirmation: z.string(),
  redirect_url: z.string(),
  token: z.string(),
});
export type PublicForm = z.infer<typeof publicFormRead>;

export const publicFormQuery = z.object({ lang: z.enum(['pl', 'en']).catch('pl').default('pl') });
export const publicSubmitRead = z.object({ message: z.string(), redirect_url: z.string() });
