import { useTranslation } from 'react-i18next';
import { HoursBarChart } from '../../components/charts/hours-bar-chart';
import { minutesToHours } from '../../lib/time/hours-format';
import type { Dashboard } from './dashboard-api';
import { projectChartHeight } from './project-chart-height';

type Rows = NonNullable<Dashboard['admin']>['by_project_month'];

/** Hours by project this month, longest first (a chunk of its own: only administrators load the charts). */
export default function ProjectHoursChart({ rows }: { rows: Rows }) {
  const { t } = useTranslation();
  const sorted = [...rows].sort((a, b) => b.minutes - a.minutes);
  return (
    <HoursBarChart
      label={t('webTime.dashboard.byProject')}
      horizontal
      height={projectChartHeight(sorted.length)}
      categories={sorted.map((r) => r.project.name)}
      series={[{ id: 'hours', label: t('webTime.reports.hours'), data: sorted.map((r) => minutesToHours(r.minutes)) }]}
      testId="dashboard-project-chart"
    />
  );
}
