import { Box } from '@mui/material';
import type { RenderContext } from '../../components/resource/types';
import { useAnswerColumns } from './answer-columns';
import { answerSummary, type AnswerRow } from './answer-values';

function AnswerSummary({ row, form }: { row: AnswerRow; form: string }) {
  const columns = useAnswerColumns(form).data ?? [];
  return (
    <Box component="span" data-testid={`answer-row-${row.id}`}>
      {answerSummary(row, columns)}
    </Box>
  );
}

/** The summary column of one form's answers (its fields' order comes from the columns call, shared by every row). */
export const summaryCell = (form: string) => (row: AnswerRow) => <AnswerSummary row={row} form={form} />;

export const filesCountCell = (row: AnswerRow, _ctx: RenderContext) => String(row.files?.length ?? 0);
