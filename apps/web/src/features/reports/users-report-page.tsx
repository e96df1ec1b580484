import { useMemo } from 'react';
import { Paper, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMonthShort, monthsBetween, type RouteDef } from '@harmony/shared';
import { useLocale } from '../../lib/i18n/use-locale';
import { fetchTimeOptions, TIME_OPTIONS_KEY } from '../../lib/timer/timer-api';
import { HoursBarChart } from '../../components/charts/hours-bar-chart';
import { ExportButtons } from './export-buttons';
import { RangeFilters } from './range-filters';
import { defaultMonthRange } from './report-defaults';
import { ReportHeader } from './report-header';
import { ReportState } from './report-state';
import { fetchUsersReport, reportQuery, USERS_REPORT } from './reports-api';
import { usersChartSeries, usersReportTotals } from './report-math';
import { UsersReportTable } from './users-report-table';
import { useReportParams } from './use-report-params';

/** /raporty: hours and cost per user per month (own only with Raporty__wlasne; the API decides). */
export function UsersReportPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [params, update] = useReportParams({ ...defaultMonthRange(), user_id: '' });
  const query = reportQuery(params);
  const report = useQuery({ queryKey: ['reports', 'users', query], queryFn: () => fetchUsersReport(query), placeholderData: keepPreviousData });
  const options = useQuery({ queryKey: TIME_OPTIONS_KEY, queryFn: fetchTimeOptions, staleTime: 5 * 60_000 });

  const data = report.data;
  const months = data?.months?.length ? data.months : monthsBetween(params.from, params.to);
  const rows = useMemo(() => data?.data ?? [], [data]);
  // The user filter: the people the caller may report on; without that list, the people in the report.
  const users = useMemo(() => (options.data?.users.length ? options.data.users : rows.map((r) => r.user)), [options.data, rows]);
  // Summed once: the table's totals and the chart's "everyone" series.
  const totals = useMemo(() => usersReportTotals({ months, data: rows }), [months, rows]);
  const series = usersChartSeries({ months, data: rows }, totals, t('webTime.reports.hours'));

  return (
    <>
      <ReportHeader
        title={t(`routes.${route.name}`)}
        actions={<ExportButtons path={USERS_REPORT} query={query} name={`report-users-${params.from}-${params.to}`} />}
        filters={
          <RangeFilters
            kind="month"
            from={params.from}
            to={params.to}
            onChange={(patch) => update(patch)}
            users={users}
            userId={params.user_id}
            onUser={(user_id) => update({ user_id })}
          />
        }
      />
      <ReportState pending={report.isPending} error={report.isError} empty={!rows.length}>
        <Stack spacing={3}>
          <UsersReportTable report={{ months, data: rows }} totals={totals} />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
              {t('webTime.reports.hoursPerMonth')}
            </Typography>
            <HoursBarChart
              label={t('webTime.reports.hoursPerMonth')}
              categories={months.map((m) => formatMonthShort(m, locale))}
              series={series}
              stacked={series.length > 1}
              testId="report-chart"
            />
          </Paper>
        </Stack>
      </ReportState>
    </>
  );
}
