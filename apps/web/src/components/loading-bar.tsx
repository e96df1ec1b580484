import { LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLoading } from '../lib/loading/loading-store';

/** A thin bar under the top bar while the API is busy. */
export function LoadingBar() {
  const loading = useLoading();
  const { t } = useTranslation();
  if (!loading) return null;
  return (
    <LinearProgress
      aria-label={t('app.loading')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1, height: 3 }}
    />
  );
}
