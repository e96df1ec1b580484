import { Alert, Box, Card, CardContent, Link, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatMoney, type ShopSummary } from '@harmony/shared';
import { api } from '../../lib/api';
import { useLocale } from '../../lib/i18n/use-locale';

export const SHOP_SUMMARY_KEY = ['dashboard', 'shop'] as const;

function Figure({ label, value, testId }: { label: string; value: string | undefined; testId: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography variant="h5" component="p" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>
        {value ?? <Skeleton width={80} />}
      </Typography>
    </Box>
  );
}

/**
 * The shop card of the dashboard and /panel: orders today, this month's revenue and drafts (Sklep__zamowienia),
 * products at or under their low-stock threshold (Sklep__produkty). The API leaves out what the caller may not see.
 */
export function ShopSummaryCard() {
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  const summary = useQuery({ queryKey: SHOP_SUMMARY_KEY, queryFn: () => api.get<ShopSummary>('/api/dashboard/shop', { silent: true }) });
  const data = summary.data;
  return (
    <Card variant="outlined" component="section" aria-labelledby="shop-summary-title" data-testid="shop-summary">
      <CardContent>
        <Typography variant="h6" component="h2" id="shop-summary-title" gutterBottom>{t('shopSummary.title')}</Typography>
        {summary.isError && <Alert severity="warning">{t('shopSummary.loadFailed')}</Alert>}
        {(summary.isPending || data?.orders) && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 2 }}>
            <Figure label={t('shopSummary.ordersToday')} value={data?.orders ? String(data.orders.today) : undefined} testId="shop-orders-today" />
            <Figure label={t('shopSummary.revenueMonth')} value={data?.orders ? formatMoney(data.orders.revenue_month, locale) : undefined} testId="shop-revenue-month" />
            <Figure label={t('shopSummary.drafts')} value={data?.orders ? String(data.orders.drafts) : undefined} testId="shop-drafts" />
          </Box>
        )}
        {data?.orders && <Link component={RouterLink} to={to('/zamowienia')}>{t('shopSummary.allOrders')}</Link>}
        {data?.low_stock && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle1" component="h3">
              {t('shopSummary.lowStock')}: <span data-testid="shop-low-stock-count">{data.low_stock.count}</span>
            </Typography>
            {data.low_stock.count === 0 ? (
              <Typography color="text.secondary">{t('shopSummary.lowStockNone')}</Typography>
            ) : (
              <List dense disablePadding>
                {data.low_stock.items.map((item) => (
                  <ListItem key={item.id} disableGutters>
                    <ListItemText
                      primary={<Link component={RouterLink} to={to(`/produkty/${item.id}/edytuj`)}>{item.name}</Link>}
                      secondary={`${item.sku} · ${t('shopSummary.stockOf', { stock: item.stock, threshold: item.low_stock_threshold })}`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
            {data.low_stock.count > 0 && (
              <Link component={RouterLink} to={to('/produkty?sort=stock&order=asc')}>{t('shopSummary.allLowStock')}</Link>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
