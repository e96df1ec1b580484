import {
  campaignCancelPath, campaignSendPath, campaignsContract, newsletterListsContract, type Campaign, type CampaignDetail,
} from '@harmony/shared';
import { resourceKeys } from '../../components/resource/resource-api';
import type { OptionItem } from '../../components/resource/types';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

/** A campaign as a list row of the engine. */
export type CampaignRow = Campaign & Record<string, unknown>;

/** The item modal's cache key (the engine's, so an edit refreshes it). */
export const campaignKey = (id: number) => resourceKeys.item(campaignsContract.name, id);
export const fetchCampaign = (id: number) => api.get<CampaignDetail>(campaignsContract.itemPath(id));

const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(campaignsContract.name) });

/** Queues a draft (at its time, or now); the server's message is the alert, a refusal (no subscribers) too. */
export async function sendCampaign(id: number): Promise<void> {
  await api.post<{ message: string }>(campaignSendPath(id)).catch(() => undefined);
  await refresh();
}

/** Takes a scheduled campaign off the queue: a draft again. */
export async function cancelCampaign(id: number): Promise<void> {
  await api.post<{ message: string }>(campaignCancelPath(id)).catch(() => undefined);
  await refresh();
}

/** The list filter's choices: the lists by name (the picker's own call, its first 50). */
export const listFilterOptions = {
  key: 'newsletter-list-options',
  resource: newsletterListsContract.name,
  load: async (): Promise<OptionItem[]> => {
    const page = await api.get<{ data: { id: number; label: string }[] }>(`${newsletterListsContract.path}/options?per_page=50`, { silent: true });
    return page.data.map((o) => ({ value: String(o.id), label: o.label }));
  },
};
