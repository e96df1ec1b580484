import { useQuery } from '@tanstack/react-query';
import { formAnswerColumnsPath, formAnswersContract } from '@harmony/shared';
import { resourceKeys } from '../../components/resource/resource-api';
import { api } from '../../lib/api';
import { useLocale } from '../../lib/i18n/use-locale';

/** A column an export offers: the answer's own (`meta`: id, created_at, …) or a field's key, labelled in the reader's language. */
export interface AnswerColumn {
  key: string;
  label: string;
  meta: boolean;
}

/**
 * The columns of a form's answers (GET /api/form-answers/columns?form=): the fields that take an answer, in the
 * form's order, with their labels — the answer's summary, its details and the export's choice all read them.
 * Keyed by language too: the labels come in the page's.
 */
export function useAnswerColumns(form: string) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...resourceKeys.all(formAnswersContract.name), 'columns', form, locale],
    queryFn: async () => (await api.get<{ data: AnswerColumn[] }>(`${formAnswerColumnsPath}?form=${encodeURIComponent(form)}`, { silent: true })).data,
    staleTime: 5 * 60_000,
  });
}
