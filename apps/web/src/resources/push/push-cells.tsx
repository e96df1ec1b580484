import { Chip } from '@mui/material';
import type { PushStatus } from '@harmony/shared';
import { formatDateTime } from '../../components/resource/renderers';
import type { RenderContext } from '../../components/resource/types';
import type { PushRow } from './push-api';

// info's white on blue is 3.9:1 (axe): primary carries dark text.
const COLOURS: Record<PushStatus, 'default' | 'primary' | 'success'> = { queued: 'default', sending: 'primary', sent: 'success' };

export const PushStatusChip = ({ status, label, testId }: { status: PushStatus; label: string; testId?: string }) => (
  <Chip size="small" color={COLOURS[status]} label={label} data-testid={testId} data-status={status} />
);

export const titleCell = (row: PushRow) => <span data-testid={`push-row-${row.id}`}>{row.title}</span>;

export const statusCell = (row: PushRow, { t }: RenderContext) => (
  <PushStatusChip status={row.status} label={t(`push.statuses.${row.status}`)} testId={`push-status-${row.id}`} />
);

/** Everyone, the group's name, or how many users were chosen. */
export function audienceText(row: Pick<PushRow, 'audience' | 'group' | 'user_ids'>, t: RenderContext['t']): string {
  const kind = t(`push.audiences.${row.audience}`);
  if (row.audience === 'group') return row.group ? `${kind}: ${row.group.name}` : kind;
  if (row.audience === 'users') return `${kind} (${row.user_ids.length})`;
  return kind;
}

export const audienceCell = (row: PushRow, { t }: RenderContext) => audienceText(row, t);

export const scheduledCell = (row: PushRow, { locale }: RenderContext) => formatDateTime(row.scheduled_at, locale);

/** A count with its test id (`push-<field>-<id>`), for the e2e journey and the screen reader alike. */
export const countCell = (field: 'targeted' | 'accepted' | 'failed' | 'shown' | 'clicked') => (row: PushRow) => (
  <span data-testid={`push-${field}-${row.id}`}>{row[field]}</span>
);
