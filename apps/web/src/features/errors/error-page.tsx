import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../lib/i18n/use-locale';
import { accentText } from '../../lib/theme/create-app-theme';
import { useDocumentTitle } from '../../lib/title/use-document-title';

export interface ErrorPageProps {
  status: number;
  /** Shown under the warning; a 404 without one says "This page could not be found". */
  message?: string;
}

/** Seed section 8: 404 warns "404 nie znaleziono"; anything else "Wystąpił wewnętrzny błąd" plus the message. */
export function ErrorPage({ status, message }: ErrorPageProps) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const notFound = status === 404;
  const text = message || (notFound ? t('errors.notFound') : t('errors.server'));
  useDocumentTitle(notFound ? t('routes.notFound') : t('errors.status', { status }));

  return (
    <Stack data-testid="error-page" role="main" spacing={3} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 560 }}>
      <Typography component="h1" variant="h1" data-testid="error-status" sx={{ fontWeight: 700, color: accentText }}>
        {status}
      </Typography>
      <Alert severity={notFound ? 'warning' : 'error'} variant="outlined" sx={{ width: '100%' }}>
        {notFound ? t('errors.notFoundWarning') : t('errors.internalWarning')}
      </Alert>
      <Typography data-testid="error-message" variant="h6" component="p">
        {text}
      </Typography>
      <Button component={RouterLink} to={to('/')} variant="contained">
        {t('app.goHome')}
      </Button>
    </Stack>
  );
}
