import {
  can, categoriesContract, PROJECT_SUBJECTS, projectsContract, statusesContract, type ListResponse, type ProjectFormOptions, type SessionUser,
} from '@harmony/shared';
import type { OptionItem } from '../resource/types';
import { api } from '../../lib/api';
import { USER_QUERY_KEY } from '../../lib/auth/user-query';
import { queryClient } from '../../lib/query-client';
import { timeOptions, type PickerRef } from '../time/time-options';

type Named = { id: number; name?: string; first_name?: string; last_name?: string };
const labelOf = (r: Named) => r.name ?? `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim();
const asOptions = (list: Named[] | PickerRef[]): OptionItem[] => list.map((r) => ({ value: String(r.id), label: labelOf(r) }));

const signedIn = () => queryClient.getQueryData<SessionUser | null>(USER_QUERY_KEY);
/** Whether the signed-in user may read a list (asking anyway would only earn a 403). */
const mayList = (subject: string) => can(signedIn()?.permissions, 'listowanie', subject);
/** Who may add or edit projects gets the form's options (GET /api/projects/options). */
const mayWriteProjects = () => (['dodawanie', 'edycja'] as const).some((verb) => can(signedIn()?.permissions, verb, PROJECT_SUBJECTS));

export const PROJECT_FORM_OPTIONS_KEY = ['projects', 'form-options'] as const;

/** GET /api/projects/options, once per screen visit (cached like the other option lists). */
export const projectFormOptions = (): Promise<ProjectFormOptions> =>
  queryClient.fetchQuery({
    queryKey: PROJECT_FORM_OPTIONS_KEY,
    queryFn: () => api.get<ProjectFormOptions>(`${projectsContract.path}/options`, { silent: true }),
    staleTime: 60_000,
  });

const formList = async (pick: (o: ProjectFormOptions) => PickerRef[]) => asOptions(pick(await projectFormOptions()));

/**
 * The project form's selects: what the API accepts there, for anyone who may add or edit projects (a Lider
 * included, who can't read the statuses or users administration lists).
 */
export const formCategoryOptions = { key: 'project-form-categories', load: () => formList((o) => o.categories) };
export const formStatusOptions = { key: 'project-form-statuses', load: () => formList((o) => o.statuses) };
export const formLeaderOptions = { key: 'project-form-leaders', load: () => formList((o) => o.leaders) };

/**
 * A list's first 100 records, for whoever may read it; else the project form's options for who may write
 * projects; else `fallback` (e.g. what GET /api/time-entries/options offers), or nothing.
 */
async function listOr(subject: string, path: string, form: keyof ProjectFormOptions, fallback: () => Promise<PickerRef[]>): Promise<OptionItem[]> {
  if (mayList(subject)) return asOptions((await api.get<ListResponse<Named>>(path, { silent: true })).data);
  if (mayWriteProjects()) return formList((o) => o[form]).catch(() => []);
  return asOptions(await fallback().catch(() => []));
}

/** Project categories (the list's filter). */
export const categoryOptions = {
  key: 'project-categories',
  load: () =>
    listOr(categoriesContract.permission, `${categoriesContract.path}?per_page=100&sort=name&order=asc`, 'categories', async () => (await timeOptions()).categories),
};

/** Statuses that apply to projects (the list's filter; contractors get none). */
export const projectStatusOptions = {
  key: 'project-statuses',
  load: () => listOr(statusesContract.permission, `${statusesContract.path}?applies_to=projects&per_page=100&sort=position&order=asc`, 'statuses', async () => []),
};

/** Active users, for the list's leader filter. */
export const leaderOptions = {
  key: 'project-leaders',
  load: () => listOr('Administracja__uzytkownicy', '/api/users?per_page=100&sort=last_name&order=asc&active=true', 'leaders', async () => (await timeOptions()).users),
};

/** Active users for allocations: every one for user administrators, else those the time pickers offer. */
export const userOptions = {
  key: 'project-users',
  load: async (): Promise<OptionItem[]> => {
    if (mayList('Administracja__uzytkownicy')) {
      return asOptions((await api.get<ListResponse<Named>>('/api/users?per_page=100&sort=last_name&order=asc&active=true', { silent: true })).data);
    }
    return asOptions(await timeOptions().then((o) => o.users).catch(() => []));
  },
};
