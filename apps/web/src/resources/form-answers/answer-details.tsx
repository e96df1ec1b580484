import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formAnswersContract } from '@harmony/shared';
import { AttachedFiles } from '../../components/forms/attached-files';
import { FieldLines } from '../../components/forms/field-lines';
import { SectionTitle } from '../../components/forms/section-title';
import { capitalize, formatDateTime } from '../../components/resource/renderers';
import type { AnyResource } from '../../components/resource/types';
import { useLocale } from '../../lib/i18n/use-locale';
import { useAnswerColumns } from './answer-columns';
import { answerLines, formOfList, type AnswerRow } from './answer-values';

/**
 * One answer in the list's item modal (the row has it all): each field's label and value in the form's order, the
 * files as download links, the consent versions the person saw, and when, in which language and from which website
 * it came, and whether it is spam (and why).
 */
export function AnswerDetails({ item, resource }: { item: AnswerRow; resource: AnyResource }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const query = useAnswerColumns(formOfList(resource, item));
  const columns = query.data ?? [];
  const labelOf = (key: string) => columns.find((c) => c.key === key)?.label ?? key;
  const field = (name: string) => capitalize(t(formAnswersContract.labelKey(name)));
  // Until the labels are in, a field is named by its key; after, a key the form no longer has says so.
  const unknown = (key: string) => (query.isSuccess ? t('formsWeb.answers.removedField', { key }) : key);
  const lines = answerLines(item, columns).map((l) => ({ ...l, label: l.label ?? unknown(l.key) }));
  const consents = Object.entries(item.consents ?? {});
  const facts = [
    { key: 'created_at', label: field('created_at'), value: formatDateTime(item.created_at, locale) },
    { key: 'lang', label: field('lang'), value: item.lang },
    { key: 'origin', label: field('origin'), value: item.origin },
    { key: 'is_spam', label: field('is_spam'), value: t(`formAnswers.flags.${String(item.is_spam)}`) },
    ...(item.spam_reason ? [{ key: 'spam_reason', label: field('spam_reason'), value: t(`formAnswers.spamReasons.${item.spam_reason}`, { defaultValue: item.spam_reason }) }] : []),
  ];
  return (
    <Stack data-testid="answer-details">
      <SectionTitle>{t('formsWeb.answers.answer')}</SectionTitle>
      <FieldLines lines={lines} testId="answer-value" />
      <SectionTitle>{t('formsWeb.answers.files')}</SectionTitle>
      <AttachedFiles files={item.files ?? []} labelOf={labelOf} testId="answer-file" empty={t('formsWeb.answers.noFiles')} />
      <SectionTitle>{t('formsWeb.answers.consents')}</SectionTitle>
      {consents.length ? (
        <FieldLines
          lines={consents.map(([key, version]) => ({ key, label: labelOf(key), value: t('formsWeb.answers.consentVersion', { version }) }))}
          testId="answer-consent"
        />
      ) : (
        <Typography color="text.secondary">{t('formsWeb.answers.noConsents')}</Typography>
      )}
      <SectionTitle>{t('formsWeb.answers.details')}</SectionTitle>
      <FieldLines lines={facts} testId="answer-fact" />
    </Stack>
  );
}
