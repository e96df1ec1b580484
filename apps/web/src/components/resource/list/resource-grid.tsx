import { DataGrid, GRID_CHECKBOX_SELECTION_FIELD, type GridColDef, type GridLocaleText, type GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { TABLE_MAX_HEIGHT } from '@harmony/shared';
import { useScrollbarSize } from '../../../lib/hooks/use-scrollbar-size';
import type { AnyResource, ResourceRow } from '../types';
import { PAGE_SIZES, type ListState } from './list-state';
import { ListToolbar, type ListToolbarProps } from './list-toolbar';
import { ACTION_BUTTON_PX, ACTIONS_FIELD } from './use-grid-columns';

// Constants: the grid re-renders on every fetch and selection, and each new style object is serialised again.
const GRID_BOX_SX = { display: 'flex', flexDirection: 'column', maxHeight: TABLE_MAX_HEIGHT, width: '100%' } as const;
const ACTIONS = `[data-field="${ACTIONS_FIELD}"]`;
const GRID_SX = {
  '& .MuiDataGrid-row': { cursor: 'pointer' },
  '& .resource-row-strong': { fontWeight: 700 },
  '& .resource-main-cell': { display: 'flex', alignItems: 'center' },
  // Compact row actions: 28 px buttons, 2 px apart (use-grid-columns sizes the column for exactly this).
  '& .MuiDataGrid-actionsCell': { gap: '2px' },
  '& .MuiDataGrid-actionsCell .MuiIconButton-root': { width: ACTION_BUTTON_PX, height: ACTION_BUTTON_PX, p: 0.5 },
  '& .MuiDataGrid-actionsCell .MuiSvgIcon-root': { fontSize: 20 },
  [`& .MuiDataGrid-cell${ACTIONS}`]: { px: 0.5 },
  // When the columns need more than the width (a narrow window), the actions stay in view at the right
  // edge instead of scrolling out of it: the community grid has no pinned columns, a sticky cell does it.
  [`& .MuiDataGrid-cell${ACTIONS}, & .MuiDataGrid-columnHeader${ACTIONS}`]: {
    position: 'sticky', right: 0, zIndex: 1, bgcolor: 'background.paper', boxShadow: (theme: { palette: { divider: string } }) => `-1px 0 0 ${theme.palette.divider}`,
  },
} as const;

/**
 * The grid's loader: a bar over the rows while a page loads, hidden from assistive technology. The grid's own
 * overlay puts an unnamed progressbar among the table's rows, which role=grid does not allow (axe:
 * aria-required-children, aria-progressbar-name) — a list refetching in the background failed its audit.
 */
function GridLoader() {
  return <Box aria-hidden sx={{ width: '100%' }}><LinearProgress /></Box>;
}
const GRID_SLOTS = { toolbar: ListToolbar, loadingOverlay: GridLoader };
/** A click or Enter on a cell opens its row, except in the columns of its own controls (the actions, the checkbox). */
const opens = (field: string) => field !== ACTIONS_FIELD && field !== GRID_CHECKBOX_SELECTION_FIELD;

/** What both views of a list take (the table from `sm` up, the cards below it). */
export interface ListViewProps {
  resource: AnyResource;
  rows: ResourceRow[];
  loading: boolean;
  /** -1 when the list was counted up to a limit (meta.more): then `hasNextPage` says whether to page on. */
  rowCount: number;
  hasNextPage?: boolean;
  state: ListState;
  update(patch: Partial<Pick<ListState, 'page' | 'perPage' | 'sort' | 'order'>>): void;
  localeText: Partial<GridLocaleText>;
  columnVisibility: Record<string, boolean>;
  selectable: boolean;
  isRowSelectable?: (row: ResourceRow) => boolean;
  selection: GridRowSelectionModel;
  onSelection(model: GridRowSelectionModel): void;
  onOpen(row: ResourceRow): void;
  toolbar: ListToolbarProps;
}

export interface ResourceGridProps extends ListViewProps {
  columns: GridColDef<ResourceRow>[];
  onColumnVisibility(model: Record<string, boolean>): void;
}

/** The list as a table (from the `sm` breakpoint up): server-side paged and sorted DataGrid with its toolbar. */
export function ResourceGrid(props: ResourceGridProps) {
  const { resource, rows, state, update } = props;
  const scrollbarSize = useScrollbarSize();
  const { strongRow } = resource.list;
  const rowClassName = useMemo(() => (strongRow ? ({ row }: { row: ResourceRow }) => (strongRow(row) ? 'resource-row-strong' : '') : undefined), [strongRow]);
  return (
    <Box sx={GRID_BOX_SX} data-testid="resource-list">
      <DataGrid
        rows={rows}
        columns={props.columns}
        localeText={props.localeText}
        scrollbarSize={scrollbarSize}
        loading={props.loading}
        paginationMode="server"
        sortingMode="server"
        rowCount={props.rowCount}
        paginationMeta={props.hasNextPage === undefined ? undefined : { hasNextPage: props.hasNextPage }}
        pageSizeOptions={[...PAGE_SIZES]}
        paginationModel={{ page: state.page - 1, pageSize: state.perPage }}
        onPaginationModelChange={(m) => update(m.pageSize !== state.perPage ? { perPage: m.pageSize } : { page: m.page + 1 })}
        sortingOrder={['asc', 'desc']}
        sortModel={state.sort ? [{ field: state.sort, sort: state.order }] : []}
        onSortModelChange={(m) => update({ sort: m[0]?.field, order: m[0]?.sort ?? 'asc' })}
        disableColumnFilter
        columnVisibilityModel={props.columnVisibility}
        onColumnVisibilityModelChange={props.onColumnVisibility}
        checkboxSelection={props.selectable}
        isRowSelectable={props.isRowSelectable ? ({ row }) => props.isRowSelectable!(row) : undefined}
        rowHeight={resource.list.rowHeight}
        getRowClassName={rowClassName}
        disableRowSelectionOnClick
        rowSelectionModel={props.selection}
        onRowSelectionModelChange={props.onSelection}
        onCellClick={(params) => opens(params.field) && props.onOpen(params.row)}
        // Enter on a focused cell opens the row as a click does: the item modal is reachable without a mouse. Only
        // the cell's own: Enter on a link inside it follows the link.
        onCellKeyDown={(params, event) => event.key === 'Enter' && event.target === event.currentTarget && opens(params.field) && props.onOpen(params.row)}
        showToolbar
        slots={GRID_SLOTS}
        slotProps={{ toolbar: { list: props.toolbar } }}
        sx={GRID_SX}
      />
    </Box>
  );
}
