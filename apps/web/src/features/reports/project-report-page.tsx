import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import type { RouteDef } from '@harmony/shared';
import { formatMinutes, formatMonth, formatMonthShort } from '@harmony/shared';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatCost, minutesToHours } from '../../lib/time/hours-format';
import { AmountTable } from './amount-table';
import { BudgetBar } from '../../components/budget-bar';
import { CategoryDonut } from '../../components/charts/category-donut';
import { HoursBarChart } from '../../components/charts/hours-bar-chart';
import { ExportButtons } from './export-buttons';
import { RangeFilters } from './range-filters';
import { defaultDayRange } from './report-defaults';
import { ReportHeader } from './report-header';
import { sumAmounts } from './report-math';
import { ReportState } from './report-state';
import { customerName, fetchProjectReport, projectReportPath, reportQuery } from './reports-api';
import { useReportParams } from './use-report-params';

const UNCATEGORISED_COLOR = '#9e9e9e';

/** /raporty/projekty/{id}: one project by user, by month and by category, with charts. */
export function ProjectReportPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  const location = useLocation();
  const { id = '' } = useParams();
  const [params, update] = useReportParams(defaultDayRange());
  const query = reportQuery(params);
  const report = useQuery({ queryKey: ['reports', 'project', id, query], queryFn: () => fetchProjectReport(id, query), placeholderData: keepPreviousData });
  const data = report.data;
  const byUser = data?.by_user ?? [];
  const byMonth = data?.by_month ?? [];
  const byCategory = data?.by_category ?? [];
  const total = sumAmounts(byUser);
  const customer = customerName(data?.project.customer);
  const noCategory = t('webTime.reports.noCategory');

  return (
    <>
      <Button component={RouterLink} to={to('/raporty/projekty') + location.search} startIcon={<ArrowBack />} size="small" sx={{ mb: 1 }}>
        {t('routes.reportsProjects')}
      </Button>
      <ReportHeader
        title={data ? `${t(`routes.${route.name}`)}: ${data.project.name}` : t(`routes.${route.name}`)}
        actions={<ExportButtons path={projectReportPath(id)} query={query} name={`report-project-${id}-${params.from}-${params.to}`} />}
        filters={<RangeFilters kind="date" from={params.from} to={params.to} onChange={(patch) => update(patch)} />}
      />
      <ReportState pending={report.isPending} error={report.isError} empty={false}>
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }} data-testid="report-summary">
            <Summary label={t('webTime.reports.customer')} value={customer || '—'} />
            <Summary label={t('webTime.reports.columns.minutes')} value={formatMinutes(total.minutes)} testId="report-summary-hours" />
            <Summary label={t('webTime.reports.columns.cost')} value={formatCost(total.cost, locale)} />
            <Box>
              <Typography variant="body2" color="text.secondary">{t('webTime.reports.columns.hours_percent')}</Typography>
              <BudgetBar percent={data?.project.hours_percent} locale={locale} label={t('webTime.reports.columns.hours_percent')} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{t('webTime.reports.columns.cost_percent')}</Typography>
              <BudgetBar percent={data?.project.cost_percent} locale={locale} label={t('webTime.reports.columns.cost_percent')} />
            </Box>
          </Paper>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>{t('webTime.reports.hoursPerMonth')}</Typography>
              {byMonth.length ? (
                <HoursBarChart
                  label={t('webTime.reports.hoursPerMonth')}
                  categories={byMonth.map((m) => formatMonthShort(m.month, locale))}
                  series={[{ id: 'hours', label: t('webTime.reports.hours'), data: byMonth.map((m) => minutesToHours(m.minutes)) }]}
                  testId="report-chart"
                />
              ) : (
                <Typography color="text.secondary" variant="body2">{t('webTime.reports.empty')}</Typography>
              )}
            </Paper>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>{t('webTime.reports.byCategory')}</Typography>
              {byCategory.some((c) => c.minutes > 0) ? (
                <CategoryDonut
                  label={t('webTime.reports.byCategory')}
                  testId="report-donut"
                  slices={byCategory.map((c) => ({
                    id: c.category?.id ?? 'none',
                    label: c.category?.name ?? noCategory,
                    value: minutesToHours(c.minutes),
                    color: c.category ? (c.category.color ?? undefined) : UNCATEGORISED_COLOR,
                  }))}
                />
              ) : (
                <Typography color="text.secondary" variant="body2">{t('webTime.reports.empty')}</Typography>
              )}
            </Paper>
          </Box>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }, alignItems: 'start' }}>
            <AmountTable
              title={t('webTime.reports.byUser')}
              labelHeader={t('webTime.reports.columns.user')}
              rows={byUser.map((r) => ({ key: r.user.id, label: r.user.name, minutes: r.minutes, cost: r.cost }))}
              testId="report-table"
              totalTestId="report-total"
            />
            <AmountTable
              title={t('webTime.reports.byMonth')}
              labelHeader={t('webTime.reports.columns.month')}
              rows={byMonth.map((r) => ({ key: r.month, label: formatMonth(r.month, locale), minutes: r.minutes, cost: r.cost }))}
              testId="report-table-by-month"
              totalTestId="report-total-by-month"
            />
            <AmountTable
              title={t('webTime.reports.byCategory')}
              labelHeader={t('webTime.reports.columns.category')}
              rows={byCategory.map((r) => ({ key: r.category?.id ?? 'none', label: r.category?.name ?? noCategory, minutes: r.minutes, cost: r.cost }))}
              testId="report-table-by-category"
              totalTestId="report-total-by-category"
            />
          </Box>
        </Stack>
      </ReportState>
    </>
  );
}

function Summary({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography variant="h6" component="p" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}
