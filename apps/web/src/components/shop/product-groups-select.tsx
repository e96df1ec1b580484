import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** A category of GET /api/products/groups: the whole tree in order, with each one's depth and path. */
export interface ProductGroupOption {
  id: number;
  name: string;
  parent_id: number | null;
  depth: number;
  active: boolean;
  path: string;
}

/** The product categories, loaded once per screen visit (a failed load gives none; the pickers stay empty). */
export function useProductGroups(): ProductGroupOption[] {
  const { data } = useQuery({
    queryKey: ['products', 'groups'],
    queryFn: () => api.get<ProductGroupOption[] | { data: ProductGroupOption[] }>('/api/products/groups').catch(() => []),
    staleTime: 60_000,
  });
  return Array.isArray(data) ? data : (data?.data ?? []);
}

interface Props {
  label: string;
  value: number[];
  onChange(ids: number[]): void;
  testId: string;
  multiple?: boolean;
  error?: string;
}

/** Categories chosen from the tree: each shown indented by its depth, its path as the chip's title. */
export function ProductGroupsSelect({ label, value, onChange, testId, multiple = true, error }: Props) {
  const groups = useProductGroups();
  const byId = new Map(groups.map((g) => [g.id, g]));
  const chosen = value.map((id) => byId.get(id)).filter((g): g is ProductGroupOption => Boolean(g));
  return (
    <Autocomplete
      multiple={multiple as true}
      options={groups}
      value={multiple ? chosen : ((chosen[0] ?? null) as never)}
      getOptionLabel={(g) => g.path || g.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={({ key, ...props }, g) => (
        <li key={key} {...props} style={{ paddingLeft: 16 + g.depth * 16 }}>
          {g.name}
        </li>
      )}
      onChange={(_, next) => onChange(multiple ? (next as ProductGroupOption[]).map((g) => g.id) : next ? [(next as unknown as ProductGroupOption).id] : [])}
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
      data-testid={testId}
    />
  );
}
