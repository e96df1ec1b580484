import OpenInNew from '@mui/icons-material/OpenInNew';
import type { StoredFile } from '@harmony/shared';
import type { RenderContext, RowAction } from '../../components/resource/types';
import { formatFileSize } from '../../lib/i18n/file-size';
import { FileThumbnail } from '../../components/files/file-thumbnail';
import { dimensionsOf } from '../../components/files/file-facts';

type Row = StoredFile & Record<string, unknown>;

/** Cell renderers of the files library. */
export const previewCell = (row: Row) => <FileThumbnail file={row} />;
export const sizeCell = (row: Row, { locale }: RenderContext) => formatFileSize(row.size, locale);
export const uploaderCell = (row: Row) => row.uploaded_by?.name ?? '—';
export const tagsCell = (row: Row) => (row.tags ?? []).join(', ');
export const dimensionsCell = (row: Row) => dimensionsOf(row);

/** Opens (images, PDFs) or downloads the file in a new tab. */
export const openFileAction: RowAction<Row> = {
  key: 'open',
  label: 'filesLibrary.open',
  icon: <OpenInNew />,
  testId: (row) => `file-open-${row.id}`,
  run: (row) => window.open(row.url, '_blank', 'noopener'),
};
