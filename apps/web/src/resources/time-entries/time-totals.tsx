import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TimeTotals } from '@harmony/shared';
import { formatMinutes } from '@harmony/shared';
import { useListUrlState } from '../../components/resource/list/use-list-url-state';
import { useResourceListQuery } from '../../components/resource/list/use-resource-list-query';
import type { AnyResource } from '../../components/resource/types';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney } from '../../lib/time/time-format';

/** The totals of a list answer (GET /api/time-entries `meta.totals`: the whole filter, not the page). */
export const totalsOf = (data: unknown): (TimeTotals & { count: number }) | null => {
  const meta = (data as { meta?: { total?: number; totals?: TimeTotals } } | undefined)?.meta;
  return meta?.totals ? { ...meta.totals, count: meta.total ?? 0 } : null;
};

/**
 * Hours and cost of everything the filter matches, above the grid. It reads the list's own query (same URL
 * state, same cache key), so it never asks the API twice.
 */
export function TimeTotalsLine({ resource }: { resource: AnyResource }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { state } = useListUrlState(resource);
  const query = useResourceListQuery(resource, state);
  const totals = totalsOf(query.data);
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5, flexGrow: 1 }} data-testid="time-totals" aria-live="polite">
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', alignItems: 'baseline' }} useFlexGap>
        <Typography variant="body2" color="text.secondary">
          {t('webProjects.time.totals.title')}
        </Typography>
        <Typography>
          {t('webProjects.time.totals.hours')}{' '}
          <strong data-testid="time-totals-hours">{totals ? formatMinutes(totals.minutes) : '—'}</strong>
        </Typography>
        <Typography>
          {t('webProjects.time.totals.cost')} <strong data-testid="time-totals-cost">{totals ? formatMoney(totals.cost, locale) : '—'}</strong>
        </Typography>
        <Typography color="text.secondary" data-testid="time-totals-count">{t('webProjects.time.totals.entries', { count: totals?.count ?? 0 })}</Typography>
      </Stack>
    </Paper>
  );
}
