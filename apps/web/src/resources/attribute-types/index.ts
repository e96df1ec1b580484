import type { FieldValues } from 'react-hook-form';
import { ATTRIBUTE_KINDS, type AttributeKind, type AttributeType, attributeTypeInput, attributeTypesContract, routePath } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { dateTime, translated } from '../../components/resource/renderers';
import type { FormField } from '../../components/resource/types';

type Row = AttributeType & Record<string, unknown>;

const KIND_OPTIONS = ATTRIBUTE_KINDS.map((kind) => ({ value: kind, labelKey: `attributeTypes.kinds.${kind}` }));
/** A setting of one kind: shown only while the form's kind is that one. */
const ofKind = (kind: AttributeKind, field: FormField): FormField => ({ ...field, hidden: (values: FieldValues) => values.kind !== kind });

/**
 * Attribute types: /produkty/typy-atrybutow (+ /dodaj, /{id?}/edytuj — without an id the engine asks to pick one
 * from the list). The form shows only the chosen kind's settings: a number's unit and decimals, a text's length,
 * a file's extensions.
 */
export const attributeTypes = defineResource<Row>({
  contract: attributeTypesContract,
  routes: { create: routePath('productAttributeTypesCreate'), edit: routePath('productAttributeTypesEdit') },
  list: {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'name', flex: 2 },
      { field: 'kind', flex: 1, render: translated('kind', 'attributeTypes.kinds') },
      { field: 'unit', width: 110, render: (row) => row.unit ?? '' },
      { field: 'attributes_count', width: 120 },
      { field: 'created_at', width: 170, hidden: true, render: dateTime('created_at') },
    ],
    filters: [{ name: 'kind', kind: 'select', options: KIND_OPTIONS }],
  },
  form: {
    schema: attributeTypeInput,
    fields: [
      { name: 'name', kind: 'text' },
      // A type in use keeps its kind (the API refuses the change): its attributes' values were entered for it.
      { name: 'kind', kind: 'select', options: KIND_OPTIONS, readOnly: ({ record }) => (record?.attributes_count ? 'attributeTypes.kindLocked' : false) },
      ofKind('number', { name: 'unit', kind: 'text', span: 3 }),
      ofKind('number', { name: 'options.decimals', kind: 'number', label: 'attributeTypes.fields.decimals', span: 3 }),
      ofKind('number', { name: 'options.min', kind: 'number', label: 'attributeTypes.fields.min', span: 3 }),
      ofKind('number', { name: 'options.max', kind: 'number', label: 'attributeTypes.fields.max', span: 3 }),
      ofKind('text', { name: 'options.max_length', kind: 'number', label: 'attributeTypes.form.max_length' }),
      ofKind('file', { name: 'options.mimes', kind: 'text', label: 'attributeTypes.form.mimes', wide: true }),
    ],
    defaults: { name: '', kind: 'text', unit: '', options: { decimals: 0, min: '', max: '', max_length: '', mimes: '' } },
    fromRecord: (record) => {
      const options = (record.options ?? {}) as Record<string, unknown>;
      return {
        ...record,
        unit: record.unit ?? '',
        options: {
          decimals: options.decimals ?? 0, min: options.min ?? '', max: options.max ?? '', max_length: options.max_length ?? '',
          mimes: Array.isArray(options.mimes) ? options.mimes.join(', ') : '',
        },
      };
    },
  },
});
