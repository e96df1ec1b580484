import { Box, IconButton, LinearProgress, MenuItem, Paper, Stack, TablePagination, TextField, Tooltip, Typography } from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { useTranslation } from 'react-i18next';
import { capitalize } from '../renderers';
import type { ResourceRow } from '../types';
import { mainFieldOf } from './main-field';
import { PAGE_SIZES } from './list-state';
import { ListToolbarContent } from './list-toolbar';
import type { ListViewProps } from './resource-grid';
import { ResourceCard } from './resource-card';
import type { RowActionItem } from './row-actions';

export interface ResourceCardsProps extends ListViewProps {
  actionsOf(row: ResourceRow): RowActionItem[];
}

// On a phone every tool takes the whole line: wrapped filters line up instead of leaving ragged gaps.
const TOOLS_SX = {
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1, '& > .MuiFormControl-root': { flex: '1 1 100%', minWidth: 0 },
} as const;
const PAGINATION_SX = { '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 1 }, '& .MuiTablePagination-spacer': { display: 'none' } } as const;

/**
 * The list on a narrow screen (below `sm`): the same tools, then one card per row (title = the main field,
 * the other shown columns as "label: value" lines, the row's actions), the sort as a select, and paging.
 */
export function ResourceCards(props: ResourceCardsProps) {
  const { t } = useTranslation();
  const { resource, rows, state, update, localeText, selection } = props;
  const mainField = mainFieldOf(resource);
  const shown = resource.list.columns.filter((c) => props.columnVisibility[c.field] !== false);
  const main = resource.list.columns.find((c) => c.field === mainField);
  const lines = shown.filter((c) => c.field !== mainField);
  const sortable = resource.list.columns.filter((c) => c.sortable);
  const header = (field: string) => {
    const column = resource.list.columns.find((c) => c.field === field);
    return capitalize(t(column?.header ?? resource.labelKey(field)));
  };
  const isSelected = (id: number) => (selection.type === 'include' ? selection.ids.has(id) : !selection.ids.has(id));
  const select = (id: number, on: boolean) => {
    const ids = new Set(rows.filter((r) => r.id !== id && isSelected(r.id)).map((r) => r.id));
    if (on) ids.add(id);
    props.onSelection({ type: 'include', ids });
  };
  const displayed = localeText.paginationDisplayedRows;
  const orderLabel = String((state.order === 'asc' ? localeText.columnMenuSortAsc : localeText.columnMenuSortDesc) ?? '');

  return (
    <Paper variant="outlined" data-testid="resource-list" data-view="cards">
      <Box sx={TOOLS_SX}>
        <ListToolbarContent list={props.toolbar} />
        {sortable.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ flex: '1 1 100%', alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('resourceList.sortBy')}
              value={state.sort ?? ''}
              onChange={(e) => update({ sort: e.target.value || undefined, order: state.order })}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'resource-sort' } as object } }}
              sx={{ flexGrow: 1 }}
            >
              {sortable.map((c) => (
                <MenuItem key={c.field} value={c.field}>
                  {header(c.field)}
                </MenuItem>
              ))}
            </TextField>
            <Tooltip title={orderLabel}>
              <IconButton
                onClick={() => update({ order: state.order === 'asc' ? 'desc' : 'asc' })}
                aria-label={orderLabel}
                data-testid="resource-sort-order"
              >
                {state.order === 'asc' ? <ArrowUpward /> : <ArrowDownward />}
              </IconButton>
            </Tooltip>
          </Stack>
        )}
      </Box>
      {props.loading ? <LinearProgress aria-label={t('app.loading')} /> : <Box sx={{ height: 4 }} />}
      {rows.length === 0 && !props.loading ? (
        <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
          {String(localeText.noRowsLabel ?? '')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 1 }} data-testid="resource-cards">
          {rows.map((row) => {
            const selectable = props.selectable && (!props.isRowSelectable || props.isRowSelectable(row));
            return (
              <ResourceCard
                key={row.id}
                resource={resource}
                row={row}
                main={main}
                lines={lines}
                actions={props.actionsOf(row)}
                selected={isSelected(row.id)}
                selectLabel={String(localeText.checkboxSelectionSelectRow ?? '')}
                onSelect={selectable ? (on) => select(row.id, on) : undefined}
                onOpen={() => props.onOpen(row)}
              />
            );
          })}
        </Stack>
      )}
      <TablePagination
        component="div"
        count={props.rowCount}
        page={Math.max(0, state.page - 1)}
        rowsPerPage={state.perPage}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_, page) => update({ page: page + 1 })}
        onRowsPerPageChange={(e) => update({ perPage: Number(e.target.value) })}
        labelRowsPerPage={localeText.paginationRowsPerPage}
        labelDisplayedRows={displayed ? ({ from, to, count }) => displayed({ from, to, count, estimated: undefined }) : undefined}
        slotProps={props.hasNextPage === false ? { actions: { nextButton: { disabled: true } } } : undefined}
        getItemAriaLabel={localeText.paginationItemAriaLabel}
        sx={PAGINATION_SX}
      />
    </Paper>
  );
}
