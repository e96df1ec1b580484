import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Loading, failure and "nothing in this range" of a report, else its content. */
export function ReportState({ pending, error, empty, children }: { pending: boolean; error: boolean; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  if (pending) {
    return (
      <Box sx={{ py: 6, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    );
  }
  if (error) return <Alert severity="error">{t('webTime.common.loadFailed')}</Alert>;
  if (empty) {
    return (
      <Typography color="text.secondary" data-testid="report-empty" sx={{ py: 2 }}>
        {t('webTime.reports.empty')}
      </Typography>
    );
  }
  return <>{children}</>;
}
