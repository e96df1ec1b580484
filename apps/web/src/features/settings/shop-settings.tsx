import { MenuItem, Paper, TextField, Typography } from '@mui/material';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useOrderStatuses } from '../../components/shop/order-statuses';
import type { SettingsFormValues } from './settings-rows';

export interface ShopSettingsProps {
  form: UseFormReturn<SettingsFormValues>;
  /** The form row of orderCancelledStatusId. */
  index: number;
  error?: string;
}

/** The shop's section: the status that cancelling gives an order — one of the order statuses, or none (it keeps its own). */
export function ShopSettings({ form, index, error }: ShopSettingsProps) {
  const { t } = useTranslation();
  const statuses = useOrderStatuses();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('settingsForm.shopSection')}
      </Typography>
      <Controller
        control={form.control}
        name={`settings.${index}.value`}
        render={({ field }) => {
          // A status not (yet) among the loaded ones keeps its value visible instead of an empty select.
          const unknown = field.value !== '' && !(statuses.data ?? []).some((s) => String(s.id) === field.value);
          return (
            <TextField
              select
              fullWidth
              label={t('settingsForm.orderCancelledStatusId')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(error)}
              helperText={error ?? t('settingsForm.orderCancelledHint')}
              data-testid="setting-orderCancelledStatusId"
            >
              <MenuItem value="">{t('settingsForm.keepStatus')}</MenuItem>
              {unknown && <MenuItem value={field.value}>#{field.value}</MenuItem>}
              {(statuses.data ?? []).map((s) => (
                <MenuItem key={s.id} value={String(s.id)}>{s.name}</MenuItem>
              ))}
            </TextField>
          );
        }}
      />
    </Paper>
  );
}
