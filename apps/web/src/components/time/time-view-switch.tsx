import type { ReactNode } from 'react';
import { Button, ButtonGroup } from '@mui/material';
import CalendarViewWeek from '@mui/icons-material/CalendarViewWeek';
import ViewList from '@mui/icons-material/ViewList';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { shiftDay, weekMonday, routePath } from '@harmony/shared';
import { useLocale } from '../../lib/i18n/use-locale';

/**
 * "List | Week" beside the heading of /czasy and /czasy/tydzien (Kimai's and solidtime's two ways to see
 * time). Whose time travels along: the list's person opens their week, and the week opens the list of that
 * week for that person.
 */
export function TimeViewSwitch({ current, week }: { current: 'list' | 'week'; week?: string }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const [params] = useSearchParams();
  const userId = params.get('user_id');
  const from = params.get('from');
  const listQuery = new URLSearchParams({
    ...(userId ? { user_id: userId } : {}),
    ...(week ? { from: week, to: shiftDay(week, 6) } : {}),
  });
  const weekQuery = new URLSearchParams({
    ...(userId ? { user_id: userId } : {}),
    ...(from && /^\d{4}-\d{2}-\d{2}$/.test(from) ? { week: weekMonday(from) } : {}),
  });
  const link = (view: 'list' | 'week', path: string, query: URLSearchParams, icon: ReactNode) => (
    <Button
      component={Link}
      to={`${to(path)}${query.size ? `?${query.toString()}` : ''}`}
      variant={current === view ? 'contained' : 'outlined'}
      aria-current={current === view ? 'page' : undefined}
      startIcon={icon}
      data-testid={`time-view-${view}`}
    >
      {t(`timesheet.view.${view}`)}
    </Button>
  );
  return (
    <ButtonGroup size="small" aria-label={t('timesheet.view.label')} sx={{ alignSelf: 'center' }}>
      {link('list', routePath('times'), listQuery, <ViewList />)}
      {link('week', routePath('timesWeek'), weekQuery, <CalendarViewWeek />)}
    </ButtonGroup>
  );
}

/** The switch on the list screen (the resource's `headerExtras`). */
export const TimeListViewSwitch = () => <TimeViewSwitch current="list" />;
