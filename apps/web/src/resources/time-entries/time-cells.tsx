import { Box, Chip, Stack, Tooltip } from '@mui/material';
import Lock from '@mui/icons-material/Lock';
import type { TimeEntry } from '@harmony/shared';
import { formatMinutes, warsawClock } from '@harmony/shared';
import type { RenderContext } from '../../components/resource/types';
import { formatDay, formatMoney } from '../../lib/time/time-format';

export type TimeRow = TimeEntry & Record<string, unknown>;

/** "09:00–10:30" in Warsaw; with the end's day when the entry crosses midnight. */
export function timeRange(row: Pick<TimeEntry, 'started_at' | 'ended_at'>, locale: RenderContext['locale']): string {
  const s = warsawClock(row.started_at);
  const e = warsawClock(row.ended_at);
  const end = e.day === s.day ? e.time : `${formatDay(e.day, locale)} ${e.time}`;
  return `${s.time}–${end}`;
}

/*
 * Cell renderers of the time list. Their styles are constants: a list renders them for every row, and a style
 * object made per row (or one per category colour) costs emotion a serialisation and a new class each time.
 */
const DAY_SX = { alignItems: 'center', height: '100%' } as const;
const DURATION_SX = { fontVariantNumeric: 'tabular-nums', fontWeight: 500 } as const;
const CATEGORY_SX = { maxWidth: '100%' } as const;

/** The day, with a lock when its month is locked. */
export const dayCell = (row: TimeRow, { t, locale }: RenderContext) => (
  <Stack direction="row" spacing={0.5} sx={DAY_SX}>
    {row.locked && (
      <Tooltip title={t('webProjects.time.lockedRow')}>
        <Lock fontSize="small" color="action" aria-label={t('webProjects.time.lockedRow')} data-testid={`time-locked-${row.id}`} />
      </Tooltip>
    )}
    <span>{formatDay(row.day, locale)}</span>
  </Stack>
);
export const rangeCell = (row: TimeRow, { locale }: RenderContext) => timeRange(row, locale);
export const durationCell = (row: TimeRow) => (
  <Box component="span" sx={DURATION_SX}>
    {formatMinutes(row.minutes)}
  </Box>
);
export const userCell = (row: TimeRow) => row.user?.name ?? '';
export const projectCell = (row: TimeRow) => row.project?.name ?? '';
export const categoryCell = (row: TimeRow) =>
  row.category ? <Chip size="small" variant="outlined" label={row.category.name} sx={CATEGORY_SX} style={{ borderColor: row.category.color }} /> : '—';
export const billableCell = (row: TimeRow, { t }: RenderContext) => (
  <Chip size="small" variant={row.billable ? 'filled' : 'outlined'} color={row.billable ? 'success' : 'default'} label={t(row.billable ? 'resourceList.yes' : 'resourceList.no')} />
);
export const costCell = (row: TimeRow, { locale }: RenderContext) => (row.cost === null || row.cost === undefined ? '—' : formatMoney(row.cost, locale));
