import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatRuleMessage } from '@harmony/shared';
import { useLocale } from '../../lib/i18n/use-locale';
import { LoginField } from './login-field';
import type { useLoginForm } from './use-login-form';

export type LoginFormState = ReturnType<typeof useLoginForm>;

export function LoginForm({ bind, errors, submitting, onSubmit, blocked }: LoginFormState) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const errorOf = (field: 'email' | 'password') => {
    const message = errors[field];
    return message ? formatRuleMessage(message, locale, t(`fields.${field}`)) : undefined;
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)} data-testid="login-form">
      {blocked && (
        <Alert severity="error" data-testid="login-throttled">
          {blocked}
        </Alert>
      )}
      <LoginField
        {...bind('email')}
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        autoFocus
        error={errorOf('email')}
        testId="login-email"
      />
      <LoginField
        {...bind('password')}
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        error={errorOf('password')}
        testId="login-password"
      />
      <Button type="submit" variant="contained" size="large" disabled={submitting} data-testid="login-submit">
        {t('auth.submit')}
      </Button>
    </Stack>
  );
}
