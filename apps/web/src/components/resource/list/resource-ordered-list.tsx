import { useState } from 'react';
import { Box, IconButton, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { SortableRow } from '../form/fields/sortable-row';
import { useSortableSetup } from '../form/fields/use-sortable-setup';
import { capitalize } from '../renderers';
import type { ResourceRow } from '../types';
import type { ListViewProps } from './resource-grid';
import { mainFieldOf } from './main-field';
import type { RowActionItem } from './row-actions';
import { treeRows } from './tree-rows';
import { useRowOrder } from './use-row-order';

export interface ResourceOrderedListProps extends Pick<ListViewProps, 'resource' | 'rows' | 'loading' | 'onOpen'> {
  actionsOf(row: ResourceRow): RowActionItem[];
  /** Dragging allowed (the user may edit): the declaration's `reorder` and the permission. */
  canReorder: boolean;
}

const parentOf = (row: ResourceRow) => (row.parent_id as number | null | undefined) ?? null;

/**
 * A list shown in its own order instead of the sortable table (the community DataGrid has neither trees nor
 * row dragging): with `tree`, rows indented under their parents and folded by a button; with `reorder`, a drag
 * handle on each row (mouse or keyboard, announced) that saves the new order.
 */
export default function ResourceOrderedList({ resource, rows: loaded, loading, onOpen, actionsOf, canReorder }: ResourceOrderedListProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'pl';
  const { rows, move } = useRowOrder(resource, loaded);
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const tree = Boolean(resource.list.tree);
  const shown = tree ? treeRows(rows, collapsed) : rows.map((node) => ({ node, depth: 0, hasChildren: false }));
  const key = (id: number) => String(id);
  const position = (id: string | number) => shown.findIndex((r) => key(r.node.id) === String(id)) + 1;
  const { sensors, accessibility } = useSortableSetup(position);
  const columns = resource.list.columns.filter((c) => !c.hidden);
  const main = mainFieldOf(resource);
  const dragging = canReorder && Boolean(resource.list.reorder);

  const toggle = (id: number) =>
    setCollapsed((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = shown[position(active.id) - 1]?.node;
    const to = shown[position(over.id) - 1]?.node;
    // In a tree a drag reorders siblings; changing the parent is the edit form's job.
    if (!from || !to || (tree && parentOf(from) !== parentOf(to))) return;
    void move(from.id, to.id);
  };

  const body = shown.map(({ node, depth, hasChildren }) => {
    const title = resource.title(node, t);
    const cells = (
      <>
        {columns.map((column) => {
          const content = column.render ? column.render(node, { t, locale }) : (node[column.field] as string | number | null);
          const isMain = column.field === main;
          return (
            <TableCell key={column.field} onClick={() => onOpen(node)} sx={{ cursor: 'pointer' }}>
              {isMain && tree ? (
                <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 3 }} data-depth={depth}>
                  {hasChildren ? (
                    <IconButton
                      size="small"
                      aria-expanded={!collapsed.has(node.id)}
                      aria-label={t(collapsed.has(node.id) ? 'fieldKinds.list.expand' : 'fieldKinds.list.collapse', { name: title })}
                      onClick={(e) => {
                        e.stopPropagation();
                        toggle(node.id);
                      }}
                      data-testid={`tree-toggle-${node.id}`}
                    >
                      {collapsed.has(node.id) ? <ChevronRight fontSize="small" /> : <ExpandMore fontSize="small" />}
                    </IconButton>
                  ) : (
                    <Box sx={{ width: 34 }} />
                  )}
                  {content}
                </Box>
              ) : (
                content
              )}
            </TableCell>
          );
        })}
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {actionsOf(node).map((item) => (
            <Tooltip key={item.key} title={item.label}>
              <IconButton size="small" aria-label={item.label} onClick={item.onClick} data-testid={item.testId}>
                {item.icon}
              </IconButton>
            </Tooltip>
          ))}
        </TableCell>
      </>
    );
    return dragging ? (
      <SortableRow key={node.id} id={key(node.id)} handleLabel={t('fieldKinds.list.drag', { name: title })} handleTestId={`row-drag-${node.id}`}>
        {cells}
      </SortableRow>
    ) : (
      <TableRow key={node.id} hover data-testid={`row-${node.id}`}>
        {cells}
      </TableRow>
    );
  });

  return (
    <Box data-testid="resource-list" sx={{ overflowX: 'auto' }}>
      {loading && <LinearProgress />}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {dragging && <TableCell padding="checkbox" />}
              {columns.map((c) => (
                <TableCell key={c.field}>{capitalize(t(c.header ?? resource.labelKey(c.field)))}</TableCell>
              ))}
              <TableCell align="right">{t('resourceList.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {dragging ? (
              <SortableContext items={shown.map((r) => key(r.node.id))} strategy={verticalListSortingStrategy}>
                {body}
              </SortableContext>
            ) : (
              body
            )}
          </TableBody>
        </Table>
      </DndContext>
    </Box>
  );
}
