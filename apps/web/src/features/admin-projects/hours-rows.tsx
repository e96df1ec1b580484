import { Link as MuiLink, TableCell, TableRow } from '@mui/material';
import { Link } from 'react-router';
import { budgetPercent, type UserProjectHours } from '@harmony/shared';
import { useLocale } from '../../lib/i18n/use-locale';
import { UsageBar } from '../../components/projects/project-cells';
import { formatNumber } from '../../lib/time/time-format';

/** Worked against planned, in % (null when nothing was planned). */
export const shareOf = (worked: number, planned: number) => (planned > 0 ? budgetPercent(worked, planned) : null);

/** One project's planned and worked hours in the users × projects tables. */
export function ProjectHoursRow({ item, indent = false }: { item: UserProjectHours; indent?: boolean }) {
  const { locale, to } = useLocale();
  const h = (n: number) => formatNumber(n, locale);
  return (
    <TableRow hover data-testid={`hours-project-${item.project.id}`}>
      <TableCell sx={{ pl: indent ? 4 : undefined }}>
        <MuiLink component={Link} to={to(`/projekty/${item.project.id}/szczegoly`)}>
          {item.project.name}
        </MuiLink>
      </TableCell>
      <TableCell>{item.project.customer || '—'}</TableCell>
      <TableCell align="right">{h(item.planned_hours)}</TableCell>
      <TableCell align="right">{h(item.worked_hours)}</TableCell>
      <TableCell sx={{ minWidth: 200 }}>
        <UsageBar used={item.worked_hours} budget={item.planned_hours || null} percent={shareOf(item.worked_hours, item.planned_hours)} unit="h" locale={locale} />
      </TableCell>
    </TableRow>
  );
}
