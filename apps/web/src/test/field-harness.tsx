import { useEffect } from 'react';
import { render } from '@testing-library/react';
import { get, useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { AppProviders } from '../app/providers';
import type { FormField, ResourceRow } from '../components/resource/types';
import { ResourceFormField } from '../components/resource/form/form-field';

/**
 * Test support (components/resource/form/fields): one declared field in a bare react-hook-form, with its form handed out for
 * reading values and setting errors; `record`: the record the form edits, as a custom field may read it.
 */
export function renderField(field: FormField, defaultValues: FieldValues = {}, { record }: { record?: ResourceRow } = {}) {
  const handle: { form: UseFormReturn<FieldValues> | null } = { form: null };
  function Harness() {
    const form = useForm<FieldValues>({ defaultValues });
    useEffect(() => {
      handle.form = form;
    });
    const error = get(form.formState.errors, field.name) as { message?: string } | undefined;
    return (
      <form>
        <ResourceFormField
          field={field}
          control={form.control}
          label={field.label ?? field.name}
          error={typeof error?.message === 'string' ? error.message : undefined}
          errorAt={(path) => (get(form.formState.errors, path) as { message?: string } | undefined)?.message}
          record={record}
        />
      </form>
    );
  }
  render(
    <AppProviders>
      <Harness />
    </AppProviders>,
  );
  return {
    values: () => handle.form!.getValues(),
    form: () => handle.form!,
  };
}
