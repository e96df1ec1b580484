import { LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pushContract, type PushNotificationDetail } from '@harmony/shared';
import { SectionTitle } from '../../components/forms/section-title';
import { capitalize, formatDateTime } from '../../components/resource/renderers';
import { useLocale } from '../../lib/i18n/use-locale';
import { fetchPush, pushKey, type PushRow } from './push-api';
import { audienceText, PushStatusChip } from './push-cells';

/** Failed deliveries by reason: how many, and the push service's last answer. */
function Failures({ push }: { push: PushNotificationDetail }) {
  const { t } = useTranslation();
  if (!push.failure_details.length) return <Typography variant="body2" color="text.secondary">{t('pushScreens.details.noFailures')}</Typography>;
  return (
    <Table size="small" data-testid="push-failures">
      <TableHead>
        <TableRow>
          <TableCell>{t('pushScreens.details.reason')}</TableCell>
          <TableCell>{t('pushScreens.details.count')}</TableCell>
          <TableCell>{t('pushScreens.details.lastError')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {push.failure_details.map((f) => (
          <TableRow key={f.reason} data-testid={`push-failure-${f.reason}`}>
            <TableCell>{t(`push.reasons.${f.reason}`, { defaultValue: f.reason })}</TableCell>
            <TableCell>{f.count}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{f.last_error ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * One notification in the list's item modal: what it says and where it leads, to whom and when, its counts and its
 * failed deliveries by reason (with GET /api/push/{id}).
 */
export function PushDetails({ item }: { item: PushRow }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const detail = useQuery({ queryKey: pushKey(item.id), queryFn: () => fetchPush(item.id) });
  const push = detail.data ?? item;
  const label = (field: string) => capitalize(t(pushContract.labelKey(field)));
  const audience = detail.data?.users.length ? `${audienceText(push, t)}: ${detail.data.users.map((u) => u.name).join(', ')}` : audienceText(push, t);
  const facts = [
    `${label('scheduled_at')}: ${formatDateTime(push.scheduled_at, locale)}`,
    push.created_by && `${label('created_by')}: ${push.created_by.name}`,
  ].filter(Boolean);
  const counts = (['targeted', 'accepted', 'failed', 'shown', 'clicked'] as const).map((field) => `${label(field)}: ${push[field]}`);
  return (
    <Stack spacing={1.5} data-testid="push-details">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <PushStatusChip status={push.status} label={t(`push.statuses.${push.status}`)} testId="push-details-status" />
        <Typography variant="body2" color="text.secondary">{facts.join(' · ')}</Typography>
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{push.body}</Typography>
      {push.link && <Typography variant="body2">{`${label('link')}: ${push.link}`}</Typography>}
      <Typography variant="body2" data-testid="push-details-audience">{`${t('pushScreens.details.audience')}: ${audience}`}</Typography>
      <Typography variant="body2" data-testid="push-details-counts">{counts.join(' · ')}</Typography>
      <div>
        <SectionTitle>{t('pushScreens.details.failures')}</SectionTitle>
        {detail.data ? <Failures push={detail.data} /> : <LinearProgress aria-label={t('pushScreens.details.loading')} />}
      </div>
    </Stack>
  );
}
