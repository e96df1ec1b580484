import type { AnyResource } from '../types';

/** The least a flex main column (a project's name) gets in the table, so it is not squeezed by the others. */
export const MAIN_COLUMN_MIN_WIDTH = 200;

/** The field that names a row: the declared `mainField`, else the first column shown by default other than `id`. */
export function mainFieldOf(resource: AnyResource): string | undefined {
  return resource.list.mainField ?? resource.list.columns.find((c) => !c.hidden && c.field !== 'id')?.field;
}
