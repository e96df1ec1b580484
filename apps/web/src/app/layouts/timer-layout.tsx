import type { ReactNode } from 'react';
import { AppBar, Box, Button, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Logout from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AlertSnackbar } from '../../components/alert-snackbar';
import { MAIN_CONTENT_ID } from '../../components/skip-link';
import { postLogout } from '../../lib/auth/auth-api';
import { useAuth } from '../../lib/auth/use-auth';
import { useLocale } from '../../lib/i18n/use-locale';
import { isTimerPopup, reportLogoutAndClose } from '../../lib/timer-popup/timer-protocol';

/** The timer's own window: the user's name, a way back when it is not the pop-up, and logout. */
export function TimerLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { to } = useLocale();
  const { user, logout } = useAuth();
  const popup = isTimerPopup();

  const onLogout = async () => {
    if (!popup) return logout();
    // In the pop-up: end the session, then let the main window follow (seed section 4).
    await postLogout().catch(() => undefined);
    reportLogoutAndClose();
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar component="header" position="sticky" elevation={0} sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar variant="dense" sx={{ gap: 1 }}>
          {!popup && (
            <Tooltip title={t('timerLayout.back')}>
              <IconButton data-testid="timer-back" edge="start" color="inherit" aria-label={t('timerLayout.back')} onClick={() => void navigate(to('/'))}>
                <ArrowBack />
              </IconButton>
            </Tooltip>
          )}
          <Typography data-testid="timer-user" sx={{ flexGrow: 1, fontWeight: 500 }} noWrap>
            {user ? `${user.first_name} ${user.last_name}` : ''}
          </Typography>
          <Button data-testid="logout-button" color="inherit" startIcon={<Logout />} onClick={() => void onLogout()}>
            {t('auth.logout')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ p: 2, outline: 'none' }}>
        {children}
      </Box>
      <AlertSnackbar />
    </Box>
  );
}
