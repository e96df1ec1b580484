import { useCallback, useMemo, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { DataGrid, GRID_CHECKBOX_SELECTION_FIELD, type GridRowSelectionModel } from '@mui/x-data-grid';
import { enUS, plPL } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { TABLE_MAX_HEIGHT } from '@harmony/shared';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/use-auth';
import { useCan } from '../../../lib/can/use-can';
import { useScrollbarSize } from '../../../lib/hooks/use-scrollbar-size';
import { useLocale } from '../../../lib/i18n/use-locale';
import { ConfirmDialog } from '../../confirm-dialog';
import { editPathOf } from '../define-resource';
import { EditDialog } from '../edit-dialog';
import { ItemModal } from '../item-modal';
import { resourceKeys } from '../resource-api';
import type { AnyResource, ResourceRow, RowActionContext } from '../types';
import { downloadCsv } from './download-csv';
import { PAGE_SIZES, toApiQuery, toExportQuery } from './list-state';
import { ListToolbar } from './list-toolbar';
import { useColumnPreferences } from './use-column-preferences';
import { useDeleteWithUndo } from './use-delete-with-undo';
import { ACTIONS_FIELD, useGridColumns } from './use-grid-columns';
import { useListUrlState } from './use-list-url-state';
import { useResourceListQuery } from './use-resource-list-query';
import { UndoSnackbar } from './undo-snackbar';

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };
// Constants: the grid re-renders on every fetch and selection, and each new style object is serialised again.
const GRID_BOX_SX = { display: 'flex', flexDirection: 'column', maxHeight: TABLE_MAX_HEIGHT, width: '100%' } as const;
const GRID_SX = { '& .MuiDataGrid-row': { cursor: 'pointer' } } as const;

/** The ids a selection model stands for on this page (select-all may come as "all but these"). */
export function selectedIdsOf(model: GridRowSelectionModel, rows: readonly ResourceRow[]): number[] {
  return model.type === 'include' ? rows.filter((r) => model.ids.has(r.id)).map((r) => r.id) : rows.filter((r) => !model.ids.has(r.id)).map((r) => r.id);
}

interface Confirmation {
  ids: number[];
  title: string;
  text: string;
}

