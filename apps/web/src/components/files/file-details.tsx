import { Box, Button, Stack, Table, TableBody, TableCell, TableRow } from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '@harmony/shared';
import { capitalize, formatDateTime } from '../resource/renderers';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatFileSize } from '../../lib/i18n/file-size';
import { isImage } from './mime';
import { FileThumbnail } from './file-thumbnail';

/** The item modal of a file: a large preview of an image, the facts, and a link that opens or downloads it. */
export function FileDetails({ item }: { item: StoredFile & Record<string, unknown> }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const rows: [string, string][] = [
    ['name', item.name],
    ['size', formatFileSize(item.size, locale)],
    ['mime', item.mime],
    ['uploaded_by', item.uploaded_by?.name ?? '—'],
    ['created_at', formatDateTime(item.created_at, locale)],
    ...(item.attachable_type ? ([['attachable', `${item.attachable_type} #${item.attachable_id ?? ''}`]] as [string, string][]) : []),
  ];
  return (
    <Stack spacing={2}>
      {isImage(item.mime) ? (
        <Box component="img" src={item.url} alt={item.name} sx={{ maxWidth: '100%', maxHeight: '50vh', objectFit: 'contain', alignSelf: 'center' }} />
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
              <TableCell sx={{ wordBreak: 'break-all' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box>
        <Button href={item.url} target="_blank" rel="noopener" startIcon={<OpenInNew />} data-testid="file-open">
          {t('filesLibrary.open')}
        </Button>
      </Box>
    </Stack>
  );
}
