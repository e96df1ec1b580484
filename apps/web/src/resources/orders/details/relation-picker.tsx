import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { RelationOption } from '@harmony/shared';
import { searchOptions } from './order-api';

/** Search-as-you-type over a resource's `/options` (customers, products): picks one record. */
export function RelationPicker({ path, label, value, onPick, testId }: {
  path: string; label: string; value?: RelationOption | null; onPick: (option: RelationOption | null) => void; testId: string;
}) {
  const [search, setSearch] = useState('');
  const options = useQuery({ queryKey: ['options', path, search], queryFn: () => searchOptions(path, search), staleTime: 30_000 });
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 280 }}
      options={options.data ?? []}
      value={value ?? null}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_, text) => setSearch(text)}
      onChange={(_, option) => onPick(option)}
      renderInput={(params) => <TextField {...params} label={label} data-testid={testId} />}
    />
  );
}
