import { Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { getContrastRatio } from '@mui/material/styles';
import { formatBudgetPercent, warsawToday, type Project } from '@harmony/shared';
import type { RenderContext } from '../resource/types';
import { formatDay, formatNumber } from '../../lib/time/time-format';

export type ProjectRow = Project & Record<string, unknown>;

/** Black or white text, whichever contrasts more with a #RRGGBB background: one always reaches WCAG's 4.5:1. */
export function textOn(color: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return 'inherit';
  return getContrastRatio(color, '#ffffff') < getContrastRatio(color, '#000000') ? '#000' : '#fff';
}

/** A category or status as a chip in its own colour. */
export function ColorChip({ item, testId }: { item: { name: string; color: string } | null | undefined; testId?: string }) {
  if (!item) return <>—</>;
  return <Chip size="small" label={item.name} sx={{ bgcolor: item.color, color: textOn(item.color), maxWidth: '100%' }} data-testid={testId} />;
}

/** How full a budget is: green below 80 % (the first budget alert), orange to 100 %, red beyond. */
export const usageColor = (percent: number | null): 'success' | 'warning' | 'error' =>
  percent === null ? 'success' : percent > 100 ? 'error' : percent >= 80 ? 'warning' : 'success';

/** Used of budget as a bar with its numbers ("12,5 / 40 h", "31,3 %": formatBudgetPercent); without a budget just the hours used. */
export function UsageBar({ used, budget, percent, unit, locale, testId }: {
  used: number;
  budget: number | null;
  percent: number | null;
  unit: string;
  locale: RenderContext['locale'];
  testId?: string;
}) {
  return (
    <Stack sx={{ width: '100%', justifyContent: 'center', height: '100%' }} data-testid={testId}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatNumber(used, locale)}
          {budget ? ` / ${formatNumber(budget, locale)}` : ''} {unit}
        </Typography>
        {percent !== null && (
          <Typography variant="body2" component="span" color={`${usageColor(percent)}.main`} sx={{ fontWeight: 500 }} data-testid={testId && `${testId}-percent`}>
            {formatBudgetPercent(percent, locale)}
          </Typography>
        )}
      </Stack>
      {percent !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.min(100, percent)}
          color={usageColor(percent)}
          sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
          aria-label={formatBudgetPercent(percent, locale)}
        />
      )}
    </Stack>
  );
}

/** Cell renderers of the project lists. */
export const categoryCell = (row: ProjectRow) => <ColorChip item={row.category} />;
export const statusCell = (row: ProjectRow) => <ColorChip item={row.status} />;
export const leaderCell = (row: ProjectRow) => row.leader?.name ?? '—';
export const budgetHoursCell = (row: ProjectRow, { locale }: RenderContext) => (row.budget_hours === null ? '—' : formatNumber(row.budget_hours, locale));
export const hoursUsedCell = (row: ProjectRow, { locale }: RenderContext) => (
  <UsageBar used={row.hours_used ?? 0} budget={row.budget_hours} percent={row.budget_used_percent} unit="h" locale={locale} testId={`project-hours-${row.id}`} />
);
/** The deadline, in red once passed (on an active project). */
export const deadlineCell = (row: ProjectRow, { locale }: RenderContext) =>
  row.deadline ? (
    <Box component="span" sx={{ color: !row.archived && row.deadline < warsawToday() ? 'error.main' : undefined }}>
      {formatDay(row.deadline, locale)}
    </Box>
  ) : (
    '—'
  );
