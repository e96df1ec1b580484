import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LanguageSwitchButton } from '../../components/language-switch-button';
import { Logo } from '../../components/logo';
import { PageHeading } from '../../components/page-heading';
import { DemoAccounts, demoAccountsEnabled } from './demo-accounts';
import { LoginForm, type LoginFormState } from './login-form';
import { useLoginForm } from './use-login-form';

export function LoginPage() {
  return <LoginCard state={useLoginForm()} />;
}

/** The sign-in card around a form's state: the app's page above, and the static page's build (src/static-login/render.tsx). */
export function LoginCard({ state }: { state: LoginFormState }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 3 }}>
        <Logo name="1CRM Harmony" size={40} />
        <LanguageSwitchButton color="primary" />
      </Box>
      <PageHeading size="small">{t('auth.heading')}</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('auth.intro')}
      </Typography>
      <LoginForm {...state} />
      {demoAccountsEnabled() && <DemoAccounts onPick={state.fill} />}
    </Paper>
  );
}
