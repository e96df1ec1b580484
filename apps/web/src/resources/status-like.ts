import { APPLIES_TO, statusInput } from '@harmony/shared';
import { colorSwatch, dateTime, translated } from '../components/resource/renderers';
import { enumOptions } from '../components/resource/use-options';

const appliesTo = enumOptions(APPLIES_TO, 'appliesTo');

/** Statuses and admin types share fields and rules: one list and form declaration serves both. */
export const statusLikeList = {
  columns: [
    { field: 'id', sortable: true, width: 80, hidden: true },
    { field: 'name', sortable: true, flex: 2 },
    { field: 'color', render: colorSwatch('color') },
    { field: 'position', sortable: true, width: 110 },
    { field: 'applies_to', sortable: true, render: translated('applies_to', 'appliesTo') },
    { field: 'created_at', sortable: true, hidden: true, render: dateTime('created_at') },
  ],
  filters: [{ name: 'applies_to', kind: 'select' as const, options: appliesTo }],
  defaultSort: { field: 'position', order: 'asc' as const },
};

export function statusLikeForm(defaultColor: string) {
  return {
    schema: statusInput,
    fields: [
      { name: 'name', kind: 'text' as const },
      { name: 'color', kind: 'color' as const },
      { name: 'position', kind: 'number' as const },
      { name: 'applies_to', kind: 'select' as const, options: appliesTo },
    ],
    defaults: { name: '', color: defaultColor, position: 0, applies_to: 'projects' },
  };
}
