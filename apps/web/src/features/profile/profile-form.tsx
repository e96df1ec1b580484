import { useState } from 'react';
import { Alert, Button, Grid, Paper, Stack, TextField, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usersContract, formatRuleMessage, profileInput, type ProfileInput, type SessionUser } from '@harmony/shared';
import { applyServerErrors } from '../../components/resource/form/server-errors';
import { capitalize } from '../../components/resource/renderers';
import { useLocale } from '../../lib/i18n/use-locale';
import { saveProfile } from './profile-api';

const FIELDS = ['first_name', 'last_name', 'email'] as const;
type Field = (typeof FIELDS)[number];
const AUTOCOMPLETE: Record<Field, string> = { first_name: 'given-name', last_name: 'family-name', email: 'email' };

/** Your own first name, last name and e-mail, checked by the users screen's rules; the server's 422s land on the fields. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileInput as never) as unknown as Resolver<ProfileInput>,
    defaultValues: { first_name: user.first_name, last_name: user.last_name, email: user.email },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const errorOf = (name: Field) => {
    const message = errors[name]?.message;
    return message ? formatRuleMessage(message, locale, t(usersContract.labelKey(name))) : undefined;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneral([]);
    try {
      const saved = await saveProfile(values);
      form.reset({ first_name: saved.first_name, last_name: saved.last_name, email: saved.email });
    } catch (error) {
      setGeneral(applyServerErrors(error, form.setError, (path) => (FIELDS as readonly string[]).includes(path)));
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="profile-details-title">
      <Typography variant="h6" component="h2" id="profile-details-title" gutterBottom>
        {t('profilePage.detailsTitle')}
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)} data-testid="profile-form">
        {general.length > 0 && <Alert severity="error">{general.join(' ')}</Alert>}
        <Grid container spacing={2}>
          {FIELDS.map((name) => (
            <Grid key={name} size={{ xs: 12, md: name === 'email' ? 12 : 6 }}>
              <TextField
                {...form.register(name)}
                fullWidth
                type={name === 'email' ? 'email' : 'text'}
                label={capitalize(t(usersContract.labelKey(name)))}
                error={Boolean(errorOf(name))}
                helperText={errorOf(name)}
                slotProps={{ htmlInput: { 'data-testid': `profile-${name}`, autoComplete: AUTOCOMPLETE[name] } }}
              />
            </Grid>
          ))}
        </Grid>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={isSubmitting || !isDirty} data-testid="profile-submit">
            {t('profilePage.save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
