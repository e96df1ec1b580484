import { Paper, Stack, Typography } from '@mui/material';
import Construction from '@mui/icons-material/Construction';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';

/** An honest empty state for screens whose module is not built yet. */
export function ModulePlaceholder({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading>{t(`routes.${route.name}`)}</PageHeading>
      <Paper data-testid="module-placeholder" variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 720 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Construction color="primary" sx={{ fontSize: 40 }} aria-hidden="true" />
          <div>
            <Typography variant="h6" component="p" gutterBottom>
              {t('app.modulePreparing')}
            </Typography>
            <Typography color="text.secondary">{t('app.modulePreparingText', { what: t(`modules.${route.module}`) })}</Typography>
          </div>
        </Stack>
      </Paper>
    </>
  );
}
