import { useState } from 'react';
import { Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth/use-auth';
import { useLocale } from '../../lib/i18n/use-locale';
import { setImpersonating, useImpersonatingFlag } from '../../lib/impersonation/impersonation-flag';
import { leaveImpersonation } from '../../lib/impersonation/impersonation-api';
import { routePath } from '@harmony/shared';

/** Seed section 4: while the impersonation flag is set, a bottom banner offers the way back. */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { to } = useLocale();
  const { user } = useAuth();
  const impersonating = useImpersonatingFlag();
  const [busy, setBusy] = useState(false);
  if (!impersonating || !user) return null;

  const leave = async () => {
    setBusy(true);
    try {
      await leaveImpersonation();
      void navigate(to(routePath('adminUsers')));
    } catch (error) {
      // 409: the server says we are not impersonating any more; the flag was stale.
      if (isApiError(error) && error.status === 409) setImpersonating(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      data-testid="impersonation-banner"
      role="status"
      square
      elevation={8}
      sx={{
        position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.drawer + 2,
        display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, flexWrap: 'wrap',
        px: 2, py: 1, bgcolor: 'warning.light', color: 'common.black',
      }}
    >
      <Typography>{t('impersonation.banner', { name: `${user.first_name} ${user.last_name}` })}</Typography>
      <Button data-testid="impersonation-leave" variant="contained" color="inherit" disabled={busy} onClick={() => void leave()}>
        {t('impersonation.leave')}
      </Button>
    </Paper>
  );
}
