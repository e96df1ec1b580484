import { Box } from '@mui/material';
import Description from '@mui/icons-material/DescriptionOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import TableChart from '@mui/icons-material/TableChartOutlined';
import { fileContentPath, type StoredFile } from '@harmony/shared';
import { isImage } from './mime';

function TypeIcon({ mime }: { mime: string }) {
  if (mime === 'application/pdf') return <PictureAsPdf color="error" />;
  if (mime.includes('spreadsheet') || mime === 'text/csv') return <TableChart color="success" />;
  return <Description color="action" />;
}

/** An image's thumbnail variant (the original when it has none), or an icon of the file's type. */
export function FileThumbnail({ file, size = 48 }: { file: Pick<StoredFile, 'id' | 'name' | 'mime'>; size?: number }) {
  return (
    <Box
      sx={{
        width: size, height: size, borderRadius: 1, overflow: 'hidden', flexShrink: 0, display: 'flex', alignItems: 'center',
        justifyContent: 'center', bgcolor: 'action.hover', border: 1, borderColor: 'divider',
      }}
    >
      {isImage(file.mime) ? (
        <Box component="img" src={fileContentPath(file.id, 'thumbnail')} alt={file.name} loading="lazy" data-testid={`file-thumb-${file.id}`} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <TypeIcon mime={file.mime} />
      )}
    </Box>
  );
}