/** The list screen's body: server-side paged, sorted, searched and filtered DataGrid with its actions. */
export function ResourceList({ resource }: { resource: AnyResource }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { locale, to } = useLocale();
  const allows = useCan();
  const { state, update } = useListUrlState(resource);
  const query = useResourceListQuery(resource, state);
  const fixed = resource.list.fixedQuery;
  const listKey = useMemo(() => resourceKeys.list(resource.name, toApiQuery(state, fixed).toString()), [resource.name, state, fixed]);
  const columnsChoice = useColumnPreferences(resource);
  const deletion = useDeleteWithUndo(resource, listKey);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  const [item, setItem] = useState<ResourceRow | null>(null);
  const [editing, setEditing] = useState<ResourceRow | null>(null);

  const canEdit = resource.actions.edit && allows({ permission: resource.subject, verb: 'edycja' });
  const canDelete = resource.actions.delete && allows({ permission: resource.subject, verb: 'usuwanie' });
  const rows = query.data?.data ?? [];
  const selectedIds = selectedIdsOf(selection, rows);

  const onEdit = useCallback(
    (row: ResourceRow) => {
      const { edit } = resource.routes;
      if (edit) void navigate(to(editPathOf(edit, row.id)), { state: { listSearch: location.search } });
      else setEditing(row);
    },
    [resource, navigate, to, location.search],
  );
  const onDelete = useCallback(
    (row: ResourceRow) =>
      setConfirm({
        ids: [row.id],
        title: t('resourceList.confirmDeleteTitle'),
        // Only a resource with a restore endpoint may promise the undo.
        text: t(resource.actions.undo ? 'resourceList.confirmDeleteText' : 'resourceDelete.confirmPermanentText', { name: resource.title(row, t) }),
      }),
    [resource, t],
  );
  const { user } = useAuth();
  const context = useMemo<RowActionContext>(() => ({ user, t, navigate: (path) => void navigate(to(path)) }), [user, t, navigate, to]);
  const columns = useGridColumns(resource, { onEdit: canEdit ? onEdit : undefined, onDelete: canDelete ? onDelete : undefined, context });
  const writable = useCallback((row: ResourceRow) => !resource.rowWritable || resource.rowWritable(row, context), [resource, context]);
  const exportUrl = (file: string) => `${resource.path}/${file}?${toExportQuery(state, fixed).toString()}`;

  const confirmDelete = async () => {
    if (!confirm) return;
    const done = await deletion.remove(confirm.ids);
    setConfirm(null);
    if (done) setSelection(NO_SELECTION);
  };

  const error = query.error ? (isApiError(query.error) && query.error.message) || t('resourceList.loadFailed') : null;
  const localeText = (locale === 'pl' ? plPL : enUS).components.MuiDataGrid.defaultProps.localeText;
  const scrollbarSize = useScrollbarSize();

  return (
    <div data-testid={resource.list.testId}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="resource-list-error">
          {error}
        </Alert>
      )}
      <Box sx={GRID_BOX_SX} data-testid="resource-list">
        <DataGrid
          rows={rows}
          columns={columns}
          localeText={localeText}
          scrollbarSize={scrollbarSize}
          loading={query.isFetching}
          paginationMode="server"
          sortingMode="server"
          // Until the first page answers, the grid must not take the URL's page for out of range and reset it.
          // A list answered without paging (`{ data }` only, e.g. a nested collection) counts its rows.
          rowCount={query.data ? (query.data.meta?.total ?? rows.length) : state.page * state.perPage}
          pageSizeOptions={[...PAGE_SIZES]}
          paginationModel={{ page: state.page - 1, pageSize: state.perPage }}
          onPaginationModelChange={(m) => update(m.pageSize !== state.perPage ? { perPage: m.pageSize } : { page: m.page + 1 })}
          sortingOrder={['asc', 'desc']}
          sortModel={state.sort ? [{ field: state.sort, sort: state.order }] : []}
          onSortModelChange={(m) => update({ sort: m[0]?.field, order: m[0]?.sort ?? 'asc' })}
          disableColumnFilter
          columnVisibilityModel={columnsChoice.model}
          onColumnVisibilityModelChange={columnsChoice.save}
          checkboxSelection={canDelete && resource.actions.bulkDelete}
          isRowSelectable={resource.rowWritable ? ({ row }) => writable(row) : undefined}
          rowHeight={resource.list.rowHeight}
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          onCellClick={(params) => params.field !== ACTIONS_FIELD && params.field !== GRID_CHECKBOX_SELECTION_FIELD && setItem(params.row)}
          showToolbar
          slots={{ toolbar: ListToolbar }}
          slotProps={{
            toolbar: {
              list: {
                resource,
                state,
                onSearch: (search) => update({ search }, { replace: true }),
                onFilter: (name, value) => update({ filters: { ...state.filters, [name]: value } }),
                selectedCount: selectedIds.length,
                onBulkDelete: canDelete
                  ? () => setConfirm({ ids: selectedIds, title: t('resourceList.confirmBulkTitle'), text: t('resourceList.confirmBulkText', { count: selectedIds.length }) })
                  : undefined,
                onExport: resource.actions.export ? () => void downloadCsv(exportUrl('export.csv'), `${resource.name}.csv`) : undefined,
                exports: (resource.list.exports ?? []).map((e) => ({
                  label: t(e.label),
                  testId: e.testId,
                  run: () => void downloadCsv(exportUrl(e.file), `${resource.name}.${e.file.split('.').pop() ?? 'dat'}`),
                })),
              },
            },
          }}
          sx={GRID_SX}
        />
      </Box>
      <ConfirmDialog open={Boolean(confirm)} title={confirm?.title ?? ''} text={confirm?.text ?? ''} onConfirm={confirmDelete} onClose={() => setConfirm(null)} />
      <UndoSnackbar offer={deletion.offer} onUndo={() => void deletion.undo()} onClose={deletion.dismiss} />
      <ItemModal item={item} resource={resource} onClose={() => setItem(null)} />
      {editing && <EditDialog resource={resource} row={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
