import { AppBar, Box, IconButton, Toolbar, Tooltip } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../components/logo';
import { useAuth } from '../../lib/auth/use-auth';
import { useAppConfig } from '../../lib/app-config/use-app-config';
import { useCan } from '../../lib/can/use-can';
import { useLocale } from '../../lib/i18n/use-locale';
import type { TopBarScroll } from '../../lib/hooks/use-top-bar-scroll';
import { InstallButton } from './install-button';
import { LanguageSwitchButton, useLanguageSwitchLabel } from '../../components/language-switch-button';
import { NotificationsButton } from './notifications-button';
import { OnlineCountButton } from './online-count-button';
import { SIDE_MENU_ID } from './side-menu';
import { TimerButton } from './timer-button';
import { LANGUAGE_IN_TOP_BAR } from './top-bar-roles';
import { UserMenu } from './user-menu';

export interface TopBarProps {
  area: 'crm' | 'cms';
  scroll: TopBarScroll;
  drawerOpen: boolean;
  onToggleDrawer(): void;
}

export function TopBar({ area, scroll, drawerOpen, onToggleDrawer }: TopBarProps) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const { loggedIn } = useAuth();
  const { settings } = useAppConfig(loggedIn);
  const allows = useCan();
  const languageLabel = useLanguageSwitchLabel();
  const home = area === 'crm' ? to('/') : to('/panel');
  const appName = area === 'crm' ? settings.appName : t('app.cmsName');

  return (
    <AppBar
      component="header"
      position="fixed"
      elevation={scroll.elevated ? 4 : 0}
      data-elevated={scroll.elevated}
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, borderBottom: scroll.elevated ? 0 : 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar variant={scroll.dense ? 'dense' : 'regular'} data-dense={scroll.dense} sx={{ gap: 0.5 }}>
        <IconButton
          data-testid="drawer-toggle"
          edge="start"
          color="inherit"
          aria-label={t('topbar.toggleDrawer')}
          aria-expanded={drawerOpen}
          aria-controls={SIDE_MENU_ID}
          onClick={onToggleDrawer}
        >
          <MenuIcon />
        </IconButton>
        {/* Named even on phones, where the compact logo hides its text (a link needs a name). */}
        <Box component={RouterLink} to={home} aria-label={appName} sx={{ color: 'inherit', textDecoration: 'none', minWidth: 0, mr: 2 }}>
          <Logo name={appName} size={scroll.dense ? 26 : 32} compact />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {allows({ roles: LANGUAGE_IN_TOP_BAR }) && (
          <Tooltip title={languageLabel}>
            <LanguageSwitchButton />
          </Tooltip>
        )}
        <OnlineCountButton />
        <TimerButton />
        <InstallButton />
        <NotificationsButton />
        <UserMenu area={area} />
      </Toolbar>
    </AppBar>
  );
}
