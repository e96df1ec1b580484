import type { FieldValues } from 'react-hook-form';
import { type Attribute, attributeFormInput, attributesContract, CHOICE_KINDS, type AttributeKind, routePath } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { dateTime } from '../../components/resource/renderers';
import type { FormField } from '../../components/resource/types';
import { AttributeTypeField, TYPE_KIND } from './attribute-type-field';

type Row = Attribute & Record<string, unknown>;

const isChoice = (values: FieldValues) => CHOICE_KINDS.includes(values[TYPE_KIND] as AttributeKind);
const valueFields: FormField[] = [
  { name: 'value_pl', kind: 'text', label: 'attributes.fields.value_pl' },
  { name: 'value_en', kind: 'text', label: 'attributes.fields.value_en' },
];
/** The values editor: a colour attribute's rows have a colour input, the other choice kinds' none. */
const valuesField = (withColor: boolean): FormField => ({
  name: 'values', kind: 'children', wide: true,
  hidden: (values) => !isChoice(values) || (values[TYPE_KIND] === 'color') !== withColor,
  rows: {
    fields: withColor ? [...valueFields, { name: 'color', kind: 'color', label: 'attributes.fields.color' }] : valueFields,
    defaults: { value_pl: '', value_en: '', color: withColor ? '#000000' : null },
  },
});

/**
 * Attributes: /produkty/atrybuty (+ /dodaj, /{id}/edytuj), an ordered list dragged into order. The form edits
 * the values (a colour per value for a colour attribute) only for the choice kinds of the chosen type.
 */
export const attributes = defineResource<Row>({
  contract: attributesContract,
  routes: { create: routePath('productAttributesCreate'), edit: routePath('productAttributesEdit') },
  list: {
    reorder: true,
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'code', flex: 1 },
      { field: 'name_pl', header: 'attributes.fields.name', flex: 2, render: (row, { locale }) => (locale === 'en' && row.name_en) || row.name_pl },
      {
        field: 'attribute_type', flex: 1,
        render: (row, { t }) => (row.attribute_type ? `${row.attribute_type.name} · ${t(`attributeTypes.kinds.${row.attribute_type.kind}`)}` : '—'),
      },
      { field: 'required', width: 110, render: (row, { t }) => t(row.required ? 'resourceList.yes' : 'resourceList.no') },
      { field: 'filterable', width: 130, render: (row, { t }) => t(row.filterable ? 'resourceList.yes' : 'resourceList.no') },
      { field: 'values_count', width: 130 },
      { field: 'created_at', width: 170, hidden: true, render: dateTime('created_at') },
    ],
  },
  form: {
    schema: attributeFormInput,
    fields: [
      { name: 'code', kind: 'text' },
      { name: 'attribute_type_id', kind: 'custom', component: AttributeTypeField },
      { name: 'name_pl', kind: 'text' },
      { name: 'name_en', kind: 'text' },
      { name: 'required', kind: 'switch' },
      { name: 'filterable', kind: 'switch' },
      valuesField(false),
      valuesField(true),
    ],
    defaults: { code: '', name_pl: '', name_en: '', attribute_type_id: null, required: false, filterable: false, values: [], [TYPE_KIND]: '' },
    fromRecord: (record) => ({ ...record, [TYPE_KIND]: (record as Row).attribute_type?.kind ?? '' }),
    // A type without choices keeps none (the API refuses values for it).
    toBody: (values, { raw }) => ({ ...values, values: CHOICE_KINDS.includes(raw[TYPE_KIND] as AttributeKind) ? values.values : [] }),
  },
});
