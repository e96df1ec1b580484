import { useMemo } from 'react';
import { Box } from '@mui/material';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n/use-locale';
import { capitalize } from '../renderers';
import type { AnyResource, ResourceRow } from '../types';
import { MAIN_COLUMN_MIN_WIDTH, mainFieldOf } from './main-field';
import { maxRowActions, rowActionItems, type RowActionHandlers } from './row-actions';

export const ACTIONS_FIELD = '__actions';

/** Icon buttons of 28 px (20 px icons, 4 px padding) two pixels apart, 4 px padding either side (GRID_SX sets them). */
export const ACTION_BUTTON_PX = 28;
const ACTION_GAP_PX = 2;
const ACTIONS_MIN_WIDTH = 80;

/** The actions column: as wide as its most crowded row needs and no wider, so the named columns keep the room. */
export const actionsColumnWidth = (count: number): number =>
  Math.max(ACTIONS_MIN_WIDTH, 8 + count * ACTION_BUTTON_PX + Math.max(0, count - 1) * ACTION_GAP_PX);

// The main field wraps onto a second line rather than being cut to a dozen characters.
const MAIN_CELL_SX = {
  display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', whiteSpace: 'normal', lineHeight: 1.3,
} as const;

/** The declaration's columns as grid columns, plus the row actions (the declared ones, edit, delete) when allowed. */
export function useGridColumns(resource: AnyResource, handlers: RowActionHandlers): GridColDef<ResourceRow>[] {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { onEdit, onDelete, context, onConfirm } = handlers;
  return useMemo(() => {
    const main = mainFieldOf(resource);
    const columns: GridColDef<ResourceRow>[] = resource.list.columns.map((column) => {
      const isMain = column.field === main;
      const flex = column.width ? undefined : (column.flex ?? 1);
      const content = (row: ResourceRow) => (column.render ? column.render(row, { t, locale }) : (row[column.field] as string | number | null));
      return {
        field: column.field,
        headerName: capitalize(t(column.header ?? resource.labelKey(column.field))),
        sortable: Boolean(column.sortable),
        filterable: false,
        width: column.width,
        flex,
        minWidth: column.minWidth ?? (isMain && flex ? MAIN_COLUMN_MIN_WIDTH : 90),
        cellClassName: isMain ? 'resource-main-cell' : undefined,
        renderCell: isMain
          ? ({ row }) => <Box sx={MAIN_CELL_SX}>{content(row)}</Box>
          : column.render ? ({ row }) => column.render!(row, { t, locale }) : undefined,
      };
    });
    const count = maxRowActions(resource, { onEdit, onDelete, context });
    if (!count) return columns;
    columns.push({
      field: ACTIONS_FIELD,
      type: 'actions',
      headerName: t('resourceList.actions'),
      width: actionsColumnWidth(count),
      hideable: false,
      getActions: ({ row }) =>
        rowActionItems(resource, row, { onEdit, onDelete, context, onConfirm }, t).map((item) => (
          <GridActionsCellItem key={item.key} icon={item.icon} label={item.label} title={item.label} onClick={item.onClick} data-testid={item.testId} />
        )),
    });
    return columns;
  }, [resource, t, locale, onEdit, onDelete, context, onConfirm]);
}
