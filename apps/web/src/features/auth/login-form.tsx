import { Alert, Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatRuleMessage } from '@harmony/shared';
import { useLocale } from '../../lib/i18n/use-locale';
import type { useLoginForm } from './use-login-form';

type LoginFormState = ReturnType<typeof useLoginForm>;

export function LoginForm({ form, onSubmit, blocked }: LoginFormState) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { register, formState } = form;
  const errorOf = (field: 'email' | 'password') => {
    const message = formState.errors[field]?.message;
    return message ? formatRuleMessage(message, locale, t(`fields.${field}`)) : undefined;
  };
  const emailError = errorOf('email');
  const passwordError = errorOf('password');

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)} data-testid="login-form">
      {blocked && (
        <Alert severity="error" data-testid="login-throttled">
          {blocked}
        </Alert>
      )}
      <TextField
        {...register('email')}
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        autoFocus
        error={Boolean(emailError)}
        helperText={emailError}
        slotProps={{ htmlInput: { 'data-testid': 'login-email', 'aria-required': true } }}
      />
      <TextField
        {...register('password')}
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        error={Boolean(passwordError)}
        helperText={passwordError}
        slotProps={{ htmlInput: { 'data-testid': 'login-password', 'aria-required': true } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting} data-testid="login-submit">
        {t('auth.submit')}
      </Button>
    </Stack>
  );
}
