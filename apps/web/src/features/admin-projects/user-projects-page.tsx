import { Alert, CircularProgress, FormControlLabel, MenuItem, Paper, Stack, Switch, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { RouteDef } from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';
import { capitalize } from '../../components/resource/renderers';
import { isApiError } from '../../lib/api';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMonth, formatNumber } from '../../resources/time-entries/time-format';
import { warsawMonth } from '../../resources/time-entries/warsaw-time';
import { fetchUserProjects, type Archived } from './admin-projects-api';
import { UserAdminLinks } from './admin-projects-page';
import { ProjectHoursRow } from './hours-rows';
import { isMonth, MonthSwitcher } from './month-switcher';

const ARCHIVED: Archived[] = ['false', 'true', 'all'];

/** /administrator/uzytkownicy/{id}/projekty: one person's projects, planned against worked, in a month or all time. */
export function UserProjectsPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const allTime = params.get('month') === 'all';
  const month = isMonth(params.get('month')) ? params.get('month')! : warsawMonth();
  const archived = (ARCHIVED as string[]).includes(params.get('archived') ?? '') ? (params.get('archived') as Archived) : 'all';
  const set = (changes: Record<string, string>) => setParams((p) => ({ ...Object.fromEntries(p), ...changes }));
  const query = useQuery({
    queryKey: ['user-projects', id, allTime ? null : month, archived],
    queryFn: () => fetchUserProjects(id, allTime ? null : month, archived),
    placeholderData: keepPreviousData,
  });
  const h = (n: number) => formatNumber(n, locale);
  const f = (field: string) => capitalize(t(`projects.fields.${field}`));
  const name = query.data?.user.name;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PageHeading>{name ? `${t(`routes.${route.name}`)}: ${name}` : t(`routes.${route.name}`)}</PageHeading>
        <UserAdminLinks userId={id} />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <MonthSwitcher month={month} onChange={(m) => set({ month: m })} disabled={allTime} />
        <FormControlLabel
          control={<Switch checked={allTime} onChange={(e) => set({ month: e.target.checked ? 'all' : warsawMonth() })} data-testid="user-projects-all-time" />}
          label={t('webProjects.adminProjects.allTime')}
        />
        <TextField select size="small" label={t('webProjects.adminProjects.which')} value={archived} onChange={(e) => set({ archived: e.target.value })} sx={{ minWidth: 180 }}>
          {ARCHIVED.map((a) => (
            <MenuItem key={a} value={a}>
              {t(`webProjects.adminProjects.archived.${a}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography color="text.secondary">
        {allTime ? t('webProjects.adminProjects.periodAll') : t('webProjects.adminProjects.period', { month: formatMonth(month, locale) })}
      </Typography>
      {query.error ? (
        <Alert severity="error">{(isApiError(query.error) && query.error.message) || t('resourceList.loadFailed')}</Alert>
      ) : query.isPending ? (
        <CircularProgress aria-label={t('app.loading')} />
      ) : query.data.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary" data-testid="user-projects-empty">
            {t('webProjects.adminProjects.emptyUser')}
          </Typography>
        </Paper>
      ) : (
        <TableContainer component={Paper} variant="outlined" data-testid="user-projects">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{capitalize(t('time.fields.project'))}</TableCell>
                <TableCell>{f('customer')}</TableCell>
                <TableCell align="right">{f('planned_hours')}</TableCell>
                <TableCell align="right">{capitalize(t('webProjects.adminProjects.worked'))}</TableCell>
                <TableCell>{t('webProjects.adminProjects.progress')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.data.map((item) => (
                <ProjectHoursRow key={item.project.id} item={item} />
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={2}>{t('webProjects.details.total')}</TableCell>
                <TableCell align="right">{h(query.data.planned_hours)}</TableCell>
                <TableCell align="right">{h(query.data.worked_hours)}</TableCell>
                <TableCell />
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
