import { Alert, Paper, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addMonths, budgetPercent, formatMonth, warsawMonth } from '@harmony/shared';
import { capitalize } from '../../../components/resource/renderers';
import { useLocale } from '../../../lib/i18n/use-locale';
import { UsageBar } from '../../../components/projects/project-cells';
import { formatNumber } from '../../../lib/time/time-format';
import { fetchAllocations, projectDetailsKeys } from './project-details-api';
import { teamOf } from './team-summary';

/** The last 12 months and the next 12: the widest range the allocations API reads at once (24 months). */
export const teamRange = (month = warsawMonth()) => ({ from: addMonths(month, -11), to: addMonths(month, 12) });

/** Who works on the project: planned against worked hours, this month and over the range. */
export function ProjectTeam({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const month = warsawMonth();
  const { from, to } = teamRange(month);
  const query = useQuery({ queryKey: projectDetailsKeys.allocations(projectId, from, to), queryFn: () => fetchAllocations(projectId, from, to) });
  const team = teamOf(query.data?.data ?? [], month);
  const total = (key: 'plannedMonth' | 'workedMonth' | 'planned' | 'worked') => formatNumber(team.reduce((s, m) => s + m[key], 0), locale);
  const h = (n: number) => formatNumber(n, locale);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="project-team-title" data-testid="project-team">
      <Typography variant="h6" component="h2" id="project-team-title">
        {t('webProjects.details.team')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('webProjects.details.teamRange', { from: formatMonth(from, locale, 'genitive'), to: formatMonth(to, locale, 'genitive') })}
      </Typography>
      {query.error ? (
        <Alert severity="error">{t('webProjects.details.teamFailed')}</Alert>
      ) : !query.isPending && team.length === 0 ? (
        <Typography color="text.secondary" data-testid="project-team-empty">
          {t('webProjects.details.teamEmpty')}
        </Typography>
      ) : (
        // Scrolls inside its box on a phone rather than widening the page.
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{capitalize(t('projects.fields.user_id'))}</TableCell>
                <TableCell align="right">{t('webProjects.details.plannedMonth', { month: formatMonth(month, locale) })}</TableCell>
                <TableCell align="right">{t('webProjects.details.workedMonth', { month: formatMonth(month, locale) })}</TableCell>
                <TableCell sx={{ minWidth: 180 }}>{t('webProjects.details.workedVsPlanned')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {team.map((m) => (
                <TableRow key={m.user.id} data-testid={`team-member-${m.user.id}`}>
                  <TableCell>{m.user.name}</TableCell>
                  <TableCell align="right">{h(m.plannedMonth)}</TableCell>
                  <TableCell align="right">{h(m.workedMonth)}</TableCell>
                  <TableCell>
                    <UsageBar used={m.worked} budget={m.planned || null} percent={budgetPercent(m.worked, m.planned)} unit="h" locale={locale} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            {team.length > 1 && (
              <TableFooter>
                <TableRow>
                  <TableCell>{t('webProjects.details.total')}</TableCell>
                  <TableCell align="right">{total('plannedMonth')}</TableCell>
                  <TableCell align="right">{total('workedMonth')}</TableCell>
                  <TableCell>
                    {total('worked')} / {total('planned')} h
                  </TableCell>
                </TableRow>
              </TableFooter>
            )}
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
