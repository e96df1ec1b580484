import { useCallback, useMemo, useState } from 'react';
import { Alert, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { enUS, plPL } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/use-auth';
import { useMayOpen } from '../../../lib/can/route-access';
import { useCan } from '../../../lib/can/use-can';
import { useLocale } from '../../../lib/i18n/use-locale';
import { ConfirmDialog } from '../../confirm-dialog';
import { editPathOf, listPathOf, screenKeyOf } from '../define-resource';
import { EditDialog } from '../edit-dialog';
import { ItemModal } from '../item-modal';
import { lazyPart } from '../lazy-part';
import type { AnyResource, ResourceRow, RowActionConfirmation, RowActionContext } from '../types';
import { downloadCsv } from './download-csv';
import { countTextOf, displayedRowsOf } from './list-count';
import { listPageKey } from './list-page-query';
import { toApiQuery, toExportQuery } from './list-state';
import type { ListToolbarProps } from './list-toolbar';
import { ResourceCards } from './resource-cards';
import { ResourceGrid } from './resource-grid';
import { rowActionItems } from './row-actions';
import { useBulkActions } from './use-bulk-actions';
import { useColumnPreferences } from './use-column-preferences';
import { useDeleteWithUndo } from './use-delete-with-undo';
import { useGridColumns } from './use-grid-columns';
import { useListUrlState } from './use-list-url-state';
import { useOpenItem } from './use-open-item';
import { useResourceListQuery } from './use-resource-list-query';
import { UndoSnackbar } from './undo-snackbar';

// Loaded only by lists declared as a tree or hand-ordered: dnd-kit stays out of every other list.
const OrderedList = lazyPart(() => import('./resource-ordered-list').then((m) => m.default));

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The ids a selection model stands for on this page (select-all may come as "all but these"). */
export function selectedIdsOf(model: GridRowSelectionModel, rows: readonly ResourceRow[]): number[] {
  return model.type === 'include' ? rows.filter((r) => model.ids.has(r.id)).map((r) => r.id) : rows.filter((r) => !model.ids.has(r.id)).map((r) => r.id);
}

/** A question before a step: a delete, or a declared row action's (e.g. signing in as someone). */
interface Confirmation extends RowActionConfirmation {
  run(): unknown;
}

/**
 * The list screen's body: server-side paged, sorted, searched and filtered, with its actions. A table from
 * the `sm` breakpoint up; below it (a phone) the same rows as cards, with the same tools, paging and actions.
 */
export function ResourceList({ resource }: { resource: AnyResource }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { locale, to } = useLocale();
  const allows = useCan();
  const mayOpen = useMayOpen();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { state, update } = useListUrlState(resource);
  const query = useResourceListQuery(resource, state);
  const fixed = resource.list.fixedQuery;
  const listKey = useMemo(() => listPageKey(resource, toApiQuery(state, fixed).toString()), [resource, state, fixed]);
  const columnsChoice = useColumnPreferences(resource);
  const deletion = useDeleteWithUndo(resource, listKey);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  const [editing, setEditing] = useState<ResourceRow | null>(null);

  // Edit and delete only where the API (and, for an edit screen, the router) would let the user through.
  const canEdit =
    resource.actions.edit && allows({ permission: resource.subject, verb: 'edycja' }) && (!resource.routes.edit || mayOpen(resource.routes.edit));
  const canDelete = resource.actions.delete && allows({ permission: resource.subject, verb: 'usuwanie' });
  const rows = query.data?.data ?? [];
  const opened = useOpenItem(resource, rows);
  const selectedIds = selectedIdsOf(selection, rows);

  const meta = query.data?.meta;
  const count = query.data ? (meta?.total ?? rows.length) : 0;
  const countText = countTextOf(meta, count, t, locale);
  const clearSelection = useCallback(() => setSelection(NO_SELECTION), []);
  const bulk = useBulkActions(resource, state, rows.map((r) => r.id), selectedIds, { count, text: countText }, clearSelection);
  const { remove } = deletion;
  const removeIds = useCallback(
    (ids: number[]) => async () => {
      if (await remove(ids)) setSelection(NO_SELECTION);
    },
    [remove],
  );
  const onEdit = useCallback(
    (row: ResourceRow) => {
      const { edit } = resource.routes;
      if (edit) void navigate(to(editPathOf(edit, screenKeyOf(resource, row))), { state: { listSearch: location.search } });
      else setEditing(row);
    },
    [resource, navigate, to, location.search],
  );
  const onDelete = useCallback(
    (row: ResourceRow) =>
      setConfirm({
        title: t('resourceList.confirmDeleteTitle'),
        // Only a resource with a restore endpoint may promise the undo.
        text: t(resource.actions.undo ? 'resourceList.confirmDeleteText' : 'resourceDelete.confirmPermanentText', { name: resource.title(row, t) }),
        run: removeIds([row.id]),
      }),
    [resource, t, removeIds],
  );
  const onConfirm = useCallback((question: RowActionConfirmation, run: () => unknown) => setConfirm({ ...question, run }), []);
  const { user } = useAuth();
  const openItem = opened.open;
  const context = useMemo<RowActionContext>(() => ({ user, t, navigate: (path) => void navigate(to(path)), openItem }), [user, t, navigate, to, openItem]);
  const handlers = { onEdit: canEdit ? onEdit : undefined, onDelete: canDelete ? onDelete : undefined, context, onConfirm };
  const columns = useGridColumns(resource, handlers);
  const writable = useCallback((row: ResourceRow) => !resource.rowWritable || resource.rowWritable(row, context), [resource, context]);
  const exportUrl = (file: string) => `${listPathOf(resource)}/${file}?${toExportQuery(state, fixed).toString()}`;

  const runConfirmed = async () => {
    if (!confirm) return;
    try {
      await confirm.run();
    } finally {
      setConfirm(null);
    }
  };

  // A tree or a hand-ordered list shows its own order (list/resource-ordered-list.tsx), on a phone too.
  const ordered = Boolean(resource.list.tree || resource.list.reorder);
  const error = query.error ? (isApiError(query.error) && query.error.message) || t('resourceList.loadFailed') : null;
  const gridTexts = (locale === 'pl' ? plPL : enUS).components.MuiDataGrid.defaultProps.localeText;
  // A list counted up to a limit (meta.more): "1–25 of more than 1,000" (or "of about 14,000"), and a next page
  // while the pages are full.
  const localeText = meta?.more
    ? {
      ...gridTexts,
      // Once the last page is reached (not full), the grid knows the count itself and says it as usual.
      paginationDisplayedRows: (p: { from: number; to: number; count: number; estimated: number | undefined }) =>
        (p.count === -1 ? displayedRowsOf(t, locale, countText)(p) : gridTexts.paginationDisplayedRows!(p)),
    }
    : gridTexts;
  const toolbar: ListToolbarProps = {
    resource,
    state,
    onSearch: (search) => update({ search }, { replace: true }),
    onFilter: (name, value) => update({ filters: { ...state.filters, [name]: value } }),
    selectedCount: selectedIds.length,
    bulk: bulk.toolbar,
    onBulkDelete: canDelete && resource.actions.bulkDelete
      ? () => setConfirm({ title: t('resourceList.confirmBulkTitle'), text: t('resourceList.confirmBulkText', { count: selectedIds.length }), run: removeIds(selectedIds) })
      : undefined,
    onExport: resource.actions.export ? () => void downloadCsv(exportUrl('export.csv'), `${resource.name}.csv`) : undefined,
    exports: (resource.list.exports ?? []).map((e) => ({
      label: t(e.label),
      testId: e.testId,
      run: () => void downloadCsv(exportUrl(e.file), `${resource.name}.${e.file.split('.').pop() ?? 'dat'}`),
    })),
  };
  const view = {
    resource,
    rows,
    loading: query.isFetching,
    // Until the first page answers, the grid must not take the URL's page for out of range and reset it.
    // A list answered without paging (`{ data }` only, e.g. a nested collection) counts its rows.
    rowCount: meta?.more ? -1 : query.data ? (meta?.total ?? rows.length) : state.page * state.perPage,
    hasNextPage: meta?.more ? meta.page < meta.last_page : undefined,
    state,
    update,
    localeText,
    columnVisibility: columnsChoice.model,
    selectable: (canDelete && resource.actions.bulkDelete) || bulk.selectable,
    isRowSelectable: resource.rowWritable ? writable : undefined,
    selection,
    onSelection: setSelection,
    onOpen: opened.open,
    toolbar,
  };

  return (
    <div data-testid={resource.list.testId}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="resource-list-error">
          {error}
        </Alert>
      )}
      {narrow && !ordered ? (
        <ResourceCards {...view} actionsOf={(row) => rowActionItems(resource, row, handlers, t)} />
      ) : ordered ? (
        <OrderedList {...view} actionsOf={(row) => rowActionItems(resource, row, handlers, t)} canReorder={canEdit} />
      ) : (
        <ResourceGrid {...view} columns={columns} onColumnVisibility={columnsChoice.save} />
      )}
      <ConfirmDialog
        open={Boolean(confirm)}
        title={confirm?.title ?? ''}
        text={confirm?.text ?? ''}
        confirmLabel={confirm?.confirmLabel}
        destructive={confirm?.destructive}
        onConfirm={runConfirmed}
        onClose={() => setConfirm(null)}
      />
      <UndoSnackbar offer={deletion.offer} onUndo={() => void deletion.undo()} onClose={deletion.dismiss} />
      <UndoSnackbar offer={bulk.offer && { ...bulk.offer, undoable: Boolean(bulk.offer.undo) }} onUndo={() => void bulk.undo()} onClose={bulk.dismiss} />
      {bulk.dialog}
      <ItemModal item={opened.item} resource={resource} onClose={opened.close} />
      {editing && <EditDialog resource={resource} row={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
