import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { pagesContract, postsContract, type RouteDef } from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';
import { ShopSummaryCard } from '../../components/shop/shop-summary-card';
import { useCan } from '../../lib/can/use-can';
import { useRouteTitle } from '../../lib/title/use-route-title';
import { ContentSummaryCard } from './content-summary-card';

/**
 * /panel, the content and shop home (default layout): the content card (drafts and what is scheduled, for whoever
 * may list posts or pages) and the shop card. Form messages and pop-ups join it with their modules (issues 26–27).
 */
export function PanelPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const allows = useCan();
  const canShop = allows({ permission: 'Sklep__zamowienia|Sklep__produkty' });
  const canContent = allows({ permission: `${postsContract.permission}|${pagesContract.permission}` });
  const title = useRouteTitle(route.name);
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Stack spacing={2}>
        {canContent && <ContentSummaryCard />}
        {canShop && <ShopSummaryCard />}
        {!canShop && !canContent && <Alert severity="info">{t('shopSummary.nothingHere')}</Alert>}
      </Stack>
    </>
  );
}
