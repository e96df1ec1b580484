import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormFieldProps } from '../../types';
import { treeRows } from '../../list/tree-rows';
import { fetchOptions, OPTIONS_MAX_PER_PAGE, type RelationOption } from './options-api';

/** Every option of a tree, page after page: a tree shown in part would hide where a node belongs. */
async function wholeTree(path: string, signal: AbortSignal): Promise<RelationOption[]> {
  const first = await fetchOptions(path, { page: 1, per_page: OPTIONS_MAX_PER_PAGE }, signal);
  const rest = await Promise.all(
    Array.from({ length: first.meta.last_page - 1 }, (_, i) => fetchOptions(path, { page: i + 2, per_page: OPTIONS_MAX_PER_PAGE }, signal)),
  );
  return [first, ...rest].flatMap((p) => p.data);
}

/**
 * A node of a tree (categories, pages): its options from `<optionsPath>/options` shown indented under their
 * parents; the value is the id or null — or, with `multiple` (a product's categories), the list of ids.
 */
export function TreeField({ field, control, label, error, readOnly }: FormFieldProps) {
  const { t } = useTranslation();
  const { field: f } = useController({ name: field.name, control });
  const path = field.optionsPath ?? '';
  const tree = useQuery({ queryKey: ['relation-options', path, 'tree'], queryFn: ({ signal }) => wholeTree(path, signal), staleTime: 60_000 });
  const rows = treeRows(tree.data ?? []);
  const known = (id: unknown) => rows.some((r) => r.node.id === Number(id));
  const labelOf = (id: string) => rows.find((r) => String(r.node.id) === id)?.node.label ?? '';
  // Until the tree arrives a chosen id has no item: shown empty rather than warned about.
  const chosen = field.multiple
    ? { value: Array.isArray(f.value) ? (f.value as unknown[]).filter(known).map(String) : [], change: (v: unknown) => f.onChange((v as string[]).map(Number)) }
    : { value: known(f.value) ? String(f.value) : '', change: (v: unknown) => f.onChange(v === '' ? null : Number(v)) };
  return (
    <TextField
      select
      fullWidth
      label={label}
      name={f.name}
      inputRef={f.ref}
      onBlur={f.onBlur}
      value={chosen.value}
      onChange={(e) => chosen.change(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? (typeof readOnly === 'string' ? readOnly : undefined)}
      disabled={Boolean(readOnly)}
      slotProps={{
        select: {
          ...(field.multiple ? { multiple: true, renderValue: (ids: unknown) => (ids as string[]).map(labelOf).join(', ') } : {}),
          SelectDisplayProps: { 'data-testid': field.testId ?? `field-${field.name}` } as object,
        },
      }}
    >
      {!field.multiple && (
        <MenuItem value="">
          <em>{t('fieldKinds.tree.none')}</em>
        </MenuItem>
      )}
      {rows.map(({ node, depth }) => (
        <MenuItem key={node.id} value={String(node.id)} sx={{ pl: 2 + depth * 2.5 }} data-depth={depth}>
          {node.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
