import { Paper, Stack, TextField, Typography } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAP_SETTING_KEYS } from '@harmony/shared';
import type { SettingsFormValues } from './settings-rows';

export interface MapSettingsProps {
  form: UseFormReturn<SettingsFormValues>;
  /** The form row of each map setting. */
  indexOf(key: (typeof MAP_SETTING_KEYS)[number]): number;
  errorOf(index: number, label: string): string | undefined;
}

/**
 * The map's section: a tile server's address for real tiles where there is internet, and a geocoder's for
 * positions from an address. Both empty: the map works offline on its shipped base layer.
 */
export function MapSettings({ form, indexOf, errorOf }: MapSettingsProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('mapSettings.mapSection')}
      </Typography>
      <Stack spacing={2}>
        {MAP_SETTING_KEYS.map((key) => {
          const index = indexOf(key);
          const error = errorOf(index, t(`mapSettings.${key}`));
          return (
            <TextField
              key={key}
              {...form.register(`settings.${index}.value`)}
              label={t(`mapSettings.${key}`)}
              error={Boolean(error)}
              helperText={error ?? t(`mapSettings.${key}Hint`)}
              slotProps={{ htmlInput: { 'data-testid': `setting-${key}`, inputMode: 'url' } }}
            />
          );
        })}
      </Stack>
    </Paper>
  );
}
