import { LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mailsContract, type MailDetail } from '@harmony/shared';
import { AttachedFiles } from '../../components/forms/attached-files';
import { SectionTitle } from '../../components/forms/section-title';
import { capitalize, formatDateTime } from '../../components/resource/renderers';
import { useLocale } from '../../lib/i18n/use-locale';
import { fetchMail, mailKey, type MailRow } from './mail-api';
import { MailStatusChip } from './mail-cells';

function RecipientRows({ mail }: { mail: MailDetail }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const label = (field: string) => capitalize(t(mailsContract.labelKey(field)));
  return (
    <Table size="small" data-testid="mail-recipients">
      <TableHead>
        <TableRow>
          <TableCell>{t('mailScreens.details.email')}</TableCell>
          <TableCell>{label('status')}</TableCell>
          <TableCell>{label('attempts')}</TableCell>
          <TableCell>{label('last_error')}</TableCell>
          <TableCell>{label('sent_at')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {mail.recipients.map((r) => (
          <TableRow key={r.id} data-testid={`mail-recipient-${r.email}`} data-status={r.status}>
            <TableCell sx={{ wordBreak: 'break-all' }}>{r.email}</TableCell>
            <TableCell>
              <MailStatusChip status={r.status} label={t(`mails.statuses.${r.status}`)} />
            </TableCell>
            <TableCell>{r.attempts}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{r.last_error ?? '—'}</TableCell>
            <TableCell>{formatDateTime(r.sent_at, locale) || '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * One mail in the lists' item modal: when it goes (or went) out, what sent it and each recipient's delivery (status,
 * attempts, the last error). The row shows at once; the recipients come with GET /api/mails/{id}. The content is not
 * rendered here: the seed never shows a mail's preview.
 */
export function MailDetails({ item }: { item: MailRow }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const detail = useQuery({ queryKey: mailKey(item.id), queryFn: () => fetchMail(item.id) });
  const mail = detail.data ?? item;
  const label = (field: string) => capitalize(t(mailsContract.labelKey(field)));
  const facts = [
    `${label('scheduledAt')}: ${formatDateTime(mail.scheduledAt, locale)}`,
    `${label('kind')}: ${t(`mails.kinds.${mail.kind}`, { defaultValue: mail.kind })}`,
    mail.created_by && `${label('created_by')}: ${mail.created_by.name}`,
  ].filter(Boolean);
  return (
    <Stack spacing={1.5} data-testid="mail-details">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <MailStatusChip status={mail.status} label={t(`mails.statuses.${mail.status}`)} testId="mail-details-status" />
        <Typography variant="body2" color="text.secondary">
          {facts.join(' · ')}
        </Typography>
      </Stack>
      <div>
        <SectionTitle>{t('mailScreens.details.recipients')}</SectionTitle>
        {detail.data ? <RecipientRows mail={detail.data} /> : <LinearProgress aria-label={t('mailScreens.details.loading')} />}
      </div>
      {mail.attachments.length > 0 && (
        <div>
          <SectionTitle>{t('mailScreens.details.attachments')}</SectionTitle>
          <AttachedFiles files={mail.attachments.map((a) => ({ ...a, field: 'attachments' }))} testId="mail-attachment" empty="" />
        </div>
      )}
    </Stack>
  );
}
