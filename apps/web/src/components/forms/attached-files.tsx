import { Link, List, ListItem, Typography } from '@mui/material';
import AttachFile from '@mui/icons-material/AttachFile';
import { fileContentPath } from '@harmony/shared';
import { formatFileSize } from '../../lib/i18n/file-size';
import { useLocale } from '../../lib/i18n/use-locale';

export interface AttachedFile {
  id: number;
  field: string;
  name: string;
  size: number;
}

/**
 * An answer's or a message's files as download links (GET /api/files/{id}/content; the API lets whoever may read
 * the forms have them), each with its size and, given `labelOf`, the label of the field it came in. `testId` prefixes each link's id.
 */
export function AttachedFiles({ files, labelOf, testId, empty }: { files: readonly AttachedFile[]; labelOf?: (field: string) => string; testId: string; empty: string }) {
  const { locale } = useLocale();
  if (!files.length) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <List dense disablePadding>
      {files.map((file) => (
        <ListItem key={file.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
          <AttachFile fontSize="small" aria-hidden />
          {labelOf && <Typography component="span" color="text.secondary">{labelOf(file.field)}:</Typography>}
          <Link href={fileContentPath(file.id)} download={file.name} data-testid={`${testId}-${file.id}`}>
            {file.name}
          </Link>
          <Typography component="span" variant="body2" color="text.secondary">
            ({formatFileSize(file.size, locale)})
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
