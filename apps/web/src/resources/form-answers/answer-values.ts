import type { FormAnswer } from '@harmony/shared';
import type { AnyResource } from '../../components/resource/types';
import type { AnswerColumn } from './answer-columns';

export type AnswerRow = FormAnswer & Record<string, unknown>;

/** The form whose answers a list shows: its fixed query's `form` (the UUID), else the answer's own form id. */
export const formOfList = (resource: AnyResource, row: Pick<FormAnswer, 'form_id'>): string => resource.list.fixedQuery?.form ?? String(row.form_id);

/** A value as one line of text: a choice of several joined. */
export const answerText = (value: string | string[] | undefined): string => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

/** The answer's fields as labelled lines, in the form's order; values of fields no longer in the form follow by their key. */
export function answerLines(answer: Pick<FormAnswer, 'data'>, columns: readonly AnswerColumn[]): { key: string; label: string | null; value: string }[] {
  const fields = columns.filter((c) => !c.meta);
  const known = new Set(fields.map((c) => c.key));
  return [
    ...fields.filter((c) => c.key in answer.data).map((c) => ({ key: c.key, label: c.label, value: answerText(answer.data[c.key]) })),
    ...Object.keys(answer.data).filter((k) => !known.has(k)).map((key) => ({ key, label: null, value: answerText(answer.data[key]) })),
  ];
}

const SUMMARY_VALUES = 3;
const SUMMARY_CHARS = 160;

/** The list's summary of an answer: its first few non-empty values in the form's order, cut short. */
export function answerSummary(answer: Pick<FormAnswer, 'data'>, columns: readonly AnswerColumn[]): string {
  const text = answerLines(answer, columns).map((l) => l.value.trim()).filter(Boolean).slice(0, SUMMARY_VALUES).join(' · ');
  return text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS - 1)}…` : text;
}
