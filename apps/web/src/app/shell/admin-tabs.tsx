import { Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { matchRoute, ROUTES } from '@harmony/shared';
import { useMayOpen } from '../../lib/can/route-access';
import { useLocale } from '../../lib/i18n/use-locale';

/**
 * The administration screens, in tab order. The seed's side menu names only groups and settings; the
 * others (menu, statuses, types, files, activity log) are reached from here, on each of these screens.
 */
const ADMIN_TAB_NAMES = ['adminSettings', 'adminGroups', 'adminMenu', 'adminStatuses', 'types', 'adminFiles', 'adminActivities'];

const ADMIN_TABS = ADMIN_TAB_NAMES.map((name) => ROUTES.find((r) => r.name === name)!);

/** Above an administration screen's heading: a tab per administration screen the user may open. */
export function AdminTabs() {
  const { t } = useTranslation();
  const { to } = useLocale();
  const mayOpen = useMayOpen();
  // From the path, not the router's matches: the server's first frame draws the shell in a plain MemoryRouter.
  const current = matchRoute(useLocation().pathname)?.route;
  if (!current || !ADMIN_TABS.includes(current)) return null;
  const tabs = ADMIN_TABS.filter((route) => mayOpen(route.path));
  return (
    <Box component="nav" aria-label={t('menu.administration')} sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }} data-testid="admin-tabs">
      <Tabs value={current.path} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
        {tabs.map((route) => (
          <Tab
            key={route.path}
            value={route.path}
            label={t(`routes.${route.name}`)}
            component={Link}
            to={to(route.path)}
            data-testid={`admin-tab-${route.name}`}
          />
        ))}
      </Tabs>
    </Box>
  );
}
