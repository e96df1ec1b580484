import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { APP_SETTING_KEYS, DEFAULT_APP_SETTINGS, formatRuleMessage, ORDER_CANCELLED_STATUS_SETTING, type Setting } from '@harmony/shared';
import { useUnsavedChangesGuard } from '../../components/resource/form/unsaved-changes';
import { UnsavedChangesDialog } from '../../components/resource/form/unsaved-changes-dialog';
import { useCan } from '../../lib/can/use-can';
import { useLocale } from '../../lib/i18n/use-locale';
import { SettingRow } from './setting-row';
import { FIXED_SETTING_KEYS } from './settings-rows';
import { MailSettings } from './mail-settings';
import { MapSettings } from './map-settings';
import { ShopSettings } from './shop-settings';
import { useSettingsForm } from './use-settings-form';

/** The whole settings list: the four application names on top, the shop's, the map's and the mail's settings, then the other key/value rows. */
export function SettingsForm({ initial }: { initial: Setting[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { form, rows, onSubmit, general } = useSettingsForm(initial);
  const { errors, isDirty, isSubmitting } = form.formState;
  const { blocker } = useUnsavedChangesGuard(isDirty);
  // PUT /api/settings needs edycja on Administracja: without it the list is only shown.
  const canSave = useCan()({ permission: 'Administracja', verb: 'edycja' });

  const errorOf = (path: `settings.${number}.key` | `settings.${number}.value`, label: string) => {
    const [, index, field] = path.split('.') as [string, string, 'key' | 'value'];
    const message = errors.settings?.[Number(index)]?.[field]?.message;
    return message ? formatRuleMessage(message, locale, label.toLocaleLowerCase(locale)) : undefined;
  };
  const fixedCount = FIXED_SETTING_KEYS.length;
  const cancelledIndex = FIXED_SETTING_KEYS.indexOf(ORDER_CANCELLED_STATUS_SETTING);

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(e) => void onSubmit(e)} data-testid="settings-form" sx={{ maxWidth: 960 }}>
      {general.length > 0 && <Alert severity="error" data-testid="form-errors">{general.join(' ')}</Alert>}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('settingsForm.appSection')}
        </Typography>
        <Stack spacing={2}>
          {APP_SETTING_KEYS.map((key, index) => {
            const error = errorOf(`settings.${index}.value`, t(`settingsForm.${key}`));
            return (
              <TextField
                key={key}
                {...form.register(`settings.${index}.value`)}
                label={t(`settingsForm.${key}`)}
                error={Boolean(error)}
                helperText={error ?? t('settingsForm.defaultHint', { value: DEFAULT_APP_SETTINGS[key] })}
                slotProps={{ htmlInput: { 'data-testid': `setting-${key}` } }}
              />
            );
          })}
        </Stack>
      </Paper>
      <ShopSettings form={form} index={cancelledIndex} error={errorOf(`settings.${cancelledIndex}.value`, t('settingsForm.orderCancelledStatusId'))} />
      <MapSettings form={form} indexOf={(key) => FIXED_SETTING_KEYS.indexOf(key)} errorOf={(index, label) => errorOf(`settings.${index}.value`, label)} />
      <MailSettings form={form} indexOf={(key) => FIXED_SETTING_KEYS.indexOf(key)} errorOf={(index, label) => errorOf(`settings.${index}.value`, label)} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('settingsForm.otherSection')}
        </Typography>
        <Stack spacing={2}>
          {rows.fields.length === fixedCount && <Typography color="text.secondary">{t('settingsForm.noOther')}</Typography>}
          {rows.fields.map((row, index) =>
            index < fixedCount ? null : <SettingRow key={row.id} form={form} index={index} errorOf={errorOf} onRemove={canSave ? () => rows.remove(index) : undefined} />,
          )}
          {canSave && (
            <div>
              <Button startIcon={<Add />} onClick={() => rows.append({ key: '', value: '' })} data-testid="setting-add">
                {t('settingsForm.addRow')}
              </Button>
            </div>
          )}
        </Stack>
      </Paper>
      {canSave && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="form-submit">
            {t('resourceForm.save')}
          </Button>
        </Stack>
      )}
      <UnsavedChangesDialog open={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
    </Stack>
  );
}
