import type { ComponentType, ReactNode } from 'react';
import { Box, Stack } from '@mui/material';
import { fileContentPath, TIMEZONE, type Locale } from '@harmony/shared';
import { dateFormat } from '../../lib/i18n/intl-formats';
import type { RenderContext, ResourceRow } from './types';

/** Ready-made cell renderers for declarations: `render: colorSwatch('color')`. */
export function ColorSwatch({ color }: { color: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <Box
        aria-hidden="true"
        data-testid="color-swatch"
        sx={{ width: 20, height: 20, borderRadius: 1, bgcolor: color, border: 1, borderColor: 'divider', flexShrink: 0 }}
      />
      <Box component="span" sx={{ fontFamily: 'monospace' }}>
        {color}
      </Box>
    </Stack>
  );
}

export const colorSwatch =
  (field: string) =>
  (row: ResourceRow): ReactNode =>
    typeof row[field] === 'string' ? <ColorSwatch color={row[field]} /> : null;

/** A value shown through i18n: `translated('applies_to', 'appliesTo')` → t('appliesTo.projects'). */
export const translated =
  (field: string, prefix: string) =>
  (row: ResourceRow, { t }: RenderContext): string => {
    const value = row[field];
    return value === null || value === undefined || value === '' ? '' : t(`${prefix}.${String(value)}`, { defaultValue: String(value) });
  };

export function formatDateTime(value: unknown, locale: Locale): string {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: TIMEZONE }).format(date);
}

export const dateTime =
  (field: string) =>
  (row: ResourceRow, { locale }: RenderContext): string =>
    formatDateTime(row[field], locale);

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Any value as readable text (the item modal's fallback for fields without a renderer); timestamps in local time. */
export function plainValue(value: unknown, locale?: Locale): string {
  if (value === null || value === undefined || value === '') return '—';
  if (locale && typeof value === 'string' && ISO_DATE_TIME.test(value)) return formatDateTime(value, locale);
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Upper-cases the first letter: the catalogue's field labels are lower case for use inside messages. */
export const capitalize = (text: string): string => (text ? text[0]!.toLocaleUpperCase() + text.slice(1) : text);

/**
 * A list row's picture (the thumbnail variant of the library image in `field`) in a 48 px square, or
 * `Fallback` greyed: `render: thumbnail('main_image_id', Inventory, 'product-thumb')`.
 */
export const thumbnail =
  (field: string, Fallback: ComponentType<{ color: 'disabled' }>, testId: string) =>
  (row: ResourceRow) => {
    const id = row[field] as number | null | undefined;
    return (
      <Box sx={{ width: 48, height: 48, borderRadius: 1, overflow: 'hidden', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover' }}>
        {id ? (
          <Box component="img" src={fileContentPath(id, 'thumbnail')} alt="" loading="lazy" data-testid={`${testId}-${String(row.id)}`}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <Fallback color="disabled" />
        )}
      </Box>
    );
  };
