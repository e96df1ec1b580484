import type { FieldValues } from 'react-hook-form';
import {
  FIELD_CHOICE_KINDS, FIELD_DISPLAY_KINDS, FORM_FIELD_KINDS, formFieldInput, formFieldsContract, routePath, type FormField, type FormFieldKind,
} from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { dateTime, translated } from '../../components/resource/renderers';
import { enumOptions } from '../../components/resource/use-options';

type Row = FormField & Record<string, unknown>;

const kinds = enumOptions(FORM_FIELD_KINDS, 'formFields.kinds');
const kindOf = (values: FieldValues) => values.kind as FormFieldKind;
const shows = (values: FieldValues) => FIELD_DISPLAY_KINDS.includes(kindOf(values));

/**
 * The forms' field library: /formularze/pola (+ /dodaj, /{id}/edytuj). A field's key and kind, its texts in both
 * languages, a choice's options, the validation in the seed's notation, a consent's text (its version shown on
 * the list), a hidden field's value; each kind's form shows only what that kind uses.
 */
export const formFields = defineResource<Row>({
  contract: formFieldsContract,
  routes: { create: routePath('formFieldsCreate'), edit: routePath('formFieldsEdit') },
  list: {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'key', flex: 1 },
      { field: 'label_pl', flex: 2 },
      { field: 'label_en', flex: 2, hidden: true },
      { field: 'kind', width: 150, render: translated('kind', 'formFields.kinds') },
      { field: 'rules', flex: 1.5 },
      { field: 'consent_version', width: 130, hidden: true, render: (row) => (row.kind === 'consent' ? row.consent_version : '') },
      { field: 'updated_at', width: 170, render: dateTime('updated_at') },
    ],
    filters: [{ name: 'kind', kind: 'select', options: kinds }],
  },
  form: {
    schema: formFieldInput,
    testId: 'form-field-form',
    fields: [
      { name: 'key', kind: 'text', span: 6 },
      { name: 'kind', kind: 'select', options: kinds, span: 6 },
      { name: 'label_pl', kind: 'text' },
      { name: 'label_en', kind: 'text' },
      { name: 'placeholder_pl', kind: 'text', hidden: shows },
      { name: 'placeholder_en', kind: 'text', hidden: shows },
      { name: 'help_pl', kind: 'text', multiline: true },
      { name: 'help_en', kind: 'text', multiline: true },
      {
        name: 'options', kind: 'children', wide: true, hidden: (values) => !FIELD_CHOICE_KINDS.includes(kindOf(values)),
        rows: {
          fields: [
            { name: 'value', kind: 'text', label: 'formFields.fields.value' },
            { name: 'label_pl', kind: 'text', label: 'formFields.fields.label_pl' },
            { name: 'label_en', kind: 'text', label: 'formFields.fields.label_en' },
          ],
          defaults: { value: '', label_pl: '', label_en: '' },
        },
      },
      { name: 'rules', kind: 'text', wide: true, hidden: shows },
      { name: 'consent_text_pl', kind: 'text', multiline: true, hidden: (values) => kindOf(values) !== 'consent' },
      { name: 'consent_text_en', kind: 'text', multiline: true, hidden: (values) => kindOf(values) !== 'consent' },
      { name: 'default_value', kind: 'text', hidden: (values) => kindOf(values) !== 'hidden' },
    ],
    defaults: {
      key: '', kind: 'text', label_pl: '', label_en: '', placeholder_pl: '', placeholder_en: '', help_pl: '', help_en: '', options: [], rules: '',
      consent_text_pl: '', consent_text_en: '', default_value: '',
    },
    fromRecord: (record) => ({
      key: record.key, kind: record.kind, label_pl: record.label_pl, label_en: record.label_en, placeholder_pl: record.placeholder_pl,
      placeholder_en: record.placeholder_en, help_pl: record.help_pl, help_en: record.help_en, options: record.options ?? [], rules: record.rules,
      consent_text_pl: record.consent_text_pl, consent_text_en: record.consent_text_en, default_value: record.default_value,
    }),
  },
});
