import { CONTACT_KINDS, contactInput, contactsContract, routePath, type Contact } from '@harmony/shared';
import { positionPickerField } from '../../components/map/position-field';
import { defineResource } from '../../components/resource/define-resource';
import { dateTime, translated } from '../../components/resource/renderers';
import type { OptionItem } from '../../components/resource/types';

type Row = Contact & Record<string, unknown>;

const kinds: OptionItem[] = CONTACT_KINDS.map((value) => ({ value, labelKey: `contacts.kinds.${value}` }));
const onMap: OptionItem[] = ['true', 'false'].map((value) => ({ value, labelKey: `contacts.onMap.${value}` }));
const isCompany = (values: Record<string, unknown>) => values.kind === 'company';

/**
 * Contacts: /kontakt (+ /dodaj, /{id}/edycja). A person or a company — the form shows the names of the kind
 * chosen — with an address, a place on the map typed as coordinates, and free tags.
 */
export const contacts = defineResource<Row>({
  contract: contactsContract,
  routes: { create: routePath('contactsCreate'), edit: routePath('contactsEdit') },
  list: {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'name', flex: 2 },
      { field: 'kind', width: 130, render: translated('kind', 'contacts.kinds') },
      { field: 'email', flex: 1.5 },
      { field: 'phone', width: 150 },
      { field: 'city', width: 150 },
      { field: 'tags', flex: 1, render: (row) => (row.tags ?? []).join(', ') },
      { field: 'created_at', width: 170, hidden: true, render: dateTime('created_at') },
    ],
    filters: [
      { name: 'kind', kind: 'select', options: kinds },
      { name: 'tag', kind: 'text' },
      { name: 'on_map', kind: 'select', options: onMap },
    ],
  },
  form: {
    schema: contactInput,
    fields: [
      { name: 'kind', kind: 'select', options: kinds },
      { name: 'company_name', kind: 'text', hidden: (v) => !isCompany(v) },
      { name: 'first_name', kind: 'text', hidden: isCompany },
      { name: 'last_name', kind: 'text', hidden: isCompany },
      { name: 'email', kind: 'text' },
      { name: 'phone', kind: 'text' },
      { name: 'street', kind: 'text' },
      { name: 'postcode', kind: 'text', span: 3 },
      { name: 'city', kind: 'text', span: 6 },
      { name: 'country', kind: 'text', span: 3 },
      { name: 'latitude', kind: 'number', span: 3 },
      { name: 'longitude', kind: 'number', span: 3 },
      positionPickerField(),
      { name: 'tags', kind: 'tags' },
      { name: 'notes', kind: 'text', multiline: true, wide: true },
    ],
    defaults: {
      kind: 'person', first_name: '', last_name: '', company_name: '', email: '', phone: '', street: '', postcode: '', city: '',
      country: 'PL', latitude: '', longitude: '', tags: [], notes: '',
    },
    fromRecord: (record) => ({
      kind: record.kind, first_name: record.first_name, last_name: record.last_name, company_name: record.company_name,
      email: record.email, phone: record.phone, street: record.street, postcode: record.postcode, city: record.city, country: record.country,
      latitude: record.latitude ?? '', longitude: record.longitude ?? '', tags: record.tags ?? [], notes: record.notes,
    }),
  },
});
