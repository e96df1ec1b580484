import { Autocomplete, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { distinctTags } from '@harmony/shared';
import type { FormFieldProps } from '../../types';

/**
 * Free tags (kind `tags`): typed and added with Enter or a comma, each a chip that can be removed; the value is
 * an array of strings, as distinctTags (shared) leaves it; the server applies the same rule again.
 */
export function TagsField({ field, control, label, error, readOnly }: FormFieldProps) {
  const [typed, setTyped] = useState('');
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: f }) => {
        const tags: string[] = Array.isArray(f.value) ? f.value : [];
        const add = (...texts: string[]) => {
          f.onChange(distinctTags([...tags, ...texts]));
          setTyped('');
        };
        return (
          <Autocomplete
            multiple
            freeSolo
            options={[]}
            value={tags}
            inputValue={typed}
            disabled={Boolean(readOnly)}
            onInputChange={(_e, text, reason) => {
              // Everything before the last comma becomes chips (a pasted "a, b, c" too); the rest stays typed.
              const parts = text.split(',');
              if (reason === 'input' && parts.length > 1) add(...parts.slice(0, -1));
              setTyped(reason === 'input' ? parts.at(-1)! : '');
            }}
            onChange={(_e, value) => f.onChange(distinctTags(value as string[]))}
            onBlur={() => {
              if (typed.trim()) add(typed);
              f.onBlur();
            }}
            renderValue={(value, getItemProps) =>
              value.map((tag, index) => <Chip size="small" label={tag} {...getItemProps({ index })} key={tag} />)}
            renderInput={(params) => (
              <TextField
                {...params}
                label={label}
                name={f.name}
                error={Boolean(error)}
                helperText={error ?? (typeof readOnly === 'string' ? readOnly : undefined)}
                slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': field.testId ?? `field-${field.name}` } }}
              />
            )}
          />
        );
      }}
    />
  );
}
