import { Chip } from '@mui/material';
import type { CampaignStatus } from '@harmony/shared';
import { formatDateTime } from '../../components/resource/renderers';
import type { RenderContext } from '../../components/resource/types';
import type { CampaignRow } from './campaign-api';

// info's white on blue is 3.9:1 (axe): primary carries dark text.
const COLOURS: Record<CampaignStatus, 'default' | 'primary' | 'success' | 'warning'> = { draft: 'default', scheduled: 'warning', sending: 'primary', sent: 'success' };

export const CampaignStatusChip = ({ status, label, testId }: { status: CampaignStatus; label: string; testId?: string }) => (
  <Chip size="small" color={COLOURS[status]} label={label} data-testid={testId} data-status={status} />
);

export const subjectCell = (row: CampaignRow) => <span data-testid={`campaign-row-${row.id}`}>{row.subject}</span>;
export const listCell = (row: CampaignRow) => row.list?.name ?? '';
export const statusCell = (row: CampaignRow, { t }: RenderContext) => (
  <CampaignStatusChip status={row.status} label={t(`newsletter.campaignStatuses.${row.status}`)} testId={`campaign-status-${row.id}`} />
);
/** A figure of the row, with its test id (the journeys read them). */
export const figureCell = (field: 'recipients' | 'sent' | 'failed' | 'unsubscribed') => (row: CampaignRow) => (
  <span data-testid={`campaign-${field}-${row.id}`}>{row[field]}</span>
);
/** Every click, and in brackets how many subscribers clicked. */
export const clicksCell = (row: CampaignRow) => <span data-testid={`campaign-clicks-${row.id}`}>{`${row.clicks} (${row.unique_clicks})`}</span>;
/** When it goes out: once sent, when it went; else the time it is scheduled for (none: at once when sent). */
export const whenCell = (row: CampaignRow, { locale }: RenderContext) => formatDateTime(row.sent_at ?? row.scheduled_at, locale);
