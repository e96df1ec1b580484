import { projectsContract, TIME_ENTRY_OPTIONS_PATH } from '@harmony/shared';
import type { OptionItem } from '../resource/types';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

/** A record as a picker shows it. */
export interface PickerRef {
  id: number;
  name: string;
}

/** GET /api/time-entries/options: what the caller may pick when booking time (scope-aware on the server). */
export interface TimeOptions {
  users: PickerRef[];
  projects: PickerRef[];
  categories: PickerRef[];
}

const refs = (list: unknown): PickerRef[] => (Array.isArray(list) ? (list as PickerRef[]).map((r) => ({ id: r.id, name: r.name })) : []);

async function loadTimeOptions(userId?: number): Promise<TimeOptions> {
  const answer = await api.get<Partial<TimeOptions>>(`${TIME_ENTRY_OPTIONS_PATH}${userId ? `?user_id=${userId}` : ''}`, { silent: true });
  return { users: refs(answer.users), projects: refs(answer.projects), categories: refs(answer.categories) };
}

export const TIME_OPTIONS_KEY = ['time-entries-options'] as const;

/**
 * One request for every picker on the screen (cached like the other option lists). With a user: the
 * projects that user may book on (an administrator entering someone's work day).
 */
export const timeOptions = (userId?: number): Promise<TimeOptions> =>
  queryClient.fetchQuery({ queryKey: [...TIME_OPTIONS_KEY, userId ?? 'me'], queryFn: () => loadTimeOptions(userId), staleTime: 5 * 60_000 });

const asOptions = (list: PickerRef[]): OptionItem[] => list.map((r) => ({ value: String(r.id), label: r.name }));

/** Option sources of the time screens' selects (filters and fields). */
export const timeProjectOptions = { key: 'time-projects', load: async () => asOptions((await timeOptions()).projects) };
export const timeUserOptions = { key: 'time-users', load: async () => asOptions((await timeOptions()).users) };
export const timeCategoryOptions = { key: 'time-categories', load: async () => asOptions((await timeOptions()).categories) };

/** The projects a given user may book on (GET /api/time-entries/options?user_id=…). */
export const bookableProjectOptions = (userId: number) => ({
  key: `time-projects-${userId}`,
  load: async () => asOptions((await timeOptions(userId)).projects),
});

/** The categories, from the same answer as bookableProjectOptions (one request for both). */
export const categoryOptionsFor = (userId: number) => ({
  key: `time-categories-${userId}`,
  load: async () => asOptions((await timeOptions(userId)).categories),
});

/** Every project the caller can see, archived ones too (filters, rates): GET /api/projects, first 100 by name. */
export const visibleProjectOptions = {
  key: 'visible-projects',
  load: async (): Promise<OptionItem[]> => {
    const list = await api.get<{ data: PickerRef[] }>(`${projectsContract.path}?archived=all&per_page=100&sort=name&order=asc`, { silent: true });
    return asOptions(list.data);
  },
};
