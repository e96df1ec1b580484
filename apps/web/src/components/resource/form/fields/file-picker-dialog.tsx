import { useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, ButtonBase, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Pagination, Stack, TextField, Typography } from '@mui/material';
import InsertDriveFile from '@mui/icons-material/InsertDriveFileOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '@harmony/shared';
import { UploadProgress } from '../../../files/upload-progress';
import { contentUrl, fetchLibrary, isImageMime, uploadToLibrary } from './library-api';

export interface FilePickerDialogProps {
  open: boolean;
  images: boolean;
  multiple: boolean;
  /** Already chosen: shown ticked. */
  chosen: number[];
  testId: string;
  onClose(): void;
  onPick(files: Pick<StoredFile, 'id' | 'name' | 'mime'>[]): void;
}

/** The files library in a dialog: pick existing files (images only for an image field) or upload a new one, which is then picked. */
export function FilePickerDialog({ open, images, multiple, chosen, testId, onClose, onPick }: FilePickerDialogProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Map<number, StoredFile>>(new Map());
  // The share sent of the upload under way (null: none).
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;
  const input = useRef<HTMLInputElement>(null);
  const library = useQuery({
    queryKey: ['files-library-picker', images, search, page],
    queryFn: ({ signal }) => fetchLibrary({ search, page, images }, signal),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const files = library.data?.data ?? [];
  const isPicked = (id: number) => picked.has(id) || (!multiple ? false : chosen.includes(id));
  const toggle = (file: StoredFile) =>
    setPicked((now) => {
      const next = new Map(multiple ? now : []);
      if (now.has(file.id)) next.delete(file.id);
      else next.set(file.id, file);
      return next;
    });
  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setProgress(0);
    try {
      const stored = await uploadToLibrary(file, setProgress);
      void client.invalidateQueries({ queryKey: ['files-library-picker'] });
      onPick(stored.data);
    } catch {
      // The api client has shown the server's refusal as an alert.
    } finally {
      setProgress(null);
    }
  };
  const close = () => {
    setPicked(new Map());
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" data-testid={`${testId}-dialog`}>
      <DialogTitle>{t(images ? 'fieldKinds.files.chooseImage' : 'fieldKinds.files.chooseFile')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ mb: 2, mt: 1 }}>
          <TextField
            size="small"
            fullWidth
            label={t('fieldKinds.files.search')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            slotProps={{ htmlInput: { 'data-testid': `${testId}-search` } }}
          />
          <Button variant="outlined" startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />} disabled={uploading} onClick={() => input.current?.click()} sx={{ flexShrink: 0 }}>
            {t(uploading ? 'fieldKinds.files.uploading' : 'fieldKinds.files.upload')}
          </Button>
          <input ref={input} type="file" hidden accept={images ? 'image/*' : undefined} onChange={(e) => void upload(e)} data-testid={`${testId}-upload`} />
        </Stack>
        {progress !== null && <Box sx={{ mb: 2 }}><UploadProgress fraction={progress} /></Box>}
        {files.length === 0 && !library.isFetching && <Typography color="text.secondary">{t('fieldKinds.files.empty')}</Typography>}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}>
          {files.map((file) => (
            <ButtonBase
              key={file.id}
              onClick={() => toggle(file)}
              aria-pressed={isPicked(file.id)}
              data-testid={`${testId}-pick-${file.id}`}
              sx={{ flexDirection: 'column', p: 1, borderRadius: 1, border: 2, borderColor: isPicked(file.id) ? 'primary.main' : 'transparent', bgcolor: 'action.hover' }}
            >
              {isImageMime(file.mime) ? (
                <Box component="img" src={contentUrl(file.id, 'thumbnail')} alt="" loading="lazy" sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 0.5 }} />
              ) : (
                <InsertDriveFile sx={{ fontSize: 56, my: 2 }} color="action" />
              )}
              <Typography variant="caption" noWrap sx={{ maxWidth: '100%' }}>
                {file.name}
              </Typography>
            </ButtonBase>
          ))}
        </Box>
        {(library.data?.meta.last_page ?? 1) > 1 && (
          <Pagination sx={{ mt: 2 }} count={library.data!.meta.last_page} page={page} onChange={(_, p) => setPage(p)} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('fieldKinds.files.cancel')}</Button>
        <Button
          variant="contained"
          disabled={picked.size === 0}
          onClick={() => {
            onPick([...picked.values()]);
            setPicked(new Map());
          }}
          data-testid={`${testId}-confirm`}
        >
          {t('fieldKinds.files.select')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
