import { can, type ListResponse, type SessionUser } from '@harmony/shared';
import type { OptionItem } from '../../components/resource/types';
import { api } from '../../lib/api';
import { USER_QUERY_KEY } from '../../lib/auth/user-query';
import { queryClient } from '../../lib/query-client';
import { timeOptions, type PickerRef } from '../time-entries/time-options';

type Named = { id: number; name?: string; first_name?: string; last_name?: string };
const labelOf = (r: Named) => r.name ?? `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim();
const asOptions = (list: Named[] | PickerRef[]): OptionItem[] => list.map((r) => ({ value: String(r.id), label: labelOf(r) }));

/** Whether the signed-in user may read a list (asking anyway would only earn a 403). */
const mayList = (subject: string) => can(queryClient.getQueryData<SessionUser | null>(USER_QUERY_KEY)?.permissions, 'listowanie', subject);

/**
 * A list's first 100 records, for whoever may read it; everyone else gets the time pickers' list (what
 * GET /api/time-entries/options offers them), or nothing.
 */
async function listOr(subject: string, path: string, fallback: () => Promise<PickerRef[]>): Promise<OptionItem[]> {
  if (mayList(subject)) return asOptions((await api.get<ListResponse<Named>>(path, { silent: true })).data);
  return asOptions(await fallback().catch(() => []));
}

/** Project categories. */
export const categoryOptions = {
  key: 'project-categories',
  load: () =>
    listOr('Administracja__kategorie__projektow', '/api/categories?per_page=100&sort=name&order=asc', async () => (await timeOptions()).categories),
};

/** Statuses that apply to projects (their list needs Administracja: leaders and contractors get none). */
export const projectStatusOptions = {
  key: 'project-statuses',
  load: () => listOr('Administracja', '/api/statuses?applies_to=projects&per_page=100&sort=position&order=asc', async () => []),
};

/** Active users, for leaders and allocations. */
export const userOptions = {
  key: 'project-users',
  load: () => listOr('Administracja__uzytkownicy', '/api/users?per_page=100&sort=last_name&order=asc&active=true', async () => (await timeOptions()).users),
};
