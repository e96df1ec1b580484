import { useCallback, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ListResponse } from '@harmony/shared';
import { showAlert } from '../../../lib/alerts/alerts-store';
import { isApiError } from '../../../lib/api';
import { reportFailure } from '../../../lib/api/report';
import { itemPathOf } from '../define-resource';
import { bulkDeleteRecords, deleteRecord, resourceKeys, restoreRecord } from '../resource-api';
import type { AnyResource, ResourceRow } from '../types';
import { removedRows, withoutRows, withRowRestored, type RemovedRow } from './list-cache';

type Page = ListResponse<ResourceRow>;

export interface UndoOffer {
  /** The server's message ("Usunięto."), shown beside the undo button. */
  message: string;
  ids: number[];
  removed: RemovedRow[];
  /** The page the rows were removed from; an undo puts them back there. */
  listKey: QueryKey;
  key: number;
}

/**
 * Delete (one or many), remove the rows from the local list at once, and offer an undo that calls
 * restore and brings them back in place (when the resource has `actions.undo`). The API's message travels in the undo snackbar, so the calls
 * are silent; failures are reported as the client would.
 */
export function useDeleteWithUndo(resource: AnyResource, listKey: QueryKey) {
  const client = useQueryClient();
  const [offer, setOffer] = useState<UndoOffer | null>(null);
  const lists = resourceKeys.lists(resource.name);

  const remove = useCallback(
    async (ids: number[]): Promise<boolean> => {
      const removed = removedRows(client.getQueryData<Page>(listKey), ids);
      let message: string;
      try {
        message = ids.length === 1 ? (await deleteRecord(itemPathOf(resource), ids[0]!)).message : (await bulkDeleteRecords(resource.path, ids)).message;
      } catch (error) {
        reportFailure(isApiError(error) ? error.data : null);
        return false;
      }
      client.setQueriesData<Page>({ queryKey: lists }, (page) => (page ? withoutRows(page, ids) : page));
      // Without a restore endpoint there is nothing to offer: the message is an ordinary alert.
      if (resource.actions.undo) setOffer({ message, ids, removed, listKey, key: Date.now() });
      else showAlert(message, 'success');
      void client.invalidateQueries({ queryKey: lists });
      return true;
    },
    [client, listKey, lists, resource, resource.actions.undo],
  );

  const undo = useCallback(async () => {
    if (!offer) return;
    setOffer(null);
    const back: RemovedRow[] = [];
    for (const id of offer.ids) {
      try {
        const { data } = await restoreRecord<ResourceRow>(itemPathOf(resource), id);
        back.push({ row: data, index: offer.removed.find((r) => r.row.id === id)?.index ?? 0 });
      } catch {
        // The client has shown why (e.g. "Nie ma czego przywrócić."); the other ids still get their chance.
      }
    }
    client.setQueryData<Page>(offer.listKey, (page) => (page ? back.reduce(withRowRestored, page) : page));
    void client.invalidateQueries({ queryKey: lists });
  }, [client, lists, offer, resource]);

  const dismiss = useCallback(() => setOffer(null), []);

  return { remove, undo, offer, dismiss };
}
