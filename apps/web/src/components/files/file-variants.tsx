import { Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { IMAGE_VARIANT_NAMES, type StoredFile } from '@harmony/shared';
import { formatFileSize } from '../../lib/i18n/file-size';
import { useLocale } from '../../lib/i18n/use-locale';
import { dimensionsOf } from './file-facts';

type Version = { name: string; url: string; width: number | null; height: number | null; size: number };

/** An image's renditions made at upload (thumbnail, medium, large) and the original: each one's size, and a link to it. */
export function FileVariants({ file }: { file: StoredFile }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const made: Version[] = IMAGE_VARIANT_NAMES.flatMap((name) => {
    const variant = file.variants?.[name];
    return variant ? [{ name, ...variant }] : [];
  });
  // A file without renditions (not an image, or one the server could not read) has nothing to list.
  if (made.length === 0) return null;
  const versions: Version[] = [...made, { name: 'original', url: file.url, width: file.width, height: file.height, size: file.size }];
  return (
    <Stack spacing={0.5} component="section" aria-labelledby={`file-variants-${file.id}`}>
      <Typography variant="subtitle2" component="h3" id={`file-variants-${file.id}`}>{t('filesLibrary.variants')}</Typography>
      <List dense disablePadding data-testid="file-variants">
        {versions.map((v) => (
          <ListItem key={v.name} disableGutters>
            <ListItemText
              primary={<Link href={v.url} target="_blank" rel="noopener" data-testid={`file-variant-${v.name}`}>{t(`filesLibrary.variant.${v.name}`)}</Link>}
              secondary={`${dimensionsOf(v)} · ${formatFileSize(v.size, locale)}`}
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
