import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Grid, Paper, Stack, TextField, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usersContract, formatRuleMessage, PASSWORD_MIN_LENGTH, passwordChangeInput, type SessionUser } from '@harmony/shared';
import { applyServerErrors } from '../../components/resource/form/server-errors';
import { capitalize } from '../../components/resource/renderers';
import { useLocale } from '../../lib/i18n/use-locale';
import { changeOwnPassword } from './profile-api';

interface Values {
  current_password: string;
  password: string;
  password_confirmation: string;
}
const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = {
  current_password: usersContract.labelKey('current_password'),
  password: 'profilePage.newPassword',
  password_confirmation: 'profilePage.newPasswordConfirmation',
};
/** The anchor the user menu's "change password" opens (/uzytkownik/profil#haslo). */
export const PASSWORD_ANCHOR = 'haslo';

/** Current password, then the new one twice (the seed's `min` and `confirmed`); the server ends your other sessions. */
export function OwnPasswordForm({ user, focus }: { user: SessionUser; focus: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const section = useRef<HTMLElement>(null);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<Values>({
    resolver: zodResolver(passwordChangeInput as never) as unknown as Resolver<Values>,
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const errorOf = (name: Field) => {
    const message = errors[name]?.message;
    return message ? formatRuleMessage(message, locale, t(LABELS[name])) : undefined;
  };

  useEffect(() => {
    if (!focus) return;
    section.current?.scrollIntoView?.({ block: 'start' });
    form.setFocus('current_password');
  }, [focus, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneral([]);
    try {
      await changeOwnPassword(user.id, values);
      form.reset();
    } catch (error) {
      setGeneral(applyServerErrors(error, form.setError, (path) => (FIELDS as readonly string[]).includes(path)));
    }
  });

  const field = (name: Field, autoComplete: string) => (
    <TextField
      {...form.register(name)}
      fullWidth
      type="password"
      label={capitalize(t(LABELS[name]))}
      error={Boolean(errorOf(name))}
      helperText={errorOf(name)}
      slotProps={{ htmlInput: { 'data-testid': `own-password-${name}`, autoComplete } }}
    />
  );

  return (
    <Paper ref={section} variant="outlined" sx={{ p: { xs: 2, md: 3 }, scrollMarginTop: 80 }} component="section" id={PASSWORD_ANCHOR} aria-labelledby="own-password-title">
      <Typography variant="h6" component="h2" id="own-password-title" gutterBottom>
        {t('profilePage.passwordTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('profilePage.passwordIntro', { min: PASSWORD_MIN_LENGTH })}
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)} data-testid="own-password-form">
        {/* Lets the browser's password manager store the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        {general.length > 0 && <Alert severity="error">{general.join(' ')}</Alert>}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12 }}>{field('current_password', 'current-password')}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{field('password', 'new-password')}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{field('password_confirmation', 'new-password')}</Grid>
        </Grid>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="own-password-submit">
            {t('profilePage.passwordSubmit')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
