import { Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@harmony/shared';
import { useLocale } from '../../lib/i18n/use-locale';

/**
 * The newsletter's two halves, above each of its screens: the lists (with their subscribers and imports) and the
 * campaigns. The lists' and campaigns' resources share it, so it lives here (resources never import each other).
 */
export function NewsletterTabs({ current }: { current: 'lists' | 'campaigns' }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <Box component="nav" aria-label={t('newsletterScreens.tabs.label')} sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Tabs value={current}>
        <Tab value="lists" label={t('newsletterScreens.tabs.lists')} component={Link} to={to(routePath('newsletter'))} data-testid="newsletter-tab-lists" />
        <Tab
          value="campaigns"
          label={t('newsletterScreens.tabs.campaigns')}
          component={Link}
          to={to(routePath('newsletterCampaigns'))}
          data-testid="newsletter-tab-campaigns"
        />
      </Tabs>
    </Box>
  );
}

export const ListsTabs = () => <NewsletterTabs current="lists" />;
export const CampaignsTabs = () => <NewsletterTabs current="campaigns" />;
