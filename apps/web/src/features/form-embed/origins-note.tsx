import { Alert, Box, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { routePath } from '@harmony/shared';
import { formScreenPath } from '../../components/forms/form-links';
import { useMayOpen } from '../../lib/can/route-access';
import { useLocale } from '../../lib/i18n/use-locale';

/**
 * Why a pasted form may still refuse to send: the website's origin must be one of the form's allowed origins
 * (the API answers any other with 403). Lists them as they are now, with the way to the settings that change them.
 */
export function OriginsNote({ uuid, origins }: { uuid: string; origins: readonly string[] | undefined }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const mayOpen = useMayOpen();
  const settings = mayOpen(routePath('formsEdit'));
  return (
    <Alert severity={origins && !origins.length ? 'warning' : 'info'} data-testid="embed-origins">
      {t('formsWeb.embed.origins')}{' '}
      {origins && (origins.length ? (
        <>
          {t('formsWeb.embed.originsNow')}{' '}
          {origins.map((origin, i) => (
            <Box component="span" key={origin} sx={{ fontFamily: 'monospace' }} data-testid="embed-origin">
              {i > 0 && ', '}
              {origin}
            </Box>
          ))}
          .
        </>
      ) : (
        t('formsWeb.embed.noOrigins')
      ))}
      {settings && (
        <>
          {' '}
          <Link component={RouterLink} to={to(formScreenPath('formsEdit', uuid))} data-testid="embed-origins-settings">
            {t('formsWeb.embed.editOrigins')}
          </Link>
        </>
      )}
    </Alert>
  );
}
