import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/can/use-can';
import { resourceKeys } from '../resource-api';
import type { AnyResource, BulkActionResult, BulkSelection, ListBulkAction } from '../types';
import { toExportQuery, type ListState } from './list-state';

/** A change made by a bulk action, offered for undo in the list's snackbar. */
export interface BulkOffer {
  message: string;
  key: number;
  undo?: () => Promise<unknown>;
}

export interface BulkToolbar {
  actions: { key: string; label: string; icon: ListBulkAction['icon']; testId: string; run(): void }[];
  /** Shown when the whole page is chosen and more rows match: choose them all (how many, as the screen says it). */
  selectAllMatching?: { count: string; run(): void };
  /** Everything matching is chosen (with how many). */
  allMatching?: { count: string; clear(): void };
}

/**
 * The list's bulk actions (the declaration's `list.bulkActions`): which the user may run, the "all N matching
 * the filter" choice, the open action's dialog, and the undo offer of its change.
 */
/** `total`: the list's count (meta.total) and how the screen says it (meta.more: "more than 1,000"). */
export function useBulkActions(
  resource: AnyResource, state: ListState, pageIds: number[], selectedIds: number[], total: { count: number; text: string }, clearSelection: () => void,
) {
  const { t } = useTranslation();
  const allows = useCan();
  const client = useQueryClient();
  const [allMatching, setAllMatching] = useState(false);
  const [open, setOpen] = useState<{ action: ListBulkAction; selection: BulkSelection } | null>(null);
  const [offer, setOffer] = useState<BulkOffer | null>(null);
  const allowed = (resource.list.bulkActions ?? []).filter((a) => allows({ permission: resource.subject, verb: a.verb ?? 'edycja' }));
  const query = Object.fromEntries(toExportQuery(state, resource.list.fixedQuery));
  const queryKey = JSON.stringify(query);

  // Another filter or search is another "all matching"; a page's selection changing drops it too.
  useEffect(() => setAllMatching(false), [queryKey, selectedIds.length]);

  const done = useCallback(
    (result: BulkActionResult) => {
      setOpen(null);
      if (!result) return;
      clearSelection();
      setAllMatching(false);
      setOffer({ message: result.message, undo: result.undo, key: Date.now() });
      void client.invalidateQueries({ queryKey: resourceKeys.lists(resource.name) });
    },
    [client, clearSelection, resource.name],
  );

  const selection: BulkSelection = allMatching
    ? { ids: null, count: total.count, countText: total.text, query }
    : { ids: selectedIds, count: selectedIds.length, countText: String(selectedIds.length), query };
  const wholePage = pageIds.length > 0 && selectedIds.length === pageIds.length;
  const toolbar: BulkToolbar = {
    actions: selection.count > 0
      ? allowed.map((a) => ({ key: a.key, label: t(a.label), icon: a.icon, testId: a.testId ?? `bulk-${a.key}`, run: () => setOpen({ action: a, selection }) }))
      : [],
    selectAllMatching: allowed.length && wholePage && !allMatching && total.count > pageIds.length ? { count: total.text, run: () => setAllMatching(true) } : undefined,
    allMatching: allMatching ? { count: total.text, clear: () => setAllMatching(false) } : undefined,
  };

  const undo = async () => {
    const current = offer;
    setOffer(null);
    if (!current?.undo) return;
    await current.undo();
    void client.invalidateQueries({ queryKey: resourceKeys.lists(resource.name) });
  };

  const dialog: ReactNode = open ? open.action.render(open.selection, done) : null;
  return { selectable: allowed.length > 0, toolbar, dialog, offer, undo, dismiss: () => setOffer(null) };
}
