import { Box, Chip, Tooltip } from '@mui/material';
import type { MailStatus } from '@harmony/shared';
import { formatDateTime } from '../../components/resource/renderers';
import type { RenderContext } from '../../components/resource/types';
import type { MailRow } from './mail-api';

/** Addresses a row names: enough to recognise the mail (the count says how many there are in all). */
const SHOWN_RECIPIENTS = 3;

// info's white on blue is 3.9:1 (axe): primary carries dark text.
const COLOURS: Record<MailStatus, 'default' | 'primary' | 'success' | 'error'> = { queued: 'default', sending: 'primary', sent: 'success', failed: 'error' };

export const MailStatusChip = ({ status, label, testId }: { status: MailStatus; label: string; testId?: string }) => (
  <Chip size="small" color={COLOURS[status]} label={label} data-testid={testId} data-status={status} />
);

export const subjectCell = (row: MailRow) => (
  <span data-testid={`mail-row-${row.id}`}>{row.subject}</span>
);

/** The first few addresses over how many there are (a cut line still tells the count); all of them in the tooltip. */
export function recipientsCell(row: MailRow, { t }: RenderContext) {
  return (
    <Tooltip title={row.emails.join(', ')}>
      <Box component="span" data-testid={`mail-recipients-${row.id}`} sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.3, minWidth: 0 }}>
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {row.emails.slice(0, SHOWN_RECIPIENTS).join(', ')}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
          {t('mailScreens.columns.recipientsCount', { count: row.recipients_count })}
        </Box>
      </Box>
    </Tooltip>
  );
}

export const scheduledCell = (row: MailRow, { locale }: RenderContext) => formatDateTime(row.scheduledAt, locale);

export const statusCell = (row: MailRow, { t }: RenderContext) => (
  <MailStatusChip status={row.status} label={t(`mails.statuses.${row.status}`)} testId={`mail-status-${row.id}`} />
);

/** Sent and failed recipients of all: "2 / 0". */
export const countsCell = (row: MailRow) => (
  <span data-testid={`mail-counts-${row.id}`}>
    {row.sent_count} / {row.failed_count}
  </span>
);

export const lastErrorCell = (row: MailRow) => row.last_error ?? '';
