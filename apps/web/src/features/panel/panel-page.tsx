import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';
import { ShopSummaryCard } from '../../components/shop/shop-summary-card';
import { useCan } from '../../lib/can/use-can';
import { useRouteTitle } from '../../lib/title/use-route-title';

/**
 * /panel, the content and shop home (default layout). Issue 25 gives it the shop card; the content parts
 * (drafts, what is scheduled, form messages, pop-ups) come with the content module.
 */
export function PanelPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const allows = useCan();
  const canShop = allows({ permission: 'Sklep__zamowienia|Sklep__produkty' });
  const title = useRouteTitle(route.name);
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Stack spacing={2}>
        {canShop ? <ShopSummaryCard /> : <Alert severity="info">{t('shopSummary.nothingHere')}</Alert>}
      </Stack>
    </>
  );
}
