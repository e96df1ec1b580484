import { APPLIES_TO, statusInput } from '@harmony/shared';
import { colorSwatch, dateTime, translated } from './renderers';
import { enumOptions } from './use-options';

const appliesTo = enumOptions(APPLIES_TO, 'appliesTo');

/** Statuses and admin types share fields and rules: one list and form declaration serves both (sorting: their contracts). */
export const statusLikeList = {
  columns: [
    { field: 'id', width: 80, hidden: true },
    { field: 'name', flex: 2 },
    { field: 'color', render: colorSwatch('color') },
    { field: 'position', width: 110 },
    { field: 'applies_to', render: translated('applies_to', 'appliesTo') },
    { field: 'created_at', hidden: true, render: dateTime('created_at') },
  ],
  filters: [{ name: 'applies_to', kind: 'select' as const, options: appliesTo }],
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
