import type { ReactNode } from 'react';
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showsProjectMoney } from '@harmony/shared';
import { capitalize } from '../../components/resource/renderers';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatDay, formatMoney, formatNumber } from '../../lib/time/time-format';
import { detailsPath } from './project-actions';
import { ColorChip, UsageBar, type ProjectRow } from '../../components/projects/project-cells';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }} data-testid={testId}>
      <Typography variant="caption" color="text.secondary" component="div">
        {capitalize(label)}
      </Typography>
      <Box sx={{ mt: 0.25 }}>{children}</Box>
    </Grid>
  );
}

/**
 * A project's facts and its budget use, as the details screen and the item modal show them: hours for everyone
 * who sees the project, money (budget amount, cost against it) only when the API gave it (projects/money.ts).
 */
export function ProjectSummary({ project }: { project: ProjectRow }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const f = (field: string) => t(`projects.fields.${field}`);
  const money = showsProjectMoney(project);
  const cost = project.cost_used ?? 0;
  const budgetAmount = project.budget_amount ?? null;
  return (
    <Stack spacing={2} data-testid="project-summary">
      <Grid container spacing={2}>
        <Fact label={f('customer')}>{project.customer || '—'}</Fact>
        <Fact label={f('category')}>
          <ColorChip item={project.category} />
        </Fact>
        <Fact label={f('status')}>
          <ColorChip item={project.status} />
        </Fact>
        <Fact label={f('leader')}>{project.leader?.name ?? '—'}</Fact>
        <Fact label={f('deadline')}>{project.deadline ? formatDay(project.deadline, locale) : '—'}</Fact>
        {money && <Fact label={f('budget_amount')} testId="project-budget-amount">{budgetAmount === null ? '—' : formatMoney(budgetAmount, locale)}</Fact>}
      </Grid>
      {project.description && (
        <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="project-description">
          {project.description}
        </Typography>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {capitalize(t('webProjects.projects.hoursVsBudget'))}
          </Typography>
          <UsageBar used={project.hours_used ?? 0} budget={project.budget_hours} percent={project.budget_used_percent} unit="h" locale={locale} testId="project-budget-hours" />
        </Grid>
        {money && (
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {capitalize(t('webProjects.projects.costVsBudget'))}
            </Typography>
            <UsageBar used={cost} budget={budgetAmount} percent={project.cost_used_percent ?? null} unit={t('webProjects.projects.currency')} locale={locale} testId="project-budget-cost" />
            {budgetAmount === null && (
              <Typography variant="body2" color="text.secondary">
                {formatMoney(cost, locale)} · {t('webProjects.projects.noMoneyBudget')}
              </Typography>
            )}
          </Grid>
        )}
      </Grid>
      {project.budget_hours === null && (
        <Typography variant="body2" color="text.secondary">
          {t('webProjects.projects.noHoursBudget', { hours: formatNumber(project.hours_used ?? 0, locale) })}
        </Typography>
      )}
    </Stack>
  );
}

/** The item modal of the project lists: the summary and a way into the details screen. */
export function ProjectItemDetails({ item }: { item: ProjectRow }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <Stack spacing={2}>
      <ProjectSummary project={item} />
      <Box>
        <Button component={Link} to={to(detailsPath(item.id))} variant="contained" startIcon={<OpenInNew />} data-testid="project-open-details">
          {t('webProjects.projects.details')}
        </Button>
      </Box>
    </Stack>
  );
}
