import { IconButton, Stack, TextField, Tooltip } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import type { SettingsFormValues } from './settings-rows';

export interface SettingRowProps {
  form: UseFormReturn<SettingsFormValues>;
  index: number;
  errorOf(path: `settings.${number}.key` | `settings.${number}.value`, label: string): string | undefined;
  /** Absent for a user who may not save the list. */
  onRemove?: () => void;
}

/** A key/value row beyond the application settings, removable. */
export function SettingRow({ form, index, errorOf, onRemove }: SettingRowProps) {
  const { t } = useTranslation();
  const keyError = errorOf(`settings.${index}.key`, t('settingsForm.key'));
  const valueError = errorOf(`settings.${index}.value`, t('settingsForm.value'));
  const key = form.watch(`settings.${index}.key`);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }} data-testid={`setting-row-${index}`}>
      <TextField
        {...form.register(`settings.${index}.key`)}
        label={t('settingsForm.key')}
        size="small"
        error={Boolean(keyError)}
        helperText={keyError}
        sx={{ width: { sm: 260 } }}
        slotProps={{ htmlInput: { 'data-testid': `setting-key-${index}`, spellCheck: false } }}
      />
      <TextField
        {...form.register(`settings.${index}.value`)}
        label={t('settingsForm.value')}
        size="small"
        fullWidth
        error={Boolean(valueError)}
        helperText={valueError}
        slotProps={{ htmlInput: { 'data-testid': `setting-value-${index}` } }}
      />
      {onRemove && (
        <Tooltip title={t('settingsForm.removeRow', { key })}>
          <IconButton onClick={onRemove} aria-label={t('settingsForm.removeRow', { key })} data-testid={`setting-remove-${index}`}>
            <DeleteOutline />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
