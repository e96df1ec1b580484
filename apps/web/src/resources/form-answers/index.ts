import { formAnswersContract } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { dateTime, translated } from '../../components/resource/renderers';
import { filesCountCell, summaryCell } from './answer-cells';
import { AnswerDetails } from './answer-details';
import type { AnswerRow } from './answer-values';
import { spamActions } from './spam-actions';

/**
 * The answers of one form (/formularze/{uuid}/odpowiedzi): the engine's list with the form fixed in every call
 * (and in the exports), newest first; an answer's fields, files and consents in the item modal; spam flagged
 * or cleared by hand; delete with undo. Built per form, like the rates of one user.
 */
export function formAnswersResource(uuid: string) {
  return defineResource<AnswerRow>({
    contract: formAnswersContract,
    routes: {},
    title: (row, t) => t('formsWeb.answers.title', { id: row.id }),
    list: {
      columns: [
        { field: 'id', width: 80, hidden: true },
        { field: 'created_at', width: 170, render: dateTime('created_at') },
        { field: 'summary', flex: 3, render: summaryCell(uuid) },
        { field: 'files', width: 90, render: filesCountCell },
        { field: 'is_spam', width: 100, render: translated('is_spam', 'formAnswers.flags') },
        { field: 'spam_reason', flex: 1, hidden: true, render: translated('spam_reason', 'formAnswers.spamReasons') },
        { field: 'lang', width: 90, hidden: true },
        { field: 'origin', flex: 1, hidden: true },
      ],
      mainField: 'summary',
      filters: [
        { name: 'spam', kind: 'boolean' },
        { name: 'from', kind: 'date' },
        { name: 'to', kind: 'date' },
      ],
      fixedQuery: { form: uuid },
      // The notification e-mail links to `?answer={id}` (public-forms/submit.ts): it opens that answer.
      itemParam: 'answer',
      testId: 'answers-list',
      rowTestIds: { delete: 'answer-delete' },
    },
    // The export is the page's own dialog (a choice of columns and format), not the engine's plain CSV button.
    actions: { export: false },
    itemDetails: AnswerDetails,
    rowActions: spamActions,
  });
}
