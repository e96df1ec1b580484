import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { RouteDef } from '@harmony/shared';
import { ExportButtons } from './export-buttons';
import { ProjectsReportTable } from './projects-report-table';
import { RangeFilters } from './range-filters';
import { defaultDayRange } from './report-defaults';
import { ReportHeader } from './report-header';
import { ReportState } from './report-state';
import { fetchProjectsReport, PROJECTS_REPORT, reportQuery } from './reports-api';
import { useReportParams } from './use-report-params';

/** /raporty/projekty: every project the caller may see with hours, cost and budget use in a date range. */
export function ProjectsReportPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [params, update] = useReportParams(defaultDayRange());
  const query = reportQuery(params);
  const report = useQuery({ queryKey: ['reports', 'projects', query], queryFn: () => fetchProjectsReport(query), placeholderData: keepPreviousData });
  const rows = report.data?.data ?? [];
  return (
    <>
      <ReportHeader
        title={t(`routes.${route.name}`)}
        actions={<ExportButtons path={PROJECTS_REPORT} query={query} name={`report-projects-${params.from}-${params.to}`} />}
        filters={<RangeFilters kind="date" from={params.from} to={params.to} onChange={(patch) => update(patch)} />}
      />
      <ReportState pending={report.isPending} error={report.isError} empty={!rows.length}>
        <ProjectsReportTable rows={rows} search={location.search} />
      </ReportState>
    </>
  );
}
