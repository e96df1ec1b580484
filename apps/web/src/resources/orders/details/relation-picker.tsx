import { useState, type UIEvent } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { RelationOption } from '@harmony/shared';
import { useRelationOptions } from '../../../components/resource/form/fields/use-relation-options';

/**
 * Picks one record of a resource's `/options` (customers, products) outside an engine form: the engine's own
 * search-as-you-type (debounced, paged as the list scrolls), with the order screen's own value and handler.
 */
export function RelationPicker({ path, label, value, onPick, testId }: {
  path: string; label: string; value?: RelationOption | null; onPick: (option: RelationOption | null) => void; testId: string;
}) {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const { options, loading, more } = useRelationOptions(path, search, [], open);
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 280 }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      loading={loading}
      value={value ?? null}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_, text) => setSearch(text)}
      onChange={(_, option) => onPick(option)}
      slotProps={{ listbox: { onScroll: (e: UIEvent<HTMLElement>) => {
        const box = e.currentTarget;
        if (box.scrollTop + box.clientHeight >= box.scrollHeight - 40) more();
      } } as object }}
      renderInput={(params) => <TextField {...params} label={label} data-testid={testId} />}
    />
  );
}
