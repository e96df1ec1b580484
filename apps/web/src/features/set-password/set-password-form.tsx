import { Button, Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usersContract, formatRuleMessage, setPasswordInput } from '@harmony/shared';
import { isApiError } from '../../lib/api';
import { useLocale } from '../../lib/i18n/use-locale';
import { setPassword } from './password-api';

interface Values {
  token: string;
  password: string;
  password_confirmation: string;
}

export interface SetPasswordFormProps {
  token: string;
  email?: string;
  onDone(): void;
  /** The server says the link no longer works (used meanwhile, expired). */
  onInvalid(): void;
}

/** New password twice, checked by the shared schema (min length, confirmed); the server's 422s land on the fields. */
export function SetPasswordForm({ token, email, onDone, onInvalid }: SetPasswordFormProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const form = useForm<Values>({
    resolver: zodResolver(setPasswordInput as never) as unknown as Resolver<Values>,
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const errorOf = (name: 'password' | 'password_confirmation') => {
    const message = errors[name]?.message;
    return message ? formatRuleMessage(message, locale, t(usersContract.labelKey(name))) : undefined;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await setPassword(values);
      onDone();
    } catch (error) {
      if (!isApiError(error) || !error.fieldErrors) return;
      if (error.fieldErrors.token) return onInvalid();
      for (const name of ['password', 'password_confirmation'] as const) {
        const message = error.fieldErrors[name]?.[0];
        if (message) form.setError(name, { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)} data-testid="set-password-form">
      {/* Lets the browser's password manager save the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
      <TextField
        {...form.register('password')}
        type="password"
        label={t('setPasswordPage.password')}
        autoFocus
        error={Boolean(errorOf('password'))}
        helperText={errorOf('password') ?? t('setPasswordPage.passwordHint')}
        slotProps={{ htmlInput: { autoComplete: 'new-password', 'data-testid': 'set-password-password' } }}
      />
      <TextField
        {...form.register('password_confirmation')}
        type="password"
        label={t('setPasswordPage.confirmation')}
        error={Boolean(errorOf('password_confirmation'))}
        helperText={errorOf('password_confirmation')}
        slotProps={{ htmlInput: { autoComplete: 'new-password', 'data-testid': 'set-password-confirmation' } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting} data-testid="set-password-submit">
        {t('setPasswordPage.submit')}
      </Button>
    </Stack>
  );
}
