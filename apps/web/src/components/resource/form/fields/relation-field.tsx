import { useMemo, useState, type UIEvent } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormFieldProps } from '../../types';
import { idsOf, type RelationOption } from './options-api';
import { useRelationOptions } from './use-relation-options';

/** Near the listbox's end (in rows of slack), the next page loads. */
const SCROLL_SLACK_PX = 48;

/**
 * A record of another resource, searched as you type against `<optionsPath>/options` and paged as the list
 * scrolls. The value is the id (or, with `multiple`, the ids); the chosen records' names come from `ids=`.
 */
export function RelationField({ field, control, label, error, readOnly }: FormFieldProps) {
  const { t } = useTranslation();
  const { field: f } = useController({ name: field.name, control });
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const chosen = idsOf(f.value);
  const { options, optionOf, loading, more } = useRelationOptions(field.optionsPath ?? '', search, chosen, open);
  const multiple = Boolean(field.multiple);
  const chosenKey = chosen.join(',');
  // One value object per choice and label (chosenKey stands for the ids): a new one each render would reset the input's text while typing.
  const value = useMemo(
    () => (multiple ? chosen.map(optionOf) : chosen[0] !== undefined ? optionOf(chosen[0]) : null),
    [chosenKey, multiple, optionOf],
  );
  const onScroll = (e: UIEvent<HTMLElement>) => {
    const box = e.currentTarget;
    if (box.scrollTop + box.clientHeight >= box.scrollHeight - SCROLL_SLACK_PX) more();
  };
  const testId = field.testId ?? `field-${field.name}`;

  return (
    <Autocomplete<RelationOption, boolean>
      multiple={multiple}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value as never}
      onChange={(_, next) => f.onChange(multiple ? (next as RelationOption[]).map((o) => o.id) : ((next as RelationOption | null)?.id ?? null))}
      // The input shows the chosen record's name (Autocomplete's own text); only typing searches.
      onInputChange={(_, text, reason) => setSearch(reason === 'input' ? text : '')}
      // The server searches (diacritics and all): the options are shown as they come.
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      loadingText={t('fieldKinds.relation.loading')}
      noOptionsText={t('fieldKinds.relation.noOptions')}
      disabled={Boolean(readOnly)}
      renderValue={
        multiple
          ? (chips, getItemProps) =>
              (chips as RelationOption[]).map((o, index) => <Chip key={o.id} size="small" label={o.label} {...getItemProps({ index })} />)
          : undefined
      }
      slotProps={{ listbox: { onScroll, 'data-testid': `${testId}-options` } as object }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={f.name}
          inputRef={f.ref}
          onBlur={f.onBlur}
          error={Boolean(error)}
          helperText={error ?? (typeof readOnly === 'string' ? readOnly : undefined)}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}
