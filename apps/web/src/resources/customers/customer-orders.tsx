import { Box, Link as MuiLink, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { customersContract, formatMoney, type Customer } from '@harmony/shared';
import { api } from '../../lib/api';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatDateTime } from '../../components/resource/renderers';

/** What this screen reads of an order (the orders module answers more). */
interface OrderRow {
  id: number;
  number: string | null;
  state: string;
  total_gross: number;
  placed_at?: string | null;
  created_at: string;
}

/**
 * Under a customer's form: the lifetime value and the customer's latest orders (GET /api/orders?customer_id=),
 * each opening the order. Read quietly: without the orders module (or the right to list orders) the table is
 * simply left out.
 */
export function CustomerOrders({ id }: { id: number }) {
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  const customer = useQuery({
    queryKey: ['customers', id, 'summary'],
    queryFn: ({ signal }) => api.get<Customer>(customersContract.itemPath(id), { silent: true, signal }),
  });
  const orders = useQuery({
    queryKey: ['customers', id, 'orders'],
    queryFn: ({ signal }) => api.get<{ data: OrderRow[] }>(`/api/orders?customer_id=${id}&per_page=10&sort=created_at&order=desc`, { silent: true, signal }),
    retry: false,
  });
  const f = (field: string) => t(`customers.${field}`);
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} data-testid="customer-orders">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2">{t('customers.orders')}</Typography>
        {customer.data ? (
          <Typography data-testid="customer-lifetime-value">
            {t('customers.fields.lifetime_value')}: <strong>{formatMoney(customer.data.lifetime_value, locale)}</strong>
            {' · '}{t('customers.fields.orders_count')}: {customer.data.orders_count}
          </Typography>
        ) : null}
      </Box>
      {orders.isSuccess && orders.data.data.length > 0 ? (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{f('orderNumber')}</TableCell>
              <TableCell>{f('orderDate')}</TableCell>
              <TableCell>{f('orderState')}</TableCell>
              <TableCell align="right">{f('orderTotal')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.data.data.map((order) => (
              <TableRow key={order.id} data-testid={`customer-order-${order.id}`}>
                <TableCell>
                  <MuiLink component={Link} to={to(`/zamowienia/${order.id}/szczegoly`)}>{order.number ?? `${f('draft')} #${order.id}`}</MuiLink>
                </TableCell>
                <TableCell>{formatDateTime(order.placed_at ?? order.created_at, locale)}</TableCell>
                <TableCell>{t(`orders.states.${order.state}`, { defaultValue: order.state })}</TableCell>
                <TableCell align="right">{formatMoney(order.total_gross, locale)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : orders.isSuccess ? (
        <Typography color="text.secondary">{f('noOrders')}</Typography>
      ) : null}
    </Paper>
  );
}
