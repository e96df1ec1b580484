import type { ListResponse } from '@harmony/shared';
import type { OptionItem } from '../../components/resource/types';
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

type Named = { id: number; name?: string; first_name?: string; last_name?: string };
const refOf = (r: Named): PickerRef => ({ id: r.id, name: r.name ?? `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() });
const refs = (list: unknown): PickerRef[] => (Array.isArray(list) ? (list as Named[]).map(refOf) : []);
const page = (path: string) =>
  api.get<ListResponse<Named>>(path, { silent: true }).then((r) => r.data.map(refOf), () => [] as PickerRef[]);

/**
 * Until the API has /api/time-entries/options (or where it refuses), the pickers fall back to the lists
 * the caller may read: visible active projects, categories and users (first 100 each, by name).
 */
async function fallbackOptions(): Promise<TimeOptions> {
  const [projects, categories, users] = await Promise.all([
    page('/api/projects?per_page=100&sort=name&order=asc'),
    page('/api/categories?per_page=100&sort=name&order=asc'),
    page('/api/users?per_page=100&sort=last_name&order=asc&active=true'),
  ]);
  return { projects, categories, users };
}

async function loadTimeOptions(): Promise<TimeOptions> {
  try {
    const answer = await api.get<Partial<TimeOptions>>('/api/time-entries/options', { silent: true });
    return { users: refs(answer.users), projects: refs(answer.projects), categories: refs(answer.categories) };
  } catch {
    return fallbackOptions();
  }
}

export const TIME_OPTIONS_KEY = ['time-entries-options'] as const;

/** One request for every picker on the screen (cached like the other option lists). */
export const timeOptions = (): Promise<TimeOptions> =>
  queryClient.fetchQuery({ queryKey: TIME_OPTIONS_KEY, queryFn: loadTimeOptions, staleTime: 5 * 60_000 });

const asOptions = (list: PickerRef[]): OptionItem[] => list.map((r) => ({ value: String(r.id), label: r.name }));

/** Option sources of the time screens' selects (filters and fields). */
export const timeProjectOptions = { key: 'time-projects', load: async () => asOptions((await timeOptions()).projects) };
export const timeUserOptions = { key: 'time-users', load: async () => asOptions((await timeOptions()).users) };
export const timeCategoryOptions = { key: 'time-categories', load: async () => asOptions((await timeOptions()).categories) };
