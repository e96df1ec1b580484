import { useState } from 'react';
import { Alert, Button, Grid, Paper, Stack, TextField, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatRuleMessage, passwordChangeInput, usersContract, type User } from '@harmony/shared';
import { fetchOne, resourceKeys } from '../../components/resource/resource-api';
import { applyServerErrors } from '../../components/resource/form/server-errors';
import { capitalize } from '../../components/resource/renderers';
import { api } from '../../lib/api';
import { useAuth } from '../../lib/auth/use-auth';
import { useLocale } from '../../lib/i18n/use-locale';

interface Values {
  password: string;
  password_confirmation: string;
  current_password?: string;
}
const FIELDS = ['password', 'password_confirmation', 'current_password'] as const;

/**
 * PUT /api/users/{id}/password with confirmation; your own account also asks for the current password.
 * The user's sessions end on the server. A user who has no password yet can be sent a new set-password link.
 */
export function ChangePasswordSection({ id }: { id: number }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { user } = useAuth();
  const own = user?.id === id || user?.impersonator_id === id;
  const record = useQuery({ queryKey: resourceKeys.item('users', id), queryFn: () => fetchOne<User & { [k: string]: unknown }>(usersContract.path, id) });
  const [general, setGeneral] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(passwordChangeInput as never) as unknown as Resolver<Values>,
    defaultValues: { password: '', password_confirmation: '', current_password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const errorOf = (name: (typeof FIELDS)[number]) => {
    const message = errors[name]?.message;
    return message ? formatRuleMessage(message, locale, t(usersContract.labelKey(name))) : undefined;
  };
  const onSubmit = form.handleSubmit(async (values) => {
    setGeneral([]);
    try {
      await api.put(`${usersContract.itemPath(id)}/password`, own ? values : { password: values.password, password_confirmation: values.password_confirmation });
      form.reset();
    } catch (error) {
      setGeneral(applyServerErrors(error, form.setError, (path) => (FIELDS as readonly string[]).includes(path)));
    }
  });
  const sendLink = async () => {
    setSending(true);
    try {
      await api.post(`${usersContract.itemPath(id)}/send-password`);
    } catch {
      // The api client has shown why.
    } finally {
      setSending(false);
    }
  };

  const field = (name: (typeof FIELDS)[number], autoComplete: string) => (
    <TextField
      {...form.register(name)}
      fullWidth
      type="password"
      label={capitalize(t(usersContract.labelKey(name)))}
      error={Boolean(errorOf(name))}
      helperText={errorOf(name)}
      slotProps={{ htmlInput: { 'data-testid': `password-${name}`, autoComplete } }}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="password-title" data-testid="change-password">
      <Typography variant="h6" component="h2" id="password-title" gutterBottom>
        {t('userAdmin.password.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(own ? 'userAdmin.password.introOwn' : 'userAdmin.password.intro')}
      </Typography>
      {record.data && !record.data.has_password && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="password-not-set">
          {t('userAdmin.password.notSet')}
        </Alert>
      )}
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)} data-testid="change-password-form">
        {general.length > 0 && <Alert severity="error">{general.join(' ')}</Alert>}
        <Grid container spacing={2}>
          {own && <Grid size={{ xs: 12 }}>{field('current_password', 'current-password')}</Grid>}
          <Grid size={{ xs: 12, md: 6 }}>{field('password', 'new-password')}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{field('password_confirmation', 'new-password')}</Grid>
        </Grid>
        <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {!own && (
            <Button onClick={() => void sendLink()} disabled={sending} data-testid="password-send-link">
              {t('userAdmin.password.sendLink')}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="password-submit">
            {t('userAdmin.password.submit')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
