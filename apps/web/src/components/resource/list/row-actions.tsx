import type { ReactElement } from 'react';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import type { TFunction } from 'i18next';
import type { AnyResource, ResourceRow, RowActionConfirmation, RowActionContext } from '../types';

/** One action of one row, ready to render as an icon button (in the table's actions column or on a card). */
export interface RowActionItem {
  key: string;
  label: string;
  icon: ReactElement;
  testId?: string;
  onClick(): void;
}

export interface RowActionHandlers {
  onEdit?: (row: ResourceRow) => void;
  onDelete?: (row: ResourceRow) => void;
  /** For the declaration's own row actions; without it they are left out. */
  context?: RowActionContext;
  /** Asks a declared action's question; `run` goes ahead on yes. Without it the action runs at once. */
  onConfirm?: (question: RowActionConfirmation, run: () => unknown) => void;
}

/** How many actions a row of this list can have at most (the actions column is sized for them). */
export function maxRowActions(resource: AnyResource, { onEdit, onDelete, context }: RowActionHandlers): number {
  return (context ? (resource.rowActions?.length ?? 0) : 0) + (onEdit ? 1 : 0) + (onDelete ? 1 : 0);
}

/**
 * A row's actions: the declared ones (where `shown`), then edit and delete (where the row is writable). The
 * caller has already left out edit and delete for a user who may not use them at all.
 */
export function rowActionItems(resource: AnyResource, row: ResourceRow, handlers: RowActionHandlers, t: TFunction): RowActionItem[] {
  const { onEdit, onDelete, context, onConfirm } = handlers;
  const ids = { edit: 'row-edit', delete: 'row-delete', ...resource.list.rowTestIds };
  const writable = !resource.rowWritable || !context || resource.rowWritable(row, context);
  const declared = context
    ? (resource.rowActions ?? [])
        .filter((action) => !action.shown || action.shown(row, context))
        .map((action): RowActionItem => ({
          key: action.key,
          label: t(action.label),
          icon: action.icon,
          testId: action.testId?.(row),
          onClick: () => {
            const run = () => action.run(row, context);
            if (action.confirm && onConfirm) onConfirm(action.confirm(row, context), run);
            else void run();
          },
        }))
    : [];
  return [
    ...declared,
    ...(onEdit && writable ? [{ key: 'edit', label: t('resourceList.edit'), icon: <Edit />, testId: `${ids.edit}-${row.id}`, onClick: () => onEdit(row) }] : []),
    ...(onDelete && writable
      ? [{ key: 'delete', label: t('resourceList.delete'), icon: <DeleteOutline />, testId: `${ids.delete}-${row.id}`, onClick: () => onDelete(row) }]
      : []),
  ];
}
