import { type CategoryType, categoryTypesContract, type ListResponse } from '@harmony/shared';
import type { OptionItem } from '../../components/resource/types';
import { api } from '../../lib/api';

/** Category types for the category form and filter (GET /api/category-types, first 100 by name). */
export const categoryTypeOptions = {
  key: 'category-types',
  load: async (): Promise<OptionItem[]> => {
    const list = await api.get<ListResponse<CategoryType>>(`${categoryTypesContract.path}?per_page=100&sort=name&order=asc`, { silent: true });
    return list.data.map((c) => ({ value: String(c.id), label: c.name }));
  },
};
