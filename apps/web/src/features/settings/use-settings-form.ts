import { useState } from 'react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { settingsInput, type Setting } from '@harmony/shared';
import { isApiError } from '../../lib/api';
import { saveSettings, SETTINGS_KEY } from './settings-api';
import { settingsErrorTarget, toFormRows, type SettingsFormValues } from './settings-rows';

/** The settings form: the shared schema on the client, row errors of a 422 on their rows, the shell refreshed after a save. */
export function useSettingsForm(initial: Setting[]) {
  const client = useQueryClient();
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<SettingsFormValues>({
    resolver: zodResolver(settingsInput) as unknown as Resolver<SettingsFormValues>,
    defaultValues: { settings: toFormRows(initial) },
  });
  const rows = useFieldArray({ control: form.control, name: 'settings' });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneral([]);
    try {
      const saved = await saveSettings(values.settings);
      client.setQueryData(SETTINGS_KEY, saved);
      form.reset({ settings: toFormRows(saved) });
      // The shell shows appName and friends from app-config.
      void client.invalidateQueries({ queryKey: ['app-config'] });
    } catch (error) {
      if (!isApiError(error) || !error.fieldErrors) return;
      const rest: string[] = [];
      let first = true;
      for (const [path, messages] of Object.entries(error.fieldErrors)) {
        const target = settingsErrorTarget(path, values.settings.length);
        if (!target) rest.push(...messages.slice(0, 1));
        else {
          form.setError(target as `settings.${number}.value`, { type: 'server', message: messages[0] ?? '' }, { shouldFocus: first });
          first = false;
        }
      }
      setGeneral(rest);
    }
  });

  return { form, rows, onSubmit, general };
}
