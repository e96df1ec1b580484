import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { LOGIN_REQUIRED_MESSAGE, LOGIN_REQUIRED_MESSAGE_EN } from '@harmony/shared';
import { MAIN_CONTENT_ID } from '../../components/skip-link';
import { DeferredAlertSnackbar } from './deferred-snackbars';

/** The user is already looking at the sign-in form; "sign in to continue" would only repeat it. */
export const PLAIN_HIDDEN_ALERTS = [LOGIN_REQUIRED_MESSAGE, LOGIN_REQUIRED_MESSAGE_EN] as const;

export function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}
    >
      {children}
      <DeferredAlertSnackbar hidden={PLAIN_HIDDEN_ALERTS} />
    </Box>
  );
}
