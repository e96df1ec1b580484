import { Fragment } from 'react';
import { Box, Button, IconButton, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import Archive from '@mui/icons-material/Archive';
import EventNote from '@mui/icons-material/EventNote';
import Paid from '@mui/icons-material/Paid';
import Work from '@mui/icons-material/Work';
import WorkHistory from '@mui/icons-material/WorkHistory';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatMonth, TABLE_MAX_HEIGHT, warsawMonth, type RouteDef } from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';
import { useMayOpen } from '../../lib/can/route-access';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatNumber } from '../../lib/time/time-format';
import { fetchAdminProjects } from './admin-projects-api';
import { ProjectHoursRow, shareOf } from './hours-rows';
import { HoursTable } from './hours-table';
import { UsageBar } from '../../components/projects/project-cells';
import { isMonth, MonthSwitcher } from './month-switcher';

/** Links from a person to their own admin screens (those the signed-in administrator may open). */
export function UserAdminLinks({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const mayOpen = useMayOpen();
  const links = [
    { path: `/administrator/uzytkownicy/${userId}/projekty`, label: 'routes.adminUsersProjects', icon: <WorkHistory fontSize="small" />, id: 'projects' },
    { path: `/administrator/uzytkownicy/${userId}/stawki`, label: 'routes.adminUsersRates', icon: <Paid fontSize="small" />, id: 'rates' },
    { path: `/administrator/uzytkownicy/${userId}/nowy-dzien-pracy`, label: 'routes.adminUsersWorkDay', icon: <EventNote fontSize="small" />, id: 'workday' },
  ];
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {links.filter((l) => mayOpen(l.path)).map((l) => (
        <Tooltip key={l.id} title={t(l.label)}>
          <IconButton component={Link} to={to(l.path)} size="small" aria-label={t(l.label)} data-testid={`user-${l.id}-${userId}`}>
            {l.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  );
}

/**
 * /administrator/projekty (and /archiwalne): for a month, each person with the projects they were planned
 * on or worked on, planned against worked hours.
 */
export function AdminProjectsPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  const [params, setParams] = useSearchParams();
  const archived = route.name === 'adminProjectsArchived';
  const month = isMonth(params.get('month')) ? params.get('month')! : warsawMonth();
  const query = useQuery({
    queryKey: ['admin-projects', archived, month],
    queryFn: () => fetchAdminProjects(month, archived ? 'true' : 'false'),
    placeholderData: keepPreviousData,
  });
  const h = (n: number) => formatNumber(n, locale);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <PageHeading>{t(`routes.${route.name}`)}</PageHeading>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <MonthSwitcher month={month} onChange={(m) => setParams((p) => ({ ...Object.fromEntries(p), month: m }))} />
          <Button
            component={Link}
            to={to(archived ? '/administrator/projekty' : '/administrator/projekty/archiwalne')}
            variant="outlined"
            startIcon={archived ? <Work /> : <Archive />}
            data-testid="admin-projects-switch"
          >
            {t(archived ? 'webProjects.projects.active' : 'routes.adminProjectsArchived')}
          </Button>
        </Stack>
      </Stack>
      <Typography color="text.secondary">{t('webProjects.adminProjects.intro', { month: formatMonth(month, locale) })}</Typography>
      <HoursTable
        query={query}
        testId="admin-projects"
        emptyText={t('webProjects.adminProjects.empty')}
        maxHeight={TABLE_MAX_HEIGHT}
        rows={(data) =>
          data.data.map((person) => (
            <Fragment key={person.user.id}>
              <TableRow sx={{ bgcolor: 'action.hover' }} data-testid={`admin-projects-user-${person.user.id}`}>
                <TableCell colSpan={2}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <strong>{person.user.name}</strong>
                    <UserAdminLinks userId={person.user.id} />
                  </Stack>
                </TableCell>
                <TableCell align="right">
                  <strong>{h(person.planned_hours)}</strong>
                </TableCell>
                <TableCell align="right">
                  <strong>{h(person.worked_hours)}</strong>
                </TableCell>
                <TableCell>
                  <UsageBar used={person.worked_hours} budget={person.planned_hours || null} percent={shareOf(person.worked_hours, person.planned_hours)} unit="h" locale={locale} />
                </TableCell>
              </TableRow>
              {person.projects.map((item) => (
                <ProjectHoursRow key={item.project.id} item={item} indent />
              ))}
            </Fragment>
          ))
        }
      />
    </Stack>
  );
}
