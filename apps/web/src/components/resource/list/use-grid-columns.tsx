import { useMemo } from 'react';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n/use-locale';
import { capitalize } from '../renderers';
import type { AnyResource, ResourceRow, RowActionContext } from '../types';

export const ACTIONS_FIELD = '__actions';

interface RowActions {
  onEdit?: (row: ResourceRow) => void;
  onDelete?: (row: ResourceRow) => void;
  /** For the declaration's own row actions; without it they are left out. */
  context?: RowActionContext;
}

/** The declaration's columns as grid columns, plus the row actions (the declared ones, edit, delete) when allowed. */
export function useGridColumns(resource: AnyResource, { onEdit, onDelete, context }: RowActions): GridColDef<ResourceRow>[] {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return useMemo(() => {
    const columns: GridColDef<ResourceRow>[] = resource.list.columns.map((column) => ({
      field: column.field,
      headerName: capitalize(t(column.header ?? resource.labelKey(column.field))),
      sortable: Boolean(column.sortable),
      filterable: false,
      width: column.width,
      flex: column.width ? undefined : (column.flex ?? 1),
      minWidth: 90,
      renderCell: column.render ? ({ row }) => column.render!(row, { t, locale }) : undefined,
    }));
    const declared = context ? (resource.rowActions ?? []) : [];
    if (!onEdit && !onDelete && !declared.length) return columns;
    const ids = { edit: 'row-edit', delete: 'row-delete', ...resource.list.rowTestIds };
    columns.push({
      field: ACTIONS_FIELD,
      type: 'actions',
      headerName: t('resourceList.actions'),
      width: Math.max(100, 20 + 40 * (declared.length + (onEdit ? 1 : 0) + (onDelete ? 1 : 0))),
      hideable: false,
      getActions: ({ row }) => {
        const writable = !resource.rowWritable || !context || resource.rowWritable(row, context);
        return [
          ...declared
            .filter((action) => !action.shown || action.shown(row, context!))
            .map((action) => (
              <GridActionsCellItem
                key={action.key}
                icon={action.icon}
                label={t(action.label)}
                title={t(action.label)}
                onClick={() => void action.run(row, context!)}
                data-testid={action.testId?.(row)}
              />
            )),
          ...(onEdit && writable
            ? [<GridActionsCellItem key="edit" icon={<Edit />} label={t('resourceList.edit')} onClick={() => onEdit(row)} data-testid={`${ids.edit}-${row.id}`} />]
            : []),
          ...(onDelete && writable
            ? [<GridActionsCellItem key="delete" icon={<DeleteOutline />} label={t('resourceList.delete')} onClick={() => onDelete(row)} data-testid={`${ids.delete}-${row.id}`} />]
            : []),
        ];
      },
    });
    return columns;
  }, [resource, t, locale, onEdit, onDelete, context]);
}
