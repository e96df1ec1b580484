import type { ReactNode } from 'react';
import { Box, Button, Tooltip } from '@mui/material';
import { ColumnsPanelTrigger, Toolbar, ToolbarButton } from '@mui/x-data-grid';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import FileDownload from '@mui/icons-material/FileDownload';
import ViewColumn from '@mui/icons-material/ViewColumn';
import { useTranslation } from 'react-i18next';
import type { AnyResource } from '../types';
import { ListFilters } from './list-filters';
import type { ListState } from './list-state';
import { SearchBox } from './search-box';

export interface ListToolbarProps {
  resource: AnyResource;
  state: ListState;
  onSearch(search: string): void;
  onFilter(name: string, value: string): void;
  selectedCount: number;
  /** The declaration's bulk actions (`list.bulkActions`), bound to the selection. */
  bulk?: ReactNode;
  onBulkDelete?: () => void;
  onExport?: () => void;
  /** Further downloads (the declaration's `list.exports`), labels already in words. */
  exports?: { label: string; testId: string; run(): void }[];
}

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    list?: ListToolbarProps;
  }
}

/**
 * The wrapping row of a list's tools, above the table or the cards. It starts at the left edge on every line,
 * so filters wrapped onto a second line line up under the first (the grid's toolbar right-aligns by default).
 */
export const TOOLBAR_STYLE = { flexWrap: 'wrap', justifyContent: 'flex-start', alignItems: 'center', gap: 8, minHeight: 64, padding: 8, height: 'auto', flex: '0 0 auto' } as const;

/** Search, filters, bulk delete, the columns button (the table's only) and the downloads. */
export function ListToolbarContent({ list, columnsButton }: { list: ListToolbarProps; columnsButton?: ReactNode }) {
  const { t } = useTranslation();
  const { resource, state, selectedCount } = list;
  return (
    <>
      {resource.list.searchable !== false && (
        <SearchBox value={state.search} onChange={list.onSearch} label={t('resourceList.search')} testId="resource-search" />
      )}
      <ListFilters resource={resource} values={state.filters} onChange={list.onFilter} />
      <Box sx={{ flexGrow: 1 }} />
      {list.bulk}
      {list.onBulkDelete && selectedCount > 0 && (
        <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={list.onBulkDelete} data-testid="resource-bulk-delete">
          {t('resourceList.bulkDelete', { count: selectedCount })}
        </Button>
      )}
      {columnsButton}
      {list.onExport && (
        <Button variant="outlined" startIcon={<FileDownload />} onClick={list.onExport} data-testid="resource-export">
          {t('resourceList.export')}
        </Button>
      )}
      {list.exports?.map((e) => (
        <Button key={e.testId} variant="outlined" startIcon={<FileDownload />} onClick={e.run} data-testid={e.testId}>
          {e.label}
        </Button>
      ))}
    </>
  );
}

/** The grid's toolbar slot: the list's tools plus the column chooser. */
export function ListToolbar({ list }: { list?: ListToolbarProps }) {
  const { t } = useTranslation();
  if (!list) return null;
  const columns = (
    <Tooltip title={t('resourceList.columns')}>
      <ColumnsPanelTrigger render={<ToolbarButton aria-label={t('resourceList.columns')} data-testid="resource-columns" />}>
        <ViewColumn fontSize="small" />
      </ColumnsPanelTrigger>
    </Tooltip>
  );
  return (
    // The grid gives its toolbar `flex: 0 1 1px`: a toolbar wrapped onto two lines must grow to its content, not be clipped.
    <Toolbar style={TOOLBAR_STYLE}>
      <ListToolbarContent list={list} columnsButton={columns} />
    </Toolbar>
  );
}
