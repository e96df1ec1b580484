import { FormControlLabel, MenuItem, Stack, Switch, TableCell, TableFooter, TableRow, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { RouteDef } from '@harmony/shared';
import { formatMonth, warsawMonth } from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatNumber } from '../../lib/time/time-format';
import { fetchUserProjects, type Archived } from './admin-projects-api';
import { UserAdminLinks } from './admin-projects-page';
import { ProjectHoursRow } from './hours-rows';
import { HoursTable } from './hours-table';
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
  const name = query.data?.user.name;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
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
      <HoursTable
        query={query}
        testId="user-projects"
        emptyText={t('webProjects.adminProjects.emptyUser')}
        rows={(data) => data.data.map((item) => <ProjectHoursRow key={item.project.id} item={item} />)}
        footer={(data) => (
          <TableFooter>
            <TableRow>
              <TableCell colSpan={2}>{t('webProjects.details.total')}</TableCell>
              <TableCell align="right">{h(data.planned_hours)}</TableCell>
              <TableCell align="right">{h(data.worked_hours)}</TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        )}
      />
    </Stack>
  );
}
