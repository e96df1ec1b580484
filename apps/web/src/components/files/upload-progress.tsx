import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * An upload under way: "Uploaded N%" with a bar that says how far, then, once every byte has gone and the
 * server is still at work (storing, making an image's variants), "Processing the images…" with a bar that
 * only moves. `fraction`: the share sent (0–1), as the api client's onUploadProgress reports it.
 */
export function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useTranslation();
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  const processing = fraction >= 1;
  const text = processing ? t('filesLibrary.processing') : t('filesLibrary.progress', { percent });
  return (
    <Box sx={{ mt: 2, textAlign: 'left' }}>
      <LinearProgress
        variant={processing ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={text}
        data-testid="files-upload-progress"
        data-state={processing ? 'processing' : 'uploading'}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {text}
      </Typography>
    </Box>
  );
}
