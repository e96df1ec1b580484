import { useState } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { itemPathOf } from '../define-resource';
import { createRecord, resourceKeys, updateRecord } from '../resource-api';
import type { AnyResource, FormField, FormMode, ResourceForm, ResourceRow } from '../types';
import { applyServerErrors } from './server-errors';

/** The fields of the form in this mode (create or edit). */
export const fieldsOf = (form: ResourceForm, mode: FormMode): FormField[] => form.fields.filter((f) => !f.mode || f.mode === mode);

/** The form's starting values: the record's (editing) or the declared defaults (creating). */
export function initialValues(form: ResourceForm, record?: ResourceRow | null): FieldValues {
  const source = record ? (form.fromRecord?.(record) ?? record) : null;
  const fields = fieldsOf(form, record ? 'edit' : 'create');
  return Object.fromEntries(fields.map((f) => [f.name, source?.[f.name] ?? form.defaults[f.name] ?? (f.kind === 'multiselect' || f.kind === 'children' || f.multiple ? [] : '')]));
}

/** A path the form shows a field for: the field itself or something inside it (`tags.0`). */
const fieldMatcher = (fields: FormField[]) => (path: string) => fields.some((f) => path === f.name || path.startsWith(`${f.name}.`));

export interface UseResourceFormOptions {
  id?: number | string;
  record?: ResourceRow | null;
  /** After a successful save, with the saved record; the server's message is already on screen. */
  onSaved(data: ResourceRow): void;
}

/**
 * One form for create and edit: react-hook-form resolved by the shared zod schema, POST or PUT, the
 * server's 422 mapped onto the fields (what has no field is kept for a message above the form).
 */
export function useResourceForm(resource: AnyResource, { id, record, onSaved }: UseResourceFormOptions) {
  const declared = resource.form!;
  const mode: FormMode = id === undefined ? 'create' : 'edit';
  const schema = mode === 'edit' ? (declared.editSchema ?? declared.schema) : declared.schema;
  const client = useQueryClient();
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<FieldValues>,
    defaultValues: initialValues(declared, record),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneral([]);
    const body = declared.toBody ? declared.toBody(values, { raw: form.getValues(), mode }) : values;
    try {
      let saved: ResourceRow;
      if (id === undefined) {
        const query = declared.createQuery?.(values);
        const path = declared.createPath ?? resource.path;
        const created = await createRecord<ResourceRow>(query ? `${path}?${query}` : path, body);
        // Some APIs answer a create with the id and message only (POST /api/users).
        saved = created.data ?? { id: created.id };
      } else {
        const updated = await updateRecord<ResourceRow>(itemPathOf(resource), id, body);
        saved = updated.data ?? { id };
      }
      void client.invalidateQueries({ queryKey: resourceKeys.all(resource.name) });
      onSaved(saved);
    } catch (error) {
      setGeneral(applyServerErrors(error, form.setError, fieldMatcher(fieldsOf(declared, mode)), declared.errorField));
    }
  });

  return { form, onSubmit, general, mode };
}
