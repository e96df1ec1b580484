import Report from '@mui/icons-material/ReportOutlined';
import ReportOff from '@mui/icons-material/ReportOffOutlined';
import { can, formAnswersContract, type FormAnswer } from '@harmony/shared';
import { resourceKeys } from '../../components/resource/resource-api';
import type { RowAction, RowActionContext } from '../../components/resource/types';
import { showAlert } from '../../lib/alerts/alerts-store';
import { api, isApiError } from '../../lib/api';
import { reportFailure } from '../../lib/api/report';
import { queryClient } from '../../lib/query-client';
import type { AnswerRow } from './answer-values';

/**
 * PUT /api/form-answers/{id} { is_spam }: a person's verdict (the API keeps it as the reason `manual`, or clears
 * the reason). Silent, so the alert says what changed ("Oznaczono jako spam") rather than a bare "Zapisano".
 */
export async function setSpam(id: number, isSpam: boolean, { t }: Pick<RowActionContext, 't'>): Promise<void> {
  try {
    await api.put<{ message: string; data: FormAnswer }>(formAnswersContract.itemPath(id), { is_spam: isSpam }, { silent: true });
  } catch (error) {
    reportFailure(isApiError(error) ? error.data : null);
    return;
  }
  showAlert(t(isSpam ? 'formAnswers.markedSpam' : 'formAnswers.markedNotSpam'), 'success');
  await queryClient.invalidateQueries({ queryKey: resourceKeys.lists(formAnswersContract.name) });
}

const mayEdit = (ctx: RowActionContext) => can(ctx.user?.permissions, 'edycja', formAnswersContract.permission);

/** "Mark as spam" on an answer that is not, "Not spam" on one that is: one of the two per row. */
export const spamActions: RowAction<AnswerRow>[] = [
  {
    key: 'spam',
    label: 'formsWeb.answers.markSpam',
    icon: <Report />,
    testId: (row) => `answer-spam-${row.id}`,
    shown: (row, ctx) => !row.is_spam && mayEdit(ctx),
    run: (row, ctx) => setSpam(row.id, true, ctx),
  },
  {
    key: 'not-spam',
    label: 'formsWeb.answers.markNotSpam',
    icon: <ReportOff />,
    testId: (row) => `answer-not-spam-${row.id}`,
    shown: (row, ctx) => row.is_spam && mayEdit(ctx),
    run: (row, ctx) => setSpam(row.id, false, ctx),
  },
];
