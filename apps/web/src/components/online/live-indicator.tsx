import { Chip } from '@mui/material';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import { useTranslation } from 'react-i18next';

/** Whether the list comes live from the stream or is polled. */
export function LiveIndicator({ live }: { live: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={live ? 'success' : 'default'}
      icon={<FiberManualRecord sx={{ fontSize: 12 }} />}
      label={live ? t('webTime.online.live') : t('webTime.online.polling')}
      data-testid="online-live"
      data-live={live ? 'true' : 'false'}
    />
  );
}
