import { Box, Button, Stack, Table, TableBody, TableCell, TableRow } from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { fileContentPath, type StoredFile } from '@harmony/shared';
import { capitalize, formatDateTime } from '../resource/renderers';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatFileSize } from '../../lib/i18n/file-size';
import { isImage } from './mime';
import { dimensionsOf } from './file-facts';
import { FileThumbnail } from './file-thumbnail';
import { FileUsages } from './file-usages';
import { FileVariants } from './file-variants';

/**
 * The item modal of a file: a preview of an image (its medium variant), the facts (alt texts, folder, tags,
 * size in pixels), the image's variants, the records that use it, and a link that opens or downloads it.
 */
export function FileDetails({ item }: { item: StoredFile & Record<string, unknown> }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const image = isImage(item.mime);
  const rows: [string, string][] = [
    ['name', item.name],
    ['size', formatFileSize(item.size, locale)],
    ['mime', item.mime],
    ...(image ? ([['dimensions', dimensionsOf(item)], ['alt_pl', item.alt_pl || '—'], ['alt_en', item.alt_en || '—']] as [string, string][]) : []),
    ['folder', item.folder || t('filesLibrary.noFolder')],
    ['tags', item.tags?.length ? item.tags.join(', ') : '—'],
    ['uploaded_by', item.uploaded_by?.name ?? '—'],
    ['created_at', formatDateTime(item.created_at, locale)],
    ...(item.attachable_type ? ([['attachable', `${item.attachable_type} #${item.attachable_id ?? ''}`]] as [string, string][]) : []),
  ];
  return (
    <Stack spacing={2}>
      {image ? (
        <Box component="img" src={fileContentPath(item.id, 'medium')} alt={(locale === 'en' ? item.alt_en : item.alt_pl) || item.name} sx={{ maxWidth: '100%', maxHeight: '50vh', objectFit: 'contain', alignSelf: 'center' }} />
      ) : (
        <FileThumbnail file={item} size={96} />
      )}
      <Table size="small">
        <TableBody>
          {rows.map(([field, value]) => (
            <TableRow key={field}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500, width: '35%' }}>
                {capitalize(t(`filesLibrary.fields.${field}`))}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }} data-testid={`file-detail-${field}`}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <FileVariants file={item} />
      <FileUsages fileId={item.id} />
      <Box>
        <Button href={item.url} target="_blank" rel="noopener" startIcon={<OpenInNew />} data-testid="file-open">
          {t('filesLibrary.open')}
        </Button>
      </Box>
    </Stack>
  );
}
