import { useState } from 'react';
import { Alert, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { formatRuleMessage, menuInput } from '@harmony/shared';
import { applyServerErrors } from '../../components/resource/form/server-errors';
import { useUnsavedChangesGuard } from '../../components/resource/form/unsaved-changes';
import { UnsavedChangesDialog } from '../../components/resource/form/unsaved-changes-dialog';
import { useCan } from '../../lib/can/use-can';
import { useLocale } from '../../lib/i18n/use-locale';
import { MENU_KEY, saveMenu, type MenuRowValues } from './menu-api';
import { MenuRow } from './menu-row';

type Values = { menu: MenuRowValues[] };
const ROW_FIELD = /^menu\.\d+\.(name|enabled)$/;

/** The menu sections in display order; after a save the side menu follows at once (app-config). */
export function MenuConfigForm({ initial }: { initial: MenuRowValues[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const client = useQueryClient();
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<Values>({ resolver: zodResolver(menuInput as never) as unknown as Resolver<Values>, defaultValues: { menu: initial } });
  const rows = useFieldArray({ control: form.control, name: 'menu' });
  const { isDirty, isSubmitting, errors } = form.formState;
  const { blocker } = useUnsavedChangesGuard(isDirty);
  // PUT /api/menu needs edycja on Administracja: without it the configuration is only shown.
  const canSave = useCan()({ permission: 'Administracja', verb: 'edycja' });

  const onSubmit = form.handleSubmit(async ({ menu }) => {
    setGeneral([]);
    try {
      await saveMenu(menu);
      form.reset({ menu });
      void client.invalidateQueries({ queryKey: MENU_KEY });
      void client.invalidateQueries({ queryKey: ['app-config'] });
    } catch (error) {
      setGeneral(applyServerErrors(error, form.setError, (path) => ROW_FIELD.test(path)));
    }
  });
  const nameError = (index: number) => {
    const message = errors.menu?.[index]?.name?.message;
    return message ? formatRuleMessage(message, locale, t('menuConfig.name').toLocaleLowerCase(locale)) : undefined;
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)} data-testid="menu-config" sx={{ maxWidth: 960 }}>
      <Typography color="text.secondary">{t('menuConfig.intro')}</Typography>
      {general.length > 0 && <Alert severity="error" data-testid="form-errors">{general.join(' ')}</Alert>}
      <Paper variant="outlined" sx={{ px: 2 }}>
        {rows.fields.map((row, index) => (
          <div key={row.id}>
            {index > 0 && <Divider />}
            <MenuRow form={form} index={index} sectionKey={row.key} count={rows.fields.length} nameError={nameError(index)} onMove={rows.move} />
          </div>
        ))}
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
