import type { FieldValues } from 'react-hook-form';
import { formFieldsContract, formInput, formLinksInput, formsContract, routePath, type Form } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { dateTime, translated } from '../../components/resource/renderers';
import type { ContractResourceDefinition } from '../../components/resource/resource-definition';
import type { FormField, OptionItem, ResourceForm } from '../../components/resource/types';
import { formScreenActions } from './form-actions';

type Row = Form & Record<string, unknown>;
type Link = { field_id: number | null; required: boolean | null | string; condition_key: string; condition_value: string };

/** A link's required override as the select shows it: the library's rules, or required here, or not. */
const REQUIRED: OptionItem[] = [
  { value: '', labelKey: 'forms.required.library' }, { value: 'true', labelKey: 'forms.required.yes' }, { value: 'false', labelKey: 'forms.required.no' },
];
const toSelect = (links: Link[] | undefined) => (links ?? []).map((l) => ({ ...l, required: l.required === null ? '' : String(l.required) }));
const fromSelect = (links: Link[] | undefined) => (links ?? []).filter((l) => l.field_id !== null)
  .map((l) => ({ ...l, required: l.required === '' || l.required === null ? null : l.required === true || l.required === 'true' }));

/** The library fields a form uses, in order (drag or keyboard), each with its required override and condition. */
const fieldsField: FormField = {
  name: 'fields', kind: 'children', wide: true,
  rows: {
    fields: [
      { name: 'field_id', kind: 'relation', optionsPath: formFieldsContract.path, label: 'forms.fields.field_id' },
      { name: 'required', kind: 'select', options: REQUIRED, label: 'forms.fields.required' },
      { name: 'condition_key', kind: 'text', label: 'forms.fields.condition_key' },
      { name: 'condition_value', kind: 'text', label: 'forms.fields.condition_value' },
    ],
    defaults: { field_id: null, required: '', condition_key: '', condition_value: '' },
  },
};

const lines = (values: unknown) => (Array.isArray(values) ? values.join('\n') : String(values ?? ''));
const settings: FormField[] = [
  { name: 'name', kind: 'text', span: 6 },
  { name: 'active', kind: 'switch', span: 3 },
  { name: 'is_contact', kind: 'switch', span: 3 },
  { name: 'confirmation_pl', kind: 'text', multiline: true },
  { name: 'confirmation_en', kind: 'text', multiline: true },
  { name: 'redirect_url', kind: 'text', wide: true },
  { name: 'notify_emails', kind: 'text', multiline: true },
  { name: 'allowed_origins', kind: 'text', multiline: true },
  { name: 'notify_reply_to', kind: 'switch' },
  { name: 'notify_subject', kind: 'text' },
  { name: 'notify_body', kind: 'text', multiline: true, wide: true },
];

const fromRecord = (record: Record<string, unknown>): FieldValues => ({
  name: record.name, active: record.active, is_contact: record.is_contact, confirmation_pl: record.confirmation_pl,
  confirmation_en: record.confirmation_en, redirect_url: record.redirect_url, notify_emails: lines(record.notify_emails),
  notify_reply_to: record.notify_reply_to, notify_subject: record.notify_subject, notify_body: record.notify_body,
  allowed_origins: lines(record.allowed_origins), fields: toSelect(record.fields as Link[] | undefined),
});

const form: ResourceForm = {
  schema: formInput,
  testId: 'form-settings',
  fields: [...settings, fieldsField],
  defaults: {
    name: '', active: true, is_contact: false, confirmation_pl: '', confirmation_en: '', redirect_url: '', notify_emails: '', notify_reply_to: true,
    notify_subject: '', notify_body: '', allowed_origins: '', fields: [],
  },
  fromRecord,
  toBody: (values, { raw }) => ({ ...values, fields: fromSelect(raw.fields as Link[]) }),
};

const list: ContractResourceDefinition<Row>['list'] = {
  columns: [
    { field: 'id', width: 80, hidden: true },
    { field: 'name', flex: 2 },
    { field: 'uuid', flex: 1.5, hidden: true },
    { field: 'active', width: 110, render: translated('active', 'forms.flags') },
    { field: 'is_contact', width: 140, render: translated('is_contact', 'forms.flags') },
    { field: 'fields_count', width: 110 },
    { field: 'updated_at', width: 170, render: dateTime('updated_at') },
  ],
  filters: [{ name: 'active', kind: 'boolean' }],
};

/**
 * Forms: /formularze (+ /dodaj, /{uuid}/edytuj) — keyed by their UUID on the screens: the settings (confirmation,
 * notification e-mails, allowed origins, a contact form's inbox) and the library fields used, in order; each row
 * leads to the form's answers, assigned fields and embed code.
 */
export const forms = defineResource<Row>({
  contract: formsContract,
  key: 'uuid',
  routes: { create: routePath('formsCreate'), edit: routePath('formsEdit') },
  list,
  form,
  rowActions: formScreenActions,
});

/**
 * /formularze/{uuid}/przypisane-pola: the same form's fields alone (the settings stay as they are: a PUT keeps
 * what it leaves out), with the rows' order, required overrides and conditions.
 */
export const formAssignedFields = defineResource<Row>({
  contract: formsContract,
  key: 'uuid',
  routes: { edit: routePath('formsAssignedFields') },
  list,
  form: {
    ...form, schema: formLinksInput, testId: 'form-assigned-fields', fields: [fieldsField],
    toBody: (_values, { raw }) => ({ fields: fromSelect(raw.fields as Link[]) }),
  },
});
