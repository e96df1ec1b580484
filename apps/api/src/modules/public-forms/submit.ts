import type { FastifyRequest } from 'fastify';
import {
  checkAnswer, FORM_HONEYPOT_FIELD, FORM_TOKEN_FIELD, FORM_TOKEN_MAX_AGE_HOURS, formatRuleMessage, type AnswerFile, type FieldErrors, type SpamReason,
} from '@harmony/shared';
import type { Db } from '../../db/client.js';
import { FileStorage } from '../../lib/files/index.js';
import { ApiError } from '../../lib/http-errors.js';
import { insertFile } from '../files/repository.js';
import { acceptedExtensions, labelOf, type LoadedForm } from './definition.js';
import { fillTokenAge } from './fill-token.js';
import { announcement } from './announce.js';
import { storeAnswersIn, type AnswerWrite, type StoredAnswer } from './repository.js';
import { discard, type SentFile, type Submission } from './receive.js';

export const ANSWER_FILES_TYPE = 'form-answers';

export interface SubmitOptions {
  secret: string;
  minFillSeconds: number;
  perHour: number;
  maxUploadMb: number;
  appUrl: string;
  /** Keeps an answer with no files, with others that arrived with it (storeAnswers through lib/batch.ts). */
  store: (write: AnswerWrite) => Promise<StoredAnswer>;
}

/** The field errors of the answer in the website's language: its rules', then its files' own problems. */
function errorsOf(req: FastifyRequest, loaded: LoadedForm, sub: Submission, maxUploadMb: number): { data: Record<string, string | string[]>; errors: FieldErrors } {
  const byField: Record<string, AnswerFile[]> = {};
  for (const f of sub.files) (byField[f.field] ??= []).push({ ext: f.ext, size: f.size });
  const { data, errors } = checkAnswer(loaded.fields, sub.values, byField);
  const out: FieldErrors = {};
  const labelled = new Map(loaded.fields.map((f) => [f.key, f]));
  for (const [key, encoded] of Object.entries(errors)) {
    const field = labelled.get(key)!;
    out[key] = encoded.map((e) => formatRuleMessage(e, req.locale, labelOf(field, req.locale)));
  }
  for (const file of sub.files) {
    const field = labelled.get(file.field);
    if (!field || field.kind !== 'file' || out[file.field]) continue;
    if (!acceptedExtensions(field).includes(file.ext)) out[file.field] = [formatRuleMessage(`mimes:${acceptedExtensions(field).join('/')}`, req.locale, labelOf(field, req.locale))];
    else if (file.problem) out[file.field] = [formatRuleMessage(file.problem === 'file_size' ? `file_size:${maxUploadMb}` : file.problem, req.locale, file.name)];
  }
  return { data, errors: out };
}

/**
 * Why an answer is spam before the database is asked, or '': the honeypot, a missing, forged, stale or too fresh
 * fill token. (Over the address's hourly limit, `rate`, the statement that stores it decides.)
 */
function spamVerdict(loaded: LoadedForm, sub: Submission, o: SubmitOptions): SpamReason | '' {
  if (String(sub.values[FORM_HONEYPOT_FIELD] ?? '').trim() !== '') return 'honeypot';
  const age = fillTokenAge(o.secret, loaded.form.uuid, sub.values[FORM_TOKEN_FIELD]);
  if (age === null || age < o.minFillSeconds * 1000 || age > FORM_TOKEN_MAX_AGE_HOURS * 3_600_000) return 'too_fast';
  return '';
}

/**
 * Checks and keeps one answer: 422 in the website's language when a field is wrong (nothing kept); else the
 * answer, its files (all or none) and — unless it is spam — its inbox message, notifications and e-mail, all or
 * nothing. Spam is kept and flagged, and its sender can't tell: the reply is the same.
 */
export async function submitAnswer(db: Db, storage: FileStorage, req: FastifyRequest, loaded: LoadedForm, sub: Submission, o: SubmitOptions) {
  const placed: string[] = [];
  try {
    const { data, errors } = errorsOf(req, loaded, sub, o.maxUploadMb);
    const unknownFiles = sub.files.filter((f) => !loaded.fields.some((x) => x.kind === 'file' && x.key === f.field));
    if (Object.keys(errors).length) throw new ApiError(422, Object.values(errors)[0]![0]!, {}, errors);
    const consents = Object.fromEntries(loaded.fields.filter((f) => f.kind === 'consent' && data[f.key] === '1').map((f) => [f.key, f.consentVersion]));
    const kept = sub.files.filter((f) => !unknownFiles.includes(f));
    const write: AnswerWrite = {
      form: loaded.form.id, data, consents, spam: spamVerdict(loaded, sub, o), lang: req.locale,
      origin: String(req.headers.origin ?? '').slice(0, 200), ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '').slice(0, 500),
      perHour: o.perHour, appUrl: o.appUrl, answersPath: `/formularze/${loaded.form.uuid}/odpowiedzi?answer=`, ...announcement(loaded, data),
    };
    // With no file, one statement (perhaps with others'); files are rows of their own, written with the answer or not at all.
    if (!kept.length) return await o.store(write);
    return await db.transaction(async (tx) => {
      const [answer] = (await storeAnswersIn(tx, [write])) as [StoredAnswer];
      for (const file of kept) {
        const key = FileStorage.newKey();
        await storage.place(file.tmp, key);
        placed.push(key);
        await insertFile(tx, {
          // An attached file has no library folder: an answer's keeps there the key of its field.
          originalName: file.name, storageKey: key, mime: file.mime, size: file.size, folder: file.field,
          attachableType: ANSWER_FILES_TYPE, attachableId: String(answer.id), uploadedBy: null,
        });
      }
      return answer;
    });
  } catch (err) {
    await Promise.all(placed.map((key) => storage.remove(key)));
    throw err;
  } finally {
    await discard(storage, sub.files as SentFile[]);
  }
}
