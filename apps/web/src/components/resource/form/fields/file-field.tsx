import { useState } from 'react';
import { Box, Button, Chip, FormControl, FormHelperText, FormLabel, IconButton, Stack, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import Cancel from '@mui/icons-material/Cancel';
import InsertDriveFile from '@mui/icons-material/InsertDriveFileOutlined';
import { useQuery } from '@tanstack/react-query';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { filesContract } from '@harmony/shared';
import type { FormFieldProps } from '../../types';
import { FilePickerDialog } from './file-picker-dialog';
import { contentUrl } from './library-api';
import { fetchOptions, idsOf } from './options-api';

/**
 * A file (or, with `multiple`, files) from the files library: the value is the id (ids). `image` fields pick
 * among images and show them; the names of saved choices come from the library's options (`ids=`).
 */
export function FileField({ field, control, label, error, readOnly }: FormFieldProps) {
  const { t } = useTranslation();
  const { field: f } = useController({ name: field.name, control });
  const [open, setOpen] = useState(false);
  const [known, setKnown] = useState<Map<number, string>>(new Map());
  const images = field.kind === 'image';
  const multiple = Boolean(field.multiple);
  const chosen = idsOf(f.value);
  const testId = field.testId ?? `field-${field.name}`;
  const unnamed = chosen.filter((id) => !known.has(id));
  const names = useQuery({
    queryKey: ['relation-options', filesContract.path, 'ids', unnamed.join(',')],
    queryFn: ({ signal }) => fetchOptions(filesContract.path, { ids: unnamed, per_page: unnamed.length }, signal),
    enabled: unnamed.length > 0,
    staleTime: 60_000,
    retry: false,
  });
  const nameOf = (id: number) => known.get(id) ?? names.data?.data.find((o) => o.id === id)?.label ?? `#${id}`;
  const set = (ids: number[]) => f.onChange(multiple ? ids : (ids[0] ?? null));

  return (
    <FormControl fullWidth error={Boolean(error)}>
      <FormLabel sx={{ mb: 1 }}>{label}</FormLabel>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }} data-testid={testId}>
        {chosen.length === 0 && <Typography color="text.secondary">{t('fieldKinds.files.none')}</Typography>}
        {chosen.map((id) =>
          images ? (
            <Box key={id} sx={{ position: 'relative' }}>
              <Box component="img" src={contentUrl(id, 'thumbnail')} alt={nameOf(id)} sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', display: 'block' }} />
              {!readOnly && (
                <IconButton
                  size="small"
                  aria-label={t('fieldKinds.files.remove', { name: nameOf(id) })}
                  onClick={() => set(chosen.filter((x) => x !== id))}
                  sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
                >
                  <Close fontSize="small" />
                </IconButton>
              )}
            </Box>
          ) : (
            <Chip
              key={id}
              icon={<InsertDriveFile />}
              label={nameOf(id)}
              component="a"
              href={contentUrl(id)}
              target="_blank"
              clickable
              onDelete={readOnly ? undefined : () => set(chosen.filter((x) => x !== id))}
              deleteIcon={<Cancel role="button" aria-label={t('fieldKinds.files.remove', { name: nameOf(id) })} aria-hidden={false} />}
            />
          ),
        )}
        {!readOnly && (
          <Button variant="outlined" size="small" onClick={() => setOpen(true)} data-testid={`${testId}-choose`}>
            {t(images ? 'fieldKinds.files.chooseImage' : 'fieldKinds.files.chooseFile')}
          </Button>
        )}
      </Stack>
      {(error ?? typeof readOnly === 'string') && <FormHelperText>{error ?? (readOnly as string)}</FormHelperText>}
      <FilePickerDialog
        open={open}
        images={images}
        multiple={multiple}
        chosen={chosen}
        testId={testId}
        onClose={() => setOpen(false)}
        onPick={(files) => {
          setKnown((now) => new Map([...now, ...files.map((file) => [file.id, file.name] as const)]));
          set(multiple ? [...new Set([...chosen, ...files.map((file) => file.id)])] : files.slice(0, 1).map((file) => file.id));
          setOpen(false);
          f.onBlur();
        }}
      />
    </FormControl>
  );
}
