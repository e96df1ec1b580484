import { Card, CardContent, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../lib/i18n/use-locale';
import { BudgetBar } from '../../components/budget-bar';
import { formatHours } from '../../lib/time/hours-format';
import type { DashboardProject } from './dashboard-api';

/** My projects with hours used against the budget. */
export function MyProjectsCard({ projects }: { projects: DashboardProject[] | undefined }) {
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }} gutterBottom>
          {t('webTime.dashboard.projects')}
        </Typography>
        {projects && projects.length === 0 ? (
          <Typography color="text.secondary">{t('webTime.dashboard.noProjects')}</Typography>
        ) : (
          <List dense disablePadding data-testid="dashboard-projects">
            {(projects ?? []).map((p) => (
              <ListItem key={p.id} disableGutters divider data-testid={`dashboard-project-${p.id}`} sx={{ display: 'block' }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Link component={RouterLink} to={to(`/projekty/${p.id}/szczegoly`)} sx={{ fontWeight: 500 }}>
                    {p.name}
                  </Link>
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {p.budget_hours === null
                      ? t('webTime.dashboard.hoursNoBudget', { used: formatHours(p.hours_used, locale) })
                      : t('webTime.dashboard.hoursOfBudget', { used: formatHours(p.hours_used, locale), budget: formatHours(p.budget_hours, locale) })}
                  </Typography>
                </Stack>
                <BudgetBar percent={p.percent} locale={locale} label={t('webTime.dashboard.budgetUse', { name: p.name })} testId={`dashboard-project-percent-${p.id}`} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
