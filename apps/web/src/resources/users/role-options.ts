import { type ListResponse, type RoleRow, rolesContract } from '@harmony/shared';
import type { OptionItem } from '../../components/resource/types';
import { api } from '../../lib/api';

/** The user groups a user can be given (GET /api/roles never lists Superadministrator); built-in names translated. */
export const roleOptions = {
  key: 'user-roles',
  load: async (): Promise<OptionItem[]> => {
    const list = await api.get<ListResponse<RoleRow>>(`${rolesContract.path}?per_page=100&sort=name`, { silent: true });
    return list.data.map((r) => (r.builtin ? { value: String(r.id), labelKey: `roleNames.${r.name}` } : { value: String(r.id), label: r.name }));
  },
};
