import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { catalogues, LOGIN_REQUIRED_MESSAGE } from '@harmony/shared';
import { AlertSnackbar } from '../../components/alert-snackbar';
import { MAIN_CONTENT_ID } from '../../components/skip-link';

/** The user is already looking at the sign-in form; "sign in to continue" would only repeat it. */
export const PLAIN_HIDDEN_ALERTS = [LOGIN_REQUIRED_MESSAGE, catalogues.en.auth.loginRequired] as const;

export function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}
    >
      {children}
      <AlertSnackbar hidden={PLAIN_HIDDEN_ALERTS} />
    </Box>
  );
}
