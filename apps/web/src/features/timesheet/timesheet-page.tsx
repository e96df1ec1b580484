import { Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';
import { useOptions } from '../../components/resource/use-options';
import { useAuth } from '../../lib/auth/use-auth';
import { timeUserOptions } from '../../components/time/time-options';
import { TimeViewSwitch } from '../../components/time/time-view-switch';
import { TimesheetEditor } from './timesheet-editor';
import { TimesheetToolbar } from './timesheet-toolbar';
import { useWeekUrl } from './use-week-url';

/**
 * /czasy/tydzien: the weekly timesheet (Kimai's and solidtime's week view) beside the time list: projects ×
 * days of one week, hours typed per cell and saved as time entries. Whose week: one's own, or — when the
 * caller's scope covers others (the API's user picker answers more than the caller) — theirs.
 */
export function TimesheetPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { week, userId, today, go } = useWeekUrl();
  const people = useOptions(timeUserOptions);
  const me = user ? String(user.id) : '';
  const person = people.length > 1 || (userId && String(userId) !== me) ? String(userId ?? me) : null;

  return (
    <Stack spacing={2} data-testid="timesheet-page">
      <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <PageHeading>{t(`routes.${route.name}`)}</PageHeading>
        <TimeViewSwitch current="week" week={week} />
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 3 }, minWidth: 0 }}>
        <TimesheetToolbar
          week={week}
          today={today}
          person={person}
          people={people}
          onWeek={(day) => go({ week: day })}
          onPerson={(id) => go({ userId: id === me ? null : Number(id) })}
        />
        <TimesheetEditor
          key={`${userId ?? 'me'}/${week}`}
          week={week}
          today={today}
          userId={userId && String(userId) !== me ? userId : undefined}
          subject={route.permission ?? ''}
        />
      </Paper>
    </Stack>
  );
}
