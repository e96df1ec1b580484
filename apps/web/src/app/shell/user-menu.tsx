import { useState } from 'react';
import { Avatar, Divider, IconButton, ListItemIcon, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import DarkMode from '@mui/icons-material/DarkMode';
import Key from '@mui/icons-material/Key';
import LightMode from '@mui/icons-material/LightMode';
import Logout from '@mui/icons-material/Logout';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Translate from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { useCan } from '../../lib/can/use-can';
import { useLocale } from '../../lib/i18n/use-locale';
import { toggleThemeMode, useThemeMode } from '../../lib/theme/theme-store';
import { PushMenuItem } from './push-menu-item';
import { LANGUAGE_IN_TOP_BAR } from './top-bar-roles';

/** Name, my profile, change password, theme, this browser's notifications, language (for those without the top-bar switch), CRM/CMS switch, logout. */
export function UserMenu({ area }: { area: 'crm' | 'cms' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, logout } = useAuth();
  const { to, other, switchTo } = useLocale();
  const allows = useCan();
  const mode = useThemeMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
  const name = `${user.first_name} ${user.last_name}`.trim();
  const initials = (user.first_name[0] ?? '') + (user.last_name[0] ?? '');
  // The visible initials start the button's name (WCAG 2.5.3, label in name).
  const label = `${initials}: ${t('topbar.userMenu')}`;
  const close = () => setAnchor(null);
  const run = (action: () => void) => () => {
    close();
    action();
  };

  return (
    <>
      <Tooltip title={t('topbar.userMenu')}>
        <IconButton data-testid="user-menu-button" aria-label={label} aria-haspopup="true" onClick={(e) => setAnchor(e.currentTarget)}>
          <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 15 }}>
            {initials}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ paper: { sx: { minWidth: 240 } } }}>
        <MenuItem disabled sx={{ display: 'block', opacity: '1 !important' }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">{user.email}</Typography>
        </MenuItem>
        <Divider />
        <MenuItem data-testid="profile-link" onClick={run(() => void navigate(to('/uzytkownik/profil')))}>
          <ListItemIcon><AccountCircle fontSize="small" /></ListItemIcon>
          {t('profilePage.menuProfile')}
        </MenuItem>
        <MenuItem data-testid="change-password-link" onClick={run(() => void navigate(`${to('/uzytkownik/profil')}#haslo`))}>
          <ListItemIcon><Key fontSize="small" /></ListItemIcon>
          {t('profilePage.menuPassword')}
        </MenuItem>
        <MenuItem data-testid="theme-toggle" onClick={run(toggleThemeMode)}>
          <ListItemIcon>{mode === 'dark' ? <LightMode fontSize="small" /> : <DarkMode fontSize="small" />}</ListItemIcon>
          {mode === 'dark' ? t('topbar.themeLight') : t('topbar.themeDark')}
        </MenuItem>
        <PushMenuItem open={anchor !== null} onDone={close} />
        {!allows({ roles: LANGUAGE_IN_TOP_BAR }) && (
          <MenuItem data-testid="language-switch" lang={other} onClick={run(() => switchTo())}>
            <ListItemIcon><Translate fontSize="small" /></ListItemIcon>
            {t(`languages.${other}`)}
          </MenuItem>
        )}
        {allows({ permission: 'Administracja' }) && (
          <MenuItem data-testid="area-switch" onClick={run(() => void navigate(to(area === 'crm' ? '/panel' : '/')))}>
            <ListItemIcon><SwapHoriz fontSize="small" /></ListItemIcon>
            {area === 'crm' ? t('topbar.switchToCms') : t('topbar.switchToCrm')}
          </MenuItem>
        )}
        <Divider />
        <MenuItem data-testid="logout-button" onClick={run(() => void logout())}>
          <ListItemIcon><Logout fontSize="small" /></ListItemIcon>
          {t('auth.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
