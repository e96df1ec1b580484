import { Box, Button, CircularProgress, Typography } from '@mui/material';
import Print from '@mui/icons-material/Print';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ItemsEditor } from './items-editor';
import { fetchOrder, orderKey } from './order-api';
import { TotalsPreview } from './totals-preview';

/** /zamowienia/{id}/wydruk (plain layout): the order on paper; the print button hides itself when printing. */
export function OrderPrintPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const order = useQuery({ queryKey: orderKey(id), queryFn: () => fetchOrder(id) });
  if (!order.data) return <CircularProgress aria-label={t('app.loading')} />;
  const o = order.data;
  const lines = (a: Record<string, string | undefined>) => Object.values(a).filter(Boolean).join(', ');
  return (
    <Box sx={{ p: 4, maxWidth: 900, mx: 'auto', '@media print': { p: 0 } }} data-testid="order-print-page">
      <Button startIcon={<Print />} onClick={() => window.print()} sx={{ displayPrint: 'none', mb: 2 }} data-testid="order-print-button">{t('orders.web.print')}</Button>
      <Typography variant="h4">{o.number ?? t('orders.draftNumber', { id: o.id })}</Typography>
      <Typography>{t(`orders.states.${o.state}`)}{o.status ? ` · ${o.status.name}` : ''}</Typography>
      <Typography sx={{ mt: 2 }}><strong>{t('orders.web.customer')}:</strong> {o.customer_name} {o.customer_data.email}</Typography>
      <Typography><strong>{t('orders.fields.billing_address')}:</strong> {lines(o.billing_address)}</Typography>
      <Typography><strong>{t('orders.fields.shipping_address')}:</strong> {lines(o.shipping_address)}</Typography>
      <ItemsEditor items={o.items ?? []} onChange={() => undefined} readOnly errors={{}} />
      <TotalsPreview input={{ items: o.items ?? [], shipping_net: o.shipping_net, shipping_vat_rate: o.shipping_vat_rate, discount_gross: o.discount_gross }} paid={o.paid_amount} refunded={o.refunded_amount} />
      {o.notes && <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{o.notes}</Typography>}
    </Box>
  );
}
