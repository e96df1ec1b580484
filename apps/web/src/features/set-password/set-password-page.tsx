import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LanguageSwitchButton } from '../../components/language-switch-button';
import { Logo } from '../../components/logo';
import { PageHeading } from '../../components/page-heading';
import { useLocale } from '../../lib/i18n/use-locale';
import { checkToken } from './password-api';
import { SetPasswordForm } from './set-password-form';

/**
 * /ustaw-haslo/{token}: where the set-password e-mail's link lands (no sign-in needed). A link that is
 * unknown, used or expired says so and points to the sign-in screen; a good one asks for the password.
 */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const { to } = useLocale();
  const navigate = useNavigate();
  const token = useParams().token ?? '';
  const [spent, setSpent] = useState(false);
  const check = useQuery({ queryKey: ['password-token', token], queryFn: () => checkToken(token), retry: false, staleTime: Infinity });
  const invalid = spent || check.isError || check.data?.valid === false;

  let body;
  if (check.isPending) body = <CircularProgress aria-label={t('app.loading')} />;
  else if (invalid) {
    body = (
      <>
        <Alert severity="error" sx={{ mb: 3 }} data-testid="set-password-invalid">
          {t('setPasswordPage.invalid')}
        </Alert>
        <Button component={Link} to={to('/login')} variant="contained" data-testid="set-password-login-link">
          {t('setPasswordPage.toLogin')}
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="set-password-greeting">
          {t('setPasswordPage.greeting', { email: check.data.email ?? '' })}
        </Typography>
        <SetPasswordForm token={token} email={check.data.email} onDone={() => void navigate(to('/login'))} onInvalid={() => setSpent(true)} />
      </>
    );
  }

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 3 }}>
        <Logo name="1CRM Harmony" size={40} />
        <LanguageSwitchButton color="primary" />
      </Box>
      <PageHeading size="small">{t('routes.setPassword')}</PageHeading>
      {body}
    </Paper>
  );
}
