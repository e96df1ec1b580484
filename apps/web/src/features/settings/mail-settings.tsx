import { Paper, Stack, TextField, Typography } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAIL_SETTING_KEYS, MAILS_PER_MINUTE_DEFAULT } from '@harmony/shared';
import type { SettingsFormValues } from './settings-rows';

export interface MailSettingsProps {
  form: UseFormReturn<SettingsFormValues>;
  /** The form row of each mail setting. */
  indexOf(key: (typeof MAIL_SETTING_KEYS)[number]): number;
  errorOf(index: number, label: string): string | undefined;
}

/** The mail's section: how many messages the queue sends a minute (the SMTP server's limit); empty is the default. */
export function MailSettings({ form, indexOf, errorOf }: MailSettingsProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('mailScreens.settings.section')}
      </Typography>
      <Stack spacing={2}>
        {MAIL_SETTING_KEYS.map((key) => {
          const index = indexOf(key);
          const error = errorOf(index, t(`mailScreens.settings.${key}`));
          return (
            <TextField
              key={key}
              {...form.register(`settings.${index}.value`)}
              label={t(`mailScreens.settings.${key}`)}
              error={Boolean(error)}
              helperText={error ?? t(`mailScreens.settings.${key}Hint`, { value: MAILS_PER_MINUTE_DEFAULT })}
              slotProps={{ htmlInput: { 'data-testid': `setting-${key}`, inputMode: 'numeric' } }}
            />
          );
        })}
      </Stack>
    </Paper>
  );
}
