import { LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { campaignsContract, type CampaignDetail } from '@harmony/shared';
import { SectionTitle } from '../../components/forms/section-title';
import { capitalize, formatDateTime } from '../../components/resource/renderers';
import { useLocale } from '../../lib/i18n/use-locale';
import { campaignKey, fetchCampaign, type CampaignRow } from './campaign-api';
import { CampaignStatusChip } from './campaign-cells';

const FIGURES = ['recipients', 'sent', 'failed', 'unsubscribed', 'clicks', 'unique_clicks'] as const;

function Links({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const label = (field: string) => capitalize(t(campaignsContract.labelKey(field)));
  if (!campaign.links.length) return <Typography variant="body2">{t('newsletterScreens.details.noLinks')}</Typography>;
  return (
    <Table size="small" data-testid="campaign-links">
      <TableHead>
        <TableRow>
          <TableCell>{t('newsletterScreens.details.url')}</TableCell>
          <TableCell align="right">{label('clicks')}</TableCell>
          <TableCell align="right">{label('unique_clicks')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {campaign.links.map((l) => (
          <TableRow key={l.position} data-testid={`campaign-link-${l.position}`}>
            <TableCell sx={{ wordBreak: 'break-all' }}>{l.url}</TableCell>
            <TableCell align="right">{l.clicks}</TableCell>
            <TableCell align="right">{l.unique_clicks}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * A campaign in the list's item modal: its state, list and times, its figures (recipients and their deliveries, the
 * unsubscribes by its link, every click and the clickers) and each tracked link's clicks, read with GET …/{id}.
 */
export function CampaignDetails({ item }: { item: CampaignRow }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const detail = useQuery({ queryKey: campaignKey(item.id), queryFn: () => fetchCampaign(item.id) });
  const campaign = detail.data ?? item;
  const label = (field: string) => capitalize(t(campaignsContract.labelKey(field)));
  const facts = [
    campaign.list && `${label('list')}: ${campaign.list.name}`,
    campaign.scheduled_at && `${label('scheduled_at')}: ${formatDateTime(campaign.scheduled_at, locale)}`,
    campaign.sent_at && `${label('sent_at')}: ${formatDateTime(campaign.sent_at, locale)}`,
  ].filter(Boolean);
  return (
    <Stack spacing={1.5} data-testid="campaign-details">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <CampaignStatusChip status={campaign.status} label={t(`newsletter.campaignStatuses.${campaign.status}`)} testId="campaign-details-status" />
        <Typography variant="body2" color="text.secondary">{facts.join(' · ')}</Typography>
      </Stack>
      <div>
        <SectionTitle>{t('newsletterScreens.details.figures')}</SectionTitle>
        <Table size="small" data-testid="campaign-figures">
          <TableBody>
            {FIGURES.map((field) => (
              <TableRow key={field}>
                <TableCell component="th" scope="row">{label(field)}</TableCell>
                <TableCell align="right" data-testid={`campaign-figure-${field}`}>{campaign[field]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <div>
        <SectionTitle>{t('newsletterScreens.details.links')}</SectionTitle>
        {detail.data ? <Links campaign={detail.data} /> : <LinearProgress aria-label={t('newsletterScreens.details.loading')} />}
      </div>
    </Stack>
  );
}
