import { eq, getTableColumns, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FormAnswerListQuery } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { files, formAnswers, forms } from '../../db/schema.js';
import { qualified } from '../../db/performance/lookup.js';
import { snakeKeys } from '../../lib/crud/case.js';
import { containsPattern } from '../../lib/sql.js';
import { ANSWER_FILES_TYPE } from '../public-forms/submit.js';

type Row = Record<string, unknown>;

/** An answer's files (their field's key is kept in `folder`), in one subquery (qualified: its `id` is the answer's). */
const answerFiles = qualified(sql<unknown[]>`coalesce((select json_agg(json_build_object('id', f.id, 'field', f.folder, 'name', f.original_name,
  'size', f.size, 'mime', f.mime) order by f.id) from ${files} f where f.attachable_type = ${ANSWER_FILES_TYPE}
  and f.attachable_id = ${formAnswers.id}::text), '[]'::json)`).as('files');

/** An answer with its files, in one select. */
export const answerView = (db: DbOrTx) => db.select({ ...getTableColumns(formAnswers), files: answerFiles }).from(formAnswers).$dynamic();

/** What the API shows: no address or browser of the visitor (kept for audit only), dates as ISO text. */
export function serializeAnswer(row: Row): Row {
  const { ip: _ip, userAgent: _ua, ...rest } = row;
  const out = snakeKeys(rest);
  return { ...out, files: out.files ?? [] };
}

/** A Warsaw calendar day's start, for the list's from/to filter. */
const warsawDay = (date: string) => sql`(${date}::date)::timestamp at time zone 'Europe/Warsaw'`;

/** The list's filters: the form (its UUID or id), spam or not, the days sent. */
export function answerFilters(q: FormAnswerListQuery): (SQL | undefined)[] {
  const key = q.form;
  const form = /^\d{1,9}$/.test(key) ? eq(formAnswers.formId, Number(key))
    : eq(formAnswers.formId, sql`(select ${forms.id} from ${forms} where ${forms.uuid}::text = ${key.toLowerCase()})`);
  return [
    form,
    q.spam ? eq(formAnswers.isSpam, q.spam === 'true') : undefined,
    q.from ? gte(formAnswers.createdAt, warsawDay(q.from)) : undefined,
    q.to ? lt(formAnswers.createdAt, sql`${warsawDay(q.to)} + interval '1 day'`) : undefined,
  ];
}

/** Search inside the answer's values (any field), case aside. */
export const answerSearch = (search: string) => sql`${formAnswers.data}::text ilike ${containsPattern(search)}`;
