import { useState } from 'react';
import { InputAdornment, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatAmount, parseGrosze } from '@harmony/shared';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useCan } from '../../../lib/can/use-can';
import { capitalize } from '../renderers';
import type { AnyResource, ResourceFilter } from '../types';
import { useOptions } from '../use-options';
import { SearchBox } from './search-box';

interface FilterProps {
  filter: ResourceFilter;
  label: string;
  value: string;
  onChange(value: string): void;
}

function SelectFilter({ filter, label, value, onChange }: FilterProps) {
  const { t } = useTranslation();
  const loaded = useOptions(filter.options);
  const options =
    filter.kind === 'boolean'
      ? [{ value: 'true', label: t('resourceList.yes') }, { value: 'false', label: t('resourceList.no') }]
      : loaded;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={options.some((o) => o.value === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': `filter-${filter.name}` } as object } }}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">
        <em>{t('resourceList.all')}</em>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** An amount typed in złote ("12,50"); the URL and the API get grosze. Applied on Enter or when the field is left. */
function MoneyFilter({ filter, label, value, onChange }: FilterProps) {
  const { locale } = useLocale();
  const shown = value === '' ? '' : formatAmount(Number(value), locale);
  const [text, setText] = useState<string | null>(null);
  const commit = () => {
    if (text === null) return;
    const grosze = parseGrosze(text, locale);
    if (grosze === null) onChange('');
    else if (Number.isFinite(grosze) && grosze >= 0) onChange(String(grosze));
    setText(null);
  };
  return (
    <TextField
      size="small"
      label={label}
      value={text ?? shown}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      slotProps={{
        htmlInput: { 'data-testid': `filter-${filter.name}`, inputMode: 'decimal' },
        inputLabel: { shrink: true },
        input: { endAdornment: <InputAdornment position="end">zł</InputAdornment> },
      }}
      sx={{ width: 140 }}
    />
  );
}

function ListFilter(props: FilterProps) {
  const { filter, label, value, onChange } = props;
  if (filter.kind === 'select' || filter.kind === 'boolean') return <SelectFilter {...props} />;
  if (filter.kind === 'money') return <MoneyFilter {...props} />;
  if (filter.kind === 'date') {
    return (
      <TextField
        size="small"
        type="date"
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': `filter-${filter.name}` }, inputLabel: { shrink: true } }}
      />
    );
  }
  return <SearchBox value={value} onChange={onChange} label={label} testId={`filter-${filter.name}`} icon={false} />;
}

/** The resource's declared filters; each change lands in the URL (and so in the API query). */
export function ListFilters({ resource, values, onChange }: { resource: AnyResource; values: Record<string, string>; onChange(name: string, value: string): void }) {
  const { t } = useTranslation();
  const allows = useCan();
  const shown = (resource.list.filters ?? []).filter((f) => !f.permission || allows({ permission: f.permission }));
  return (
    <>
      {shown.map((filter) => (
        <ListFilter
          key={filter.name}
          filter={filter}
          label={capitalize(t(filter.label ?? resource.labelKey(filter.name)))}
          value={values[filter.name] ?? ''}
          onChange={(value) => onChange(filter.name, value)}
        />
      ))}
    </>
  );
}
