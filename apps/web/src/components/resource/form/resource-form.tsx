import { useState } from 'react';
import { Alert, Button, Grid, Stack } from '@mui/material';
import { get, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatRuleMessage } from '@harmony/shared';
import { useCan } from '../../../lib/can/use-can';
import { useLocale } from '../../../lib/i18n/use-locale';
import { capitalize } from '../renderers';
import type { AnyResource, ResourceRow } from '../types';
import { ResourceFormField } from './form-field';
import { useUnsavedChangesGuard } from './unsaved-changes';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import { fieldsOf, useResourceForm } from './use-resource-form';

export interface ResourceFormProps {
  resource: AnyResource;
  /** Editing this record; without it the form creates one. */
  id?: number | string;
  record?: ResourceRow | null;
  onSaved(data: ResourceRow): void;
  onCancel(): void;
  /** In a dialog, Cancel closes it without navigating, so the form asks about unsaved changes itself. */
  inDialog?: boolean;
}

/** The declared form, for create and edit alike, on its own screen or in a dialog. */
export function ResourceFormView({ resource, id, record, onSaved, onCancel, inDialog = false }: ResourceFormProps) {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  const [askCancel, setAskCancel] = useState(false);
  const { form, onSubmit, general, mode } = useResourceForm(resource, {
    id,
    record,
    onSaved: (data) => {
      guard.allowLeave();
      onSaved(data);
    },
  });
  const { isDirty, isSubmitting, errors } = form.formState;
  const values = useWatch({ control: form.control });
  const allows = useCan();
  const fields = fieldsOf(resource.form!, mode).filter((f) => !f.hidden?.(values, { mode, record }) && (!f.permission || allows({ permission: f.permission })));
  const readOnlyOf = (field: (typeof fields)[number]) => {
    const reason = field.readOnly?.({ mode, record });
    return typeof reason === 'string' ? t(reason) : reason || undefined;
  };
  const guard = useUnsavedChangesGuard(isDirty);
  const { blocker } = guard;

  const labelOf = (name: string, key?: string) => t(key ?? resource.labelKey(name));
  // By path: a field named `options.decimals` has its error nested (errors.options.decimals).
  const errorOf = (name: string, key?: string) => wordsOf((get(errors, name) as { message?: unknown } | undefined)?.message, labelOf(name, key));
  /** An error inside a field (a child row's `items.2.quantity`), worded with that input's own label. */
  const errorAt = (path: string, label: string) => wordsOf((get(errors, path) as { message?: unknown } | undefined)?.message, label);
  function wordsOf(message: unknown, label: string) {
    if (typeof message !== 'string' || !message) return undefined;
    const rule = formatRuleMessage(message, locale, label);
    // A schema's own message may be an i18n key ("time.invalidClock", with {{field}}); the server's are sentences.
    return rule === message && i18n.exists(message) ? t(message, { field: label }) : rule;
  }
  const cancel = () => (inDialog && isDirty ? setAskCancel(true) : onCancel());

  const view = (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)} data-testid="resource-form">
      {general.length > 0 && (
        <Alert severity="error" data-testid="form-errors">
          {general.join(' ')}
        </Alert>
      )}
      <Grid container spacing={2}>
        {fields.map((field) => (
          <Grid key={field.name} size={{ xs: 12, md: field.span ?? (field.wide ? 12 : 6) }}>
            <ResourceFormField
              field={field}
              control={form.control}
              label={capitalize(labelOf(field.name, field.label))}
              error={errorOf(field.name, field.label)}
              readOnly={readOnlyOf(field)}
              errorAt={errorAt}
              record={record}
            />
          </Grid>
        ))}
      </Grid>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={cancel} data-testid="form-cancel">
          {t('resourceForm.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="form-submit">
          {t(resource.form!.submitLabel?.[mode] ?? 'resourceForm.save')}
        </Button>
      </Stack>
      <UnsavedChangesDialog
        open={blocker.state === 'blocked' || askCancel}
        onStay={() => (askCancel ? setAskCancel(false) : blocker.reset?.())}
        onLeave={() => {
          if (askCancel) {
            setAskCancel(false);
            onCancel();
          } else blocker.proceed?.();
        }}
      />
    </Stack>
  );
  const testId = resource.form!.testId;
  return testId ? <div data-testid={testId}>{view}</div> : view;
}
