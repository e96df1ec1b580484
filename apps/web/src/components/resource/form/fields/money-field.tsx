import { useEffect, useState } from 'react';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatMoney, grossOf, parseGrosze, VAT_RATES, type VatRate } from '@harmony/shared';
import type { FormFieldProps } from '../../types';
import { useFieldLocale } from './field-locale';

const EXEMPT = 'zw';
const vatToSelect = (rate: unknown) => (rate === null || rate === undefined || rate === '' ? EXEMPT : String(rate));
const selectToVat = (value: string): VatRate => (value === EXEMPT ? null : Number(value));

/** The amount's text for a value from outside (a loaded record, a reset): empty for none. */
const textOf = (value: unknown, locale: 'pl' | 'en') => (typeof value === 'number' && Number.isFinite(value) ? formatAmount(value, locale) : '');

/**
 * PLN typed as złote ("1 234,56" in Polish, "1,234.56" in English) and kept as integer grosze. What can't be
 * read becomes NaN, which the shared schema refuses, so a typo never saves as "no amount". With `vatField`,
 * the VAT rate's select sits beside it and the gross amount shows underneath (the amount is net).
 */
export function MoneyField({ field, control, label, error, readOnly }: FormFieldProps) {
  const { t } = useTranslation();
  const locale = useFieldLocale();
  const { field: f } = useController({ name: field.name, control });
  const [text, setText] = useState(() => textOf(f.value, locale));
  const vat = useWatch({ control, name: field.vatField ?? '__none__', disabled: !field.vatField }) as VatRate | undefined;

  // A value set from outside (reset, a loaded record, a language switch) replaces what is shown unless it already says it.
  useEffect(() => {
    setText((shown) => (parseGrosze(shown, locale) === f.value ? shown : textOf(f.value, locale)));
  }, [f.value, locale]);

  const unreadable = typeof f.value === 'number' && Number.isNaN(f.value);
  const gross = field.vatField && typeof f.value === 'number' && Number.isFinite(f.value) ? t('fieldKinds.money.gross', { amount: formatMoney(grossOf(f.value, vat ?? null), locale) }) : undefined;
  const helper = error ?? (unreadable ? t('fieldKinds.money.invalid') : undefined) ?? (typeof readOnly === 'string' ? readOnly : gross);

  return (
    <Stack direction="row" spacing={1}>
      <TextField
        fullWidth
        label={label}
        name={f.name}
        inputRef={f.ref}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          f.onChange(parseGrosze(e.target.value, locale));
        }}
        onBlur={() => {
          if (typeof f.value === 'number' && Number.isFinite(f.value)) setText(formatAmount(f.value, locale));
          f.onBlur();
        }}
        error={Boolean(error) || unreadable}
        helperText={helper}
        slotProps={{
          htmlInput: { 'data-testid': field.testId ?? `field-${field.name}`, inputMode: 'decimal', readOnly: Boolean(readOnly) },
          input: { endAdornment: <InputAdornment position="end">{locale === 'pl' ? 'zł' : 'PLN'}</InputAdornment> },
        }}
      />
      {field.vatField && <VatSelect name={field.vatField} control={control} disabled={Boolean(readOnly)} />}
    </Stack>
  );
}

function VatSelect({ name, control, disabled }: { name: string; control: FormFieldProps['control']; disabled: boolean }) {
  const { t } = useTranslation();
  const { field: f } = useController({ name, control });
  return (
    <TextField
      select
      label={t('fieldKinds.money.vat')}
      value={vatToSelect(f.value)}
      onChange={(e) => f.onChange(selectToVat(e.target.value))}
      disabled={disabled}
      sx={{ minWidth: 96 }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': `field-${name}` } as object } }}
    >
      {VAT_RATES.map((rate) => (
        <MenuItem key={vatToSelect(rate)} value={vatToSelect(rate)}>
          {rate === null ? t('fieldKinds.money.exempt') : `${rate}%`}
        </MenuItem>
      ))}
    </TextField>
  );
}
