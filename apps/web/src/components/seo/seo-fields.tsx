import { Box, Stack, TextField, Typography } from '@mui/material';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import type { FormFieldProps } from '../resource/types';

/** What a search result shows of a title and a description (Google cuts them near these lengths). */
export const SEO_TITLE_SHOWN = 60;
export const SEO_DESCRIPTION_SHOWN = 160;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * The SEO title and description (`seo_title`, `seo_description`), each with its length, and how a search result
 * would show the record: its title falls back to the record's `titleField`, its address is the slug. `labels`:
 * the resource's label group. Declared on `seo_title` (`kind: 'custom'`, `wide`); `seo_description` is a
 * hidden field beside it so the form starts with its value.
 */
export function seoFields(labels: string, titleField: string): ComponentType<FormFieldProps> {
  return function SeoFields({ control, errorAt }: FormFieldProps) {
    const { t } = useTranslation();
    const [title, description, name, slug] = useWatch({ control, name: ['seo_title', 'seo_description', titleField, 'slug'] }) as string[];
    const input = (field: 'seo_title' | 'seo_description', shown: number) => (
      <Controller name={field} control={control} render={({ field: f }) => {
        const error = errorAt?.(field, t(`${labels}.${field}`));
        return (
          <TextField fullWidth label={t(`${labels}.${field}`)} value={f.value ?? ''} onChange={(e) => f.onChange(e.target.value)} onBlur={f.onBlur}
            multiline={field === 'seo_description'} error={Boolean(error)}
            helperText={error ?? t('fieldKinds.seo.length', { count: String(f.value ?? '').length, shown })}
            slotProps={{ htmlInput: { 'data-testid': `field-${field}` } }} />
        );
      }} />
    );
    const shownTitle = cut(title || name || '', SEO_TITLE_SHOWN);
    return (
      <Stack spacing={2}>
        {input('seo_title', SEO_TITLE_SHOWN)}
        {input('seo_description', SEO_DESCRIPTION_SHOWN)}
        <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="seo-preview" aria-label={t('fieldKinds.seo.preview')}>
          <Typography variant="caption" color="text.secondary">{t('fieldKinds.seo.preview')}</Typography>
          <Typography sx={{ color: '#1a0dab', fontSize: 18 }}>{shownTitle || '—'}</Typography>
          <Typography variant="body2" sx={{ color: '#006621' }}>{`…/${slug || '…'}`}</Typography>
          <Typography variant="body2" color="text.secondary">{cut(description ?? '', SEO_DESCRIPTION_SHOWN)}</Typography>
        </Box>
      </Stack>
    );
  };
}
