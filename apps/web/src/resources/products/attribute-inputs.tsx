import { useEffect } from 'react';
import { Box, Chip, FormControlLabel, FormHelperText, InputAdornment, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Controller, useController, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProductAttributeValueWire, TypeAttribute } from '@harmony/shared';
import { api } from '../../lib/api';
import { useFieldLocale } from '../../components/resource/form/fields/field-locale';
import { RICH_FIELDS } from '../../components/resource/form/fields/rich-fields';
import type { FormFieldProps } from '../../components/resource/types';
import { typeAttributesPath } from './product-options';

/** An attribute's empty value in the wire shape (the API drops the empty ones of optional attributes). */
const blank = (a: TypeAttribute): ProductAttributeValueWire => ({ attribute_id: a.id, value: '', value_ids: [], file_id: null });

/**
 * The form's values aligned with the type's attributes: one entry per attribute, in the type's order, keeping
 * what was entered. Sending all of them in that order puts a 422 on `attribute_values.3.value` under input 4.
 */
export function alignValues(attrs: TypeAttribute[], current: ProductAttributeValueWire[]): ProductAttributeValueWire[] {
  return attrs.map((a) => {
    const had = current.find((v) => v.attribute_id === a.id);
    return had ? { ...blank(a), ...had, value: had.value ?? '', value_ids: had.value_ids ?? [], file_id: had.file_id ?? null } : blank(a);
  });
}

const sameIds = (a: ProductAttributeValueWire[], b: ProductAttributeValueWire[]) =>
  a.length === b.length && a.every((v, i) => v.attribute_id === b[i]!.attribute_id);

interface InputProps {
  attr: TypeAttribute;
  index: number;
  control: Control<FieldValues>;
  label: string;
  error?: string;
  locale: 'pl' | 'en';
}

/** One attribute's input by its kind. */
function AttributeInput({ attr, index, control, label, error, locale }: InputProps) {
  const base = `attribute_values.${index}`;
  const testId = `attribute-${attr.code}`;
  const choiceLabel = (c: TypeAttribute['values'][number]) => (locale === 'en' ? c.value_en || c.value_pl : c.value_pl);
  switch (attr.kind) {
    case 'richText':
    case 'file': {
      const Rich = RICH_FIELDS[attr.kind];
      const name = attr.kind === 'file' ? `${base}.file_id` : `${base}.value`;
      return <Rich field={{ name, kind: attr.kind, testId }} control={control} label={label} error={error} />;
    }
    case 'boolean':
      return (
        <Controller name={`${base}.value`} control={control} render={({ field: f }) => (
          <Box>
            <FormControlLabel label={label} control={
              <Switch checked={f.value === 'true'} onChange={(e) => f.onChange(e.target.checked ? 'true' : 'false')} slotProps={{ input: { 'data-testid': testId } as object }} />
            } />
            {error && <FormHelperText error>{error}</FormHelperText>}
          </Box>
        )} />
      );
    case 'select':
      return (
        <Controller name={`${base}.value_ids`} control={control} render={({ field: f }) => (
          <TextField select fullWidth label={label} value={(f.value as number[] | undefined)?.[0] ?? ''} error={Boolean(error)} helperText={error}
            onChange={(e) => f.onChange(e.target.value === '' ? [] : [Number(e.target.value)])}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}>
            <MenuItem value=""><em>—</em></MenuItem>
            {attr.values.map((c) => <MenuItem key={c.id} value={c.id}>{choiceLabel(c)}</MenuItem>)}
          </TextField>
        )} />
      );
    case 'multiselect':
    case 'color':
      return (
        <Controller name={`${base}.value_ids`} control={control} render={({ field: f }) => {
          const chosen = (f.value as number[] | undefined) ?? [];
          const toggle = (id: number) => {
            if (attr.kind === 'color') f.onChange(chosen.includes(id) ? [] : [id]);
            else f.onChange(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
          };
          return (
            <Box role="group" aria-label={label} data-testid={testId}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>{label}</Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
                {attr.values.map((c) => (
                  <Chip key={c.id} label={choiceLabel(c)} clickable onClick={() => toggle(c.id)} aria-pressed={chosen.includes(c.id)}
                    color={chosen.includes(c.id) ? 'primary' : 'default'} variant={chosen.includes(c.id) ? 'filled' : 'outlined'}
                    icon={attr.kind === 'color' && c.color ? <Box component="span" sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: c.color, border: 1, borderColor: 'divider' }} /> : undefined}
                    data-testid={`${testId}-${c.id}`} />
                ))}
              </Stack>
              {error && <FormHelperText error>{error}</FormHelperText>}
            </Box>
          );
        }} />
      );
    default: {
      const type = attr.kind === 'date' ? 'date' : 'text';
      return (
        <Controller name={`${base}.value`} control={control} render={({ field: f }) => (
          <TextField fullWidth type={type} label={label} value={f.value ?? ''} onChange={(e) => f.onChange(e.target.value)} onBlur={f.onBlur}
            error={Boolean(error)} helperText={error}
            slotProps={{
              htmlInput: { 'data-testid': testId, ...(attr.kind === 'number' ? { inputMode: 'decimal' } : {}) },
              inputLabel: type === 'date' ? { shrink: true } : undefined,
              input: attr.unit ? { endAdornment: <InputAdornment position="end">{attr.unit}</InputAdornment> } : undefined,
            }} />
        )} />
      );
    }
  }
}

/**
 * The product type's attribute inputs (a `custom` field on `attribute_values`): when a type is chosen, its
 * attributes come from GET /api/products/types/{id}/attributes and each gets the input of its kind.
 */
export function AttributeInputs({ control, error, errorAt }: FormFieldProps) {
  const { t } = useTranslation();
  const locale = useFieldLocale();
  const typeId = useWatch({ control, name: 'product_type_id' }) as number | string | null | undefined;
  const id = typeId ? Number(typeId) : null;
  const { field } = useController({ control, name: 'attribute_values' });
  const { data: attrs = [], isSuccess } = useQuery({
    queryKey: ['products', 'type-attributes', id],
    queryFn: async () => {
      const res = await api.get<TypeAttribute[] | { data: TypeAttribute[] }>(typeAttributesPath(id!), { silent: true });
      return Array.isArray(res) ? res : res.data;
    },
    enabled: id !== null,
  });
  const shown = id === null ? [] : attrs;
  const current = (field.value as ProductAttributeValueWire[] | undefined) ?? [];
  useEffect(() => {
    // While the type's attributes load, the record's values stay as they are.
    if (id !== null && !isSuccess) return;
    const aligned = alignValues(shown, current);
    if (!sameIds(aligned, current)) field.onChange(aligned);
  });
  if (!shown.length) return null;
  return (
    <Stack spacing={2} data-testid="attribute-inputs">
      <Typography variant="subtitle2">{t('products.attributesHeading')}</Typography>
      {shown.map((attr, index) => {
        const name = locale === 'en' ? attr.name_en || attr.name_pl : attr.name_pl;
        const label = attr.required ? `${name} *` : name;
        const at = (leaf: string) => errorAt?.(`attribute_values.${index}.${leaf}`, name);
        return (
          <AttributeInput key={attr.id} attr={attr} index={index} control={control} label={label} locale={locale}
            error={at('value') ?? at('value_ids') ?? at('file_id') ?? at('attribute_id')} />
        );
      })}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
